"""The circle method (Berger tables; FIDE C.05 Annex 1): n players, n even, in n - 1
rounds of partnerships where every pair partners once; an odd n gets a dummy, whose
partner sits out, and n rounds. The draw falls back on it where its drawn tries leave a
repeated partner in a tournament short enough to avoid one (draw.py)."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.tournament.chance import Chance
from jass_slate.tournament.file import Round
from jass_slate.tournament.tries import Met, pair_teams, seated_round


def circle_pairs(count: int) -> list[list[tuple[int, int]]]:
    """The circle method's rounds of `count` places (even): place count - 1 stays, the
    others turn."""
    turning = count - 1
    return [[(r, turning), *(((r + i) % turning, (r - i) % turning)
                            for i in range(1, count // 2))] for r in range(turning)]


def circle_rounds(players: Sequence[str], rounds: int, chance: Chance) -> tuple[Round, ...]:
    """`rounds` rounds of the circle method, its players and the order of its rounds drawn;
    where a partnership must sit out too (the partnerships of a round are odd), the one
    whose players sat out least."""
    places = chance.shuffled(players)
    count = len(places) + len(places) % 2
    schedule = chance.shuffled(circle_pairs(count))[:rounds]
    met, drawn = Met(), []
    for number, pairs in enumerate(schedule, 1):
        teams = [(places[a], places[b]) for a, b in pairs if max(a, b) < len(places)]
        byes = [places[min(a, b)] for a, b in pairs if max(a, b) >= len(places)]
        if len(teams) % 2:
            order = chance.shuffled(teams)
            out = min(order, key=lambda team: (max(met.byes[p] for p in team),
                                               sum(met.byes[p] for p in team)))
            teams.remove(out)
            byes.extend(out)
        each = seated_round(number, pair_teams(chance.shuffled(teams), met), byes,
                            True, chance)
        met.add(each, partners=True)
        drawn.append(each)
    return tuple(drawn)
