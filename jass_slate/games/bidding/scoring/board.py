"""The bidding board replayed from its events: the hands played, the totals, and when
the game is over (a side reaching the target after a hand; where several do, the higher
total; level at the top, one more hand: docs/rule-choices.md)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from jass_slate.core.errors import RuleError, message
from jass_slate.core.undo import EventError
from jass_slate.games.bidding.scoring.events import Bid, Refix
from jass_slate.games.bidding.scoring.rules import HAND_POINTS, BidRules
from jass_slate.games.bidding.scoring.score import HandRow, hand_row
from jass_slate.language.i18n import N_

# The values a Weis can have (a run of 3, 4, 5 or more; four of a kind, four nines,
# four unders): a side's Weis is a list of these.
WEIS_VALUES = (20, 50, 100, 150, 200)


@dataclass
class Board:
    """The game as it stands; a replay changes it one event after another, each checked
    before it changes anything."""

    sides: tuple[str, ...]
    rules: BidRules
    hands: list[HandRow] = field(default_factory=list)
    running: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.running = list(totals_after(len(self.sides), self.hands))

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.running)

    @property
    def winner(self) -> int | None:
        return winner_of(self.rules, self.running)

    @property
    def level(self) -> bool:
        """Sides past the target level at the top: one more hand decides."""
        return bool(self.hands) and self.winner is None and max(self.running) >= \
            self.rules.target

    @property
    def schneider(self) -> bool:
        """The game is won and a loser has not reached half the target."""
        winner = self.winner
        if winner is None or not self.rules.schneider:
            return False
        return any(2 * t < self.rules.target for s, t in enumerate(self.running)
                   if s != winner)

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    def add(self, row: HandRow) -> None:
        self.hands.append(row)
        self.running = [t + s for t, s in zip(self.running, row.scores, strict=True)]


def totals_after(sides: int, hands: Iterable[HandRow]) -> tuple[int, ...]:
    totals = [0] * sides
    for hand in hands:
        totals = [t + s for t, s in zip(totals, hand.scores, strict=True)]
    return tuple(totals)


def winner_of(rules: BidRules, totals: Sequence[int]) -> int | None:
    """The side that won: the highest total of those at the target, alone there."""
    best = max(totals, default=0)
    if best < rules.target or list(totals).count(best) > 1:
        return None
    return list(totals).index(best)


def side_of(sides: Sequence[str], name: str) -> int:
    """The place of a side named as the head names it; another name is refused."""
    try:
        return list(sides).index(name)
    except ValueError:
        raise RuleError(message(N_("{name!r} is not a side of this session: the sides are "
                                   "{sides}"), name=name, sides=", ".join(sides)),
                        value=name) from None


def check_hand(rules: BidRules, sides: Sequence[str], hand: Bid) -> None:
    """Everything a hand must hold under the rules; what breaks one is refused."""
    if hand.contract not in rules.contracts:
        said = ", ".join(c.word for c in rules.contracts)
        raise RuleError(message(N_("{contract} is not played under these rules: they play "
                                   "{contracts}"), contract=hand.contract.label,
                                contracts=said), value=hand.contract.value)
    side_of(sides, hand.by)
    check_bid(rules, hand.bid, hand.all_passed)
    if not 0 <= hand.points <= HAND_POINTS:
        raise RuleError(message(N_("the bidders' card points must be 0 to {most}, not "
                                   "{points}"), most=HAND_POINTS, points=hand.points),
                        value=hand.points)
    if hand.double not in rules.multipliers():
        raise RuleError(message(N_("there is no double in these rules (rules key "
                                   "'double')")), key="double")
    _check_weis(rules, sides, hand)


def check_bid(rules: BidRules, bid: int, all_passed: bool) -> None:
    """A bid the rules allow; where all passed, the dealer's forced bid."""
    if all_passed:
        if rules.forced_bid is None:
            raise RuleError(message(N_("a hand where all passed is not played under these "
                                       "rules: say who bid what")), key="forced_bid")
        if bid != rules.forced_bid:
            raise RuleError(message(N_("when all passed the dealer plays {bid}, not {said}"),
                                    bid=rules.forced_bid, said=bid), value=bid)
        return
    if bid not in rules.bids:
        raise RuleError(message(N_("{bid} is not a bid: the bids are {low} to {high} in "
                                   "steps of {step}, or {all}"), bid=bid,
                                low=rules.min_bid, high=rules.max_bid, step=rules.bid_step,
                                all=rules.bids[-1]), value=bid)


