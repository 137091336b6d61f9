"""What the commands of every game share: a family of commands, the session path,
printing, and the one table from kinds of error to CLI.md's exit codes.

Each game's commands live in families (modules of games/NAME/commands/);
`jass_slate.cli.lazy` imports a family only when one of its commands runs. Heavy imports
(rich, json) happen inside the functions that draw or print JSON.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, ParamSpec, TypeVar

import typer

from jass_slate.core.errors import JassError, SessionFileError, WriteError
from jass_slate.file.path import DEFAULT_FILE
from jass_slate.file.written import written
from jass_slate.language.i18n import _
from jass_slate.report.visible import visible, writable

if TYPE_CHECKING:
    from rich.console import RenderableType

P = ParamSpec("P")
R = TypeVar("R")

CONTEXT = {"help_option_names": ["--help", "-h"]}


def family() -> typer.Typer:
    """The app of one family of commands, which the lazy group takes its commands from."""
    return typer.Typer(add_completion=False, pretty_exceptions_enable=False,
                       rich_markup_mode=None, context_settings=CONTEXT)


def session_path(ctx: typer.Context) -> Path:
    path = ctx.find_root().obj
    return path if isinstance(path, Path) else Path(DEFAULT_FILE)


# --- errors and exit codes -------------------------------------------------------------

# How each kind of error ends a command (CLI.md): the first kind that matches.
EXIT_CODES: tuple[tuple[type[JassError], int], ...] = (
    (SessionFileError, 3), (WriteError, 3), (JassError, 1))


def exit_code(error: JassError) -> int:
    """The exit code CLI.md gives for this kind of error."""
    return next(code for kind, code in EXIT_CODES if isinstance(error, kind))


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush meets no closed pipe."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def refusals(command: Callable[P, R]) -> Callable[P, R]:
    """Turn the core's errors into one line on stderr and CLI.md's exit code."""

    @functools.wraps(command)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        written.clear()
        try:
            result = command(*args, **kwargs)
            sys.stdout.flush()
        except BrokenPipeError:  # `history | head`: the reader has seen enough
            _silence_stdout()
            raise typer.Exit(0) from None
        except JassError as error:
            tell(str(error))
            raise typer.Exit(exit_code(error)) from None
        except (OSError, ImportError) as error:  # the last net: printing, a late import, ...
            raise typer.Exit(_late_failure(error)) from None
        finally:
            for note in written.notes:
                tell(note)
        return result

    return wrapper


def _late_failure(error: OSError | ImportError) -> int:
    """Say what failed outside the store, and whether the change is written: exit 0 if it is
    (a retry would record it twice; docs/session-file.md, "Your score is safe"), else 3."""
    if isinstance(error, ImportError):
        reason = _("cannot load a part of jass-slate ({reason})").format(reason=error)
    else:
        reason = error.strerror or str(error)
        if error.filename:
            reason = _("{file}: {reason}").format(file=error.filename, reason=reason)
    if written.paths:
        with contextlib.suppress(OSError, ValueError):  # no real stdout under a test runner
            _silence_stdout()  # the interpreter's last flush would fail again
        tell(_("{path}: the change IS written, but then this failed: {reason}; run "
               "`jass-slate show` to see it").format(path=written.paths[-1],
                                                     reason=reason))
        return 0
    tell(_("{reason}; nothing was written").format(reason=reason) if isinstance(
        error, ImportError) else reason)
    return 3


def usage_error(ctx: typer.Context, message: str) -> NoReturn:
    """Refuse what was typed as a usage error (exit 2), in Click's own frame: the usage
    line, where to find help, then `message`. Nothing is read or written."""
    from jass_slate.shell.click_words import SpokenUsageError
    from jass_slate.shell.typer_private import UsageError

    raise SpokenUsageError(UsageError(message, ctx))


# --- printing --------------------------------------------------------------------------


def tell(text: str) -> None:
    """One line on stderr, as `jass-slate: ...`."""
    with contextlib.suppress(OSError):
        typer.echo(visible("jass-slate: " + " ".join(text.split())), err=True)


def print_json(data: Any) -> None:
    from jass_slate.report import jsonout

    jsonout.write_indented(data, sys.stdout)


def draw(renderable: RenderableType) -> None:
    from rich.console import Console

    from jass_slate.render.shown import Shown

    Console().print(Shown(renderable))


def say(text: str) -> None:
    """Print a message; the names in it are shown as text (jass_slate.report.visible), and a file
    name that is not UTF-8 is shown escaped (`\\udc80`), not a crash."""
    text = visible(text, lines=True)
    if not writable(text):
        text = text.encode("utf-8", "backslashreplace").decode()
    typer.echo(text)


def not_to_the_terminal(output: Path | None) -> None:
    """A picture (PNG) goes to a file or a pipe: refused where it would go to a terminal."""
    if output is None and sys.stdout.isatty():
        from jass_slate.core.errors import InputError

        raise InputError(_("a PNG is a picture, not text for the terminal: use -o FILE or a "
                           "pipe"))


def deliver(chunks: Iterable[str] | bytes, output: Path | None, force: bool,
            sources: Sequence[Path]) -> None:
    """An export of any game: to stdout as it is made (a picture as bytes), or to
    `output` in one step, never over a session file or a file it was made from."""
    if output is None:
        if isinstance(chunks, bytes):
            sys.stdout.flush()
            sys.stdout.buffer.write(chunks)
        else:
            sys.stdout.writelines(chunks)  # a hand a line, as it is made
        return
    from jass_slate.file.export import write_export

    whole = chunks if isinstance(chunks, bytes) else "".join(chunks)
    write_export(output, whole, force, sources)  # in one step: made whole
    say(_("Wrote {file}.").format(file=output))
