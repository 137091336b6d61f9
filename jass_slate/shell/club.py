"""The club's players as the commands over several files read them (`stats`, `export
FILES`, `settle`): `players.toml` in the folder of the first file (file/players.py), then
`--alias`, which wins for that call."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path


def club_aliases(alias: list[str] | None, files: Sequence[Path]) -> dict[str, str]:
    """Each spelling, folded, and the player it means."""
    from jass_slate.file.players import players_aliases, players_path, read_players
    from jass_slate.report.aliases import parse_aliases

    said = parse_aliases(alias or [])  # a bad --alias is refused before a file is read
    players, _data = read_players(players_path(files))
    return {**players_aliases(players), **said}
