"""A snapshot that heals itself: a read that found no snapshot to use beside a session file
(none, or one that covers other bytes) writes a fresh one, so that the next commands
resume from it instead of replaying the whole record again until the next write.

Any game that keeps a snapshot gets it here, giving only the snapshot's bytes. It is for
speed alone, so it is written only where nothing can go wrong and otherwise quietly not:

- the session file is a plain file of ours with one name, that we may write, in a folder
  of ours that we may write (a read-only copy, another user's file or folder, a file
  reached through a symbolic link are read as they are, and keep no new snapshot);
- whatever sits in the snapshot's place is a plain file of ours (never a link: the
  write is a rename beside it, never through it);
- under the session's lock, taken without waiting (a writer at work writes its own), and
  the file still holds the bytes the read replayed.

The snapshot is written through a temporary file and a rename, without fsync, as every
write keeps it: a crash leaves the old one or none, never a torn one.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path

from jass_slate.core.errors import JassError
from jass_slate.file.permissions import may_write, my_uid


def heal(path: Path, kept: Path, data: bytes, fresh: Callable[[], bytes | None]) -> bool:
    """Write `fresh()` (the snapshot of these bytes, None for none to write) to `kept`, the
    snapshot beside the session file at `path`, when it is safe (the module's rules);
    whether it was written."""
    if not healable(path, kept):
        return False
    from jass_slate.file.document import read_bytes
    from jass_slate.file.lock import locked

    with contextlib.suppress(OSError, ValueError, JassError), locked(path, wait=0):
        if read_bytes(path) != data or not healable(path, kept):
            return False  # written meanwhile: that write kept its own
        text = fresh()
        if text is None:
            return False
        replace_beside(kept, text, f".{path.name}.")
        return True
    return False


def healable(path: Path, kept: Path) -> bool:
    """Whether a read may write a snapshot beside the session file at `path`."""
    me = my_uid()
    try:
        info, folder = os.lstat(path), os.stat(path.parent)
    except (OSError, ValueError):
        return False
    if not (stat.S_ISREG(info.st_mode) and info.st_nlink == 1 and info.st_uid == me
            and folder.st_uid == me and may_write(path) and may_write(path.parent)):
        return False
    try:
        there = os.lstat(kept)
    except FileNotFoundError:
        return True
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(there.st_mode) and there.st_nlink == 1 and there.st_uid == me


def replace_beside(path: Path, data: bytes, prefix: str) -> None:
    """Put `data` at `path` (a file beside the session file, such as its snapshot) through
    a temporary file beside it and a rename: never through a link in its place. The
    temporary file's name begins with `prefix` (".NAME." of the session file: the lock
    sweeps what a killed writer left, file/lock.py: leftover_names)."""
    import tempfile  # the write path: not for a reading

    fd, name = tempfile.mkstemp(".tmp", prefix, str(path.parent))
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
        os.replace(name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
