"""`migrate`: bring a session file of an older format to this one, keeping a copy of the
old file beside it. The file is read and written back by the game it holds."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from jass_slate.file.disk import target_path, write_atomic
from jass_slate.file.document import read_bytes, read_document
from jass_slate.file.game_file import read_game
from jass_slate.file.head import FORMAT, MIGRATIONS, head_document
from jass_slate.file.lock import locked


class Migrating(Protocol):
    """What `migrate` asks of the game a file holds."""

    def parse(self, name: str, data: bytes) -> object:
        """The file of this format read; what is wrong raises SessionFileError."""

    def upgraded(self, path: Path, data: bytes) -> str:
        """The text of the file as the game writes it now, from its document brought to
        this format (`data`)."""


def migrate(path: Path, game_of: Callable[[str], Migrating]) -> tuple[int, Path | None]:
    """Bring an older session file to this format, keeping a copy of the old file; the
    game it holds (`game_of`, by its name) reads and writes it.

    Returns the format the file was in and where the copy went (None: nothing to do).
    """
    if not os.path.lexists(path):
        read_bytes(path)  # says there is no session file
    with locked(path):
        data = read_bytes(path)
        name = str(path)
        doc, lines = _head(name, data)
        version = doc.get("format")
        if version == FORMAT or not isinstance(version, int) or version not in MIGRATIONS:
            # any other format is refused; a current file is checked, of any game (which
            # may resume it from the snapshot that covers its bytes)
            game_of(read_game(name, doc, lines)).parse(name, data)
            return FORMAT, None
        game, upgraded = _upgraded(name, data, version)
        text = game_of(game).upgraded(path, upgraded)
        copy = _keep_copy(path, data, version)
        write_atomic(path, text, data)
        return version, copy


def _head(name: str, data: bytes) -> tuple[dict[str, Any], list[str]]:
    """The document of the file's head (its format and game), read before its record where
    the file is laid out as jass-slate writes it: the game reads the season itself."""
    head = head_document(name, data)
    return read_document(name, data) if head is None else head


def _upgraded(name: str, data: bytes, version: int) -> tuple[str, bytes]:
    """The game and the document brought to this format, as TOML: the documents read and
    upgraded are let go before the game reads the season again."""
    import tomli_w

    upgraded = _upgrade(read_document(name, data)[0], version)
    return str(upgraded["game"]), tomli_w.dumps(upgraded).encode()


def _upgrade(doc: dict[str, Any], version: int) -> dict[str, Any]:
    """The document brought from its format to this one, one format at a time."""
    while version < FORMAT:
        doc = MIGRATIONS[version](doc)
        version += 1
    return {**doc, "format": FORMAT}


def _keep_copy(path: Path, data: bytes, version: int) -> Path:
    """Write the old file's bytes beside it, under a name no file has yet."""
    real = target_path(path)
    copy = real.with_name(f"{real.name}.format-{version}.bak")
    number = 1
    while os.path.lexists(copy):
        number += 1
        copy = real.with_name(f"{real.name}.format-{version}.{number}.bak")
    write_atomic(copy, data.decode("utf-8"), mode=stat.S_IMODE(os.stat(real).st_mode))
    return copy
