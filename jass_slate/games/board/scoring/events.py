"""The events a free board records. Players are named as the head names them (the replay
finds their seats); an entry is a whole number as it was said, or None: `x`, the player
did not play the hand (or has finished, where the others play on)."""

from __future__ import annotations

from dataclasses import dataclass

Entries = tuple[tuple[str, int | None], ...]  # (player, number or None) in the order said


@dataclass(frozen=True)
class Hand:
    """One hand: what it writes for every player (the one left out at the table has been
    given the rest of the fixed total)."""

    entries: Entries


@dataclass(frozen=True)
class Refix:
    """`fix N`: hand N as it really was; the later totals follow."""

    number: int
    hand: Hand
