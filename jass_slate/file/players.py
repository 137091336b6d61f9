"""The club's players: `players.toml` beside the session files, each player once with the
spellings that mean them (issue 34). Read with a session file's guards and written
atomically; the session files are never changed by it: reading maps their names.

```toml
# jass-slate players: each player once, with the spellings that mean them.
format = 1

[[player]]
name = "Ueli"
spellings = ["Uli", "Ueli M."]
```
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import SessionFileError, message
from jass_slate.core.notation import fold
from jass_slate.core.teams import number_name
from jass_slate.file.document import FileRole, key_line, read_bytes, read_document
from jass_slate.language.i18n import N_

PLAYERS_FILE_NAME = "players.toml"
PLAYERS_FORMAT = 1
PLAYERS_FILE = FileRole(
    1024 * 1024,
    missing=N_("no players file"),
    directory=N_("is a directory, not a players file"),
    not_regular=N_("is not a regular file, so not a players file"),
    too_large=N_("is {size} bytes, too large for a players file (at most {largest})"),
)
HEADER = "# jass-slate players: each player once, with the spellings that mean them.\n"


@dataclass(frozen=True)
class Player:
    name: str
    spellings: tuple[str, ...] = ()

    @property
    def words(self) -> tuple[str, ...]:
        """Every way the player is written: the name, then the spellings."""
        return (self.name, *self.spellings)


def players_path(files: Sequence[Path]) -> Path:
    """`players.toml` in the folder of the first session file."""
    return (files[0].parent if files else Path()) / PLAYERS_FILE_NAME


def read_players(path: Path) -> tuple[list[Player], bytes | None]:
    """The players and the file's bytes; no file: nobody yet (and None)."""
    if not os.path.lexists(path):
        return [], None
    data = read_bytes(path, PLAYERS_FILE)
    doc, lines = read_document(str(path), data)
    return _players(str(path), doc, lines), data


def _players(name: str, doc: dict[str, Any], lines: Sequence[str]) -> list[Player]:
    def refuse(said: str, where: str | None = None, **values: object) -> SessionFileError:
        return SessionFileError(name, message(said, **values),
                                key_line(lines, where) if where else None)

    for key in doc:
        if key not in ("format", "player"):
            raise refuse(N_("unknown key {key!r}: the keys are format and [[player]]"), key,
                         key=key)
    version = doc.get("format", PLAYERS_FORMAT)
    if isinstance(version, bool) or not isinstance(version, int) or version > PLAYERS_FORMAT:
        raise refuse(N_("players file format {version!r} is newer than this jass-slate "
                        "reads ({known})"), "format", version=version, known=PLAYERS_FORMAT)
    tables = doc.get("player", [])
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        raise refuse(N_("each player is a [[player]] table"), "player")
    players = [_player(table, refuse) for table in tables]
    seen: dict[str, str] = {}
    for player in players:
        for word in player.words:
            other = seen.setdefault(fold(word), player.name)
            if other is not player.name:
                raise refuse(N_("{word!r} means {first} and {second}: a spelling means one "
                                "player"), None, word=word, first=other, second=player.name)
    return players


def _player(table: dict[str, Any], refuse: Any) -> Player:
    for key in table:
        if key not in ("name", "spellings"):
            raise refuse(N_("unknown key {key!r} of a [[player]]: the keys are name and "
                            "spellings"), key, key=key)
    name, spellings = table.get("name"), table.get("spellings", [])
    if not isinstance(name, str) or not name.strip() or number_name(name):
        raise refuse(N_("a player's name is a word, not {name!r}"), "name", name=name)
    if not isinstance(spellings, list) or not all(
            isinstance(s, str) and s.strip() for s in spellings):
        raise refuse(N_("a player's spellings are a list of words, like [\"Uli\"]"),
                     "spellings")
    return Player(name.strip(), tuple(s.strip() for s in spellings))


def players_text(players: Iterable[Player]) -> str:
    """The file as jass-slate writes it."""
    import tomli_w

    tables = [{"name": p.name, **({"spellings": list(p.spellings)} if p.spellings else {})}
              for p in players]
    return HEADER + tomli_w.dumps({"format": PLAYERS_FORMAT, "player": tables})


def write_players(path: Path, players: Iterable[Player], expected: bytes | None) -> None:
    """Write the players in one step; refused if the file changed since it was read."""
    from jass_slate.file.disk import write_atomic

    write_atomic(path, players_text(players), expected)


def players_aliases(players: Iterable[Player]) -> dict[str, str]:
    """Each spelling, folded, and the player it means (as `--alias` says them)."""
    return {fold(word): player.name for player in players for word in player.words}
