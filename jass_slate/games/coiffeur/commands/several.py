"""The Coiffeur's files among several session files read as one: its cells join the one
table of several sessions (shell/several.py: JOINS), its slates a JSON key and a part of
the Markdown page of their own."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.language.i18n import N_
from jass_slate.shell.several import JOINS, GameFiles, Role

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.games.coiffeur.report.exports import Coiffeur
    from jass_slate.report.club import ClubSession
    from jass_slate.report.results import GameResult


class CoiffeurFiles(GameFiles["Coiffeur"]):
    role: Role = JOINS
    name = "coiffeur"
    spoken = N_("Coiffeur")

    def read_file(self, path: Path) -> Coiffeur:
        from jass_slate.games.coiffeur.commands.board_game import coiffeur_named

        return coiffeur_named(path)

    def widest(self) -> int:
        """The most columns a slate of these files has (three at least)."""
        from jass_slate.games.coiffeur.report.exports import columns_of

        return max((columns_of(board) for _name, board, _entries in self.named()), default=3)

    def header(self) -> list[str]:
        from jass_slate.games.coiffeur.report.exports import mixed_extra

        return mixed_extra(self.widest())

    def rows(self) -> Iterable[list[object]]:
        from jass_slate.games.coiffeur.report.exports import mixed_rows

        widest = self.widest()
        for name, board, entries in self.named():
            yield from mixed_rows(name, board, entries, self.aliases, widest)

    def data(self) -> dict[str, Any]:
        from jass_slate.games.coiffeur.report.exports import mixed_data

        return mixed_data(self.named())

    def markdown(self) -> Iterable[str]:
        from jass_slate.games.coiffeur.render.exports import board_text
        from jass_slate.games.coiffeur.report.exports import mixed_markdown

        return mixed_markdown([(named, board_text(named[1])) for named in self.named()])

    def export(self, format_name: str) -> Iterable[str]:
        raise AssertionError("a Coiffeur joins the table: it is never exported beside it")

    def refused_in_one_table(self, table: str) -> Exception:
        return AssertionError("a Coiffeur joins the table: it is never refused in it")

    def results(self) -> list[GameResult]:
        """Each file's game: its teams, the highest total wins once every cell is filled."""
        from jass_slate.report.aliases import aliased_player
        from jass_slate.report.results import GameResult

        return [GameResult(name, 1, "", tuple(tuple(aliased_player(p, self.aliases)
                                                    for p in (team.players or (team.name,)))
                                              for team in board.setup.teams),
                           tuple(board.totals()), True, board.finished)
                for name, board, _entries in self.named()]

    def club(self) -> list[ClubSession]:
        from jass_slate.games.coiffeur.report.club import club_session

        return [club_session(coiffeur, result, self.aliases)
                for coiffeur, result in zip(self.named(), self.results(), strict=True)]

    def stats_data(self) -> dict[str, Any]:
        from jass_slate.games.coiffeur.report.exports import coiffeur_stats

        return {"coiffeur": coiffeur_stats(self.named(), self.aliases)}

    def stats_drawing(self) -> RenderableType:
        from jass_slate.games.coiffeur.render.exports import coiffeur_stats_table

        counted: dict[str, object] = self.stats_data()["coiffeur"]
        return coiffeur_stats_table(counted)
