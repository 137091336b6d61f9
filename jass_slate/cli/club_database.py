"""`export FILES|DIR --format sqlite|sql` and `--database postgresql://...`: the club's
sessions, of any games, in one database (cli/club_sql.py has the schema). Each game's
part of several files gives its sessions' rows (shell/several.py: `Several.club`); this
writes them in one transaction: a session whose file is as it was is left as it is, a
changed one has its rows replaced, none is ever written twice."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.cli.club_sql import Statement
    from jass_slate.file.club_record import SessionRecord
    from jass_slate.report.club import ClubSession
    from jass_slate.tournament.file import Tournament


class Cursor(Protocol):
    def execute(self, sql: str, values: Sequence[Any] = ()) -> Any: ...

    def fetchall(self) -> list[Any]: ...


# Each session of some files, as the club's database keeps it (each game's part gives its)
Sessions = Callable[[Sequence[Path]], list["ClubSession"]]


def club_statements(files: Sequence[Path], aliases: Mapping[str, str], sessions_of: Sessions,
                    written: Mapping[str, str]) -> Iterator[Statement]:
    """The statements that bring the database up to `files`; `written`: each session id
    the database holds and its content hash (those unchanged are not read again)."""
    from jass_slate.cli.club_sql import (
        player_id,
        player_statements,
        session_statements,
        tournament_statements,
        version_statements,
    )
    from jass_slate.file.club_record import session_record
    from jass_slate.file.head import WRITTEN_BY
    from jass_slate.report.aliases import aliased_player

    salt = json.dumps(sorted(aliases.items()), ensure_ascii=False)
    records = _records(files, [session_record(path, salt) for path in files])
    tournaments = _tournaments(files, records)
    changed = [path for path in files
               if written.get(records[str(path)].session_id) != records[str(path)].content_hash]
    sessions = sessions_of(changed) if changed else []
    names: dict[str, str] = {}
    drawn = [aliased_player(name, aliases) for t in tournaments for name in t.players]
    for name in [*aliases.values(), *drawn,
                 *(p for s in sessions for side in s.sides for p in side)]:
        names.setdefault(player_id(name), name)
    yield from version_statements(WRITTEN_BY)
    yield from player_statements(names, dict(aliases))
    for tournament in tournaments:
        yield from tournament_statements(tournament, aliases)
    known = {tournament.id for tournament in tournaments}
    for session in sessions:
        record = records[session.file]
        if record.place[0] not in known:  # a table's file without its tournament's file
            record = replace(record, place=(None, *record.place[1:]))
        yield from session_statements(session, record)


def _tournaments(files: Sequence[Path], records: Mapping[str, SessionRecord]
                 ) -> list[Tournament]:
    """The tournaments the files are tables of, each read from its file in the table's
    folder or the one above it (DIR/round-N/table-M.toml), where it is there."""
    from jass_slate.tournament.file import read_tournament, tournament_path

    found: dict[str, Tournament] = {}
    looked: set[Path] = set()
    for path in files:
        wanted = records[str(path)].place[0]
        for folder in (path.parent, path.parent.parent):
            if wanted is None or wanted in found or folder in looked:
                continue
            looked.add(folder)
            if tournament_path(folder).is_file():
                tournament = read_tournament(folder)
                found.setdefault(tournament.id, tournament)
    return list(found.values())


def session_files(paths: Sequence[Path]) -> list[Path]:
    """The session files among `paths`: a folder gives its `*.toml` files (the players'
    file aside) and, where it holds a tournament's file, the file of each table of each
    round that is there; each file once."""
    from jass_slate.file.players import PLAYERS_FILE_NAME
    from jass_slate.tournament.file import (
        TOURNAMENT_FILE_NAME,
        read_tournament,
        table_path,
        tournament_path,
    )

    found: list[Path] = []
    for path in paths:
        if not path.is_dir():
            found.append(path)
            continue
        found += sorted(p for p in path.glob("*.toml")
                        if p.name not in (PLAYERS_FILE_NAME, TOURNAMENT_FILE_NAME))
        if tournament_path(path).is_file():
            tournament = read_tournament(path)
            found += [table for drawn in tournament.draw for t in drawn.tables
                      if (table := table_path(path, drawn.number, t.number)).is_file()]
    unique: dict[Path, Path] = {}
    for path in found:
        unique.setdefault(path.resolve(), path)
    if not unique:
        raise RuleError(message(N_("no session file to export in {paths}"),
                                paths=", ".join(map(str, paths))))
    return list(unique.values())


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
