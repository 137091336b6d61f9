"""The draw of a tournament: for every round, who sits out, who sits at which table, and
in which seat (research 34-35 §5.3).

Where the game seats partners, each table is two partnerships of two, and nobody partners
the same player twice while that is possible: each round is the best of many drawn tries
(fewest repeated partners, then repeated opponents, then players who met before at all);
where the tries leave a repeated partner in a tournament short enough to avoid it, the
partnerships are those of the circle method (Berger tables: n - 1 rounds of n players, n
rounds of an odd n, every pair once), its rounds and players drawn. Where each player
plays alone, the tables are of the sizes the game allows, the largest first, and the
tries keep players apart who met before. The byes go to those who sat out least so far,
so nobody sits out twice before everyone sat out once."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.tournament.chance import Chance
from jass_slate.tournament.circle import circle_rounds
from jass_slate.tournament.file import Round
from jass_slate.tournament.tries import Met, Seating, drawn_rounds

__all__ = ["Seating", "distinct_rounds", "draw"]


def distinct_rounds(players: int, seating: Seating) -> int | None:
    """How many rounds can be drawn without a repeated partner (None: the game has no
    partners): n - 1 of an even n, n of an odd one (the circle method)."""
    if not seating.partners:
        return None
    return players - 1 if players % 2 == 0 else players


def draw(players: Sequence[str], rounds: int, seating: Seating, seed: int) -> tuple[Round, ...]:
    """Every round's tables and byes, drawn from the seed: the same players, rounds, game
    and seed give the same draw."""
    chance = Chance(seed)
    drawn = drawn_rounds(players, rounds, seating, chance)
    limit = distinct_rounds(len(players), seating)
    if limit is not None and rounds <= limit and _repeats(drawn):
        drawn = circle_rounds(players, rounds, chance)
    return drawn


def _repeats(drawn: Sequence[Round]) -> bool:
    met = Met()
    for each in drawn:
        met.add(each, partners=True)
    return any(count > 1 for count in met.partners.values())
