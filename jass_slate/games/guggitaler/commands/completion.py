"""Completion of a Guggitaler's players: `hand PLAYER=N` and `domino P1,P2,...`, read
from the head of the session file when there is one."""

from __future__ import annotations

import typer

from jass_slate.games.guggitaler.file.game_file import GUGGITALER
from jass_slate.shell.completion import game_setup, offered, said_equal


def guggitaler_players(ctx: typer.Context | None) -> list[tuple[str, str]]:
    setup = game_setup(ctx, GUGGITALER)
    return [] if setup is None else [(player, "") for player in setup.players]


def complete_players(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`domino P1,P2,...`: each player."""
    return offered(lambda: guggitaler_players(ctx), incomplete)


def complete_words(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`hand PLAYER=N`: each player with its `=`."""
    return offered(lambda: said_equal(guggitaler_players(ctx)), incomplete)
