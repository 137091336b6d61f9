"""Which team scores Weis (RULES.md §4): the players' melds compared, and why one won."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from jass_slate.core.cards import Card
from jass_slate.core.teams import Team, as_team
from jass_slate.games.schieber.scoring.weis_cards import (
    Meld,
    WeisTable,
    best_weis,
    holds_stoeck,
    strength,
    strongest,
)


class TieBreak(Enum):
    """The step of RULES.md §4 that decided between two Weis, in order."""

    POINTS = "points"
    FOUR_OVER_RUN = "four_over_run"
    CARDS = "cards"
    RANK = "rank"
    TRUMP = "trump"
    SEAT = "seat"
    SAME_PLAYER = "same_player"  # two Weis of one player: any fixed order will do


KEY_STEPS = (TieBreak.POINTS, TieBreak.FOUR_OVER_RUN, TieBreak.CARDS, TieBreak.RANK,
             TieBreak.TRUMP, TieBreak.SEAT, TieBreak.SAME_PLAYER, TieBreak.SAME_PLAYER)


@dataclass(frozen=True)
class Shown:
    """A Weis shown at the first trick by the player at `position` (0 is forehand)."""

    weis: Meld
    position: int = 0


def compare(a: Shown, b: Shown, table: WeisTable) -> int:
    """1 if `a` beats `b`, -1 if `b` beats `a`, 0 only for the same Weis of the same seat."""
    key_a, key_b = strength(a.weis, table, a.position), strength(b.weis, table, b.position)
    return (key_a > key_b) - (key_a < key_b)


def tie_break(a: Shown, b: Shown, table: WeisTable) -> TieBreak | None:
    """The first step of the comparison on which `a` and `b` differ."""
    key_a, key_b = strength(a.weis, table, a.position), strength(b.weis, table, b.position)
    for step, one, other in zip(KEY_STEPS, key_a, key_b, strict=True):
        if one != other:
            return step
    return None


# --- which team scores ---------------------------------------------------------------


@dataclass(frozen=True)
class Player:
    """A player at the first trick: name, team and the cards shown or held."""

    name: str
    team: Team
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "team", as_team(self.team))  # an index 0 or 1 will do


@dataclass(frozen=True)
class PlayerWeis:
    """What one player's cards hold: the Weis to score, the one shown, and Stöck."""

    player: Player
    position: int
    weis: tuple[Meld, ...]
    shown: Meld | None
    stoeck: bool

    @property
    def total(self) -> int:
        return sum(w.points for w in self.weis)


@dataclass(frozen=True)
class Verdict:
    """The outcome at the first trick: the best Weis, what it beat, who scores."""

    table: WeisTable
    players: tuple[PlayerWeis, ...]
    best: PlayerWeis | None
    beaten: PlayerWeis | None
    step: TieBreak | None

    @property
    def scoring_team(self) -> Team | None:
        return None if self.best is None else self.best.player.team

    @property
    def team_points(self) -> tuple[int, int]:
        """Both teams' Weis before the factor: the scoring team's, and 0."""
        points = [0, 0]
        if self.best is not None:
            team = self.best.player.team
            points[team] = sum(p.total for p in self.players if p.player.team == team)
        return points[0], points[1]

    def scoring_weis(self) -> tuple[int, ...]:
        """The values the scoring team writes, strongest first."""
        team = self.scoring_team
        values = [w.points for p in self.players if p.player.team == team for w in p.weis]
        return tuple(sorted(values, reverse=True))


def read_player(player: Player, position: int, table: WeisTable) -> PlayerWeis:
    cards = player.cards
    return PlayerWeis(player, position, best_weis(cards, table), strongest(cards, table),
                      holds_stoeck(cards, table))


def _best_of(players: Iterable[PlayerWeis], table: WeisTable) -> PlayerWeis | None:
    showing = [p for p in players if p.shown is not None]
    return max(showing, default=None,
               key=lambda p: strength(p.shown, table, p.position) if p.shown else ())


def adjudicate(players: Sequence[Player], table: WeisTable) -> Verdict:
    """Compare the players' Weis; players are in the order they play to the first trick."""
    read = tuple(read_player(p, position, table) for position, p in enumerate(players))
    best = _best_of(read, table)
    if best is None:
        return Verdict(table, read, None, None, None)
    beaten = _best_of((p for p in read if p.player.team != best.player.team), table)
    step = None
    if beaten is not None and best.shown is not None and beaten.shown is not None:
        step = tie_break(Shown(best.shown, best.position), Shown(beaten.shown, beaten.position),
                         table)
    return Verdict(table, read, best, beaten, step)


# --- saying it -----------------------------------------------------------------------
