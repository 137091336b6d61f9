"""`play` of a Molotow: the trump, each player's trick points, the Weis and the Stöck,
asked hand by hand."""

from __future__ import annotations

import typer

from jass_slate.games.molotow.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import play_board
from jass_slate.shell.common import family, refusals

commands = family()


@commands.command(name="play", help=_(
    "Score the evening interactively: the trump, each player's trick points (the last "
    "takes the rest), the Weis from a hand and on the table, the Stöck, hand by hand.\n\n"
    "Each hand is written once its last answer is in. At any question: undo, show, help, "
    "quit."))
@refusals
def play(ctx: typer.Context) -> None:
    play_board(ctx, GAME, board_drawing)
