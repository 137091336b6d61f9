"""Trick points: counts of a hand's 157 (game/points.py), the counts no cards make, Match."""

from __future__ import annotations

from jass_slate.game.cards import Contract
from jass_slate.game.errors import RuleError, message
from jass_slate.game.events import Pile, Tricks
from jass_slate.game.piles import check_deck, check_pile
from jass_slate.game.points import HAND_POINTS as HAND_POINTS  # what the counts are of
from jass_slate.game.points import Counting, counting
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


def trick_points(tricks: Tricks, rules: Rules,
                 contract: Contract | None = None) -> tuple[int, int]:
    """Both teams' points before the factor, checked; Match is 157 + bonus against 0.
    Counted from cards, the cards are counted again in `contract`."""
    if tricks.pile is not None and contract is not None:
        _recount(tricks, counting(rules, contract), rules)
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


# --- counted from the cards ----------------------------------------------------------


def tricks_from_pile(pile: Pile, how: Counting, rules: Rules) -> Tricks:
    """The trick points of a whole hand from one team's tricks: their cards, and the last
    trick's bonus if the team took it; the other team has the rest. All the cards: Match.
    Who took the last trick may be left open only where the cards say it."""
    check_deck(pile.cards, rules.deck)
    check_pile(pile.cards, how.pack)
    size, count = how.pack.size, len(pile.cards)
    if count % 4:
        raise RuleError(message(N_("a team's tricks hold four cards each: {count} cards are "
                                   "not whole tricks"), count=count), key="cards", value=count)
    last = pile.last
    if last is None and count in (0, size):
        last = pile.team if count else pile.team.other
    if last is None:
        raise RuleError(message(N_("say who took the last trick (--last TEAM): its 5 "
                                   "counts for that team")), key="last")
    if count == size and last != pile.team:
        raise RuleError(message(N_("team {number} took all {size} cards, so the last trick "
                                   "too"), number=pile.team.number, size=size), key="last")
    if count == 0 and last == pile.team:
        raise RuleError(message(N_("team {number} took no cards, so not the last trick"),
                                number=pile.team.number), key="last")
    pile = Pile(pile.team, pile.cards, last)
    if count in (0, size):
        return Tricks((0, 0), pile.team if count else pile.team.other, pile)
    points = how.pile(pile.cards, pile.has_last)
    check_count(points)
    pair = (points, how.hand_points - points)
    return Tricks(pair if pile.team == 0 else (pair[1], pair[0]), None, pile)


def _recount(tricks: Tricks, how: Counting, rules: Rules) -> None:
    """Refuse trick points that their recorded cards do not make."""
    assert tricks.pile is not None
    recount = tricks_from_pile(tricks.pile, how, rules)
    if (recount.points, recount.match) != (tricks.points, tricks.match):
        raise RuleError(message(
            N_("the cards of team {number}'s tricks count {count}, not {points}"),
            number=tricks.pile.team.number, count=_said_points(recount),
            points=_said_points(tricks)), key="cards")


def _said_points(tricks: Tricks) -> str:
    if tricks.match is not None:
        return f"match={tricks.match.number}"
    return f"{tricks.points[0]}:{tricks.points[1]}"
