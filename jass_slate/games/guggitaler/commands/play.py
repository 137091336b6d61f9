"""`play` of a Guggitaler: each hand's counts, then the domino's finishing order, asked
part by part."""

from __future__ import annotations

import typer

from jass_slate.games.guggitaler.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import play_board
from jass_slate.shell.common import family, refusals

commands = family()


@commands.command(name="play", help=_(
    "Score the series interactively: what each player took in each hand, then who went "
    "out first in the domino.\n\nEach hand is written once it is whole; `play` picks up "
    "where the file stands. At any question: undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    play_board(ctx, GAME, board_drawing)
