"""The checked snapshot beside a session file (`.NAME.slate`): where a command resumes the
slate instead of replaying every hand of the season.

The record stays the only truth. A snapshot says which bytes of the session file it
covers (the head and the first N event lines: their number, their length and their
BLAKE2b hash) and holds the slate where the second game before the current one began
(a checkpoint: games/schieber/scoring/checkpoint.py), with the course of what stands from
there (scoring/course.py). A command that reads the file hashes those bytes again: equal,
it resumes from the checkpoint, parses only the lines
from there and applies them (the lines written after the snapshot too); anything else (no
snapshot, another hash, another version of jass-slate, an undo or a fix after it, a file
not laid out as jass-slate writes it, a line or a summary that does not read) and the
file is read and replayed whole, as without a snapshot. A snapshot is never repaired and
never trusted in part; deleting it changes nothing but speed. It is used only when it is
a plain file of ours (or of root, or of the session file's owner) that nobody else may
write, as the lock file is.

It is written after the session file, under its lock, in its own temporary file and
rename, without fsync: a crash in between leaves a snapshot that covers fewer lines, or
none; never a wrong one.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.core.errors import JassError, Message, message
from jass_slate.core.undo import Undo
from jass_slate.file.byte_parts import Parts, views
from jass_slate.file.document import read_all
from jass_slate.file.hashing import blake2b
from jass_slate.file.head import WRITTEN_BY
from jass_slate.file.permissions import NO_WAIT, beside_ours
from jass_slate.games.schieber.file.event_text import parse_entry
from jass_slate.games.schieber.file.head import Head, head_before_record, summary
from jass_slate.games.schieber.file.slate_json import (
    checkpoint_data,
    checkpoint_of_data,
    correction_data,
    correction_of_data,
    rename_data,
    rename_of_data,
)
from jass_slate.games.schieber.scoring.events import Entry, Fix
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.games.schieber.scoring.course import Course
    from jass_slate.games.schieber.scoring.lazy_sequence import LazySequence
    from jass_slate.games.schieber.scoring.slate import Slate

FORMAT = 2  # 2: a fixed hand's time (the time it was played) beside its forehand
LARGEST = 16 * 1024 * 1024
EVENTS_BEGIN = b"\nevents = [\n"
EVENTS_END = b"\n]\n"


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
        self._state = blake2b(memoryview(data)[:end], digest_size=32)
        self.end = end

    def of(self, data: bytes | Parts, end: int) -> str:
        """The hash of `data[:end]`, whose first `self.end` bytes are those hashed."""
        state = self._state.copy()
        for part in views(data, self.end, end):
            state.update(part)
        return state.hexdigest()


# --- writing ----------------------------------------------------------------------------


def keep(path: Path, written: Written) -> None:
    """Write the snapshot of what the session file at `path` now holds; quietly none when
    the folder refuses it: the file is written, and a snapshot is only for speed."""
    from jass_slate.file.disk import target_path

    with contextlib.suppress(OSError, ValueError, JassError):
        real = target_path(path)
        text = json.dumps(snapshot_of(written), separators=(",", ":"))
        try:
            _replace(snapshot_path(real), text.encode("utf-8"))
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


@dataclass(frozen=True)
class Written:
    """What a session file holds once written: its bytes, where its event lines end, how
    many there are, and the slate and course they replay to."""

    data: bytes | Parts
    body: int
    lines: int
    scorer: Slate
    course: Course
    hashed: Hashed | None  # the bytes of the file read before, hashed as they were read


def snapshot_of(written: Written) -> dict[str, Any]:
    course, scorer, data, body, lines = (written.course, written.scorer, written.data,
                                         written.body, written.lines)
    position, tail = course.tail()
    base = course.base
    return {
        "snapshot": FORMAT, "written_by": WRITTEN_BY, "lines": lines, "bytes": body,
        "blake2b": (written.hashed or Hashed(b"", 0)).of(data, body),
        "first": min((*tail, lines)), "position": position, "order": tail,
        "fixed": {str(i): [_forehand(course.fixed[i]), course.fixed[i].at] for i in tail
                  if i in course.fixed},
        "mark": checkpoint_data(base),  # its key since the first snapshots: kept
        "corrections": [correction_data(c) for c in scorer.corrections[: base.corrections]],
        "renames": [rename_data(r) for r in scorer.renames[: base.renames]],
    }


def _forehand(entry: Entry) -> str | None:
    """The forehand of the hand a fix put in place."""
    return getattr(entry.event, "forehand", None)


def _replace(path: Path, data: bytes) -> None:
    from jass_slate.file.healing import replace_beside

    replace_beside(path, data, f".{path.name[1:-6]}.")


# --- reading ----------------------------------------------------------------------------


def read(path: Path) -> dict[str, Any] | None:
    """The snapshot beside the session file, if there is one to trust; else None."""
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
    ours = isinstance(found, dict) and found.get("snapshot") == FORMAT \
        and found.get("written_by") == WRITTEN_BY
    return found if ours else None


def _trusted(info: os.stat_result, real: Path) -> bool:
    """The lock file's rule (a plain file of ours, root's or the session owner's), and
    nobody else may write it: a snapshot says the slate commands show."""
    return beside_ours(info, real) and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def covers(found: dict[str, Any], data: bytes) -> Hashed | None:
    """The hash of the bytes the snapshot covers, if they hash as it says."""
    end = found.get("bytes")
    if not isinstance(end, int) or not 0 < end <= len(data) or data[end - 1:end] != b"\n":
        return None
    hashed = Hashed(data, end)
    return hashed if found.get("blake2b") == hashed.of(data, end) else None


@dataclass(frozen=True)
class Resumed:
    """A session file's head, its entries (those before the snapshot's first line read
    when asked for), the slate and its course, and where its event lines end."""

    head: Head
    entries: LazySequence[Entry]
    scorer: Slate
    course: Course
    body: int
    hashed: Hashed


class Whole:
    """The file read whole (its entries, its slate), once, when something before the
    snapshot's checkpoint is asked for."""

    def __init__(self, read: Callable[[], tuple[Sequence[Entry], Slate]]) -> None:
        self._read = read
        self._done: tuple[Sequence[Entry], Slate] | None = None

    def entries(self) -> Sequence[Entry]:
        return self._whole()[0]

    def scorer(self) -> Slate:
        return self._whole()[1]

    def _whole(self) -> tuple[Sequence[Entry], Slate]:
        if self._done is None:
            self._done = self._read()
        return self._done


