"""`migrate`: bring a session file of an older format to this one, keeping a copy of the
old file beside it."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from jass_slate.file.disk import target_path, write_atomic
from jass_slate.file.document import read_bytes, read_document
from jass_slate.file.game_file import parse_kind, read_game
from jass_slate.file.head import FORMAT, MIGRATIONS
from jass_slate.file.lock import locked
from jass_slate.games.schieber.file.session import parse_session, render_session
from jass_slate.session.games import kind_of


def migrate(path: Path) -> tuple[int, Path | None]:
    """Bring an older session file to this format, keeping a copy of the old file.

    Returns the format the file was in and where the copy went (None: nothing to do).
    """
    if not os.path.lexists(path):
        read_bytes(path)  # says there is no session file
    with locked(path):
        data = read_bytes(path)
        name = str(path)
        doc, lines = read_document(name, data)
        version = doc.get("format")
        if version == FORMAT or not isinstance(version, int) or version not in MIGRATIONS:
            kind = kind_of(read_game(name, doc, lines))  # any other format is refused
            if kind is None:
                parse_session(name, data)  # a current file is checked, of any game
            else:
                parse_kind(name, data, kind)
            return FORMAT, None
        import tomli_w

        session = parse_session(name, tomli_w.dumps(_upgrade(doc, version)).encode())
        session.path = path
        copy = _keep_copy(path, data, version)
        write_atomic(path, render_session(session), data)
        return version, copy


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
