"""Completion of a board's `PLAYER=N` words, read from the head of the session file when
there is one."""

from __future__ import annotations

import typer

from jass_slate.games.board.file.game_file import BOARD
from jass_slate.shell.completion import game_setup, offered, said_equal


def board_players(ctx: typer.Context | None) -> list[tuple[str, str]]:
    setup = game_setup(ctx, BOARD)
    return [] if setup is None else [(player, "") for player in setup.players]


def complete_player_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A board's `PLAYER=N`: each player with its `=`."""
    return offered(lambda: said_equal(board_players(ctx)), incomplete)
