"""The house rules of a bidding game, and its presets (docs/rule-choices.md, "Bidding").

`bieter`: bachmann-jass's Bieterjass: three players each alone, bid anew each hand from
60 in tens to 140, or 157; the soloist wins or loses the bid times the contract's factor,
and each defender gets half of a lost stake; to 1500. `sidi-barrani`: two teams, bids
from 90 in tens, or 157; the side that earned the bid writes it beside its card points,
Weis and Stöck outside the bid; a double doubles the bid's value; to 1500, Schneider at
half of it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from jass_slate.core.cards import Contract, Deck, deck_contracts, deck_suits
from jass_slate.core.errors import RuleError, message
from jass_slate.core.rules_keys import flag, whole
from jass_slate.language.i18n import N_

HAND_POINTS = 157  # the card points of a hand with the last trick's 5
ALL_THE_CARDS = 157  # the highest bid: every card ("Sidi")
MOST_TARGET = 100_000


class Sides(StrEnum):
    """`sides`: who writes: each player alone (against the others), or two teams."""

    ALONE = "alone"
    TEAMS = "teams"


class Scoring(StrEnum):
    """`scoring`: which contracts are played and their factors on the bid."""

    SINGLE = "single"  # the suits, Obenabe and Undenufe, each ×1 (Sidi-Barrani)
    EINFACH = "einfach"  # the four suits only, ×1 (bachmann's default)
    FACTORS = "factors"  # suits ×1 or ×2, Obenabe and Undenufe ×3 (bachmann's "schieber")


# bachmann's factors (Eicheln, Rosen 1; Schellen, Schilten 2; Obe, Une 3); the French
# deck's suits as the Schieber's classic preset pairs them (RULES.md §2).
CONTRACT_FACTORS = {"acorns": 1, "roses": 1, "bells": 2, "shields": 2,
                    "clubs": 1, "spades": 1, "diamonds": 2, "hearts": 2,
                    "obenabe": 3, "undenufe": 3}


@dataclass(frozen=True)
class BidRules:
    """Everything that decides how a bidding game is written."""

    preset: str = "bieter"
    sides: Sides = Sides.ALONE
    players: int = 3  # each alone: how many
    scoring: Scoring = Scoring.FACTORS
    min_bid: int = 60
    bid_step: int = 10
    max_bid: int = 140  # the highest bid in steps; 157 (all the cards) is always allowed
    forced_bid: int | None = 60  # all passed: the dealer plays this bid (None: not allowed)
    target: int = 1500
    double: bool = False  # a double (×2) and a redouble (×4) of the bid's value
    weis: bool = False  # Weis and Stöck are written (outside the bid)
    schneider: bool = False  # a loser under half the target is Schneider
    deck: Deck = Deck.SWISS

    @property
    def contracts(self) -> tuple[Contract, ...]:
        every = deck_contracts(self.deck)
        return every[:len(deck_suits(self.deck))] if self.scoring is Scoring.EINFACH else every

    def factor(self, contract: Contract) -> int:
        """The contract's factor on the bid."""
        return CONTRACT_FACTORS[contract.value] if self.scoring is Scoring.FACTORS else 1

    @property
    def bids(self) -> tuple[int, ...]:
        """Every bid allowed, lowest first."""
        return (*range(self.min_bid, self.max_bid + 1, self.bid_step), ALL_THE_CARDS)

    def multipliers(self) -> tuple[int, ...]:
        """A bid's value ×1, and ×2 doubled, ×4 redoubled where the rules double."""
        return (1, 2, 4) if self.double else (1,)


