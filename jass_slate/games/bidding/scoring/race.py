"""okr's Büter replayed: a hand's arithmetic and the race to two targets (okr
`jass.engine.ts`: `handValues`, `raceWinner`).

Each side writes (cards + Weis + Stöck) × the hand's factor; a Match is 257 to the side
that took every trick, 0 to the other. The Büter's target is his bid, the pair's 1000.
The race is looked at after each stage of a hand, Stöck, then Weis, then the cards: the
first stage in which a side reaches its target ends the game. Both in the same stage:
the higher running total wins; level, the side of the player who made trump.

Bid 500, three hands Büter 157 / pair 0: 471 / 0, no winner; hand 4 Büter 40 / pair 117:
511 ≥ 500, the Büter wins (okr's spec). Bid 700, Büter 690 / pair 990; the Büter shows
Stöck and takes 7 of the cards: 710 after the Stöck stage, he wins before the pair's
cards (1140) are counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from jass_slate.core.errors import RuleError, message
from jass_slate.core.undo import EventError
from jass_slate.games.bidding.scoring.board import WEIS_VALUES
from jass_slate.games.bidding.scoring.bueter import (
    BUETER,
    FACTORS,
    MATCH_POINTS,
    PAIR,
    BueterRules,
    GameBid,
    Hand,
    Refix,
    check_bid,
)
from jass_slate.games.bidding.scoring.rules import HAND_POINTS
from jass_slate.games.bidding.scoring.score import STOECK_POINTS
from jass_slate.language.i18n import N_

SEATS = 3


def stages(hand: Hand) -> tuple[tuple[int, int], ...]:
    """What a hand writes per side (Büter, pair), stage by stage: Stöck, Weis, cards."""
    stoeck = tuple(STOECK_POINTS * hand.factor if hand.stoeck == side else 0
                   for side in (BUETER, PAIR))
    weis = tuple(sum(values) * hand.factor for values in hand.weis)
    if hand.match is None:
        cards = [hand.points, HAND_POINTS - hand.points]
    else:
        cards = [MATCH_POINTS if side == hand.match else 0 for side in (BUETER, PAIR)]
    return tuple((s[0], s[1]) for s in (stoeck, weis, tuple(c * hand.factor for c in cards)))


def scores(hand: Hand) -> tuple[int, int]:
    """What a hand writes per side, all its stages together."""
    written = stages(hand)
    return (sum(s[BUETER] for s in written), sum(s[PAIR] for s in written))


@dataclass
class Race:
    """The game as it stands: the bid (None before it is said), the hands, the totals,
    and the winning side once a side has reached its target."""

    rules: BueterRules
    bid: GameBid | None = None
    hands: list[Hand] = field(default_factory=list)
    totals: tuple[int, int] = (0, 0)
    winner: int | None = None
    decided_after: int | None = None  # the hand that ended the game
    players: tuple[str, ...] = ()  # the head's names, in seat order

    @property
    def targets(self) -> tuple[int, int]:
        return (self.bid.bid if self.bid else self.rules.pair_target, self.rules.pair_target)

    def side_of(self, seat: int) -> int:
        """The side of the player in `seat`."""
        return BUETER if self.bid is not None and seat == self.bid.seat else PAIR

    def rerun(self) -> None:
        """The totals and the winner from the hands, hand by hand, stage by stage."""
        running = [0, 0]
        self.winner = self.decided_after = None
        for number, hand in enumerate(self.hands, 1):
            for stage in stages(hand):
                running = [r + s for r, s in zip(running, stage, strict=True)]
                if self.winner is None:
                    self.winner = first_past(running, self.targets, self.side_of(hand.maker))
                    self.decided_after = None if self.winner is None else number
        self.totals = (running[BUETER], running[PAIR])


def first_past(running: Sequence[int], targets: Sequence[int], maker: int) -> int | None:
    """The side that has won after a stage, if one has: alone at its target, or of those
    there the higher total, or level the trump maker's side."""
    crossed = [side for side in (BUETER, PAIR) if running[side] >= targets[side]]
    if not crossed:
        return None
    best = max(running[side] for side in crossed)
    leaders = [side for side in crossed if running[side] == best]
    return leaders[0] if len(leaders) == 1 else maker


def check_factor(factor: int) -> None:
    """A hand's factor, 1 to 5; another is refused."""
    if factor not in FACTORS:
        raise RuleError(message(N_("a hand's factor must be 1 to {most}, not {factor}"),
                                most=FACTORS[-1], factor=factor), value=factor)


def check_hand(hand: Hand) -> None:
    """Everything a hand must hold; what breaks one is refused."""
    if not 0 <= hand.maker < SEATS:
        raise RuleError(message(N_("the trump maker's seat must be 1 to {seats}, not "
                                   "{seat}"), seats=SEATS, seat=hand.maker + 1))
    check_factor(hand.factor)
    if hand.match is None and not 0 <= hand.points <= HAND_POINTS:
        raise RuleError(message(N_("the Büter's card points must be 0 to {most}, not "
                                   "{points}"), most=HAND_POINTS, points=hand.points),
                        value=hand.points)
    for value in (*hand.weis[BUETER], *hand.weis[PAIR]):
        if value not in WEIS_VALUES:
            raise RuleError(message(N_("{value} is not a Weis: a Weis is worth {values}"),
                                    value=value,
                                    values=", ".join(str(v) for v in WEIS_VALUES)),
                            value=value)
    if hand.match is not None and hand.match not in (BUETER, PAIR):
        raise RuleError(message(N_("a Match is the Büter's or the pair's")))


def apply(race: Race, event: object) -> Race:
    """The race after one event; a refusal raises RuleError and changes nothing."""
    if isinstance(event, GameBid):
        if race.hands or race.bid is not None:
            raise RuleError(message(N_("the Büter bids once, before the first hand")))
        if not 0 <= event.seat < SEATS:
            raise RuleError(message(N_("the Büter's seat must be 1 to {seats}, not "
                                       "{seat}"), seats=SEATS, seat=event.seat + 1))
        check_bid(race.rules, event.bid)
        race.bid = event
        return race
    if isinstance(event, Hand | Refix):
        return _hand(race, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))


def _hand(race: Race, event: Hand | Refix) -> Race:
    if race.bid is None:
        raise RuleError(message(N_("the Büter has not bid yet: his bid comes before the "
                                   "first hand")))
    hand = event.hand if isinstance(event, Refix) else event
    check_hand(hand)
    hands = list(race.hands)
    if isinstance(event, Refix):
        if not 1 <= event.number <= len(hands):
            raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to "
                                       "{count} are played"), number=event.number,
                                    count=len(hands)), value=event.number)
        hands[event.number - 1] = hand
    elif race.winner is not None:
        raise RuleError(message(N_("the game is over: `new` starts the next one")))
    else:
        hands.append(hand)
    after = Race(race.rules, race.bid, hands, players=race.players)
    after.rerun()
    if after.decided_after is not None and after.decided_after < len(hands):
        raise RuleError(message(N_("that fix would end the game after hand {number}, "
                                   "before the hands recorded after it"),
                                number=after.decided_after))
    return after


def replay(rules: BueterRules, events: Sequence[tuple[int, object]],
           players: tuple[str, ...] = ()) -> Race:
    """The race after the events that stand, each with its index in the record."""
    race = Race(rules, players=players)
    for index, event in events:
        try:
            race = apply(race, event)
        except RuleError as error:
            raise EventError(index, error) from None
    return race
