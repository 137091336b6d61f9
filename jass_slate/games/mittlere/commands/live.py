"""The Mittlere's board in view while others record: `watch` and `serve`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.games.mittlere.commands.board_game import board_drawing, load_board
from jass_slate.language.i18n import _
from jass_slate.shell.board_live import live_commands
from jass_slate.shell.watch import watched

if TYPE_CHECKING:
    from rich.console import RenderableType


def board_frame(path: Path, ascii_: bool) -> RenderableType:
    """`watch`'s frame of a Mittlere: the board as the file says now, or why it cannot
    be read (watch keeps waiting)."""

    def drawing(path: Path) -> RenderableType:
        return board_drawing(load_board(path), ascii_)

    return watched(path, ascii_, drawing)


commands = live_commands(board_frame, _(
    "Serve the board, the totals and the hands as a live, read-only web page that updates "
    "by itself when a hand is recorded.\n\n"
    "Without --lan only this computer can open it; with --lan the phones around the table "
    "can, through the printed address (or its QR code) with its access token.\n\n"
    "Example: jass-slate serve --lan"))
