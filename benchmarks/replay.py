"""A Schieber season's replay timed inside one process: the parse of its event lines, their
apply through the rules, and the whole read (issue 30: every reader of a whole season
parses and applies each line).

    python benchmarks/replay.py --sizes 10000,100000 --repeats 5
    python benchmarks/replay.py --sizes 10000,100000 --against OTHER_PYTHON --rounds 2

For each size a session is generated (`benchmarks/sessions.py`) into a scratch folder (or
`--sessions`, kept between runs). Then, with the cyclic collector paused as a read pauses
it, and each timed `--repeats` times (CPU of this process, `time.process_time`; median):

- parse: every event line read into its entry (`parse_entry`), with an empty cache of
  texts read before, as a new process starts;
- apply: the entries replayed through the rules (`slate.replay`), undos and fixes
  resolved;
- load: the file's bytes to the replayed session (`parse_session`, without the course a
  write keeps for the snapshot): the TOML, the parse, the replay and the summary's check.

`--against PYTHON` runs the same measures under another interpreter (another checkout's
venv: its own `jass_slate`) and under this one, alternately, `--rounds` times each, on the
same files, and prints both. Timings are never asserted anywhere.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _cpu(work: Callable[[], object], repeats: int) -> float:
    """The median CPU seconds of `work`, the collector paused."""
    times = []
    for _ in range(repeats):
        gc.collect()
        gc.disable()
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
        gc.enable()
    return statistics.median(times)


def measure(path: Path, repeats: int) -> dict[str, float]:
    """µs a line for the parse and the apply, µs a hand for the whole load."""
    from jass_slate.file.document import read_document
    from jass_slate.games.schieber.file.event_text import parse_entry
    from jass_slate.games.schieber.file.session import parse_session
    from jass_slate.games.schieber.scoring.slate import replay

    data = path.read_bytes()
    doc, _ = read_document(str(path), data)
    lines: list[str] = doc["record"]["events"]
    session = parse_session(str(path), data, course=False)
    entries, hands = session.entries, len(session.scorer.hands)

    def parse() -> object:
        known: dict[str, object] = {}
        return [parse_entry(line, known) for line in lines]  # type: ignore[arg-type]

    parsed = _cpu(parse, repeats)
    applied = _cpu(lambda: replay(session.rules, session.teams, entries), repeats)
    loaded = _cpu(lambda: parse_session(str(path), data, course=False), repeats)
    return {"lines": len(lines), "hands": hands,
            "parse µs/line": parsed / len(lines) * 1e6,
            "apply µs/line": applied / len(lines) * 1e6,
            "load µs/hand": loaded / hands * 1e6}


def sessions_for(sizes: list[int], folder: Path) -> list[Path]:
    """The generated session of each size, made once into `folder`."""
    sys.path.insert(0, str(HERE))
    import sessions

    paths = []
    for size in sizes:
        path = folder / f"season-{size}.slate"
        if not path.exists():
            sessions.write_session(path, size)
        paths.append(path)
    return paths


def _child(python: str, paths: list[Path], repeats: int) -> list[dict[str, float]]:
    """The measures of another interpreter's `jass_slate`, run from a neutral folder."""
    out = subprocess.run(
        [python, str(Path(__file__).resolve()), "--measure", *map(str, paths),
         "--repeats", str(repeats)],
        check=True, capture_output=True, text=True, cwd=tempfile.gettempdir())
    results: list[dict[str, float]] = json.loads(out.stdout)
    return results


def _table(runs: dict[str, list[list[dict[str, float]]]]) -> None:
    keys = ("parse µs/line", "apply µs/line", "load µs/hand")
    print(f"| hands | code | {' | '.join(keys)} |")
    print(f"| ---: | --- | {' | '.join('---:' for _ in keys)} |")
    for code, rounds in runs.items():
        for index, first in enumerate(rounds[0]):
            cells = [", ".join(f"{rnd[index][key]:.2f}" for rnd in rounds) for key in keys]
            print(f"| {int(first['hands']):,} | {code} | {' | '.join(cells)} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--sessions", type=Path, help="folder to keep generated sessions in")
    parser.add_argument("--against", help="another interpreter to measure alternately")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--measure", nargs="+", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps([measure(path, args.repeats) for path in args.measure]))
        return
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.sessions or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        paths = sessions_for([int(size) for size in args.sizes.split(",")], folder)
        runs: dict[str, list[list[dict[str, float]]]] = {"this": []}
        if args.against:
            runs["against"] = []
        for _ in range(args.rounds if args.against else 1):
            if args.against:
                runs["against"].append(_child(args.against, paths, args.repeats))
            runs["this"].append(_child(sys.executable, paths, args.repeats))
        _table(runs)


if __name__ == "__main__":
    main()
