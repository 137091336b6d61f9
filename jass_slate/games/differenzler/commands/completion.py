"""Completion of a Differenzler's players: `--match PLAYER`, `--stoeck PLAYER` and
`--points PLAYER=N`, read from the head of the session file when there is one."""

from __future__ import annotations

import typer

from jass_slate.games.differenzler.file.game_file import DIFFERENZLER
from jass_slate.shell.completion import game_setup, offered, said_equal


def differenzler_players(ctx: typer.Context | None) -> list[tuple[str, str]]:
    setup = game_setup(ctx, DIFFERENZLER)
    return [] if setup is None else [(player, "") for player in setup.players]


def complete_differenzler_player(ctx: typer.Context, incomplete: str
                                 ) -> list[tuple[str, str]]:
    """A Differenzler's `--match PLAYER` and `--stoeck PLAYER`."""
    return offered(lambda: differenzler_players(ctx), incomplete)


def complete_player_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Differenzler's `--points PLAYER=N`: each player with its `=`."""
    return offered(lambda: said_equal(differenzler_players(ctx)), incomplete)
