"""A hand written at the file's end in place (file/append.py): the same bytes as the whole
rewrite, the rewrite wherever the file is not laid out for it, a failing disk that leaves
the file as it was, and every torn end a crash can leave reported with its line."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import functools
import itertools
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from benchmarks.stress import hand_args, new_session
from jass_slate.core.errors import SessionFileError
from jass_slate.file import append, document, settled, shared_read
from jass_slate.file.head import WRITTEN_BY
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.memo import SessionMemo
from jass_slate.games.schieber.file.session import load, render_session
from jass_slate.games.schieber.scoring.events import Event
from tests.cli_tools import one_line, run

SECTOR = 512  # what a power cut may leave old or new, one from the other


@pytest.fixture
def session(session_file: Path) -> Path:
    new_session(session_file, hands=3)
    return session_file


def snapshot_of(path: Path) -> Path:
    return path.with_name(f".{path.name}.slate")


def end_of_record(data: bytes) -> int:
    """Where the `]` that closes the record stands."""
    return data.index(b"\n]\n\n[summary]\n") + 1


def test_a_hand_is_written_in_place_with_the_bytes_of_the_rewrite(session: Path) -> None:
    before, inode = session.read_bytes(), session.stat().st_ino
    assert run(*hand_args(3)).exit_code == 0
    after = session.read_bytes()
    assert session.stat().st_ino == inode  # written in place, not renamed over
    start = end_of_record(before)
    assert after[:start] == before[:start]
    assert after[start:].startswith(b'  "') and after.count(b"\n  \"") == 4
    assert after == render_session(load(session)).encode("utf-8")  # what the rewrite writes
    found = check_file(session)
    assert list(found) == []
    assert found.snapshot == "agrees"


def test_a_long_season_is_written_in_place_too(session: Path) -> None:
    """Past 64 KiB of head and record (the most an end may have is counted from it)."""
    text = session.read_text(encoding="utf-8")
    first, end = text.index("\n  \"") + 1, text.index("\n]\n\n[summary]") + 1
    session.write_text(text[:first] + text[first:end] * 400 + "]\n", encoding="utf-8")
    assert session.stat().st_size > 64 * 1024
    assert run(*hand_args(3)).exit_code == 0  # no summary: written whole, with one
    inode = session.stat().st_ino
    assert run(*hand_args(4)).exit_code == 0
    assert session.stat().st_ino == inode
    assert len(load(session).scorer.hands) == 1202
    assert list(check_file(session)) == []


@pytest.mark.parametrize("args", [["undo"], ["fix", "1", "clubs", "--match", "2"],
                                  ["rename", "Anna", "Anni"]])
def test_an_undo_a_fix_and_a_rename_rewrite_the_whole_file(session: Path,
                                                           args: list[str]) -> None:
    inode = session.stat().st_ino
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert session.stat().st_ino != inode
    assert list(check_file(session)) == []


def laid_out_otherwise(data: bytes) -> Iterator[tuple[str, bytes]]:
    yield "a comment after the record", data.replace(b"\n]\n\n[summary]",
                                                     b"\n]\n# kept by hand\n\n[summary]")
    yield "Windows line ends", data.replace(b"\n", b"\r\n")
    yield "another version's head", data.replace(WRITTEN_BY.encode(), b"jass-slate 0.1.0")
    yield "no summary", data[: data.index(b"\n[summary]") + 1]
    yield "a summary laid out otherwise", data.replace(b"hands = 3", b"hands=3")


@pytest.mark.parametrize("case", range(5))
def test_a_file_laid_out_otherwise_is_rewritten_whole(session: Path, case: int) -> None:
    what, data = list(laid_out_otherwise(session.read_bytes()))[case]
    session.write_bytes(data)
    inode = session.stat().st_ino
    result = run(*hand_args(3))
    assert result.exit_code == 0, (what, result.output)
    assert session.stat().st_ino != inode, what
    assert len(load(session).scorer.hands) == 4
    assert list(check_file(session)) == []


def built(event: Event, _: object) -> Event:
    return event


def test_play_writes_its_answers_in_place(session: Path) -> None:
    from benchmarks.stress import hand_event
    from jass_slate.games.schieber.table.recording import record

    memo = SessionMemo()
    memo.load(session)
    inode = session.stat().st_ino
    for number in (3, 4):
        record(session, functools.partial(built, hand_event(number)), False, memo)
    assert session.stat().st_ino == inode
    assert len(load(session).scorer.hands) == 5
    assert session.read_bytes() == render_session(load(session)).encode("utf-8")
    assert list(check_file(session)) == []


# --- a failing disk --------------------------------------------------------------------


class _FailingOs:
    """`os` for file/append.py, whose `name` fails with `code` on its first `times` calls
    (for a short write: the first writes `first` bytes, the next fails)."""

    def __init__(self, name: str, code: int, first: int = 0, times: int = 1) -> None:
        self.name, self.code, self.first, self.times = name, code, first, times
        self.calls = 0

    def __getattr__(self, attr: str) -> Any:
        real = getattr(os, attr)
        if attr != self.name:
            return real

        def failing(fd: int, *args: Any) -> Any:
            self.calls += 1
            if self.first and self.calls == 1:
                return real(fd, bytes(args[0])[: self.first], *args[1:])  # a short write
            if self.calls <= self.times + bool(self.first):
                raise OSError(self.code, os.strerror(self.code))
            return real(fd, *args)

        return failing


@pytest.mark.parametrize(("name", "code", "first"), [
    ("pwrite", errno.ENOSPC, 0), ("pwrite", errno.EIO, 0), ("pwrite", errno.ENOSPC, 7),
    ("fdatasync", errno.EIO, 0), ("fdatasync", errno.ENOSPC, 0), ("open", errno.EACCES, 0)])
def test_a_failing_write_of_the_end_leaves_the_file_as_it_was(
        session: Path, monkeypatch: pytest.MonkeyPatch, name: str, code: int,
        first: int) -> None:
    before, inode = session.read_bytes(), session.stat().st_ino
    failing = _FailingOs(name, code, first)
    monkeypatch.setattr(append, "os", failing)
    result = run(*hand_args(3))
    assert result.exit_code == 3
    assert failing.calls >= failing.times + bool(first)  # the fault was met
    assert one_line(result).endswith(
        f": {os.strerror(code)}); nothing was written, the file is as it was")
    assert session.read_bytes() == before
    assert session.stat().st_ino == inode
    assert list(check_file(session)) == []


def test_an_end_that_cannot_be_put_back_says_to_run_check(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(append, "os", _FailingOs("fdatasync", errno.EIO, times=2))
    result = run(*hand_args(3))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {session}: the change was written but could not be made durable "
        "(fdatasync the session file: Input/output error), and the old file could not be "
        "put back (Input/output error): run `jass-slate check` and look at the last event")


# --- what a crash leaves -----------------------------------------------------------------


def refused_with_its_line(path: Path, state: bytes) -> bool:
    """Whether every read of the file holding `state` refuses it with the file's name and
    a line, and `check` finds a problem on a line."""
    path.write_bytes(state)
    try:
        load(path)
    except SessionFileError as error:
        said = str(error)
        if error.line is None or not said.startswith(f"{path}:{error.line}: "):
            return False
    else:
        return False
    try:
        SessionMemo().load(path)
        return False
    except SessionFileError:
        pass
    problems = check_file(path)
    return bool(problems) and problems[0].line > 0


def torn(session: Path) -> tuple[bytes, bytes, bytes]:
    """The file before and after a hand written at its end, and its snapshot before."""
    kept = snapshot_of(session).read_bytes()
    before = session.read_bytes()
    assert run(*hand_args(3)).exit_code == 0
    after = session.read_bytes()
    snapshot_of(session).write_bytes(kept)  # written after the file: a crash left the old
    return before, after, kept


def reads_as(path: Path, state: bytes, after: bytes) -> bool:
    """Whether the file holding `state` reads as the one holding `after`, and is sound."""
    path.write_bytes(after)
    whole = render_session(load(path))
    path.write_bytes(state)
    try:
        return render_session(load(path)) == whole and not check_file(path)
    except SessionFileError:
        return False


def test_every_cut_of_the_write_is_reported_with_its_line(session: Path) -> None:
    """kill -9 between the pages of a step: the new end but its first two bytes over the
    old end behind its `]` and line end, cut anywhere; then the two spaces, cut between
    them (a page may end there)."""
    before, after, _ = torn(session)
    start = end_of_record(before)
    old, new = before[start:], after[start:]
    assert len(new) > len(old) and old[:2] == b"]\n" and new[:2] == b"  "
    cuts = [before[:start] + old[:2] + new[2:cut] + old[cut:]
            for cut in range(3, len(new) + 1)]
    silent = [cut for cut, state in enumerate(cuts, 3)
              if not refused_with_its_line(session, state)]
    assert silent == []
    one_space = after[:start] + b" \n" + after[start + 2:]
    assert reads_as(session, one_space, after)  # the new line whole, one space short


def sector_mixes(before: bytes, between: bytes, start: int) -> Iterator[bytes]:
    """What a power cut during the first step may leave: each sector from `start` on old
    or new, the size old or new, the bytes past the old end never written (zeros) where
    the size is new."""
    sectors = range(start // SECTOR, (len(between) + SECTOR - 1) // SECTOR)
    old = before + bytes(len(between) - len(before))
    for chosen in itertools.product((False, True), repeat=len(sectors)):
        mixed = bytearray(old)
        for sector, new in zip(sectors, chosen, strict=True):
            if new:
                low = max(sector * SECTOR, start)
                mixed[low:(sector + 1) * SECTOR] = between[low:(sector + 1) * SECTOR]
        for size in (len(before), len(between)):
            yield bytes(mixed[:size])


def test_every_mix_a_power_cut_may_leave_is_reported_or_whole(session: Path) -> None:
    """Synced after the first step, a power cut leaves the old file, a mix of its sectors
    with the first step's, the first step whole, or (after the second step's one byte)
    the new file: all but the first and the last are reported."""
    before, after, _ = torn(session)
    start = end_of_record(before)
    between = after[:start] + b"]\n" + after[start + 2:]  # the first step synced
    states = set(sector_mixes(before, between, start)) - {before}
    assert len(states) >= 4 and between in states
    silent = [state[start:] for state in states if not refused_with_its_line(session, state)]
    assert silent == []


def test_a_torn_end_is_said_by_a_reading_command_with_its_line(session: Path) -> None:
    before, after, _ = torn(session)
    start = end_of_record(before)
    session.write_bytes(before[:start] + after[start:start + 20] + before[start + 20:])
    result = run("show")
    assert result.exit_code == 3
    assert one_line(result).startswith(f"jass-slate: {session}:")
    assert session.read_bytes() == before[:start] + after[start:start + 20] + \
        before[start + 20:]  # never repaired
    assert run(*hand_args(4)).exit_code == 3


def test_a_summary_of_this_version_cut_short_is_a_problem(session: Path) -> None:
    text = session.read_text(encoding="utf-8")
    session.write_text(text[: text.index("teams = [", text.index("[summary]"))],
                       encoding="utf-8")
    problems = check_file(session)
    line = text.count("\n", 0, text.index("teams = [", text.index("[summary]")))
    assert [(p.line, p.english()) for p in problems] == [(
        line, f"{session}:{line}: [summary] has no teams line: was the file cut short? "
        "Correct it or delete the [summary] table")]


# --- a read that meets the write half-way --------------------------------------------------


@pytest.fixture
def half_written(session: Path) -> Iterator[tuple[Path, bytes, int, int]]:
    """The file as a write in place leaves it between its steps, that writer's lock held
    (on the file itself, as file/lock.py holds it), and the write's bytes."""
    before, after, _ = torn(session)
    start = end_of_record(before)
    session.write_bytes(after[:start] + b"]\n" + after[start + 2:])
    fd = os.open(session, os.O_RDWR)
    fcntl.flock(fd, fcntl.LOCK_EX)
    yield session, after, fd, start
    with contextlib.suppress(OSError):
        os.close(fd)


