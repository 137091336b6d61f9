"""A checkpoint: the slate right before an event that began a game, as a snapshot of a
season keeps it (games/schieber/file/snapshot.py): counts where a season has hands and
games, and in full only what the next events need (the decided game before, the
corrections and renames so far, the teams as renamed, the seats dealt). The slate makes
one of itself (`Slate.checkpoint`) and is resumed from one (`Slate.resume`).
"""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.teams import Teams
from jass_slate.games.schieber.scoring.results import Game


@dataclass(frozen=True)
class Checkpoint:
    """The slate right before the event at `position` of the order began a game."""

    position: int
    hands: int
    games: int  # the games before the one running (or decided) then
    running: Game | None  # that game, decided; None before the first
    games_won: tuple[int, int]
    corrections: int  # how many were written before: the first of the final slate's
    renames: int
    teams: Teams
    dealt: int
    first_seat: int | None
    began_at: str | None
