"""The Mittlere board replayed from its events: the hands recorded (void ones among them,
not counted), each player's Striche and Nuller, and when the game is over: after the
planned counted hands, the most Striche less Nuller wins, a tie is shared."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import seat_of
from jass_slate.core.undo import EventError
from jass_slate.games.mittlere.scoring.events import Hand, Refix
from jass_slate.games.mittlere.scoring.marks import HandRow, Rule, hand_marks
from jass_slate.games.mittlere.scoring.rules import HAND_POINTS, MittlereRules
from jass_slate.language.i18n import N_

IMPOSSIBLE = (1, HAND_POINTS - 1)  # no card is worth 1; 156 would leave 1 to the others


@dataclass
class Board:
    """The game as it stands. A replay changes it in place, one event after another, and
    only once the event has passed every check: a refusal leaves it as it was. The marks
    added up are kept as hands are added (a replay asks them at every hand)."""

    players: tuple[str, ...]
    rules: MittlereRules
    hands: list[HandRow] = field(default_factory=list)
    kept: tuple[int, tuple[int, ...], tuple[int, ...]] = (0, (0, 0, 0), (0, 0, 0))

    def __post_init__(self) -> None:
        self.kept = _added(self.hands)

    def add(self, row: HandRow) -> None:
        self.hands.append(row)
        counted, striche, nuller = self.kept
        self.kept = (counted + row.counted, _plus(striche, row.striche),
                     _plus(nuller, row.nuller))

    def replace(self, hands: list[HandRow]) -> None:
        self.hands = hands
        self.kept = _added(hands)

    @property
    def counted(self) -> int:
        """The hands that count (a void hand does not)."""
        return self.kept[0]

    @property
    def voids(self) -> int:
        return len(self.hands) - self.counted

    @property
    def striche(self) -> tuple[int, ...]:
        return self.kept[1]

    @property
    def nuller(self) -> tuple[int, ...]:
        return self.kept[2]

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's Striche less Nuller."""
        return tuple(s - n for s, n in zip(self.striche, self.nuller, strict=True))

    @property
    def finished(self) -> bool:
        return self.counted >= self.rules.hands

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats with the most Striche less Nuller."""
        best = max(self.totals)
        return tuple(seat for seat, t in enumerate(self.totals) if t == best)

    @property
    def winner(self) -> int | None:
        """The seat that won: the game is over and one player alone leads."""
        return self.leaders[0] if self.finished and len(self.leaders) == 1 else None

    @property
    def draw(self) -> bool:
        """The game is over and players share the lead (docs/rule-choices.md: shared)."""
        return self.finished and len(self.leaders) > 1

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1


def _plus(these: tuple[int, ...], those: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(these, those, strict=True))


def _added(hands: Sequence[HandRow]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """The counted hands, the Striche and the Nuller of `hands`, added up."""
    striche: tuple[int, ...] = (0, 0, 0)
    nuller: tuple[int, ...] = (0, 0, 0)
    for row in hands:
        striche, nuller = _plus(striche, row.striche), _plus(nuller, row.nuller)
    return sum(row.counted for row in hands), striche, nuller



def _points(players: Sequence[str], hand: Hand, number: int) -> list[int]:
    found = {seat_of(players, name): value for name, value in hand.points}
    absent = [players[s] for s in range(len(players)) if s not in found]
    if absent:
        raise RuleError(message(N_("the points of {players} are missing in hand {number}"),
                                players=", ".join(absent), number=number))
    points = [found[seat] for seat in range(len(players))]
    for name, count in zip(players, points, strict=True):
        if not 0 <= count <= HAND_POINTS or count in IMPOSSIBLE:
            raise RuleError(message(N_("{player}'s points must be 0 to {total}, and neither "
                                       "1 nor 156 (no card is worth 1), not {count}"),
                                    player=name, total=HAND_POINTS, count=count), value=count)
    if sum(points) != HAND_POINTS:
        raise RuleError(message(N_("the points add up to {sum}, not {total}: a hand has "
                                   "{total} points (a Match too)"), sum=sum(points),
                                total=HAND_POINTS), value=sum(points))
    return points


def hand_row(board: Board, number: int, hand: Hand) -> HandRow:
    """A hand checked against the rules and written as the board writes it."""
    players = board.players
    if hand.void:
        if not board.rules.voids:
            raise RuleError(message(N_("these rules count a hand without trump with "
                                       "Obenabe's values (rules key 'no_trump' is "
                                       "\"obenabe\"): give its points, not --void")),
                            key="no_trump")
        if hand.points or hand.zero_trick or hand.middle:
            raise RuleError(message(N_("a void hand has no points, no Match and no middle "
                                       "player")))
        return HandRow(number, None, frozenset(), None, Rule.VOID, (0, 0, 0), (0, 0, 0))
    points = _points(players, hand, number)
    zero = frozenset(seat_of(players, name) for name in hand.zero_trick)
    for seat in sorted(zero):
        if points[seat] != 0:
            raise RuleError(message(N_("{player} has {count} points: `0+` (a trick with no "
                                       "points) is for a player who has 0"),
                                    player=players[seat], count=points[seat]))
    middle = None if hand.middle is None else seat_of(players, hand.middle)
    rule, striche, nuller = hand_marks(players, points, zero, middle)
    return HandRow(number, tuple(points), zero, middle, rule, striche, nuller)


def first_decided(rules: MittlereRules, hands: Sequence[HandRow]) -> int | None:
    """After how many of `hands` the game is over (its counted hands played)."""
    counted = 0
    for done, row in enumerate(hands, 1):
        counted += row.counted
        if counted >= rules.hands:
            return done
    return None


def _hand(board: Board, event: Hand) -> Board:
    if board.finished:
        said = message(N_("the game is over: {player} won with {total}; `new` starts the "
                          "next one"), player=board.players[board.winner],
                       total=f"{board.totals[board.winner]:+d}") if board.winner is not None else \
            message(N_("the game is over: {players} share the lead; `new` starts the next "
                       "one"), players=", ".join(board.players[s] for s in board.leaders))
        raise RuleError(said)
    board.add(hand_row(board, board.next_number, event))
    return board


def _refix(board: Board, event: Refix) -> Board:
    if not 1 <= event.number <= len(board.hands):
        raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to {count} "
                                   "are recorded"), number=event.number,
                                count=len(board.hands)), value=event.number)
    hands = list(board.hands)
    hands[event.number - 1] = hand_row(board, event.number, event.hand)
    decided = first_decided(board.rules, hands)
    if decided is not None and decided < len(hands):
        raise RuleError(message(N_("that fix would end the game after hand {number}, "
                                   "before the hands recorded after it"), number=decided))
    board.replace(hands)
    return board


def apply(board: Board, event: object) -> Board:
    """The board after one event, changed in place (and returned); a refusal raises
    RuleError and changes nothing."""
    if isinstance(event, Hand):
        return _hand(board, event)
    if isinstance(event, Refix):
        return _refix(board, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))


def replay(players: tuple[str, ...], rules: MittlereRules,
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
