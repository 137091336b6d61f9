"""A hand's arithmetic: per player the difference |call - points|, the exact hit's credit
under the house rule, and what the hand writes (research/variants.md §2.1).

Worked example (rules `hidden`: -10 for an exact hit, not for a correct 0): calls 40 25
0 92, points 38 25 0 94 (157) -> differences 2 0 0 2, credits 0 10 0 0 (Cla's correct 0
earns none), the hand writes 2 -10 0 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.cards import Contract
from jass_slate.games.differenzler.scoring.rules import (
    BONUS_POINTS,
    STOECK_POINTS,
    Bonus,
    DiffRules,
    StoeckRule,
)


@dataclass(frozen=True)
class HandRow:
    """One played hand on the board, every figure in seat order."""

    number: int
    trump: Contract
    calls: tuple[int, ...]
    points: tuple[int, ...]  # card points taken, the last trick's included
    zero_trick: frozenset[int]  # seats that took a trick with no points in it
    stoeck: int | None  # the seat whose Stöck counted, where the rules count them
    differences: tuple[int, ...]
    credits: tuple[int, ...]  # the exact hit's 10, or 0
    scores: tuple[int, ...]  # difference - credit: what the hand writes

    @property
    def hits(self) -> tuple[bool, ...]:
        return tuple(d == 0 for d in self.differences)


def difference(call: int, points: int, stoeck: StoeckRule | None) -> int:
    """|call - points|, the holder's Stöck counted as the rule says (None: no Stöck)."""
    if stoeck is None or stoeck is StoeckRule.NONE:
        return abs(call - points)
    added = abs(call - (points + STOECK_POINTS))
    if stoeck is StoeckRule.ADD:
        return added
    return min(added, abs(call - (points - STOECK_POINTS)))


def credit(bonus: Bonus, call: int, diff: int, took_a_trick: bool) -> int:
    """The exact hit's credit: none under `none`; a correct 0 earns it under
    `zero-needs-trick` only when the player took a trick, never under `exact`."""
    if bonus is Bonus.NONE or diff != 0:
        return 0
    if call == 0 and not (bonus is Bonus.ZERO_NEEDS_TRICK and took_a_trick):
        return 0
    return BONUS_POINTS


def hand_row(rules: DiffRules, number: int, trump: Contract, calls: Sequence[int],
             points: Sequence[int], zero_trick: frozenset[int],
             stoeck: int | None) -> HandRow:
    """The hand as the board writes it (the counts already checked)."""
    diffs = [difference(c, p, rules.stoeck if seat == stoeck else None)
             for seat, (c, p) in enumerate(zip(calls, points, strict=True))]
    took = [p > 0 or seat in zero_trick for seat, p in enumerate(points)]
    credits = [credit(rules.bonus, c, d, t) for c, d, t in zip(calls, diffs, took, strict=True)]
    return HandRow(number, trump, tuple(calls), tuple(points), zero_trick, stoeck, tuple(diffs),
                   tuple(credits), tuple([d - c for d, c in zip(diffs, credits, strict=True)]))
