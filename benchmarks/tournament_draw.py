"""The draw of a tournament measured: for a few club sizes, the CPU seconds of the draw and
what it repeats (partners, opponents), and a night of 24 players drawn, written and shown
through the CLI. Only to show the cost; no test asserts a time.

    python benchmarks/tournament_draw.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from jass_slate.tournament.draw import Seating, draw  # noqa: E402

CASES = ((8, 3), (13, 4), (24, 4), (40, 8), (80, 10), (16, 15), (9, 9))


def measured(players: int, rounds: int) -> tuple[float, int, int]:
    names = [f"P{number}" for number in range(players)]
    start = time.process_time()
    drawn = draw(names, rounds, Seating(partners=True), 2026)
    cpu = time.process_time() - start
    partners = Counter(frozenset(team) for each in drawn for table in each.tables
                       for team in (table.seats[0::2], table.seats[1::2]))
    opponents = Counter(frozenset((one, other)) for each in drawn for table in each.tables
                        for one in table.seats[0::2] for other in table.seats[1::2])
    return cpu, sum(n - 1 for n in partners.values()), sum(n - 1 for n in opponents.values())


def main() -> None:
    print("players rounds  cpu-s  repeated-partners  repeated-opponents")
    for players, rounds in CASES:
        cpu, partners, opponents = measured(players, rounds)
        print(f"{players:7} {rounds:6} {cpu:6.2f} {partners:18} {opponents:19}")
    names = ",".join(f"Player {number}" for number in range(1, 25))
    with tempfile.TemporaryDirectory() as folder:
        for words in (["new", f"{folder}/night", "--players", names, "--rounds", "4",
                       "--hands", "12", "--seed", "1"], ["check", f"{folder}/night"],
                      ["show", f"{folder}/night"]):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "jass_slate", "tournament", *words],
                           check=True, capture_output=True, timeout=600)
            print(f"tournament {words[0]} (24 players, 4 rounds): "
                  f"{time.perf_counter() - start:.2f} s wall")


if __name__ == "__main__":
    main()
