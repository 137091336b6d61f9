"""The board's files among several session files read as one: a table of their own,
beside the other games' in one JSON document or Markdown page, never in their CSV
(shell/several.py: BESIDE)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.language.i18n import N_
from jass_slate.shell.several import BESIDE, GameFiles, Role

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.games.board.scoring.board import Board
    from jass_slate.report.results import GameResult


class BoardFiles(GameFiles["tuple[str, Board]"]):
    role: Role = BESIDE
    name = "board"
    spoken = N_("Board")

    def read_file(self, path: Path) -> tuple[str, Board]:
        from jass_slate.games.board.commands.board_game import load_board

        return str(path), load_board(path)

    def header(self) -> list[str]:
        return []

    def rows(self) -> Iterable[list[object]]:
        return ()

    def data(self) -> dict[str, Any]:
        from jass_slate.games.board.report.exports import sessions_data

        return {"board": sessions_data(self.named(), self.aliases)}

    def markdown(self) -> Iterable[str]:
        return self.export("md")

    def export(self, format_name: str) -> Iterable[str]:
        from jass_slate.games.board.report.exports import MANY

        return MANY[format_name](self.named(), self.aliases)

    def refused_in_one_table(self, table: str) -> Exception:
        from jass_slate.core.errors import RuleError, message

        return RuleError(message(N_("a CSV is one table and a board's columns are not a "
                                    "{game}'s: export the files of each game apart, or use "
                                    "--format json or md"), game=message(table)))

    def results(self) -> list[GameResult]:
        """Each file's game: each player alone, the highest total wins, or the lowest where
        the rules say so."""
        from jass_slate.report.results import players_alone

        return [players_alone(name, board.players, board.totals, not board.rules.lowest_wins,
                              board.finished, self.aliases)
                for name, board in self.named()]

    def stats_data(self) -> dict[str, Any]:
        from jass_slate.games.board.report.exports import stats_data

        return {"board": stats_data(self.named(), self.aliases)}

    def stats_drawing(self) -> RenderableType:
        from jass_slate.games.board.render.stats import stats_table

        return stats_table(self.stats_data()["board"])
