"""`check`, in every game: a (possibly hand-edited) session file's problems, each with its
place, found by the game the file holds."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from jass_slate.language.i18n import _
from jass_slate.report.visible import visible
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

commands = family()


@commands.command(name="check", help=_(
    "Check a (possibly hand-edited) session file; exit 0 if sound, 3 if not.\n\n"
    "Example: jass-slate check jass.toml"))
@refusals
def check(
    ctx: typer.Context,
    file: Annotated[Path | None, typer.Argument(metavar="FILE", help=_(
        "The file to check (default: the session file)."))] = None,
    json_out: JsonOpt = False,
) -> None:
    from jass_slate.file.check import check_file
    from jass_slate.games import find_game

    path = file or session_path(ctx)
    problems = check_file(path, lambda game: find_game(game).hooks.problems)
    if json_out:  # JSON is the same in every language: English
        beside = {} if problems.snapshot == "none" else {"snapshot": problems.snapshot}
        notes = {"notes": [note.english() for note in problems.notes]} if problems.notes \
            else {}
        print_json({"file": str(path), "sound": not problems,
                    "problems": [problem.english() for problem in problems], **beside,
                    **notes})
    for told in (*problems, *problems.notes):
        typer.echo(visible(f"jass-slate: {told}"), err=True)
    if problems:
        raise typer.Exit(3)
    if not json_out:
        say(_("{file}: sound.").format(file=path))
