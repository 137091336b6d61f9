"""The games jass-slate keeps: the one registry of them (python-chess's VARIANTS and
find_variant).

A game is one line of `GameName` and a package of its own, jass_slate/games/NAME/, found
by that name: its `__init__.py` lists its commands (COMMANDS: each command's module in
its commands/ folder), and commands/hooks.py answers what the commands of every game ask
of it (shell/hooks.py: GameHooks). Nothing outside this module and a game's own package
names a game; this module imports no game's package until a game is asked for. The first
game is the one `new` starts without `--game`, the one a session file of format 1 holds
(it was the only one there was), the one whose evening `demo` plays.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, cast

from jass_slate.file.game_snapshot import keep_checkpoints
from jass_slate.file.head import game_name, keep_games
from jass_slate.file.path import peek_game
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.file.game_snapshot import Checkpointing
    from jass_slate.shell.hooks import FirstGameHooks, GameHooks, TournamentHooks


class GameName(StrEnum):
    """The games, by the name a session file's `game` key says; `new --game` offers them."""

    schieber = "schieber"
    coiffeur = "coiffeur"
    differenzler = "differenzler"
    mittlere = "mittlere"
    guggitaler = "guggitaler"
    molotow = "molotow"
    bidding = "bidding"
    twoplayer = "twoplayer"
    board = "board"


@dataclass(frozen=True)
class JassGame:
    """One game: its name, and what its package says of it."""

    name: str

    @property
    def label(self) -> str:
        """Its name as players say it (Schieber, Coiffeur, Differenzler)."""
        return game_name(self.name)

    @property
    def commands(self) -> Mapping[str, str]:
        """Its commands, each with the module of its commands/ folder it lives in."""
        commands: Mapping[str, str] = self._module("").COMMANDS
        return commands

    def command_module(self, command: str) -> str:
        """The module that holds one of its commands, under jass_slate."""
        return f"games.{self.name}.commands.{self.commands[command]}"

    @property
    def hooks(self) -> GameHooks:
        """What the commands of every game ask of it (its commands/hooks.py)."""
        return cast("GameHooks", self._module(".commands.hooks"))

    @property
    def tournament(self) -> TournamentHooks | None:
        """What a tournament night asks of it (its commands/tournament.py); None: the game
        offers no tournament."""
        return cast("TournamentHooks | None", self._optional(".commands.tournament"))

    @property
    def checkpoint(self) -> Checkpointing | None:
        """How its board is kept in the snapshot beside its file (its file/checkpoint.py:
        file/game_snapshot.py); None for a game that keeps none there (the first game's
        slate keeps its own snapshot: games/schieber/file/snapshot.py)."""
        return cast("Checkpointing | None", self._optional(".file.checkpoint"))

    def _module(self, inside: str) -> ModuleType:
        return importlib.import_module(f"jass_slate.games.{self.name}{inside}")

    def _optional(self, inside: str) -> ModuleType | None:
        """A module the game may leave out (None where it does); an import error inside one
        it has is raised."""
        name = f"jass_slate.games.{self.name}{inside}"
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
            return None


GAMES = tuple(JassGame(name.value) for name in GameName)
FIRST = GAMES[0]
keep_games([game.name for game in GAMES])  # the file layer refuses any other game's file


class UnknownGame(ValueError):
    """A name no game has."""


def find_game(name: str) -> JassGame:
    """The game of that name; UnknownGame if none has it."""
    for game in GAMES:
        if game.name == name:
            return game
    raise UnknownGame(name)


def _checkpoint(name: str) -> Checkpointing | None:
    return find_game(name).checkpoint


keep_checkpoints(_checkpoint)  # a game file's snapshot holds its game's checkpoint


def played_by(path: Path) -> JassGame:
    """The game a session file says it holds, from its first lines; the first game where
    the file cannot tell or names no game kept: reading it then says what is wrong."""
    try:
        return find_game(peek_game(path) or FIRST.name)
    except UnknownGame:
        return FIRST


def tournament_games() -> tuple[JassGame, ...]:
    """The games that offer a tournament night, in the registry's order."""
    return tuple(game for game in GAMES if game.tournament is not None)


def first_hooks() -> FirstGameHooks:
    """The first game's entry, which also plays `demo` and helps `new` (shell/hooks.py)."""
    return cast("FirstGameHooks", FIRST.hooks)


# What the help says of the games: the app's first paragraph is the first game's, the
# second how to start the others; `new`'s third paragraph and the options of `new` that
# one game takes.
APP_HELP = N_("Keep the score of a Schieber Jass table: the chalk slate, in your terminal.\n\n"
              "Start with `jass-slate new --team 'Anna & Beat' --team 'Cla & Dora'`, then "
              "record each hand with `jass-slate hand hearts --points 1=100`.")
OTHER_GAMES_HELP = N_("The other games: {games}. Start one with `jass-slate new --game NAME "
                      "...`; the commands listed are those of the session file's game.")
NEW_HELP = N_("Another game: --game NAME, with --team twice for a game of teams (jass-slate "
              "new --game coiffeur --team \"Anna & Beat\" --team \"Cla & Dora\") or "
              "--players for a game of players each alone (jass-slate new --game "
              "differenzler --players Anna,Beat,Cla,Dora). The games: {games}.")
ROWS_HELP = N_("Coiffeur: the rows and their factors, a preset name or a rows TOML file.")
PLAYERS_HELP = N_("A game of players each alone: the players, in seat order.")
HANDS_HELP = N_("Board: the game ends after N hands (instead of at --target).")
LOWEST_WINS_HELP = N_("Board: the lowest total wins.")


def other_games() -> str:
    """The names of the games but the first, for the help's sentences."""
    return ", ".join(game.name for game in GAMES[1:])


def every_game() -> str:
    """The names of every game, for the help's sentences."""
    return ", ".join(game.name for game in GAMES)
