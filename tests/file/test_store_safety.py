"""Attacks on the write path (issue 13, items 18, 19, 22–25): other users and planted links
in a shared folder, hard links, failures after the write, leftovers, exports over the
session file, and edits that land while a command writes.

The tests run as root in CI: a second user is a uid with no name, given files with
os.chown, and a command run as that user is a subprocess that drops its privileges.
"""

from __future__ import annotations

import errno
import importlib.abc
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from benchmarks.stress import hand_args, injected, leftovers, new_session, quiet_env
from jass_slate.file import lock
from jass_slate.file.head import HEADER
from jass_slate.games.schieber.file import session as sessions
from jass_slate.games.schieber.file.session import Session, load
from tests.cli_tools import HANG_SECONDS, one_line, run

ROOT = os.geteuid() == 0
OTHER, THIRD = 4321, 4322  # two users who are not the one running the tests
needs_root = pytest.mark.skipif(not ROOT, reason="giving files to another user needs root")


def hands(path: Path) -> int:
    return len(load(path).scorer.hands)


@pytest.fixture
def session(session_file: Path) -> Path:
    new_session(session_file, hands=3)
    return session_file


@pytest.fixture
def shared() -> Iterator[Path]:
    """A folder like /tmp: anyone may write, the sticky bit protects each one's files (and
    every user can reach it, unlike pytest's own temporary folder)."""
    folder = Path(tempfile.mkdtemp(prefix="jass-shared-", dir="/tmp"))
    folder.chmod(0o1777)
    yield folder
    shutil.rmtree(folder)


AS_USER = """
import contextlib, io, os, sys
from jass_slate.cli.app import app
import fcntl, secrets, tomli_w  # the write's needs ...
import jass_slate.games.schieber.report.sentences, jass_slate.games.schieber.report.data
import jass_slate.games.schieber.file.snapshot  # ... and the snapshot's
import jass_slate.games.schieber.scoring.course
with contextlib.redirect_stderr(io.StringIO()), contextlib.suppress(SystemExit):
    app(["-f", os.devnull + "/none", *sys.argv[4:]])  # ... and typer's lazy imports
uid = int(sys.argv[1])  # all before the drop: the interpreter lives where only root may go
os.setgroups([])
os.setgid(uid)
os.setuid(uid)
app(sys.argv[2:], prog_name="jass-slate")
"""


def as_user(uid: int, path: Path, args: Sequence[str]) -> subprocess.CompletedProcess[str]:
    """`jass-slate -f path ARGS` run by another user (its privileges dropped at start-up)."""
    env = {**quiet_env(), "PYTHONPATH": str(Path(__file__).parents[2]), "LANG": "C.UTF-8"}
    return subprocess.run([sys.executable, "-c", AS_USER, str(uid), "-f", str(path), *args],
                          env=env, capture_output=True, text=True, cwd=path.parent,
                          timeout=HANG_SECONDS, check=False)


# --- 18: other users and planted links --------------------------------------------------


@needs_root
def test_a_lock_planted_as_a_symlink_is_refused_and_creates_nothing(shared: Path) -> None:
    path = shared / "jass.toml"
    new_session(path, hands=1)
    before = path.read_bytes()
    lock, victim = shared / ".jass.toml.lock", shared / "victim"
    lock.unlink()
    lock.symlink_to(victim)
    os.lchown(lock, OTHER, OTHER)
    result = run("-f", str(path), *hand_args(1))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {path}: the lock file {lock} is a symbolic link, which jass-slate does "
        "not follow; nothing was written: remove it (someone may have planted it)")
    assert not os.path.lexists(victim)
    assert path.read_bytes() == before


@needs_root
@pytest.mark.parametrize("how", ["another user's", "a hard link"])
def test_a_lock_that_is_not_a_plain_file_of_yours_is_refused(shared: Path, how: str) -> None:
    path = shared / "jass.toml"
    new_session(path, hands=1)
    before = path.read_bytes()
    lock = shared / ".jass.toml.lock"
    if how == "a hard link":
        os.link(lock, shared / "elsewhere")
    else:
        os.chown(lock, OTHER, OTHER)  # not the session's owner either
    result = run("-f", str(path), *hand_args(1))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {path}: the lock file {lock} is not a plain file of yours; nothing was "
        "written: remove it if no jass-slate is writing")
    assert path.read_bytes() == before