def resume(path: Path, data: bytes, whole: Whole) -> Resumed | None:
    """The session of these bytes resumed from the snapshot beside the file; None when
    there is none to trust or it does not cover them (the caller reads the file whole)."""
    found = read(path)
    hashed = None if found is None else covers(found, data)
    if found is None or hashed is None:
        return None
    try:
        return resumed_from(str(path), data, found, whole, hashed)
    except Exception:
        return None


def resumed_from(name: str, data: bytes, found: dict[str, Any], whole: Whole, hashed: Hashed,
             checked: bool = True) -> Resumed:
    from jass_slate.games.schieber.scoring.course import Course, fixed_entry
    from jass_slate.games.schieber.scoring.lazy_sequence import Earlier, LazySequence
    from jass_slate.games.schieber.scoring.slate import Slate

    found_head = head_before_record(name, data)
    if found_head is None:
        raise ValueError("not laid out as jass-slate writes a file")
    head, headdoc = found_head
    covered, first, end = int(found["lines"]), int(found["first"]), int(found["bytes"])
    lines, body, tail_doc = _lines_from(data, end, covered - first)
    entries = LazySequence([parse_entry(line) for line in lines],
                     Earlier[Entry](first, whole.entries))
    checkpoint = checkpoint_of_data(found["mark"], head.teams)
    scorer = Slate.resume(head.rules, checkpoint,
                           [correction_of_data(c) for c in found["corrections"]],
                           [rename_of_data(r) for r in found["renames"]], whole.scorer)
    course = Course(int(found["position"]), [], {}, [checkpoint])
    for index, (forehand, played) in found["fixed"].items():
        course.fixed[int(index)] = fixed_entry(entries[int(index)], forehand, str(played))
    course.begin(scorer)
    _follow(scorer, course, entries, found["order"], covered)
    if checked:
        _agree_with_summary(headdoc, tail_doc, scorer)
    return Resumed(head, entries, scorer, course, body, hashed)


