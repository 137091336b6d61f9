"""The Differenzler's files among several session files read as one: a table of their
own, beside the other games' in one JSON document or Markdown page, never in their CSV
(shell/several.py: BESIDE)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.language.i18n import N_
from jass_slate.shell.several import BESIDE, Role

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.games.differenzler.scoring.board import Board


class DifferenzlerFiles:
    role: Role = BESIDE
    name = "differenzler"
    spoken = N_("Differenzler")

    def __init__(self, files: Sequence[Path], aliases: Mapping[str, str]) -> None:
        self.files = list(files)
        self.aliases = aliases
        self._named: list[tuple[str, Board]] | None = None

    @property
    def has_files(self) -> bool:
        return bool(self.files)

    def read(self) -> None:
        self.named()

    def named(self) -> list[tuple[str, Board]]:
        """Each file by its name, with its board replayed."""
        if self._named is None:
            from jass_slate.games.differenzler.commands.board_game import load_board

            self._named = [(str(path), load_board(path)) for path in self.files]
        return self._named

    def header(self) -> list[str]:
        return []

    def rows(self) -> Iterable[list[object]]:
        return ()

    def data(self) -> dict[str, Any]:
        from jass_slate.games.differenzler.report.exports import sessions_data

        return {"differenzler": sessions_data(self.named(), self.aliases)}

    def markdown(self) -> Iterable[str]:
        return self.export("md")

    def export(self, format_name: str) -> Iterable[str]:
        from jass_slate.games.differenzler.report.exports import MANY

        return MANY[format_name](self.named(), self.aliases)

    def refused_in_one_table(self, table: str) -> Exception:
        from jass_slate.core.errors import RuleError, message

        return RuleError(message(N_("a CSV is one table and a Differenzler's columns are not "
                                    "a {game}'s: export the files of each game apart, or "
                                    "use --format json or md"), game=message(table)))

    def stats_data(self) -> dict[str, Any]:
        from jass_slate.games.differenzler.report.exports import stats_data

        return {"differenzler": stats_data(self.named(), self.aliases)}

    def stats_drawing(self) -> RenderableType:
        from jass_slate.games.differenzler.render.stats import stats_table

        return stats_table(self.stats_data()["differenzler"])
