"""How fast jass-slate is at the table, against minimal Typer apps on the same machine.

    python benchmarks/bench.py [--runs N] [--sizes 12,1000,10000,100000] [--only LABEL]
                               [--players 4|6] [--pack double] [--markdown FILE]
                               [--game coiffeur]

Generates realistic session files (benchmarks/sessions.py), then times whole
processes, every command alternating with its yardstick: a minimal Typer app
whose command prints a line (`plain`), or one whose command prints a two-row
rich table (`rich`), for the commands that draw. Each pair runs back to back,
so the ratio of a pair is measured under the same load: the report gives the
median of the pairs' CPU ratios (judged against the targets of issue 18), the
CPU and wall medians, peak RSS, and the growth exponent of CPU time from
10,000 to 100,000 hands (1.0: linear; 0: flat). `play` is timed per written
answer: a process answering K hands, less one answering none, over the answers
that wrote.

Standard library only, beside the project. The project's bytecode is cached
before timing (as `pip install` does), so a PYTHONDONTWRITEBYTECODE in the
environment does not turn every run into a compile.
"""

from __future__ import annotations

import argparse
import compileall
import math
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
from jass_slate.games.schieber.scoring.slate import Slate  # noqa: E402

YARDSTICKS = {"plain": HERE / "yardstick_plain.py", "rich": HERE / "yardstick_rich.py"}
HAND = ("hand", "hearts", "--points", "1=100", "--weis", "1=20", "--stoeck", "2")
SMALL = 12
LARGE = 100_000
SMALL_TARGET = 0.7  # every command at 12 hands, CPU against its yardstick
MEMORY_TARGET = 1.5  # peak RSS at 100,000 hands against the same command's at 12
STREAM_TARGET_US = 5.0  # CPU per hand above the 12-hand figure, for what streams
PLAY_TARGET_MS = 25.0  # each written answer of `play`, at 100,000 hands
PLAY_HANDS = 20  # hands answered by the timed `play` (two written answers each) ...
# ... and from 10,000 hands on: enough answers that their cost stands out of the noise of
# the load (seconds of replay at 100,000 hands) that both processes share
PLAY_HANDS_LARGE = 100


@dataclass(frozen=True)
class Case:
    """A command, its yardstick, the file it runs on (`base`: the season as generated;
    `open`: with a hand started; `none`: needs none) and its target at 100,000 hands:
    ("ratio", x) CPU against the yardstick, or ("stream", µs per hand above 12 hands)."""

    label: str
    args: tuple[str, ...]
    yardstick: str
    file: str = "base"
    target: tuple[str, float] | None = None
    writes: bool = False


CURRENT = ("ratio", 1.0)
CASES = (
    Case("hand", HAND, "plain", target=CURRENT, writes=True),
    Case("start", ("start", "hearts"), "plain", target=CURRENT, writes=True),
    Case("weis", ("weis", "1", "20"), "plain", "open", CURRENT, writes=True),
    Case("stoeck", ("stoeck", "1"), "plain", "open", CURRENT, writes=True),
    Case("tricks", ("tricks", "--points", "1=100"), "plain", "open", CURRENT, writes=True),
    Case("claim", ("claim", "1"), "plain", "open", CURRENT, writes=True),
    Case("trick", ("trick", "♥6", "♥7", "♥8", "♥10"), "plain", "open", CURRENT, writes=True),
    Case("correct", ("correct", "1", "+20", "--why", "a Weis forgotten"), "plain",
         target=CURRENT, writes=True),
    Case("rename", ("rename", "Anna", "Annina"), "plain", target=CURRENT, writes=True),
    Case("undo", ("undo",), "plain", target=CURRENT, writes=True),
    Case("fix (current game)", ("fix", "LAST"), "plain", target=CURRENT, writes=True),
    Case("fix (long ago)", ("fix", "FIRST"), "plain", target=("ratio", 3.0), writes=True),
    Case("show", ("show",), "rich", target=CURRENT),
    Case("show --json", ("show", "--json"), "plain", target=CURRENT),
    Case("rules", ("rules",), "rich", target=CURRENT),
    Case("rules --json", ("rules", "--json"), "plain", target=CURRENT),
    Case("weis-check", ("weis-check", "♥6-K", "♠A"), "plain", "open", CURRENT),
    Case("weis-check --contract", ("weis-check", "♥6-K", "♠A", "--contract", "hearts"),
         "plain", target=CURRENT),
    Case("count", ("count", "♣A", "♥9", "♥J", "♣7"), "plain", "open", CURRENT),
    Case("check", ("check",), "plain", target=("ratio", 3.0)),
    Case("history", ("history",), "rich", target=("stream", STREAM_TARGET_US)),
    Case("history --json", ("history", "--json"), "plain",
         target=("stream", STREAM_TARGET_US)),
    *(Case(f"export --format {f}", ("export", "--format", f), "rich" if f == "svg" else "plain",
           target=None if f == "svg" else ("stream", STREAM_TARGET_US))
      for f in ("csv", "json", "md", "svg")),
    Case("stats", ("stats",), "rich", target=("stream", STREAM_TARGET_US)),
    Case("stats --json", ("stats", "--json"), "plain", target=("stream", STREAM_TARGET_US)),
    Case("settle", ("settle", "--per-points", "1/100"), "plain",
         target=("stream", STREAM_TARGET_US)),
    Case("players", ("players",), "plain", "none"),
    Case("tournament", ("tournament", "show", "night"), "rich", "none"),
    Case("new", ("new", "--team", "A", "--team", "B", "--force"), "plain", "none",
         writes=True),
    Case("demo", ("demo",), "rich", "none"),
    Case("migrate", ("migrate",), "plain"),
    Case("play", ("play",), "plain", target=("answer", PLAY_TARGET_MS), writes=True),
)
# Not timed: `watch` and `serve`, which run until they are stopped (they draw what `show`
# draws).


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


