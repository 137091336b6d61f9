"""What a command of one game asks of every game: the registry's answers, which the app
puts in the command's context (cli/app.py), so that no game names another. `export
FILES` exports the files of any games as one; `serve` shows the page of whichever game
the file holds now."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

import typer

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage
    from jass_slate.shell.recording import Ran

KEY = "jass_slate.every_game"  # its place in the context's `meta`


class EveryGame(Protocol):
    def export_several(self, files: Sequence[Path], format_name: str,
                       aliases: Mapping[str, str]) -> Iterable[str]:
        """Several session files, of any games, as one export (csv, json or md)."""

    def session_files(self, paths: Sequence[Path]) -> list[Path]:
        """The session files among FILES and DIRs (a tournament's folder: its tables')."""

    def club_sql(self, files: Sequence[Path], aliases: Mapping[str, str]) -> Iterable[str]:
        """Session files of any games as a script of portable SQL (`--format sql`)."""

    def club_write(self, files: Sequence[Path], aliases: Mapping[str, str],
                   output: Path | None, database: str | None) -> int:
        """Session files of any games written into the SQLite file `output` or the
        PostgreSQL `database`: how many sessions were new or changed."""

    def page(self, path: Path) -> GamePage:
        """The live page of the game the session file says it holds."""

    def keypad(self, path: Path) -> Keypad:
        """The keypad of the game the session file says it holds (`serve --write`)."""

    def run(self, path: Path, words: list[str]) -> Ran:
        """The command the words say, run on the session file as the CLI runs it."""


def every_game(ctx: typer.Context) -> EveryGame:
    """The registry's answers, as the app put them in the command's context."""
    return cast(EveryGame, ctx.find_root().meta[KEY])
