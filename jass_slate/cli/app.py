"""The jass-slate app: the Typer root, its global options and the lazy group that holds
every command of every game (each loaded as it runs). For the console scripts, tests and
embedding; the scripts start at jass_slate.cli.main, which chooses the language first.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from jass_slate import games
from jass_slate.cli.lazy import LazyGroup
from jass_slate.cli.several import RegisteredGames
from jass_slate.file import path as paths
from jass_slate.file.path import FILE_VARIABLE
from jass_slate.language import i18n
from jass_slate.language.i18n import _
from jass_slate.shell.common import CONTEXT
from jass_slate.shell.completion import complete_language
from jass_slate.shell.every_game import KEY as EVERY_GAME

app = typer.Typer(
    name="jass-slate",
    help=_(games.APP_HELP) + "\n\n" + _(games.OTHER_GAMES_HELP).format(
        games=games.other_games()),
    cls=LazyGroup,
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings=CONTEXT,
)


def session_file(given: str | Path | None) -> Path:
    """The session file: the one given, else JASS_SLATE_FILE's, else ./jass.toml."""
    return paths.session_path(given, os.environ)


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
        typer.Option("--file", "-f", envvar=FILE_VARIABLE, metavar="FILE", is_eager=True,
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
    """The options before the command: the session file and the language."""
    if lang is not None:
        code = i18n.known_language(lang)
        if code is None:
            raise typer.BadParameter(_("say en, de, fr or it, not {lang!r}").format(lang=lang),
                                     param_hint="'--lang'")
        i18n.use(code)
    ctx.obj = session_file(file)
    ctx.meta[EVERY_GAME] = RegisteredGames(app)  # what a game's command asks of every game
