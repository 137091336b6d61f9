"""`check`: every problem in a session file, each with its place, in one pass.

Problems are told in line order, each cause once. An event that cannot be replayed once
an earlier one is left out (the tricks of a hand whose `start` is unreadable, the next
hand's `start` while that hand stays open, a `fix` of a hand whose number moved) is not
told as a problem of its own: the cause says which events cannot be replayed without it.
Each such event costs a replay of the record, so no more than MOST_NAMED are looked for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jass_slate.core.errors import InputError, JassError, Message, SessionFileError, message
from jass_slate.core.undo import EventError
from jass_slate.file.check import Problem, Problems
from jass_slate.file.check import check_file as check_any
from jass_slate.file.lines import (
    NOT_A_LINE,
    event_index,
    event_lines,
    event_problem,
    record_events,
)
from jass_slate.games.schieber.file.event_text import parse_entry
from jass_slate.games.schieber.file.head import Head, check_summary, read_head, summary
from jass_slate.games.schieber.file.session import collector_paused
from jass_slate.games.schieber.scoring.events import Entry
from jass_slate.games.schieber.scoring.fixes import open_hand_fix, open_hand_fixes
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.language import i18n
from jass_slate.language.i18n import N_

MOST_PROBLEMS = 50
MOST_NAMED = 10  # the events named as following from one cause; more are counted


@dataclass
class _Found:
    """One cause, where it is, and the events that cannot be replayed because of it."""

    error: SessionFileError
    index: int | None = None  # the event's, for one in the record
    replayed: bool = False  # found by replaying: it may follow from an earlier problem
    more: bool = False  # more events may not replay after it: no more were looked for
    follows: list[int] = field(default_factory=list)  # indices of the events it breaks

    @property
    def line(self) -> int:
        return self.error.line or 0


def check_file(path: Path) -> Problems:
    """The problems of a Schieber session file; an empty list means it is sound."""
    return check_any(path, lambda game: problems)


def problems(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
             found: Problems) -> list[Problem]:
    """The problems of a Schieber file read: its head, each event line, the replay, the
    summary and the snapshot beside it."""
    with collector_paused():  # as a load: a season's objects hold no cycles
        return _problems(path, data, doc, lines, found)


def _problems(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
              found: Problems) -> list[Problem]:
    name = str(path)
    try:
        session, head = read_head(name, doc, lines)
    except SessionFileError as error:
        return [Problem(error.message, error.line or 0)]
    places = event_lines(lines)
    problems = [_Found(error) for error in head]
    broken, entries = _read_events(name, doc, lines, places)
    problems += broken
    if session is None:
        return _told(problems, places, message(N_("the events are not replayed until this "
                                                  "is right")))
    replayed, scorer = _replay_problems(name, session, entries, places)
    problems = _causes(problems + replayed)
    if not problems and scorer is not None:  # the replay of every event went through
        try:
            check_summary(name, doc, lines, summary(scorer), bool(entries))
        except SessionFileError as error:
            problems.append(_Found(error))
    if not problems and scorer is not None:
        found.snapshot = _snapshot(path, data, scorer, problems, found)
        if found.snapshot in ("none", "not used"):
            _heal(path, data, session, [entry for _, entry in entries], found)
    return _told(problems, places)


def _heal(path: Path, data: bytes, head: Head, entries: list[Entry], found: Problems
          ) -> None:
    """A sound file's snapshot, missing or not used, written anew as a read writes it, and
    said: "written" (a file under SNAPSHOT_FROM keeps none: a read replays it whole)."""
    from jass_slate.file.snapshot import SNAPSHOT_FROM
    from jass_slate.games.schieber.file.fresh_snapshot import heal
    from jass_slate.games.schieber.scoring.course import replay_course

    if len(data) < SNAPSHOT_FROM:
        return
    scorer, course = replay_course(head.rules, head.teams, entries)
    if heal(path, data, entries, scorer, course):
        found.snapshot = "written"


def _snapshot(path: Path, data: bytes, scorer: Slate, problems: list[_Found],
              found: Problems) -> str:
    problem = snapshot_problem(path, data, scorer, found)
    if problem is not None:
        problems.append(_Found(problem))
    return found.snapshot


def snapshot_problem(path: Path, data: bytes, scorer: Slate, found: Problems
                     ) -> SessionFileError | None:
    """What the snapshot beside a sound file is (file/snapshot.py: told), noted on `found`;
    one that covers the file and holds another slate is a problem: the commands would show
    it."""
    from jass_slate.file.check import told
    from jass_slate.games.schieber.file import snapshot

    return told(path, snapshot.state(path, data, scorer), found)


def _causes(problems: list[_Found]) -> list[_Found]:
    """Each problem found by replaying after an earlier event was left out is noted on the
    nearest such cause before it instead of told on its own."""
    causes = [problem for problem in problems if problem.index is None]
    cause: _Found | None = None
    for problem in sorted((p for p in problems if p.index is not None),
                          key=lambda p: p.index or 0):
        if cause is not None and problem.replayed:
            cause.follows.append(problem.index or 0)
            cause.more = cause.more or problem.more
        else:
            cause = problem
            causes.append(problem)
    return causes


def _told(problems: list[_Found], places: Sequence[int], after_head: Message | None = None
          ) -> list[Problem]:
    """The problems in line order, each cause with what follows from it."""
    ordered = sorted(problems, key=lambda problem: problem.line)[:MOST_PROBLEMS]
    told = []
    for problem in ordered:
        said = problem.error.message
        if problem.follows:
            said = _with_followers(said, problem.follows, places, problem.more)
        elif after_head is not None and problem.index is None:
            said = Message("{problem} ({after_head})", {"problem": said, "after_head": after_head},
                           verbatim=True)
        told.append(Problem(said, problem.line))
    return told


def _with_followers(said: Message, follows: list[int], places: Sequence[int], more: bool
                    ) -> Message:
    named = [str(index + 1) for index in follows[:MOST_NAMED]]
    where = [str(places[index]) for index in follows[:MOST_NAMED] if index < len(places)]
    if more or len(follows) > MOST_NAMED:
        named.append("…")
        where.append("…")
    return _Followers("", {"problem": said, "events": ", ".join(named),
                           "lines": ", ".join(where)}, count=len(named))


def _english_plural(singular: str, plural: str, count: int) -> str:
    return singular if count == 1 else plural


def _followers_text(count: int, ngettext: Callable[[str, str, int], str]) -> str:
    """The sentence naming the events a cause breaks, as `ngettext` says it (the name marks
    the plural message for the catalogues)."""
    return ngettext(
        "{problem}; without it, event {events} (line {lines}) cannot be replayed either",
        "{problem}; without it, events {events} (lines {lines}) cannot be replayed either",
        count)


@dataclass(frozen=True)
class _Followers(Message):
    """A cause and the events that cannot be replayed without it."""

    def _said(self, english: bool) -> str:
        template = _followers_text(self.count, _english_plural if english else i18n.ngettext)
        values = {name: value.english() if english and isinstance(value, Message)
                  else str(value) for name, value in self.fields.items()}
        return template.format(**values)


def _read_events(
    name: str, doc: dict[str, object], lines: Sequence[str], places: Sequence[int]
) -> tuple[list[_Found], list[tuple[int, Entry]]]:
    try:
        events = record_events(name, doc.get("record"), lines)
    except SessionFileError as error:
        return [_Found(error)], []
    problems: list[_Found] = []
    entries: list[tuple[int, Entry]] = []
    for index, text in enumerate(events):
        try:
            if not isinstance(text, str):
                raise InputError(message(NOT_A_LINE))
            entries.append((index, parse_entry(text)))
        except InputError as error:
            problems.append(_event_problem(name, index, error, places))
    return problems, entries


def _event_problem(name: str, index: int, error: JassError | Message, places: Sequence[int],
                   replayed: bool = False) -> _Found:
    where = places[index] if index < len(places) else None
    return _Found(SessionFileError(name, event_problem(index, error), where), index, replayed)


def _replay_problems(
    name: str, session: Head, entries: list[tuple[int, Entry]], places: Sequence[int]
) -> tuple[list[_Found], Slate | None]:
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
            index, _entry = remaining.pop(event_index(error))
            problems.append(_event_problem(name, index, error, places, replayed=True))
    problems[-1].more = True  # the record may hold more that does not replay
    return problems, None


def _open_hand_fixes(name: str, session: Head, entries: list[tuple[int, Entry]],
                     places: Sequence[int]) -> list[_Found]:
    readable = [entry for _, entry in entries]
    found = []
    for position in open_hand_fixes(session.rules, session.teams, readable):
        index, entry = entries[position]
        found.append(_event_problem(name, index, open_hand_fix(entry), places,
                                    replayed=True))
        if len(found) >= MOST_PROBLEMS:
            break
    return found