@needs_root
@pytest.mark.parametrize("force", [False, True])
def test_a_session_link_planted_by_another_user_is_not_followed(
        shared: Path, force: bool) -> None:
    victim = shared / "notes.txt"  # a file of the user running jass-slate
    if force:
        victim.write_text("my notes\n")
    path = shared / "jass.toml"
    path.symlink_to(victim)
    os.lchown(path, OTHER, OTHER)
    result = run("-f", str(path), "new", "--team", "A", "--team", "B",
                 *(["--force"] if force else []))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {path} is a symbolic link of another user in a shared folder "
        f"({shared}): jass-slate does not follow it; nothing was written")
    assert (victim.read_text() == "my notes\n") if force else not victim.exists()


@pytest.mark.parametrize("force", [False, True])
def test_no_file_is_created_through_a_dangling_link(session_file: Path, force: bool) -> None:
    missing = session_file.with_name("missing.toml")
    session_file.symlink_to(missing)
    result = run("new", "--team", "A", "--team", "B", *(["--force"] if force else []))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {session_file} is a symbolic link to {missing}, which does not exist: "
        "jass-slate does not create a file through a link; nothing was written")
    assert not missing.exists()


def test_ones_own_link_in_a_shared_folder_is_followed(shared: Path) -> None:
    target = shared / "evening.toml"
    new_session(target, hands=1)
    (shared / "jass.toml").symlink_to(target)
    assert run("-f", str(shared / "jass.toml"), *hand_args(1)).exit_code == 0
    assert hands(target) == 2


@needs_root
def test_another_users_file_in_a_writable_folder_is_not_taken_over(tmp_path: Path) -> None:
    folder = Path(tempfile.mkdtemp(prefix="jass-open-", dir="/tmp"))
    try:
        folder.chmod(0o777)  # writable by all, not sticky: a rename could replace the file
        path = folder / "jass.toml"
        new_session(path, hands=1)
        path.chmod(0o644)
        os.chown(path, OTHER, OTHER)
        before = path.read_bytes()
        done = as_user(THIRD, path, hand_args(1))
        assert done.returncode == 3, done.stderr
        assert done.stderr == (
            f"jass-slate: {path} belongs to another user (uid {OTHER}): a write would make it "
            "yours, and jass-slate keeps a file's owner; nothing was written\n")
        assert path.read_bytes() == before
        assert (path.stat().st_uid, path.stat().st_gid) == (OTHER, OTHER)
    finally:
        shutil.rmtree(folder)


def test_a_session_made_read_only_is_not_rewritten(session: Path) -> None:
    session.chmod(0o444)
    before = session.read_bytes()
    result = run(*hand_args(3))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {session} is read-only (mode 444): jass-slate writes only a file you "
        "could write yourself; nothing was written: make it writable (chmod u+w) to go on")
    assert session.read_bytes() == before


@needs_root
def test_a_read_only_session_of_ones_own_is_not_rewritten_by_its_owner(shared: Path) -> None:
    folder = shared / "mine"
    folder.mkdir()
    path = folder / "jass.toml"
    new_session(path, hands=1)
    path.chmod(0o444)
    for name in (folder, path, folder / ".jass.toml.lock"):
        os.chown(name, OTHER, OTHER)
    before = path.read_bytes()
    done = as_user(OTHER, path, hand_args(1))
    assert done.returncode == 3
    assert "is read-only (mode 444)" in done.stderr
    assert path.read_bytes() == before
    path.chmod(0o644)  # and once it is writable again, its owner writes it
    done = as_user(OTHER, path, hand_args(1))
    assert done.returncode == 0, done.stderr
    assert hands(path) == 2
    assert path.stat().st_uid == OTHER


@pytest.mark.usefixtures("rewritten")
@needs_root
def test_a_failing_fchown_refuses_the_write(session: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    os.chown(session, OTHER, OTHER)
    before = session.read_bytes()

    def refused(*_: Any) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "fchown", refused)
    result = run(*hand_args(3))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {session}: cannot write the session file (keep the file's owner and "
        "mode: Operation not permitted); nothing was written, the file is as it was")
    assert session.read_bytes() == before
    assert session.stat().st_uid == OTHER
    assert leftovers(session.parent) == []


