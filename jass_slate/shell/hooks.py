"""What the commands of every game (`new`, `check`, `migrate`, `stats` and `export` of
several files, `serve`'s page) ask of one game: its entry, the module
games/NAME/commands/hooks.py, which the registry finds by the game's name."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import typer

if TYPE_CHECKING:
    from jass_slate.file.check import Problem, Problems
    from jass_slate.file.tournament_part import TournamentPart
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage
    from jass_slate.shell.new_game import NewGame
    from jass_slate.shell.several import Several


class GameHooks(Protocol):
    def start(self, ctx: typer.Context, told: NewGame) -> None:
        """`new --game NAME`: begin a session file of the game and say so."""

    def problems(self, path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
                 found: Problems) -> list[Problem]:
        """`check`: the problems of a file of the game, read."""

    def parse(self, name: str, data: bytes) -> object:
        """`migrate`: a file of this format read; what is wrong raises."""

    def upgraded(self, path: Path, data: bytes) -> str:
        """`migrate`: the text of a file as the game writes it now, from its document
        brought to this format."""

    def several(self, files: Sequence[Path], aliases: Mapping[str, str]) -> Several:
        """The game's files among several read as one (`export FILES`, `stats FILES`)."""

    def page(self, path: Path) -> GamePage:
        """`serve`: the live page of a session file of the game."""

    def keypad(self, path: Path) -> Keypad:
        """`serve --write`: the game's recording commands, and the keypad that writes them,
        of a session file of the game."""


def family_of(commands: Mapping[str, str], family: str) -> frozenset[str]:
    """The commands of one family of a game's (its COMMANDS): its recording commands are
    those of the family that records (`serve --write` runs no other)."""
    return frozenset(name for name, module in commands.items() if module == family)


Completion = Callable[[typer.Context, str], list[tuple[str, str]]]


class FirstGameHooks(GameHooks, Protocol):
    """The first game's entry also plays `demo`, and offers `new` the teams and players of
    its session files in the folder (`new --like` takes them)."""

    def demo(self) -> None:
        """`demo`: a bundled evening, played into a temporary file and shown."""

    complete_known_team: Completion
    complete_known_player: Completion
    complete_known_seats: Completion


class TournamentHooks(Protocol):
    """What a tournament night (jass_slate/tournament) asks of a game that offers one: its
    module games/NAME/commands/tournament.py. A player's result at a table is the game's
    part of several files' (`several(...).results()`, report/results.py)."""

    partners: bool  # two partnerships at a table of four (seats 1 and 3, 2 and 4)
    table_sizes: tuple[int, ...]  # each alone: the sizes a table may have, largest first
    default_rules: str  # the preset a tournament plays where --rules names none

    def table_rules(self, rules: str, hands: int) -> str:
        """The rules a table of the tournament plays, said in a line; rules that do not
        fit a tournament of `hands` hands raise JassError (before anything is written)."""

    def start_table(self, path: Path, seats: Sequence[str], rules: str, hands: int,
                    part: TournamentPart) -> None:
        """Write the new session file of one table: its players in seat order, its rules,
        its place in the tournament; a file already there is refused."""

    def table_seats(self, path: Path) -> tuple[str, ...]:
        """The players of a table's session file in seat order (the file read)."""
