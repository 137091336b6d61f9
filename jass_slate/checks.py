"""`check`: every problem in a session file, each with its place, in one pass."""

from __future__ import annotations

from pathlib import Path

from jass_slate import store
from jass_slate.errors import InputError, SessionFileError
from jass_slate.i18n import _
from jass_slate.record import Entry, parse_entry
from jass_slate.scoring import EventError, replay

MOST_PROBLEMS = 50


def check_file(path: Path) -> list[str]:
    """The problems of a session file; an empty list means it is sound."""
    name = str(path)
    try:
        data = store.read_bytes(path)
        doc, lines = store.read_document(name, data)
    except SessionFileError as error:
        return [str(error)]
    try:
        session = store.session_from(name, {**doc, "record": {"events": []}}, lines)
    except SessionFileError as error:
        return [str(error)]
    problems, entries = _read_events(name, doc, lines)
    problems += _replay_problems(name, session, entries, lines)
    if not problems:
        try:
            session.entries = [entry for _, entry in entries]
            store.check_summary(name, doc, lines, session.slate)
        except SessionFileError as error:
            problems.append(str(error))
    return problems[:MOST_PROBLEMS]


def _read_events(
    name: str, doc: dict[str, object], lines: list[str]
) -> tuple[list[str], list[tuple[int, Entry]]]:
    try:
        events = store.record_events(name, doc.get("record"), lines)
    except SessionFileError as error:
        return [str(error)], []
    problems: list[str] = []
    entries: list[tuple[int, Entry]] = []
    for index, text in enumerate(events):
        try:
            if not isinstance(text, str):
                raise InputError(_("an event is a line of text in quotes"))
            entries.append((index, parse_entry(text)))
        except InputError as error:
            where = store.event_line(lines, index)
            problems.append(str(SessionFileError(name, store.event_problem(index, error), where)))
    return problems, entries


def _replay_problems(
    name: str, session: store.Session, entries: list[tuple[int, Entry]], lines: list[str]
) -> list[str]:
    """Replay, and on each broken event note it, leave it out and replay again."""
    problems: list[str] = []
    remaining = list(entries)
    while len(problems) < MOST_PROBLEMS:
        try:
            replay(session.rules, session.teams, [entry for _, entry in remaining])
            return problems
        except EventError as error:
            index, _entry = remaining.pop(error.index)
            where = store.event_line(lines, index)
            problems.append(str(SessionFileError(name, store.event_problem(index, error), where)))
    return problems
