"""The bodies of the commands every game whose file is a game file (file/game_file.py)
shares: show, history, undo, export, play. A game gives what is its own (`BoardGame`):
its file, what `--json` says of its board and its history, its history drawn, what an
undo says, its exports, its play at the table; the options of its commands (each with
its own help) stay its own, and call these.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import typer

from jass_slate.shell.common import deliver, draw, not_to_the_terminal, print_json, say
from jass_slate.shell.common import session_path as path_of

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.file.game_file import GameFile, GameSession

S = TypeVar("S")  # what the game's head holds
B = TypeVar("B")  # its board


class AtTheTable(Protocol):
    def run(self) -> object:
        """Ask and write until quit (or Ctrl-C, or the end of the answers)."""


class BoardGame(Protocol[S, B]):
    """What a game gives the commands its file shares with every such game's."""

    @property
    def file(self) -> GameFile[S, B]:
        """Its file."""

    def show_data(self, board: B) -> dict[str, Any]:
        """`show --json`: the board as plain data (its script contract)."""

    def history_data(self, session: GameSession[S, B]) -> dict[str, Any]:
        """`history --json`."""

    def history_drawing(self, session: GameSession[S, B], ascii_: bool) -> RenderableType:
        """`history`: what stands, in the order written, drawn for the terminal."""

    def undone(self, board: B, event: object) -> list[str]:
        """What `undo` says, one line each, of the event it took back."""

    def export(self, session: GameSession[S, B], format_name: str) -> Iterable[str] | bytes:
        """The session exported in one format (csv, json, md, svg; png as bytes)."""

    def table(self, path: Path, show: Callable[[B], None]) -> AtTheTable:
        """`play`: the evening asked at the table, question by question."""


def loaded(ctx: typer.Context, game: BoardGame[S, B]) -> GameSession[S, B]:
    """The session file of the command, read and replayed."""
    from jass_slate.file.game_file import load_game

    return load_game(path_of(ctx), game.file)


def show_board(ctx: typer.Context, game: BoardGame[S, B], json_out: bool,
               drawing: Callable[[B], RenderableType]) -> None:
    """`show`: the board drawn, or as JSON."""
    board = loaded(ctx, game).board
    if json_out:
        print_json(game.show_data(board))
        return
    draw(drawing(board))


def show_history(ctx: typer.Context, game: BoardGame[S, B], json_out: bool,
                 ascii_: bool) -> None:
    """`history`: what stands drawn, or as JSON."""
    session = loaded(ctx, game)
    if json_out:
        print_json(game.history_data(session))
        return
    draw(game.history_drawing(session, ascii_))


def undo_last(ctx: typer.Context, game: BoardGame[S, B], json_out: bool) -> None:
    """`undo`: take back the last event that stands (the record keeps the undo), and say
    what it was, or the board as JSON."""
    from jass_slate.file.game_write import take_back

    session, undone = take_back(path_of(ctx), game.file)
    if json_out:
        print_json(game.show_data(session.board))
        return
    for line in game.undone(session.board, undone):
        say(line)


def export_board(ctx: typer.Context, game: BoardGame[S, B], files: Sequence[Path] | None,
                 format_name: str, output: Path | None, force: bool,
                 alias: list[str] | None) -> None:
    """`export`: the session in one format, to stdout or `output`; with `files`, several
    sessions of any games as one (the registry's, through the command's context)."""
    chunks: Iterable[str] | bytes
    if files:
        from jass_slate.shell.club import club
        from jass_slate.shell.every_game import every_game

        sessions, aliases = club(alias, list(files))
        chunks = every_game(ctx).export_several(sessions, format_name, aliases)
    else:
        session = loaded(ctx, game)
        if format_name == "png":
            not_to_the_terminal(output)  # a picture goes to a file or a pipe
        chunks = game.export(session, format_name)
    deliver(chunks, output, force, [*(files or []), path_of(ctx)])


def play_board(ctx: typer.Context, game: BoardGame[S, B],
               drawing: Callable[[B], RenderableType]) -> None:
    """`play`: the evening at the table; Ctrl-C stops it, every answer written."""
    from jass_slate.shell.prompt import until_interrupted

    def show(board: B) -> None:
        draw(drawing(board))

    until_interrupted(game.table(path_of(ctx), show).run)
