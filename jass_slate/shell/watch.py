"""`watch` in every game: its slate full-screen, redrawn whenever the session file changes.

A game gives the drawing of its file (a `Frame`); the loop, the status line under the
drawing and what a file that cannot be read shows are the same in every game, and so is
`watch` itself where a game draws a slate (`slate_watch`: --facing, --ascii, --style).
Only typer is imported at start-up; rich and the renderers when it draws.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import refusals, session_path
from jass_slate.shell.options import AsciiOpt, FacingOpt, StyleOpt

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

    from jass_slate.render.mark_styles import MarkStyle

Stamp = tuple[int, int, int] | None
Frame = Callable[[Path], "RenderableType"]  # what watch shows of the file now


def file_stamp(path: Path) -> Stamp:
    """What changes whenever the session file is rewritten (it is replaced, never edited)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_size, stat.st_ino)


def watched(path: Path, ascii_: bool, drawing: Frame) -> RenderableType:
    """A frame: the game's drawing of the file as it is now, or why it cannot be read
    (watch keeps waiting), and under it what is watched."""
    from rich.console import Group
    from rich.text import Text

    from jass_slate.core.errors import JassError
    from jass_slate.render.shown import Shown
    from jass_slate.report.visible import ascii_text, visible

    said = _("Watching {path} · redrawn when it changes · Ctrl-C stops").format(path=path)
    said = visible(said)  # a path is text too; rich's Text would drop a BEL from it
    status = Text(ascii_text(said) if ascii_ else said, style="dim")
    try:
        drawn = drawing(path)
    except JassError as error:
        reason = visible(f"jass-slate: {' '.join(str(error).split())}")
        return Shown(Group(Text(reason), Text(""), status))
    return Shown(Group(drawn, Text(""), status))


def frames(path: Path, draw: Frame, sleep: Callable[[float], None] = time.sleep,
           interval: float = 1.0, polls: int | None = None) -> Iterator[RenderableType]:
    """A frame now and one after every change of the file; stops after `polls` waits."""
    seen: Stamp | bool = False  # never a stamp, so the first look draws
    waited = 0
    while True:
        stamp = file_stamp(path)
        if stamp != seen:
            seen = stamp
            yield draw(path)
        if polls is not None and waited >= polls:
            return
        sleep(interval)
        waited += 1


def run_watch(path: Path, draw: Frame, console: Console,
              sleep: Callable[[float], None] = time.sleep, interval: float = 1.0,
              polls: int | None = None) -> None:
    """Show the frames full-screen on a terminal (one after another elsewhere) until Ctrl-C."""
    from rich.live import Live

    shown = frames(path, draw, sleep, interval, polls)
    try:
        if console.is_terminal:
            # refreshed twice a second as well, so a resized terminal gets the right layout
            with Live(console=console, screen=True, refresh_per_second=2) as live:
                for drawn in shown:
                    live.update(drawn, refresh=True)
        else:
            for index, drawn in enumerate(shown):
                if index:
                    console.rule(style="dim")
                console.print(drawn)
    except KeyboardInterrupt:
        pass


def pause(seconds: float) -> None:
    """Wait between looks at the file (a seam for tests)."""
    time.sleep(seconds)


def watch_file(ctx: typer.Context, draw: Frame, interval: float) -> None:
    """`watch` of the session file, drawn by `draw`, until Ctrl-C."""
    from rich.console import Console

    run_watch(session_path(ctx), draw, Console(), sleep=lambda s: pause(s), interval=interval)


IntervalOpt = Annotated[float, typer.Option(
    min=0.1, metavar="SECONDS", help=_("Seconds between looks at the session file."))]
# A game whose slate `watch` draws: the frame for --facing, --ascii and the --style chosen.
SlateFrames = Callable[[bool, bool, "frozenset[MarkStyle]"], Frame]


def slate_watch(commands: typer.Typer, frame_of: SlateFrames) -> None:
    """Give a game's family of commands `watch` of its slate, drawn by `frame_of`."""

    def watch(ctx: typer.Context, facing: FacingOpt = False, ascii_: AsciiOpt = False,
              style: StyleOpt = None, interval: IntervalOpt = 1.0) -> None:
        from jass_slate.render.mark_styles import parse_styles

        styles = parse_styles(style or [])  # an unknown style is refused before a look
        watch_file(ctx, frame_of(facing, ascii_, styles), interval)

    commands.command(name="watch", help=_(
        "Keep the slate in view: full-screen, redrawn whenever the session file changes.\n\n"
        "Another terminal or device records the hands; watch only reads the file. Ctrl-C "
        "stops.\n\nExample: jass-slate watch --facing"))(refusals(watch))
