"""A session file's record read in one pass (issue 30): its event lines found in the bytes
(where each begins, one machine word a line), the order of what stands resolved from
their kinds (an undo or a fix is read whole; every other line says only its verb), then
each line read and applied as the order reaches it, and its hands handed on to the reader.

Only a session resumed from its checked snapshot is read so: its file is laid out as
jass-slate writes it, its summary agrees with its slate, and that slate (the teams as
renamed, the games won, the corrections) is known before the first hand is written.
Anything else was read and replayed whole by `session.load`, and is read from there.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from jass_slate.core.errors import JassError
from jass_slate.core.indexed import Indexed
from jass_slate.core.undo import EventError
from jass_slate.file.head import RECORD_TABLE
from jass_slate.file.snapshot import EVENTS_BEGIN, EVENTS_END, event_text
from jass_slate.games.schieber.file.event_text import parse_entry
from jass_slate.games.schieber.scoring.events import Entry, Event
from jass_slate.games.schieber.scoring.passing import Passing, Season
from jass_slate.games.schieber.scoring.results import HandResult

if TYPE_CHECKING:
    from jass_slate.games.schieber.file.session import Session

# The events a pass keeps by their text, read once for the lines that say the same: a
# season says a few thousand things over and over, and tens of thousands once.
KNOWN = 4096
_BEGIN = RECORD_TABLE + EVENTS_BEGIN[1:]
_LINE = re.compile(rb'  "[^ "\n]* ([a-z]*)[^\n]*\n')  # an event line, and its verb
# The kinds of event the order of what stands tells apart (resolve.py); 0: any other.
_KINDS = {b"start": 1, b"hand": 1, b"undo": 2, b"fix": 3, b"correct": 4, b"rename": 5}
_SAID = ("stoeck 1", "start hearts", "undo", "", "correct 1 +0", "rename old=a new=b")


class Record(Indexed[Entry]):
    """The event lines between `begin` and `end` of a file's bytes, each read into its
    entry when asked for, none kept: where each begins, and its kind."""

    def __init__(self, data: bytes, begin: int, end: int, known: int = KNOWN) -> None:
        self.data, self._most_known = data, known
        starts, kinds = array("q"), bytearray()
        kind_of = _KINDS.get
        for line in _LINE.finditer(data, begin, end):
            starts.append(line.start())
            kinds.append(kind_of(line[1], 0))
        starts.append(end)
        if data.count(b"\n", begin, end) != len(kinds) or (len(kinds) > 0 and starts[0] != begin):
            raise ValueError("not every event line is laid out as jass-slate writes it")
        self._starts, self.kinds = starts, kinds
        self._known: dict[str, Event] = {}

    def __len__(self) -> int:
        return len(self.kinds)

    def _at(self, index: int) -> Entry:
        starts = self._starts
        line = self.data[starts[index]:starts[index + 1] - 1].decode("utf-8")
        known = self._known
        if len(known) >= self._most_known:  # the few texts said over and over come back
            known.clear()
        return parse_entry(event_text(line), known)

    def changes(self) -> bool:
        """Whether an undo or a fix is among the lines (when not, all stand in order)."""
        kinds = self.kinds
        return kinds.find(2) >= 0 or kinds.find(3) >= 0

    def stand_ins(self) -> list[Entry]:
        """The record as the order of what stands needs it: an undo or a fix read whole,
        any other event a stand-in of its kind (a hand, a correction or rename, or the
        rest)."""
        stand_in = [parse_entry(f"2000-01-01T00:00:00+00:00 {said}") if said else None
                    for said in _SAID]
        return [stand_in[kind] or self[index] for index, kind in enumerate(self.kinds)]


def record_of(session: Session) -> Record | None:
    """The session's record, its lines read when asked for, where it was resumed from its
    snapshot (laid out as jass-slate writes it); else None (ValueError: a line is not)."""
    data = session.original
    begin = -1 if not isinstance(data, bytes) or session.body is None else data.find(_BEGIN)
    if begin < 0 or session.body is None or not isinstance(data, bytes) \
            or data[session.body:session.body + len(EVENTS_END) - 1] != EVENTS_END[1:]:
        return None
    return Record(data, begin + len(_BEGIN), session.body)


def season(session: Session) -> Season:
    """The session's hands and games for a reader that writes each and forgets it: read
    in one pass when the session was resumed from its snapshot, else from its slate."""
    from jass_slate.games.schieber.scoring.resolve import standing_order

    try:
        record = record_of(session)
        if record is None:
            return Season(session.scorer)
        order, fixed = standing_order(record.stand_ins(), record.__getitem__) \
            if record.changes() else (range(len(record)), {})
    except (EventError, ValueError):
        return Season(session.scorer)  # never after a sound snapshot: said as a load says it
    return _Passing(session, order, fixed, record)


class _Passing(Passing):
    """A pass over a session's record, whose broken line (never met after a sound
    snapshot, but one may have been planted) is said as reading the file whole says it."""

    def __init__(self, session: Session, order: Sequence[int], fixed: dict[int, Entry],
                 record: Record) -> None:
        super().__init__(session.rules, session.teams, order, fixed, record.__getitem__)
        self._session = session

    def hands(self) -> Iterator[tuple[HandResult, bool]]:
        from jass_slate.games.schieber.file.session import collector_paused

        try:
            with collector_paused():  # as a load replays: it makes no cycles
                yield from super().hands()
        except (JassError, ValueError):
            from jass_slate.games.schieber.file.session import parse_session

            session = self._session
            assert isinstance(session.original, bytes)
            parse_session(str(session.path), session.original, course=False)  # raises it
            raise
