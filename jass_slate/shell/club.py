"""The club's players as the commands over several files read them (`stats`, `export
FILES`, `settle`): `players.toml` in the folder of the first file (file/players.py), then
`--alias`, which wins for that call. A players file among the files named (a shell's
`*.toml`) is the club's players, not a session: it is left out of them."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path


def club(alias: list[str] | None, files: Sequence[Path]) -> tuple[list[Path], dict[str, str]]:
    """The session files among `files`, and each spelling, folded, with the player it
    means."""
    from jass_slate.file.players import (
        PLAYERS_FILE_NAME,
        players_aliases,
        players_path,
        read_players,
    )
    from jass_slate.report.aliases import parse_aliases

    said = parse_aliases(alias or [])  # a bad --alias is refused before a file is read
    sessions = [path for path in files if path.name != PLAYERS_FILE_NAME] or list(files)
    players, _data = read_players(players_path(sessions))
    return sessions, {**players_aliases(players), **said}
