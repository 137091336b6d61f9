"""`check`: every problem in a session file, each with its place, in one pass.

Problems are told in line order, each cause once. An event that cannot be replayed once
an earlier one is left out (the tricks of a hand whose `start` is unreadable, the next
hand's `start` while that hand stays open, a `fix` of a hand whose number moved) is not
told as a problem of its own: the cause says which events cannot be replayed without it.
Each such event costs a replay of the record, so no more than MOST_NAMED are looked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from jass_slate.game.errors import InputError, SessionFileError
from jass_slate.game.events import Entry, parse_entry
from jass_slate.game.resolve import EventError
from jass_slate.game.scorer import Scorer, replay
from jass_slate.language.i18n import _, ngettext
from jass_slate.session import store

MOST_PROBLEMS = 50
MOST_NAMED = 10  # the events named as following from one cause; more are counted


@dataclass
class Problem:
    """One cause, where it is, and the events that cannot be replayed because of it."""

    error: SessionFileError
    index: int | None = None  # the event's, for one in the record
    replayed: bool = False  # found by replaying: it may follow from an earlier problem
    more: bool = False  # more events may not replay after it: no more were looked for
    follows: list[int] = field(default_factory=list)  # indices of the events it breaks

    @property
    def line(self) -> int:
        return self.error.line or 0


def check_file(path: Path) -> list[str]:
    """The problems of a session file; an empty list means it is sound."""
    with store.collector_paused():  # as a load: a season's objects hold no cycles
        return _problems(path)


def _problems(path: Path) -> list[str]:
    name = str(path)
    try:
        data = store.read_bytes(path)
        doc, lines = store.read_document(name, data)
        session, head = store.read_head(name, doc, lines)
    except SessionFileError as error:
        return [str(error)]
    places = store.event_lines(lines)
    problems = [Problem(error) for error in head]
    broken, entries = _read_events(name, doc, lines, places)
    problems += broken
    if session is None:
        return _told(problems, places, _("the events are not replayed until this is right"))
    replayed, slate = _replay_problems(name, session, entries, places)
    problems = _causes(problems + replayed)
    if not problems and slate is not None:  # the replay of every event went through
        try:
            store.check_summary(name, doc, lines, slate)
        except SessionFileError as error:
            problems.append(Problem(error))
    return _told(problems, places)


def _causes(problems: list[Problem]) -> list[Problem]:
    """Each problem found by replaying after an earlier event was left out is noted on the
    nearest such cause before it instead of told on its own."""
    causes = [problem for problem in problems if problem.index is None]
    cause: Problem | None = None
    for problem in sorted((p for p in problems if p.index is not None),
                          key=lambda p: p.index or 0):
        if cause is not None and problem.replayed:
            cause.follows.append(problem.index or 0)
            cause.more = cause.more or problem.more
        else:
            cause = problem
            causes.append(problem)
    return causes


def _told(problems: list[Problem], places: Sequence[int], after_head: str | None = None
          ) -> list[str]:
    """The problems in line order, each cause with what follows from it."""
    ordered = sorted(problems, key=lambda problem: problem.line)[:MOST_PROBLEMS]
    told = []
    for problem in ordered:
        text = str(problem.error)
        if problem.follows:
            text = _with_followers(text, problem.follows, places, problem.more)
        elif after_head is not None and problem.index is None:
            text = f"{text} ({after_head})"
        told.append(text)
    return told


def _with_followers(text: str, follows: list[int], places: Sequence[int], more: bool) -> str:
    named = [str(index + 1) for index in follows[:MOST_NAMED]]
    where = [str(places[index]) for index in follows[:MOST_NAMED] if index < len(places)]
    if more or len(follows) > MOST_NAMED:
        named.append("…")
        where.append("…")
    return ngettext(
        "{problem}; without it, event {events} (line {lines}) cannot be replayed either",
        "{problem}; without it, events {events} (lines {lines}) cannot be replayed either",
        len(named)).format(problem=text, events=", ".join(named), lines=", ".join(where))


def _read_events(
    name: str, doc: dict[str, object], lines: list[str], places: Sequence[int]
) -> tuple[list[Problem], list[tuple[int, Entry]]]:
    try:
        events = store.record_events(name, doc.get("record"), lines)
    except SessionFileError as error:
        return [Problem(error)], []
    problems: list[Problem] = []
    entries: list[tuple[int, Entry]] = []
    for index, text in enumerate(events):
        try:
            if not isinstance(text, str):
                raise InputError(_("an event is a line of text in quotes"))
            entries.append((index, parse_entry(text)))
        except InputError as error:
            problems.append(_event_problem(name, index, error, places))
    return problems, entries


def _event_problem(name: str, index: int, error: object, places: Sequence[int],
                   replayed: bool = False) -> Problem:
    where = places[index] if index < len(places) else None
    return Problem(SessionFileError(name, store.event_problem(index, error), where), index,
                   replayed)


def _replay_problems(
    name: str, session: store.Session, entries: list[tuple[int, Entry]], places: Sequence[int]
) -> tuple[list[Problem], Scorer | None]:
    """Replay, and on each broken event note it, leave it out and replay again; with the
    slate of the replay that went through (None: none did before the looking stopped)."""
    problems = _open_hand_fixes(name, session, entries, places)
    left_out = {problem.index for problem in problems}
    remaining = [(index, entry) for index, entry in entries if index not in left_out]
    for _look in range(MOST_NAMED + 1):
        try:
            return problems, replay(session.rules, session.teams,
                                    [entry for _, entry in remaining])
        except EventError as error:
            index, _entry = remaining.pop(error.index)
            problems.append(_event_problem(name, index, error, places, replayed=True))
    problems[-1].more = True  # the record may hold more that does not replay
    return problems, None


def _open_hand_fixes(name: str, session: store.Session, entries: list[tuple[int, Entry]],
                     places: Sequence[int]) -> list[Problem]:
    readable = [entry for _, entry in entries]
    found = []
    for position in store.open_hand_fixes(session.rules, session.teams, readable):
        index, entry = entries[position]
        found.append(_event_problem(name, index, store.open_hand_fix(entry), places,
                                    replayed=True))
        if len(found) >= MOST_PROBLEMS:
            break
    return found
