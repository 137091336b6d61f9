"""Mittlere's house rules: how many hands a game has, and what a hand without trump is
(docs/rule-choices.md): presets, and a rules table read and written."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_

PLAYERS = 3  # each alone, twelve cards each
HAND_POINTS = 157  # the card points and the last trick's 5, trump or Obenabe's 8s
MOST_HANDS = 1000
HUNDRED = 100  # a player with this many points or more has overdone it


class NoTrump(StrEnum):
    """`no_trump`: a hand in which nobody ever renounced, so no trump was fixed."""

    VOID = "void"  # annulled, not counted (the official rule book, LEX; JassWiki)
    OBENABE = "obenabe"  # counted with Obenabe's values, the 8s worth 8 (pagat's rewrites)


@dataclass(frozen=True)
class MittlereRules:
    """Everything that decides how a Mittlere is written."""

    preset: str = "reglement"
    hands: int = 12  # counted hands (a void hand is not one), pagat
    no_trump: NoTrump = NoTrump.VOID

    @property
    def voids(self) -> bool:
        """Whether a hand without trump is annulled (`hand --void`)."""
        return self.no_trump is NoTrump.VOID


PRESETS: dict[str, MittlereRules] = {
    "reglement": MittlereRules(),
    "obenabe": MittlereRules(preset="obenabe", no_trump=NoTrump.OBENABE),
}
PRESET_HELP = {
    "reglement": N_("12 hands; a hand in which no trump was fixed is void and not counted "
                    "(the official rule book)"),
    "obenabe": N_("12 hands; a hand in which no trump was fixed counts with Obenabe's "
                  "values, the 8s worth 8"),
}
KEYS = ("preset", "hands", "no_trump")


def preset(name: str) -> MittlereRules:
    """A preset by name; an unknown one is refused with the presets."""
    found = PRESETS.get(name.strip().lower())
    if found is None:
        raise RuleError(message(N_("unknown Mittlere preset {name!r}: the presets are "
                                   "{presets}"), name=name, presets=", ".join(PRESETS)),
                        key="preset", value=name)
    return found


def _one_key(key: str, value: object) -> dict[str, Any]:
    if key == "hands":
        if isinstance(value, bool) or not isinstance(value, int) \
                or not 1 <= value <= MOST_HANDS:
            raise RuleError(message(N_("rules key {key!r} must be a whole number from 1 to "
                                       "{most}, not {value!r}"), key=key, most=MOST_HANDS,
                                    value=value), key=key, value=value)
        return {key: value}
    if key == "no_trump":
        choices = [c.value for c in NoTrump]
        if not isinstance(value, str) or value not in choices:
            raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                       "{value!r}"), key=key, choices=", ".join(choices),
                                    value=value), key=key, value=value)
        return {key: NoTrump(value)}
    return {}


def rules_from_mapping(data: Mapping[str, Any]) -> MittlereRules:
    """A rules table (a rules file, a session's `[rules]`) on its preset; every key is
    checked, and an unknown one refused with the keys there are."""
    for key in data:
        if key not in KEYS:
            raise RuleError(message(N_("unknown Mittlere rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
    name = data.get("preset", "reglement")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    changes: dict[str, Any] = {}
    for key, value in data.items():
        changes.update(_one_key(key, value))
    return replace(preset(name), **changes)


def rules_table(rules: MittlereRules) -> dict[str, Any]:
    """The rules as the session file's `[rules]` writes them (read back by
    `rules_from_mapping` to equal rules)."""
    return {"preset": rules.preset, "hands": rules.hands, "no_trump": rules.no_trump.value}