def _check_weis(rules: BidRules, sides: Sequence[str], hand: Bid) -> None:
    if (hand.weis is not None or hand.stoeck is not None) and not rules.weis:
        raise RuleError(message(N_("Weis and Stöck are not written in this game (rules key "
                                   "'weis')")), key="weis")
    for side in (hand.weis[0] if hand.weis else None, hand.stoeck):
        if side is not None:
            side_of(sides, side)
    for value in hand.weis[1] if hand.weis else ():
        if value not in WEIS_VALUES:
            raise RuleError(message(N_("{value} is not a Weis: a Weis is worth {values}"),
                                    value=value,
                                    values=", ".join(str(v) for v in WEIS_VALUES)),
                            value=value)
    if hand.stoeck is not None and hand.contract.trump is None:
        raise RuleError(message(N_("there are no Stöck in {contract}: they need a trump "
                                   "suit"), contract=hand.contract.label), key="stoeck")


def played_row(board: Board, number: int, hand: Bid) -> HandRow:
    """A hand checked and written as the board writes it."""
    check_hand(board.rules, board.sides, hand)
    sides = board.sides
    weis = [0] * len(sides)
    if hand.weis is not None:
        weis[side_of(sides, hand.weis[0])] = sum(hand.weis[1])
    stoeck = None if hand.stoeck is None else side_of(sides, hand.stoeck)
    return hand_row(board.rules, len(sides), number, hand.contract,
                    side_of(sides, hand.by), hand.bid, hand.points, hand.all_passed,
                    hand.double, tuple(weis), stoeck)


def _refuse_when_decided(board: Board) -> None:
    if board.winner is not None:
        raise RuleError(message(N_("the game is over: {side} won with {total}; `new` "
                                   "starts the next one"), side=board.sides[board.winner],
                                total=board.totals[board.winner]))


def first_decided(rules: BidRules, sides: int, hands: Sequence[HandRow]) -> int | None:
    """After how many of `hands` the game has a winner."""
    totals = [0] * sides
    for played, hand in enumerate(hands, 1):
        totals = [t + s for t, s in zip(totals, hand.scores, strict=True)]
        if winner_of(rules, totals) is not None:
            return played
    return None


def _refix(board: Board, event: Refix) -> Board:
    if not 1 <= event.number <= len(board.hands):
        raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to {count} "
                                   "are played"), number=event.number,
                                count=len(board.hands)), value=event.number)
    hands = list(board.hands)
    hands[event.number - 1] = played_row(board, event.number, event.hand)
    decided = first_decided(board.rules, len(board.sides), hands)
    if decided is not None and decided < len(hands):
        raise RuleError(message(N_("that fix would end the game after hand {number}, "
                                   "before the hands recorded after it"), number=decided))
    board.hands = hands
    board.running = list(totals_after(len(board.sides), hands))
    return board


def apply(board: Board, event: object) -> Board:
    """The board after one event (changed in place and returned); a refusal raises
    RuleError and changes nothing."""
    if isinstance(event, Bid):
        _refuse_when_decided(board)
        board.add(played_row(board, board.next_number, event))
        return board
    if isinstance(event, Refix):
        return _refix(board, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))


def replay(sides: tuple[str, ...], rules: BidRules,
           events: Sequence[tuple[int, object]]) -> Board:
    """The board after the events that stand, each with its index in the record."""
    board = Board(sides, rules)
    for index, event in events:
        try:
            board = apply(board, event)
        except RuleError as error:
            raise EventError(index, error) from None
    return board
