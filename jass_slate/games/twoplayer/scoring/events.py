"""The events a two-player session records; players are named as the head names them."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.cards import Contract

Said = tuple[tuple[str, int], ...]  # (player, number) in the order said


@dataclass(frozen=True)
class Hand:
    """One played hand: the trump (the turned card's suit), who took the game on (where
    the rules have a taker), each player's card points, who took every trick, each
    player's Weis values, who held the Stöck."""

    trump: Contract
    taker: str | None
    points: Said
    match: str | None = None
    weis: tuple[tuple[str, tuple[int, ...]], ...] = ()
    stoeck: str | None = None


@dataclass(frozen=True)
class Refix:
    """Hand `number` as it really was."""

    number: int
    hand: Hand
