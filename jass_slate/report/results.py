"""What every game hands over of a game played, for what is reckoned over several files of
any games (settling up): the players of each side, their points, which way wins, and the
Striche where the rules count them. Each game's part of several files makes them
(shell/several.py: `Several.results`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class GameResult:
    """One game of a session file: its sides (two teams, or each player alone), each
    side's points, and whether it is decided."""

    session: str  # the file it is of
    game: int  # its number in the file
    at: str  # when its last hand was written (ISO 8601), "" when none was
    sides: tuple[tuple[str, ...], ...]  # each side's players, as named (aliases applied)
    points: tuple[int, ...]
    highest_wins: bool
    decided: bool
    striche: tuple[int, ...] | None = None  # each side's, where the rules count Striche
    # Each side's place (1 the best, ties share) where the points alone do not say it (a
    # game won on a false claim); None: from the points.
    places: tuple[int, ...] | None = None

    def ranked(self) -> tuple[int, ...]:
        """Each side's place: 1, 2, 2, 4 where two share the second."""
        if self.places is not None:
            return self.places
        sign = -1 if self.highest_wins else 1
        keys = [sign * points for points in self.points]
        return tuple(1 + sum(other < key for other in keys) for key in keys)


def players_alone(session: str, players: Sequence[str], totals: Sequence[int],
                  highest_wins: bool, decided: bool, aliases: Mapping[str, str]) -> GameResult:
    """The one game of a file where each player plays alone: a side each."""
    from jass_slate.report.aliases import aliased_player

    return GameResult(session, 1, "", tuple((aliased_player(player, aliases),)
                                            for player in players),
                      tuple(totals), highest_wins, decided)
