"""The record a fix long ago replays (games/schieber/scoring/long_ago.py), read line by line
as the replay asks for a line (file/one_pass.py: Record), with the fix after it: the
stretch the fix changes is read, the season around it only for the kinds of its events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jass_slate.core.indexed import Indexed
from jass_slate.games.schieber.file.one_pass import Record, record_of
from jass_slate.games.schieber.scoring.events import Entry
from jass_slate.games.schieber.scoring.long_ago import Read

if TYPE_CHECKING:
    from jass_slate.games.schieber.file.session import Session


class _Then(Indexed[Entry]):
    """A file's record, then the entry recorded after it."""

    def __init__(self, record: Record, then: Entry) -> None:
        self._record, self._then = record, then

    def __len__(self) -> int:
        return len(self._record) + 1

    def _at(self, at: int) -> Entry:
        return self._then if at == len(self._record) else self._record[at]


def read_with(session: Session, fix: Entry) -> Read | None:
    """The session's record with `fix` after it, read as asked for, and the stand-ins the
    order of what stands is resolved from (`Record.stand_ins`); None where the session was
    not resumed from its snapshot or holds lines its file does not."""
    try:
        record = record_of(session)
    except ValueError:
        return None
    if record is None or len(record) != len(session.entries):
        return None
    return _Then(record, fix), [*record.stand_ins(), fix]
