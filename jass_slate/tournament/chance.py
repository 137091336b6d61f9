"""The chance a draw follows from: a stream of numbers made from the seed alone, the same
on every machine and in every later Python (only `random.random()` is promised that for
`random`, not its shuffle: Python's "Notes on reproducibility"), so a draw kept with its
seed can be drawn again and compared."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
BITS = 56


class Chance:
    """Numbers from a seed and a counter: SHA-256 of "seed:counter", its first 56 bits."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.counter = 0

    def below(self, count: int) -> int:
        """A whole number from 0 to count - 1."""
        digest = hashlib.sha256(f"{self.seed}:{self.counter}".encode()).digest()
        self.counter += 1
        return int.from_bytes(digest[:BITS // 8], "big") * count >> BITS

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """The items in a drawn order (Fisher–Yates)."""
        order = list(items)
        for last in range(len(order) - 1, 0, -1):
            other = self.below(last + 1)
            order[last], order[other] = order[other], order[last]
        return order
