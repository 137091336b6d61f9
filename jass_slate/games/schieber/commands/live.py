"""The slate in view while others record: `watch` in the terminal, `serve` on the phones."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import family, refusals
from jass_slate.shell.options import DEFAULT_PORT, LanOpt, PortOpt, WriteOpt
from jass_slate.shell.watch import Frame, slate_watch, watched

if TYPE_CHECKING:
    from pathlib import Path

    from rich.console import RenderableType

    from jass_slate.games.schieber.render.slate import SlateLook
    from jass_slate.render.mark_styles import MarkStyle

commands = family()


def frame(path: Path, look: SlateLook) -> RenderableType:
    """The slate as the file says now, or why it cannot be read (watch keeps waiting)."""

    def drawing(path: Path) -> RenderableType:
        from jass_slate.games.schieber.file.session import load
        from jass_slate.games.schieber.render.show import render_show

        return render_show(load(path).scorer, look)

    return watched(path, look.ascii, drawing)


def slate_frames(facing: bool, ascii_: bool, styles: frozenset[MarkStyle]) -> Frame:
    from jass_slate.games.schieber.render.slate import SlateLook

    look = SlateLook(facing=facing, ascii=ascii_, styles=styles)
    return lambda path: frame(path, look)


slate_watch(commands, slate_frames)


@commands.command(name="serve", help=_(
    "Serve the slate, the history and the score race as a live, read-only web page that "
    "updates by itself when a hand is recorded.\n\n"
    "Without --lan only this computer can open it; with --lan the phones around the table "
    "can, through the printed address (or its QR code) with its access token.\n\n"
    "Example: jass-slate serve --lan"))
@refusals
def serve(ctx: typer.Context, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False,
          write: WriteOpt = False) -> None:
    from jass_slate.shell.serve import serve as live_page

    live_page(ctx, port, lan, write)
