"""Differenzler's house rules: presets, a rules table read and written, and the checks
of a call and of a hand's points that follow from them (research/variants.md §2.1)."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from jass_slate.core.cards import Contract, Deck, deck_contracts, deck_suits
from jass_slate.core.errors import RuleError, message
from jass_slate.core.pack import Pack, hand_total
from jass_slate.core.rules_keys import flag
from jass_slate.language.i18n import N_

MOST_PLAYERS = 8
FEWEST_PLAYERS = 3
BONUS_POINTS = 10  # the exact hit's credit, in every source that gives one
STOECK_POINTS = 20
MOST_HANDS = 100_000


class CallMode(StrEnum):
    """`calls`: said aloud and written for all to see, or kept on slips until the end."""

    OPEN = "open"
    HIDDEN = "hidden"


class Bonus(StrEnum):
    """`bonus`: the exact hit's credit of 10, in the three versions tables play."""

    NONE = "none"  # the pure difference (simonste/jasstafel, tyronimo, Swisslos)
    EXACT = "exact"  # -10 for an exact hit, but not for a correct 0 (pagat, JassWiki)
    ZERO_NEEDS_TRICK = "zero-needs-trick"  # a correct 0 only with a trick (JG-LEX, jasshaus)


class StoeckRule(StrEnum):
    """`stoeck`: whether king and ober of trumps in one hand count (JG-LEX: "die 20
    Stöckpunkte können dazugezählt beziehungsweise abgezogen werden")."""

    NONE = "none"  # Stöck and Weis do not count (pagat, JassWiki, jassverzeichnis)
    ADD = "add"  # the 20 count to the holder's points
    EITHER = "either"  # added or taken off, whichever brings the holder nearer his call


@dataclass(frozen=True)
class DiffRules:
    """Everything that decides how a Differenzler is written."""

    preset: str = "open"
    calls: CallMode = CallMode.OPEN
    bonus: Bonus = Bonus.NONE
    hands: int | None = 12  # None: played to `target`
    target: int | None = None  # the total that ends the game once a player reaches it
    gstoert: bool = False  # Obenabe and Undenufe besides the four suits
    stoeck: StoeckRule = StoeckRule.NONE
    deck: Deck = Deck.FRENCH
    pack: Pack = Pack.NORMAL

    @property
    def hidden(self) -> bool:
        return self.calls is CallMode.HIDDEN

    @functools.cached_property  # a replay asks it for every hand
    def contracts(self) -> tuple[Contract, ...]:
        """The trumps a hand may have: the deck's suits, and Obenabe and Undenufe "gstört"."""
        every = deck_contracts(self.deck)
        return every if self.gstoert else every[:len(deck_suits(self.deck))]

    def total(self, trump: Contract | None) -> int:
        """The hand's card points and last trick: 157 (the double pack: 314 a trump, 250
        Obenabe); with no trump said yet, the most a hand of these rules can have."""
        found = self._looked_up.get(trump)
        if found is None:
            found = self._looked_up[trump] = _total(self, trump)
        return found

    @functools.cached_property
    def _looked_up(self) -> dict[Contract | None, int]:
        """The totals of the trumps asked so far: a replay asks five times a hand, and
        rules that are hashed for each ask cost more than the hand's arithmetic."""
        return {}

    def known_total(self, trump: Contract | None) -> int | None:
        """The hand's total where it is known: the trump's, or with no trump said where
        every trump these rules play gives the same (one pack: 157 whatever the trump);
        None where the trump decides it (the double pack "gstört": 314 or 250)."""
        if trump is not None or _totals(self) == 1:
            return _total(self, trump)
        return None

    def highest_call(self, trump: Contract | None) -> int:
        """The most a player may call: the hand's total, and the Stöck where they count."""
        extra = 0 if self.stoeck is StoeckRule.NONE else STOECK_POINTS
        return self.total(trump) + extra


@functools.cache
def _totals(rules: DiffRules) -> int:
    """How many different totals a hand of these rules can have, whatever its trump."""
    last = 5 if rules.pack is Pack.NORMAL else 10
    return len({hand_total(rules.pack, c, last) for c in rules.contracts})


