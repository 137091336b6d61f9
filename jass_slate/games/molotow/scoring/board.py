"""The Molotow board replayed from its events: the hands played, the totals, and when
the game is over (after its hands, or the hand in which a total reaches the target); the
fewest points win, and players level on the fewest share the win or play one more hand
as the rules say (docs/rule-choices.md)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import seat_of
from jass_slate.core.undo import EventError
from jass_slate.games.molotow.scoring.checks import (
    check_points,
    check_stoeck,
    check_trump,
    check_weis,
)
from jass_slate.games.molotow.scoring.events import Played, Refix, Said
from jass_slate.games.molotow.scoring.rules import MolotowRules, Tie
from jass_slate.games.molotow.scoring.score import HandRow, hand_row
from jass_slate.language.i18n import N_


@dataclass
class Board:
    """The game as it stands. A replay changes it in place, one event after another, and
    only once the event has passed every check: a refusal leaves it as it was."""

    players: tuple[str, ...]
    rules: MolotowRules
    hands: list[HandRow] = field(default_factory=list)
    running: list[int] = field(default_factory=list)  # the totals, kept as hands are added

    def __post_init__(self) -> None:
        self.running = list(totals_after(len(self.players), self.hands))

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.running)

    @property
    def lowest(self) -> tuple[int, ...]:
        """The seats with the fewest points."""
        best = min(self.running)
        return tuple(seat for seat, t in enumerate(self.running) if t == best)

    @property
    def finished(self) -> bool:
        """The game is decided: no more hand is written."""
        return decided(self.rules, len(self.hands), self.running)

    @property
    def winner(self) -> int | None:
        """The seat that won: the game is decided and one player alone has the fewest."""
        lowest = self.lowest
        return lowest[0] if self.finished and len(lowest) == 1 else None

    @property
    def draw(self) -> bool:
        """The game is decided and players level on the fewest share the win."""
        return self.finished and len(self.lowest) > 1

    @property
    def tie_break(self) -> bool:
        """The planned end is reached with players level on the fewest: one more hand."""
        return ended(self.rules, len(self.hands), self.running) and not self.finished

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    def add(self, row: HandRow) -> None:
        self.hands.append(row)
        self.running = [t + s for t, s in zip(self.running, row.scores, strict=True)]


def totals_after(players: int, hands: Iterable[HandRow]) -> tuple[int, ...]:
    totals = [0] * players
    for hand in hands:
        for seat, score in enumerate(hand.scores):
            totals[seat] += score
    return tuple(totals)


def ended(rules: MolotowRules, played: int, totals: Sequence[int]) -> bool:
    """Whether the planned end is reached after `played` hands with these totals."""
    if rules.hands is not None:
        return played >= rules.hands
    assert rules.target is not None
    return played > 0 and max(totals) >= rules.target


def decided(rules: MolotowRules, played: int, totals: Sequence[int]) -> bool:
    """Over: the planned end is reached, and under `one-more-hand` one player alone has
    the fewest."""
    if not ended(rules, played, totals):
        return False
    return rules.tie is Tie.SHARE or totals.count(min(totals)) == 1


def first_decided(rules: MolotowRules, players: int, hands: Sequence[HandRow]) -> int | None:
    """After how many of `hands` the game is decided."""
    totals = [0] * players
    for played, hand in enumerate(hands, 1):
        totals = [t + s for t, s in zip(totals, hand.scores, strict=True)]
        if decided(rules, played, totals):
            return played
    return None


def _refuse_when_decided(board: Board) -> None:
    if board.winner is not None:
        raise RuleError(message(N_("the game is over: {player} won with {total}; `new` "
                                   "starts the next one"),
                                player=board.players[board.winner],
                                total=board.totals[board.winner]))
    if board.draw:
        raise RuleError(message(N_("the game is over: {players} share the win with {total}; "
                                   "`new` starts the next one"),
                                players=", ".join(board.players[s] for s in board.lowest),
                                total=min(board.totals)))


def _by_seat(players: Sequence[str], said: Said) -> list[list[int]]:
    """Each player's Weis in seat order, as said."""
    found: list[list[int]] = [[] for _ in players]
    for name, value in said:
        found[seat_of(players, name)].append(value)
    return found


def _points(players: Sequence[str], said: Said, number: int) -> list[int]:
    found: dict[int, int] = {}
    for name, value in said:
        found[seat_of(players, name)] = value
    absent = [players[s] for s in range(len(players)) if s not in found]
    if absent:
        raise RuleError(message(N_("the trick points of {players} are missing in hand "
                                   "{number}"), players=", ".join(absent), number=number))
    return [found[seat] for seat in range(len(players))]


def _row(board: Board, number: int, hand: Played) -> HandRow:
    """A whole hand checked against the rules and written as the board writes it."""
    rules, players = board.rules, board.players
    check_trump(rules, hand.trump)
    points = _points(players, hand.points, number)
    check_points(players, points)
    hand_weis, table_weis = _by_seat(players, hand.hand_weis), _by_seat(players,
                                                                        hand.table_weis)
    check_weis(rules, players, hand_weis, table_weis)
    stoeck = None if hand.stoeck is None else seat_of(players, hand.stoeck)
    check_stoeck(hand.trump, stoeck)
    return hand_row(rules, number, hand.trump, points, hand_weis, table_weis, stoeck)


def _refix(board: Board, event: Refix) -> Board:
    if not 1 <= event.number <= len(board.hands):
        raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to {count} "
                                   "are played"), number=event.number,
                                count=len(board.hands)), value=event.number)
    hands = list(board.hands)
    hands[event.number - 1] = _row(board, event.number, event.hand)
    first = first_decided(board.rules, len(board.players), hands)
    if first is not None and first < len(hands):
        raise RuleError(message(N_("that fix would end the game after hand {number}, "
                                   "before the hands recorded after it"), number=first))
    board.hands = hands
    board.running = list(totals_after(len(board.players), hands))
    return board


def apply(board: Board, event: object) -> Board:
    """The board after one event, changed in place (and returned); a refusal raises
    RuleError and changes nothing."""
    if isinstance(event, Played):
        _refuse_when_decided(board)
        board.add(_row(board, board.next_number, event))
        return board
    if isinstance(event, Refix):
        return _refix(board, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))


def replay(players: tuple[str, ...], rules: MolotowRules,
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
