"""`rules` for the terminal: the session's rules as a table, each key with its meaning."""

from __future__ import annotations

from rich.console import RenderableType

from jass_slate.games.schieber.report.rule_sentences import house_rules_title, rule_value
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.rules_mapping import rules_to_mapping
from jass_slate.language.i18n import N_, _

# What each key of a rules file means, shown beside it by `jass-slate rules`.
RULE_MEANINGS = {
    "preset": N_("the rules this session started from"),
    "deck": N_("the cards: french or swiss"),
    "target": N_("points that win a game"),
    "hands": N_("a tournament game ends after this many hands"),
    "schneider_below": N_("the losers are Schneider below this score"),
    "bergpreis_at": N_("the first team to reach this takes the Bergpreis"),
    "match_bonus": N_("bonus for all nine tricks (Match)"),
    "four_nines": N_("Weis for four nines: 0 (none), 100 or 150"),
    "large_weis": N_("runs of 6 to 9 cards score 150 to 300"),
    "shared_cards": N_("one card may count in two Weis (Kreuzweis)"),
    "quads_beat_runs": N_("four of a kind beats a run of equal points"),
    "four_sixes_in_undenufe": N_("four sixes are a Weis in Undenufe"),
    "undenufe_points": N_("card points in Undenufe: classic or modern (ace 0, six 11)"),
    "claim_order": N_("the order Stöck, Weis and tricks count in when both claim"),
    "both_past_target": N_("both teams past the target: ask who claimed first, or higher wins"),
    "push_back": N_("the partner may push back to forehand"),
    "allowed": N_("the contracts played, the others refused (default: every contract with a "
                  "factor; pagat's Schieber rules: some do not allow Obenabe and Undenufe)"),
    "multipliers": N_("each contract's factor"),
    # issue 15: the pack and the extra contracts, each with its default and source
    "pack": N_("normal (36 cards) or double (48: 9 to ace twice; 314 a trump hand, 250 "
               "Obenabe); default normal; pagat's Schieber rules, Bolschewik in the Jass lexicon"),
    "last_trick": N_("points for the last trick: 5; double pack 10 (Jassbuch) or 0 (JassWiki)"),
    "weis_in_extras": N_("Weis count in Slalom, Gusti, TUO, Misère; default true "
                         "(Schieber); false as in Coiffeur (Swisslos)"),
    "stoeck_in_tuo": N_("Stöck count in TUO, which has a trump suit; default true"),
    "weis": N_("Weis count at all; default true; false in a tournament's Passe (157 every "
               "hand)"),
    "stoeck": N_("Stöck count at all; default true; false in a tournament's Passe (157 every "
                 "hand)"),
    "second_stoeck": N_("double pack: a second pair of king and ober of trumps scores Stöck "
                        "again; default false, one Stöck a hand (RULES.md §5); no rule book "
                        "covers it: a second pair counts only by agreement"),
    "misere_base": N_("what a Misère plays: obenabe (default), undenufe or either "
                      "(quoi-faire.ch, jasshaus)"),
    "gusti_first": N_("tricks in Gusti's first block: 4 (Jassreglement, default) or 5 "
                      "(Swisslos)"),
    "striche": N_("Striche for a game won, the Bergpreis, a Match, a Kontermatch, "
                  "Schneider (presets jasswiki 2 1 1 2 2, as jassguru; old 2 1 1 1 1, "
                  "jasswiki's old rules; games 1 0 0 0 1); no table: no Striche"),
}


def render_rules(rules: Rules) -> RenderableType:
    # Here, not at import: `show` and the Markdown export import this module and draw
    # no table (rich's tables import fractions and decimal: 5-8 ms)
    from rich.table import Table

    named = house_rules_title(rules) or rules.preset
    table = Table(title=_("Rules ({preset})").format(preset=named), title_justify="left",
                  show_header=False)
    table.add_column("key")
    table.add_column("value")
    table.add_column("meaning", style="dim")
    for key, value in rules_to_mapping(rules).items():
        meaning = RULE_MEANINGS.get(key)
        table.add_row(key, rule_value(value), _(meaning) if meaning else "")
    return table
