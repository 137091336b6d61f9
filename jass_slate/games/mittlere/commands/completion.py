"""Completion of a Mittlere's players: `--match PLAYER`, `--middle PLAYER` and
`PLAYER=N`, read from the head of the session file when there is one."""

from __future__ import annotations

import typer

from jass_slate.games.mittlere.file.game_file import MITTLERE
from jass_slate.shell.completion import game_setup, offered, said_equal


def mittlere_players(ctx: typer.Context | None) -> list[tuple[str, str]]:
    setup = game_setup(ctx, MITTLERE)
    return [] if setup is None else [(player, "") for player in setup.players]


def complete_mittlere_player(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Mittlere's `--match PLAYER` and `--middle PLAYER`."""
    return offered(lambda: mittlere_players(ctx), incomplete)


def complete_player_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Mittlere's `PLAYER=N`: each player with its `=`."""
    return offered(lambda: said_equal(mittlere_players(ctx)), incomplete)
