"""Click's lazy loading of subcommands, fed by the registry: each command's module is
imported when it runs.

The group knows every command of the session file's game by name (help, typos and
completion see them all) and imports the family module that holds a command only when
that command is wanted ("Lazily Loading Subcommands" in Click's documentation). A file
runs the commands of its game (the registry's: jass_slate/games) and those of every game
(cli's own), and refuses the commands of the other games in one line.
"""

from __future__ import annotations

import importlib
import os
from difflib import get_close_matches
from types import ModuleType
from typing import Any

import typer
import typer.main

from jass_slate.games import FIRST, GAMES, JassGame, find_game, played_by
from jass_slate.shell.click_words import SpokenGroup, speak
from jass_slate.shell.common import family
from jass_slate.shell.typer_private import UsageError, coerce_plain_values

coerce_plain_values()  # the typed values without pydantic (shell/typer_private.py)

# The commands of every game, and the module of jass_slate each lives in (cli/commands/).
EVERY_GAME = {"new": "cli.commands.files", "check": "cli.commands.check",
              "demo": "cli.commands.files", "migrate": "cli.commands.files",
              "stats": "cli.commands.stats", "settle": "cli.commands.settle",
              "players": "cli.commands.players", "tournament": "cli.commands.tournament"}
# The order help lists the commands in, whatever the game; a game's command not here
# comes after them, in the order its package lists it.
ORDER = ("new", "hand", "start", "weis", "stoeck", "tricks", "trick", "claim", "show",
         "history", "rules", "undo", "fix", "correct", "rename", "export", "check", "demo",
         "play", "migrate", "weis-check", "count", "stats", "settle", "players", "tournament",
         "watch", "serve")


def commands_of(game: JassGame) -> dict[str, str]:
    """The commands a session file of `game` takes, as help lists them, each with the
    module of jass_slate it lives in."""
    own = {name: game.command_module(name) for name in game.commands}
    every = {**EVERY_GAME, **own}
    return {name: every[name] for name in [*ORDER, *own] if name in every}


def game_commands(game: str) -> list[str]:
    """The names of the commands a session file of the game named `game` takes."""
    return list(commands_of(find_game(game)))


def played(ctx: Any) -> JassGame:
    """The game of the session file the command is run on (the first game without a
    context)."""
    if ctx is None:
        return FIRST
    if "game" not in ctx.meta:
        from jass_slate.file.path import session_path

        given = ctx.find_root().params.get("file")
        ctx.meta["game"] = played_by(session_path(given, os.environ))
    game: JassGame = ctx.meta["game"]
    return game


def command_for(game: JassGame, name: str) -> Any:
    """The command `name` in a session of `game`: its own, or one that refuses it."""
    module = commands_of(game).get(name)
    if module is not None:
        return family_command(module, name)
    known = any(name in other.commands for other in GAMES)
    return refusal(name, game) if known else None  # a typo: Click's "did you mean"


def refusal(name: str, game: JassGame) -> Any:
    """A command that refuses `name` in a session of `game` whatever was typed after it
    (exit 1, one line, nothing read or written): it is not a command of that game. Built as
    Typer's own command class, whose Click the installed Typer carries (issue 28: the wheel
    installs no `click` of its own)."""
    from typer.core import TyperCommand

    from jass_slate.core.errors import RuleError, message
    from jass_slate.language.i18n import N_, _
    from jass_slate.shell.common import refusals

    @refusals
    def refuse() -> None:
        raise RuleError(message(
            N_("`{command}` is not a command of {game}, the game this session holds; its "
               "commands are {commands}"),
            command=name, game=game.label, commands=", ".join(commands_of(game))))

    # No parameters: every word typed after the name is an extra word, taken and ignored.
    return TyperCommand(
        name, callback=refuse, params=[],
        help=_("Not a command of the {game} game this session holds.").format(
            game=game.label),
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                          "help_option_names": []})


def family_module(module: str) -> ModuleType:
    """A family of commands, by its module under jass_slate: cli's own (cli/commands/), or
    a game's (games/NAME/commands/)."""
    place, _, family = module.rpartition(".")
    if place == "cli.commands":
        return importlib.import_module(f"jass_slate.cli.commands.{family}")
    game = place.removeprefix("games.").removesuffix(".commands")
    return importlib.import_module(f"jass_slate.games.{game}.commands.{family}")


def family_command(module_name: str, name: str) -> Any:
    """The click command `name` from its family module, in our words; only it is built."""
    commands: typer.Typer = family_module(module_name).commands
    chosen = family()  # every family command is registered with its name
    chosen.registered_commands = [c for c in commands.registered_commands if c.name == name]
    if not chosen.registered_commands:
        return family_group(commands, name)
    speak(chosen)
    return typer.main.get_command(chosen)  # one command and no callback: the command itself


def family_group(commands: typer.Typer, name: str) -> Any:
    """A family's group of commands `name` (`tournament new|check|…`), in our words."""
    found = [info for info in commands.registered_groups
             if info.name == name and info.typer_instance is not None]
    if not found:
        return None
    assert found[0].typer_instance is not None
    speak(found[0].typer_instance)
    group = typer.main.get_group(found[0].typer_instance)
    group.name, group.help = name, found[0].help if isinstance(found[0].help, str) else None
    return group


class LazyGroup(SpokenGroup):
    """The jass-slate group: every command's name, and its module once it is run."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        # A TAB: the completion scripts set _JASS_SLATE_COMPLETE (_JASS_COMPLETE for `jass`).
        if any(name.endswith("_COMPLETE") for name in os.environ):
            from jass_slate.shell.tab_quoting import quote_for_shells

            quote_for_shells()  # after Typer put its classes in place, before they answer
        return super().main(*args, **kwargs)

    def list_commands(self, ctx: Any) -> list[str]:
        names = commands_of(played(ctx))
        return [*super().list_commands(ctx), *(n for n in names if n not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        found = super().get_command(ctx, cmd_name)
        if found is None:
            found = command_for(played(ctx), cmd_name)
            if found is not None:
                self.commands[cmd_name] = found  # asked once per process
        return found

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except UsageError as error:  # a typo: suggest from every command, loaded or not
            if args and error.message.startswith("No such command"):
                said = error.message.split(". Did you mean")[0].rstrip(".")
                matches = get_close_matches(args[0], self.list_commands(ctx))
                error.message = said + "." if not matches else \
                    f"{said}. Did you mean {', '.join(repr(m) for m in matches)}?"
            raise
