"""The writer lock: one jass-slate writes a session file at a time, from reading to writing.

An exclusive lock on a sibling lock file, and on the session file itself; the system frees
both if the writer is killed. The lock is `fcntl.flock` on POSIX systems and
`msvcrt.locking` on Windows, each imported only where it exists.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import re
import stat
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

from jass_slate.core.errors import Message, WriteError, message
from jass_slate.file.disk import target_path
from jass_slate.file.document import reason_of
from jass_slate.file.permissions import NO_WAIT, beside_ours
from jass_slate.file.shared_read import writing
from jass_slate.language.i18n import N_

LOCK_WAIT_SECONDS = 10.0


def _lock_path(path: Path) -> Path:
    """The lock file beside a session file."""
    return path.with_name(f".{path.name}.lock")


def leftover_names(real: Path) -> re.Pattern[str]:
    """The names of a session file's temporary files and backups while it is written."""
    return re.compile(rf"\.{re.escape(real.name)}\.[a-z0-9_]{{8}}\.(tmp|old)")


@contextlib.contextmanager
def locked(path: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the session's exclusive writer lock; the kernel frees it if we are killed.

    The lock file beside the session serialises writers of one name (and of a file still to
    be created); the session file itself is locked too, so that every name of one file
    (hard links, a folder mounted twice) takes turns, and so that a read waits for the
    write at work (file/shared_read.py).
    """
    real = target_path(path)
    seconds = LOCK_WAIT_SECONDS if wait is None else wait
    fd = _open_lock(path, real)
    identity = None
    try:
        _acquire(path, fd, seconds)
        _sweep(real)
        identity = _lock_identity(path, real, seconds)
        with contextlib.nullcontext() if identity is None else writing(identity):
            yield
    finally:
        for held in (identity, fd):  # closing frees a lock even when the close fails
            if held is not None:
                with contextlib.suppress(OSError):
                    os.close(held)


def _open_lock(path: Path, real: Path) -> int:
    lock = _lock_path(real)
    flags = NO_WAIT  # with O_NOFOLLOW: never through a planted link
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | flags, 0o644)
    except PermissionError as error:
        # a lock file we may not write: a read-only descriptor locks as well
        try:
            fd = os.open(lock, os.O_RDONLY | flags)
        except OSError as again:  # ELOOP: a planted link (O_CREAT said EACCES first)
            raise WriteError(_lock_failure(path, lock, again if again.errno == errno.ELOOP
                                           else error)) from None
    except (OSError, ValueError) as error:
        raise WriteError(_lock_failure(path, lock, error)) from None
    _refuse_foreign_lock(path, real, lock, fd)
    return fd


def _refuse_foreign_lock(path: Path, real: Path, lock: Path, fd: int) -> None:
    """A lock file is a plain file of ours, root's or the session owner's: one another user
    owns could be removed under us, and one with another name could be anyone's file."""
    try:
        info = os.fstat(fd)
    except OSError as error:
        os.close(fd)
        raise WriteError(_lock_failure(path, lock, error)) from None
    if beside_ours(info, real):
        return
    os.close(fd)
    raise WriteError(message(N_(
        "{path}: the lock file {lock} is not a plain file of yours; nothing "
                       "was written: remove it if no jass-slate is writing"),
                           path=path, lock=lock))


def _lock_failure(path: Path, lock: Path, error: OSError | ValueError) -> Message:
    if isinstance(error, FileNotFoundError):
        return message(N_("{path}: the folder {folder} does not exist; nothing was written"),
            path=path, folder=lock.parent)
    if isinstance(error, OSError) and error.errno == errno.ELOOP:
        return message(N_(
            "{path}: the lock file {lock} is a symbolic link, which jass-slate does not "
                 "follow; nothing was written: remove it (someone may have planted it)"),
                     path=path, lock=lock)
    return message(N_("{path}: cannot lock the session file with {lock} ({reason}); "
             "nothing was written"), path=path, lock=lock, reason=reason_of(error))


def _lock_identity(path: Path, real: Path, wait: float) -> int | None:
    """Lock the session file itself; None for a file still to be created (or one the write
    will refuse, saying why)."""
    while True:
        try:
            fd = os.open(real, os.O_RDONLY | NO_WAIT)
        except (OSError, ValueError):
            return None
        try:
            held = os.fstat(fd)
            if stat.S_ISREG(held.st_mode):
                _acquire(path, fd, wait)
                if same_file(held, real):
                    return fd
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
        if not stat.S_ISREG(held.st_mode):
            return None
        # replaced through another name while we waited: lock the file that is there now


def same_file(info: os.stat_result, name: str | Path) -> bool:
    """Whether `name` is the file `info` was taken of."""
    try:
        now = os.stat(name)
    except (OSError, ValueError):
        return False
    return (now.st_dev, now.st_ino) == (info.st_dev, info.st_ino)


def _acquire(path: Path, fd: int, wait: float) -> None:
    """Take the lock, waiting for another jass-slate to finish its write."""
    take = lock_taker()
    deadline = time.monotonic() + wait
    while True:
        try:
            if take(fd):
                return
        except OSError as error:
            raise WriteError(message(N_("{path}: cannot lock the session file ({reason}); "
                               "nothing was written"),
                                   path=path, reason=reason_of(error))) from None
        if time.monotonic() > deadline:
            raise WriteError(message(N_("{path}: another jass-slate has been writing it for "
                               "{seconds:.0f} s; nothing was written: try again"),
                                   path=path, seconds=wait))
        import secrets  # only a lock that is taken waits

        time.sleep(0.005 + secrets.randbelow(10) / 1000)


Taker = Callable[[int], bool]  # try to take the lock on a descriptor: False if it is held


@functools.cache
def lock_taker(platform: str = sys.platform) -> Taker:
    """How this system takes an exclusive lock without waiting: `msvcrt` on Windows,
    `fcntl` elsewhere."""
    if platform == "win32":
        import msvcrt

        return _windows_taker(msvcrt)
    import fcntl

    return _posix_taker(fcntl)


def _posix_taker(fcntl: ModuleType) -> Taker:
    def take(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    return take


# Windows locks byte ranges, and a locked byte cannot be read by anyone else: the lock is
# on one byte far past the end of any file jass-slate reads, so readers never meet it.
WINDOWS_LOCKED_BYTE = 1 << 30
_HELD = {errno.EACCES, errno.EDEADLK}  # what msvcrt.locking says of a byte another holds


def _windows_taker(msvcrt: ModuleType) -> Taker:
    def take(fd: int) -> bool:
        os.lseek(fd, WINDOWS_LOCKED_BYTE, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in _HELD:
                return False
            raise
        return True

    return take


def _sweep(real: Path) -> None:
    """Remove what killed writers left behind; under the lock, no writer is using them."""
    names = leftover_names(real)
    with contextlib.suppress(OSError), os.scandir(real.parent) as entries:
        for entry in entries:
            if names.fullmatch(entry.name):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def write_new(path: Path, text: str, force: bool) -> None:
    """Write a new session file under its lock (any game's); a file already there is only
    replaced with `force`, else refused and left as it is."""
    from jass_slate.core.errors import RuleError
    from jass_slate.file.disk import write_atomic

    with locked(path):
        if os.path.exists(path) and not force:
            raise RuleError(message(N_("{path} already exists: use --force to replace it, or "
                                       "-f another file"), path=path))
        write_atomic(path, text)
