"""Click's lazy loading of subcommands: each command's module is imported when it runs.

The group knows every command by name (help, typos and completion see them all) and
imports the family module that holds a command only when that command is wanted
("Lazily Loading Subcommands" in Click's documentation).
"""

from __future__ import annotations

import importlib
from difflib import get_close_matches
from typing import Any

import typer
import typer.main

from jass_slate.cli.typer_private import UsageError, coerce_plain_values
from jass_slate.cli.words import SpokenGroup, speak

coerce_plain_values()  # the typed values without pydantic (cli/typer_private.py)

CONTEXT = {"help_option_names": ["--help", "-h"]}


def family() -> typer.Typer:
    """The app of one family of commands, which `LazyGroup` takes its commands from."""
    return typer.Typer(add_completion=False, pretty_exceptions_enable=False,
                       rich_markup_mode=None, context_settings=CONTEXT)


# Every command, in the order help lists them, and the module of jass_slate.cli it lives in.
COMMANDS = {
    "new": "files", "hand": "record", "start": "record", "weis": "record",
    "stoeck": "record", "tricks": "record", "trick": "record", "claim": "record", "show": "look",
    "history": "look", "rules": "look", "undo": "record", "fix": "record", "correct": "record",
    "rename": "record",
    "export": "look", "check": "look", "demo": "files", "play": "play",
    "migrate": "files", "weis-check": "weis", "count": "count", "stats": "stats", "watch": "watch",
    "serve": "serve",
}


def family_command(module_name: str, name: str) -> Any:
    """The click command `name` from its family module, in our words; only it is built."""
    module = importlib.import_module(f"jass_slate.cli.{module_name}")
    commands: typer.Typer = module.commands
    chosen = family()  # every family command is registered with its name
    chosen.registered_commands = [c for c in commands.registered_commands if c.name == name]
    if not chosen.registered_commands:
        return None
    speak(chosen)
    return typer.main.get_command(chosen)  # one command and no callback: the command itself


class LazyGroup(SpokenGroup):
    """The jass-slate group: every command's name, and its module once it is run."""

    def list_commands(self, ctx: Any) -> list[str]:
        return [*super().list_commands(ctx), *(n for n in COMMANDS if n not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        found = super().get_command(ctx, cmd_name)
        if found is None and cmd_name in COMMANDS:
            found = family_command(COMMANDS[cmd_name], cmd_name)
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
