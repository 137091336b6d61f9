"""The drawn tries of a tournament's draw (draw.py): each round the best of many tries, by
what it repeats: partners, then opponents, then players who met at a table at all."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from jass_slate.tournament.chance import Chance
from jass_slate.tournament.file import Round, Table

TRIES = 120  # drawn tries per round: a count, never a time


@dataclass(frozen=True)
class Seating:
    """How a game seats a tournament's tables: two partnerships at a table of four, or each
    player alone at tables of the sizes it allows (largest first)."""

    partners: bool
    sizes: tuple[int, ...] = (4,)

    @property
    def fewest(self) -> int:
        """The fewest players a tournament of the game needs."""
        return 4 if self.partners else min(self.sizes)


Pair = frozenset[str]


@dataclass
class Met:
    """Who partnered, opposed or sat at a table with whom so far, and who sat out."""

    partners: Counter[Pair] = field(default_factory=Counter)
    opponents: Counter[Pair] = field(default_factory=Counter)
    tables: Counter[Pair] = field(default_factory=Counter)
    byes: Counter[str] = field(default_factory=Counter)

    def add(self, drawn: Round, partners: bool) -> None:
        for table in drawn.tables:
            for one, other in combinations(table.seats, 2):
                self.tables[frozenset((one, other))] += 1
            if partners:
                for team in (table.seats[0::2], table.seats[1::2]):
                    self.partners[frozenset(team)] += 1
                for one in table.seats[0::2]:
                    for other in table.seats[1::2]:
                        self.opponents[frozenset((one, other))] += 1
        self.byes.update(drawn.byes)

    def cost(self, tables: Sequence[Sequence[str]], partners: bool) -> tuple[int, int, int]:
        """What a round's tables repeat: partners, opponents, meetings at a table."""
        repeated = [0, 0, 0]
        for seats in tables:
            repeated[2] += sum(self.tables[frozenset(p)] for p in combinations(seats, 2))
            if partners:
                repeated[0] += sum(self.partners[frozenset(seats[i::2])] for i in (0, 1))
                repeated[1] += sum(self.opponents[frozenset((one, other))]
                                   for one in seats[0::2] for other in seats[1::2])
        return repeated[0], repeated[1], repeated[2]


def table_sizes(players: int, seating: Seating) -> tuple[tuple[int, ...], int]:
    """The tables' sizes of a round and how many sit out: the most players seated, then
    the fewest small tables (13 players at tables of 3 or 4: 4, 3, 3, 3)."""
    sizes = sorted(seating.sizes, reverse=True)
    for byes in range(players + 1):
        found = _fill(players - byes, sizes)
        if found is not None:
            return found, byes
    return (), players


def _fill(seated: int, sizes: Sequence[int]) -> tuple[int, ...] | None:
    if seated == 0:
        return ()
    for index, size in enumerate(sizes):
        if size <= seated:
            rest = _fill(seated - size, sizes[index:])
            if rest is not None:
                return (size, *rest)
    return None


def drawn_rounds(players: Sequence[str], rounds: int, seating: Seating,
                  chance: Chance) -> tuple[Round, ...]:
    met, drawn = Met(), []
    sizes, byes = table_sizes(len(players), seating)
    for number in range(1, rounds + 1):
        best: tuple[tuple[int, int, int], list[list[str]], list[str]] | None = None
        for _try in range(TRIES):
            order = sorted(chance.shuffled(players), key=lambda name: met.byes[name])
            out, playing = order[:byes], order[byes:]
            tables = (_partner_tables(playing, met, chance) if seating.partners
                      else _alone_tables(playing, sizes, met))
            cost = met.cost(tables, seating.partners)
            if best is None or cost < best[0]:
                best = (cost, tables, out)
            if cost == (0, 0, 0):
                break
        assert best is not None
        each = seated_round(number, best[1], best[2], seating.partners, chance)
        met.add(each, seating.partners)
        drawn.append(each)
    return tuple(drawn)


def _partner_tables(playing: Sequence[str], met: Met, chance: Chance) -> list[list[str]]:
    """Partnerships, each with the partner he partnered least, then tables of two of them
    that met least as opponents."""
    left, teams = list(playing), []
    while left:
        one = left.pop(0)
        other = min(left, key=lambda name: met.partners[frozenset((one, name))])
        left.remove(other)
        teams.append((one, other))
    return pair_teams(teams, met)


def pair_teams(teams: Sequence[tuple[str, str]], met: Met) -> list[list[str]]:
    """Tables of two partnerships each (seats: the first's two at 1 and 3), each with the
    partnership its players opposed least."""
    left, tables = list(teams), []
    while left:
        first = left.pop(0)

        def opposed(team: tuple[str, str], first: tuple[str, str] = first) -> int:
            return sum(met.opponents[frozenset((one, other))] * 4 +
                       met.tables[frozenset((one, other))]
                       for one in first for other in team)
        second = min(left, key=opposed)
        left.remove(second)
        tables.append([first[0], second[0], first[1], second[1]])
    return tables


def _alone_tables(playing: Sequence[str], sizes: Sequence[int], met: Met) -> list[list[str]]:
    """Tables of the sizes, each filled with the players who met those there least."""
    left, tables = list(playing), []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            other = min(left, key=lambda name: sum(met.tables[frozenset((name, seated))]
                                                   for seated in table))
            left.remove(other)
            table.append(other)
        tables.append(table)
    return tables


def seated_round(number: int, tables: Sequence[Sequence[str]], byes: Sequence[str],
                 partners: bool, chance: Chance) -> Round:
    """The round with its seats drawn: at a table of partners, which partnership sits at 1
    and 3 and who of each sits first; each alone: the seat order."""
    seated = []
    for at, table in enumerate(tables, 1):
        if partners:
            first, second = [table[0], table[2]], [table[1], table[3]]
            if chance.below(2):
                first, second = second, first
            first, second = chance.shuffled(first), chance.shuffled(second)
            seats: tuple[str, ...] = (first[0], second[0], first[1], second[1])
        else:
            seats = tuple(chance.shuffled(table))
        seated.append(Table(at, seats))
    return Round(number, tuple(seated), tuple(sorted(byes)))
