"""A write that adds event lines: only the end of the session file is written, in place.

A file laid out as jass-slate writes it ends in its last event line, the `]` that closes
the record, and the summary. A write that adds lines and changes nothing before them
gives a file whose first bytes are the old file's, up to that `]`. `write_session`
writes only what follows (the new lines, `]`, the new summary) over the old end, in two
steps each made durable with `fdatasync` (below): a few hundred bytes instead of a
season's megabytes and their rename. The bytes the file then holds are exactly those the whole
rewrite (`disk.write_atomic`) would have written.

What keeps it safe (docs/session-file.md says it as a user reads it):

- it is taken only where nothing else changes: the old end is the `]` and a summary as
  jass-slate renders it (no comment, no other line ends, no `\\r` in the head), the new
  end is not shorter (nothing to cut off), and the head says this version wrote it (so
  every read compares the whole summary with the replay); else the whole rewrite;
- under the writer lock the caller's thread holds on this very file, which every read
  waits for (file/shared_read.py), through a descriptor opened without following
  a link (`disk.target_path` has refused a planted one on the way), of the file that
  still holds exactly the bytes the command read: anything else is refused as an edit
  from outside, as the rewrite refuses it;
- a write or an `fdatasync` that fails puts the old end back and syncs it: the file is as
  it was, and the command says so in one line; if even that fails, it says to run
  `check`;
- the new end is written in two steps, each synced: first all of it but its first two
  bytes (the new line's indent), behind the old `]` and its line end, which stay; then
  those two spaces. Until the second step the line after the record begins with the new
  line's quote, which is no TOML: cut short anywhere (kill -9 between the pages of the
  write, a power cut before a sync), the file holds the old end with some of the new
  bytes over it, which every read and `check` report with the file's name and line; the
  two spaces of the second step make the new end whole. Never the old file with a hand
  silently dropped, never a torn one silently "repaired" (tests/file/test_append.py
  tries every cut and every mix of old and new sectors a power cut may leave).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tomllib
from pathlib import Path

from jass_slate.core.errors import ChangedError, WriteError, message
from jass_slate.file.byte_parts import Parts, views
from jass_slate.file.disk import (
    SESSION_WRITE,
    FailedStep,
    holds_exactly,
    old_file,
    run_step,
    stamp_of,
    target_path,
    write_atomic,
    write_failure,
)
from jass_slate.file.head import WRITTEN_BY
from jass_slate.file.permissions import refuse_unwritable
from jass_slate.file.shared_read import held_here
from jass_slate.file.written import written
from jass_slate.language.i18n import N_

LARGEST_END = 64 * 1024  # a summary is a few hundred bytes; an end longer is not ours
HEAD = 64 * 1024  # where `written_by` stands, and no `\r` may
LAST_LINE = b'",\n'  # how the last event line before the end ends
# where the system has what the write in place needs (not Windows, nor macOS' fdatasync)
IN_PLACE = all(hasattr(os, name) for name in ("pwrite", "fdatasync", "O_NOFOLLOW"))


def write_session(path: Path, data: bytes | Parts, expected: bytes | Parts | None,
                  start: int | None) -> bool:
    """Write `data` over the session file that holds `expected`, when the two share their
    first `start` bytes (where `expected`'s event lines end): in place from `start` where
    the file is laid out as jass-slate writes it, else atomically (`disk.write_atomic`).
    True when the end alone was written."""
    if expected is None or start is None or not appendable(data, expected, start) \
            or not locked_here(path):
        write_atomic(path, data, expected)
        return False
    _write_end(path, expected, start, _joined(data, start))
    return True


def locked_here(path: Path) -> bool:
    """Whether this thread holds the writer lock on the file `path` names now: the lock a
    read waits for (file/shared_read.py), so no read meets the end half-written."""
    try:
        return held_here(os.stat(target_path(path)))
    except (OSError, ValueError):
        return False


def appendable(data: bytes | Parts, expected: bytes | Parts, start: int) -> bool:
    """Whether `expected` ends at `start` as jass-slate ends a file, and `data` only adds
    to it there."""
    if not IN_PLACE:
        return False
    old, new = _joined(expected, start), _joined(data, start, start + LARGEST_END + 1)
    head = _joined(expected, 0, min(start, HEAD))
    return (start >= len(LAST_LINE) and _joined(expected, start - len(LAST_LINE), start)
            == LAST_LINE and ours(old) and len(old) <= len(new) <= LARGEST_END
            and new.startswith(b'  "') and ours(new[new.find(b"\n]\n") + 1:])
            and f'\nwritten_by = "{WRITTEN_BY}"\n'.encode() in head and b"\r" not in head)


def ours(end: bytes) -> bool:
    """Whether `end` is the `]` that closes the record and a summary as jass-slate renders
    it, and nothing else."""
    import tomli_w  # only writes come here

    if len(end) > LARGEST_END or not end.startswith(b"]\n\n[summary]\n") or b"\r" in end:
        return False
    try:
        said = tomllib.loads(end[2:].decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    return set(said) == {"summary"} and end == b"]\n\n" + tomli_w.dumps(said).encode("utf-8")


def _joined(data: bytes | Parts, start: int, end: int | None = None) -> bytes:
    return b"".join(views(data, start, end))


def _write_end(path: Path, expected: bytes | Parts, start: int, end: bytes) -> None:
    """Write `end` over the file from `start` on and sync it; on a failure put the old end
    back."""
    real = target_path(path)
    old = old_file(path, real)
    if old is None:
        raise _changed(path)
    refuse_unwritable(path, old)
    try:
        fd = run_step(N_("open the session file"), os.open, real,
                      os.O_RDWR | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FailedStep as failed:
        raise WriteError(write_failure(path, failed, None, SESSION_WRITE)) from None
    try:
        _refuse_if_changed(path, fd, old, expected)
        _written_in_place(path, fd, start, end, _joined(expected, start))
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)
    written.paths.append(path)


def _refuse_if_changed(path: Path, fd: int, old: os.stat_result,
                       expected: bytes | Parts) -> None:
    """The descriptor is the file looked at, a plain one, holding `expected` and no more."""
    try:
        info = os.fstat(fd)
        same = stat.S_ISREG(info.st_mode) and (info.st_dev, info.st_ino) == (
            old.st_dev, old.st_ino) and holds_exactly(fd, expected) \
            and stamp_of(os.fstat(fd)) == stamp_of(info)  # nothing wrote to it meanwhile
    except OSError as error:
        raise WriteError(write_failure(path, FailedStep(N_("read the session file again"),
                                                        error), None, SESSION_WRITE)) from None
    if not same:
        raise _changed(path)


def _changed(path: Path) -> ChangedError:
    return ChangedError(message(N_(
        "{path}: the session file was changed by something else (an editor?) while this "
        "command ran; nothing was written: look at it, then run the command again"),
        path=path))


WRITE_END = N_("write the end of the session file")
SYNC_END = N_("fdatasync the session file")
KEPT = 2  # the old end's `]` and line end, kept until the rest of the new end is synced


def _written_in_place(path: Path, fd: int, start: int, end: bytes, old_end: bytes) -> None:
    """Two steps, each synced: all of `end` but its first two bytes, behind the old `]`
    and line end that stay (a file that does not read, whatever of it reaches the disk:
    a line after the record that begins with a quote is no TOML); then those two spaces,
    which make the new end whole."""
    try:
        run_step(WRITE_END, _write_at, fd, end[KEPT:], start + KEPT)
        run_step(SYNC_END, os.fdatasync, fd)
        run_step(WRITE_END, _write_at, fd, end[:KEPT], start)
        run_step(SYNC_END, os.fdatasync, fd)
    except FailedStep as failed:
        restored = _put_back(fd, start, old_end)
        raise WriteError(write_failure(path, failed, restored, SESSION_WRITE)) from None
    except BaseException:
        _put_back(fd, start, old_end)
        raise


def _write_at(fd: int, data: bytes, offset: int) -> None:
    """`data` written at `offset`, however many writes it takes."""
    view = memoryview(data)
    while view:
        done = os.pwrite(fd, view, offset)
        view, offset = view[done:], offset + done


def _put_back(fd: int, start: int, old_end: bytes) -> str | None:
    """The old end written back and synced; the reason, if that failed too."""
    try:
        _write_at(fd, old_end, start)
        os.ftruncate(fd, start + len(old_end))
        os.fdatasync(fd)
    except OSError as error:
        from jass_slate.file.document import reason_of

        return reason_of(error)
    return None
