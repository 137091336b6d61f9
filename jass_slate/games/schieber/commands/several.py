"""Schieber's files among several session files read as one: the table every other game's
export of several files is written into or beside (shell/several.py: TABLE)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.language.i18n import N_
from jass_slate.shell.several import TABLE, GameFiles, Role

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.games.schieber.file.session import Session
    from jass_slate.games.schieber.report.stats import Stats
    from jass_slate.games.schieber.scoring.slate import Slate
    from jass_slate.report.club import ClubSession
    from jass_slate.report.results import GameResult


class SchieberFiles(GameFiles["tuple[str, Slate]"]):
    role: Role = TABLE
    name = "schieber"
    spoken = N_("Schieber")
    _stats: Stats | None = None  # counted once, for stats

    def __init__(self, files: Sequence[Path], aliases: Mapping[str, str]) -> None:
        super().__init__(files, aliases)
        self._sessions: list[Session] = []  # as read: stats reads each season in one pass

    def read_file(self, path: Path) -> tuple[str, Slate]:
        from jass_slate.games.schieber.file.session import load

        session = load(path)
        self._sessions.append(session)
        return str(path), session.scorer

    def header(self) -> list[str]:
        from jass_slate.games.schieber.report.exports_many import SESSION_COLUMNS

        return list(SESSION_COLUMNS)

    def rows(self) -> Iterable[list[object]]:
        from jass_slate.games.schieber.report.exports_many import session_csv_rows

        for name, scorer in self.named():
            yield from session_csv_rows(name, scorer, self.aliases)

    def data(self) -> dict[str, Any]:
        from jass_slate.games.schieber.report.exports_many import sessions_data

        return sessions_data(self.named(), self.aliases)

    def markdown(self) -> Iterable[str]:
        from jass_slate.games.schieber.report.exports_many import sessions_markdown

        return sessions_markdown(self.named(), self.aliases)

    def export(self, format_name: str) -> Iterable[str]:
        from jass_slate.games.schieber.report.exports_many import export_sessions

        return export_sessions(self.named(), format_name, self.aliases)

    def refused_in_one_table(self, table: str) -> Exception:
        return AssertionError("the table's own game is never refused in it")

    def results(self) -> list[GameResult]:
        from jass_slate.games.schieber.file.one_pass import season
        from jass_slate.games.schieber.report.results import game_results

        named = zip(self.named(), self._sessions, strict=True)
        return [result for (name, scorer), session in named
                for result in game_results(name, scorer, self.aliases, season(session))]

    def club(self) -> list[ClubSession]:
        from jass_slate.games.schieber.report.club import club_session

        return [club_session(name, scorer, self.aliases) for name, scorer in self.named()]

    def stats(self) -> Stats:
        if self._stats is None:
            from jass_slate.games.schieber.file.one_pass import season
            from jass_slate.games.schieber.report.stats import collect

            named = zip(self.named(), self._sessions, strict=True)
            self._stats = collect(((name, scorer, season(session))
                                   for (name, scorer), session in named), self.aliases)
        return self._stats

    def stats_data(self) -> dict[str, Any]:
        from jass_slate.games.schieber.report.stats import stats_data

        return stats_data(self.stats())

    def stats_drawing(self) -> RenderableType:
        from jass_slate.games.schieber.render.stats import render_stats

        return render_stats(self.stats())
