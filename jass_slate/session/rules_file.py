"""A house-rules file on disk: read with the session file's guards, then validated."""

from __future__ import annotations

import os
from pathlib import Path

from jass_slate.game.cards import Deck
from jass_slate.game.errors import InputError, RuleError
from jass_slate.game.rules import Rules, rules_from_mapping, with_target
from jass_slate.language.i18n import _
from jass_slate.session import store


def load_rules_file(path: Path, deck: Deck | None = None, target: int | None = None) -> Rules:
    """Read a house-rules TOML file, with `new --target` in place of its target; any
    problem is refused naming the file and key.

    It is read with the session file's guards (store.py): a regular file of a page or a
    few, never a FIFO or a device, and a file that is not TOML is exit 3 with its line."""
    if not os.path.lexists(path):
        raise InputError(_("{path}: no such rules file").format(path=path))
    data, lines = store.read_document(str(path), store.read_bytes(path, store.RULES_FILE))
    try:
        rules = rules_from_mapping(data, deck)
        return rules if target is None else with_target(rules, target, data)
    except RuleError as error:
        line = store.rules_key_line(error, lines)
        raise RuleError(f"{path}:{line}: {error}" if line else f"{path}: {error}") from None
