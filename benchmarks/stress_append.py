"""Proof under faults of the write in place (jass_slate/file/append.py), run by stress.py:

- kill points: `hand` killed with SIGKILL right before each `pwrite` and `fdatasync` of
  the write in place, and in the middle of its first `pwrite` (some bytes written); after
  each, the file holds the old record, the new one with the hand, or an end that every
  read and `check` report with the file's name and line, which `hand` refuses to write
  to (exit 3, the file untouched): never a hand silently dropped or a file "repaired";
- the fault matrix of the write in place: ENOSPC, EIO and EACCES on its open, its
  `pwrite` (also after a short write) and its `fdatasync`: one line, exit 3, the file
  byte-identical;
- writers at once through the command line and through `play`'s kept session, into one
  season that every write adds to in place: every hand recorded once; and a reader
  beside them, reading the file as every read begins, as long as they write: no read
  ever sees the end of a write in place half-way.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.stress import (
    ERRNOS,
    SNAPSHOT_SUFFIX,
    WRITER,
    FaultReport,
    at_once,
    event_lines,
    hand_args,
    leftovers,
    new_session,
    quiet_env,
)
from jass_slate.core.errors import SessionFileError
from jass_slate.file import append
from jass_slate.file import snapshot as shared
from jass_slate.file.document import read_bytes, read_document
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.session import load

# --- kill points -------------------------------------------------------------------------

KILLER = """
import json, os, signal, sys
from jass_slate.file import append
from jass_slate.cli.app import app
point, part = json.loads(sys.argv[2])
calls = []
class Killing:
    def __getattr__(self, name):
        real = getattr(os, name)
        if name not in ("pwrite", "fdatasync"):
            return real
        def call(fd, *args):
            calls.append(name)
            if len(calls) == point:
                if part and name == "pwrite":
                    os.pwrite(fd, bytes(args[0])[:part], args[1])
                os.kill(os.getpid(), signal.SIGKILL)
            return real(fd, *args)
        return call
append.os = Killing()
app(["-f", sys.argv[1], *json.loads(sys.argv[3])], prog_name="jass-slate")
"""

# (the call of pwrite or fdatasync before which the kill comes, bytes of it written first)
POINTS = ((1, 0), (1, 1), (1, 2), (1, 40), (1, 200), (2, 0), (3, 0), (3, 1), (4, 0), (5, 0))


@dataclass
class KillPointReport:
    """`problems` must stay empty; each point ends in one of the three outcomes."""

    old: int = 0  # the file as it was, sound
    new: int = 0  # the file with the hand, sound
    reported: int = 0  # a torn end, told with its line by check and show, refused by hand
    problems: list[str] = field(default_factory=list)


def kill_points(folder: Path, season: int = 600, rounds: int = 1) -> KillPointReport:
    """`hand` killed at each point of the write in place, `rounds` times, on a season of
    `season` hands (past the size from which a command resumes from the snapshot and
    writes in place)."""
    folder.mkdir(parents=True, exist_ok=True)
    made = folder / "made.toml"
    new_session(made, season)
    report = KillPointReport()
    for _ in range(rounds):
        for point, part in POINTS:
            path = folder / "jass.toml"
            shutil.copyfile(made, path)
            shutil.copyfile(made.with_name(f".made.toml{SNAPSHOT_SUFFIX}"),
                            path.with_name(f".jass.toml{SNAPSHOT_SUFFIX}"))
            _kill_at(path, point, part, season, report)
    return report


def _kill_at(path: Path, point: int, part: int, season: int,
             report: KillPointReport) -> None:
    before, events = path.read_bytes(), event_lines(path)
    args = hand_args(season)
    ran = subprocess.run([sys.executable, "-c", KILLER, str(path), json.dumps([point, part]),
                          json.dumps(args)], env=quiet_env(), capture_output=True, text=True,
                         check=False)
    where = f"kill before call {point} ({part} bytes written)"
    killed = ran.returncode == -signal.SIGKILL
    if killed != (point < 5):
        report.problems.append(f"{where}: exit {ran.returncode} {ran.stderr.strip()}")
    if path.read_bytes() == before:
        report.old += 1
        return
    problems = check_file(path)
    if not problems:
        after = event_lines(path)
        if after[:-1] == events and len(after) == len(events) + 1:
            report.new += 1
        else:
            report.problems.append(f"{where}: sound, but {len(after)} events")
        return
    if _reported(path, problems[0].line):
        report.reported += 1
    else:
        report.problems.append(f"{where}: {problems}")


def _reported(path: Path, line: int) -> bool:
    """A torn end told by `show` with the file's name and line, and `hand` refused."""
    torn = path.read_bytes()
    show = subprocess.run([sys.executable, "-m", "jass_slate", "-f", str(path), "show"],
                          env=quiet_env(), capture_output=True, text=True, check=False)
    hand = subprocess.run([sys.executable, "-m", "jass_slate", "-f", str(path),
                           *hand_args(1)], env=quiet_env(), capture_output=True, text=True,
                          check=False)
    return (line > 0 and show.returncode == 3 and hand.returncode == 3
            and show.stderr.startswith(f"jass-slate: {path}:{line}: ")
            and path.read_bytes() == torn)


# --- the fault matrix of the write in place ---------------------------------------------

STEPS = ("open", "pwrite", "short", "fdatasync")
APPENDING = (["hand", "hearts", "--points", "1=100"], ["start", "obenabe", "--pushed"])


