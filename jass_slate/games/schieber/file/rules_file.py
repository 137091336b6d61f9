"""Reading a house-rules file (`new --rules house.toml`) with a session file's guards."""

from __future__ import annotations

import os
from pathlib import Path

from jass_slate.core.cards import Deck
from jass_slate.core.errors import InputError, Message, RuleError, message
from jass_slate.file.document import RULES_FILE, read_bytes, read_document
from jass_slate.games.schieber.file.head import rules_key_line
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.rules_mapping import (
    rules_from_mapping,
    with_target,
    with_team_targets,
)
from jass_slate.language.i18n import N_


def load_rules_file(path: Path, deck: Deck | None = None,
                    target: int | tuple[int, int] | None = None) -> Rules:
    """Read a house-rules TOML file, with `new --target` in place of its target; any
    problem is refused naming the file and key.

    It is read with the session file's guards: a regular file of a page or a few, never a
    FIFO or a device, and a file that is not TOML is exit 3 with its line."""
    if not os.path.lexists(path):
        raise InputError(message(N_("{path}: no such rules file"), path=path))
    data, lines = read_document(str(path), read_bytes(path, RULES_FILE))
    try:
        rules = rules_from_mapping(data, deck)
        if isinstance(target, tuple):
            return with_team_targets(rules, target, data)
        return rules if target is None else with_target(rules, target, data)
    except RuleError as error:
        line = rules_key_line(error, lines)
        place = f"{path}:{line}" if line else str(path)
        raise RuleError(Message("{place}: {problem}", {"place": place, "problem": error.message},
                                verbatim=True), key=error.key, value=error.value,
                        line=line) from None
