"""Trick points: the hand's total (157; with the double pack 314, 250 ...), the counts no
cards make, Match, and a hand's trick points counted from one team's cards. The card
points themselves live in `pack`; a pile is counted by `points.Counting`."""

from __future__ import annotations

from jass_slate.core.cards import Contract, Extra
from jass_slate.core.errors import RuleError, message
from jass_slate.core.pack import Pack
from jass_slate.core.teams import Team, as_team
from jass_slate.games.schieber.scoring.events import Pile, Tricks
from jass_slate.games.schieber.scoring.piles import check_deck, check_pile
from jass_slate.games.schieber.scoring.points import Counting, counting
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.language.i18n import N_

HAND_POINTS = 157  # the normal pack's hand, in every contract
IMPOSSIBLE_COUNTS = (1, HAND_POINTS - 1)
# Every count from 2 to 150 is made by some cards in every pack and contract: the smallest
# hand is the double pack's modern Undenufe without a last trick, 152, whose high count no
# cards make is 151 (tests/core/test_pack.py checks it against every pack).
ALWAYS_MADE_BELOW = 151

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
# The same for a hand whose total is not 157 (the double pack), saying its own counts.
_PACK_REFUSALS = {
    "trick points": N_("trick points cannot be {points}: no cards make it (0 to {top}, but "
                       "not {impossible})"),
    "captured trick points": N_("captured trick points cannot be {points}: no cards make it "
                                "(0 to {top}, but not {impossible})"),
}


def _hand(rules: Rules | None, contract: Contract) -> tuple[int, tuple[int, ...]]:
    """The hand's total and the counts no cards make, in `contract` under `rules`."""
    if rules is None or rules.pack is Pack.NORMAL:
        return HAND_POINTS, IMPOSSIBLE_COUNTS
    return rules.hand_counts[contract.valuation]


def hand_points(rules: Rules | None = None, contract: Contract = Contract.HEARTS) -> int:
    """The hand's trick points in `contract` under `rules` (None: the normal pack, 157)."""
    return _hand(rules, contract)[0]


def match_points(rules: Rules, contract: Contract = Contract.HEARTS) -> int:
    """What a Match is worth before the factor: 257; with the double pack 514 in a trump."""
    return hand_points(rules, contract) + rules.match_bonus


def check_count(points: int, what: str = "trick points", rules: Rules | None = None,
                contract: Contract = Contract.HEARTS) -> None:
    """Refuse a trick-point count that no set of cards can make; `what` is "trick points"
    or "captured trick points"."""
    if 1 < points < ALWAYS_MADE_BELOW:
        return  # the common case, on the replay's hot path
    _check_against(points, what, *_hand(rules, contract))


def _check_against(points: int, what: str, top: int, impossible: tuple[int, ...]) -> None:
    """Refuse a count above the hand's `top` or one of its `impossible` counts."""
    if 0 <= points <= top and points not in impossible:
        return
    key = "captured" if what == "captured trick points" else "points"
    if not 0 <= points <= top:
        refusal = _COUNT_REFUSALS[what][0]
        raise RuleError(message(refusal, top=top, points=points), key=key, value=points)
    if top == HAND_POINTS:
        text = message(_COUNT_REFUSALS[what][1], points=points)
    else:
        text = message(_PACK_REFUSALS[what], points=points, top=top,
                       impossible=", ".join(map(str, impossible)))
    raise RuleError(text, key=key, value=points)


def counted(team: Team, points: int, total: int = HAND_POINTS) -> Tricks:
    """One team's counted trick points; the other team has the rest of the hand's `total`."""
    if total == HAND_POINTS:
        check_count(points)
    elif not 0 <= points <= total:
        raise RuleError(message(_COUNT_REFUSALS["trick points"][0], top=total, points=points),
                        key="points", value=points)
    pair = (points, total - points)
    return Tricks(pair if team == 0 else (pair[1], pair[0]))


def match(team: Team) -> Tricks:
    """All the tricks to `team`."""
    return Tricks((0, 0), as_team(team))


def trick_points(tricks: Tricks, rules: Rules, contract: Contract = Contract.HEARTS,
                 players: int = 4) -> tuple[int, int]:
    """Both teams' points before the factor, checked; Match is the hand's total + bonus
    against 0. In a Misère each team scores the points the other team took. Counted from
    cards, the cards are counted again in `contract`."""
    if tricks.pile is not None:
        _recount(tricks, counting(rules, contract, players), rules)
    written = _taken(tricks, rules, contract)
    if contract.extra is Extra.MISERE:
        return written[1], written[0]
    return written


def _taken(tricks: Tricks, rules: Rules, contract: Contract) -> tuple[int, int]:
    if tricks.match is not None:
        return one(tricks.match, match_points(rules, contract))
    first, second = tricks.points
    total, impossible = _hand(rules, contract)  # looked up once a hand
    for points in (first, second):
        if not 1 < points < ALWAYS_MADE_BELOW and (points in impossible
                                                   or not 0 <= points <= total):
            _check_against(points, "trick points", total, impossible)
    if first + second != total:
        text = N_("trick points {first} and {second} must add up to 157") \
            if total == HAND_POINTS else N_("trick points {first} and {second} must add up to "
                                            "{total}")
        raise RuleError(message(text, first=tricks.points[0], second=tricks.points[1],
                                total=total),
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
    if count % how.players:
        text = N_("a team's tricks hold four cards each: {count} cards are not whole tricks") \
            if how.players == 4 else N_("a team's tricks hold six cards each at six players: "
                                        "{count} cards are not whole tricks")
        raise RuleError(message(text, count=count), key="cards", value=count)
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
    check_count(points, "trick points", rules, how.contract)
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
