"""The Guggitaler's files among several session files read as one: a table of their
own, beside the other games' in one JSON document or Markdown page, never in their CSV
(shell/several.py: BESIDE)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.language.i18n import N_
from jass_slate.shell.several import BesideFiles

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.report.results import GameResult
    from jass_slate.shell.several import BoardExports


class GuggitalerFiles(BesideFiles):
    name = "guggitaler"
    contract_key = "penalises"
    spoken = N_("Guggitaler")
    refusal = N_("a CSV is one table and a Guggitaler's columns are not a {game}'s: export the "
                 "files of each game apart, or use --format json or md")

    def load(self, path: Path) -> Any:
        from jass_slate.games.guggitaler.commands.board_game import load_board

        return load_board(path)

    def exports(self) -> BoardExports:
        from jass_slate.games.guggitaler.report import exports

        return exports

    def stats_table(self, counted: dict[str, Any]) -> RenderableType:
        from jass_slate.games.guggitaler.render.stats import stats_table

        return stats_table(counted)

    def result(self, name: str, board: Any) -> GameResult:
        """The file's game: each player alone, the fewest points win once its parts are played."""
        from jass_slate.report.results import players_alone

        return players_alone(name, board.players, board.totals, False, board.finished,
                             self.aliases)