def _acl(group_perm: int, mask: int) -> bytes:
    """A POSIX ACL as the kernel stores it: user::rw-, group::, group 4321, mask, other::r--."""
    entries = [(0x01, 6, 0xFFFFFFFF), (0x04, 4, 0xFFFFFFFF), (0x08, group_perm, OTHER),
               (0x10, mask, 0xFFFFFFFF), (0x20, 4, 0xFFFFFFFF)]
    return (2).to_bytes(4, "little") + b"".join(
        tag.to_bytes(2, "little") + perm.to_bytes(2, "little") + uid.to_bytes(4, "little")
        for tag, perm, uid in entries)


def _attributes(path: Path) -> dict[str, bytes]:
    return {name: os.getxattr(path, name) for name in os.listxattr(path)}


def test_a_write_keeps_extended_attributes_and_the_acl(shared: Path) -> None:
    path = shared / "jass.toml"
    new_session(path, hands=1)
    try:
        os.setxattr(path, "user.origin", b"friday table")
        os.setxattr(path, "system.posix_acl_access", _acl(group_perm=6, mask=4))
    except OSError as error:
        pytest.skip(f"this file system keeps no extended attributes or ACLs: {error}")
    kept, mode = _attributes(path), stat.S_IMODE(path.stat().st_mode)
    assert run("-f", str(path), *hand_args(1)).exit_code == 0
    assert hands(path) == 2
    assert _attributes(path) == kept
    assert stat.S_IMODE(path.stat().st_mode) == mode  # the mask stays r--


def test_an_acl_the_folder_gives_is_not_added_to_a_session_without_one(shared: Path) -> None:
    folder = shared / "acl"
    folder.mkdir()
    path = folder / "jass.toml"
    new_session(path, hands=1)
    path.chmod(0o640)
    try:
        os.setxattr(folder, "system.posix_acl_default", _acl(group_perm=6, mask=6))
    except OSError as error:
        pytest.skip(f"this file system keeps no ACLs: {error}")
    assert run("-f", str(path), *hand_args(1)).exit_code == 0
    assert hands(path) == 2
    assert _attributes(path) == {}
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@pytest.mark.usefixtures("rewritten")
def test_attributes_that_cannot_be_kept_refuse_the_write(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        os.setxattr(session, "user.origin", b"friday table")
    except OSError as error:
        pytest.skip(f"this file system keeps no extended attributes: {error}")
    before = session.read_bytes()

    def unsupported(*_: Any) -> None:
        raise OSError(errno.EOPNOTSUPP, "Operation not supported")

    monkeypatch.setattr(os, "setxattr", unsupported)
    result = run(*hand_args(3))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {session}: cannot write the session file (keep the file's extended "
        "attributes and ACL: Operation not supported); nothing was written, the file is as "
        "it was")
    assert session.read_bytes() == before
    assert leftovers(session.parent) == []


# --- 19: hard links ---------------------------------------------------------------------

HOLDER = """
import sys
from pathlib import Path
from jass_slate.file.lock import locked
with locked(Path(sys.argv[1])):
    print("locked", flush=True)
    sys.stdin.read()
"""


def test_two_names_of_one_file_take_turns(session: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    other = session.with_name("other-name.toml")
    os.link(session, other)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(other)], text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        monkeypatch.setattr(lock, "LOCK_WAIT_SECONDS", 0.2)
        result = run(*hand_args(3))
    finally:
        holder.communicate("")
    assert result.exit_code == 3
    assert "another jass-slate has been writing it" in one_line(result)


def test_a_write_that_would_split_hard_links_is_refused(session: Path) -> None:
    other = session.with_name("other-name.toml")
    os.link(session, other)
    before = session.read_bytes()
    result = run(*hand_args(3))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {session} has 2 names (hard links): a write would split them into two "
        "files; nothing was written: keep one name, and make the others symbolic links")
    assert session.read_bytes() == before
    assert os.path.samefile(session, other)


# --- 22: failures after the write -------------------------------------------------------


def test_a_hand_written_but_not_printed_says_so_and_exits_0(session: Path) -> None:
    for args in (hand_args(3), [*hand_args(4), "--json"]):
        with open("/dev/full", "w") as full:
            done = subprocess.run([sys.executable, "-m", "jass_slate", *args], stdout=full,
                                  stderr=subprocess.PIPE, text=True, env=quiet_env(),
                                  cwd=session.parent, check=False)
        assert done.returncode == 0
        assert done.stderr == (
            "jass-slate: jass.toml: the change IS written, but then this failed: No space "
            "left on device; run `jass-slate show` to see it\n")
    assert hands(session) == 5


