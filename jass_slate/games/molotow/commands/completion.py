"""Completion of a Molotow's players: `--stoeck PLAYER` and `PLAYER=N`, read from the
head of the session file when there is one."""

from __future__ import annotations

import typer

from jass_slate.games.molotow.file.game_file import MOLOTOW
from jass_slate.shell.completion import game_setup, offered, said_equal


def molotow_players(ctx: typer.Context | None) -> list[tuple[str, str]]:
    setup = game_setup(ctx, MOLOTOW)
    return [] if setup is None else [(player, "") for player in setup.players]


def complete_molotow_player(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Molotow's `--stoeck PLAYER`."""
    return offered(lambda: molotow_players(ctx), incomplete)


def complete_player_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Molotow's `PLAYER=N` and `--hand-weis PLAYER=V`: each player with its `=`."""
    return offered(lambda: said_equal(molotow_players(ctx)), incomplete)
