"""Molotow's house rules: presets, a rules table read and written, and the Weis values
and card counts that follow from them (docs/rule-choices.md, Molotow)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from jass_slate.core.cards import CARDS_IN_HAND, Contract, Deck, deck_suits
from jass_slate.core.errors import RuleError, message
from jass_slate.core.rules_keys import flag
from jass_slate.language.i18n import N_

FEWEST_PLAYERS = 3
MOST_PLAYERS = 6
HAND_POINTS = 157  # the cards' 152 and the last trick's 5; Obenabe's too (the 8s count 8)
STOECK_POINTS = 20
MOST_HANDS = 1000
MOST_TARGET = 100_000
PACK_CARDS = 4 * CARDS_IN_HAND  # 36; five players leave out a card of no points


class TableWeis(StrEnum):
    """`table_weis`: a Weis that fell on the table counts once, or twice (SIM's "2x")."""

    SINGLE = "single"
    DOUBLE = "double"


class Tie(StrEnum):
    """`tie`: players level on the fewest at the end share the win, or play one more hand."""

    SHARE = "share"
    ONE_MORE_HAND = "one-more-hand"


@dataclass(frozen=True)
class MolotowRules:
    """Everything that decides how a Molotow is written."""

    preset: str = "reglement"
    hands: int | None = 8  # None: played to `target`
    target: int | None = None  # the total that ends the game once a player reaches it
    table_weis: TableWeis = TableWeis.SINGLE
    last_hand_double: bool = False
    rounded: bool = False  # every entry in tens, half away from zero
    tie: Tie = Tie.SHARE
    large_weis: bool = False  # runs of 6 to 9: 150, 200, 250, 300
    four_nines: int = 0  # 0 (no Weis), 100 or 150
    deck: Deck = Deck.FRENCH

    @property
    def contracts(self) -> tuple[Contract, ...]:
        """A hand's trump: a suit of the deck, or Obenabe when nobody renounced."""
        return (*(Contract(s.value) for s in deck_suits(self.deck)), Contract.OBENABE)

    @property
    def weis_values(self) -> tuple[int, ...]:
        """The Weis values these rules know (RULES.md §4)."""
        values = {20, 50, 100, 200}
        if self.large_weis:
            values |= {150, 250, 300}
        if self.four_nines:
            values.add(self.four_nines)
        return tuple(sorted(values))

    def fewest_cards(self, value: int) -> int:
        """The fewest cards a Weis of `value` takes: a run's length, or four of a kind."""
        if value == 20:
            return 3
        if value in (50, 100, 200) or value == self.four_nines:
            return 4
        return {150: 6, 250: 8, 300: 9}[value]

    def doubled(self, number: int) -> bool:
        """Whether hand `number` counts double: the planned last, under `last_hand_double`."""
        return self.last_hand_double and self.hands == number


def cards_each(players: int) -> int:
    """The cards each player holds: 36 shared out (five players leave one card out)."""
    return PACK_CARDS // players


PRESETS: dict[str, MolotowRules] = {
    "reglement": MolotowRules(),
    "twelve": MolotowRules(preset="twelve", hands=12),
    "last-double": MolotowRules(preset="last-double", last_hand_double=True),
    "target-1000": MolotowRules(preset="target-1000", hands=None, target=1000),
}
PRESET_HELP = {
    "reglement": N_("8 hands, a table Weis counted once, exact points, a tie shared (the "
                    "Jassreglement)"),
    "twelve": N_("12 hands, otherwise as reglement"),
    "last-double": N_("8 hands, the last counts double"),
    "target-1000": N_("to 1000 points: the game ends after the hand that takes a total to "
                      "1000"),
}
KEYS = ("preset", "hands", "target", "table_weis", "last_hand_double", "rounded", "tie",
        "large_weis", "four_nines", "deck")


def preset(name: str) -> MolotowRules:
    """A preset by name; an unknown one is refused with the presets."""
    found = PRESETS.get(name.strip().lower())
    if found is None:
        raise RuleError(message(N_("unknown Molotow preset {name!r}: the presets are "
                                   "{presets}"), name=name, presets=", ".join(PRESETS)),
                        key="preset", value=name)
    return found


def _choice(key: str, value: object, choices: list[str]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                   "{value!r}"), key=key, choices=", ".join(choices),
                                value=value), key=key, value=value)
    return value


def _count(key: str, value: object, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        raise RuleError(message(N_("rules key {key!r} must be a whole number from 1 to "
                                   "{most}, not {value!r}"), key=key, most=most, value=value),
                        key=key, value=value)
    return value


def _one_key(key: str, value: object) -> dict[str, Any]:
    if key == "table_weis":
        return {key: TableWeis(_choice(key, value, [t.value for t in TableWeis]))}
    if key == "tie":
        return {key: Tie(_choice(key, value, [t.value for t in Tie]))}
    if key == "deck":
        return {key: Deck(_choice(key, value, [d.value for d in Deck]))}
    if key in ("last_hand_double", "rounded", "large_weis"):
        return {key: flag(key, value)}
    if key == "four_nines":
        if isinstance(value, bool) or value not in (0, 100, 150):
            raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                       "{value!r}"), key=key, choices="0, 100, 150",
                                    value=value), key=key, value=value)
        return {key: value}
    if key == "hands":
        return {key: _count(key, value, MOST_HANDS)}
    if key == "target":
        return {key: _count(key, value, MOST_TARGET)}
    return {}


def rules_from_mapping(data: Mapping[str, Any]) -> MolotowRules:
    """A rules table (a rules file, a session's `[rules]`) on its preset; every key is
    checked, and an unknown one refused with the keys there are."""
    for key in data:
        if key not in KEYS:
            raise RuleError(message(N_("unknown Molotow rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
    name = data.get("preset", "reglement")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    changes: dict[str, Any] = {}
    for key, value in data.items():
        changes.update(_one_key(key, value))
    if "hands" in data and "target" in data:
        raise RuleError(message(N_("a Molotow lasts a number of hands or goes to a target, "
                                   "not both: give 'hands' or 'target'")),
                        key="target", value=data["target"])
    if "target" in data:
        changes["hands"] = None  # a target alone plays to the target
    if "hands" in data:
        changes["target"] = None
    rules = replace(preset(name), **changes)
    if rules.last_hand_double and rules.hands is None:
        raise RuleError(message(N_("the last hand counts double only in a game of a number "
                                   "of hands: with a target the last hand is not known")),
                        key="last_hand_double", value=True)
    return rules


def rules_table(rules: MolotowRules) -> dict[str, Any]:
    """The rules as the session file's `[rules]` writes them (read back by
    `rules_from_mapping` to equal rules)."""
    table: dict[str, Any] = {"preset": rules.preset}
    if rules.hands is not None:
        table["hands"] = rules.hands
    if rules.target is not None:
        table["target"] = rules.target
    table.update({"table_weis": rules.table_weis.value,
                  "last_hand_double": rules.last_hand_double, "rounded": rules.rounded,
                  "tie": rules.tie.value, "large_weis": rules.large_weis,
                  "four_nines": rules.four_nines, "deck": rules.deck.value})
    return table
