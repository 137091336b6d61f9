"""The events a bidding session records. A side (a player each alone, or a team) is named
as the head names it (the replay finds its place); a number is a whole number as said."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.cards import Contract


@dataclass(frozen=True)
class Bid:
    """One played hand: the contract, who won the auction (`by`, a side) with what bid,
    the card points the bidding side took, whether everyone passed (the dealer then plays
    the forced bid), a double (2) or redouble (4), the Weis values of a side and Stöck."""

    contract: Contract
    by: str
    bid: int
    points: int
    all_passed: bool = False
    double: int = 1
    weis: tuple[str, tuple[int, ...]] | None = None  # (side, its Weis values)
    stoeck: str | None = None  # the side that held king and ober of trumps


@dataclass(frozen=True)
class Refix:
    """Hand `number` as it really was."""

    number: int
    hand: Bid
