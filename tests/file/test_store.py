"""The session file's safety, case by case: modes, symlinks, locks, edits from outside,
hostile files, format versions and `migrate`."""

from __future__ import annotations

import errno
import os
import re
import signal
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from benchmarks.stress import hand_args, injected, leftovers, new_session
from jass_slate.core.errors import ChangedError, SessionFileError
from jass_slate.file import disk, lock
from jass_slate.file.head import FORMAT, MIGRATIONS, WRITTEN_BY
from jass_slate.games.schieber.file import session as sessions
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.session import Session, editing, load, save
from tests.cli_tools import one_line, run

PLACE = re.compile(r"^jass-slate: \S*jass\.toml:\d+: ")


@pytest.fixture
def session(session_file: Path) -> Path:
    new_session(session_file, hands=3)
    return session_file


# --- what a write keeps ---------------------------------------------------------------


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o604])
def test_a_write_keeps_the_files_mode(session: Path, mode: int) -> None:
    session.chmod(mode)
    assert run(*hand_args(3)).exit_code == 0
    assert stat.S_IMODE(session.stat().st_mode) == mode


def test_a_symlinked_session_is_written_through_to_its_target(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "evening.toml"
    target.parent.mkdir()
    new_session(target, hands=1)
    target.chmod(0o640)
    link = tmp_path / "jass.toml"
    link.symlink_to(target)
    assert run(*hand_args(1)).exit_code == 0
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert len(load(target).scorer.hands) == 2
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert (target.parent / ".evening.toml.lock").exists()  # beside the target
    assert leftovers(target.parent) == [] and leftovers(tmp_path) == []


def test_a_new_session_gets_the_umasks_mode(session_file: Path) -> None:
    old = os.umask(0o027)
    try:
        assert run("new", "--team", "A", "--team", "B").exit_code == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(session_file.stat().st_mode) == 0o640


# --- one writer at a time -------------------------------------------------------------

HOLDER = """
import fcntl, os, sys
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)
fcntl.flock(fd, fcntl.LOCK_EX)
print("locked", flush=True)
sys.stdin.read()  # held until the test is done with it, however long that takes
"""


@pytest.fixture
def lock_holder(session: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the session's lock."""
    lock = session.with_name(f".{session.name}.lock")
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(lock)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
    yield holder
    holder.kill()
    holder.communicate()


def test_a_lock_held_by_a_killed_process_does_not_block(
        session: Path, lock_holder: subprocess.Popen[str]) -> None:
    os.kill(lock_holder.pid, signal.SIGKILL)
    lock_holder.wait()
    assert run(*hand_args(3)).exit_code == 0
    assert len(load(session).scorer.hands) == 4


def test_a_writer_waits_for_the_lock_then_gives_up_in_one_line(
        session: Path, lock_holder: subprocess.Popen[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lock, "LOCK_WAIT_SECONDS", 0.2)
    before = session.read_bytes()
    result = run(*hand_args(3))
    assert result.exit_code == 3
    assert "another jass-slate" in one_line(result)
    assert session.read_bytes() == before


def test_reading_needs_no_lock(session: Path, lock_holder: subprocess.Popen[str]) -> None:
    assert run("show", "--json").exit_code == 0


def test_another_users_lock_file_is_locked_read_only(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = os.open

    def refusing(name: Any, flags: int, *rest: Any) -> int:
        if str(name).endswith(".lock") and flags & os.O_RDWR:
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real_open(name, flags, *rest)

    monkeypatch.setattr(os, "open", refusing)
    assert run(*hand_args(3)).exit_code == 0
    monkeypatch.undo()
    assert len(load(session).scorer.hands) == 4


def test_what_killed_writers_left_is_swept_by_the_next_write(session: Path) -> None:
    stale = [session.with_name(".jass.toml.a1b2c3d4.tmp"),
             session.with_name(".jass.toml.0f0f0f0f.old")]
    kept = [session.with_name(".jass.toml.bak"), session.with_name(".other.toml.a1b2c3d4.tmp"),
            session.with_name(".jass.toml.x.a1b2c3d4.tmp")]
    for path in stale + kept:
        path.write_text("left behind")
    assert run(*hand_args(3)).exit_code == 0
    assert not any(path.exists() for path in stale)
    assert all(path.exists() for path in kept)


def test_a_new_session_in_a_missing_folder_says_so(tmp_path: Path) -> None:
    result = run("-f", str(tmp_path / "nowhere" / "jass.toml"), "new", "--team", "A",
                 "--team", "B")
    assert result.exit_code == 3
    assert "does not exist" in one_line(result)


# --- edits from outside ---------------------------------------------------------------


def test_an_edit_from_outside_is_never_overwritten(session: Path) -> None:
    with editing(session) as loaded:
        session.write_text(session.read_text().replace("hands = 3", "hands = 3 "))
        edited = session.read_bytes()
        loaded.record(load(session).entries[0].event)
        with pytest.raises(ChangedError):
            save(loaded)
    assert session.read_bytes() == edited


def test_a_command_refuses_when_the_file_changes_under_it(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_load = load

    def load_then_edit(path: Path, *how: Any, **told: Any) -> Session:
        loaded = real_load(path, *how, **told)
        path.write_bytes(path.read_bytes() + b"# my note\n")
        return loaded

    monkeypatch.setattr(sessions, "load", load_then_edit)
    result = run(*hand_args(3))
    assert result.exit_code == 1
    assert "changed by something else" in one_line(result)
    assert session.read_bytes().endswith(b"# my note\n")
    assert leftovers(session.parent) == []


# --- faults beyond the matrix ---------------------------------------------------------


@pytest.mark.usefixtures("rewritten")
def test_no_hard_links_and_a_failing_folder_sync_still_put_the_old_bytes_back(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = session.read_bytes()

    def no_links(*_: Any) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    with injected("dirsync", errno.EIO):
        result = run(*hand_args(3))
    assert result.exit_code == 3
    assert "Input/output error" in one_line(result)
    assert session.read_bytes() == before
    assert leftovers(session.parent) == []


@pytest.mark.parametrize("code", [errno.EACCES, errno.EIO])
def test_an_unreadable_session_is_one_line_and_exit_3(
        session: Path, monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    real_open = os.open

    def refusing(name: Any, flags: int, *rest: Any) -> int:
        if str(name) == str(session) and not flags & (os.O_WRONLY | os.O_RDWR):
            raise OSError(code, os.strerror(code), str(name))
        return real_open(name, flags, *rest)

    monkeypatch.setattr(os, "open", refusing)
    for args in (["show"], hand_args(3), ["check"]):
        result = run(*args)
        assert result.exit_code == 3
        assert os.strerror(code) in one_line(result)


# --- hostile and broken files ---------------------------------------------------------


def test_a_fifo_is_refused_without_waiting(session_file: Path) -> None:
    os.mkfifo(session_file)
    for args in (["show"], hand_args(0), ["check"]):
        result = run(*args)
        assert result.exit_code == 3
        assert "not a regular file" in one_line(result)


def test_a_directory_is_refused(session_file: Path) -> None:
    session_file.mkdir()
    result = run(*hand_args(0))
    assert result.exit_code == 3
    assert "is a directory" in one_line(result)


BROKEN: dict[str, Callable[[str], str]] = {
    "not TOML": lambda text: text.replace("[rules]", "[rules"),
    "not UTF-8": lambda text: text.replace("Dora", "Dor\udcff", 1),
    "nested too deep": lambda text: text + "deep = " + "[" * 5000 + "]" * 5000 + "\n",
    "no format": lambda text: re.sub(rf"format = {FORMAT}\n", "", text),
    "bool format": lambda text: text.replace(f"format = {FORMAT}", "format = true"),
    "no teams": lambda text: text.replace("[teams]", "[teamz]"),
    "bad rules key": lambda text: text.replace("target = 3000", "target = -5"),
    "unknown rules key": lambda text: text.replace("[rules]\n", "[rules]\nfoo = 1\n"),
    "no rules": lambda text: text.replace("[rules]", "[rulez]").replace(
        "[rules.multipliers]", "[rulez.multipliers]"),
    "no record": lambda text: text[: text.index("[record]")],
    "events not a list": lambda text: re.sub(r"events = \[.*?\n\]", "events = 3", text,
                                             flags=re.S),
    "bad event": lambda text: text.replace("hand spades", "hand spadez"),
    "event breaks a rule": lambda text: text.replace("points=", "points=9", 1),
    "summary disagrees": lambda text: text.replace("hands = 3", "hands = 4"),
    "summary not a table": lambda text: text.replace("[summary]", "[summary.x]"),
    "seats not a list": lambda text: re.sub(r"seats = \[.*?\]", "seats = 4", text, flags=re.S),
    "first forehand a number": lambda text: text.replace('first_forehand = "Anna"',
                                                         "first_forehand = 4"),
}


@pytest.mark.parametrize("how", list(BROKEN))
def test_a_broken_file_is_named_with_its_place_and_never_rewritten(
        session: Path, how: str) -> None:
    text = BROKEN[how](session.read_text())
    session.write_bytes(text.encode("utf-8", "surrogateescape"))
    broken = session.read_bytes()
    for args in (["show"], hand_args(3), ["undo"], ["history"]):
        result = run(*args)
        assert result.exit_code == 3, (how, args, result.output)
        assert PLACE.match(one_line(result)), one_line(result)
    problems = check_file(session)
    assert problems and all(PLACE.match(f"jass-slate: {p}") for p in problems), problems
    assert session.read_bytes() == broken


# --- format versions and migrate ------------------------------------------------------


def test_a_newer_format_names_the_jass_slate_that_reads_it(session: Path) -> None:
    text = session.read_text().replace(f"format = {FORMAT}", f"format = {FORMAT + 1}").replace(
        WRITTEN_BY, "jass-slate 0.9.2")
    session.write_text(text)
    result = run(*hand_args(3))
    assert result.exit_code == 3
    line = one_line(result)
    assert PLACE.match(line)
    assert f"format {FORMAT + 1}" in line and "upgrade to jass-slate 0.9.2 or later" in line
    assert session.read_text() == text


def test_a_newer_format_without_its_writer_still_says_what_to_do(session: Path) -> None:
    text = re.sub(r'written_by = ".*"\n', "", session.read_text()).replace(
        f"format = {FORMAT}", "format = 7")
    session.write_text(text)
    line = one_line(run("show"))
    assert "a jass-slate that reads format 7" in line
    assert run("migrate").exit_code == 3
    assert session.read_text() == text


def test_a_format_no_jass_slate_wrote_is_refused(session: Path) -> None:
    session.write_text(session.read_text().replace(f"format = {FORMAT}", "format = 0"))
    for args in (["show"], ["migrate"]):
        result = run(*args)
        assert result.exit_code == 3
        assert "never written by jass-slate" in one_line(result)


def test_migrate_leaves_a_current_file_alone(session: Path) -> None:
    before = session.read_bytes()
    result = run("migrate")
    assert result.exit_code == 0
    assert "nothing to do" in result.stdout
    assert session.read_bytes() == before


@pytest.fixture
def format_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend an older format 0 existed: it called the [record] table [slate]."""

    def upgrade(doc: dict[str, Any]) -> dict[str, Any]:
        doc = dict(doc)
        doc["record"] = doc.pop("slate")
        return doc

    monkeypatch.setitem(MIGRATIONS, 0, upgrade)


@pytest.mark.usefixtures("format_zero")
def test_an_older_format_is_migrated_only_by_migrate_which_keeps_a_copy(session: Path) -> None:
    old = session.read_text().replace(f"format = {FORMAT}", "format = 0").replace(
        "[record]", "[slate]")
    session.write_text(old)
    session.chmod(0o600)
    for args in (["show"], hand_args(3)):
        result = run(*args)
        assert result.exit_code == 3
        assert "jass-slate migrate" in one_line(result)
    assert session.read_text() == old
    result = run("migrate")
    assert result.exit_code == 0, result.output
    copy = session.with_name("jass.toml.format-0.bak")
    assert copy.read_text() == old
    assert stat.S_IMODE(copy.stat().st_mode) == stat.S_IMODE(session.stat().st_mode) == 0o600
    assert check_file(session) == []
    assert len(load(session).scorer.hands) == 3
    assert run("migrate").exit_code == 0  # now current: nothing to do
    session.write_text(old)
    assert run("migrate").exit_code == 0
    assert session.with_name("jass.toml.format-0.2.bak").read_text() == old


# --- hostile input --------------------------------------------------------------------


def test_a_name_that_is_not_utf8_is_refused_and_nothing_is_written(session_file: Path) -> None:
    result = run("new", "--team", "A\udcff", "--team", "B")
    assert result.exit_code == 1
    assert "UTF-8" in one_line(result)
    assert not session_file.exists()
    assert leftovers(session_file.parent) == []


def test_a_missing_session_is_named(session_file: Path) -> None:
    with pytest.raises(SessionFileError, match="no session file here"):
        load(session_file)
    result = run(*hand_args(0))
    assert result.exit_code == 3
    assert not session_file.with_name(".jass.toml.lock").exists()


class _Interrupting:
    """`os` for the store, where one call is interrupted by Ctrl-C."""

    def __init__(self, name: str, only: Callable[..., bool]) -> None:
        self.name, self.only = name, only

    def __getattr__(self, attr: str) -> Any:
        real = getattr(os, attr)
        if attr != self.name:
            return real

        def interrupted(*args: Any) -> Any:
            if self.only(*args):
                raise KeyboardInterrupt
            return real(*args)

        return interrupted


@pytest.mark.usefixtures("rewritten")
@pytest.mark.parametrize(("name", "only"), [
    ("write", lambda *_: True),
    ("fsync", lambda fd: not stat.S_ISDIR(os.fstat(fd).st_mode)),
    ("fsync", lambda fd: stat.S_ISDIR(os.fstat(fd).st_mode)),
])
def test_ctrl_c_while_writing_leaves_the_old_file_and_no_temporary(
        session: Path, monkeypatch: pytest.MonkeyPatch, name: str,
        only: Callable[..., bool]) -> None:
    before = session.read_bytes()
    with editing(session) as loaded:
        loaded.record(load(session).entries[0].event)
        monkeypatch.setattr(disk, "os", _Interrupting(name, only))
        with pytest.raises(KeyboardInterrupt):
            save(loaded)
    assert session.read_bytes() == before
    assert leftovers(session.parent) == []


@pytest.mark.skipif(os.geteuid() != 0, reason="giving the file another owner needs root")
def test_a_write_keeps_the_files_owner(session: Path) -> None:
    os.chown(session, 4321, 4321)
    assert run(*hand_args(3)).exit_code == 0
    assert (session.stat().st_uid, session.stat().st_gid) == (4321, 4321)
