"""The Z slate's marks: hundreds, fifties, twenties and the rest (RULES.md §8)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Marks:
    """Strokes on one team's Z; `100*hundreds + 50*fifties + 20*twenties + rest` is the score."""

    hundreds: int = 0
    fifties: int = 0
    twenties: int = 0
    rest: int = 0

    def write(self, points: int) -> Marks:
        """Write one entry the way a scorer chalks it, carrying the rest into twenties."""
        rest = self.rest + points % 50 % 20
        twenties = self.twenties + (points % 50) // 20 + rest // 20
        return Marks(
            hundreds=self.hundreds + points // 100,
            fifties=self.fifties + (points % 100) // 50,
            twenties=twenties,
            rest=rest % 20,
        )

    @property
    def value(self) -> int:
        return 100 * self.hundreds + 50 * self.fifties + 20 * self.twenties + self.rest

    def as_dict(self) -> dict[str, int]:
        return {"hundreds": self.hundreds, "fifties": self.fifties,
                "twenties": self.twenties, "rest": self.rest}