class _Faulty:
    """`os` for file/append.py whose `name` fails once (after a short write, for
    "short")."""

    def __init__(self, step: str, code: int) -> None:
        self.name = "pwrite" if step == "short" else step
        self.short, self.code, self.hits, self.calls = step == "short", code, 0, 0

    def __getattr__(self, attr: str) -> Any:
        real = getattr(os, attr)
        if attr != self.name:
            return real

        def failing(*args: Any) -> Any:
            self.calls += 1
            if self.short and self.calls == 1:
                return real(args[0], bytes(args[1])[: len(args[1]) // 2], *args[2:])
            if self.calls == 1 + self.short:
                self.hits += 1
                raise OSError(self.code, os.strerror(self.code))
            return real(*args)

        return failing


@contextlib.contextmanager
def snapshots_always() -> Iterator[None]:
    """Every write keeps a snapshot, however short the file (as the tests run), so that
    the next write resumes from it and writes in place."""
    kept = shared.SNAPSHOT_FROM
    shared.SNAPSHOT_FROM = 0
    try:
        yield
    finally:
        shared.SNAPSHOT_FROM = kept


def fault_matrix(folder: Path, errnos: Sequence[int] = ERRNOS, rounds: int = 1
                 ) -> FaultReport:
    """Every appending command under every fault of the write in place."""
    from typer.testing import CliRunner

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "jass.toml"
    report = FaultReport()
    with snapshots_always():
        new_session(path, hands=3)
        original = path.read_bytes()
        for _ in range(rounds):
            for step in STEPS:
                for code in errnos:
                    for args in APPENDING:
                        path.write_bytes(original)
                        _one_fault(CliRunner(), path, step, code, args, report)
    return report


def _one_fault(runner: Any, path: Path, step: str, code: int, args: list[str],
               report: FaultReport) -> None:
    from jass_slate.cli.app import app

    before, listing, inode = path.read_bytes(), leftovers(path.parent), path.stat().st_ino
    faulty = _Faulty(step, code)
    real = vars(append)["os"]
    setattr(append, "os", faulty)  # noqa: B010  (the module's own `os`, for this run)
    try:
        result = runner.invoke(app, ["-f", str(path), *args], env={"NO_COLOR": "1"})
    finally:
        setattr(append, "os", real)  # noqa: B010
    what = f"{' '.join(args)} with {errno.errorcode[code]} at {step}"
    if not faulty.hits:
        report.missed.append(what)
        return
    report.injected += 1
    lines = result.stderr.strip().splitlines()
    clean = (result.exit_code == 3 and isinstance(result.exception, SystemExit | None)
             and len(lines) == 1 and "Traceback" not in result.output + result.stderr)
    same = path.read_bytes() == before and path.stat().st_ino == inode
    report.failed_cleanly += clean
    report.unchanged += same
    report.clean_folders += leftovers(path.parent) == listing
    if not clean or not same or leftovers(path.parent) != listing:
        report.problems.append(f"{what}: exit {result.exit_code}, {lines}")


# --- writers at once, through the command line and through play -----------------------

PLAYER = """
import json, sys
from pathlib import Path
from benchmarks.stress import hand_event
from jass_slate.core.errors import JassError
from jass_slate.games.schieber.file.memo import SessionMemo
from jass_slate.games.schieber.table.recording import record
path, memo, done = Path(sys.argv[1]), SessionMemo(), 0
for number in json.loads(sys.argv[2]):
    try:
        record(path, lambda session, number=number: hand_event(number), False, memo)
        done += 1
    except JassError:
        pass
print(done)
"""


@dataclass
class MixedReport:
    """`recorded` and `succeeded` must equal `writers * hands`, each hand once."""

    writers: int
    hands: int
    succeeded: int = 0
    recorded: int = 0
    in_place: bool = False  # the file was never renamed over: every write was in place
    sound: bool = False
    reads: int = 0  # reads of the file while the writers wrote
    torn_reads: list[str] = field(default_factory=list)  # reads that did not read: none


def mixed_writers(folder: Path, writers: int = 4, hands: int = 25, season: int = 600
                  ) -> MixedReport:
    """Half the writers `hand` on the command line, half answer through `play`'s kept
    session, all into one season at once."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "jass.toml"
    new_session(path, season)
    inode = path.stat().st_ino
    root = str(Path(__file__).resolve().parent.parent)
    env = {**quiet_env(), "PYTHONPATH": root}
    said = []
    for w in range(writers):
        numbers = list(range(season + w * hands, season + (w + 1) * hands))
        said.append((PLAYER, json.dumps(numbers)) if w % 2
                    else (WRITER, json.dumps([hand_args(n) for n in numbers])))
    report = MixedReport(writers, hands)
    writing = threading.Event()
    reader = threading.Thread(target=_read_beside, args=(path, writing, report))
    reader.start()
    try:
        report.succeeded = at_once(path, said, env)
    finally:
        writing.set()
        reader.join()
    report.recorded = len(load(path).scorer.hands) - season
    report.in_place = path.stat().st_ino == inode
    report.sound = not check_file(path)
    return report


def _read_beside(path: Path, done: threading.Event, report: MixedReport) -> None:
    """Read the session file's bytes and TOML, as every read begins (`play` between its
    answers, `show`, a phone's page), again and again, until the writers are `done` (once
    at least)."""
    while True:
        report.reads += 1
        try:
            read_document(str(path), read_bytes(path))
        except SessionFileError as error:
            report.torn_reads.append(str(error))
        if done.is_set():
            return
