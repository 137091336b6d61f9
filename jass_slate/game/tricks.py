"""Trick points: counts of a hand's 157 (game/points.py), the counts no cards make, Match."""

from __future__ import annotations

from jass_slate.game.errors import RuleError, message
from jass_slate.game.events import Tricks
from jass_slate.game.points import HAND_POINTS as HAND_POINTS  # what the counts are of
from jass_slate.game.rules import Rules
from jass_slate.game.teams import Team, as_team
from jass_slate.language.i18n import N_

IMPOSSIBLE_COUNTS = (1, HAND_POINTS - 1)

# How a count is refused, by what it counts: out of range, or a count no cards make.
_COUNT_REFUSALS = {
    "trick points": (
        N_("trick points must be 0 to {top}, not {points}"),
        N_("trick points cannot be {points}: no cards make it (0 to 157, but not 1 or 156)"),
    ),
    "captured trick points": (
        N_("captured trick points must be 0 to {top}, not {points}"),
        N_("captured trick points cannot be {points}: no cards make it "
           "(0 to 157, but not 1 or 156)"),
    ),
}


def check_count(points: int, what: str = "trick points") -> None:
    """Refuse a trick-point count that no set of cards can make; `what` is "trick points"
    or "captured trick points"."""
    key = "captured" if what == "captured trick points" else "points"
    if not 0 <= points <= HAND_POINTS:
        refusal = _COUNT_REFUSALS[what][0]
        raise RuleError(message(refusal, top=HAND_POINTS, points=points), key=key,
                        value=points)
    if points in IMPOSSIBLE_COUNTS:
        raise RuleError(message(_COUNT_REFUSALS[what][1], points=points), key=key,
                        value=points)


def counted(team: Team, points: int) -> Tricks:
    """One team's counted trick points; the other team has the rest of 157."""
    check_count(points)
    pair = (points, HAND_POINTS - points)
    return Tricks(pair if team == 0 else (pair[1], pair[0]))


def match(team: Team) -> Tricks:
    """All nine tricks to `team`."""
    return Tricks((0, 0), as_team(team))


def trick_points(tricks: Tricks, rules: Rules) -> tuple[int, int]:
    """Both teams' points before the factor, checked; Match is 157 + bonus against 0."""
    if tricks.match is not None:
        return one(tricks.match, HAND_POINTS + rules.match_bonus)
    for points in tricks.points:
        check_count(points)
    if sum(tricks.points) != HAND_POINTS:
        raise RuleError(message(N_("trick points {first} and {second} must add up to 157"),
                                first=tricks.points[0], second=tricks.points[1]),
                        key="points", value=f"{tricks.points[0]}:{tricks.points[1]}")
    return tricks.points


def one(team: Team, amount: int) -> tuple[int, int]:
    """`amount` for `team`, nothing for the other."""
    return (amount, 0) if team == 0 else (0, amount)
