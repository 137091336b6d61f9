"""`tournament serve DIR`: the standings as a page for a screen at the venue, on `serve`'s
server (its token, its caps and time limits: shell/serving.py), read again whenever the
tournament file or a table's file changes. Read-only: the tables record on their own files
(or through their own `serve --write`)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from jass_slate.file.disk import stamp as file_stamp
from jass_slate.render.page import GamePage, standing_lines, text_table
from jass_slate.shell.serving import LiveSession
from jass_slate.tournament.file import read_tournament, table_path


def leaderboard(folder: Path) -> GamePage:
    """The page's title, its standings table and what they count, and the SVG picture."""
    from jass_slate.tournament.picture import standings_svg
    from jass_slate.tournament.standings import standings
    from jass_slate.tournament.tables import read_night
    from jass_slate.tournament.words import header, rows, summary_line

    started = read_tournament(folder)
    night = read_night(folder, started, started.rounds)
    shown = standings(started.players, started.rounds, night.scores, night.sat_out,
                      night.over(started.rounds), night.highest_wins, started.drop_worst,
                      started.rounds)
    rounds = range(2, 2 + shown.after)
    content = standing_lines([summary_line(shown)]) + text_table(
        header(shown), rows(shown), wide=tuple(rounds), words=(1,))
    return GamePage(started.name, content, standings_svg(shown, started.name))


@dataclass
class LiveTournament(LiveSession):
    """The tournament's folder as the page shows it: `path` is its tournament file, and a
    change of any table's file is news too."""

    def look(self) -> tuple[int, ...] | bool | None:
        folder = self.path.parent
        stamps: list[int] = list(file_stamp(self.path) or ())
        try:
            started = read_tournament(folder)
        except (OSError, ValueError):
            return file_stamp(self.path)
        for each in started.draw:
            for table in each.tables:
                path = table_path(folder, each.number, table.number)
                stamps.extend(file_stamp(path) or (0,) if os.path.lexists(path) else (-1,))
        return tuple(stamps)


def live_tournament(folder: Path) -> LiveTournament:
    return LiveTournament(folder / "tournament.toml", lambda path: leaderboard(path.parent))
