"""What the commands of the other games share: starting one (`new --game`) and refusing
a command that is not the session's game's.

Each game's commands live in their own family module (games/coiffeur/commands/cells.py,
games/differenzler/commands/hands.py); `jass_slate.cli.lazy` runs them for a file of that game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import typer

from jass_slate.core.errors import RuleError, message
from jass_slate.file.head import game_name
from jass_slate.language.i18n import N_, _
from jass_slate.shell.common import refusals


@dataclass(frozen=True)
class NewGame:
    """What `new` was told for a game other than Schieber; each game takes what it needs
    and refuses what does not fit it."""

    game: str
    path: Path
    teams: tuple[str, ...]
    players: str | None
    rows: str | None
    rules: str | None
    seats: str | None
    first_forehand: str | None
    force: bool


# The module of jass_slate whose `start(ctx, told)` begins a file of each game.
STARTS = {"coiffeur": "games.coiffeur.commands.cells",
          "differenzler": "games.differenzler.commands.hands"}


def start_game(ctx: typer.Context, told: NewGame) -> None:
    """Begin a session file of `told.game` and say so."""
    module = importlib.import_module(f"jass_slate.{STARTS[told.game]}")
    start: Callable[[typer.Context, NewGame], None] = module.start
    start(ctx, told)


def not_for(option: str, game: str) -> RuleError:
    """A refusal of an option of `new` that the game does not take."""
    return RuleError(message(N_("{option} is not for a {game} game"), option=option,
                             game=game_name(game)))


def refusal(name: str, game: str, commands: list[str]) -> Any:
    """A command that refuses `name` in a session of `game` whatever was typed after it
    (exit 1, one line, nothing read or written): it is not a command of that game. Built as
    Typer's own command class, whose Click the installed Typer carries (issue 28: the wheel
    installs no `click` of its own)."""
    from typer.core import TyperCommand

    @refusals
    def refuse() -> None:
        raise RuleError(message(
            N_("`{command}` is not a command of {game}, the game this session holds; its "
               "commands are {commands}"),
            command=name, game=game_name(game), commands=", ".join(commands)))

    # No parameters: every word typed after the name is an extra word, taken and ignored.
    return TyperCommand(
        name, callback=refuse, params=[],
        help=_("Not a command of the {game} game this session holds.").format(
            game=game_name(game)),
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                          "help_option_names": []})


def export_many(files: Sequence[Path], format_name: str, aliases: dict[str, str]
                ) -> Iterable[str]:
    """`export FILES` whatever the session's game: several session files, of any games,
    as one export. The Differenzler files are its own part (games/differenzler/commands/export.py),
    the rest is Schieber's, or a mix with Coiffeurs (games/coiffeur/commands/cells.py)."""
    from jass_slate.games.schieber.report.exports_many import check_many_format

    check_many_format(format_name)  # before a file is read, for every game
    differenzler = importlib.import_module("jass_slate.games.differenzler.commands.export")
    chunks: Iterable[str] | None = differenzler.mixed_export(
        files, format_name, aliases, lambda rest: _export_rest(rest, format_name, aliases))
    return _export_rest(list(files), format_name, aliases) if chunks is None else chunks


def _export_rest(files: list[Path], format_name: str, aliases: dict[str, str]
                 ) -> Iterable[str]:
    from jass_slate.file.path import peek_game

    if any(peek_game(f) == "coiffeur" for f in files):
        coiffeur = importlib.import_module("jass_slate.games.coiffeur.commands.cells")
        mixed: Iterable[str] = coiffeur.export_files(files, format_name, aliases)
        return mixed
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.report.exports_many import export_sessions

    return export_sessions([(str(f), load(f).scorer) for f in files], format_name, aliases)
