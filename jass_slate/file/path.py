"""Which session file a command uses: one home for the name, its variable and its default.

Light on purpose (the CLI and completion ask for it before anything else is loaded).
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Mapping
from pathlib import Path

FILE_VARIABLE = "JASS_SLATE_FILE"  # the environment variable that names the session file
DEFAULT_FILE = "jass.toml"


def session_path(given: Path | str | None, environ: Mapping[str, str]) -> Path:
    """The session file a command uses: the one given (`--file`), else the one
    JASS_SLATE_FILE names, else ./jass.toml."""
    return Path(given or environ.get(FILE_VARIABLE) or DEFAULT_FILE)


HEAD_BYTES = 4096  # the `game` line is in the first lines of every file jass-slate writes
_GAME_LINE = re.compile(rb'^game\s*=\s*"([a-z]+)"', re.MULTILINE)


def peek_game(path: Path) -> str | None:
    """The game a session file says it holds, from its first lines, for choosing the
    commands before anything is loaded; None when it cannot tell (no file, no such line,
    not a regular file): the command then reads the file and says what is wrong."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (OSError, ValueError):
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        head = os.read(fd, HEAD_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)
    cut = head.find(b"\n[")  # only a top-level key, before the first table
    found = _GAME_LINE.search(head if cut < 0 else head[:cut])
    return found.group(1).decode() if found else None
