"""A read that met a write half-way: the session file read again once the writer is done.

A write of the file's end in place (file/append.py) leaves, for the moment between its two
steps, an end that is no TOML. A read of a session file waits for the writer at work
(file/shared_read.py), but where it could not (no lock to be had in time, or none at all),
it may meet that moment, and then fails as a file broken by a crash would. A read whose
bytes do not read is therefore tried once more (never a read that went through: its bytes
are whole, as before or after a write), under a shared lock on the session file if it can
be had, so that it sees what the writer wrote. A file that is broken stays broken, and is
told as the first read found it.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from jass_slate.core.errors import SessionFileError
from jass_slate.file.document import LARGEST_FILE, read_all
from jass_slate.file.shared_read import WAIT_SECONDS, wait_for_writer

Read = TypeVar("Read")


def settled(path: Path, data: bytes, parse: Callable[[bytes], Read], again: bool = True
            ) -> tuple[bytes, Read]:
    """The bytes and what `parse` makes of them; when it raises SessionFileError, the file
    read `again` once no writer is at work, if it then holds other bytes (not by a writer,
    which holds the lock itself)."""
    try:
        return data, parse(data)
    except SessionFileError:
        fresh = read_again(path, data) if again else None
        if fresh is None:
            raise
    return fresh, parse(fresh)


def read_again(path: Path, data: bytes, wait: float = WAIT_SECONDS) -> bytes | None:
    """The file's bytes under a shared lock on it, when they are not `data`; None when they
    are, or the file cannot be read or locked (then the first read's error stands)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or not wait_for_writer(fd, info, wait):
            return None
        again = read_all(fd, LARGEST_FILE, os.fstat(fd).st_size)
    except OSError:
        return None
    finally:
        os.close(fd)  # frees the lock
    return None if again == data else again
