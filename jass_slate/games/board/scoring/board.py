"""The free board replayed from its events: the hands written, the totals, and when the
game is over and who won.

Worked examples (docs/games/board.md): three players, no end, (30, -20, 5) then (-10, 40,
0) -> 20 / 20 / 5; the same with --lowest-wins --hands 2 -> Cla wins with 5. To 100:
(60, 40) then (50, 60) -> 110 / 100: both past it, the highest, Anna, wins; (50, 50) twice
-> 100 / 100: a draw, both win. Counted in tens: 14, 23, 26, 94 -> 1 + 2 + 3 + 9 = 15.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from jass_slate.games.board.scoring.rules import BoardRules, Finish


def in_tens(points: int) -> int:
    """Points counted in tens, half away from zero: 54 -> 5, 26 -> 3, -15 -> -2."""
    tens, rest = divmod(abs(points), 10)
    counted = tens + (rest >= 5)
    return counted if points >= 0 else -counted


@dataclass(frozen=True)
class Row:
    """One hand on the board, in seat order: what was said (None: did not play) and what
    it counts."""

    number: int
    entries: tuple[int | None, ...]
    scores: tuple[int, ...]


def row_of(rules: BoardRules, number: int, entries: Sequence[int | None]) -> Row:
    scores = tuple(0 if e is None else in_tens(e) if rules.rounded else e for e in entries)
    return Row(number, tuple(entries), scores)


@dataclass
class Board:
    """The game as it stands. A replay changes it in place, one event after another, and
    only once the event has passed every check: a refusal leaves it as it was."""

    players: tuple[str, ...]
    rules: BoardRules
    hands: list[Row] = field(default_factory=list)
    totals: tuple[int, ...] = ()
    places: dict[int, int] = field(default_factory=dict)  # play-on: seat -> place

    def __post_init__(self) -> None:
        self.totals, self.places = standing(self.rules, len(self.players), self.hands)

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    @property
    def finished(self) -> bool:
        """The game is over: the hands are played, a total reached the target, or (where
        the others play on) one player at most is left."""
        return over(self.rules, len(self.players), len(self.hands), self.totals, self.places)

    @property
    def best(self) -> tuple[int, ...]:
        """The seats with the best total (the highest, or the lowest)."""
        pick = min if self.rules.lowest_wins else max
        top = pick(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == top)

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won, once the game is over: the best total; where the others play on, who
        reached the target first (level in one hand: all of them)."""
        if self.rules.finish is Finish.PLAY_ON:
            return tuple(seat for seat, place in sorted(self.places.items()) if place == 1)
        return self.best if self.finished else ()

    @property
    def winner(self) -> int | None:
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    @property
    def losers(self) -> tuple[int, ...]:
        """Where the lowest wins at a target: who reached the target (simonste's loser)."""
        rules = self.rules
        if not self.finished or not rules.lowest_wins or rules.target is None:
            return ()
        return tuple(s for s, total in enumerate(self.totals) if total >= rules.target)

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats still in the game (where the others play on, the finished are out)."""
        return tuple(s for s in range(len(self.players)) if s not in self.places)

    def add(self, row: Row) -> None:
        """One more hand: the totals and places carried on from those before (a replay
        costs a step a hand, not the whole season again)."""
        self.hands.append(row)
        self.totals = passed(self.rules, self.totals, self.places, row)


def standing(rules: BoardRules, players: int, hands: Sequence[Row]
             ) -> tuple[tuple[int, ...], dict[int, int]]:
    """The totals after `hands`, and (where the others play on) each finished seat's
    place: those who reach the target in one hand share the next place."""
    totals = (0,) * players
    places: dict[int, int] = {}
    for row in hands:
        totals = passed(rules, totals, places, row)
    return totals, places


def passed(rules: BoardRules, totals: Sequence[int], places: dict[int, int], row: Row
           ) -> tuple[int, ...]:
    """The totals after one more hand; where the others play on, the places it gives are
    written into `places`."""
    after = tuple(t + s for t, s in zip(totals, row.scores, strict=True))
    if rules.finish is Finish.PLAY_ON and rules.target is not None:
        place = len(places) + 1
        for seat, total in enumerate(after):
            if seat not in places and total >= rules.target:
                places[seat] = place
        left = [s for s in range(len(after)) if s not in places]
        if len(left) == 1 and places:
            places[left[0]] = len(places) + 1  # the last one left takes the last place
    return after


def over(rules: BoardRules, players: int, played: int, totals: Sequence[int],
         places: dict[int, int]) -> bool:
    if rules.finish is Finish.PLAY_ON:
        return players - len(places) <= 1
    if rules.hands is not None:
        return played >= rules.hands
    if rules.target is not None:
        return played > 0 and max(totals) >= rules.target
    return False
