"""The `[tournament]` part of a session file: which tournament, round and table the file
is the score of (issue 35). Any game's file may have it; the file's game keeps it as it
was read whenever it writes the file again, and reads it with the line a problem is on.

```toml
[tournament]
id = "6f1c…"
round = 2
table = 3
```
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.core.errors import SessionFileError, message
from jass_slate.file.document import key_line, table_line
from jass_slate.language.i18n import N_

PART_TABLE = "[tournament]"
PART_KEYS = ("id", "round", "table")
MOST_ROUNDS = 100
MOST_TABLES = 1000


@dataclass(frozen=True)
class TournamentPart:
    """A session file's place in a tournament: its id, the round and the table."""

    id: str
    round: int
    table: int

    def tables(self) -> dict[str, Any]:
        """The part as the file writes it (a TOML table)."""
        return {"tournament": {"id": self.id, "round": self.round, "table": self.table}}


def read_part(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> TournamentPart | None:
    """The file's `[tournament]` part, or None where it has none; a part that does not
    read raises SessionFileError with its line."""
    table = doc.get("tournament")
    if table is None:
        return None
    where = table_line(lines, PART_TABLE)
    if not isinstance(table, dict):
        raise SessionFileError(name, message(N_("[tournament] must be a table")), where)
    for key in table:
        if key not in PART_KEYS:
            raise SessionFileError(name, message(N_(
                "unknown key {key!r} in [tournament]: the keys are id, round and table"),
                key=key), key_line(lines, key, PART_TABLE) or where)
    ident = table.get("id")
    if not isinstance(ident, str) or not ident.strip():
        raise SessionFileError(name, message(N_("[tournament] id must be the tournament's "
                                                "id, a word")),
                               key_line(lines, "id", PART_TABLE) or where)
    return TournamentPart(ident, _number(name, table, "round", MOST_ROUNDS, lines),
                          _number(name, table, "table", MOST_TABLES, lines))


def _number(name: str, table: Mapping[str, Any], key: str, most: int,
            lines: Sequence[str]) -> int:
    value = table.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        raise SessionFileError(name, message(N_(
            "[tournament] {key} must be a whole number from 1 to {most}"), key=key, most=most),
            key_line(lines, key, PART_TABLE) or table_line(lines, PART_TABLE))
    return value


def part_tables(part: TournamentPart | None) -> dict[str, Any]:
    """What a session file writes of its part: nothing where it has none."""
    return part.tables() if part is not None else {}
