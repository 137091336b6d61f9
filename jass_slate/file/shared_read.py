"""A session file read while no writer is at work on it: a shared lock for the time of the read.

A writer holds an exclusive lock on the session file itself from its read to its write
(file/lock.py), and a write of the file's end in place (file/append.py) leaves, for the
moment between its two steps, an end that is no TOML. So a read takes a shared lock on the
file it opened and reads under it: it waits for the writer at work, if any, and sees the
file as it was before that write or after it, never between (a rewrite by rename needs no
wait: it puts a whole new file in place, and a read keeps the file it opened).

The thread that holds the writer lock reads its own file without the shared lock: it
would wait for itself. A write in place is made only on the file its own thread holds
locked (`held_here`), so every such write is one a read waits for. Where the shared lock
cannot be had (Windows, where nothing is written in place; a file system without locks; a
writer still at work after WAIT_SECONDS), the file is read as it is, and a read that then
does not parse is tried once more (file/settled.py).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Iterator

WAIT_SECONDS = 10.0  # a writer's own lock wait (file/lock.py: LOCK_WAIT_SECONDS)
_pause = time.sleep  # between looks at the lock
_here = threading.local()  # `held`: the files (device, inode) this thread holds locked


def _held() -> set[tuple[int, int]]:
    held: set[tuple[int, int]] | None = getattr(_here, "held", None)
    if held is None:
        held = _here.held = set()
    return held


@contextlib.contextmanager
def writing(fd: int) -> Iterator[None]:
    """Say, while the block runs, that this thread holds the writer lock on the file `fd`
    is open on (file/lock.py, once the lock is taken). A file that cannot be looked at is
    not said held: it is not written in place, and this thread's reads of it wait out
    WAIT_SECONDS on its own lock, then read it as it is (no write of this thread is at
    work on it then)."""
    try:
        info = os.fstat(fd)
    except OSError:
        yield
        return
    identity = (info.st_dev, info.st_ino)
    _held().add(identity)
    try:
        yield
    finally:
        _held().discard(identity)


def held_here(info: os.stat_result) -> bool:
    """Whether this thread holds the writer lock on the file `info` was taken of."""
    return (info.st_dev, info.st_ino) in _held()


def wait_for_writer(fd: int, info: os.stat_result, wait: float = WAIT_SECONDS) -> bool:
    """Take a shared lock on the file `fd` is open on, waiting up to `wait` seconds for a
    writer at work on it; closing `fd` frees it. True when the file is now safe to read
    whole: locked, or held by this thread's own writer lock."""
    if held_here(info):
        return True
    if sys.platform == "win32":  # no write in place there (file/append.py)
        return False
    import fcntl

    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            if time.monotonic() > deadline:
                return False
            _pause(0.002)
        except OSError:  # a file system without locks
            return False
        else:
            return True
