"""The words a scorer's keypad sends (`serve --write`), run as the CLI runs them: the same
app, the same grammar, the same table layer under the same lock of the session file.

One command runs at a time in a server (its printing is the process's stdout and stderr,
taken for the answer); commands of other processes on the same file wait for it at the
file's lock as they wait for each other.
"""

from __future__ import annotations

import contextlib
import io
import threading
from pathlib import Path
from typing import Any

import typer

from jass_slate.shell.recording import Ran
from jass_slate.shell.typer_private import click_class

ONE_AT_A_TIME = threading.Lock()
CLICK_ERROR: Any = click_class(typer.BadParameter, "ClickException")  # usage errors


def run_words(app: typer.Typer, path: Path, words: list[str]) -> Ran:
    """`jass-slate --file PATH WORDS...` of the app in this process, its output taken."""
    command = typer.main.get_command(app)
    out, err = io.StringIO(), io.StringIO()
    with ONE_AT_A_TIME, contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            ended = command.main(["--file", str(path), *words], prog_name="jass-slate",
                                 standalone_mode=False)
            code = ended if isinstance(ended, int) else 0
        except typer.Exit as stop:
            code = stop.exit_code
        except CLICK_ERROR as error:
            err.write(f"jass-slate: {error.format_message()}\n")
            code = error.exit_code
        except typer.Abort:
            code = 1
        except SystemExit as stop:  # a command that ends the process its own way
            code = stop.code if isinstance(stop.code, int) else 1
    return Ran(code, out.getvalue(), err.getvalue())
