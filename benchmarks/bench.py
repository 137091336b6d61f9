"""How fast jass-slate is at the table, against minimal Typer apps on the same machine.

    python benchmarks/bench.py [--runs N] [--sizes 12,1000,10000] [--pack double]
                               [--markdown FILE]

Generates realistic session files (benchmarks/sessions.py), then times whole
processes, each jass-slate command alternating with its yardstick: a minimal
Typer app whose command prints a line (`plain`), or one whose command prints a
two-row rich table (`rich`), for the commands that draw. It prints the medians,
their ratios, the targets, and each command's peak memory (RSS).

Standard library only, beside the project. The project's bytecode is cached
before timing (as `pip install` does), so a PYTHONDONTWRITEBYTECODE in the
environment does not turn every run into a compile.
"""

from __future__ import annotations

import argparse
import compileall
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(HERE)]

import sessions  # noqa: E402  (benchmarks/ is not a package)

import jass_slate  # noqa: E402
from jass_slate.session.file import Session  # noqa: E402

YARDSTICKS = {"plain": HERE / "yardstick_plain.py", "rich": HERE / "yardstick_rich.py"}
HAND = ["hand", "hearts", "--points", "1=100", "--weis", "1=20", "--stoeck", "2"]
SMALL = 12


@dataclass(frozen=True)
class Case:
    """A jass-slate command, the yardstick it is measured against, and its target at 10,000."""

    label: str
    args: tuple[str, ...]
    yardstick: str
    large_target: float | None
    writes: bool = False


CASES = (
    Case("hand", tuple(HAND), "plain", 2.0, writes=True),
    Case("show", ("show",), "rich", 2.0),
    Case("show --json", ("show", "--json"), "plain", 2.0),
    Case("history", ("history",), "rich", None),
    Case("history --json", ("history", "--json"), "plain", 3.0),
    Case("export --format csv", ("export", "--format", "csv"), "plain", 3.0),
)
SMALL_TARGET = 1.10
MEMORY_TARGET = 1.5


@dataclass
class Timing:
    """One command's runs: wall seconds, CPU seconds (user + system) and peak RSS."""

    seconds: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    rss_kib: int = 0

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu)

    def add(self, wall: float, cpu: float, rss: int) -> None:
        self.seconds.append(wall)
        self.cpu.append(cpu)
        self.rss_kib = max(self.rss_kib, rss)


def jass_command() -> list[str]:
    """The installed console script beside this Python, else `python -m jass_slate`."""
    script = Path(sys.executable).with_name("jass-slate")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "jass_slate"]


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env["COLUMNS"] = "100"
    env.pop("JASS_SLATE_FILE", None)
    return env


def run_once(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float, int]:
    """Wall and CPU time and peak RSS (KiB) of one process; a failure stops the benchmark."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env=env, cwd=cwd)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    assert process.stderr is not None
    errors = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}):\n{errors}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def time_case(case: Case, session: Path, work: Path, runs: int,
              env: dict[str, str]) -> tuple[Timing, Timing]:
    """Alternate jass-slate and its yardstick, `runs` times each, after one warm-up of each."""
    mine, theirs = Timing(), Timing()
    target = work / "session.toml"
    jass = [*jass_command(), "-f", str(target), *case.args]
    yardstick = [sys.executable, str(YARDSTICKS[case.yardstick])]
    env = child_env()
    for run in range(runs + 1):
        shutil.copyfile(session, target)
        measured = run_once(jass, env, work)
        yard_measured = run_once(yardstick, env, work)
        if run:  # the first round only warms the caches
            mine.add(*measured)
            theirs.add(*yard_measured)
    return mine, theirs


def hand_args(session: Session) -> tuple[str, ...]:
    """The benchmark's hand, with --first if it would take both teams past a line."""
    table = sessions.Table(0)
    table.scorer = session.scorer
    adds = (2 * 100 + 2 * 20, 2 * 57 + 2 * 20)
    return tuple(HAND) + (("--first", "1") if table.needs_first(adds) else ())


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    versions = ", ".join(f"{name} {metadata.version(name)}" for name in ("typer", "rich"))
    return (f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; "
            f"Python {platform.python_version()}, {versions}; jass-slate {jass_slate.__version__}")


def verdict(ratio: float, target: float | None) -> str:
    if target is None:
        return "–"
    return f"≤ {target:.2f}× {'met' if ratio <= target else 'MISSED'}"


def pool(results: dict[int, list[tuple[Case, Timing, Timing]]]) -> dict[str, Timing]:
    """Every run of each yardstick in this benchmark: the same program every time, so its
    median over all of them is steadier on a busy machine than over one command's runs."""
    pooled: dict[str, Timing] = {}
    for rows in results.values():
        for case, _, theirs in rows:
            timing = pooled.setdefault(case.yardstick, Timing())
            for wall, cpu in zip(theirs.seconds, theirs.cpu, strict=True):
                timing.add(wall, cpu, theirs.rss_kib)
    return pooled


