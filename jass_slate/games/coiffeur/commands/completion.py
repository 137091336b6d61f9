"""Completion of a Coiffeur's TEAM: `--by TEAM` and `--points TEAM=N`, read from the head of the
session file when there is one."""

from __future__ import annotations

from typing import Any

import typer

from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.shell.completion import game_setup, offered, said_equal


def coiffeur_team_choices(setup: Any) -> list[tuple[str, str]]:
    """A Coiffeur's TEAM (games/coiffeur/table/cells.py: team_of): its number, its name or a
    player."""
    from jass_slate.language.i18n import _

    if setup is None:
        return [(str(n), _("team {number}").format(number=n)) for n in (1, 2)]
    teams = list(enumerate(setup.teams, start=1))
    return [*((str(number), team.name) for number, team in teams),
            *((team.name, _("team {number}").format(number=number)) for number, team in teams),
            *((player, team.name) for _number, team in teams for player in team.players)]


def complete_coiffeur_team(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Coiffeur's `--by TEAM`."""
    return offered(lambda: coiffeur_team_choices(game_setup(ctx, COIFFEUR)), incomplete)


def complete_cell_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Coiffeur's `--points [TEAM=]N`: each TEAM with its `=`."""
    return offered(lambda: said_equal(coiffeur_team_choices(game_setup(ctx, COIFFEUR))),
                    incomplete)
