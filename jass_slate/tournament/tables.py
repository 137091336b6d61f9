"""What the tables of a tournament hold: each player's score per round, read from the
session files through the game's part of several files (report/results.py), and which
tables are not back or not over."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from jass_slate.tournament.file import Tournament, table_path


@dataclass
class Night:
    """The tables read: each player's score per round, the byes, the missing tables and
    those still being played."""

    scores: dict[str, dict[int, int]] = field(default_factory=dict)
    sat_out: dict[str, list[int]] = field(default_factory=dict)
    missing: list[tuple[int, int]] = field(default_factory=list)
    playing: list[tuple[int, int]] = field(default_factory=list)
    highest_wins: bool = True

    def over(self, after: int) -> list[int]:
        """The rounds up to `after` whose every table is back and over."""
        open_rounds = {number for number, _table in [*self.missing, *self.playing]}
        return [number for number in range(1, after + 1) if number not in open_rounds]


def read_night(folder: Path, tournament: Tournament, after: int) -> Night:
    """The tables of the rounds up to `after`; a file that cannot be read raises."""
    from jass_slate.games import find_game

    hooks = find_game(tournament.game).hooks
    night = Night()
    for each in tournament.draw[:after]:
        for player in each.byes:
            night.sat_out.setdefault(player, []).append(each.number)
        for table in each.tables:
            path = table_path(folder, each.number, table.number)
            if not os.path.lexists(path):
                night.missing.append((each.number, table.number))
                continue
            results = hooks.several([path], {}).results()
            if not results or not results[0].decided:  # the Passe is the file's first game
                night.playing.append((each.number, table.number))
                continue
            result = results[0]
            night.highest_wins = result.highest_wins
            for side, points in zip(result.sides, result.points, strict=True):
                for player in side:
                    night.scores.setdefault(player, {})[each.number] = points
    return night
