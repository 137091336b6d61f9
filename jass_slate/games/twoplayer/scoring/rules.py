"""The house rules of a two-player game, and its presets (docs/rule-choices.md, "Two
players"): the documented two-player points games of the Swiss rule books.

`cinq-cents` (the default): 32 cards, 9 each, 18 played: a hand has no fixed total (at
most 152 + the last trick's 10); the player who took the game on must make at least a
point more than the other (cards, Weis and Stöck), or the other writes both sums; all
nine tricks +100; the best Weis alone scores; to 500 (the name's). `trumpf-duell`: the
same count on 36 cards. `schmaus`: all 36 cards played (157 a hand), each writes his own,
Weis of both players; its target is not found (a rules file gives it). `schaggi-haas`:
each writes his own, no Match bonus, to 1000."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from jass_slate.core.cards import Contract, Deck, deck_suits
from jass_slate.core.errors import RuleError, message
from jass_slate.core.rules_keys import flag, whole
from jass_slate.language.i18n import N_

ALL_CARDS = 157  # the card points of a hand where every card is played (last trick 5)
STOECK_POINTS = 20
MOST = 100_000


class WeisRule(StrEnum):
    """`weis`: who may score Weis in a hand."""

    BEST_ONLY = "best-only"  # the best Weis alone (Cinq Cents: equal Weis cancel)
    EACH = "each"  # both players (Schmaus: a Weis at each trick while the stock lasts)
    NONE = "none"


@dataclass(frozen=True)
class TwoRules:
    """Everything that decides how a two-player game is written."""

    preset: str = "cinq-cents"
    taking: bool = True  # the one who took the game on must make a point more
    all_played: bool = False  # every card is played: the card points add up to 157
    hand_max: int = 162  # both players' card points at most (not all played)
    match_bonus: int = 100  # one player took every trick
    weis: WeisRule = WeisRule.BEST_ONLY
    target: int | None = 500
    deck: Deck = Deck.FRENCH

    @property
    def contracts(self) -> tuple[Contract, ...]:
        """The turned card's suit is trump: the four suits, no Obenabe or Undenufe."""
        return tuple(Contract(suit.value) for suit in deck_suits(self.deck))

    @property
    def most_points(self) -> int:
        return ALL_CARDS if self.all_played else self.hand_max


PRESETS: dict[str, TwoRules] = {
    "cinq-cents": TwoRules(),
    "trumpf-duell": TwoRules(preset="trumpf-duell"),
    "schmaus": TwoRules(preset="schmaus", taking=False, all_played=True, hand_max=ALL_CARDS,
                        weis=WeisRule.EACH, target=None),
    "schaggi-haas": TwoRules(preset="schaggi-haas", taking=False, hand_max=ALL_CARDS,
                             match_bonus=0, target=1000),
}
PRESET_HELP = {
    "cinq-cents": N_("32 cards, 9 each: both players' points (at most 162); the taker must "
                     "make a point more or the other writes both sums; all tricks +100; the "
                     "best Weis alone; to 500"),
    "trumpf-duell": N_("36 cards, 9 each, the turned card robbed with its 6; counted as "
                       "cinq-cents; to 500"),
    "schmaus": N_("every card played (157 a hand), each writes his own, Weis of both "
                  "players, +100 for all the tricks after the stock; the target in a rules "
                  "file"),
    "schaggi-haas": N_("12 cards each, each writes his own, no Match bonus; to 1000"),
}
KEYS = ("preset", "taking", "all_played", "hand_max", "match_bonus", "weis", "target", "deck")


def preset(name: str) -> TwoRules:
    """A preset by name; an unknown one is refused with the presets."""
    found = PRESETS.get(name.strip().lower())
    if found is None:
        raise RuleError(message(N_("unknown two-player preset {name!r}: the presets are "
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
    if key == "weis":
        return {key: WeisRule(_choice(key, value, [w.value for w in WeisRule]))}
    if key == "deck":
        return {key: Deck(_choice(key, value, [d.value for d in Deck]))}
    if key in ("taking", "all_played"):
        return {key: flag(key, value)}
    if key in ("hand_max", "match_bonus", "target"):
        number = whole(key, value, 0 if key == "match_bonus" else 1)
        if number > MOST:
            raise RuleError(message(N_("rules key {key!r} must be at most {most}, not "
                                       "{value!r}"), key=key, most=MOST, value=value),
                            key=key, value=value)
        return {key: number}
    return {}


def rules_from_mapping(data: Mapping[str, Any]) -> TwoRules:
    """A rules table (a rules file, a session's `[rules]`) on its preset."""
    for key in data:
        if key not in KEYS:
            raise RuleError(message(N_("unknown two-player rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
    name = data.get("preset", "cinq-cents")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    changes: dict[str, Any] = {}
    for key, value in data.items():
        changes.update(_one_key(key, value))
    rules = replace(preset(name), **changes)
    check_target(rules)
    return rules


def check_target(rules: TwoRules) -> None:
    """A game goes to a target: a preset whose source gives none needs one said."""
    if rules.target is None:
        raise RuleError(message(N_("the {preset} preset has no target in its sources: give "
                                   "one in a rules file (target = N)"), preset=rules.preset),
                        key="target")


def rules_table(rules: TwoRules) -> dict[str, Any]:
    """The rules as the session file's `[rules]` writes them (read back equal)."""
    return {"preset": rules.preset, "taking": rules.taking, "all_played": rules.all_played,
            "hand_max": rules.hand_max, "match_bonus": rules.match_bonus,
            "weis": rules.weis.value,
            "target": rules.target,
            "deck": rules.deck.value}
