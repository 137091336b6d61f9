"""What a change of the past (`fix`, `undo`) changes in the games' outcomes (pure)."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.game.results import Game
from jass_slate.game.scorer import Scorer
from jass_slate.game.teams import Team


@dataclass(frozen=True)
class Outcome:
    """How a game stands: won (Schneider or not), drawn, or not decided (going on, or
    not even started: an undo of a new game's first hand changes no outcome)."""

    winner: Team | None = None
    schneider: bool = False
    draw: bool = False

    @classmethod
    def of(cls, game: Game | None) -> Outcome:
        if game is None or not game.decided:
            return cls()
        return cls(game.winner, game.schneider, game.draw)


@dataclass(frozen=True)
class GameChange:
    number: int
    now: Outcome
    was: Outcome


@dataclass(frozen=True)
class Changes:
    """The games whose outcome changed, and the games won before and after."""

    games: tuple[GameChange, ...]
    games_won: tuple[int, int]
    games_won_before: tuple[int, int]

    def __bool__(self) -> bool:
        return bool(self.games) or self.games_won != self.games_won_before


def _game(scorer: Scorer, number: int) -> Game | None:
    return scorer.games[number - 1] if number <= len(scorer.games) else None


def outcome_changes(before: Scorer, after: Scorer) -> Changes:
    """Compare the slate before a change of the past with the slate after it, game by game."""
    games = []
    shared = before.games.shared(after.games)  # the same games, not replayed: not read
    for number in range(shared + 1, max(len(before.games), len(after.games)) + 1):
        old, new = _game(before, number), _game(after, number)
        if old is new:  # a game the change did not replay: one slate goes on from the other
            continue
        was, now = Outcome.of(old), Outcome.of(new)
        if was != now:
            games.append(GameChange(number, now, was))
    won, won_before = after.games_won, before.games_won
    return Changes(tuple(games), (won[0], won[1]), (won_before[0], won_before[1]))
