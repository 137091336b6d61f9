"""The Differenzler board replayed from its events: the hands played, the open hand's
calls, the totals, and when the game is over (the lowest total wins; players level at
the lowest after the last hand play one more hand, research/variants.md §2.1 [JCH])."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import seat_of
from jass_slate.core.undo import EventError
from jass_slate.games.differenzler.scoring.checks import (
    check_call,
    check_points,
    check_stoeck,
    check_trump,
)
from jass_slate.games.differenzler.scoring.events import Call, Played, Refix, Tricks
from jass_slate.games.differenzler.scoring.rows import Rows
from jass_slate.games.differenzler.scoring.rules import DiffRules
from jass_slate.games.differenzler.scoring.score import HandRow, hand_row
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class OpenHand:
    """The hand being called: the calls said so far by seat, and its trump if said."""

    calls: dict[int, int] = field(default_factory=dict)
    trump: Contract | None = None


@dataclass
class Board:
    """The game as it stands. A replay changes it in place, one event after another, and
    only once the event has passed every check: a refusal leaves it as it was."""

    players: tuple[str, ...]
    rules: DiffRules
    hands: Rows = field(default_factory=Rows)
    open: OpenHand | None = None
    running: list[int] = field(default_factory=list)  # the totals, kept as hands are added

    def __post_init__(self) -> None:
        if len(self.running) != len(self.players):  # not given with the hands (resumed)
            self.running = list(totals_after(len(self.players), self.hands))

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.running)

    @property
    def finished(self) -> bool:
        """The planned hands are played, or a total reached the target."""
        return ended(self.rules, len(self.hands), self.running)

    @property
    def lowest(self) -> tuple[int, ...]:
        """The seats with the lowest total."""
        best = min(self.running)
        return tuple(seat for seat, t in enumerate(self.running) if t == best)

    @property
    def winner(self) -> int | None:
        """The seat that won: the game is over and one player alone is lowest."""
        if not self.finished:
            return None
        lowest = self.lowest
        return lowest[0] if len(lowest) == 1 else None

    @property
    def tie_break(self) -> bool:
        """The game is over but players are level at the lowest: one more hand."""
        return self.finished and self.winner is None

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    def add(self, row: HandRow) -> None:
        self.hands.append(row)
        self.running = [t + s for t, s in zip(self.running, row.scores, strict=True)]
        self.open = None


def totals_after(players: int, hands: Iterable[HandRow]) -> tuple[int, ...]:
    totals = [0] * players
    for hand in hands:
        for seat, score in enumerate(hand.scores):
            totals[seat] += score
    return tuple(totals)


def ended(rules: DiffRules, played: int, totals: Sequence[int]) -> bool:
    """Whether the game is over after `played` hands with these totals (a tie at the
    lowest then plays on)."""
    if rules.hands is not None:
        return played >= rules.hands
    assert rules.target is not None
    return played > 0 and max(totals) >= rules.target


def first_decided(rules: DiffRules, players: int, hands: Sequence[HandRow]) -> int | None:
    """After how many of `hands` the game has a winner (over, one player alone lowest)."""
    totals = [0] * players
    for played, hand in enumerate(hands, 1):
        totals = [t + s for t, s in zip(totals, hand.scores, strict=True)]
        if ended(rules, played, totals) and totals.count(min(totals)) == 1:
            return played
    return None


def _refuse_when_decided(board: Board) -> None:
    if board.winner is not None:
        raise RuleError(message(N_("the game is over: {player} won with {total}; `new` "
                                   "starts the next one"),
                                player=board.players[board.winner],
                                total=board.totals[board.winner]))


def _call(board: Board, event: Call) -> Board:
    _refuse_when_decided(board)
    if event.hand is not None and event.hand != board.next_number:
        if event.hand < board.next_number:
            raise RuleError(message(N_("hand {number} is played: its calls are changed with "
                                       "`fix {number}`"), number=event.hand),
                            value=event.hand)
        raise RuleError(message(N_("hand {number} is not next: the calls are for hand "
                                   "{next}"), number=event.hand, next=board.next_number),
                        value=event.hand)
    was = board.open or OpenHand()
    trump = event.trump if event.trump is not None else was.trump
    if event.trump is not None:
        check_trump(board.rules, event.trump)
    calls = dict(was.calls)
    for name, said in event.calls:
        seat = seat_of(board.players, name)
        check_call(board.rules, trump, board.players[seat], said)
        calls[seat] = said
    board.open = OpenHand(calls, trump)
    return board


def called_hand(board: Board) -> OpenHand:
    """The hand being called, which points can be given for; none is refused."""
    hand = board.open
    if hand is None or not hand.calls:
        raise RuleError(message(N_("hand {number} has no calls yet: `call` them before its "
                                   "points"), number=board.next_number))
    return hand


def _tricks(board: Board, event: Tricks) -> Board:
    hand = called_hand(board)
    missing = [board.players[s] for s in range(len(board.players)) if s not in hand.calls]
    if missing:
        raise RuleError(message(N_("{players} did not call in hand {number}: `call` first"),
                                players=", ".join(missing), number=board.next_number))
    trump = event.trump if event.trump is not None else hand.trump
    if trump is None:
        raise RuleError(message(N_("say the trump of hand {number}: --trump SUIT"),
                                number=board.next_number))
    calls = [hand.calls[seat] for seat in range(len(board.players))]
    played = Played(trump, tuple(zip(board.players, calls, strict=True)), event.points,
                    event.zero_trick, event.stoeck)
    board.add(_row(board, board.next_number, played))
    return board


def _row(board: Board, number: int, hand: Played) -> HandRow:
    """A whole hand checked against the rules and written as the board writes it."""
    rules, players = board.rules, board.players
    check_trump(rules, hand.trump)
    calls = _every(players, hand.calls, N_("{players} did not call in hand {number}"),
                   number)
    for seat, said in enumerate(calls):
        check_call(rules, hand.trump, players[seat], said)
    points = _every(players, hand.points, N_("the points of {players} are missing in hand "
                                             "{number}"), number)
    zero = frozenset(seat_of(players, name) for name in hand.zero_trick)
    check_points(rules, hand.trump, players, points, zero)
    stoeck = None if hand.stoeck is None else seat_of(players, hand.stoeck)
    check_stoeck(rules, hand.trump, stoeck)
    return hand_row(rules, number, hand.trump, calls, points, zero, stoeck)


def _every(players: Sequence[str], said: Iterable[tuple[str, int]], missing: str,
           number: int) -> list[int]:
    """Every player's number in seat order (the last said counts); one missing is
    refused with `missing`."""
    found: dict[int, int] = {}
    for name, value in said:
        found[seat_of(players, name)] = value
    absent = [players[s] for s in range(len(players)) if s not in found]
    if absent:
        raise RuleError(message(missing, players=", ".join(absent), number=number))
    return [found[seat] for seat in range(len(players))]


def _played(board: Board, event: Played) -> Board:
    _refuse_when_decided(board)
    if board.open is not None and board.open.calls:
        raise RuleError(message(N_("hand {number} is being called: give its points with "
                                   "`tricks`, or `undo` its calls first"),
                                number=board.next_number))
    board.add(_row(board, board.next_number, event))
    return board


def _refix(board: Board, event: Refix) -> Board:
    if not 1 <= event.number <= len(board.hands):
        raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to {count} "
                                   "are played"), number=event.number,
                                count=len(board.hands)), value=event.number)
    row = _row(board, event.number, event.hand)
    hands = board.hands.replaced(event.number - 1, row)
    decided = first_decided(board.rules, len(board.players), hands)
    if decided is not None and decided < len(hands):
        raise RuleError(message(N_("that fix would end the game after hand {number}, "
                                   "before the hands recorded after it"), number=decided))
    board.hands = hands
    board.running = list(totals_after(len(board.players), hands))
    return board


def apply(board: Board, event: object) -> Board:
    """The board after one event, changed in place (and returned); a refusal raises
    RuleError and changes nothing."""
    if isinstance(event, Call):
        return _call(board, event)
    if isinstance(event, Tricks):
        return _tricks(board, event)
    if isinstance(event, Played):
        return _played(board, event)
    if isinstance(event, Refix):
        return _refix(board, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))


def replay(players: tuple[str, ...], rules: DiffRules,
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
