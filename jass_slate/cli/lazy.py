"""Click's lazy loading of subcommands: each command's module is imported when it runs.

The group knows every command by name (help, typos and completion see them all) and
imports the family module that holds a command only when that command is wanted
("Lazily Loading Subcommands" in Click's documentation).
"""

from __future__ import annotations

import importlib
import os
from difflib import get_close_matches
from typing import Any

import typer
import typer.main

from jass_slate.shell.click_words import SpokenGroup, speak
from jass_slate.shell.common import family
from jass_slate.shell.typer_private import UsageError, coerce_plain_values

coerce_plain_values()  # the typed values without pydantic (shell/typer_private.py)

# Every command, in the order help lists them, and the module of jass_slate it lives in.
SCHIEBER = "games.schieber.commands."
COMMANDS = {
    "new": "cli.files",
    **dict.fromkeys(("hand", "start", "weis", "stoeck", "tricks", "trick", "claim"),
                    SCHIEBER + "record"),
    **dict.fromkeys(("show", "history", "rules"), SCHIEBER + "reading"),
    **dict.fromkeys(("undo", "fix", "correct", "rename"), SCHIEBER + "record"),
    "export": SCHIEBER + "reading", "check": SCHIEBER + "reading", "demo": "cli.files",
    "play": SCHIEBER + "play", "migrate": "cli.files", "weis-check": SCHIEBER + "weis",
    "count": SCHIEBER + "count", "stats": "cli.stats", "watch": SCHIEBER + "live",
    "serve": SCHIEBER + "live",
}


# The commands of the other games, by game, and the module of jass_slate each lives
# in: a file of that game runs these and the commands of every game, and refuses the rest.
GAME_COMMANDS: dict[str, dict[str, str]] = {
    "coiffeur": {**dict.fromkeys(("hand", "fix", "undo", "show", "history", "export",
                                  "play", "serve"), "games.coiffeur.commands.cells"),
                 "watch": "games.coiffeur.commands.cells",
                 "rules": "games.coiffeur.commands.rules"},
    "differenzler": dict.fromkeys(("call", "tricks", "hand", "fix", "undo", "show", "history",
                                   "rules", "watch", "serve", "play"),
                                  "games.differenzler.commands.hands")
    | {"export": "games.differenzler.commands.export"},
}
EVERY_GAME = ("new", "check", "demo", "migrate", "stats")
SCHIEBER_GAME = "schieber"


def game_commands(game: str) -> list[str]:
    """The commands a session file of `game` takes, as help lists them."""
    if game not in GAME_COMMANDS:
        return list(COMMANDS)
    own = GAME_COMMANDS[game]
    return [name for name in dict.fromkeys([*COMMANDS, *own])
            if name in own or name in EVERY_GAME]


def game_of(ctx: Any) -> str:
    """The game of the session file the command is run on (Schieber when it cannot tell:
    the command then reads the file and says what is wrong; and without a context)."""
    if ctx is None:
        return SCHIEBER_GAME
    if "game" not in ctx.meta:
        from jass_slate.file.path import peek_game, session_path

        given = ctx.find_root().params.get("file")
        ctx.meta["game"] = peek_game(session_path(given, os.environ)) or SCHIEBER_GAME
    return str(ctx.meta["game"])


def command_for(game: str, name: str) -> Any:
    """The command `name` in a session of `game`: its own, or one that refuses it."""
    own = GAME_COMMANDS.get(game)
    if own is not None and name not in EVERY_GAME:
        if name in own:
            return family_command(own[name], name)
    elif name in COMMANDS:
        return family_command(COMMANDS[name], name)
    known = name in COMMANDS or any(name in names for names in GAME_COMMANDS.values())
    return _refusal(name, game) if known else None  # a typo: Click's "did you mean"


def _refusal(name: str, game: str) -> Any:
    kinds = importlib.import_module("jass_slate.cli.kinds")  # it needs cli/common
    return kinds.refusal(name, game, game_commands(game))


def family_command(module_name: str, name: str) -> Any:
    """The click command `name` from its family module, in our words; only it is built."""
    module = importlib.import_module(f"jass_slate.{module_name}")
    commands: typer.Typer = module.commands
    chosen = family()  # every family command is registered with its name
    chosen.registered_commands = [c for c in commands.registered_commands if c.name == name]
    if not chosen.registered_commands:
        return None
    speak(chosen)
    return typer.main.get_command(chosen)  # one command and no callback: the command itself


class LazyGroup(SpokenGroup):
    """The jass-slate group: every command's name, and its module once it is run."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        # A TAB: the completion scripts set _JASS_SLATE_COMPLETE (_JASS_COMPLETE for `jass`).
        if any(name.endswith("_COMPLETE") for name in os.environ):
            from jass_slate.shell.tab_quoting import quote_for_shells

            quote_for_shells()  # after Typer put its classes in place, before they answer
        return super().main(*args, **kwargs)

    def list_commands(self, ctx: Any) -> list[str]:
        names = game_commands(game_of(ctx))
        return [*super().list_commands(ctx), *(n for n in names if n not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        found = super().get_command(ctx, cmd_name)
        if found is None:
            found = command_for(game_of(ctx), cmd_name)
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
