"""`play`'s written answers timed inside the process (issue 18: ≤ 25 ms each at 100,000
hands, the durable write included).

    python benchmarks/play_answer.py --sizes 12,10000,100000 --hands 20

For each size a session is generated (`benchmarks/sessions.py`) into a scratch folder,
and `play` is run in this process the way `jass-slate play` runs it
(`games/schieber/commands/play.py`: the
same `Table`, recorder and loader), answering `--hands` hands: a contract, no Weis, no
Stöck, the trick points; then `undo`, which takes the last trick points back. The
contract (a start), the trick points and the undo are the answers that write. The time
from one question to the next is measured with `time.process_time` (CPU, this process)
and `time.perf_counter` (wall, the fsyncs included); the table shows the medians and the
worst of the written answers after the first, the first one, and the undo. The file is
read and replayed once, when `play` starts (not timed here); every answer then uses the
session kept in memory (`games/schieber/file/memo.py`), checked against the file's stamps under the
lock and against its bytes before the rename. `--without-memo` times the old way, a read
and a replay for every answer. Said sentences go nowhere. Timings are never asserted.
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import sessions

from jass_slate.games.schieber.file.memo import SessionMemo
from jass_slate.games.schieber.file.session import Kept  # noqa: F401  (loaded before timing)
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.table.play import Build, Table
from jass_slate.games.schieber.table.recording import record


@dataclass
class Clock:
    """The time between one question and the next, and whether the answer wrote."""

    answers: list[str]
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    wrote: list[bool] = field(default_factory=list)
    said: list[str] = field(default_factory=list)  # the answer of each interval
    writing: bool = False
    since: tuple[float, float] | None = None

    def ask(self, prompt: str) -> str:
        now = (time.process_time(), time.perf_counter())
        if self.since is not None:
            self.cpu.append(now[0] - self.since[0])
            self.wall.append(now[1] - self.since[1])
            self.wrote.append(self.writing)
        self.writing = False
        if not self.answers:
            raise EOFError
        self.since = (time.process_time(), time.perf_counter())
        self.said.append(self.answers[0])
        return self.answers.pop(0)


def run(path: Path, hands: int, memo: bool) -> tuple[list[float], list[float]]:
    """Play `hands` hands on `path` and take the last answer back with `undo`; the CPU and
    wall seconds of each written answer, the undo last."""
    clock = Clock(["hearts", "", "", "1 100"] * hands + ["undo"])
    kept = SessionMemo() if memo else None

    def write(build: Build, dry_run: bool) -> Slate:
        clock.writing = not dry_run
        return record(path, build, dry_run, kept)

    def load() -> object:
        from jass_slate.games.schieber.file.session import load as load_file

        return load_file(path) if kept is None else kept.load(path)

    table = Table(ask=clock.ask, say=lambda text: None, record=write,
                  load=load)  # type: ignore[arg-type]
    with contextlib.suppress(EOFError):
        table.run()
    pairs = [(c, w) for c, w, wrote in zip(clock.cpu, clock.wall, clock.wrote, strict=True)
             if wrote]
    assert clock.said[len(clock.cpu) - 1] == "undo" and clock.wrote[-1], "the undo was timed"
    return [c for c, _ in pairs], [w for _, w in pairs]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="12,10000,100000")
    parser.add_argument("--hands", type=int, default=20, help="hands answered per size")
    parser.add_argument("--without-memo", action="store_true",
                        help="re-read and replay the file for every answer, as before")
    parser.add_argument("--sessions", type=Path, default=None,
                        help="a folder of season-N.toml files made before (copied, not "
                             "changed), instead of generating them")
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="jass-play-"))
    print("| hands | written answers | CPU ms median (max) | wall ms median (max) "
          "| first answer CPU / wall ms | undo CPU / wall ms |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    try:
        for size in map(int, options.sizes.split(",")):
            path = work / f"season-{size}.toml"
            made = None if options.sessions is None else options.sessions / path.name
            if made is not None and made.exists():
                shutil.copyfile(made, path)
            else:
                sessions.write_session(path, size)
            cpu, wall = run(path, options.hands, not options.without_memo)
            undo = (cpu.pop(), wall.pop())
            later_cpu, later_wall = cpu[1:] or cpu, wall[1:] or wall
            print(f"| {size:,} | {len(cpu)} | {ms(statistics.median(later_cpu))} "
                  f"({ms(max(later_cpu))}) | {ms(statistics.median(later_wall))} "
                  f"({ms(max(later_wall))}) | {ms(cpu[0])} / {ms(wall[0])} "
                  f"| {ms(undo[0])} / {ms(undo[1])} |", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
