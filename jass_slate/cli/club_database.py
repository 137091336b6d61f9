"""`export FILES|DIR --format sqlite|sql` and `--database postgresql://...`: the club's
sessions, of any games, in one database (cli/club_sql.py has the schema). Each game's
part of several files gives its sessions' rows (shell/several.py: `Several.club`); this
writes them in one transaction: a session whose file is as it was is left as it is, a
changed one has its rows replaced, none is ever written twice."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.cli.club_sql import Statement
    from jass_slate.file.club_record import SessionRecord
    from jass_slate.report.club import ClubSession


class Cursor(Protocol):
    def execute(self, sql: str, values: Sequence[Any] = ()) -> Any: ...

    def fetchall(self) -> list[Any]: ...


# Each session of some files, as the club's database keeps it (each game's part gives its)
Sessions = Callable[[Sequence[Path]], list["ClubSession"]]


def club_statements(files: Sequence[Path], aliases: Mapping[str, str], sessions_of: Sessions,
                    written: Mapping[str, str]) -> Iterator[Statement]:
    """The statements that bring the database up to `files`; `written`: each session id
    the database holds and its content hash (those unchanged are not read again)."""
    from jass_slate.cli.club_sql import player_statements, session_statements, version_statements
    from jass_slate.file.club_record import session_record
    from jass_slate.file.head import WRITTEN_BY

    salt = json.dumps(sorted(aliases.items()), ensure_ascii=False)
    records = _records(files, [session_record(path, salt) for path in files])
    changed = [path for path in files
               if written.get(records[str(path)].session_id) != records[str(path)].content_hash]
    sessions = sessions_of(changed) if changed else []
    names: dict[str, str] = {}
    from jass_slate.cli.club_sql import player_id

    for name in [*aliases.values(), *(p for s in sessions for side in s.sides for p in side)]:
        names.setdefault(player_id(name), name)
    yield from version_statements(WRITTEN_BY)
    yield from player_statements(names, dict(aliases))
    for session in sessions:
        yield from session_statements(session, records[session.file])


def _records(files: Sequence[Path], records: Sequence[SessionRecord]
             ) -> dict[str, SessionRecord]:
    """Each file's record by its name; two files of one session that differ are refused,
    a copy of one is exported once."""
    by_id: dict[str, tuple[Path, SessionRecord]] = {}
    named = {}
    for path, record in zip(files, records, strict=True):
        first, same = by_id.setdefault(record.session_id, (path, record))
        if same.content_hash != record.content_hash:
            raise RuleError(message(N_("{first} and {second} are the same session (one id) "
                                       "but differ: export one of them; nothing was written"),
                                    first=first, second=path))
        named[str(path)] = record
    return named
