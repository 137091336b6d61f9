"""The events a Molotow session records. Players are named as the head names them (the
replay finds their seats); points and Weis are whole numbers as they were said, a Weis
always positive (the game gives its sign)."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.cards import Contract

Said = tuple[tuple[str, int], ...]  # (player, number) in the order said


@dataclass(frozen=True)
class Played:
    """A hand: its trump (Obenabe when nobody renounced), every player's trick points (the
    one left out at the table has been given the rest), each Weis of a hand and each
    Weis that fell on the table by the player it counts for, and who had the Stöck."""

    trump: Contract
    points: Said
    hand_weis: Said = ()
    table_weis: Said = ()
    stoeck: str | None = None


@dataclass(frozen=True)
class Refix:
    """`fix N`: hand N as it really was; the later totals follow."""

    number: int
    hand: Played
