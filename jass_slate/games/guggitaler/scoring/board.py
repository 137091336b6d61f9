"""The Guggitaler board replayed from its events: the hands and the domino written, the
totals, what comes next, and when the series is over (the lowest total wins; players
level at the lowest share it).

A hand writes each count times its unit (the reversed hands: as a credit, minus); the
domino writes each finishing place's credit, minus. Worked (four players, the Jassbuch's
units): the hearts hand with counts 2, 5, 0, 2 writes 4, 10, 0, 4; the domino Dora, Anna,
Cla, Beat writes Dora -25, Anna -16, Cla -12, Beat -8.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import seat_of
from jass_slate.core.undo import EventError
from jass_slate.games.guggitaler.scoring.events import Counted, Domino, Refix
from jass_slate.games.guggitaler.scoring.rules import Finish, GugRules, Penalty, most
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class Part:
    """One part of the series: a hand, with what it penalises and whether its goal is
    reversed, or the domino (`penalty` None)."""

    number: int
    penalty: Penalty | None
    reversed: bool = False

    @property
    def domino(self) -> bool:
        return self.penalty is None


@dataclass(frozen=True)
class HandRow:
    """A hand on the board, every figure in seat order."""

    number: int
    penalty: Penalty
    unit: int
    reversed: bool
    counts: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class DominoRow:
    """The domino on the board: the seats in finishing order, each seat's place (1 the
    first out), and the credits written (minus)."""

    number: int
    order: tuple[int, ...]
    places: tuple[int, ...]
    scores: tuple[int, ...]


Row = HandRow | DominoRow


def part(rules: GugRules, number: int) -> Part | None:
    """The series' part `number` (from 1); None past its end."""
    hands = len(rules.order)
    if not 1 <= number <= rules.parts():
        return None
    if number <= hands:
        return Part(number, rules.order[number - 1])
    if rules.finish is Finish.DOMINO:
        return Part(number, None)
    return Part(number, rules.order[number - hands - 1], reversed=True)


@dataclass
class Board:
    """The series as it stands. A replay changes it in place, one event after another,
    and only once the event has passed every check: a refusal leaves it as it was."""

    players: tuple[str, ...]
    rules: GugRules
    rows: list[Row] = field(default_factory=list)
    running: list[int] = field(default_factory=list)  # the totals, kept as rows are added

    def __post_init__(self) -> None:
        self.running = list(totals_after(len(self.players), self.rows))

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.running)

    @property
    def of(self) -> int:
        return self.rules.parts()

    @property
    def hands_of(self) -> int:
        """How many of the parts are hands (5, or 10 with the reversed five)."""
        return self.of - (self.rules.finish is Finish.DOMINO)

    @property
    def next(self) -> Part | None:
        """What is played next; None: the series is over."""
        return part(self.rules, len(self.rows) + 1)

    @property
    def finished(self) -> bool:
        return len(self.rows) >= self.of

    @property
    def lowest(self) -> tuple[int, ...]:
        """The seats with the lowest total."""
        best = min(self.running)
        return tuple(seat for seat, t in enumerate(self.running) if t == best)

    @property
    def winner(self) -> int | None:
        """The seat that won: the series is over and one player alone is lowest."""
        lowest = self.lowest
        return lowest[0] if self.finished and len(lowest) == 1 else None

    @property
    def draw(self) -> bool:
        """The series is over and players are level at the lowest: they share it."""
        return self.finished and len(self.lowest) > 1

    def add(self, row: Row) -> None:
        self.rows.append(row)
        self.running = [t + s for t, s in zip(self.running, row.scores, strict=True)]


def totals_after(players: int, rows: Iterable[Row]) -> tuple[int, ...]:
    totals = [0] * players
    for row in rows:
        for seat, score in enumerate(row.scores):
            totals[seat] += score
    return tuple(totals)


def hand_row(board: Board, at: Part, event: Counted) -> HandRow:
    """A hand checked against the rules and written as the board writes it."""
    players, penalty = board.players, at.penalty
    assert penalty is not None
    if event.penalty is not penalty:
        raise RuleError(message(N_("hand {number} penalises {penalty}, not {said}"),
                                number=at.number, penalty=penalty.value,
                                said=event.penalty.value), value=event.penalty.value)
    found: dict[int, int] = {}
    for name, count in event.counts:
        seat = seat_of(players, name)
        if seat in found:
            raise RuleError(message(N_("{player}'s count is said twice"), player=name))
        found[seat] = count
    absent = [players[s] for s in range(len(players)) if s not in found]
    if absent:
        raise RuleError(message(N_("the counts of {players} are missing in hand {number}"),
                                players=", ".join(absent), number=at.number))
    counts = tuple(found[seat] for seat in range(len(players)))
    check_counts(players, penalty, counts)
    unit = board.rules.unit(penalty)
    sign = -1 if at.reversed else 1
    return HandRow(at.number, penalty, unit, at.reversed, counts,
                   tuple(sign * unit * count for count in counts))


