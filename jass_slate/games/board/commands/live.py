"""A board in view while others record: `watch` and `serve`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.games.board.commands.board_game import board_drawing, load_board
from jass_slate.language.i18n import _
from jass_slate.shell.common import family, refusals
from jass_slate.shell.options import DEFAULT_PORT, AsciiOpt, LanOpt, PortOpt
from jass_slate.shell.watch import IntervalOpt, watch_file, watched

if TYPE_CHECKING:
    from rich.console import RenderableType

commands = family()


def board_frame(path: Path, ascii_: bool) -> RenderableType:
    """`watch`'s frame of a board: the board as the file says now, or why it cannot
    be read (watch keeps waiting)."""

    def drawing(path: Path) -> RenderableType:
        return board_drawing(load_board(path), ascii_)

    return watched(path, ascii_, drawing)


@commands.command(name="watch", help=_(
    "Keep the board in view: full-screen, redrawn whenever the session file changes.\n\n"
    "Another terminal or device records the hands; watch only reads the file. Ctrl-C stops."
    "\n\nExample: jass-slate watch"))
@refusals
def watch(ctx: typer.Context, ascii_: AsciiOpt = False, interval: IntervalOpt = 1.0) -> None:
    watch_file(ctx, lambda path: board_frame(path, ascii_), interval)


@commands.command(name="serve", help=_(
    "Serve the board, the totals and the hands as a live, read-only web page that updates "
    "by itself when a hand is recorded.\n\n"
    "Without --lan only this computer can open it; with --lan the phones around the table "
    "can, through the printed address (or its QR code) with its access token.\n\n"
    "Example: jass-slate serve --lan"))
@refusals
def serve(ctx: typer.Context, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False) -> None:
    from jass_slate.shell.serve import serve as live_page

    live_page(ctx, port, lan)