def _agree_with_summary(headdoc: dict[str, Any], tail_doc: dict[str, Any], scorer: Slate
                        ) -> None:
    """A snapshot's slate is used only where the file's own summary, written by this
    version with all its figures, says exactly that slate: the hash proves which bytes
    a snapshot covers, not what they replay to (a snapshot planted by someone who may
    write as you), and what a command shows, or a write carries into the next snapshot,
    must be what the file says."""
    if headdoc.get("written_by") != WRITTEN_BY or tail_doc.get("summary") != summary(scorer):
        raise ValueError("the file's summary says another slate")


def _lines_from(data: bytes, end: int, back: int) -> tuple[list[str], int, dict[str, Any]]:
    """The event lines from `back` lines before `end` on, where the event lines end, and
    the document after them (the summary), for a file laid out as jass-slate writes it."""
    start = end
    for _ in range(back):
        start = data.rindex(b"\n", 0, start - 1) + 1
    body = data.index(EVENTS_END, end - 1) + 1
    if data.rfind(EVENTS_BEGIN, 0, start) < 0:
        raise ValueError("no events list")
    text = data[start:body].decode("utf-8")
    lines = [_event_text(line) for line in text.split("\n")[:-1]]
    rest = tomllib.loads(data[body + 2:].decode("utf-8"))
    if set(rest) - {"summary"}:
        raise ValueError("more than the summary after the record")
    return lines, body, rest


def _event_text(line: str) -> str:
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


def _follow(scorer: Slate, course: Course, entries: Sequence[Entry], order: list[int],
            covered: int) -> None:
    """Apply the order from the checkpoint on, then the lines written after the snapshot (an
    undo or a fix among them: read whole)."""
    for index in order:
        course.follow(scorer, index, course.fixed.get(index) or entries[index])
    for index in range(covered, len(entries)):
        entry = entries[index]
        if isinstance(entry.event, Undo | Fix):
            raise ValueError("an undo or a fix after the snapshot")
        course.follow(scorer, index, entry)


# --- what `check` says of it ------------------------------------------------------------


def state(path: Path, data: bytes, whole: Slate) -> str:
    """The snapshot beside a sound session file, against the slate the whole record
    replays to: "none" (none to trust beside it), "not used" (it covers other bytes),
    "agrees", "disagrees" (it covers the file but holds another slate: no command
    uses it, as the file's summary says another, but someone who may write as you put it
    there, or jass-slate wrote a wrong one: it must go), or "another user's" (in a shared
    folder, where this user's writes cannot replace it: `foreign` says so)."""
    from jass_slate.games.schieber.scoring.course import agrees

    if foreign(path) is not None:
        return "another user's"
    found = read(path)
    if found is None:  # none, or one that is not to be trusted or does not read
        return "not used" if os.path.lexists(beside(path)) else "none"
    hashed = covers(found, data)
    if hashed is None:
        return "not used"
    try:
        resumed = resumed_from(str(path), data, found, Whole(lambda: ((), whole)), hashed,
                           checked=False)
    except Exception:  # covers the file, but a command would read it whole
        return "not used"
    return "agrees" if agrees(resumed.scorer, whole) else "disagrees"