PRESETS: dict[str, BidRules] = {
    "bieter": BidRules(),
    "bieter-einfach": BidRules(preset="bieter-einfach", scoring=Scoring.EINFACH),
    "sidi-barrani": BidRules(preset="sidi-barrani", sides=Sides.TEAMS, players=4,
                             scoring=Scoring.SINGLE, min_bid=90, max_bid=150,
                             forced_bid=None, double=True, weis=True, schneider=True,
                             deck=Deck.FRENCH),
}
PRESET_HELP = {
    "bieter": N_("three players each alone; bids 60 to 140 in tens, or 157; all passed: "
                 "the dealer plays 60; the bid × the contract's factor (1, 2, 3) won or "
                 "lost, half of a lost stake to each defender; to 1500"),
    "bieter-einfach": N_("the bieter preset with the four suits only, each ×1"),
    "sidi-barrani": N_("two teams; bids 90 to 150 in tens, or 157; the side that earned "
                       "the bid writes it beside its card points, Weis and Stöck outside "
                       "it; a double ×2, a redouble ×4 of the bid; to 1500, Schneider"),
}
KEYS = ("preset", "sides", "players", "scoring", "min_bid", "bid_step", "max_bid",
        "forced_bid", "target", "double", "weis", "schneider", "deck")


def preset(name: str) -> BidRules:
    """A preset by name; an unknown one is refused with the presets."""
    found = PRESETS.get(name.strip().lower())
    if found is None:
        raise RuleError(message(N_("unknown bidding preset {name!r}: the presets are "
                                   "{presets}"), name=name, presets=", ".join(PRESETS)),
                        key="preset", value=name)
    return found


def _choice(key: str, value: object, choices: list[str]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                   "{value!r}"), key=key, choices=", ".join(choices),
                                value=value), key=key, value=value)
    return value


def _one_key(key: str, value: object) -> dict[str, Any]:
    if key == "sides":
        return {key: Sides(_choice(key, value, [s.value for s in Sides]))}
    if key == "scoring":
        return {key: Scoring(_choice(key, value, [s.value for s in Scoring]))}
    if key == "deck":
        return {key: Deck(_choice(key, value, [d.value for d in Deck]))}
    if key in ("double", "weis", "schneider"):
        return {key: flag(key, value)}
    if key == "forced_bid" and value is False:
        return {key: None}
    if key in ("players", "min_bid", "bid_step", "max_bid", "forced_bid", "target"):
        number = whole(key, value, 1)
        if number > MOST_TARGET:
            raise RuleError(message(N_("rules key {key!r} must be at most {most}, not "
                                       "{value!r}"), key=key, most=MOST_TARGET, value=value),
                            key=key, value=value)
        return {key: number}
    return {}


def rules_from_mapping(data: Mapping[str, Any]) -> BidRules:
    """A rules table (a rules file, a session's `[rules]`) on its preset; every key is
    checked, an unknown one refused with the keys there are."""
    for key in data:
        if key not in KEYS:
            raise RuleError(message(N_("unknown bidding rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
    name = data.get("preset", "bieter")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    changes: dict[str, Any] = {}
    for key, value in data.items():
        changes.update(_one_key(key, value))
    rules = replace(preset(name), **changes)
    _check_bids(rules)
    return rules


def _check_bids(rules: BidRules) -> None:
    if not rules.min_bid <= rules.max_bid < ALL_THE_CARDS:
        raise RuleError(message(N_("the bids must run from min_bid up to max_bid, below "
                                   "{all}")), key="max_bid", value=rules.max_bid)
    if rules.forced_bid is not None and rules.forced_bid not in rules.bids:
        raise RuleError(message(N_("forced_bid {bid} is not one of the bids"),
                                bid=rules.forced_bid), key="forced_bid")
    if rules.sides is Sides.TEAMS and rules.players != 4:
        raise RuleError(message(N_("two teams are four players: rules key 'players' must "
                                   "be 4")), key="players", value=rules.players)
    if rules.sides is Sides.ALONE and not 3 <= rules.players <= 4:
        raise RuleError(message(N_("a bidding game of players each alone has 3 or 4 "
                                   "players")), key="players", value=rules.players)


def rules_table(rules: BidRules) -> dict[str, Any]:
    """The rules as the session file's `[rules]` writes them (read back equal)."""
    return {"preset": rules.preset, "sides": rules.sides.value, "players": rules.players,
            "scoring": rules.scoring.value, "min_bid": rules.min_bid,
            "bid_step": rules.bid_step, "max_bid": rules.max_bid,
            "forced_bid": False if rules.forced_bid is None else rules.forced_bid,
            "target": rules.target, "double": rules.double, "weis": rules.weis,
            "schneider": rules.schneider, "deck": rules.deck.value}
