"""`play` of a Mittlere: each player's card points, asked hand by hand."""

from __future__ import annotations

import typer

from jass_slate.games.mittlere.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import play_board
from jass_slate.shell.common import family, refusals

commands = family()


@commands.command(name="play", help=_(
    "Score the evening interactively: each player's card points (the last takes the "
    "rest), or void, or match PLAYER, hand by hand.\n\nEach answer is written at once. At "
    "any question: undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    play_board(ctx, GAME, board_drawing)
