"""What the free board gives the commands every board game shares (shell/board_game.py):
its file, its board and hands as data and drawn, what an undo says, its exports, its
play."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.games.board.file.game_file import BOARD, BoardSetup
from jass_slate.games.board.scoring.board import Board

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.file.game_file import GameFile, GameSession
    from jass_slate.shell.board_game import AtTheTable


class FreeBoardGame:
    @property
    def file(self) -> GameFile[BoardSetup, Board]:
        return BOARD

    def show_data(self, board: Board) -> dict[str, Any]:
        from jass_slate.games.board.report.words import show_data

        return show_data(board)

    def history_data(self, session: GameSession[BoardSetup, Board]) -> dict[str, Any]:
        from jass_slate.games.board.report.words import history_data

        return history_data(session.board)

    def history_drawing(self, session: GameSession[BoardSetup, Board], ascii_: bool
                        ) -> RenderableType:
        from jass_slate.games.board.render.board import history_table

        return history_table(session.board, ascii_)

    def undone(self, board: Board, event: object) -> list[str]:
        from jass_slate.games.board.report.words import lead_line, undone_line

        return [undone_line(board, event), lead_line(board)]

    def export(self, session: GameSession[BoardSetup, Board], format_name: str
               ) -> Iterable[str] | bytes:
        board = session.board
        if format_name in ("csv", "json"):  # no rich: nothing is drawn
            from jass_slate.games.board.report import exports as plain

            return plain.export_csv(board) if format_name == "csv" else plain.export_json(board)
        if format_name == "png":
            from jass_slate.games.board.render.board import board_png

            return board_png(board)
        from jass_slate.games.board.render.board import export_chunks

        return export_chunks(board, format_name)

    def table(self, path: Path, show: Callable[[Board], None]) -> AtTheTable:
        from jass_slate.games.board.table.play import BoardTable
        from jass_slate.shell.prompt import ask_line, say_wrapped

        load_board(path)  # a file that cannot be used is said before any question
        return BoardTable(path, ask_line, say_wrapped, show)


GAME = FreeBoardGame()


def load_board(path: Path) -> Board:
    """The board a board file replays to."""
    from jass_slate.file.game_file import load_game

    board: Board = load_game(path, BOARD).board
    return board


def board_drawing(board: Board, ascii_: bool = False) -> RenderableType:
    """The board as `show` draws it."""
    from jass_slate.games.board.render.board import render_board

    return render_board(board, ascii_)
