"""A hand's arithmetic, the one home of it (docs/games/bidding.md has worked hands).

Alone (Bieterjass, bachmann-jass `resolveBieterRound`): the stake is bid × the contract's
factor; made (points ≥ bid) → the soloist +stake, the others 0; failed → the soloist
−stake and each other ⌊stake / others⌋. Bid 100 in Schellen (×2): 112 → +200, 0, 0;
84 → −200, +100, +100.

Teams (Sidi-Barrani, jassverzeichnis.ch): made → the bidders write bid × double + their
card points, the others their card points; failed → the bidders their card points, the
others bid × double + theirs. Weis and Stöck go to their side, outside the bid. Bid 120:
130 / 27 → 250 / 27; 110 / 47 → 110 / 167.
"""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.cards import Contract
from jass_slate.games.bidding.scoring.rules import HAND_POINTS, BidRules, Sides

STOECK_POINTS = 20


@dataclass(frozen=True)
class HandRow:
    """One played hand on the board, every list in side order."""

    number: int
    contract: Contract
    factor: int
    by: int
    bid: int
    all_passed: bool
    double: int
    points: int  # the bidding side's card points
    made: bool
    weis: tuple[int, ...]  # per side, the Weis written
    stoeck: int | None
    scores: tuple[int, ...]  # what the hand writes per side

    @property
    def stake(self) -> int:
        """What the bid is worth: bid × factor × double."""
        return self.bid * self.factor * self.double


def alone_scores(sides: int, by: int, stake: int, made: bool) -> tuple[int, ...]:
    """A soloist against the others: +stake alone, or −stake and ⌊stake / others⌋ each."""
    if made:
        return tuple(stake if side == by else 0 for side in range(sides))
    share = stake // (sides - 1)
    return tuple(-stake if side == by else share for side in range(sides))


def team_scores(by: int, stake: int, points: int, made: bool, weis: tuple[int, ...],
                stoeck: int | None) -> tuple[int, ...]:
    """Two teams: the bid's value to the side that earned it, card points, Weis, Stöck."""
    cards = (points, HAND_POINTS - points) if by == 0 else (HAND_POINTS - points, points)
    earned = by if made else 1 - by
    return tuple(cards[side] + weis[side] + (STOECK_POINTS if stoeck == side else 0)
                 + (stake if side == earned else 0) for side in range(2))


def hand_row(rules: BidRules, sides: int, number: int, contract: Contract, by: int,
             bid: int, points: int, all_passed: bool, double: int,
             weis: tuple[int, ...], stoeck: int | None) -> HandRow:
    """The hand as the board writes it (its words already checked)."""
    factor = rules.factor(contract)
    made = points >= bid
    stake = bid * factor * double
    if rules.sides is Sides.TEAMS:
        scores = team_scores(by, stake, points, made, weis, stoeck)
    else:
        scores = alone_scores(sides, by, stake, made)
    return HandRow(number, contract, factor, by, bid, all_passed, double, points, made,
                   weis, stoeck, scores)
