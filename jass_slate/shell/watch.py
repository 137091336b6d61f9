"""`watch`: the slate full-screen, redrawn whenever the session file changes.

Only typer is imported at start-up; rich and the renderers when it draws.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.schieber.commands.options import slate_look
from jass_slate.language.i18n import _
from jass_slate.shell.common import family, refusals, session_path
from jass_slate.shell.options import AsciiOpt, FacingOpt, StyleOpt

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

    from jass_slate.games.schieber.render.slate import SlateLook

Stamp = tuple[int, int, int] | None


def file_stamp(path: Path) -> Stamp:
    """What changes whenever the session file is rewritten (it is replaced, never edited)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_size, stat.st_ino)


def frame(path: Path, look: SlateLook) -> RenderableType:
    """The slate as the file says now, or why it cannot be read (watch keeps waiting)."""
    from rich.console import Group
    from rich.text import Text

    from jass_slate.core.errors import JassError
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.render.show import render_show
    from jass_slate.render.shown import Shown
    from jass_slate.report.visible import ascii_text, visible

    said = _("Watching {path} · redrawn when it changes · Ctrl-C stops").format(path=path)
    said = visible(said)  # a path is text too; rich's Text would drop a BEL from it
    status = Text(ascii_text(said) if look.ascii else said, style="dim")
    try:
        drawn = _coiffeur_frame(path, look) or render_show(load(path).scorer, look)
    except JassError as error:
        reason = visible(f"jass-slate: {' '.join(str(error).split())}")
        return Shown(Group(Text(reason), Text(""), status))
    return Shown(Group(drawn, Text(""), status))


def _coiffeur_frame(path: Path, look: SlateLook) -> RenderableType | None:
    """The Coiffeur slate, when the file holds a Coiffeur (None: it does not)."""
    from jass_slate.file.path import peek_game

    if peek_game(path) != "coiffeur":
        return None
    from jass_slate.games.coiffeur.commands.cells import board_drawing, load_board

    board = load_board(path).board
    return board_drawing(board, None, None, look.ascii)  # type: ignore[return-value]


def frames(path: Path, look: SlateLook, sleep: Callable[[float], None] = time.sleep,
           interval: float = 1.0, polls: int | None = None,
           draw: Callable[[Path, SlateLook], RenderableType] | None = None
           ) -> Iterator[RenderableType]:
    """A frame now and one after every change of the file; stops after `polls` waits.
    `draw` makes a frame of another game's file (default: the Schieber slate's)."""
    draw = draw or frame
    seen: Stamp | bool = False  # never a stamp, so the first look draws
    waited = 0
    while True:
        stamp = file_stamp(path)
        if stamp != seen:
            seen = stamp
            yield draw(path, look)
        if polls is not None and waited >= polls:
            return
        sleep(interval)
        waited += 1


def run_watch(path: Path, look: SlateLook, console: Console,
              sleep: Callable[[float], None] = time.sleep, interval: float = 1.0,
              polls: int | None = None,
              draw: Callable[[Path, SlateLook], RenderableType] | None = None) -> None:
    """Show the frames full-screen on a terminal (one after another elsewhere) until Ctrl-C."""
    from rich.live import Live

    shown = frames(path, look, sleep, interval, polls, draw)
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


def watch(
    ctx: typer.Context,
    facing: FacingOpt = False,
    ascii_: AsciiOpt = False,
    style: StyleOpt = None,
    interval: Annotated[float, typer.Option(
        min=0.1, metavar="SECONDS", help=_("Seconds between looks at the session file."))] = 1.0,
) -> None:
    """Keep the slate in view: full-screen, redrawn whenever the session file changes.

    Another terminal or device records the hands; watch only reads the file. Ctrl-C stops.

    Example: jass-slate watch --facing
    """
    from rich.console import Console

    look = slate_look(facing, ascii_, style)
    run_watch(session_path(ctx), look, Console(), sleep=lambda s: pause(s), interval=interval)


commands = family()
commands.command(name="watch", help=_(
    "Keep the slate in view: full-screen, redrawn whenever the session file changes.\n\n"
    "Another terminal or device records the hands; watch only reads the file. Ctrl-C stops.\n\n"
    "Example: jass-slate watch --facing"))(refusals(watch))
