"""A house-rules TOML file of a game whose rules are one table (`new --rules house.toml`),
read with a session file's guards; the game says how the table reads (`from_mapping`),
and a problem is refused naming the file and the key's line."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from jass_slate.core.errors import InputError, Message, RuleError, message
from jass_slate.file.document import RULES_FILE, key_line, read_bytes, read_document
from jass_slate.language.i18n import N_

R = TypeVar("R")  # a game's rules


def read_rules_file(path: Path, from_mapping: Callable[[Mapping[str, Any]], R]) -> R:
    """The rules the file at `path` holds, read by `from_mapping` (which raises RuleError
    with the key at fault)."""
    if not os.path.lexists(path):
        raise InputError(message(N_("{path}: no such rules file"), path=path))
    data, lines = read_document(str(path), read_bytes(path, RULES_FILE))
    try:
        return from_mapping(data)
    except RuleError as error:
        line = key_line(lines, error.key) if error.key else None
        place = f"{path}:{line}" if line else str(path)
        raise RuleError(Message("{place}: {problem}", {"place": place, "problem": error.message},
                                verbatim=True), key=error.key, value=error.value,
                        line=line) from None
