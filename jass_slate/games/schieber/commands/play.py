"""`jass-slate play`: the interactive evening, wired to the plain commands' recorder."""

from __future__ import annotations

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import draw, family, refusals, session_path
from jass_slate.shell.prompt import ask_line, say_wrapped, until_interrupted

commands = family()


@commands.command(name="play", help=_(
    "Score the evening interactively: contract, Weis, Stöck, trick points, hand by hand."
    "\n\nEach answer is written at once; `play` picks up an open hand after a crash or "
    "Ctrl-C. At any question: claim, undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    from jass_slate.games.schieber.file.memo import SessionMemo
    from jass_slate.games.schieber.scoring.slate import Slate
    from jass_slate.games.schieber.table.play import Build, Table
    from jass_slate.games.schieber.table.recording import record

    path = session_path(ctx)
    memo = SessionMemo()  # the session between answers, checked against the file

    def write(build: Build, dry_run: bool) -> Slate:
        return record(path, build, dry_run, memo)

    def show(scorer: Slate) -> None:
        from jass_slate.games.schieber.render.show import render_show

        draw(render_show(scorer))

    table = Table(ask=ask_line, say=say_wrapped, record=write, load=lambda: memo.load(path),
                  show=show, changed=lambda: memo.changed(path))
    until_interrupted(table.run)
