"""The Coiffeur's slate in view while others write: `watch` and `serve`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.file.game_file import load_game
from jass_slate.games.coiffeur.commands.board_game import board_drawing
from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.language.i18n import _
from jass_slate.shell.common import family, refusals
from jass_slate.shell.options import DEFAULT_PORT, LanOpt, PortOpt, WriteOpt
from jass_slate.shell.watch import Frame, slate_watch, watched

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.render.mark_styles import MarkStyle

commands = family()


def slate_frames(facing: bool, ascii_: bool, styles: frozenset[MarkStyle]) -> Frame:
    """`watch`'s frame of a Coiffeur: its slate, as `show` draws it by the rules (a Coiffeur
    slate has no Z to face the other way, nor marks to draw in a style)."""

    def drawing(path: Path) -> RenderableType:
        return board_drawing(load_game(path, COIFFEUR).board, ascii_=ascii_)

    return lambda path: watched(path, ascii_, drawing)


slate_watch(commands, slate_frames)


@commands.command(name="serve", help=_(
    "Serve the Coiffeur slate, the totals and the cells as a live, read-only web page that "
    "updates by itself when a cell is written.\n\n"
    "Without --lan only this computer can open it; with --lan the phones around the table "
    "can, through the printed address (or its QR code) with its access token.\n\n"
    "Example: jass-slate serve --lan"))
@refusals
def serve(ctx: typer.Context, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False,
          write: WriteOpt = False) -> None:
    from jass_slate.shell.serve import serve as live_page

    live_page(ctx, port, lan, write)
