"""`play` of a board: each player's number, asked hand by hand."""

from __future__ import annotations

import typer

from jass_slate.games.board.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import play_board
from jass_slate.shell.common import family, refusals

commands = family()


@commands.command(name="play", help=_(
    "Score the evening interactively: each player's number, hand by hand (where every "
    "hand writes a fixed total, the last player takes the rest).\n\nEach hand is written "
    "at once. At any question: undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    play_board(ctx, GAME, board_drawing)
