"""The head of a session file alone (format, game, teams, rules), for the commands that
need no more (`rules`, `weis-check --contract`): the record is neither parsed nor
replayed, and the scorer's modules are not even imported."""

from __future__ import annotations

from pathlib import Path

from jass_slate.file.document import read_bytes
from jass_slate.games.schieber.file.head import Head, head_before_record


def load_head(path: Path) -> Head:
    """The head alone (format, game, teams, rules), for the commands that need no more
    (`rules`, `weis-check --contract`): the record is neither parsed nor replayed, so a
    broken event is `check`'s to find. A file whose head is not all before `[record]`, as
    jass-slate writes it, is read whole, as `load` reads it."""
    found = head_before_record(str(path), read_bytes(path))
    if found is not None:
        return found[0]
    from jass_slate.games.schieber.file.session import (
        load,  # the scorer's modules, for such a file alone
    )

    session = load(path)
    return Head(session.rules, session.teams, session.created, session.game, session.format,
                session.tournament)
