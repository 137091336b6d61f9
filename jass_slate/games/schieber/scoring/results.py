"""What the slate publishes: each hand as it was written, each game, and how a claim was
settled. Frozen: where a hand or a game goes on, the scorer builds a new one.

The score pairs are lists (`[100, 57]`) as they always were; once published, nothing
changes them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import NamedTuple

from jass_slate.core.cards import Contract
from jass_slate.core.teams import Team
from jass_slate.games.schieber.scoring.events import Pile, WeisCall
from jass_slate.games.schieber.scoring.marks import Marks
from jass_slate.games.schieber.scoring.rules import Part
from jass_slate.games.schieber.scoring.trick import PlayedTrick


@dataclass(frozen=True)
class ClaimTerm:
    """One part counted in a claim, before the factor."""

    part: Part
    team: Team
    points: int


@dataclass(frozen=True)
class ClaimVerdict:
    """How a claim was settled, with the arithmetic that settled it."""

    claimant: Team
    also: Team | None
    factor: int
    target: int
    base: tuple[int, int]
    terms: tuple[ClaimTerm, ...]
    reckoned: tuple[int, int]
    totals: tuple[int, int]
    winner: Team
    written: bool
    schneider: bool
    # Parts claimed after the step of the claim order that decided a claim by both teams:
    # said, never counted nor written.
    not_counted: tuple[ClaimTerm, ...] = ()

    @property
    def holds(self) -> bool:
        """The first claimant's claim holds: it wins."""
        return self.winner == self.claimant


class HandResult(NamedTuple):
    """One hand as the slate saw it: what was chosen, counted and written.

    A named tuple, immutable as a frozen class, that costs a sixth of one to build: a
    replay builds one of every hand of a season (benchmarks/RESULTS.md: fourth round).
    The score pairs are lists as they always were; nothing changes them once published."""

    # What the open hand (standing.py: OpenHand) holds as it is, handed on by name ...
    number: int
    game: int
    contract: Contract
    factor: int
    pushed: bool
    pushed_back: bool
    forehand: str | None
    dealer: str | None
    chooser: str | None
    chooser_team: Team | None
    at: str
    fixed: bool = False
    pushed_on: bool = False  # six players: pushed twice, the third partner chose
    points: tuple[int, int] | None = None
    match: Team | None = None
    weis: WeisCall | None = None
    stoeck: Team | None = None
    claim: ClaimVerdict | None = None
    piles: tuple[Pile, ...] = ()  # the cards its trick points were counted from, if any
    second_stoeck: Team | None = None  # the double pack's second pair (rule second_stoeck)
    # ... and what a hand makes when it is written (OpenHand.result), from `scores` on.
    scores: list[int] = [0, 0]  # noqa: RUF012 - always given (OpenHand.result)
    totals: list[int] = [0, 0]  # noqa: RUF012 - always given
    cut: list[Part] | tuple[()] = ()  # the parts a decided game cut off; rarely any
    tricks: tuple[PlayedTrick, ...] = ()  # the tricks recorded one by one
    taken: tuple[int, int] = (0, 0)  # their points so far, per team, before the factor

    @property
    def stoeck_teams(self) -> tuple[Team, ...]:
        """The teams that scored Stöck: one, or the double pack's two pairs'."""
        return tuple(team for team in (self.stoeck, self.second_stoeck) if team is not None)

    @property
    def pushes(self) -> int:
        """How far the push went: 0, 1 (to the partner) or 2 (on to the third partner)."""
        return 2 if self.pushed_on else int(self.pushed)

    @property
    def kontermatch(self) -> bool | None:
        """Whether all nine tricks went to the side that did not choose; None when they
        did but nobody said who was forehand, so neither Match nor Kontermatch is known."""
        if self.match is None:
            return False
        if self.chooser_team is None:
            return None
        return self.match != self.chooser_team


@dataclass(frozen=True)
class RenameResult:
    """A rename as the slate wrote it: in game `game`, after hand `hand` (in it, if
    `during`: the hand was open)."""

    game: int
    hand: int
    during: bool
    old: str
    new: str
    at: str = ""


@dataclass(frozen=True)
class CorrectionResult:
    """A correction as the slate wrote it: after hand `after` of game `game`, with the
    game's totals after it."""

    game: int
    after: int
    team: Team
    points: int
    why: str
    totals: list[int]
    at: str = ""


@dataclass(frozen=True)
class Game:
    """One game of the session, from 0–0 until a team wins (or the hands run out)."""

    number: int
    scores: list[int] = field(default_factory=lambda: [0, 0])
    entries: tuple[tuple[Team, int], ...] = ()
    hands: int = 0
    winner: Team | None = None
    draw: bool = False
    schneider: bool = False
    bergpreis: Team | None = None
    decided_in: int | None = None
    # An exact tie past the target (or the Bergpreis) under `both_past_target = "higher"`:
    # the end of the next hand that leaves one team ahead decides it (RULES.md §10.4).
    tied: bool = False
    hill_tied: bool = False

    @property
    def decided(self) -> bool:
        return self.winner is not None or self.draw

    @functools.cached_property
    def marks(self) -> list[Marks]:
        """Both teams' marks, chalked entry by entry: worked out once, when the slate is
        first drawn, not on every entry of a replay."""
        marks = [Marks(), Marks()]
        totals = [0, 0]
        for team, amount in self.entries:
            totals[team] += amount
            # A correction that takes points away: the sponge, and the total chalked anew.
            marks[team] = marks[team].write(amount) if amount >= 0 else Marks().write(
                totals[team])
        return marks