def finish(writer: tuple[Path, bytes, int, int]) -> Callable[[float], None]:
    """The writer's second step and the end of its lock, when the reader first waits."""
    _, after, fd, start = writer

    def done(_: float) -> None:
        os.pwrite(fd, after[start:start + 2], start)
        os.close(fd)

    return done


def test_a_read_beside_a_write_half_way_waits_for_it_and_reads_what_it_wrote(
        half_written: tuple[Path, bytes, int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    path, after, _, _ = half_written
    monkeypatch.setattr(shared_read, "_pause", finish(half_written))
    assert len(load(path).scorer.hands) == 4
    assert path.read_bytes() == after


def test_check_beside_a_write_half_way_waits_for_it_and_checks_what_it_wrote(
        half_written: tuple[Path, bytes, int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    path, after, _, _ = half_written
    monkeypatch.setattr(shared_read, "_pause", finish(half_written))
    assert list(check_file(path)) == []
    assert path.read_bytes() == after


def test_a_read_that_meets_a_write_half_way_reads_again_once_it_is_done(
        half_written: tuple[Path, bytes, int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the shared lock cannot be had in time, the torn bytes are read as they are,
    and read again once the writer is done (file/settled.py)."""
    path, after, _, _ = half_written
    waits = iter([False, True])  # the first read's wait gives up; the second read's waits
    real_wait = shared_read.wait_for_writer

    def wait(fd: int, info: os.stat_result, seconds: float = 0.0) -> bool:
        if next(waits):
            finish(half_written)(0.0)
            return real_wait(fd, info)
        return False

    monkeypatch.setattr(document, "wait_for_writer", wait)
    monkeypatch.setattr(settled, "wait_for_writer", wait)
    assert len(load(path).scorer.hands) == 4
    assert path.read_bytes() == after


def test_a_torn_end_no_writer_is_at_work_on_is_told_at_once(session: Path) -> None:
    before, after, _ = torn(session)
    start = end_of_record(before)
    session.write_bytes(after[:start] + b"]\n" + after[start + 2:])
    with pytest.raises(SessionFileError) as raised:
        load(session)
    assert raised.value.line == session.read_text().count("\n", 0, start) + 2
    assert str(raised.value).startswith(f"{session}:{raised.value.line}: not valid TOML")


# --- the other games ---------------------------------------------------------------------


def test_a_differenzler_hand_is_written_in_place_and_its_undo_whole(session_file: Path) -> None:
    assert run("new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora",
               ).exit_code == 0
    assert run("hand", "schaufel", "--call", "30,30,30,67", "--points",
               "Anna=21,Beat=30,Cla=44").exit_code == 0
    inode, before = session_file.stat().st_ino, session_file.read_bytes()
    result = run("hand", "ecken", "--call", "40,40,40,37", "--points", "Anna=40,Beat=40,Cla=40")
    assert result.exit_code == 0, result.output
    assert session_file.stat().st_ino == inode
    start = end_of_record(before)
    assert session_file.read_bytes()[:start] == before[:start]
    assert run("check").exit_code == 0
    assert run("undo").exit_code == 0
    assert session_file.stat().st_ino != inode
    assert run("check").exit_code == 0


def test_every_cut_of_a_differenzler_write_is_reported_with_its_line(session_file: Path
                                                                     ) -> None:
    from jass_slate.file.check import check_file as check_any
    from jass_slate.file.game_file import load_game
    from jass_slate.games import find_game
    from jass_slate.games.differenzler.file.game_file import DIFFERENZLER

    def problems(path: Path) -> list[int]:
        found = check_any(path, lambda game: find_game(game).hooks.problems)
        return [problem.line for problem in found]

    assert run("new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora",
               ).exit_code == 0
    before = session_file.read_bytes()
    assert run("hand", "schaufel", "--call", "30,30,30,67", "--points",
               "Anna=21,Beat=30,Cla=44").exit_code == 0
    after = session_file.read_bytes()
    start = end_of_record(before)
    old, new = before[start:], after[start:]
    silent = []
    for cut in range(3, len(new) + 1):
        session_file.write_bytes(before[:start] + old[:2] + new[2:cut] + old[cut:])
        with contextlib.suppress(SessionFileError):
            load_game(session_file, DIFFERENZLER)
            silent.append(cut)
        if not problems(session_file) or 0 in problems(session_file):
            silent.append(cut)
    assert silent == []
