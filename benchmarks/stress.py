"""Proof under faults: kill -9 during `hand`, writers at once, and a failing disk.

    python benchmarks/stress.py --kills 2000 --writers 4 --hands 50

prints what held. Three runs, each on its own session files in a temporary folder:

- the kill loop: `jass-slate hand` as a real process, killed with SIGKILL at a random
  moment, again and again; after each, the file must pass `check`, and every hand whose
  command exited 0 (and every earlier one) must be in it;
- writers at once: WRITERS processes record HANDS hands each into one file; all must be there;
- the fault matrix: each step of the write path fails with ENOSPC, EIO and EACCES for
  each writing command; the command must fail in one line, no traceback, and leave the
  file byte-identical and no temporary file behind.

The tests (tests/file/test_store_stress.py) run the same functions at CI size.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import random
import signal
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from jass_slate.core.cards import Contract
from jass_slate.core.teams import Team, make_teams
from jass_slate.file import disk, lock, permissions
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.event_text import event_words
from jass_slate.games.schieber.file.session import create, editing, load, save
from jass_slate.games.schieber.scoring.events import Hand
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.tricks import counted

CONTRACTS = ("clubs", "spades", "diamonds", "hearts", "obenabe", "undenufe")
SNAPSHOT_SUFFIX = ".slate"  # the checked snapshot beside a session file
LOCK_SUFFIX = ".lock"


def new_session(path: Path, hands: int = 0) -> None:
    """A session with seats and a first forehand, so `hand` needs nothing else."""
    teams = make_teams(("Anna & Beat", "Cla & Dora"), ("Anna", "Cla", "Beat", "Dora"), "Anna")
    create(path, preset("classic"), teams, force=True)
    for number in range(hands):
        with editing(path) as session:
            session.record(hand_event(number))
            save(session)


def hand_args(number: int) -> list[str]:
    """The `number`th test hand as command-line words."""
    contract = CONTRACTS[number % len(CONTRACTS)]
    points = 2 + (number * 37) % 154  # 2..155: never the impossible 1 or 156
    return ["hand", contract, "--points", f"{1 + number % 2}={points}", "--first", "1"]


def hand_event(number: int) -> Hand:
    """The `number`th test hand as the event it records."""
    _, contract, _, points, *_ = hand_args(number)
    team, value = points.split("=")
    return Hand(Contract(contract), counted(Team(int(team) - 1), int(value)), first=Team.ONE)


def event_lines(path: Path) -> list[str]:
    """The file's events without their time stamps."""
    return [" ".join(event_words(entry.event)) for entry in load(path).entries]


def leftovers(folder: Path) -> list[str]:
    """Files in the folder other than session files, their lock files, their snapshots
    and kept copies."""
    return sorted(entry.name for entry in folder.iterdir()
                  if entry.name.startswith(".")
                  and not entry.name.endswith((LOCK_SUFFIX, SNAPSHOT_SUFFIX)))


def command(path: Path, args: Sequence[str]) -> list[str]:
    return [sys.executable, "-m", "jass_slate", "-f", str(path), *args]


