"""What the Coiffeur gives the commands every board game shares (shell/board_game.py): its
file, its slate and cells as data and drawn, what an undo says, its exports, its play."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.games.coiffeur.scoring.board import Board, CoiffeurSetup, Played

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.file.game_file import GameFile, GameSession
    from jass_slate.shell.board_game import AtTheTable



class CoiffeurGame:
    @property
    def file(self) -> GameFile[CoiffeurSetup, Board]:
        return COIFFEUR

    def show_data(self, board: Board) -> dict[str, Any]:
        from jass_slate.games.coiffeur.report.words import show_data

        return show_data(board)

    def history_data(self, session: GameSession[CoiffeurSetup, Board]) -> dict[str, Any]:
        from jass_slate.games.coiffeur.report.words import history_data

        return {"hands": history_data(session.board, standing_entries(session))}

    def history_drawing(self, session: GameSession[CoiffeurSetup, Board], ascii_: bool
                        ) -> RenderableType:
        from jass_slate.games.coiffeur.render.board import render_history
        from jass_slate.games.coiffeur.report.words import history_data

        rows = history_data(session.board, standing_entries(session))
        return render_history(session.board, rows, ascii_)

    def undone(self, board: Board, event: object) -> list[str]:
        from jass_slate.games.coiffeur.report.words import undone_message

        assert isinstance(event, Played)
        return [undone_message(board, event).text()]

    def export(self, session: GameSession[CoiffeurSetup, Board], format_name: str
               ) -> Iterable[str] | bytes:
        from jass_slate.games.coiffeur.report import exports as plain

        board, entries = session.board, standing_entries(session)
        if format_name == "csv":
            return plain.coiffeur_csv(board, entries)
        if format_name == "json":
            return plain.coiffeur_json(board, entries)
        from jass_slate.games.coiffeur.render import exports as drawn

        if format_name == "md":
            return drawn.export_markdown(board, entries)
        if format_name == "svg":
            return [drawn.export_svg(board)]
        from jass_slate.render.png import svg_to_png

        return svg_to_png(drawn.export_svg(board))

    def table(self, path: Path, show: Callable[[Board], None]) -> AtTheTable:
        from jass_slate.games.coiffeur.table.play import CoiffeurTable
        from jass_slate.shell.prompt import ask_line, say_wrapped

        return CoiffeurTable(path, ask_line, say_wrapped, show)


GAME = CoiffeurGame()


def board_drawing(board: Board, evaluation: bool | None = None, grey: bool | None = None,
                  ascii_: bool = False) -> RenderableType:
    """The slate as `show` draws it: the evaluation column and the grey rows as asked, else
    as the rules say."""
    from jass_slate.games.coiffeur.render.board import render_coiffeur

    rules = board.rules
    return render_coiffeur(board, rules.evaluation if evaluation is None else evaluation,
                           rules.grey if grey is None else grey, ascii_)


def standing_entries(session: GameSession[CoiffeurSetup, Board]) -> list[tuple[str, Played]]:
    """The cells that stand, each with when it was written."""
    from jass_slate.file.game_file import standing

    found = []
    for index, event in standing(session.entries):
        assert isinstance(event, Played)
        found.append((session.entries[index].at, event))
    return found


def coiffeur_named(path: Path) -> tuple[str, Board, list[tuple[str, Played]]]:
    """A file by its name, with its board and the cells that stand."""
    from jass_slate.file.game_file import load_game

    session = load_game(path, COIFFEUR)
    return str(path), session.board, standing_entries(session)
