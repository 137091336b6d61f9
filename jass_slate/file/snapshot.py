"""The checked snapshot beside a session file (`.NAME.slate`), for any game that keeps one:
where a command resumes its game instead of replaying every event of the record.

The record stays the only truth. A snapshot says which bytes of the session file it
covers (the head and the first N event lines: their number, their length and their
BLAKE2b hash) and holds what the game makes of them (its checkpoint). A command that reads
the file hashes those bytes again: equal, the game resumes from its checkpoint and applies
the lines after it; anything else (no snapshot, another hash, another version of
jass-slate or of the snapshot's layout, a file not laid out as jass-slate writes it) and
the file is read and replayed whole, as without a snapshot. A snapshot is never repaired
and never trusted in part; deleting it changes nothing but speed. It is used only when it
is a plain file of ours (or of root, or of the session file's owner) that nobody else may
write, as the lock file is.

This module holds what no game owns: where the snapshot lies, reading and trusting it,
the hash of the bytes it covers, the event lines after them, its write beside the file
(after the session file, under its lock, in its own temporary file and rename, without
fsync: a crash in between leaves a snapshot that covers fewer lines, or none; never a
wrong one), and the state `check` finds it in (file/check.py: `told` says it). A read
that found none to use writes a fresh one: file/healing.py.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.core.errors import JassError, Message, message
from jass_slate.file.head import RECORD_TABLE, WRITTEN_BY
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.file.byte_parts import Parts

# A file smaller than this (32 KiB: some 400 hands of the first game) is replayed whole
# and keeps no snapshot: replaying it costs less than reading one (the tests lower it to
# 0: tests/conftest.py). A command that reads a shorter file imports nothing else of this
# module: the rest imports what it needs when it runs.
SNAPSHOT_FROM = 32 * 1024
LARGEST = 16 * 1024 * 1024
EVENTS_BEGIN = b"\nevents = [\n"
EVENTS_END = b"\n]\n"

# What `check` says of the snapshot beside a sound file (file/check.py: Problems.snapshot).
STATES = ("none", "not used", "agrees", "disagrees", "another user's", "written")


def snapshot_path(real: Path) -> Path:
    """The snapshot beside a session file (its real path, links followed)."""
    return real.with_name(f".{real.name}.slate")


def beside(path: Path) -> Path:
    """The snapshot of the session file at `path`, through the links that lead to it."""
    return snapshot_path(Path(os.path.realpath(path)))


class Hashed:
    """The BLAKE2b hash of a file's first bytes, which goes on over the bytes written
    after them without hashing the first ones again."""

    def __init__(self, data: bytes, end: int) -> None:
        from jass_slate.file.hashing import blake2b

        self._state = blake2b(memoryview(data)[:end], digest_size=32)
        self.end = end

    def of(self, data: bytes | Parts, end: int) -> str:
        """The hash of `data[:end]`, whose first `self.end` bytes are those hashed."""
        from jass_slate.file.byte_parts import views

        state = self._state.copy()
        for part in views(data, self.end, end):
            state.update(part)
        return state.hexdigest()


# --- writing ----------------------------------------------------------------------------


def keep(path: Path, content: Callable[[], dict[str, Any]]) -> None:
    """Write the snapshot `content()` says beside the session file at `path`; quietly
    none when the folder refuses it: the file is written, and a snapshot is only for
    speed."""
    import json

    from jass_slate.file.disk import target_path

    with contextlib.suppress(OSError, ValueError, JassError):
        real = target_path(path)
        text = json.dumps(content(), separators=(",", ":"))
        try:
            replace_snapshot(snapshot_path(real), text.encode("utf-8"))
        except PermissionError:
            _say_foreign(path)
            raise


def _say_foreign(path: Path) -> None:
    """Once a command: the snapshot is off for good while another user's file sits in its
    place (a write cannot replace it), which only they can end."""
    from jass_slate.file.written import written

    found = foreign(path)
    if found is not None and found.text() not in written.notes:
        written.notes.append(found.text())


def foreign(path: Path) -> Message | None:
    """What to say of a snapshot beside the session file at `path` that another user owns
    in a shared, sticky folder: this user's writes cannot replace it, so the file keeps
    none (and a command does not use one of another user's); None when there is none."""
    from jass_slate.file.permissions import kept_by_another

    kept = beside(path)
    owner = kept_by_another(kept)
    if owner is None:
        return None
    return message(N_("{snapshot} belongs to another user (uid {owner}), and in this shared "
                      "folder only they may replace it: {path} keeps no snapshot, and every "
                      "command reads its whole record, until they delete it"),
                   snapshot=kept, owner=owner, path=path)


def replace_snapshot(path: Path, data: bytes) -> None:
    """Put a snapshot's bytes at `path` through a temporary file beside it and a rename."""
    from jass_slate.file.healing import replace_beside

    replace_beside(path, data, f".{path.name[1:-6]}.")


def events_end(data: bytes) -> int:
    """Where the event lines of a file laid out as jass-slate writes it end (after the
    last line's newline); 0 for a file laid out otherwise."""
    record = data.find(RECORD_TABLE + EVENTS_BEGIN[1:])
    if record < 0:
        return 0
    return data.find(EVENTS_END, record) + 1


# --- reading ----------------------------------------------------------------------------


def read(path: Path, layout: int) -> dict[str, Any] | None:
    """The snapshot beside the session file, if there is one to trust, written by this
    version in this `layout` (its "snapshot" key); else None."""
    import json

    from jass_slate.file.document import read_all
    from jass_slate.file.permissions import NO_WAIT

    try:
        real = Path(os.path.realpath(path))  # where writes go (disk.target_path) when allowed
        fd = os.open(snapshot_path(real), os.O_RDONLY | NO_WAIT)
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not _trusted(info, real) or info.st_size > LARGEST:
            return None
        found = json.loads(read_all(fd, LARGEST, info.st_size))
    except (OSError, ValueError):
        return None
    finally:
        os.close(fd)
    ours = isinstance(found, dict) and found.get("snapshot") == layout \
        and found.get("written_by") == WRITTEN_BY
    return found if ours else None


def _trusted(info: os.stat_result, real: Path) -> bool:
    """The lock file's rule (a plain file of ours, root's or the session owner's), and
    nobody else may write it: a snapshot says what commands show."""
    from jass_slate.file.permissions import beside_ours

    return beside_ours(info, real) and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def covers(found: dict[str, Any], data: bytes) -> Hashed | None:
    """The hash of the bytes the snapshot covers, if they hash as it says."""
    end = found.get("bytes")
    if not isinstance(end, int) or not 0 < end <= len(data) or data[end - 1:end] != b"\n":
        return None
    hashed = Hashed(data, end)
    return hashed if found.get("blake2b") == hashed.of(data, end) else None


def lines_from(data: bytes, end: int, back: int) -> tuple[list[str], int, dict[str, Any]]:
    """The event lines from `back` lines before `end` on, where the event lines end, and
    the document after them (the summary), for a file laid out as jass-slate writes it;
    ValueError for one laid out otherwise."""
    import tomllib

    start = end
    for _ in range(back):
        start = data.rindex(b"\n", 0, start - 1) + 1
    body = data.index(EVENTS_END, end - 1) + 1
    if data.rfind(EVENTS_BEGIN, 0, start) < 0:
        raise ValueError("no events list")
    text = data[start:body].decode("utf-8")
    lines = [event_text(line) for line in text.split("\n")[:-1]]
    rest = tomllib.loads(data[body + 2:].decode("utf-8"))
    if set(rest) - {"summary"}:
        raise ValueError("more than the summary after the record")
    return lines, body, rest


def event_text(line: str) -> str:
    import tomllib

    if not (line.startswith('  "') and line.endswith('",')):
        raise ValueError("not an event line as jass-slate writes it")
    quoted = line[2:-1]
    if "\\" not in quoted:
        if '"' in quoted[1:-1]:
            raise ValueError("a quote inside an event line")
        return quoted[1:-1]
    text = tomllib.loads(f"s = {quoted}")["s"]
    assert isinstance(text, str)
    return text


# --- what `check` says of it ------------------------------------------------------------


def state(path: Path, data: bytes, layout: int,
          agrees: Callable[[dict[str, Any], Hashed], bool]) -> str:
    """The snapshot beside a sound session file: "none" (none to trust beside it), "not
    used" (it covers other bytes, or a command would not resume from it), "agrees" or
    "disagrees" (`agrees`: the game resumed from it holds what the whole record replays
    to; it raises where a command would read the file whole), or "another user's" (in a
    shared folder, where this user's writes cannot replace it: `foreign` says so)."""
    if foreign(path) is not None:
        return "another user's"
    found = read(path, layout)
    if found is None:  # none, or one that is not to be trusted or does not read
        return "not used" if os.path.lexists(beside(path)) else "none"
    hashed = covers(found, data)
    if hashed is None:
        return "not used"
    try:
        same = agrees(found, hashed)
    except Exception:  # covers the file, but a command would read it whole
        return "not used"
    return "agrees" if same else "disagrees"
