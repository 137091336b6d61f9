"""The head of a session file alone (format, game, teams, rules), for the commands that
need no more (`rules`, `weis-check --contract`): the record is neither parsed nor
replayed, and the scorer's modules are not even imported."""

from __future__ import annotations

from pathlib import Path

from jass_slate.session.document import read_bytes, read_document
from jass_slate.session.head import Head, read_head

# The line that ends the head in every file jass-slate writes: the record follows it.
RECORD_TABLE = b"\n[record]\n"
HEAD_KEYS = ("format", "teams", "rules")


def load_head(path: Path) -> Head:
    """The head alone (format, game, teams, rules), for the commands that need no more
    (`rules`, `weis-check --contract`): the record is neither parsed nor replayed, so a
    broken event is `check`'s to find. A file whose head is not all before `[record]`, as
    jass-slate writes it, is read whole, as `load` reads it."""
    data = read_bytes(path)
    name = str(path)
    cut = data.find(RECORD_TABLE)
    if cut >= 0:
        doc, lines = read_document(name, data[: cut + 1])
        if all(key in doc for key in HEAD_KEYS):
            head, problems = read_head(name, doc, lines)
            if head is None:
                raise problems[0]
            return head
    from jass_slate.session.file import load  # the scorer's modules, for such a file alone

    session = load(path)
    return Head(session.rules, session.teams, session.created, session.game, session.format)
