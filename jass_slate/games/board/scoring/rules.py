"""The rules of a free board (simonste/jasstafel's "Punktetafel", docs/rule-choices.md):
who wins (the highest total, or the lowest), when the game ends (a target, a number of
hands, or never), a fixed total per hand, points counted in tens; and Schläger's two
forms as presets: simonste's board (-1 to 3 a hand, a player may sit out, to 9) and the
rulebook's (at most 3 Striche a hand, to 7, a player who reaches it drops out and the
others play on)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from jass_slate.core.errors import RuleError, message
from jass_slate.core.rules_keys import flag, whole
from jass_slate.language.i18n import N_

FEWEST_PLAYERS = 2  # simonste's point board: 2 to 8 players
MOST_PLAYERS = 8
MOST_POINTS = 1_000_000  # the most a hand may write for one player, either way
MOST_HANDS = 100_000


class Finish(StrEnum):
    """`finish`: what reaching the target does."""

    FIRST = "first"  # the game is over; the best total wins (simonste)
    PLAY_ON = "play-on"  # that player wins and drops out, the others play on (rulebook)


@dataclass(frozen=True)
class BoardRules:
    """Everything that decides how a free board is written."""

    preset: str = "free"
    lowest_wins: bool = False
    target: int | None = None  # the game ends after the hand a total reaches it
    hands: int | None = None  # the game ends after this many hands
    per_hand: int | None = None  # every hand writes this much in all; one may be left out
    rounded: bool = False  # each entry counted in tens, half away from zero
    least: int = -MOST_POINTS  # the entries a hand may write for one player
    most: int = MOST_POINTS
    sat_out: bool = False  # `x`: a player did not play the hand (counts 0)
    striche: int | None = None  # the most Striche (positive entries) one hand gives out
    finish: Finish = Finish.FIRST
    fewest_players: int = FEWEST_PLAYERS
    most_players: int = MOST_PLAYERS


PRESETS: dict[str, BoardRules] = {
    "free": BoardRules(),
    "schlaeger": BoardRules(preset="schlaeger", target=9, least=-1, most=3, sat_out=True,
                            fewest_players=3, most_players=4),
    "schlaeger-osj": BoardRules(preset="schlaeger-osj", target=7, least=-1, most=3,
                                sat_out=True, striche=3, finish=Finish.PLAY_ON,
                                fewest_players=3, most_players=4),
}
PRESET_HELP = {
    "free": N_("any whole number for each player each hand, the highest total wins; "
               "--target, --hands and --lowest-wins end and judge it"),
    "schlaeger": N_("Schläger as simonste/jasstafel keeps it: 3 or 4 players, -1 to 3 a "
                    "hand or x for one who did not play, the first to 9 ends the game"),
    "schlaeger-osj": N_("Schläger by the rulebook: 3 or 4 players, at most 3 Striche a "
                        "hand, -1 a Härdöpfel, x for one who did not play; who reaches 7 "
                        "wins and drops out, the others play on"),
}
KEYS = ("preset", "lowest_wins", "target", "hands", "per_hand", "rounded", "least", "most",
        "sat_out", "striche", "finish")


def preset(name: str) -> BoardRules:
    """A preset by name; an unknown one is refused with the presets."""
    found = PRESETS.get(name.strip().lower())
    if found is None:
        raise RuleError(message(N_("unknown board preset {name!r}: the presets are "
                                   "{presets}"), name=name, presets=", ".join(PRESETS)),
                        key="preset", value=name)
    return found


def bounded(key: str, value: object, least: int, most: int) -> int:
    number = whole(key, value, least)
    if number > most:
        raise RuleError(message(N_("rules key {key!r} must be at most {most}, not {value}"),
                                key=key, most=most, value=number), key=key, value=number)
    return number


def _one_key(key: str, value: object) -> dict[str, Any]:
    if key in ("lowest_wins", "rounded", "sat_out"):
        return {key: flag(key, value)}
    if key in ("target", "per_hand"):
        return {key: bounded(key, value, 1, MOST_POINTS)}
    if key == "hands":
        return {key: bounded(key, value, 1, MOST_HANDS)}
    if key in ("least", "most"):
        if isinstance(value, int) and not isinstance(value, bool) and value < 0:
            return {key: -bounded(key, -value, 0, MOST_POINTS)}
        return {key: bounded(key, value, 0, MOST_POINTS)}
    if key == "striche":
        return {key: bounded(key, value, 1, MOST_POINTS)}
    if key == "finish":
        choices = [f.value for f in Finish]
        if value not in choices:
            raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not "
                                       "{value!r}"), key=key, choices=", ".join(choices),
                                    value=value), key=key, value=value)
        return {key: Finish(str(value))}
    return {}


def checked(rules: BoardRules) -> BoardRules:
    """Rules whose keys agree with each other; what cannot be played is refused."""
    if rules.target is not None and rules.hands is not None:
        raise RuleError(message(N_("a board goes to a target or lasts a number of hands, not "
                                   "both: give one of them")), key="hands", value=rules.hands)
    if rules.least > rules.most:
        raise RuleError(message(N_("rules key 'least' ({least}) is more than 'most' "
                                   "({most})"), least=rules.least, most=rules.most),
                        key="least", value=rules.least)
    if rules.finish is Finish.PLAY_ON and rules.target is None:
        raise RuleError(message(N_("finish = \"play-on\" needs a target")), key="finish",
                        value=rules.finish.value)
    if rules.per_hand is not None and rules.sat_out:
        raise RuleError(message(N_("a fixed total per hand and x for a player who did not "
                                   "play do not go together")), key="per_hand",
                        value=rules.per_hand)
    return rules


def rules_from_mapping(data: Mapping[str, Any]) -> BoardRules:
    """A rules table (a rules file, a session's `[rules]`) on its preset; every key is
    checked, and an unknown one refused with the keys there are."""
    for key in data:
        if key not in KEYS:
            raise RuleError(message(N_("unknown board rules key {key!r}: the keys are "
                                       "{keys}"), key=key, keys=", ".join(KEYS)), key=key)
    name = data.get("preset", "free")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    changes: dict[str, Any] = {}
    for key, value in data.items():
        changes.update(_one_key(key, value))
    base = preset(name)
    if "target" in data and "hands" not in data:
        changes["hands"] = None  # a target alone plays to the target
    if "hands" in data and "target" not in data:
        changes["target"] = None
    return checked(replace(base, **changes))


def rules_table(rules: BoardRules) -> dict[str, Any]:
    """The rules as the session file's `[rules]` writes them (read back by
    `rules_from_mapping` to equal rules)."""
    table: dict[str, Any] = {"preset": rules.preset, "lowest_wins": rules.lowest_wins}
    for key in ("target", "hands", "per_hand", "striche"):
        if getattr(rules, key) is not None:
            table[key] = getattr(rules, key)
    table.update({"rounded": rules.rounded, "least": rules.least, "most": rules.most,
                  "sat_out": rules.sat_out, "finish": rules.finish.value})
    return table
