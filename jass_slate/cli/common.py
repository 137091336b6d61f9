"""What every command shares: the app, its global options, the session path, printing,
and the one table from kinds of error to CLI.md's exit codes.

The commands live in one module per family (record, look, files, play, watch, stats,
weis); `jass_slate.cli.lazy` imports a family only when one of its commands runs. Heavy
imports (rich, json) happen inside the functions that draw or print JSON.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, ParamSpec, TypeVar

import typer

from jass_slate.cli.completion import complete_language
from jass_slate.cli.lazy import CONTEXT, LazyGroup, family
from jass_slate.game.errors import JassError, SessionFileError, WriteError
from jass_slate.language import i18n
from jass_slate.language.i18n import _
from jass_slate.report.shown import visible, writable
from jass_slate.session import path as paths
from jass_slate.session.path import DEFAULT_FILE, FILE_VARIABLE
from jass_slate.session.written import written

if TYPE_CHECKING:
    from rich.console import RenderableType

__all__ = ["app", "family"]  # family: each command module makes its app with it

P = ParamSpec("P")
R = TypeVar("R")

def session_file(given: str | Path | None) -> Path:
    """The session file: the one given, else JASS_SLATE_FILE's, else ./jass.toml."""
    return paths.session_path(given, os.environ)


app = typer.Typer(
    name="jass-slate",
    help=_("Keep the score of a Schieber Jass table: the chalk slate, in your terminal.\n\n"
           "Start with `jass-slate new --team 'Anna & Beat' --team 'Cla & Dora'`, then record "
           "each hand with `jass-slate hand hearts --points 1=100`.")
    + "\n\n" + _("A Coiffeur or a Differenzler: `jass-slate new --game coiffeur ...` or "
                 "`--game differenzler ...`; the commands listed are those of the session "
                 "file's game."),
    cls=LazyGroup,
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings=CONTEXT,
)


def _say_version(given: bool) -> None:
    if given:
        from importlib.metadata import version

        typer.echo(f"jass-slate {version('jass-slate')}")
        raise typer.Exit(0)


@app.callback()
def main_options(
    ctx: typer.Context,
    file: Annotated[
        Path | None,
        typer.Option("--file", "-f", envvar=FILE_VARIABLE, metavar="FILE",
                     help=_("The session file (default: ./jass.toml)."), show_default=False),
    ] = None,
    lang: Annotated[
        str | None,
        typer.Option("--lang", metavar="LANG", autocompletion=complete_language,
                     help=_("Language: en, de, fr or it (default: JASS_SLATE_LANG, "
                            "then the system locale)."), show_default=False),
    ] = None,
    version: Annotated[bool, typer.Option(
        "--version", is_eager=True, callback=_say_version, show_default=False,
        help=_("Print the version and exit."))] = False,
) -> None:
    """Keep the score of a Schieber Jass table."""
    if lang is not None:
        code = i18n.known_language(lang)
        if code is None:
            raise typer.BadParameter(_("say en, de, fr or it, not {lang!r}").format(lang=lang),
                                     param_hint="'--lang'")
        i18n.use(code)
    ctx.obj = session_file(file)


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
    from jass_slate.cli.typer_private import UsageError
    from jass_slate.cli.words import SpokenUsageError

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
    """Print a message; the names in it are shown as text (jass_slate.report.shown), and a file
    name that is not UTF-8 is shown escaped (`\\udc80`), not a crash."""
    text = visible(text, lines=True)
    if not writable(text):
        text = text.encode("utf-8", "backslashreplace").decode()
    typer.echo(text)


def not_to_the_terminal(output: Path | None) -> None:
    """A picture (PNG) goes to a file or a pipe: refused where it would go to a terminal."""
    if output is None and sys.stdout.isatty():
        from jass_slate.game.errors import InputError

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
    from jass_slate.report.replies import wrote_sentence
    from jass_slate.session.export import write_export

    whole = chunks if isinstance(chunks, bytes) else "".join(chunks)
    write_export(output, whole, force, sources)  # in one step: made whole
    say(wrote_sentence(output))