def report(results: dict[int, list[tuple[Case, Timing, Timing]]], runs: int,
           command: str) -> str:
    counts = " and ".join(f"{name} {len(t.seconds)}" for name, t in pool(results).items())
    lines = [
        f"Machine: {machine()}.",
        f"Command: `{command}`; {runs} runs each after a warm-up, medians of whole processes, "
        "jass-slate and its yardstick alternating; a yardstick's median is over all its runs "
        f"in the benchmark ({counts} runs). Targets: every command at most "
        f"{SMALL_TARGET:.2f}× its yardstick at {SMALL} hands; at 10,000 hands as listed; "
        f"peak RSS at most {MEMORY_TARGET:.1f}× the same command's at {SMALL} hands.",
        "",
        "| hands | command | jass-slate ms | yardstick | yardstick ms | ratio | target "
        "| CPU ms (jass / yardstick) | CPU ratio | peak RSS MiB | RSS vs 12 hands |",
        "| ---: | --- | ---: | --- | ---: | ---: | --- | ---: | ---: | ---: | --- |",
    ]
    small = {case.label: mine.rss_kib for case, mine, _ in results.get(SMALL, [])}
    pooled = pool(results)
    for size, rows in results.items():
        for case, mine, _ in rows:
            theirs = pooled[case.yardstick]
            ratio = mine.median / theirs.median
            large = size == max(results) and size >= 10_000
            target = SMALL_TARGET if size == SMALL else (case.large_target if large else None)
            memory = "–"
            if size != SMALL and case.label in small:
                growth = mine.rss_kib / small[case.label]
                memory = verdict(growth, MEMORY_TARGET) if large else "–"
                memory = f"{growth:.2f}×" + (f" ({memory})" if large else "")
            lines.append(
                f"| {size:,} | `{case.label}` | {mine.median * 1000:.0f} | {case.yardstick} "
                f"| {theirs.median * 1000:.0f} | {ratio:.2f}× | {verdict(ratio, target)} "
                f"| {mine.cpu_median * 1000:.0f} / {theirs.cpu_median * 1000:.0f} "
                f"| {mine.cpu_median / theirs.cpu_median:.2f}× | {mine.rss_kib / 1024:.1f} "
                f"| {memory} |"
            )
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per command (default 5)")
    parser.add_argument("--sizes", default="12,1000,10000",
                        help="hands per session file, comma-separated (default 12,1000,10000)")
    parser.add_argument("--only", action="append", metavar="COMMAND",
                        help="time only this command (e.g. 'show --json'); repeatable")
    parser.add_argument("--markdown", type=Path, help="also write the report to this file")
    parser.add_argument("--pack", choices=("normal", "double"), default="normal",
                        help="the sessions' pack: normal (default) or double (48 cards)")
    options = parser.parse_args()
    sizes = [int(size.replace("_", "")) for size in options.sizes.split(",")]
    cases = [c for c in CASES if not options.only or c.label in options.only]
    compileall.compile_dir(ROOT / "jass_slate", quiet=1)
    results: dict[int, list[tuple[Case, Timing, Timing]]] = {}
    with tempfile.TemporaryDirectory(prefix="jass-bench-") as folder:
        work = Path(folder)
        for size in sizes:
            started = time.perf_counter()
            path = work / f"season-{size}.toml"
            session = sessions.write_session(path, size, pack=options.pack)
            kinds = ", ".join(f"{n} {kind}" for kind, n in sessions.counts(session))
            print(f"{size:,} hands: {path.stat().st_size / 1024:.0f} KiB, {kinds} "
                  f"(made in {time.perf_counter() - started:.1f} s)", file=sys.stderr)
            rows = []
            for case in cases:
                if case.writes:
                    case = Case(case.label, hand_args(session), case.yardstick,
                                case.large_target, True)
                mine, theirs = time_case(case, path, work, options.runs, child_env())
                rows.append((case, mine, theirs))
                print(f"  {case.label}: {mine.median * 1000:.0f} ms vs "
                      f"{theirs.median * 1000:.0f} ms", file=sys.stderr)
            results[size] = rows
    command = "python benchmarks/bench.py" + f" --runs {options.runs} --sizes {options.sizes}"
    command += "" if options.pack == "normal" else f" --pack {options.pack}"
    command += "".join(f" --only '{label}'" for label in options.only or [])
    text = report(results, options.runs, command)
    print(text)
    if options.markdown:
        options.markdown.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
