"""What a tournament night asks of the Differenzler (shell/hooks.py: TournamentHooks):
each player alone at tables of four or three, drawn anew each round; a player's round is
his total difference, the lowest ranks first (games-2.md §8.2: tournaments of 32 hands)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.language.i18n import ngettext

if TYPE_CHECKING:
    from jass_slate.file.tournament_part import TournamentPart
    from jass_slate.games.differenzler.scoring.rules import DiffRules

partners = False
table_sizes = (4, 3)
default_rules = "tournament"


def _rules(rules: str, hands: int) -> DiffRules:
    from jass_slate.games.differenzler.table.hands import rules_for

    return replace(rules_for(rules), hands=hands, target=None)


def table_rules(rules: str, hands: int) -> str:
    chosen = _rules(rules, hands)
    return ngettext("Differenzler, {rules} rules: {hands} hand a round, the lowest total "
                    "ranks first", "Differenzler, {rules} rules: {hands} hands a round, the "
                    "lowest total ranks first", hands).format(rules=chosen.preset, hands=hands)


def start_table(path: Path, seats: Sequence[str], rules: str, hands: int,
                part: TournamentPart) -> None:
    from jass_slate.file.game_write import create_game
    from jass_slate.games.differenzler.file.game_file import DIFFERENZLER, DiffSetup
    from jass_slate.games.differenzler.scoring.rules import FEWEST_PLAYERS, MOST_PLAYERS
    from jass_slate.games.differenzler.scoring.said import check_names

    names = check_names(list(seats), FEWEST_PLAYERS, MOST_PLAYERS)
    create_game(path, DIFFERENZLER, DiffSetup(names, _rules(rules, hands)), False, part)


def table_seats(path: Path) -> tuple[str, ...]:
    from jass_slate.file.game_file import load_game
    from jass_slate.games.differenzler.file.game_file import DIFFERENZLER

    return load_game(path, DIFFERENZLER).setup.players
