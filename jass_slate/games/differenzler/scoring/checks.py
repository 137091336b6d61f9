"""What a Differenzler hand must hold: a trump the rules play, calls from 0 to the hand's
total, points that add up to it, Stöck only where they count."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError, message
from jass_slate.games.differenzler.scoring.rules import DiffRules, StoeckRule
from jass_slate.language.i18n import N_


def check_trump(rules: DiffRules, trump: Contract) -> None:
    if trump not in rules.contracts:
        said = ", ".join(c.word for c in rules.contracts)
        raise RuleError(message(N_("{trump} is not a trump of this session: it plays {trumps}"),
                                trump=trump.label, trumps=said), value=trump.value)


def check_call(rules: DiffRules, trump: Contract | None, player: str, call: int) -> None:
    most = rules.highest_call(trump)
    if not 0 <= call <= most:  # a hidden call is not said back, even a wrong one
        said = message(N_("{player}'s call must be 0 to {most} points"), player=player,
                       most=most) if rules.hidden else \
            message(N_("{player}'s call must be 0 to {most} points, not {call}"),
                    player=player, most=most, call=call)
        raise RuleError(said, value=call)


def check_points(rules: DiffRules, trump: Contract, players: Sequence[str],
                 points: Sequence[int], zero_trick: frozenset[int]) -> None:
    """Every count 0 to the hand's total, all of them adding up to it, and a trick of no
    points only for a player who has 0."""
    total = rules.total(trump)
    for player, count in zip(players, points, strict=True):
        if not 0 <= count <= total:
            raise RuleError(message(N_("{player}'s points must be 0 to {total}, not {count}"),
                                    player=player, total=total, count=count), value=count)
    if sum(points) != total:
        raise RuleError(message(N_("the points add up to {sum}, not {total}: a hand has "
                                   "{total} points (a Match too)"), sum=sum(points),
                                total=total), value=sum(points))
    for seat in sorted(zero_trick):
        if points[seat] != 0:
            raise RuleError(message(N_("{player} has {count} points: `0+` (a trick with no "
                                       "points) is for a player who has 0"),
                                    player=players[seat], count=points[seat]))


def check_stoeck(rules: DiffRules, trump: Contract, seat: int | None) -> None:
    if seat is None:
        return
    if rules.stoeck is StoeckRule.NONE:
        raise RuleError(message(N_("Stöck do not count in this Differenzler (rules key "
                                   "'stoeck' is \"none\")")), key="stoeck")
    if trump.trump is None:
        raise RuleError(message(N_("there are no Stöck in {contract}: they need a trump "
                                   "suit"), contract=trump.label), key="stoeck")
