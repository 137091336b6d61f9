"""The terminal's side of every game's `play`: a question asked and its answer read (echoed
from a pipe), lines too long for the terminal broken between words, and Ctrl-C, which
stops `play` with a word that nothing is lost."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable

import typer

from jass_slate.language.i18n import _
from jass_slate.report.visible import visible
from jass_slate.shell.common import say

INTERRUPTED = 130  # the shell's code for a program stopped by Ctrl-C


ANSWER_ROOM = 12  # columns a question leaves on its last line for the answer


def terminal_width() -> int | None:
    """The width of the terminal the output goes to (COLUMNS first, as rich reads it);
    None for a pipe or a file, whose lines no terminal breaks."""
    if not sys.stdout.isatty():
        return None
    import shutil

    return shutil.get_terminal_size().columns


def wrapped(text: str, width: int | None) -> str:
    """`text` with each line longer than `width` broken between words: the lines after
    keep its indent, or go under the text of a list's entry (`  undo   take back ...`)."""
    if width is None:
        return text
    import textwrap

    lines = []
    for line in text.split("\n"):
        entry = LIST_ENTRY.match(line)
        hang = len(entry.group(0)) if entry and len(entry.group(0)) <= width // 2 \
            else len(line) - len(line.lstrip(" "))
        lines += textwrap.wrap(line, width, subsequent_indent=" " * hang,
                               break_long_words=False, break_on_hyphens=False) or [line]
    return "\n".join(lines)


LIST_ENTRY = re.compile(r" +\S.*?\S {2,}(?=\S)")  # an indented term, two spaces, its text


def say_wrapped(text: str) -> None:
    """`say` for `play`: a line too long for the terminal is broken between words."""
    say(wrapped(text, terminal_width()))


def ask_line(prompt: str) -> str:
    """Read one answer. In a terminal with line editing; from a pipe the answer is echoed,
    so a scripted evening reads like the one at the table. A question too long for the
    terminal is broken between words, its last line left for the answer."""
    prompt = visible(prompt)  # it may name a player
    width = terminal_width()
    if width is not None and len(prompt) > width - ANSWER_ROOM:
        lines = wrapped(prompt.rstrip(" "), width).split("\n")
        lines[-1:] = wrapped(lines[-1], max(width - ANSWER_ROOM, width // 2)).split("\n")
        sys.stdout.write("".join(f"{line}\n" for line in lines[:-1]))
        prompt = lines[-1] + prompt[len(prompt.rstrip(" ")):]
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


def ask_hidden(prompt: str) -> str:
    """A hidden answer (a call kept secret): not echoed in a terminal (getpass), nor
    written back from a pipe."""
    if sys.stdin.isatty():
        import getpass

        return getpass.getpass(visible(prompt))
    sys.stdout.write(visible(prompt) + "\n")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\r\n")


def until_interrupted(run: Callable[[], object]) -> None:
    """Run a `play` of any game; Ctrl-C stops it with a word that nothing is lost (every
    answer is written when given) and CLI.md's exit code for an interrupted play."""
    try:
        run()
    except KeyboardInterrupt:
        typer.echo("\n" + _("Stopped: every answer given is written; `jass-slate play` "
                            "picks up where you were."), err=True)
        raise typer.Exit(INTERRUPTED) from None
