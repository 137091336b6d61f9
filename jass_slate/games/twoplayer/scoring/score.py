"""A hand's arithmetic, the one home of it (research: Cinq Cents, LEX).

Each player's sum is his card points + the Match bonus if he took every trick + his Weis
+ his Stöck. With a taker (`taking = true`): made when the taker's sum is at least one
more than the other's → each writes his own sum; failed → the taker 0, the other both
sums. Without: each writes his own. Either way a hand writes both sums in all.
Anna took: 95 + Stöck 20 = 115 against Beat's 67 + Weis 50 = 117 → failed: 0 / 232.
"""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.cards import Contract
from jass_slate.games.twoplayer.scoring.rules import STOECK_POINTS, TwoRules


@dataclass(frozen=True)
class HandRow:
    """One played hand on the board, every pair in seat order."""

    number: int
    trump: Contract
    taker: int | None
    cards: tuple[int, int]
    match: int | None
    weis: tuple[int, int]
    stoeck: int | None
    sums: tuple[int, int]
    made: bool | None  # None where the rules have no taker
    scores: tuple[int, int]


def sums_of(rules: TwoRules, cards: tuple[int, int], match: int | None,
            weis: tuple[int, int], stoeck: int | None) -> tuple[int, int]:
    return (cards[0] + (rules.match_bonus if match == 0 else 0) + weis[0]
            + (STOECK_POINTS if stoeck == 0 else 0),
            cards[1] + (rules.match_bonus if match == 1 else 0) + weis[1]
            + (STOECK_POINTS if stoeck == 1 else 0))


def hand_row(rules: TwoRules, number: int, trump: Contract, taker: int | None,
             cards: tuple[int, int], match: int | None, weis: tuple[int, int],
             stoeck: int | None) -> HandRow:
    """The hand as the board writes it (its words already checked)."""
    sums = sums_of(rules, cards, match, weis, stoeck)
    if taker is None:
        return HandRow(number, trump, None, cards, match, weis, stoeck, sums, None, sums)
    other = 1 - taker
    made = sums[taker] >= sums[other] + 1
    if made:
        scores = sums
    else:
        written = [0, 0]
        written[other] = sums[0] + sums[1]
        scores = (written[0], written[1])
    return HandRow(number, trump, taker, cards, match, weis, stoeck, sums, made, scores)
