"""Every preset of the bidding games, the per-hand ones (scoring/rules.py: `bieter`,
`bieter-einfach`, `sidi-barrani`) and okr's Büter (scoring/bueter.py: one bid for the
whole game): what `new --rules`, a rules file, a session's `[rules]` and `rules
--presets` read and write. A rules table with `preset = "bueter"` is a Büter's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from jass_slate.core.errors import RuleError, message
from jass_slate.games.bidding.scoring import bueter, rules
from jass_slate.games.bidding.scoring.bueter import BueterRules
from jass_slate.games.bidding.scoring.rules import BidRules
from jass_slate.language.i18n import N_

BUETER = "bueter"
AnyRules = BidRules | BueterRules
PRESETS: dict[str, AnyRules] = {**rules.PRESETS, BUETER: BueterRules()}
PRESET_HELP = {
    **rules.PRESET_HELP,
    BUETER: N_("okr's Büter: three players, the Büter alone against the pair; one bid for "
               "the whole game, 160 to 1000 in tens, is his target, the pair's is 1000; "
               "each hand (cards + Weis + Stöck) × its factor 1 to 5; the first to reach "
               "its target wins, Stöck before Weis before the cards"),
}


def preset(name: str) -> AnyRules:
    """A preset by name (`büter` is the Büter too); an unknown one is refused with the
    presets."""
    wanted = name.strip().lower().replace("ü", "ue")
    found = PRESETS.get(wanted)
    if found is None:
        raise RuleError(message(N_("unknown bidding preset {name!r}: the presets are "
                                   "{presets}"), name=name, presets=", ".join(PRESETS)),
                        key="preset", value=name)
    return found


def rules_from_mapping(data: Mapping[str, Any]) -> AnyRules:
    """A rules table on its preset: the Büter's keys where it names the Büter."""
    if data.get("preset") == BUETER:
        return bueter.rules_from_mapping({k: v for k, v in data.items() if k != "preset"})
    return rules.rules_from_mapping(data)


def rules_table(table_of: AnyRules) -> dict[str, Any]:
    """The rules as a session file's `[rules]` writes them (read back equal)."""
    if isinstance(table_of, BueterRules):
        return {"preset": BUETER, **bueter.rules_table(table_of)}
    return rules.rules_table(table_of)
