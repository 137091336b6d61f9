"""What a change of the past (`fix`, `undo`) changes in the games' outcomes, and a claim a fix
would put into another game (pure)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.teams import Team
from jass_slate.games.schieber.scoring.results import Game, HandResult
from jass_slate.games.schieber.scoring.slate import Slate


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


def _game(scorer: Slate, number: int) -> Game | None:
    return scorer.games[number - 1] if number <= len(scorer.games) else None


def outcome_changes(before: Slate, after: Slate) -> Changes:
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


# --- a claim a fix would put into another game --------------------------------------------


@dataclass(frozen=True)
class MovedClaim:
    """The claim of hand `hand`, made in the game that began in hand `was`, which a fix would
    count in a game that begins in hand `now`."""

    hand: int
    was: int
    now: int


def moved_claim(before: Slate, after: Slate, fixed: int) -> MovedClaim | None:
    """The first claim after hand `fixed` that its fix would put into another game than
    the one it was made in (RULES.md §10.9): a claim ends the game it is said in, and in
    another game it says something else. From the first hand that begins a game both
    before and after the fix, the games are the same: the search stops there."""
    hands = (before.hands, after.hands)
    began: list[int | None] = [None, None]  # None: the fixed hand's game, begun alike
    for number in range(fixed + 1, min(len(hands[0]), len(hands[1])) + 1):
        begins = [_begins(played, number) for played in hands]
        if all(begins):
            return None
        began = [number if new else at for new, at in zip(begins, began, strict=True)]
        if hands[0][number - 1].claim is not None and began[0] != began[1]:
            was, now = (at or game_began(played, fixed)
                        for at, played in zip(began, hands, strict=True))
            return MovedClaim(number, was, now)
    return None


def _begins(hands: Sequence[HandResult], number: int) -> bool:
    return hands[number - 1].game != hands[number - 2].game


def game_began(hands: Sequence[HandResult], number: int) -> int:
    """The hand the game of hand `number` began with."""
    game = hands[number - 1].game
    while number > 1 and hands[number - 2].game == game:
        number -= 1
    return number
