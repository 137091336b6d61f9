"""`play` of a bidding game: each hand asked as at the table (table/play.py)."""

from __future__ import annotations

import typer

from jass_slate.games.bidding.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import play_board
from jass_slate.shell.common import family, refusals

commands = family()


@commands.command(name="play", help=_(
    "Score the evening interactively, hand by hand: the contract, who won the bidding and "
    "with what bid, the card points the bidders took (and a double, Weis and Stöck where "
    "the rules write them).\n\nEach hand is written with its last answer. At any "
    "question: undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    play_board(ctx, GAME, board_drawing)
