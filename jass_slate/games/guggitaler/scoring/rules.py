"""The Guggitaler's house rules: the five penalties in their order, their units, how the
series ends (a domino with its credits by place, the five hands again reversed, or
nothing), and the deck that names the cards (docs/rule-choices.md, Guggitaler).

Worked: with the Jassbuch's units 1, 2, 4, 8, 10 four players share 9 tricks, 9 hearts,
4 queens, one king and one last trick, 9 + 18 + 16 + 8 + 10 = 61 units a series (three
players: 12 tricks, 64); the domino's credits 25 + 16 + 12 + 8 = 61 (30 + 20 + 14 = 64)
give it all back: the series adds up to 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from jass_slate.core.cards import Deck
from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_

FEWEST_PLAYERS = 3
MOST_PLAYERS = 4
CARDS = 36  # the pack; three players hold 12 cards each, four 9


class Penalty(StrEnum):
    """What one hand penalises, by the word its event line writes."""

    TRICKS = "tricks"
    HEARTS = "hearts"  # hearts with the French deck, bells (Schellen) with the Swiss
    QUEENS = "queens"  # queens, or obers
    KING = "king"  # the king of clubs, or of roses
    LAST = "last"  # the last trick


PENALTIES = tuple(Penalty)
WORDS = {"tricks": Penalty.TRICKS, "hearts": Penalty.HEARTS, "bells": Penalty.HEARTS,
         "queens": Penalty.QUEENS, "obers": Penalty.QUEENS, "king": Penalty.KING,
         "last": Penalty.LAST}


class Finish(StrEnum):
    """`finish`: what follows the five hands."""

    DOMINO = "domino"  # a card domino, credits by finishing place (the Jassbuch, simonste)
    REVERSED = "reversed"  # the five hands again, each taken counted as a credit
    NONE = "none"  # nothing: five hands


@dataclass(frozen=True)
class GugRules:
    """Everything that decides how a Guggitaler is written."""

    preset: str = "jassbuch"
    units: tuple[int, ...] = (1, 2, 4, 8, 10)  # per penalty, in PENALTIES' order
    finish: Finish = Finish.DOMINO
    domino_3: tuple[int, ...] = (30, 20, 14)  # the credits of places 1, 2, 3
    domino_4: tuple[int, ...] = (25, 16, 12, 8)
    order: tuple[Penalty, ...] = PENALTIES  # the order the five hands are played in
    deck: Deck = Deck.FRENCH

    def unit(self, penalty: Penalty) -> int:
        return self.units[PENALTIES.index(penalty)]

    def parts(self) -> int:
        """How many parts the series has: 5 hands, and the domino or 5 more."""
        return {Finish.DOMINO: 6, Finish.REVERSED: 10, Finish.NONE: 5}[self.finish]

    def credits(self, players: int) -> tuple[int, ...]:
        """The domino's credit of each finishing place (places past the list: 0)."""
        listed = self.domino_3 if players == 3 else self.domino_4
        return tuple(listed[place] if place < len(listed) else 0 for place in range(players))


def most(penalty: Penalty, players: int) -> int:
    """How many of what a hand penalises there are: every trick (12 or 9), 9 hearts, 4
    queens, one king, one last trick."""
    return {Penalty.TRICKS: CARDS // players, Penalty.HEARTS: 9, Penalty.QUEENS: 4,
            Penalty.KING: 1, Penalty.LAST: 1}[penalty]


PRESETS: dict[str, GugRules] = {
    "jassbuch": GugRules(),
    "jasstafel": GugRules(preset="jasstafel", units=(5, 10, 20, 40, 50),
                          domino_3=(150, 100, 70), domino_4=(150, 100, 55, 0)),
    "reversed": GugRules(preset="reversed", finish=Finish.REVERSED),
}
PRESET_HELP = {
    "jassbuch": N_("units 1, 2, 4, 8, 10; the domino credits 30, 20, 14 (three players) "
                   "or 25, 16, 12, 8 (four)"),
    "jasstafel": N_("units 5, 10, 20, 40, 50; the domino credits 150, 100, 70 or 150, 100, "
                    "55, 0 (simonste's Jasstafel)"),
    "reversed": N_("units 1, 2, 4, 8, 10; no domino: the five hands again, each taken "
                   "counted as a credit"),
}
KEYS = ("preset", "units", "finish", "domino_3", "domino_4", "order", "deck")


def preset(name: str) -> GugRules:
    """A preset by name; an unknown one is refused with the presets."""
    found = PRESETS.get(name.strip().lower())
    if found is None:
        raise RuleError(message(N_("unknown Guggitaler preset {name!r}: the presets are "
                                   "{presets}"), name=name, presets=", ".join(PRESETS)),
                        key="preset", value=name)
    return found


def _numbers(key: str, value: object, fewest: int, most_: int, least: int
             ) -> tuple[int, ...]:
    """A list of `fewest` to `most_` whole numbers, each at least `least`."""
    if not isinstance(value, list) or not fewest <= len(value) <= most_ or any(
            isinstance(v, bool) or not isinstance(v, int) or v < least for v in value):
        raise RuleError(message(N_("rules key {key!r} must be a list of {fewest} to {most} "
                                   "whole numbers of at least {least}, not {value!r}"),
                                key=key, fewest=fewest, most=most_, least=least,
                                value=value), key=key, value=value)
    return tuple(value)


def _order(value: object) -> tuple[Penalty, ...]:
    said = [WORDS.get(v) if isinstance(v, str) else None for v in value] \
        if isinstance(value, list) else []
    if len(said) != len(PENALTIES) or set(said) != set(PENALTIES):
        raise RuleError(message(N_("rules key 'order' must name the five hands once each "
                                   "(tricks, hearts, queens, king, last), not {value!r}"),
                                value=value), key="order", value=value)
    return tuple(p for p in said if p is not None)


def _choice(key: str, value: object, choices: list[str]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                   "{value!r}"), key=key, choices=", ".join(choices),
                                value=value), key=key, value=value)
    return value


def _one_key(key: str, value: object) -> dict[str, Any]:
    if key == "units":
        return {key: _numbers(key, value, 5, 5, 1)}
    if key in ("domino_3", "domino_4"):
        return {key: _numbers(key, value, 1, int(key[-1]), 0)}
    if key == "order":
        return {key: _order(value)}
    if key == "finish":
        return {key: Finish(_choice(key, value, [f.value for f in Finish]))}
    if key == "deck":
        return {key: Deck(_choice(key, value, [d.value for d in Deck]))}
    return {}


def rules_from_mapping(data: Mapping[str, Any]) -> GugRules:
    """A rules table (a rules file, a session's `[rules]`) on its preset; every key is
    checked, and an unknown one refused with the keys there are."""
    for key in data:
        if key not in KEYS:
            raise RuleError(message(N_("unknown Guggitaler rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
    name = data.get("preset", "jassbuch")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    changes: dict[str, Any] = {}
    for key, value in data.items():
        changes.update(_one_key(key, value))
    return replace(preset(name), **changes)


def rules_table(rules: GugRules) -> dict[str, Any]:
    """The rules as the session file's `[rules]` writes them (read back by
    `rules_from_mapping` to equal rules)."""
    return {"preset": rules.preset, "units": list(rules.units), "finish": rules.finish.value,
            "domino_3": list(rules.domino_3), "domino_4": list(rules.domino_4),
            "order": [p.value for p in rules.order], "deck": rules.deck.value}
