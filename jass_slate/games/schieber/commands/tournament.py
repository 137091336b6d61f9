"""What a tournament night asks of Schieber (shell/hooks.py: TournamentHooks): tables of
four, two partnerships drawn anew each round (seats 1 and 3 against 2 and 4), a Passe of
a number of hands; a player's Passe is his team's points (games-2.md §8.1)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from jass_slate.file.tournament_part import TournamentPart
    from jass_slate.games.schieber.scoring.rules import Rules

partners = True
table_sizes = (4,)
default_rules = "passe-12"


def _rules(rules: str, hands: int) -> Rules:
    from jass_slate.games.schieber.scoring.rules import PASSE_HANDS
    from jass_slate.games.schieber.table.new_session import rules_for

    passe = {count: name for name, count in PASSE_HANDS.items()}
    if rules in PASSE_HANDS and hands in passe:  # a Passe of 8 is passe-8's, not passe-12's
        rules = passe[hands]
    chosen = rules_for(rules, None, None)
    if chosen.hands is None:
        raise RuleError(message(N_(
            "the rules {rules} play to a target; a tournament's Passe lasts a number of "
            "hands: say passe-12, passe-8, tournament or a rules file with hands"),
            rules=rules), key="rules", value=rules)
    return replace(chosen, hands=hands)


def table_rules(rules: str, hands: int) -> str:
    chosen = _rules(rules, hands)
    bonus = _("a Match 157 + {bonus}").format(bonus=chosen.match_bonus) \
        if chosen.match_bonus else _("a Match 157")
    return ngettext("Schieber, {rules} rules: {hands} hand a Passe, {bonus}",
                    "Schieber, {rules} rules: {hands} hands a Passe, {bonus}", hands).format(
        rules=chosen.preset, hands=hands, bonus=bonus)


def start_table(path: Path, seats: Sequence[str], rules: str, hands: int,
                part: TournamentPart) -> None:
    from jass_slate.core.teams import check_player_names, make_teams, players_named
    from jass_slate.games.schieber.file.session import create
    from jass_slate.games.schieber.table.new_session import NEW_WORDS

    names = [f"{seats[0]} & {seats[2]}", f"{seats[1]} & {seats[3]}"]
    teams = make_teams(names, list(seats), seats[0], NEW_WORDS)
    check_player_names(players_named(teams))
    create(path, _rules(rules, hands), teams, False, part)


def table_seats(path: Path) -> tuple[str, ...]:
    """The seats as played: after the renames the file records."""
    from jass_slate.games.schieber.file.session import load

    return load(path).as_played().teams.seats or ()
