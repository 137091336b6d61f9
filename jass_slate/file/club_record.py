"""What the club's database keeps of a session file itself, whatever its game: its stable
id, when it was created, a hash of what it holds, its rules as written, and its event
lines, each with whether an undo took it back. Read with the session file's own readers
(file/document.py); the game's replay gives the rest (report/club.py)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jass_slate.file.document import read_bytes, read_document

# The namespace of the ids of session files: uuid5 of it and what makes a session itself.
SESSIONS = uuid.UUID("8c3f2b0e-5d43-4c55-9a53-2f6f0a9e1a35")
# The head's tables that say who plays (every game names its players in one of them)
WHO = ("teams", "players", "setup", "sides")


@dataclass(frozen=True)
class Event:
    seq: int  # 1 the first line of the record
    at_local: str  # the time as the line writes it
    at_utc: str  # the same time in UTC, `...Z`, so that text order is time order
    kind: str  # its first word: hand, undo, start, ...
    line: str  # the line as written
    undone: bool  # an undo took it back


@dataclass(frozen=True)
class SessionRecord:
    session_id: str
    created: str
    content_hash: str
    rules: dict[str, Any]
    events: tuple[Event, ...]
    before: str  # its id while it had no event yet: an export of then is replaced
    # Its tournament's id, the round and the table it was played at (its [tournament] part)
    place: tuple[str | None, int | None, int | None] = (None, None, None)


def session_record(path: Path, salt: str = "") -> SessionRecord:
    """The record of a session file (read whole: a file that cannot be read raises
    SessionFileError, exit 3); `salt` goes into its content hash (the aliases a reading
    applied, so that an export with other players' names writes anew)."""
    from jass_slate.file.hashing import blake2b
    from jass_slate.file.tournament_part import read_part

    data = read_bytes(path)
    doc, lines_read = read_document(str(path), data)
    part = read_part(str(path), doc, lines_read)
    created = str(doc.get("created", ""))
    lines = [str(line) for line in doc.get("record", {}).get("events", [])]
    digest = blake2b(data, digest_size=16)
    digest.update(salt.encode())
    return SessionRecord(session_id(doc, lines[0] if lines else ""), created,
                         digest.hexdigest(),
                         dict(doc.get("rules", {})), events(lines),
                         session_id(doc),
                         (None, None, None) if part is None
                         else (part.id, part.round, part.table))


def session_id(doc: Mapping[str, Any], first: str = "") -> str:
    """The file's `id` where it says one, else one made of its game, when it was created,
    who plays (the head, which recording never changes) and its first event line (which
    an undo never takes away): the same for every export of the file, wherever it lies,
    however many hands it has since; two tables started in one second differ by it."""
    said = doc.get("id")
    if isinstance(said, str) and said:
        return said
    who = {key: doc[key] for key in WHO if key in doc}
    text = json.dumps([doc.get("game", ""), str(doc.get("created", "")), who],
                      sort_keys=True, ensure_ascii=False, default=str)
    return str(uuid.uuid5(SESSIONS, text + ("\n" + first if first else "")))


def events(lines: Sequence[str]) -> tuple[Event, ...]:
    """Each event line; an undo takes back the last line that stood (file/game_file.py:
    `standing`), and stands itself."""
    undone: set[int] = set()
    stood: list[int] = []
    for index, line in enumerate(lines):
        if _word(line, 1) == "undo":
            if stood:
                undone.add(stood.pop())
        else:
            stood.append(index)
    return tuple(Event(index + 1, _word(line, 0), utc(_word(line, 0)), _word(line, 1), line,
                       index in undone) for index, line in enumerate(lines))


def _word(line: str, index: int) -> str:
    words = line.split(None, 2)
    return words[index] if len(words) > index else ""


def utc(at: str) -> str:
    """An ISO 8601 time in UTC with `Z`; as written where it says no zone or is no time."""
    try:
        moment = datetime.fromisoformat(at)
    except ValueError:
        return at
    if moment.tzinfo is None:
        return at
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
