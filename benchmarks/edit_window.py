"""How wide the edit window still is: the time in which an edit made from outside (an
editor, a sync tool) can still be overwritten by a write that is already under way.

    python benchmarks/edit_window.py --writes 200

A write compares the file with what the command read, then its identity and time stamps
once more, and renames the new file into place (issue 13, item 25). An edit is lost only
if it lands between that last `stat` and the end of the rename: the window measured here,
from the start of the `stat` to the return of `os.replace`. For comparison, the window
before the fix ran from the start of the write (where the only check was) to the rename:
writing and fsyncing the new file fell inside it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.stress import hand_event, new_session
from jass_slate.file import disk
from jass_slate.file.disk import write_atomic
from jass_slate.games.schieber.file import session as sessions
from jass_slate.games.schieber.file.session import editing, save


class _Clock:
    """`os` for the store, noting when the last stat began and when each rename ended."""

    def __init__(self) -> None:
        self.stat_at = self.entered = 0.0
        self.now: list[float] = []  # the window today: last stat -> rename done
        self.before: list[float] = []  # the window before: start of the write -> rename done

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def stat(self, *args: Any, **options: Any) -> os.stat_result:
        self.stat_at = time.perf_counter()
        return os.stat(*args, **options)

    def replace(self, *args: Any) -> None:
        os.replace(*args)
        done = time.perf_counter()
        self.now.append(done - self.stat_at)
        self.before.append(done - self.entered)


def measure(folder: Path, hands: int, writes: int) -> _Clock:
    """`writes` hands recorded into a session that already has `hands` hands."""
    path = folder / f"season-{hands}.toml"
    new_session(path, hands=hands)
    clock = _Clock()
    real_os, real_write = os, write_atomic

    def timed_write(*args: Any, **options: Any) -> None:
        clock.entered = time.perf_counter()
        real_write(*args, **options)

    setattr(disk, "os", clock)  # noqa: B010 (a stand-in, not the module's type)
    setattr(sessions, "write_atomic", timed_write)  # noqa: B010
    try:
        for number in range(hands, hands + writes):
            with editing(path) as session:
                session.record(hand_event(number))
                save(session)
    finally:
        setattr(disk, "os", real_os)  # noqa: B010
        setattr(sessions, "write_atomic", real_write)  # noqa: B010
    return clock


def _figures(seconds: Sequence[float]) -> str:
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"median {statistics.median(ordered) * 1e6:8.1f} µs, p99 {p99 * 1e6:8.1f} µs, "
            f"max {ordered[-1] * 1e6:8.1f} µs")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writes", type=int, default=200, help="writes per session size")
    parser.add_argument("--sizes", type=int, nargs="+", default=[12, 2000],
                        help="hands already in the session")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="jass-window-") as folder:
        for hands in options.sizes:
            clock = measure(Path(folder), hands, options.writes)
            size = os.path.getsize(Path(folder) / f"season-{hands}.toml")
            print(f"{hands:5} hands ({size / 1024:6.0f} KiB), {options.writes} writes:")
            print(f"  window now   (last stat -> rename):  {_figures(clock.now)}")
            print(f"  window before (write start -> rename): {_figures(clock.before)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
