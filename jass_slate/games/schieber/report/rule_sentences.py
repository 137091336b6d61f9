"""What is said about a session's rules: the goal of a game, the house rules that differ
from the preset, a rules value as the file writes it, and the sentence `new` says. Apart
from the other sentences, so that `rules` and `new` read no scorer to say them."""

from __future__ import annotations

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.errors import JassError
from jass_slate.core.teams import Teams
from jass_slate.games.schieber.scoring.rules import Rules, preset
from jass_slate.games.schieber.scoring.rules_mapping import (
    EXTRA_NAMES,
    rules_to_mapping,
    with_target,
)
from jass_slate.language.i18n import N_, _, ngettext

DECK_NAMES = {Deck.FRENCH: N_("french deck"), Deck.SWISS: N_("swiss deck")}


def new_session_sentence(path: object, teams: Teams, rules: Rules, source: str | None) -> str:
    """`New session in jass.toml: Anna & Beat against Cla & Dora, classic rules (french deck,
    to 3000).`; `source`: the house-rules file the rules were read from, if any."""
    names = {"path": path, "team1": teams.names[0], "team2": teams.names[1],
             "preset": rules.preset, "deck": _(DECK_NAMES[rules.deck])}
    if house_rules(rules):
        return _("New session in {path}: {team1} against {team2}, {rules} ({deck}, {goal}).") \
            .format(rules=rules_name(rules, source), goal=goal_text(rules), **names)
    if rules.target:
        return _("New session in {path}: {team1} against {team2}, {preset} rules "
                 "({deck}, to {target}).").format(target=rules.target, **names)
    hands = rules.hands or 0
    return ngettext("New session in {path}: {team1} against {team2}, {preset} rules "
                    "({deck}, {count} hand).",
                    "New session in {path}: {team1} against {team2}, {preset} rules "
                    "({deck}, {count} hands).", hands).format(count=hands, **names)


def goal_text(rules: Rules) -> str:
    """What ends a game: `to 3000`, or (a tournament) `12 hands`."""
    if rules.team_targets is not None:  # a handicap: team 1's first
        return _("to {one} : {two}").format(one=rules.team_targets[0],
                                             two=rules.team_targets[1])
    if rules.target is not None:
        return _("to {target}").format(target=rules.target)
    hands = rules.hands or 0
    return ngettext("{count} hand", "{count} hands", hands).format(count=hands)


def rule_value(value: object) -> str:
    """A rules value as the rules file writes it (multipliers with their contracts' names)."""
    if isinstance(value, dict) and "preset" in value:  # [striche]: an event's Striche
        return "\n".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, dict):
        return "\n".join(f"{_factor_label(k)} ×{v}" for k, v in value.items())
    if isinstance(value, list):  # `allowed` names contracts: in the language in use
        return " – ".join(_label(str(item)) for item in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _label(word: str) -> str:
    """A contract's label (`♥ hearts`, `Obenabe`) for a contract's name; other words as
    they are (the parts of `claim_order`)."""
    try:
        return Contract(word).label
    except ValueError:
        return word


def _factor_label(name: str) -> str:
    """A row of `[multipliers]` as the slate names it: `♥ hearts`, `Slalom`."""
    extra = EXTRA_NAMES.get(name)
    return Contract(name).label if extra is None else extra.label


def house_rules(rules: Rules) -> dict[str, object]:
    """The rules keys that differ from the session's preset (a target given at `new`, with
    the Schneider and Bergpreis lines that follow it, is no house rule)."""
    try:
        base = preset(rules.preset, rules.deck)
        if rules.target is not None and rules.target != base.target and not base.tournament:
            base = with_target(base, rules.target)
    except JassError:  # a preset that is not one any more: nothing to compare with
        return {}
    ours, theirs = rules_to_mapping(rules), rules_to_mapping(base)
    return {key: value for key, value in ours.items() if theirs.get(key) != value}


def rules_name(rules: Rules, source: str | None = None) -> str:
    """`classic`, `classic + house rules`, `classic + house rules from house.toml`."""
    if not house_rules(rules):
        return rules.preset
    return _house_rules_name(rules, source)


def _house_rules_name(rules: Rules, source: str | None) -> str:
    if source is not None:
        return _("{preset} + house rules from {file}").format(preset=rules.preset, file=source)
    return _("{preset} + house rules").format(preset=rules.preset)


def house_rules_title(rules: Rules) -> str | None:
    """`classic + house rules: large_weis, claim_order`, as `show` and `rules` head a
    house-rules session; None when the rules are their preset's."""
    differ = house_rules(rules)
    if not differ:
        return None
    return _("{rules}: {keys}").format(rules=_house_rules_name(rules, None),
                                       keys=", ".join(differ))


def house_rules_line(rules: Rules) -> str | None:
    """`House rules (not as in classic): large_weis true; push_back true.`"""
    differ = house_rules(rules)
    if not differ:
        return None
    said = "; ".join(f"{key} {' – '.join(rule_value(v).splitlines())}"
                     for key, v in differ.items())
    return _("House rules (not as in {preset}): {rules}.").format(preset=rules.preset, rules=said)
