"""Which session file a command uses: one home for the name, its variable and its default.

Light on purpose (the CLI and completion ask for it before anything else is loaded).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

FILE_VARIABLE = "JASS_SLATE_FILE"  # the environment variable that names the session file
DEFAULT_FILE = "jass.toml"


def session_path(given: Path | str | None, environ: Mapping[str, str]) -> Path:
    """The session file a command uses: the one given (`--file`), else the one
    JASS_SLATE_FILE names, else ./jass.toml."""
    return Path(given or environ.get(FILE_VARIABLE) or DEFAULT_FILE)
