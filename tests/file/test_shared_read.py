"""A read of a session file waits for the writer at work on it (file/shared_read.py): it
never sees the end of a write in place half-way, the writer's own thread reads without
waiting for itself, and a write in place is made only under its own thread's lock."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from benchmarks.stress import hand_event, new_session
from jass_slate.core.errors import SessionFileError
from jass_slate.file import shared_read
from jass_slate.file.document import read_bytes, read_document
from jass_slate.file.lock import locked
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.memo import SessionMemo
from jass_slate.games.schieber.file.session import editing, load, save
from tests.cli_tools import HANG_SECONDS


@pytest.fixture
def session(session_file: Path) -> Path:
    new_session(session_file, hands=3)
    return session_file


def never_wait(_: float) -> None:
    raise AssertionError("the read waited")


def test_the_writer_reads_its_own_file_without_waiting_for_itself(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shared_read, "_pause", never_wait)
    with locked(session):
        assert read_bytes(session) == session.read_bytes()
    assert read_bytes(session) == session.read_bytes()  # and no writer at all: no wait


def test_another_thread_of_the_writer_waits_for_its_write(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    holding, done, waited = threading.Event(), threading.Event(), []

    def writer() -> None:
        with locked(session):
            holding.set()
            done.wait(HANG_SECONDS)

    def pause(_: float) -> None:
        waited.append(True)
        done.set()  # the writer finishes once the read is seen to wait

    monkeypatch.setattr(shared_read, "_pause", pause)
    thread = threading.Thread(target=writer)
    thread.start()
    assert holding.wait(HANG_SECONDS)
    try:
        assert read_bytes(session) == session.read_bytes()
    finally:
        done.set()
        thread.join(HANG_SECONDS)
    assert waited and not thread.is_alive()


def test_a_write_in_place_is_made_only_under_the_writers_own_lock(session: Path) -> None:
    inode = session.stat().st_ino
    with editing(session) as kept:
        kept.record(hand_event(3))
        save(kept)
    assert session.stat().st_ino == inode  # under the lock: the end written in place
    unlocked = load(session)
    unlocked.record(hand_event(4))
    save(unlocked)
    assert session.stat().st_ino != inode  # no lock a read waits for: the whole rewrite
    assert len(load(session).scorer.hands) == 5
    assert list(check_file(session)) == []


WRITER = """
import sys
from pathlib import Path
from benchmarks.stress import hand_event
from jass_slate.games.schieber.file.memo import SessionMemo

memo, path = SessionMemo(), Path(sys.argv[1])
for number in range(int(sys.argv[2])):
    with memo.editing(path) as session:
        session.record(hand_event(number))
        memo.save(session)
"""


@pytest.mark.slow  # a few seconds: a writer process and reads as long as it writes
def test_reads_beside_a_writer_in_place_never_see_its_end_half_way(session: Path) -> None:
    hands = 60
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(session), str(hands)],
                              cwd=Path(__file__).parents[2],
                              env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    failed, reads = [], 0
    try:
        while writer.poll() is None or reads == 0:
            reads += 1
            try:
                SessionMemo().load(session)  # as `play` reads between its answers
                read_document(str(session), read_bytes(session))
            except SessionFileError as error:
                failed.append(str(error))
    finally:
        writer.wait(HANG_SECONDS)
    assert writer.returncode == 0
    assert failed == []
    assert len(load(session).scorer.hands) == 3 + hands
    assert list(check_file(session)) == []