@dataclass
class Row:
    """One case at one size: jass-slate's runs, its yardstick's, interleaved."""

    case: Case
    mine: Timing
    theirs: Timing
    per_answer_ms: float | None = None  # play alone

    @property
    def ratio(self) -> float:
        """The median of the pairs' CPU ratios (each pair ran back to back)."""
        return statistics.median(m / t for m, t in zip(self.mine.cpu, self.theirs.cpu,
                                                       strict=True))


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


# The peak RSS that wait4 reports counts the memory of the process that forked the command
# (Linux keeps the high-water mark across fork and exec): this benchmark holds a whole
# season, so the command is started by GNU time, a small process, which says its child's.
TIME = shutil.which("time", path="/usr/bin:/bin")


def run_once(command: list[str], env: dict[str, str], cwd: Path,
             stdin: bytes | None = None) -> tuple[float, float, int]:
    """Wall and CPU time and peak RSS (KiB) of one process; a failure stops the benchmark."""
    launched = [TIME, "-f", "peak-rss-kib %M", *command] if TIME else command
    start = time.perf_counter()
    process = subprocess.Popen(launched, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
                               env=env, cwd=cwd)
    if stdin is not None:
        assert process.stdin is not None
        process.stdin.write(stdin)
        process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)  # with GNU time: its child's CPU included
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    assert process.stderr is not None
    errors = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}):\n{errors}")
    rss = usage.ru_maxrss
    if TIME:
        said = [line for line in errors.splitlines() if line.startswith("peak-rss-kib ")]
        rss = int(said[-1].split()[1]) if said else rss
    return elapsed, usage.ru_utime + usage.ru_stime, rss


def time_case(args: tuple[str, ...], yardstick: str, session: Path | None, work: Path,
              runs: int, stdin: bytes | None = None) -> tuple[Timing, Timing]:
    """Alternate jass-slate and its yardstick, `runs` times each, after one warm-up of each;
    a writing command gets a fresh copy of the session every time."""
    mine, theirs = Timing(), Timing()
    target = work / "session.toml"
    jass = [*jass_command(), "-f", str(target), *args]
    yardstick_command = [sys.executable, str(YARDSTICKS[yardstick])]
    env = child_env()
    for run in range(runs + 1):
        if session is not None:
            copy_session(session, target)
        measured = run_once(jass, env, work, stdin)
        yard_measured = run_once(yardstick_command, env, work)
        if run:  # the first round only warms the caches
            mine.add(*measured)
            theirs.add(*yard_measured)
    return mine, theirs


def snapshot_of(path: Path) -> Path:
    """The checked snapshot every write leaves beside a session file."""
    return path.with_name(f".{path.name}.slate")


def copy_session(source: Path, target: Path) -> None:
    """A copy of the session file and its snapshot, as the table's writes left them."""
    shutil.copyfile(source, target)
    if snapshot_of(source).exists():
        shutil.copyfile(snapshot_of(source), snapshot_of(target))
    else:
        snapshot_of(target).unlink(missing_ok=True)


def hand_args(scorer: Slate) -> tuple[str, ...]:
    """The benchmark's hand, with --first if it would take both teams past a line."""
    table = sessions.Table(0)
    table.scorer = scorer
    adds = (2 * 100 + 2 * 20, 2 * 57 + 2 * 20)
    return HAND + (("--first", "1") if table.needs_first(adds) else ())


