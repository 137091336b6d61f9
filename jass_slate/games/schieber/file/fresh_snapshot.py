"""A fresh snapshot of a session file that a read replayed whole because it found none to
use beside it (file/healing.py writes it, when and where that is safe): made as a write
makes it, and given only when a read would resume from it to exactly the slate the whole
record replays to. One that covers the file and holds another slate is left for `check`
to tell, and for the next write to replace."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.file import snapshot as shared
from jass_slate.games.schieber.file import snapshot
from jass_slate.games.schieber.scoring.events import Entry

if TYPE_CHECKING:
    from jass_slate.games.schieber.scoring.course import Course
    from jass_slate.games.schieber.scoring.slate import Slate


def heal(path: Path, data: bytes, entries: Sequence[Entry], scorer: Slate, course: Course
         ) -> bool:
    """Write the snapshot of the session file at `path`, read whole (these bytes, entries,
    slate and course), where that is safe; whether it was written."""
    from jass_slate.file.healing import heal as heal_beside

    return heal_beside(path, shared.beside(path), data,
                       lambda: fresh(path, data, entries, scorer, course))


def fresh(path: Path, data: bytes, entries: Sequence[Entry], scorer: Slate, course: Course
          ) -> bytes | None:
    """The snapshot's bytes; None when the file is not laid out as jass-slate writes it,
    when a read would not resume from it to this slate, or when the snapshot there
    already covers the file (one that holds another slate is a problem `check` tells)."""
    from jass_slate.games.schieber.scoring.course import agrees

    if snapshot.state(path, data, scorer) not in ("none", "not used"):
        return None
    body = shared.events_end(data)
    if body <= 0:
        return None
    found = snapshot.snapshot_of(snapshot.Written(data, body, len(entries), scorer, course,
                                                  None))
    hashed = shared.covers(found, data)
    if hashed is None:
        return None
    try:
        resumed = snapshot.resumed_from(str(path), data, found,
                                        snapshot.Whole(lambda: (entries, scorer)), hashed)
    except Exception:  # a snapshot no read would resume from: none
        return None
    if not agrees(resumed.scorer, scorer):
        return None
    return json.dumps(found, separators=(",", ":")).encode("utf-8")