def test_a_failing_close_of_the_lock_after_the_write_is_no_failure(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_close = os.close

    def failing(fd: int) -> None:
        is_lock = os.readlink(f"/proc/self/fd/{fd}").endswith(".lock")
        real_close(fd)
        if is_lock:
            raise OSError(errno.EIO, "Input/output error")

    with monkeypatch.context() as patched:
        patched.setattr(os, "close", failing)
        result = run(*hand_args(3))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Hand 4 (")
    assert hands(session) == 4


class _Unreadable(importlib.abc.MetaPathFinder):
    """A module whose file cannot be read (a failing disk), or that cannot be found."""

    def __init__(self, name: str, error: Exception) -> None:
        self.name, self.error = name, error

    def find_spec(self, fullname: str, *_: Any) -> None:
        if fullname == self.name:
            raise self.error


SENTENCES = "jass_slate.games.schieber.report.sentences"


@pytest.mark.parametrize("error", [OSError(errno.EIO, "Input/output error"),
                                   ImportError(f"No module named '{SENTENCES}'")])
def test_a_late_import_failing_after_the_write_says_the_hand_is_written(
        session: Path, monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    with monkeypatch.context() as patched:
        patched.delitem(sys.modules, SENTENCES)
        patched.setattr(sys, "meta_path", [_Unreadable(SENTENCES, error), *sys.meta_path])
        result = run(*hand_args(3))
    assert result.exit_code == 0
    assert one_line(result).startswith(
        f"jass-slate: {session}: the change IS written, but then this failed: ")
    assert hands(session) == 4


def test_a_late_import_failing_before_the_write_says_nothing_was_written(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = session.read_bytes()
    with monkeypatch.context() as patched:
        patched.delitem(sys.modules, "tomli_w")
        patched.setattr(sys, "meta_path", [_Unreadable("tomli_w", ImportError("no tomli_w")),
                                               *sys.meta_path])
        result = run(*hand_args(3))
    assert result.exit_code == 3
    assert one_line(result) == (
        "jass-slate: cannot load a part of jass-slate (no tomli_w); nothing was written")
    assert session.read_bytes() == before


@pytest.mark.usefixtures("rewritten")
def test_an_io_error_rereading_before_the_write_is_a_failing_disk(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = session.read_bytes()
    inode = session.stat().st_ino
    real_load, real_read = load, os.read
    armed = []

    def load_then_arm(path: Path, *how: Any, **told: Any) -> Session:
        loaded = real_load(path, *how, **told)
        armed.append(True)
        return loaded

    def read(fd: int, size: int) -> bytes:
        if armed and os.fstat(fd).st_ino == inode:
            raise OSError(errno.EIO, "Input/output error")
        return real_read(fd, size)

    with monkeypatch.context() as patched:
        patched.setattr(sessions, "load", load_then_arm)
        patched.setattr(os, "read", read)
        result = run(*hand_args(3))
    assert result.exit_code == 3
    assert one_line(result) == (
        f"jass-slate: {session}: cannot read the session file again before writing it "
        "(Input/output error): the disk may be failing; nothing was written")
    assert session.read_bytes() == before
    assert leftovers(session.parent) == []


# --- 23: leftovers and half-files -------------------------------------------------------


@pytest.mark.usefixtures("rewritten")
def test_a_backup_that_cannot_be_removed_is_named_and_swept_later(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_unlink = os.unlink

    def failing(name: Any, *rest: Any, **options: Any) -> None:
        if str(name).endswith(".old"):
            raise OSError(errno.EIO, "Input/output error")
        real_unlink(name, *rest, **options)

    with monkeypatch.context() as patched:
        patched.setattr(os, "unlink", failing)
        result = run(*hand_args(3))
    assert result.exit_code == 0
    [left] = leftovers(session.parent)
    assert one_line(result) == (
        f"jass-slate: {session} is written, but the copy of the old file "
        f"{session.parent}/{left} could not be removed (Input/output error): delete it (the "
        "next write of a session file removes it too)")
    assert hands(session) == 4
    result = run(*hand_args(4))
    assert result.exit_code == 0, result.output
    assert leftovers(session.parent) == []


@pytest.mark.parametrize("existing", [False, True])
def test_an_export_onto_a_full_disk_leaves_nothing_half_written(
        session: Path, existing: bool) -> None:
    out = session.with_name("evening.csv")
    if existing:
        out.write_text("last week\n")
    with injected("write", errno.ENOSPC):
        result = run("export", "-o", str(out), "--force")
    assert result.exit_code == 3  # an I/O error, as a session file's (issue 28)
    assert one_line(result) == (
        f"jass-slate: {out}: cannot write the export (write the temporary file: No space left "
        "on device); nothing was written, the file is as it was")
    assert (out.read_text() == "last week\n") if existing else not out.exists()
    assert leftovers(session.parent) == []


# --- 24: an export never destroys a session ---------------------------------------------


def test_an_export_never_overwrites_the_session_file(session: Path) -> None:
    before = session.read_bytes()
    alias = session.with_name("alias.toml")
    alias.symlink_to(session)
    for out in ("jass.toml", str(session), "alias.toml"):
        for force in ([], ["--force"]):
            result = run("export", "--format", "csv", "-o", out, *force)
            assert result.exit_code == 1
            assert one_line(result) == (
                f"jass-slate: {out} is a session file this export reads: an export never "
                "replaces it; nothing was written")
    assert session.read_bytes() == before


def test_an_export_never_overwrites_a_file_it_reads(session: Path) -> None:
    friday = session.with_name("friday.toml")
    new_session(friday, hands=2)
    before = friday.read_bytes()
    result = run("export", "friday.toml", "jass.toml", "-o", "friday.toml", "--force")
    assert result.exit_code == 1
    assert "is a session file this export reads" in one_line(result)
    assert friday.read_bytes() == before


def test_an_export_never_overwrites_another_session_file(session: Path) -> None:
    saturday = session.with_name("saturday.toml")
    new_session(saturday, hands=2)
    saturday.write_text(saturday.read_text().replace(HEADER, ""))  # hand-edited
    before = saturday.read_bytes()
    result = run("export", "--format", "json", "-o", "saturday.toml", "--force")
    assert result.exit_code == 1
    assert one_line(result) == (
        "jass-slate: saturday.toml is a jass-slate session file: an export never replaces "
        "one; nothing was written")
    assert saturday.read_bytes() == before


def test_an_export_replaces_another_file_only_with_force(session: Path) -> None:
    out = session.with_name("evening.csv")
    out.write_text("last week\n")
    out.chmod(0o640)
    result = run("export", "-o", "evening.csv")
    assert result.exit_code == 1
    assert one_line(result) == (
        "jass-slate: evening.csv already exists: use --force to replace it, or -o another "
        "file; nothing was written")
    assert out.read_text() == "last week\n"
    result = run("export", "-o", "evening.csv", "--force")
    assert result.exit_code == 0
    assert result.stdout == "Wrote evening.csv.\n"
    assert out.read_text().splitlines()[0].startswith("game,hand,")
    assert stat.S_IMODE(out.stat().st_mode) == 0o640
    assert leftovers(session.parent) == []


def test_an_export_to_a_device_writes_into_it(session: Path) -> None:
    result = run("export", "-o", os.devnull)
    assert result.exit_code == 0
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_an_export_into_a_full_device_is_an_io_error(session: Path) -> None:
    before = session.read_bytes()
    result = run("export", "-o", "/dev/full")
    assert result.exit_code == 3
    assert one_line(result) == (
        "jass-slate: /dev/full: cannot write the export (write the file: No space left on "
        "device); nothing was written, the file is as it was")
    assert session.read_bytes() == before


# --- 25: an edit that lands while a command writes --------------------------------------


@pytest.mark.usefixtures("rewritten")
def test_an_edit_made_while_the_new_file_is_written_is_not_lost(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_fsync = os.fsync

    def fsync_while_an_editor_saves(fd: int) -> None:
        real_fsync(fd)
        if not stat.S_ISDIR(os.fstat(fd).st_mode) and not session.read_text().endswith(
                "# my note\n"):
            session.write_text(session.read_text() + "# my note\n")

    with monkeypatch.context() as patched:
        patched.setattr(os, "fsync", fsync_while_an_editor_saves)
        result = run(*hand_args(3))
    assert result.exit_code == 1
    assert "changed by something else" in one_line(result)
    assert session.read_text().endswith("# my note\n")
    assert hands(session) == 3
    assert leftovers(session.parent) == []