def check_counts(players: Sequence[str], penalty: Penalty, counts: Sequence[int]) -> None:
    """Every count 0 to the most there are, all of them adding up to it."""
    there = most(penalty, len(players))
    for name, count in zip(players, counts, strict=True):
        if not 0 <= count <= there:
            raise RuleError(message(N_("{player}'s count must be 0 to {most}, not {count}"),
                                    player=name, most=there, count=count), value=count)
    if sum(counts) != there:
        raise RuleError(message(N_("the counts add up to {sum}, not {most}: this hand has "
                                   "{most} of what it counts"), sum=sum(counts), most=there),
                        value=sum(counts))


def domino_row(board: Board, number: int, event: Domino) -> DominoRow:
    """The domino checked (every player once) and written."""
    players = board.players
    order = tuple(seat_of(players, name) for name in event.order)
    if len(set(order)) != len(order) or len(order) != len(players):
        raise RuleError(message(N_("the domino's order names every player once: {players}"),
                                players=", ".join(players)))
    credits = board.rules.credits(len(players))
    places = tuple(order.index(seat) + 1 for seat in range(len(players)))
    return DominoRow(number, order, places,
                     tuple(-credits[place - 1] for place in places))


def _refuse_when_over(board: Board) -> Part:
    at = board.next
    if at is None:
        raise RuleError(message(N_("the series is over after {parts} parts: `new` starts "
                                   "the next one"), parts=board.of))
    return at


def hand_next(board: Board) -> Part:
    """The hand played next; a series that is over or waits for its domino is refused."""
    at = _refuse_when_over(board)
    if at.domino:
        raise RuleError(message(N_("the five hands are played: the domino is next, "
                                   "`domino` with the players in finishing order")))
    return at


def domino_next(board: Board) -> Part:
    """The domino, played next; rules without one, a series over, or a hand to come first
    is refused."""
    if board.rules.finish is not Finish.DOMINO:
        raise RuleError(message(N_("these rules play no domino (rules key 'finish' is "
                                   "{finish!r})"), finish=board.rules.finish.value),
                        key="finish")
    at = _refuse_when_over(board)
    if not at.domino:
        raise RuleError(message(N_("the domino comes after the five hands: hand {number} "
                                   "is next"), number=at.number))
    return at


def _counted(board: Board, event: Counted) -> Board:
    board.add(hand_row(board, hand_next(board), event))
    return board


def _domino(board: Board, event: Domino) -> Board:
    at = domino_next(board)
    board.add(domino_row(board, at.number, event))
    return board


def _refix(board: Board, event: Refix) -> Board:
    if not 1 <= event.number <= len(board.rows):
        raise RuleError(message(N_("there is no part {number} to fix: parts 1 to {count} "
                                   "are played"), number=event.number,
                                count=len(board.rows)), value=event.number)
    at = part(board.rules, event.number)
    assert at is not None
    row: Row
    if isinstance(event.part, Domino):
        if not at.domino:
            raise RuleError(message(N_("part {number} is a hand: fix it with each "
                                       "player's count"), number=event.number))
        row = domino_row(board, event.number, event.part)
    else:
        if at.domino:
            raise RuleError(message(N_("part {number} is the domino: fix it with the "
                                       "players in finishing order"), number=event.number))
        row = hand_row(board, at, event.part)
    board.rows[event.number - 1] = row
    board.running = list(totals_after(len(board.players), board.rows))
    return board


def apply(board: Board, event: object) -> Board:
    """The board after one event, changed in place (and returned); a refusal raises
    RuleError and changes nothing."""
    if isinstance(event, Counted):
        return _counted(board, event)
    if isinstance(event, Domino):
        return _domino(board, event)
    if isinstance(event, Refix):
        return _refix(board, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))


def replay(players: tuple[str, ...], rules: GugRules,
           events: Sequence[tuple[int, object]]) -> Board:
    """The board after the events that stand, each with its index in the record; the
    first that breaks a rule raises EventError with its index."""
    board = Board(players, rules)
    for index, event in events:
        try:
            board = apply(board, event)
        except RuleError as error:
            raise EventError(index, error) from None
    return board
