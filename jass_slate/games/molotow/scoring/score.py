"""A Molotow hand's arithmetic (research-31 §1.4): per player the trick points, less each
Weis of his hand, plus each Weis that fell on the table in his tricks (twice under
`table_weis = "double"`), less 20 for his Stöck; in tens under `rounded` (each entry
rounded, half away from zero, then added); all of it twice in a doubled last hand.

Worked example (E1): hearts, Anna 62, Beat 40, Cla 55, Dora the rest 0; Beat's hand
Weis 20, Anna's table Weis 20, Dora's Stöck -> Anna 62 + 20 = 82, Beat 40 - 20 = 20,
Cla 55, Dora 0 - 20 = -20 (the four add up to 157 - 20 + 20 - 20 = 137).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.cards import Contract
from jass_slate.games.molotow.scoring.rules import STOECK_POINTS, MolotowRules, TableWeis


@dataclass(frozen=True)
class HandRow:
    """One played hand on the board, every figure in seat order."""

    number: int
    trump: Contract
    points: tuple[int, ...]  # trick points, the last trick's 5 included
    hand_weis: tuple[tuple[int, ...], ...]  # each Weis of the player's own hand
    table_weis: tuple[tuple[int, ...], ...]  # each Weis on the table in his tricks
    stoeck: int | None  # the seat that had the Stöck
    doubled: bool  # the last hand, counted twice
    scores: tuple[int, ...]  # what the hand writes

    def weis_net(self, seat: int, rules: MolotowRules) -> int:
        """The Weis and Stöck of a player in points as said: - from the hand, + on the
        table (twice where the rules double it), -20 for Stöck (before rounding)."""
        table = sum(self.table_weis[seat]) * table_factor(rules)
        stoeck = STOECK_POINTS if self.stoeck == seat else 0
        return table - sum(self.hand_weis[seat]) - stoeck


def table_factor(rules: MolotowRules) -> int:
    return 2 if rules.table_weis is TableWeis.DOUBLE else 1


def tens(points: int) -> int:
    """Points written in tens, half away from zero (simonste/jasstafel's roundedInt: 54 is
    5, 55 is 6, -25 is -3)."""
    sign = -1 if points < 0 else 1
    return sign * ((abs(points) + 5) // 10)


def player_score(rules: MolotowRules, points: int, hand_weis: Sequence[int],
                 table_weis: Sequence[int], stoeck: bool, doubled: bool) -> int:
    """What the hand writes for one player: each entry (rounded where the rules say),
    added, then doubled in a doubled hand."""
    entries = [points, *(-w for w in hand_weis),
               *(w * table_factor(rules) for w in table_weis)]
    if stoeck:
        entries.append(-STOECK_POINTS)
    if rules.rounded:
        entries = [tens(e) for e in entries]
    return sum(entries) * (2 if doubled else 1)


def hand_row(rules: MolotowRules, number: int, trump: Contract, points: Sequence[int],
             hand_weis: Sequence[Sequence[int]], table_weis: Sequence[Sequence[int]],
             stoeck: int | None) -> HandRow:
    """The hand as the board writes it (its figures already checked)."""
    doubled = rules.doubled(number)
    scores = tuple(player_score(rules, p, h, t, stoeck == seat, doubled)
                   for seat, (p, h, t) in enumerate(zip(points, hand_weis, table_weis,
                                                        strict=True)))
    return HandRow(number, trump, tuple(points), tuple(tuple(h) for h in hand_weis),
                   tuple(tuple(t) for t in table_weis), stoeck, doubled, scores)
