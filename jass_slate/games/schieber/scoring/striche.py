"""Striche: the strokes a house chalks for a game won, the Bergpreis, a Match, a Kontermatch
and Schneider (docs/rule-choices.md, "Striche"): the `[striche]` table of the rules, its
presets and checks (scoring/striche_count.py counts them)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from jass_slate.core.errors import RuleError, message
from jass_slate.core.rules_keys import whole
from jass_slate.core.teams import Team
from jass_slate.language.i18n import N_


class StrichEvent(StrEnum):
    """What earns Striche, in the words of the `[striche]` table."""

    WON = "won"
    BERGPREIS = "bergpreis"
    MATCH = "match"
    KONTERMATCH = "kontermatch"
    SCHNEIDER = "schneider"


# The presets and their sources: jasswiki "Zählweise Striche" (= jassguru's defaults);
# "old": jasswiki's "alte Jassregeln" (Schneider and Kontermatch 1); "games": a Strich a
# game won, two for Schneider, as `games_won` counts them (the stake doubled in Schneider).
STRICHE_PRESETS: Mapping[str, Mapping[StrichEvent, int]] = {
    "jasswiki": {StrichEvent.WON: 2, StrichEvent.BERGPREIS: 1, StrichEvent.MATCH: 1,
                 StrichEvent.KONTERMATCH: 2, StrichEvent.SCHNEIDER: 2},
    "old": {StrichEvent.WON: 2, StrichEvent.BERGPREIS: 1, StrichEvent.MATCH: 1,
            StrichEvent.KONTERMATCH: 1, StrichEvent.SCHNEIDER: 1},
    "games": {StrichEvent.WON: 1, StrichEvent.BERGPREIS: 0, StrichEvent.MATCH: 0,
              StrichEvent.KONTERMATCH: 0, StrichEvent.SCHNEIDER: 1},
}
DEFAULT_STRICHE = "jasswiki"
MOST_STRICHE = 9  # a house's value for one event: 0 to 9


@dataclass(frozen=True)
class StricheValues:
    """A house's Striche: the preset it starts from and each event's value."""

    preset: str
    values: Mapping[StrichEvent, int]

    def of(self, event: StrichEvent) -> int:
        return self.values[event]


@dataclass(frozen=True)
class Strich:
    """Striche one team earned in one game for one event."""

    game: int
    team: Team
    event: StrichEvent
    striche: int


def striche_preset(name: object) -> StricheValues:
    """A named preset of Striche values; an unknown one is refused listing the known."""
    if not isinstance(name, str) or name not in STRICHE_PRESETS:
        raise RuleError(message(N_("rules key 'striche.preset' must be one of {presets}, not "
                                   "{name!r}"), presets=", ".join(STRICHE_PRESETS), name=name),
                        key="preset", value=name)
    return StricheValues(name, dict(STRICHE_PRESETS[name]))


def striche_from_mapping(table: object) -> StricheValues:
    """The `[striche]` table of a rules file: a preset and any values it changes."""
    if not isinstance(table, dict):
        raise RuleError(message(N_("rules key 'striche' must be a table like [striche] "
                                   "preset = \"jasswiki\", not {value!r}"), value=table),
                        key="striche", value=table)
    known = ("preset", *(event.value for event in StrichEvent))
    for key in table:
        if key not in known:
            raise RuleError(message(N_("unknown key {key!r} in [striche]: the keys are {keys}"),
                                    key=key, keys=", ".join(known)), key=key)
    base = striche_preset(table.get("preset", DEFAULT_STRICHE))
    values = dict(base.values)
    for event in StrichEvent:
        if event.value in table:
            value = whole(f"striche.{event.value}", table[event.value], 0)
            if value > MOST_STRICHE:
                raise RuleError(message(N_("rules key {key!r} must be at most {most}, not "
                                           "{value}"), key=f"striche.{event.value}",
                                        most=MOST_STRICHE, value=value),
                                key=event.value, value=value)
            values[event] = value
    if not any(values.values()):
        raise RuleError(message(N_("[striche] counts no Strich at all: leave the table out")),
                        key="striche")
    return StricheValues(base.preset, values)


def striche_to_mapping(values: StricheValues) -> dict[str, object]:
    return {"preset": values.preset, **{e.value: values.of(e) for e in StrichEvent}}
