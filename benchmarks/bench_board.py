"""How fast the free board's commands are (a game every board game's commands share:
shell/board_game.py), against the same minimal Typer apps as benchmarks/bench.py (whose
timing it reuses: each command alternates with its yardstick).

    python benchmarks/bench_board.py [--runs N] [--sizes 12,1000,10000]

Generates boards of three players that never end (no target), a hand of points now and
then taken back with `undo` or corrected with `fix`, and times the commands that read and
the ones that write. Standard library only, beside the project.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import bench_game  # noqa: E402  (benchmarks/ is not a package)

from jass_slate.core.undo import Undo  # noqa: E402
from jass_slate.file.disk import write_atomic  # noqa: E402
from jass_slate.file.game_file import GameEntry, GameSession, load_game, replay_game  # noqa: E402
from jass_slate.file.game_write import render_game  # noqa: E402
from jass_slate.games.board.file.game_file import BOARD, BoardSetup  # noqa: E402
from jass_slate.games.board.scoring.events import Hand, Refix  # noqa: E402
from jass_slate.games.board.scoring.rules import BoardRules  # noqa: E402

PLAYERS = ("Anna", "Beat", "Cla")
CASES = (
    ("show", ("show",), "rich"),
    ("show --json", ("show", "--json"), "plain"),
    ("history --json", ("history", "--json"), "plain"),
    ("export --format csv", ("export", "--format", "csv"), "plain"),
    ("check", ("check",), "plain"),
    ("hand", ("hand", "Anna=30", "Beat=-20", "Cla=5"), "plain"),
    ("undo", ("undo",), "plain"),
)
AT = "2026-11-27T19:30:00+01:00"


def hand(rng: random.Random) -> Hand:
    return Hand(tuple((name, rng.randint(-50, 100)) for name in PLAYERS))


def write_session(path: Path, size: int) -> None:
    """A board of `size` hands (every fiftieth taken back and said again, every hundredth
    fixing an earlier one): one render, one replay."""
    rng = random.Random(size)
    entries: list[GameEntry] = []
    for number in range(1, size + 1):
        if number % 50 == 0:
            entries += [GameEntry(AT, hand(rng)), GameEntry(AT, Undo())]
        entries.append(GameEntry(AT, hand(rng)))
        if number % 100 == 0:
            entries.append(GameEntry(AT, Refix(rng.randint(1, number), hand(rng))))
    setup = BoardSetup(PLAYERS, BoardRules())
    board = replay_game(BOARD, setup, entries)
    write_atomic(path, render_game(GameSession(path, BOARD, setup, AT, entries, board)))
    load_game(path, BOARD)  # a read leaves the snapshot a write would (file/healing.py)


if __name__ == "__main__":
    bench_game.main(__doc__, "board", CASES, write_session)
