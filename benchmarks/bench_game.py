"""The part of benchmarks/bench_board.py and benchmarks/bench_differenzler.py that is the
same: for each size, a session written, then each command timed against its yardstick
(benchmarks/bench.py's timing: each command alternates with its yardstick), one Markdown
row a command. Standard library only, beside the project."""

from __future__ import annotations

import argparse
import compileall
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import bench  # noqa: E402  (benchmarks/ is not a package)

Case = tuple[str, tuple[str, ...], str]  # its label, its words, its yardstick


def main(doc: str, name: str, cases: Sequence[Case],
         write_session: Callable[[Path, int], None]) -> None:
    """Time `cases` on sessions of `name` that `write_session(path, hands)` writes, at the
    sizes the command line asks for (`doc`: the script's docstring, for its --help)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="12,1000,10000")
    options = parser.parse_args()
    compileall.compile_dir(HERE.parent / "jass_slate", quiet=1)
    print("| hands | command | CPU ms | × yardstick | wall ms | peak RSS MiB |")
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory(prefix=f"jass-bench-{name}-") as folder:
        work = Path(folder)
        for size in (int(s) for s in options.sizes.split(",")):
            path = work / f"{name}-{size}.toml"
            write_session(path, size)
            for label, args, yardstick in cases:
                mine, theirs = bench.time_case(args, yardstick, path, work, options.runs)
                ratio = bench.Row(bench.Case(label, args, yardstick), mine, theirs).ratio
                print(f"| {size:,} | {label} | {mine.cpu_median * 1000:.0f} | {ratio:.2f} | "
                      f"{mine.median * 1000:.0f} | {mine.rss_kib / 1024:.0f} |", flush=True)
