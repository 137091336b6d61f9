"""`jass-slate play`: the interactive evening, wired to the plain commands' recorder."""

from __future__ import annotations

import sys
from collections.abc import Callable

import typer

from jass_slate.cli.common import draw, family, refusals, say, session_path
from jass_slate.language.i18n import _
from jass_slate.report.shown import visible

commands = family()

INTERRUPTED = 130  # the shell's code for a program stopped by Ctrl-C


def ask_line(prompt: str) -> str:
    """Read one answer. In a terminal with line editing; from a pipe the answer is echoed,
    so a scripted evening reads like the one at the table."""
    prompt = visible(prompt)  # it may name a player
    if sys.stdin.isatty():
        import readline  # noqa: F401  (line editing and history for input())

        try:
            return input(prompt)
        except EOFError:  # Ctrl-D: what follows starts on a line of its own
            sys.stdout.write("\n")
            raise
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        sys.stdout.write("\n")
        raise EOFError
    answer = line.rstrip("\r\n")
    sys.stdout.write(answer + "\n")
    return answer


@commands.command(name="play", help=_(
    "Score the evening interactively: contract, Weis, Stöck, trick points, hand by hand."
    "\n\nEach answer is written at once; `play` picks up an open hand after a crash or "
    "Ctrl-C. At any question: claim, undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    from jass_slate.game.scorer import Scorer
    from jass_slate.session.memo import SessionMemo
    from jass_slate.table.play import Build, Table
    from jass_slate.table.recording import record

    path = session_path(ctx)
    memo = SessionMemo()  # the session between answers, checked against the file

    def write(build: Build, dry_run: bool) -> Scorer:
        return record(path, build, dry_run, memo)

    def show(scorer: Scorer) -> None:
        from jass_slate.render.show import render_show

        draw(render_show(scorer))

    table = Table(ask=ask_line, say=say, record=write, load=lambda: memo.load(path),
                  show=show, changed=lambda: memo.changed(path))
    until_interrupted(table.run)


def until_interrupted(run: Callable[[], object]) -> None:
    """Run a `play` of any game; Ctrl-C stops it with a word that nothing is lost (every
    answer is written when given) and CLI.md's exit code for an interrupted play."""
    try:
        run()
    except KeyboardInterrupt:
        typer.echo("\n" + _("Stopped: every answer given is written; `jass-slate play` "
                            "picks up where you were."), err=True)
        raise typer.Exit(INTERRUPTED) from None
