"""A house-rules table read and written: every key of `[rules]` and of a rules file, its
checks and refusals, and the Rules it makes (games/schieber/scoring/rules.py holds Rules and the
presets)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from enum import StrEnum
from typing import Any

from jass_slate.core.cards import Contract, Deck, Extra, deck_contracts
from jass_slate.core.errors import RuleError, message
from jass_slate.core.pack import Pack
from jass_slate.core.rules_keys import flag, whole
from jass_slate.games.schieber.scoring.rules import (
    MULTIPLIER_DECK_REFUSALS,
    PRESET_DECKS,
    BothPastTarget,
    MisereBase,
    Part,
    Rules,
    UndenufePoints,
    half,
    preset,
    suggested,
)
from jass_slate.games.schieber.scoring.striche import striche_from_mapping, striche_to_mapping
from jass_slate.language.i18n import N_

PACK_KEYS = ("pack", "last_trick", "misere_base", "gusti_first")  # issue 15
BOOL_KEYS = ("large_weis", "shared_cards", "quads_beat_runs", "four_sixes_in_undenufe",
             "push_back", "weis_in_extras", "stoeck_in_tuo", "second_stoeck", "weis", "stoeck")
CHOICES: dict[str, tuple[object, ...]] = {
    "four_nines": (0, 100, 150),
    "undenufe_points": tuple(c.value for c in UndenufePoints),
    "both_past_target": tuple(c.value for c in BothPastTarget),
    "deck": tuple(d.value for d in Deck),
    "pack": tuple(p.value for p in Pack),
    "misere_base": tuple(m.value for m in MisereBase),
    "gusti_first": (4, 5),
}
CHOICE_TYPES: dict[str, type[StrEnum]] = {"undenufe_points": UndenufePoints,
                                          "both_past_target": BothPastTarget,
                                          "pack": Pack, "misere_base": MisereBase}
KNOWN_KEYS = (
    "preset", "deck", "target", "hands", "schneider_below", "bergpreis_at", "multipliers",
    "match_bonus", *BOOL_KEYS, "four_nines", "undenufe_points", "claim_order", "both_past_target",
    "allowed",
    *PACK_KEYS, "striche", "targets",
)


def _choice(key: str, value: object) -> Any:
    choices = CHOICES[key]
    if value not in choices or isinstance(value, bool):
        said = ", ".join(repr(c) for c in choices)
        raise RuleError(message(N_("rules key {key!r} must be one of {choices}, not {value!r}"),
                                key=key, choices=said, value=value), key=key, value=value)
    return value


def _claim_order(value: object) -> tuple[Part, ...]:
    names = [p.value for p in Part]
    if not isinstance(value, list) or sorted(map(str, value)) != sorted(names):
        raise RuleError(message(
            N_("rules key 'claim_order' must list stoeck, weis and stich once each, not "
               "{value!r}"), value=value), key="claim_order", value=value)
    return tuple(Part(v) for v in value)


def _multiplier_table(value: object, deck: Deck) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RuleError(message(N_("rules key 'multipliers' must be a table of contract = "
                                   "factor")), key="multipliers", value=value)
    names = {c.value: c for c in deck_contracts(deck)}
    table: dict[Contract, int] = {}
    extras: dict[Extra, int] = {}
    mery: dict[str, int] = {}
    for name, factor in value.items():
        if name == "mery":  # Gusti starting Undenufe, with a factor of its own
            mery["mery"] = whole("multipliers.mery", factor, 0)
            continue
        if name in EXTRA_NAMES:  # an extra contract: 0 says it is not played
            extras[EXTRA_NAMES[name]] = whole(f"multipliers.{name}", factor, 0)
            continue
        if name not in names:
            raise RuleError(message(MULTIPLIER_DECK_REFUSALS[deck], name=name,
                                    contracts=", ".join([*names, *EXTRA_NAMES, "mery"])),
                            key=f"multipliers.{name}", value=factor)
        table[names[name]] = whole(f"multipliers.{name}", factor, 1)
    if not table and (extras or mery):  # only extras: the preset's six stay as they are
        return {"extras": extras, **mery}
    if not table:
        raise RuleError(message(N_("rules key 'multipliers' allows no contract at all")),
                        key="multipliers")
    return {"multipliers": table, "extras": extras, **mery}


EXTRA_NAMES = {extra.value: extra for extra in Extra}


# --- allowed: the contracts a house plays (seed 001: "Some do not allow Obenabe and
# Undenufe"); the others are left out of the multipliers and refused everywhere. ----------


def _allowed(value: object, factors: Mapping[Contract, int]) -> dict[Contract, int]:
    """The multipliers of the contracts `allowed` lists, each once and each with a factor."""
    names = {c.value: c for c in factors}
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise RuleError(message(N_("rules key 'allowed' must list the contracts played, like "
                                   "[\"hearts\", \"spades\"], not {value!r}"), value=value),
                        key="allowed", value=value)
    for name in value:
        if name not in names:
            raise RuleError(message(
                N_("rules key 'allowed' names {name!r}, which has no factor here: say some "
                   "of {contracts}"), name=name, contracts=", ".join(names)),
                key="allowed", value=name)
    if len(set(value)) != len(value):
        raise RuleError(message(N_("rules key 'allowed' names a contract twice")),
                        key="allowed", value=value)
    return {contract: factor for contract, factor in factors.items() if contract.value in value}


def rules_from_mapping(data: Mapping[str, Any], deck: Deck | None = None) -> Rules:
    """Validate a rules table (a rules file or a session's `[rules]`); refuse naming the key."""
    for key in data:
        if key not in KNOWN_KEYS:
            near = suggested(key, KNOWN_KEYS)
            said = message(N_("unknown rules key {key!r}: did you mean {suggestions}?"),
                           key=key, suggestions=near) if near else \
                message(N_("unknown rules key {key!r}: the keys are {keys}"),
                        key=key, keys=", ".join(KNOWN_KEYS))
            raise RuleError(said, key=key)
    name = data.get("preset", "classic")
    if not isinstance(name, str):
        raise RuleError(message(N_("rules key 'preset' must be a preset name, not {name!r}"),
                                name=name), key="preset", value=name)
    own_deck = Deck(_choice("deck", data["deck"])) if "deck" in data else None
    # A preset that leaves the deck open (single, tournament) takes the file's (§10.8).
    open_deck = own_deck if name not in PRESET_DECKS else None
    base = preset(name, open_deck or (None if own_deck else deck))
    changes: dict[str, Any] = {}
    if own_deck is not None and own_deck is not base.deck:
        if "multipliers" not in data:
            raise RuleError(message(
                N_("a rules file that changes 'deck' must give its own [multipliers]")),
                key="deck", value=own_deck.value)
        changes["deck"] = own_deck
    effective_deck = changes.get("deck", base.deck)
    for key, value in data.items():
        changes.update(_one_key(key, value, effective_deck))
    if "deck" in changes and "multipliers" not in changes:  # [multipliers] of extras only
        raise RuleError(message(
            N_("a rules file that changes 'deck' must give its own [multipliers]")),
            key="deck", value=effective_deck.value)
    rules = _pack_follows(replace(base, **changes), data)
    if "allowed" in data:  # the six basic contracts; an extra one is played by its factor
        rules = replace(rules, multipliers=_allowed(data["allowed"], rules.multipliers))
    rules = _check_targets(rules, data)
    if rules.striche is not None and rules.tournament:
        raise RuleError(message(N_("[striche] needs a target: a game that ends after its "
                                   "hands is not won by reaching it")), key="striche")
    return rules


def _pack_follows(rules: Rules, data: Mapping[str, Any]) -> Rules:
    """The double pack's last trick (10) and Match bonus (200: Match 514 with a trump)
    unless the file sets its own; the normal pack's last trick is 5 and nothing else."""
    pack = rules.pack
    if "last_trick" not in data:
        rules = replace(rules, last_trick=pack.last_trick)
    if "match_bonus" not in data:
        rules = replace(rules, match_bonus=pack.match_bonus)
    allowed = (5,) if pack is Pack.NORMAL else (10, 0)
    if rules.last_trick not in allowed:
        raise RuleError(message(
            N_("rules key 'last_trick' must be one of {choices} with the {pack} pack, not "
               "{value!r}"), choices=", ".join(map(str, allowed)), pack=pack.value,
            value=rules.last_trick), key="last_trick", value=rules.last_trick)
    if rules.second_stoeck and pack is Pack.NORMAL:
        raise RuleError(message(N_("rules key 'second_stoeck' needs the double pack (pack = "
                                   "\"double\"): one pack holds one king and one ober of "
                                   "trumps")), key="second_stoeck", value=True)
    return rules


def _one_key(key: str, value: object, deck: Deck) -> dict[str, Any]:
    if key in ("preset", "deck", "allowed", "targets"):
        return {}
    if key in ("target", "hands"):
        return {key: whole(key, value, 1)}
    if key == "last_trick":
        return {key: whole(key, value, 0)}
    if key in ("schneider_below", "bergpreis_at", "match_bonus"):
        return {key: whole(key, value, 0)}
    if key in BOOL_KEYS:
        return {key: flag(key, value)}
    if key in CHOICE_TYPES:
        return {key: CHOICE_TYPES[key](_choice(key, value))}
    if key in CHOICES:
        return {key: _choice(key, value)}
    if key == "claim_order":
        return {key: _claim_order(value)}
    if key == "striche":
        return {key: striche_from_mapping(value)}
    return _multiplier_table(value, deck)


def _check_targets(rules: Rules, data: Mapping[str, Any]) -> Rules:
    if "targets" in data:
        return with_team_targets(rules, _targets(data["targets"]), data)
    if "target" in data and "hands" in data:
        raise RuleError(message(
            N_("rules keys 'target' and 'hands' exclude each other: a game ends by one")),
            key="target")
    if "hands" in data and rules.target is not None:
        rules = replace(rules, target=None, schneider_below=0, bergpreis_at=0)
    if "target" in data and rules.hands is not None:
        rules = replace(rules, hands=None)
    return rules if rules.target is None else _lines_follow(rules, rules.target, data)


def _lines_follow(rules: Rules, target: int, data: Mapping[str, Any]) -> Rules:
    """Schneider and Bergpreis at half of `target`, unless the rules file sets its own
    lines; a line above the target is refused. Half of an odd target is the exact half
    (RULES.md §10.1): with 777, 388 is below it and 389 reaches it."""
    half = -(-target // 2)  # the least whole score at or above target / 2
    rules = replace(
        rules,
        target=target,
        team_targets=None,
        schneider_below=data.get("schneider_below", half),
        bergpreis_at=data.get("bergpreis_at", half),
    )
    for key in ("schneider_below", "bergpreis_at"):
        line = getattr(rules, key)
        if line > target:
            raise RuleError(message(N_("rules key {key!r} must not be above the target: {line} "
                                       "is above {target}"), key=key, line=line, target=target),
                            key=key, value=line)
    return rules


def with_target(rules: Rules, target: int, data: Mapping[str, Any] | None = None) -> Rules:
    """`new --target`: a new target, Schneider and Bergpreis following at half of it
    unless the rules file `data` sets its own lines (CLI.md)."""
    if rules.tournament:
        raise RuleError(message(N_("a tournament ends after its hands: it has no target to "
                                   "set")), key="target", value=target)
    if target < 1:
        raise RuleError(message(N_("the target must be at least 1, not {target}"),
                                target=target), key="target", value=target)
    return _lines_follow(rules, target, data or {})


def _targets(value: object) -> tuple[int, int]:
    """`targets = [3000, 2500]`: each team's target, in the order of the teams."""
    if not isinstance(value, list) or len(value) != 2:
        raise RuleError(message(N_("rules key 'targets' must list both teams' targets, like "
                                   "[3000, 2500], not {value!r}"), value=value),
                        key="targets", value=value)
    return (whole("targets", value[0], 1), whole("targets", value[1], 1))


def with_team_targets(rules: Rules, targets: tuple[int, int],
                      data: Mapping[str, Any] | None = None) -> Rules:
    """A target per team (`new --target 1=3000 --target 2=2500`, or `targets` in a rules
    file): each team's Schneider and Bergpreis lines at half of its own target; two equal
    targets are a plain target."""
    data = data or {}
    for key in ("target", "hands", "schneider_below", "bergpreis_at"):
        if key in data and ("targets" in data or key not in ("target", "hands")):
            raise RuleError(message(N_("a target per team and {key!r} exclude each other: "
                                       "each team's lines are half of its own target"),
                                    key=key), key=key)
    if rules.tournament:
        raise RuleError(message(N_("a tournament ends after its hands: it has no target to "
                                   "set")), key="target", value=targets[0])
    for target in targets:
        if target < 1:
            raise RuleError(message(N_("the target must be at least 1, not {target}"),
                                    target=target), key="target", value=target)
    if targets[0] == targets[1]:
        return with_target(rules, targets[0], {})
    most = max(targets)
    return replace(rules, target=most, hands=None, schneider_below=half(most),
                   bergpreis_at=half(most), team_targets=targets)


def rules_to_mapping(rules: Rules) -> dict[str, Any]:
    """The effective rules as a TOML/JSON table, every key written out."""
    table: dict[str, Any] = {"preset": rules.preset, "deck": rules.deck.value}
    if rules.target is not None:
        table["target"] = rules.target
    if rules.hands is not None:
        table["hands"] = rules.hands
    table.update(
        schneider_below=rules.schneider_below,
        bergpreis_at=rules.bergpreis_at,
        match_bonus=rules.match_bonus,
        four_nines=rules.four_nines,
        large_weis=rules.large_weis,
        shared_cards=rules.shared_cards,
        quads_beat_runs=rules.quads_beat_runs,
        four_sixes_in_undenufe=rules.four_sixes_in_undenufe,
        undenufe_points=rules.undenufe_points.value,
        claim_order=[p.value for p in rules.claim_order],
        both_past_target=rules.both_past_target.value,
        push_back=rules.push_back,
        allowed=[c.value for c in rules.multipliers],
        multipliers={c.value: f for c, f in rules.multipliers.items()},
    )
    table["multipliers"].update((e.value, f) for e, f in rules.extras.items())
    if rules.mery is not None:
        table["multipliers"]["mery"] = rules.mery
    table.update(
        pack=rules.pack.value,
        last_trick=rules.last_trick,
        weis_in_extras=rules.weis_in_extras,
        stoeck_in_tuo=rules.stoeck_in_tuo,
        second_stoeck=rules.second_stoeck,
        misere_base=rules.misere_base.value,
        gusti_first=rules.gusti_first,
    )
    for key in ("weis", "stoeck"):  # written where false: the files before them say none
        if not getattr(rules, key):
            table[key] = False
    if rules.striche is not None:
        table["striche"] = striche_to_mapping(rules.striche)
    if rules.team_targets is not None:  # each team's lines follow its own target
        for key in ("target", "schneider_below", "bergpreis_at"):
            del table[key]
        table["targets"] = list(rules.team_targets)
    return table