@functools.cache
def _total(rules: DiffRules, trump: Contract | None) -> int:
    """`DiffRules.total`, looked up once per rules and trump (a replay asks every hand)."""
    last = 5 if rules.pack is Pack.NORMAL else 10
    if trump is None:
        return max(hand_total(rules.pack, c, last) for c in rules.contracts)
    return hand_total(rules.pack, trump, last)


PRESETS: dict[str, DiffRules] = {
    "open": DiffRules(),
    "hidden": DiffRules(preset="hidden", calls=CallMode.HIDDEN, bonus=Bonus.EXACT),
    "tournament": DiffRules(preset="tournament", calls=CallMode.HIDDEN, hands=32),
}
PRESET_HELP = {
    "open": N_("12 hands, calls said aloud and written for all, the pure difference"),
    "hidden": N_("12 hands, calls hidden until the hand is played, -10 for an exact hit "
                 "(not for a correct 0)"),
    "tournament": N_("32 hands, calls hidden, the pure difference"),
}
KEYS = ("preset", "calls", "bonus", "hands", "target", "gstoert", "stoeck", "deck", "pack")


def preset(name: str) -> DiffRules:
    """A preset by name; an unknown one is refused with the presets."""
    found = PRESETS.get(name.strip().lower())
    if found is None:
        raise RuleError(message(N_("unknown Differenzler preset {name!r}: the presets are "
                                   "{presets}"), name=name, presets=", ".join(PRESETS)),
                        key="preset", value=name)
    return found


def _choice(key: str, value: object, kind: type[StrEnum]) -> Any:
    choices = [str(c.value) for c in kind]
    if not isinstance(value, str) or value not in choices:
        raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                   "{value!r}"), key=key, choices=", ".join(choices),
                                value=value), key=key, value=value)
    return kind(value)


def _count(key: str, value: object, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        raise RuleError(message(N_("rules key {key!r} must be a whole number from 1 to "
                                   "{most}, not {value!r}"), key=key, most=most, value=value),
                        key=key, value=value)
    return value




def _one_key(key: str, value: object) -> dict[str, Any]:
    if key in ("calls", "bonus", "stoeck", "deck", "pack"):
        kinds: dict[str, type[StrEnum]] = {"calls": CallMode, "bonus": Bonus,
                                           "stoeck": StoeckRule, "pack": Pack}
        if key == "deck":
            choices = [d.value for d in Deck]
            if value not in choices:
                raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                           "{value!r}"), key=key, choices=", ".join(choices),
                                        value=value), key=key, value=value)
            return {key: Deck(value)}
        return {key: _choice(key, value, kinds[key])}
    if key == "gstoert":
        return {key: flag(key, value)}
    if key == "hands":
        return {key: _count(key, value, MOST_HANDS)}
    if key == "target":
        return {key: _count(key, value, 100_000)}
    return {}


def rules_from_mapping(data: Mapping[str, Any]) -> DiffRules:
    """A rules table (a rules file, a session's `[rules]`) on its preset; every key is
    checked, and an unknown one refused with the keys there are."""
    for key in data:
        if key not in KEYS:
            raise RuleError(message(N_("unknown Differenzler rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
    name = data.get("preset", "open")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    changes: dict[str, Any] = {}
    for key, value in data.items():
        changes.update(_one_key(key, value))
    if "target" in data and "hands" not in data:
        changes["hands"] = None  # a target alone plays to the target
    if "hands" in data and "target" in data:
        raise RuleError(message(N_("a Differenzler lasts a number of hands or goes to a "
                                   "target, not both: give 'hands' or 'target'")),
                        key="target", value=data["target"])
    return replace(preset(name), **changes)


def rules_table(rules: DiffRules) -> dict[str, Any]:
    """The rules as the session file's `[rules]` writes them (read back by
    `rules_from_mapping` to equal rules)."""
    table: dict[str, Any] = {"preset": rules.preset, "calls": rules.calls.value,
                             "bonus": rules.bonus.value}
    if rules.hands is not None:
        table["hands"] = rules.hands
    if rules.target is not None:
        table["target"] = rules.target
    table.update({"gstoert": rules.gstoert, "stoeck": rules.stoeck.value,
                  "deck": rules.deck.value, "pack": rules.pack.value})
    return table