def fix_args(scorer: Slate, last: bool) -> tuple[str, ...]:
    """A fix that says again what a closed hand recorded (the last, or the first one that
    can be said so): the slate stays as it was, so no later event breaks."""
    hands = reversed(scorer.hands) if last else iter(scorer.hands)
    for hand in hands:
        if hand.claim is None and not hand.cut and hand.points is not None:
            break
    else:
        raise SystemExit("no hand to fix in the generated session")
    args = ["fix", str(hand.number), hand.contract.value]
    if hand.match is not None:
        args += ["--match", str(hand.match.number)]
    else:
        args += ["--points", f"1={hand.points[0]}"]
    args += ["--pushed"] if hand.pushed and not hand.pushed_back else []
    args += ["--pushed-back"] if hand.pushed_back else []
    if hand.weis is not None:
        values = ",".join(str(v) for v in hand.weis.values)
        args += ["--weis", f"{hand.weis.team.number}={values}"]
    if hand.stoeck is not None:
        args += ["--stoeck", str(hand.stoeck.number)]
    return tuple(args)


def play_answers(hands: int) -> bytes:
    """`play`'s answers for `hands` hands: contract, no Weis, no Stöck, the trick points;
    the contract (a start) and the trick points are the answers that write."""
    return ("hearts\n\n\n1 100\n" * hands).encode()


def prepare(path: Path, size: int, work: Path) -> dict[str, Path]:
    """The season as generated, and a copy with a hand started (for weis, stoeck, ...)."""
    opened = work / f"season-{size}-open.toml"
    copy_session(path, opened)
    command = [*jass_command(), "-f", str(opened), "start", "hearts"]
    subprocess.run(command, env=child_env(), cwd=work, check=True, capture_output=True)
    return {"base": path, "open": opened}


def tournament_night(folder: Path) -> None:
    """A tournament of 24 players and 4 rounds, drawn (its tables not yet played)."""
    players = ",".join(f"Player {number}" for number in range(1, 25))
    subprocess.run([*jass_command(), "tournament", "new", str(folder), "--players", players,
                    "--rounds", "4", "--hands", "12", "--seed", "1"], check=True,
                   capture_output=True, env=child_env())


def run_case(case: Case, files: dict[str, Path], scorer: Slate, work: Path,
             runs: int) -> Row:
    args = case.args
    if case.label == "hand":
        args = hand_args(scorer)
    elif args[:1] == ("fix",):
        args = fix_args(scorer, last=args[1] == "LAST")
    session = files.get(case.file)
    if case.label == "new":
        session = None
        (work / "session.toml").unlink(missing_ok=True)
    if case.label == "tournament" and not (work / "night").exists():
        tournament_night(work / "night")
    if case.label != "play":
        return Row(case, *time_case(args, case.yardstick, session, work, runs))
    hands = PLAY_HANDS if len(scorer.hands) < 10_000 else PLAY_HANDS_LARGE
    idle, _ = time_case(args, case.yardstick, session, work, runs, b"")
    mine, theirs = time_case(args, case.yardstick, session, work, runs, play_answers(hands))
    answer_ms = (mine.cpu_median - idle.cpu_median) / (2 * hands) * 1000
    return Row(case, mine, theirs, answer_ms)


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


def judged(row: Row, size: int, small: dict[str, Row]) -> str:
    """The row's target at this size and whether it is met."""
    if size == SMALL:
        return _verdict(row.ratio, SMALL_TARGET, "×")
    target = row.case.target
    if size != LARGE or target is None:
        return "–"
    kind, bound = target
    if kind == "ratio":
        return _verdict(row.ratio, bound, "×")
    if kind == "answer":
        assert row.per_answer_ms is not None
        return f"{row.per_answer_ms:.1f} ms an answer: " + _verdict(row.per_answer_ms, bound,
                                                                      " ms")
    base = small.get(row.case.label)
    if base is None:
        return "–"
    per_hand = (row.mine.cpu_median - base.mine.cpu_median) / (size - SMALL) * 1e6
    return f"{per_hand:.1f} µs a hand: " + _verdict(per_hand, bound, " µs")


def _verdict(value: float, bound: float, unit: str) -> str:
    return f"≤ {bound:g}{unit} {'met' if value <= bound else 'MISSED'}"


def growth(row: Row, results: dict[int, list[Row]]) -> str:
    """The exponent k of CPU ∝ hands^k from 10,000 to 100,000 hands."""
    if 10_000 not in results or LARGE not in results:
        return "–"
    before = next((r for r in results[10_000] if r.case.label == row.case.label), None)
    if before is None:
        return "–"
    return f"{math.log(row.mine.cpu_median / before.mine.cpu_median) / math.log(10):.2f}"


