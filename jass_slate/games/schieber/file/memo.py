"""A session kept in memory between the writes of one process (`play`), so that an answer
at the table costs its own event, not a replay of the season.

The record stays the only truth. Before the kept session is used, under the writer lock,
the file is looked at: unless its identity and time stamps (device, inode, size, mtime and
ctime in nanoseconds) are those it had when this process last read or wrote it, it is
read and replayed again, as `load` reads it (an editor, another jass-slate, a restored
copy: any write changes the ctime, which no program can set back). The write itself
compares the file's bytes with those the kept session was read from, right before the
rename, as every write does (`disk.write_atomic`): an edit from outside is never
written over. Between writes, `play` asks `changed` before each question, so that what it
shows is what the file holds. What is handed out is always a copy (the slate goes
on apart: `Slate.__copy__`), so a refused event or a dry run leaves the kept session as
the file holds it. Writing renders only what changed: the head and the event lines
written before are reused byte for byte, the new lines and the summary are added
(`render_session` of the same session gives the same bytes).
"""

from __future__ import annotations

import contextlib
import copy
import os
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from jass_slate.core.errors import SessionFileError
from jass_slate.core.undo import Undo
from jass_slate.file.disk import encode, stamp, write_atomic
from jass_slate.file.document import read_bytes
from jass_slate.file.lock import locked
from jass_slate.games.schieber.file.session import (
    Kept,
    Session,
    collector_paused,
    editing,
    event_lines,
    parse_session,
    render_head,
    render_tail,
)
from jass_slate.games.schieber.scoring.events import Fix
from jass_slate.games.schieber.scoring.slate import Slate


@dataclass(frozen=True)
class _Known:
    """The session as the file holds it, and the file's bytes."""

    path: str
    session: Session  # never handed out: only copies of it
    data: bytes
    stamp: tuple[int, ...] | None  # `disk.stamp` when the bytes were read or written
    rendered: int | None = None  # where the summary begins in `data`, when this wrote it
    before: Slate | None = None  # the slate before the last event, when this wrote it

    def head_of(self, session: Session) -> bool:
        """Whether `session` has this one's head (its rules, teams, creation, format)."""
        mine = self.session
        return (session.rules is mine.rules and session.teams is mine.teams
                and session.created == mine.created and session.game == mine.game
                and session.format == mine.format)

    def goes_on(self, session: Session) -> bool:
        """Whether `session` is this one with events added after (entries only grow)."""
        mine = self.session.entries
        return self.head_of(session) and len(session.entries) >= len(mine) \
            and (not mine or session.entries[len(mine) - 1] is mine[-1])


class SessionMemo:
    """One session file's session, kept between the writes of this process."""

    def __init__(self) -> None:
        self._known: _Known | None = None

    def load(self, path: Path) -> Session:
        """The session the file holds: a copy of the kept one while the file's stamps are
        those it had when this process last read or wrote it, else read and replayed
        (SessionFileError if broken)."""
        known = self._known
        seen = stamp(path)
        if known is not None and known.path == str(path) and seen is not None \
                and known.stamp == seen:
            return _copy(known.session, known.data)
        data = read_bytes(path)
        with collector_paused():
            session = parse_session(str(path), data, writing=True)  # `play` writes to it
        session.path, session.original = path, data
        self._known = _Known(str(path), session, data, seen, _rendered(session, data))
        return _copy(session, data)

    def changed(self, path: Path) -> bool:
        """Whether another writer changed the file since this process last read or wrote
        it: a look at its stamps, and at its bytes only when they moved (a file written
        again with the same bytes has not changed)."""
        known = self._known
        if known is None or known.path != str(path):
            return False
        seen = stamp(path)
        if seen is not None and seen == known.stamp:
            return False
        try:
            same = seen is not None and read_bytes(path) == known.data
        except SessionFileError:
            return True  # gone or unreadable: reading it again says why
        if same:
            self._known = replace(known, stamp=seen)
        return not same

    @contextlib.contextmanager
    def editing(self, path: Path, change: Undo | int | None = None) -> Iterator[Session]:
        """`file.editing`, with the kept session when the file is as this process left it.
        An undo or a fix keeps a slate part of the way (`Session.kept`): read whole."""
        if change is not None:
            with editing(path, change) as session:
                yield session
            return
        if not os.path.lexists(path):
            read_bytes(path)  # says there is no session file, without leaving a lock file
        with locked(path):
            session = self.load(path)  # a copy of what is now known
            known = self._known
            if known is not None and known.before is not None:
                session.kept = Kept(Undo(), None, known.before)  # for an undo of the last
            yield session

    def save(self, session: Session) -> None:
        """`file.save`: write the session over the file it was read from (refused if the
        file changed), and keep it as what the file now holds."""
        path = session.path
        known = self._known
        tail = encode(path, render_tail(session))
        if known is not None and known.rendered is not None and known.goes_on(session):
            added = encode(path, event_lines(session.entries[len(known.session.entries):]))
            rendered = known.rendered + len(added)
            data = b"".join((memoryview(known.data)[: known.rendered], added, tail))
        else:
            body = encode(path, render_head(session) + event_lines(session.entries))
            rendered = len(body)
            data = body + tail
        try:
            write_atomic(path, data, session.original)
        except BaseException:
            self._known = None  # whatever the file holds now is read again
            raise
        session.original = data
        self._known = _Known(str(path), session, data, stamp(path), rendered,
                             _before(known, session))


def _before(known: _Known | None, session: Session) -> Slate | None:
    """The slate before the one event `session` adds to what the file held: what an undo
    of it stands at (the event is the last in the order of what stands, as every event
    but an undo or a fix is). None for an undo or a fix, or more than one event."""
    if known is None or not known.goes_on(session) \
            or len(session.entries) != len(known.session.entries) + 1 \
            or isinstance(session.entries[-1].event, Undo | Fix):
        return None
    return known.session.scorer


def _rendered(session: Session, data: bytes) -> int | None:
    """Where the summary begins in `data`, when `data` is the file as this version renders
    `session` (so that the next write renders only what is new); None when it is not (a
    file written by hand or by another version: the next write renders it whole)."""
    try:
        body = (render_head(session) + event_lines(session.entries)).encode("utf-8")
        tail = render_tail(session).encode("utf-8")
    except UnicodeEncodeError:
        return None
    whole = len(body) + len(tail)
    return len(body) if len(data) == whole and data == body + tail else None


def _copy(session: Session, data: bytes) -> Session:
    """A session that goes on apart from `session`: its own list of entries and slate."""
    return Session(session.path, session.rules, session.teams, session.created,
                   list(session.entries), copy.copy(session.scorer), data, session.game,
                   session.format, tournament=session.tournament)
