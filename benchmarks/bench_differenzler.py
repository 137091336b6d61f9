"""How fast the Differenzler commands are, against the same minimal Typer apps as
benchmarks/bench.py (whose timing it reuses: each command alternates with its yardstick).

    python benchmarks/bench_differenzler.py [--runs N] [--sizes 12,1000,10000]

Generates Differenzler sessions of four players (calls near the points, now and then
an exact hit, a 0 or a Match), the last hand's calls said and its points not yet, and
times the commands that read and the ones that write. Standard library only, beside
the project.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import bench_game  # noqa: E402  (benchmarks/ is not a package)

from jass_slate.core.cards import Contract  # noqa: E402
from jass_slate.file.disk import write_atomic  # noqa: E402
from jass_slate.file.game_file import GameEntry, GameSession, load_game, replay_game  # noqa: E402
from jass_slate.file.game_write import render_game  # noqa: E402
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER, DiffSetup  # noqa: E402
from jass_slate.games.differenzler.scoring.events import Call, Played  # noqa: E402
from jass_slate.games.differenzler.scoring.rules import PRESETS  # noqa: E402

PLAYERS = ("Anna", "Beat", "Cla", "Dora")
SUITS = (Contract.HEARTS, Contract.SPADES, Contract.DIAMONDS, Contract.CLUBS)
CASES = (
    ("show", ("show",), "rich"),
    ("show --json", ("show", "--json"), "plain"),
    ("history --json", ("history", "--json"), "plain"),
    ("export --format csv", ("export", "--format", "csv"), "plain"),
    ("stats --json", ("stats", "--json"), "plain"),
    ("check", ("check",), "plain"),
    ("call", ("call", "Anna", "41"), "plain"),
    ("tricks", ("tricks", "Anna=40", "Beat=30", "Cla=50"), "plain"),
)


def hand(rng: random.Random) -> Played:
    cuts = sorted(rng.randint(0, 157) for _ in range(3))
    points = [b - a for a, b in zip([0, *cuts], [*cuts, 157], strict=True)]
    calls = [max(0, min(157, p + rng.choice((0, 0, -3, 5, -12, 20)))) for p in points]
    return Played(rng.choice(SUITS), tuple(zip(PLAYERS, calls, strict=True)),
                  tuple(zip(PLAYERS, points, strict=True)))


def write_session(path: Path, size: int) -> None:
    """A session of `size` hands, hand `size + 1` called: one render, one replay."""
    rng = random.Random(size)
    rules = PRESETS["hidden"].__class__(preset="hidden", calls=PRESETS["hidden"].calls,
                                        bonus=PRESETS["hidden"].bonus, hands=size + 10)
    setup = DiffSetup(PLAYERS, rules)
    entries = [GameEntry("2026-11-27T19:30:00+01:00", hand(rng)) for _ in range(size)]
    entries.append(GameEntry("2026-11-27T19:31:00+01:00",
                             Call(tuple((n, 40) for n in PLAYERS), Contract.HEARTS)))
    board = replay_game(DIFFERENZLER, setup, entries)
    session = GameSession(path, DIFFERENZLER, setup, "2026-11-27T19:30:00+01:00", entries,
                          board)
    write_atomic(path, render_game(session))
    load_game(path, DIFFERENZLER)  # a read leaves the snapshot a write would (file/healing.py)


if __name__ == "__main__":
    bench_game.main(__doc__, "differenzler", CASES, write_session)