def quiet_env() -> dict[str, str]:
    env = {**os.environ, "NO_COLOR": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("JASS_SLATE_FILE", None)
    return env


# --- the kill loop ---------------------------------------------------------------------


@dataclass
class KillReport:
    """What the kill loop saw; `lost`, `unsound` and `broken` must stay 0."""

    kills: int = 0  # runs ended by SIGKILL
    killed_after_write: int = 0  # ... whose hand was already in the file
    finished: int = 0  # runs that exited 0 before the kill came
    refused: int = 0  # runs that exited otherwise (e.g. the lock wait ran out)
    lost: int = 0  # hands of runs that exited 0, or earlier hands, missing afterwards
    unsound: int = 0  # times the file failed `check` (other than a torn end, below)
    torn: int = 0  # ends written in place half-way (file/append.py), told with their line
    broken: int = 0  # times the file held something no run wrote
    leftovers: list[str] = field(default_factory=list)  # after one more clean write
    problems: list[str] = field(default_factory=list)

    def add(self, other: KillReport) -> None:
        for name in ("kills", "killed_after_write", "finished", "refused", "lost", "unsound",
                     "torn", "broken"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.leftovers += other.leftovers
        self.problems += other.problems


def kill_loop(folder: Path, kills: int, lanes: int = 2, seed: int = 2026,
              spawn: bool = False, season: int = 0) -> KillReport:
    """Kill `hand` `kills` times in all, in `lanes` session files side by side, each begun
    with `season` hands (enough of them, and every write keeps a snapshot beside it,
    which `check` compares with the record after each run).

    Each run is a process forked from a warm interpreter that runs the command line's
    `main` (so the kills land in the command's work, not in Python's start-up); with
    `spawn`, each is a fresh `python -m jass_slate` instead.
    """
    shares = [kills // lanes + (1 if lane < kills % lanes else 0) for lane in range(lanes)]
    with ThreadPoolExecutor(lanes) as pool:
        reports = list(pool.map(
            lambda lane: _kill_lane(folder / f"lane{lane}", shares[lane],
                                    random.Random(seed + lane), spawn, season),
            range(lanes)))
    total = KillReport()
    for report in reports:
        total.add(report)
    return total


def _kill_lane(folder: Path, kills: int, rng: random.Random, spawn: bool,
               season: int) -> KillReport:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "jass.toml"
    new_session(path, season)
    report = KillReport()
    with _Runner(path, spawn) as runner:
        lifetime = runner.typical(hand_args(0))
        before, checked = event_lines(path), path.read_bytes()
        # On a busy machine more runs finish before their kill: allow them, within reason.
        while report.kills < kills and report.kills + report.finished < 10 * kills + 10:
            args = hand_args(len(before))
            code = runner.run(args, lifetime * rng.uniform(0.0, 1.1))
            if path.read_bytes() == checked:  # killed before it wrote: nothing new to check
                before = _judge(path, before, args, code, report, before)
            elif _torn(path, checked, report):  # told with its line: put back, as by hand
                path.write_bytes(checked)
            else:
                before = _judge(path, before, args, code, report)
                checked = path.read_bytes()
        runner.run(hand_args(len(before)), 60.0)
    report.leftovers = [f"{folder.name}/{name}" for name in leftovers(folder)]
    return report


FORKER = """
import contextlib, io, json, os, signal, sys, time
from jass_slate.cli.app import app
import jass_slate.games.schieber.report.sentences
with contextlib.redirect_stderr(io.StringIO()), contextlib.suppress(SystemExit):
    app(["-f", os.devnull + "/none", *json.loads(sys.argv[1])])  # warm: typer's lazy imports
for line in sys.stdin:
    args, delay = json.loads(line)
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        try:
            app(args, prog_name="jass-slate")
        except SystemExit as end:
            os._exit(end.code if isinstance(end.code, int) else int(end.code is not None))
        os._exit(0)
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() - start > delay:
            os.kill(pid, signal.SIGKILL)
            done, status = os.waitpid(pid, 0)
            break
        time.sleep(0.0002)
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    print(json.dumps([code, time.monotonic() - start]), flush=True)
"""


class _Runner:
    """Runs `hand` commands and kills them after a delay: forked from a warm interpreter,
    or spawned afresh."""

    def __init__(self, path: Path, spawn: bool) -> None:
        self.path, self.spawn = path, spawn
        self.forker: subprocess.Popen[str] | None = None

    def __enter__(self) -> _Runner:
        if not self.spawn:
            warm = json.dumps(hand_args(0))
            self.forker = subprocess.Popen([sys.executable, "-c", FORKER, warm], env=quiet_env(),
                                           stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                           text=True)
        return self

    def __exit__(self, *_: object) -> None:
        if self.forker is not None:
            assert self.forker.stdin is not None and self.forker.stdout is not None
            self.forker.stdin.close()
            self.forker.wait()
            self.forker.stdout.close()

    def typical(self, args: list[str]) -> float:
        """How long one unkilled `hand` takes here (its hand is undone again)."""
        times = []
        for _ in range(3):
            times.append(self._timed(args, 60.0)[1])
            self._timed(["undo"], 60.0)
        return sorted(times)[1]

    def run(self, args: list[str], delay: float) -> int:
        return self._timed(args, delay)[0]

    def _timed(self, args: list[str], delay: float) -> tuple[int, float]:
        full = ["-f", str(self.path), *args]
        if self.forker is None:
            return _spawn_and_kill(command(self.path, args), delay)
        assert self.forker.stdin is not None and self.forker.stdout is not None
        self.forker.stdin.write(json.dumps([full, delay]) + "\n")
        self.forker.stdin.flush()
        code, took = json.loads(self.forker.stdout.readline())
        return int(code), float(took)


def _spawn_and_kill(args: list[str], delay: float) -> tuple[int, float]:
    start = time.monotonic()
    process = subprocess.Popen(args, env=quiet_env(), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        code = process.wait(timeout=delay)
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGKILL)
        code = process.wait()
    return code, time.monotonic() - start


def _judge(path: Path, before: list[str], args: list[str], code: int,
           report: KillReport, unchanged: list[str] | None = None) -> list[str]:
    """Check the file after one run; return its events for the next.

    `unchanged`: the file holds the very bytes already checked, with these events.
    """
    problems = [] if unchanged is not None else check_file(path)
    if problems:
        report.unsound += 1
        report.problems += problems
        return before
    after = event_lines(path) if unchanged is None else unchanged
    if after[: len(before)] != before:
        report.lost += 1
        report.problems.append(f"earlier events changed after {args}: exit {code}")
    added = after[len(before):]
    expected = _written(args)
    if any(line != expected for line in added) or len(added) > 1:
        report.broken += 1
        report.problems.append(f"unexpected events {added} after {args}")
    if code == 0:
        report.finished += 1
        if not added:
            report.lost += 1
            report.problems.append(f"{args} exited 0 but its hand is not in the file")
    elif code == -signal.SIGKILL:
        report.kills += 1
        report.killed_after_write += bool(added)
    else:
        report.refused += 1
    return after


def _torn(path: Path, checked: bytes, report: KillReport) -> bool:
    """Whether a kill left the end of the record written in place half-way (the file
    differs from the one checked before only from where its record closed), and `check`
    tells it with its line: counted as `torn`, never as sound."""
    end = checked.find(b"\n]\n\n[summary]\n") + 1
    data = path.read_bytes()
    if not end or data[:end] != checked[:end]:
        return False
    problems = check_file(path)
    if not problems:
        return False
    if any(problem.line < end_line(checked, end) for problem in problems):
        report.problems += problems
        report.unsound += 1
    report.torn += 1
    return True


def end_line(data: bytes, end: int) -> int:
    """The line of the file at byte `end`."""
    return data.count(b"\n", 0, end) + 1


@contextlib.contextmanager
def rewriting() -> Iterator[None]:
    """Every write rewrites the whole file (tests/conftest.py: `rewritten`), for the
    fault matrix of the rewrite's own steps; file/append.py has its own
    (benchmarks/stress_append.py)."""
    from jass_slate.file import append

    kept = append.LARGEST_END
    append.LARGEST_END = 0
    try:
        yield
    finally:
        append.LARGEST_END = kept


def _written(args: list[str]) -> str:
    """The event line a test hand writes, without its time stamp."""
    number = next(n for n in range(len(CONTRACTS) * 154) if hand_args(n) == args)
    return " ".join(event_words(hand_event(number)))


# --- writers at once -------------------------------------------------------------------

WRITER = """
import json, sys
from jass_slate.cli.app import app
done = 0
for args in json.loads(sys.argv[2]):
    try:
        app(["-f", sys.argv[1], *args], prog_name="jass-slate")
    except SystemExit as end:
        done += end.code in (0, None)
print(done)
"""


def at_once(path: Path, writers: Sequence[tuple[str, str]], env: dict[str, str]) -> int:
    """Run a process a writer at once, each its script with `path` and its argument (the
    hands it records, as JSON); how many hands they say they recorded, all together."""
    processes = [subprocess.Popen([sys.executable, "-c", script, str(path), said], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for script, said in writers]
    done = 0
    for process in processes:
        out, _ = process.communicate()
        done += int((out.strip().splitlines() or ["0"])[-1])
    return done


@dataclass
class ConcurrencyReport:
    """`recorded` must equal `writers * hands`, and so must `succeeded`."""

    writers: int
    hands: int
    succeeded: int = 0  # hands whose command exited 0
    recorded: int = 0  # hands in the file afterwards
    sound: bool = False
    leftovers: list[str] = field(default_factory=list)


def concurrent_run(folder: Path, writers: int = 4, hands: int = 50, season: int = 0
                   ) -> ConcurrencyReport:
    """`writers` processes, each recording `hands` hands into one file at the same time
    (a file begun with `season` hands)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "jass.toml"
    new_session(path, season)
    report = ConcurrencyReport(writers, hands)
    report.succeeded = at_once(path, [
        (WRITER, json.dumps([hand_args(n) for n in range(w * hands, (w + 1) * hands)]))
        for w in range(writers)], quiet_env())
    report.recorded = len(load(path).scorer.hands) - season
    report.sound = not check_file(path)
    report.leftovers = leftovers(folder)
    return report


# --- the fault matrix ------------------------------------------------------------------

ERRNOS = (errno.ENOSPC, errno.EIO, errno.EACCES)
STEPS = ("create", "write", "fsync", "replace", "dirsync", "mode", "xattr", "link", "lock")
WRITING = (
    ["hand", "hearts", "--points", "1=100"],
    ["start", "obenabe", "--pushed"],
    ["undo"],
    ["fix", "1", "clubs", "--match", "2"],
    ["new", "--team", "A", "--team", "B", "--force"],
)


class _Faulty:
    """A stand-in for a module the session layer uses, whose one function fails (when
    `only` says so)."""

    def __init__(self, real: Any, name: str, error: OSError,
                 only: Callable[..., bool] = lambda *args: True) -> None:
        self._real, self._name, self._error, self._only = real, name, error, only
        self.hits = 0

    def __getattr__(self, attr: str) -> Any:
        value = getattr(self._real, attr)
        if attr != self._name:
            return value

        def failing(*args: Any, **kwargs: Any) -> Any:
            if self._only(*args):
                self.hits += 1
                raise OSError(self._error.errno, self._error.strerror)
            return value(*args, **kwargs)

        return failing


def _is_dir(fd: int, *_: Any) -> bool:
    return stat.S_ISDIR(os.fstat(fd).st_mode)


def _is_lock(name: Any, *_: Any) -> bool:
    return str(name).endswith(LOCK_SUFFIX)


def _fault(step: str, code: int) -> tuple[ModuleType, str, _Faulty]:
    """Which module of the session layer to patch, which of its modules to replace, and
    with what, to fail `step` with `code`."""
    error = OSError(code, os.strerror(code))
    if step == "create":
        return disk, "tempfile", _Faulty(tempfile, "mkstemp", error)
    named = {"write": "write", "replace": "replace", "mode": "fchmod", "xattr": "listxattr",
             "link": "link"}
    if step in named:
        where = permissions if step in ("mode", "xattr") else disk
        return where, "os", _Faulty(os, named[step], error)
    if step == "fsync":
        return disk, "os", _Faulty(os, "fsync", error, lambda fd: not _is_dir(fd))
    if step == "dirsync":
        return disk, "os", _Faulty(os, "fsync", error, _is_dir)
    if step == "lock":
        return lock, "os", _Faulty(os, "open", error, _is_lock)
    raise ValueError(step)


@contextlib.contextmanager
def injected(step: str, code: int) -> Iterator[_Faulty]:
    """Make `step` of the store's write path fail with `code` while inside."""
    where, module, faulty = _fault(step, code)
    real = getattr(where, module)
    setattr(where, module, faulty)
    try:
        yield faulty
    finally:
        setattr(where, module, real)


@dataclass
class FaultReport:
    """`unchanged`, `failed_cleanly` and `clean_folders` must each equal `injected`."""

    injected: int = 0  # command runs with a fault that was hit
    failed_cleanly: int = 0  # ... that exited non-zero with one line and no traceback
    unchanged: int = 0  # ... that left the file byte-identical
    clean_folders: int = 0  # ... that left no temporary file
    missed: list[str] = field(default_factory=list)  # faults the command never reached
    problems: list[str] = field(default_factory=list)


def fault_matrix(folder: Path, steps: Sequence[str] = STEPS, errnos: Sequence[int] = ERRNOS,
                 commands: Sequence[list[str]] = WRITING, rounds: int = 1) -> FaultReport:
    """Every writing command under every fault at every step, `rounds` times."""
    from typer.testing import CliRunner

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "jass.toml"
    new_session(path, hands=3)
    original = path.read_bytes()
    report = FaultReport()
    runner = CliRunner()
    with rewriting():
        for _ in range(rounds):
            for step in steps:
                for code in errnos:
                    for args in commands:
                        path.write_bytes(original)
                        _one_fault(runner, path, step, code, args, report)
    return report


def _one_fault(runner: Any, path: Path, step: str, code: int, args: list[str],
               report: FaultReport) -> None:
    from jass_slate.cli.app import app

    before, listing = path.read_bytes(), leftovers(path.parent)
    with injected(step, code) as faulty:
        result = runner.invoke(app, ["-f", str(path), *args], env={"NO_COLOR": "1"})
    what = f"{' '.join(args)} with {errno.errorcode[code]} at {step}"
    if not faulty.hits:
        report.missed.append(what)
        return
    report.injected += 1
    lines = result.stderr.strip().splitlines()
    clean = (result.exit_code != 0 and isinstance(result.exception, SystemExit | None)
             and len(lines) == 1 and "Traceback" not in result.output + result.stderr)
    report.failed_cleanly += clean
    report.unchanged += path.read_bytes() == before
    report.clean_folders += leftovers(path.parent) == listing
    if not clean or path.read_bytes() != before or leftovers(path.parent) != listing:
        report.problems.append(f"{what}: exit {result.exit_code}, {lines}")


# --- the script --------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=2000, help="SIGKILLs in the kill loop")
    parser.add_argument("--lanes", type=int, default=2, help="kill loops side by side")
    parser.add_argument("--spawned-kills", type=int, default=100,
                        help="more kills, of fresh `python -m jass_slate` processes")
    parser.add_argument("--writers", type=int, default=4, help="processes writing at once")
    parser.add_argument("--hands", type=int, default=50, help="hands per writer")
    parser.add_argument("--rounds", type=int, default=3, help="times through the fault matrix")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--season", type=int, default=600,
                        help="hands each file begins with (600: past the size from which "
                             "a write keeps a snapshot)")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="jass-stress-") as folder:
        return _report(Path(folder), options)


def _report(folder: Path, options: argparse.Namespace) -> int:
    start = time.monotonic()
    kills = kill_loop(folder / "kills", options.kills, options.lanes, options.seed,
                      season=options.season)
    if options.spawned_kills:
        kills.add(kill_loop(folder / "spawned", options.spawned_kills, options.lanes,
                            options.seed, spawn=True, season=options.season))
    print(f"kill loop: {kills.kills} kills survived ({kills.killed_after_write} just after "
          f"the write), {kills.finished} runs finished first, {kills.refused} refused; "
          f"hands lost: {kills.lost}; file unsound: {kills.unsound}; torn ends told with "
          f"their line: {kills.torn}; "
          f"unexpected events: {kills.broken}; leftovers: {len(kills.leftovers)}")
    together = concurrent_run(folder / "writers", options.writers, options.hands,
                              options.season)
    print(f"writers at once: {together.writers} × {together.hands}: "
          f"{together.succeeded} exited 0, {together.recorded} hands recorded "
          f"(expected {together.writers * together.hands}); sound: {together.sound}")
    faults = fault_matrix(folder / "faults", rounds=options.rounds)
    print(f"fault matrix: {faults.injected} faults injected, {faults.failed_cleanly} "
          f"failed in one line, {faults.unchanged} files left unchanged, "
          f"{faults.clean_folders} folders left clean; not reached: {len(faults.missed)}")
    in_place = _in_place(folder, options)
    print(f"({time.monotonic() - start:.0f} s)")
    for problem in kills.problems + faults.problems:
        print("PROBLEM:", problem)
    held = (kills.lost == kills.unsound == kills.broken == 0 and not kills.leftovers
            and together.recorded == together.succeeded == together.writers * together.hands
            and together.sound and not together.leftovers
            and faults.injected == faults.unchanged == faults.failed_cleanly
            == faults.clean_folders and in_place)
    print("held" if held else "FAILED")
    return 0 if held else 1


def _in_place(folder: Path, options: argparse.Namespace) -> bool:
    """The attacks on the write in place (benchmarks/stress_append.py); whether all held."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from benchmarks import stress_append

    points = stress_append.kill_points(folder / "points", options.season, options.rounds)
    print(f"kill points of the write in place: {len(stress_append.POINTS) * options.rounds} "
          f"kills: {points.old} left the file as it was, {points.new} with the hand, "
          f"{points.reported} a torn end told with its line (show and check, exit 3; "
          f"hand refused, the file untouched); problems: {len(points.problems)}")
    faults = stress_append.fault_matrix(folder / "append-faults", rounds=options.rounds)
    print(f"fault matrix of the write in place: {faults.injected} faults injected, "
          f"{faults.failed_cleanly} failed in one line, {faults.unchanged} files left "
          f"unchanged (the same inode); not reached: {len(faults.missed)}")
    mixed = stress_append.mixed_writers(folder / "mixed", options.writers, options.hands,
                                        options.season)
    print(f"writers at once, command line and play: {mixed.writers} × {mixed.hands}: "
          f"{mixed.succeeded} written, {mixed.recorded} hands recorded; every write in "
          f"place: {mixed.in_place}; sound: {mixed.sound}; reads beside them: "
          f"{mixed.reads}, {len(mixed.torn_reads)} saw a write half-way")
    for problem in points.problems + faults.problems + mixed.torn_reads:
        print("PROBLEM:", problem)
    return (not points.problems and points.old + points.new + points.reported
            == len(stress_append.POINTS) * options.rounds
            and faults.injected == faults.unchanged == faults.failed_cleanly
            == faults.clean_folders and not faults.missed
            and mixed.recorded == mixed.succeeded == mixed.writers * mixed.hands
            and mixed.in_place and mixed.sound and not mixed.torn_reads)


if __name__ == "__main__":
    sys.exit(main())
