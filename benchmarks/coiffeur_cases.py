"""The Coiffeur cases of the benchmark (issue 16): `python benchmarks/bench.py --game coiffeur`.

A Coiffeur slate has at most 13 rows × 3 teams, so there is no season to grow: the file
is an evening on the default slate with every cell filled but the last (and a fix and an
undo in its record), built through the project's own API. Each command is timed against
its yardstick as bench.py times Schieber's, and judged by the same small-file target:
Coiffeur sessions are to be as fast as Schieber ones.
"""

from __future__ import annotations

from pathlib import Path

import bench

from jass_slate.core.undo import Undo
from jass_slate.file.game_file import editing_game
from jass_slate.file.game_write import create_game, save_game
from jass_slate.games.coiffeur.file.game_file import COIFFEUR, coiffeur_setup
from jass_slate.games.coiffeur.scoring.board import Cell, Outcome, Played

Case = bench.Case
CASES = (
    Case("hand", ("hand", "8", "--by", "2", "--points", "50"), "plain", writes=True),
    Case("fix", ("fix", "3", "--by", "1", "--points", "90"), "plain", writes=True),
    Case("undo", ("undo",), "plain", writes=True),
    Case("show", ("show",), "rich"),
    Case("show --json", ("show", "--json"), "plain"),
    Case("history", ("history",), "rich"),
    Case("history --json", ("history", "--json"), "plain"),
    *(Case(f"export --format {f}", ("export", "--format", f), "rich" if f == "svg" else "plain")
      for f in ("csv", "json", "md", "svg")),
    Case("check", ("check",), "plain"),
    Case("stats", ("stats",), "rich"),
    Case("stats --json", ("stats", "--json"), "plain"),
    Case("play", ("play",), "plain", writes=True),
)
OUTCOMES = [Cell(Outcome.POINTS, 100), Cell(Outcome.MATCH), Cell(Outcome.POINTS, 57),
            Cell(Outcome.SCRATCH), Cell(Outcome.POINTS, 140, "Anna"), Cell(Outcome.KONTERMATCH)]


def write_evening(path: Path) -> int:
    """The evening's file; how many cells it holds."""
    setup = coiffeur_setup(["Anna & Beat", "Cla & Dora"], None, None)
    create_game(path, COIFFEUR, setup, force=True)
    with editing_game(path, COIFFEUR) as session:
        cells = [(row, team) for row in range(len(setup.rows)) for team in (0, 1)][:-1]
        for number, (row, team) in enumerate(cells):
            session.record(Played(row, team, OUTCOMES[number % len(OUTCOMES)]))
        session.record(Played(2, 0, Cell(Outcome.POINTS, 80), fix=True))
        session.record(Undo())
        save_game(session)
    return len(cells)


def run(runs: int, only: list[str] | None, work: Path) -> str:
    """Time every case on the evening's file; the report as Markdown."""
    path = work / "coiffeur.toml"
    cells = write_evening(path)
    lines = [
        f"Machine: {bench.machine()}.",
        f"Command: `python benchmarks/bench.py --game coiffeur --runs {runs}`; a Coiffeur "
        f"of {cells} cells; {runs} runs each after a warm-up. Target: ≤ {bench.SMALL_TARGET}× "
        f"the yardstick's CPU, as every Schieber command at {bench.SMALL} hands.",
        "",
        "| command | yardstick | CPU ms (jass / yardstick) | ratio | target "
        "| wall ms (jass / yardstick) | peak RSS MiB |",
        "| --- | --- | ---: | ---: | --- | ---: | ---: |",
    ]
    for case in CASES:
        if only and case.label not in only:
            continue
        answers = b"8\n2\n50\n" if case.label == "play" else None
        mine, theirs = bench.time_case(case.args, case.yardstick, path, work, runs, answers)
        row = bench.Row(case, mine, theirs)
        lines.append(f"| `{case.label}` | {case.yardstick} "
                     f"| {mine.cpu_median * 1000:.0f} / {theirs.cpu_median * 1000:.0f} "
                     f"| {row.ratio:.2f}× | {bench.judged(row, bench.SMALL, {})} "
                     f"| {mine.median * 1000:.0f} / {theirs.median * 1000:.0f} "
                     f"| {mine.rss_kib / 1024:.1f} |")
    return "\n".join(lines) + "\n"
