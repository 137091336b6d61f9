"""A board game's board in view while others record: `watch` and `serve` with one body
each; a game gives its frame and the help of its page, and its commands/live.py is a few
lines."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import family, refusals
from jass_slate.shell.options import DEFAULT_PORT, AsciiOpt, LanOpt, PortOpt, WriteOpt
from jass_slate.shell.watch import IntervalOpt, watch_file

if TYPE_CHECKING:
    from rich.console import RenderableType

WATCH_HELP = _(
    "Keep the board in view: full-screen, redrawn whenever the session file changes.\n\n"
    "Another terminal or device records the hands; watch only reads the file. Ctrl-C stops."
    "\n\nExample: jass-slate watch")


def live_commands(frame: Callable[[Path, bool], RenderableType],
                  serve_help: str) -> typer.Typer:
    """The family of `watch` (redrawing `frame(path, ascii_)`) and `serve` (the live page,
    and with --write the scorer's keypad)."""
    commands = family()

    @commands.command(name="watch", help=WATCH_HELP)
    @refusals
    def watch(ctx: typer.Context, ascii_: AsciiOpt = False,
              interval: IntervalOpt = 1.0) -> None:
        watch_file(ctx, lambda path: frame(path, ascii_), interval)

    @commands.command(name="serve", help=serve_help)
    @refusals
    def serve(ctx: typer.Context, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False,
              write: WriteOpt = False) -> None:
        from jass_slate.shell.serve import serve as live_page

        live_page(ctx, port, lan, write)

    return commands
