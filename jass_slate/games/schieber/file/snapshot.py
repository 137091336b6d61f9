"""Schieber's part of the checked snapshot beside a session file (`.NAME.slate`,
file/snapshot.py): what it holds, and the slate resumed from it.

It holds the slate where the second game before the current one began (a checkpoint:
games/schieber/scoring/checkpoint.py), with the course of what stands from there
(scoring/course.py). A command whose file's bytes the snapshot covers resumes from the
checkpoint, parses only the lines from there and applies them (the lines written after the
snapshot too); an undo or a fix after it, a line or a summary that does not read, and the
file is read and replayed whole, as without a snapshot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.core.undo import Undo
from jass_slate.file import snapshot as shared
from jass_slate.file.byte_parts import Parts
from jass_slate.file.head import WRITTEN_BY
from jass_slate.file.snapshot import Hashed
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

if TYPE_CHECKING:
    from jass_slate.core.lazy_sequence import LazySequence
    from jass_slate.games.schieber.scoring.course import Course
    from jass_slate.games.schieber.scoring.slate import Slate

FORMAT = 2  # 2: a fixed hand's time (the time it was played) beside its forehand


def keep(path: Path, written: Written) -> None:
    """Write the snapshot of what the session file at `path` now holds (quietly none
    where the folder refuses it: file/snapshot.py)."""
    shared.keep(path, lambda: snapshot_of(written))


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
    found = shared.read(path, FORMAT)
    hashed = None if found is None else shared.covers(found, data)
    if found is None or hashed is None:
        return None
    try:
        return resumed_from(str(path), data, found, whole, hashed)
    except Exception:
        return None


def resumed_from(name: str, data: bytes, found: dict[str, Any], whole: Whole, hashed: Hashed,
             checked: bool = True) -> Resumed:
    from jass_slate.core.lazy_sequence import Earlier, LazySequence
    from jass_slate.games.schieber.scoring.course import Course, fixed_entry
    from jass_slate.games.schieber.scoring.slate import Slate

    found_head = head_before_record(name, data)
    if found_head is None:
        raise ValueError("not laid out as jass-slate writes a file")
    head, headdoc = found_head
    covered, first, end = int(found["lines"]), int(found["first"]), int(found["bytes"])
    lines, body, tail_doc = shared.lines_from(data, end, covered - first)
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
    replays to (file/snapshot.py: state): "disagrees" when it covers the file but holds
    another slate (no command uses it, as the file's summary says another, but someone who
    may write as you put it there, or jass-slate wrote a wrong one: it must go)."""
    from jass_slate.games.schieber.scoring.course import agrees

    def resumed_agrees(found: dict[str, Any], hashed: Hashed) -> bool:
        resumed = resumed_from(str(path), data, found, Whole(lambda: ((), whole)), hashed,
                               checked=False)
        return agrees(resumed.scorer, whole)

    return shared.state(path, data, FORMAT, resumed_agrees)