def report(results: dict[int, list[Row]], runs: int, command: str) -> str:
    lines = [
        f"Machine: {machine()}.",
        f"Command: `{command}`; {runs} runs each after a warm-up, whole processes, each "
        "jass-slate run followed by its yardstick's. Ratio: the median of the pairs' CPU "
        f"ratios. Targets (issue 18): every command ≤ {SMALL_TARGET}× at {SMALL} hands; at "
        f"{LARGE:,} hands as listed; peak RSS ≤ {MEMORY_TARGET}× the same command's at "
        f"{SMALL} hands.",
        "",
        "| hands | command | yardstick | CPU ms (jass / yardstick) | ratio | target "
        "| wall ms (jass / yardstick) | peak RSS MiB | RSS vs 12 hands | growth 10k→100k |",
        "| ---: | --- | --- | ---: | ---: | --- | ---: | ---: | --- | ---: |",
    ]
    small = {row.case.label: row for row in results.get(SMALL, [])}
    for size, rows in results.items():
        for row in rows:
            memory = "–"
            base = small.get(row.case.label)
            if size != SMALL and base is not None:
                times = row.mine.rss_kib / base.mine.rss_kib
                memory = f"{times:.2f}×" + (
                    f" ({_verdict(times, MEMORY_TARGET, '×')})" if size == LARGE else "")
            lines.append(
                f"| {size:,} | `{row.case.label}` | {row.case.yardstick} "
                f"| {row.mine.cpu_median * 1000:.0f} / {row.theirs.cpu_median * 1000:.0f} "
                f"| {row.ratio:.2f}× | {judged(row, size, small)} "
                f"| {row.mine.median * 1000:.0f} / {row.theirs.median * 1000:.0f} "
                f"| {row.mine.rss_kib / 1024:.1f} | {memory} "
                f"| {growth(row, results) if size == LARGE else '–'} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3,
                        help="timed runs per command and size, each after a warm-up "
                             "(default 3)")
    parser.add_argument("--sizes", default="12,1000,10000,100000",
                        help="hands per session file, comma-separated "
                             "(default 12,1000,10000,100000)")
    parser.add_argument("--only", action="append", metavar="LABEL",
                        help="time only this command (e.g. 'show --json'); repeatable")
    parser.add_argument("--markdown", type=Path, help="also write the report to this file")
    parser.add_argument("--players", type=int, choices=(4, 6), default=4,
                        help="players at the table: 4, or 6 in two teams of three")
    parser.add_argument("--pack", choices=("normal", "double"), default="normal",
                        help="the sessions' pack: normal (default) or double (48 cards)")
    parser.add_argument("--game", choices=("schieber", "coiffeur"), default="schieber",
                        help="the game timed: schieber (default), or a Coiffeur evening "
                             "(benchmarks/coiffeur_cases.py; --sizes does not apply)")
    options = parser.parse_args()
    if options.game == "coiffeur":
        import coiffeur_cases

        compileall.compile_dir(ROOT / "jass_slate", quiet=1)
        with tempfile.TemporaryDirectory(prefix="jass-bench-") as folder:
            text = coiffeur_cases.run(options.runs, options.only, Path(folder))
        print(text)
        if options.markdown:
            options.markdown.write_text(text, encoding="utf-8")
        return
    sizes = [int(size.replace("_", "")) for size in options.sizes.split(",")]
    cases = [c for c in CASES if not options.only or c.label in options.only]
    compileall.compile_dir(ROOT / "jass_slate", quiet=1)
    results: dict[int, list[Row]] = {}
    with tempfile.TemporaryDirectory(prefix="jass-bench-") as folder:
        work = Path(folder)
        for size in sizes:
            started = time.perf_counter()
            path = work / f"season-{size}.toml"
            session = sessions.write_session(path, size, players=options.players,
                                             pack=options.pack)
            kinds = ", ".join(f"{n} {kind}" for kind, n in sessions.counts(session))
            print(f"{size:,} hands: {path.stat().st_size / 1024:.0f} KiB, {kinds} "
                  f"(made in {time.perf_counter() - started:.1f} s)", file=sys.stderr)
            files = prepare(path, size, work)
            rows = []
            for case in cases:
                row = run_case(case, files, session.scorer, work, options.runs)
                rows.append(row)
                print(f"  {case.label}: {row.mine.cpu_median * 1000:.0f} ms CPU, "
                      f"{row.ratio:.2f}×", file=sys.stderr)
            results[size] = rows
    command = "python benchmarks/bench.py" + f" --runs {options.runs} --sizes {options.sizes}"
    command += f" --players {options.players}" if options.players != 4 else ""
    command += "" if options.pack == "normal" else f" --pack {options.pack}"
    command += "".join(f" --only '{label}'" for label in options.only or [])
    text = report(results, options.runs, command)
    print(text)
    if options.markdown:
        options.markdown.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
