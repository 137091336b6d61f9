"""The standings of a tournament after each round (research 34-35 §5.2; docs/rule-choices.md
"Tournament standings"):

1. A player's round is his side's points at his table (a Passe of partners: his team's;
   each alone: his own total), once the table's game is over; a round counts once every
   table of it is over (a table not back holds its round back for everyone).
2. Everyone is ranked on the same number of rounds: as many as the player who sat out
   most played of the rounds over, each player's best ones; with `drop_worst` one fewer
   (the Streichpasse: LEX, JassWiki, STA best 3 of 4, JMF).
3. Ties: the better single round ranks first (STA, JMF: "die höchste Runde"); players
   still level share the rank (1, 1, 3), listed by name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from jass_slate.core.notation import fold

TIE_BREAKS = ("best_round", "shared")


@dataclass(frozen=True)
class Standing:
    """One player's line: his rounds (None: a bye, or his table not over), those counted,
    his total and rank."""

    name: str
    rounds: tuple[int | None, ...]
    counted: tuple[int, ...]  # the numbers of the rounds counted
    total: int
    best: int | None
    rank: int
    sat_out: tuple[int, ...]  # the rounds he sat out

    @property
    def byes(self) -> int:
        return len(self.sat_out)


@dataclass(frozen=True)
class Standings:
    """Every player's line in rank order, after `after` rounds."""

    rounds: int  # the tournament's
    after: int
    played: int  # the rounds whose every table is over
    highest_wins: bool
    counted: int  # how many rounds each player is ranked on
    players: tuple[Standing, ...]


def standings(players: Sequence[str], rounds: int, scores: Mapping[str, Mapping[int, int]],
              sat_out: Mapping[str, Sequence[int]], over: Sequence[int], highest_wins: bool,
              drop_worst: bool, after: int) -> Standings:
    """The standings after `after` rounds from each player's score per round, the rounds
    each sat out and the rounds `over`."""
    sign = 1 if highest_wins else -1
    done = {p: {n: points for n, points in scores.get(p, {}).items() if n in over}
            for p in players}
    fewest = min((len(mine) for mine in done.values()), default=0)
    counted = fewest - 1 if drop_worst and fewest > 1 else fewest
    lines = []
    for player in players:
        mine = done[player]
        best_first = sorted(mine, key=lambda number: (-sign * mine[number], number))
        kept = tuple(sorted(best_first[:counted]))
        best = mine[best_first[0]] if best_first else None
        shown = scores.get(player, {})
        lines.append(Standing(player, tuple(shown.get(n) for n in range(1, after + 1)), kept,
                              sum(mine[n] for n in kept), best, 0,
                              tuple(sat_out.get(player, ()))))
    keys = {line.name: (-sign * line.total, -sign * (line.best or 0)) for line in lines}
    order = sorted(lines, key=lambda line: (keys[line.name], fold(line.name)))
    ranked = tuple(_ranked(line, sum(keys[other.name] < keys[line.name] for other in lines))
                   for line in order)
    return Standings(rounds, after, len(over), highest_wins, counted, ranked)


def _ranked(line: Standing, ahead: int) -> Standing:
    from dataclasses import replace

    return replace(line, rank=ahead + 1)
