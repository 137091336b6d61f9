"""What a bidding game gives the commands every board game shares (shell/board_game.py):
its file, its board and hands as data and drawn, what an undo says, its exports, its play.
A session of okr's Büter replays to its race (scoring/race.py), drawn and said by its own
modules (report/bueter_*.py, render/bueter_*.py, table/bueter_play.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.games.bidding.file.game_file import BIDDING, AnyBoard, Setup
from jass_slate.games.bidding.scoring.race import Race

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.file.game_file import GameFile, GameSession
    from jass_slate.shell.board_game import AtTheTable


class BiddingGame:
    @property
    def file(self) -> GameFile[Setup, AnyBoard]:
        return BIDDING

    def show_data(self, board: AnyBoard) -> dict[str, Any]:
        if isinstance(board, Race):
            from jass_slate.games.bidding.report import bueter_words

            return bueter_words.show_data(board)
        from jass_slate.games.bidding.report.words import show_data

        return show_data(board)

    def history_data(self, session: GameSession[Setup, AnyBoard]) -> dict[str, Any]:
        board = session.board
        if isinstance(board, Race):
            from jass_slate.games.bidding.report import bueter_words

            return bueter_words.history_data(board)
        from jass_slate.games.bidding.report.words import history_data

        return history_data(board)

    def history_drawing(self, session: GameSession[Setup, AnyBoard], ascii_: bool
                        ) -> RenderableType:
        board = session.board
        if isinstance(board, Race):
            from jass_slate.games.bidding.render import bueter_board

            return bueter_board.history_table(board, ascii_)
        from jass_slate.games.bidding.render.board import history_table

        return history_table(board, ascii_)

    def recorded(self, board: AnyBoard, event: object) -> list[str]:
        """What a command that recorded `event` says."""
        if isinstance(board, Race):
            from jass_slate.games.bidding.report import bueter_words

            return bueter_words.recorded_lines(board, event)
        from jass_slate.games.bidding.report.words import recorded_lines

        return recorded_lines(board, event)

    def undone(self, board: AnyBoard, event: object) -> list[str]:
        if isinstance(board, Race):
            from jass_slate.games.bidding.report import bueter_words

            return [bueter_words.undone_line(board, event), bueter_words.lead_line(board)]
        from jass_slate.games.bidding.report.words import lead_line, undone_line

        return [undone_line(board, event), lead_line(board)]

    def export(self, session: GameSession[Setup, AnyBoard], format_name: str
               ) -> Iterable[str] | bytes:
        board = session.board
        if isinstance(board, Race):
            from jass_slate.games.bidding.render import bueter_board

            return bueter_board.board_png(board) if format_name == "png" \
                else bueter_board.export_chunks(board, format_name)
        if format_name in ("csv", "json"):  # no rich: nothing is drawn
            from jass_slate.games.bidding.report import exports as plain

            return plain.export_csv(board) if format_name == "csv" else plain.export_json(board)
        if format_name == "png":
            from jass_slate.games.bidding.render.board import board_png

            return board_png(board)
        from jass_slate.games.bidding.render.board import export_chunks

        return export_chunks(board, format_name)

    def table(self, path: Path, show: Callable[[AnyBoard], None]) -> AtTheTable:
        from jass_slate.shell.prompt import ask_line, say_wrapped

        if isinstance(load_board(path), Race):  # a file that cannot be used is said first
            from jass_slate.games.bidding.table.bueter_play import BueterTable

            return BueterTable(path, ask_line, say_wrapped, show)
        from jass_slate.games.bidding.table.play import BiddingTable

        return BiddingTable(path, ask_line, say_wrapped, show)


GAME = BiddingGame()


def load_board(path: Path) -> AnyBoard:
    """The board a bidding file replays to (a Büter's race)."""
    from jass_slate.file.game_file import load_game

    return load_game(path, BIDDING).board


def board_drawing(board: AnyBoard, ascii_: bool = False) -> RenderableType:
    """The board as `show` draws it."""
    if isinstance(board, Race):
        from jass_slate.games.bidding.render.bueter_board import render_board as race_board

        return race_board(board, ascii_)
    from jass_slate.games.bidding.render.board import render_board

    return render_board(board, ascii_)
