"""okr's Büter, a preset of the bidding games with its own board rules: its house rules
and its events (docs/rule-choices.md, "Büter"), as okr keeps it (`jass.engine.ts`:
`buildSides`, `validateBid`, `handValues`). Three players: the Büter alone against the
pair; his one bid for the whole game is his target, the pair's is 1000; the race itself
is scoring/race.py.

The Büter bids once, before the first hand, in tens from above a hand's 157 up to the
pair's target: 160 to 1000 by default. The pair's target is 1000 (100 to 10000).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from jass_slate.core.errors import RuleError, message
from jass_slate.core.rules_keys import whole
from jass_slate.games.bidding.scoring.rules import HAND_POINTS
from jass_slate.language.i18n import N_

MATCH_POINTS = 257  # all the tricks: 157 and the Match bonus of 100
FACTORS = (1, 2, 3, 4, 5)  # okr's multipliers, said with each hand
LEAST_TARGET, MOST_TARGET = 100, 10_000  # okr's settings bound the pair's target
BID_STEP = 10
KEYS = ("pair_target",)


@dataclass(frozen=True)
class BueterRules:
    """Everything that decides how a Büter is written."""

    pair_target: int = 1000

    @property
    def bids(self) -> range:
        """Every bid the Büter may make: tens above a hand's card points, up to the
        pair's target (okr: 157 < bid ≤ target, bid % 10 = 0)."""
        lowest = (HAND_POINTS // BID_STEP + 1) * BID_STEP
        return range(lowest, self.pair_target + 1, BID_STEP)


def check_bid(rules: BueterRules, bid: int) -> None:
    """A bid the rules allow; another is refused naming the range."""
    if bid not in rules.bids:
        raise RuleError(message(N_("{bid} is not a Büter's bid: the bids are {low} to "
                                   "{high} in steps of {step}"), bid=bid,
                                low=rules.bids.start, high=rules.pair_target, step=BID_STEP),
                        value=bid)


def rules_from_mapping(data: Mapping[str, Any]) -> BueterRules:
    """A rules table on the defaults; an unknown key is refused with the keys there are."""
    changes: dict[str, Any] = {}
    for key, value in data.items():
        if key not in KEYS:
            raise RuleError(message(N_("unknown Büter rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
        number = whole(key, value, LEAST_TARGET)
        if number > MOST_TARGET:
            raise RuleError(message(N_("rules key {key!r} must be at most {most}, not "
                                       "{value!r}"), key=key, most=MOST_TARGET, value=value),
                            key=key, value=value)
        changes[key] = number
    return replace(BueterRules(), **changes)


def rules_table(rules: BueterRules) -> dict[str, Any]:
    """The rules as a session file's `[rules]` writes them (read back equal)."""
    return {"pair_target": rules.pair_target}

BUETER, PAIR = 0, 1  # the two sides, in the head's order


@dataclass(frozen=True)
class GameBid:
    """Who is the Büter (his seat) and what he bid: his target for the whole game."""

    seat: int
    bid: int


@dataclass(frozen=True)
class Hand:
    """One played hand: who made trump (a seat), the factor said with it, the Büter's
    card points (the pair took the rest of 157) or the side that took every trick
    (`match`), each side's Weis and the side that showed Stöck. A side is BUETER or
    PAIR; a seat is a player's place at the table (0, 1, 2)."""

    maker: int
    factor: int = 1
    points: int = 0  # the Büter's card points
    match: int | None = None
    weis: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())  # per side, its Weis
    stoeck: int | None = None


@dataclass(frozen=True)
class Refix:
    """Hand `number` as it really was."""

    number: int
    hand: Hand
