"""The session file: a Session (its head, its record and the scorer replayed from it), read
from the document and rendered back, and the commands' ways to create, edit and save one.
Writes go through file/append.py (the end in place, or `disk.write_atomic`) under the lock."""

from __future__ import annotations

import contextlib
import copy
import gc
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.core.errors import RuleError, SessionFileError, message
from jass_slate.core.lazy_sequence import LazySequence
from jass_slate.core.teams import Teams
from jass_slate.core.undo import EventError, Undo
from jass_slate.file import snapshot as shared
from jass_slate.file.document import end_line, read_bytes, read_document
from jass_slate.file.head import FORMAT, HEADER, READ_AS_IS, WRITTEN_BY
from jass_slate.file.line_words import now
from jass_slate.file.lines import event_index, event_line, event_problem, toml_string
from jass_slate.file.settled import settled
from jass_slate.file.tournament_part import TournamentPart, part_tables
from jass_slate.games.schieber.file.event_text import entries_from, format_entry
from jass_slate.games.schieber.file.head import (
    EMPTY_SUMMARY,
    GAME,
    Head,
    check_summary,
    read_head,
    summary,
)
from jass_slate.games.schieber.file.kept import Kept as Kept  # its home until now: kept
from jass_slate.games.schieber.scoring.events import Entry, Event, Fix, Rename, only_added
from jass_slate.games.schieber.scoring.resolve import change_position
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.rules_mapping import rules_to_mapping
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.file.byte_parts import Parts
    from jass_slate.file.snapshot import Hashed
    from jass_slate.games.schieber.scoring.changes import Changes
    from jass_slate.games.schieber.scoring.course import Course
    from jass_slate.games.schieber.scoring.long_ago import Fixed, Read
    from jass_slate.games.schieber.scoring.slate import Slate


def replay(rules: Rules, teams: Teams, entries: Sequence[Entry]) -> Slate:
    """`scorer.replay`, its modules imported when a session is first replayed: `new`
    writes an empty slate without them."""
    from jass_slate.games.schieber.scoring.slate import replay as replayed

    return replayed(rules, teams, entries)


Lines = Callable[["Session", Entry], "Read | None"]  # how a fix long ago reads: long_ago_read


@dataclass
class Session:
    """A session file's content and the scorer replayed from it."""

    path: Path
    rules: Rules
    teams: Teams
    created: str
    entries: list[Entry] | LazySequence[Entry] = field(default_factory=list)
    replayed: Slate | None = None  # the scorer, once replayed
    original: bytes | Parts | None = None  # the bytes read (or written), to notice edits
    game: str = GAME
    format: int = FORMAT  # a file of an older format read as it is is written back in it
    kept: Kept | None = None  # the slate part of the way, for the undo or fix to come
    before: Slate | None = None  # the slate before the undo or fix recorded last
    changes: Changes | None = None  # what a fix long ago changed, where the season is not read
    course: Course | None = None  # the order of what stands and its marks, for a snapshot
    body: int | None = None  # where `original`'s event lines end, when jass-slate wrote it
    read: int = 0  # how many entries `original` holds, when `body` is known
    hashed: Hashed | None = None  # the bytes of `original` its snapshot covers, hashed
    tournament: TournamentPart | None = None  # its place in a tournament, kept as read

    @property
    def scorer(self) -> Slate:
        """The score replayed from the record (replayed when first asked for); a
        tournament's table says that it plays one Passe."""
        if self.replayed is None:
            self.replayed = replay(self.rules, self.teams, self.entries)
        if self.tournament is not None:
            self.replayed.one_passe = True
        return self.replayed

    def as_played(self) -> Session:
        """This session with the teams as the slate has them now, after the renames
        recorded so far: the names what the user types next is read with. A session with
        no rename is not replayed for it."""
        if self.replayed is None and not any(type(e.event) is Rename for e in self.entries):
            return self
        teams = self.scorer.teams
        return self if teams is self.teams else replace(self, teams=teams)

    def record(self, event: Event, lines: Lines | None = None) -> Entry:
        """Add an event after checking it by the rules; refused events change nothing here."""
        entry = Entry(event, now())
        if isinstance(event, Undo | Fix):
            self._check_fix(event)
            entries = self.entries.copy()  # a season's entries are not read for it
            entries.append(entry)
            try:
                done = self._replay_changed(event, entries, lines)
            except EventError as error:
                raise self._blame(error, len(entries) - 1) from None
            if isinstance(event, Fix):
                self._check_claims(event.number, done.looked_at, entries)
            self.replayed, self.course, self.before, self.changes = (
                done.after, done.course, done.before, done.changes)
        else:
            try:
                if self.course is None:
                    self.scorer.apply(event, entry.at)
                else:
                    self.course.follow(self.scorer, len(self.entries), entry)
            except RuleError:
                self.replayed = self.course = None  # it may have changed them half-way
                raise
        self.entries.append(entry)
        return entry

    def _replay_changed(self, event: Undo | Fix, entries: Sequence[Entry],
                        lines: Lines | None) -> Fixed:
        """The slate after an undo or a fix (and its course, when known), and the one before:
        from the slate kept at load for it, from where the course starts, else replayed
        whole with its course, the stretch it changes alone where it can (scoring/long_ago.py)."""
        from jass_slate.games.schieber.scoring import long_ago
        from jass_slate.games.schieber.scoring.retrace import fixed, undone
        from jass_slate.games.schieber.scoring.slate import replay_from

        kept, before, course = self.kept, self.scorer, self.course
        if kept is not None and kept.serves(event):
            if kept.position is None:
                return long_ago.Fixed(copy.copy(kept.slate), None, before)  # goes on apart
            return long_ago.Fixed(replay_from(kept.slate, kept.position, entries), None, before)
        if course is not None:
            done = undone(course, entries) if isinstance(event, Undo) else \
                fixed(course, entries)
            if done is not None:
                return long_ago.Fixed(*done, before)
        known = None if course is None else long_ago.Known(before, course)
        return long_ago.fixed_long_ago(self.rules, self.teams, entries, known,
                                       None if lines is None else lines(self, entries[-1]))

    def _check_fix(self, event: Undo | Fix) -> None:
        if not isinstance(event, Fix):
            return
        scorer = self.scorer
        if scorer.open is not None and event.number == scorer.open.number:
            raise RuleError(message(N_("hand {number} is still open: record its tricks, or "
                                       "undo"), number=event.number))
        if not scorer.hands:
            raise RuleError(message(N_("there is no hand {number} to fix: no hand is recorded "
                                       "yet"), number=event.number))
        if not 1 <= event.number <= len(scorer.hands):
            raise RuleError(message(
                N_("there is no hand {number} to fix: hands 1 to {last} are recorded"),
                number=event.number, last=len(scorer.hands)))

    def _check_claims(self, number: int, compared: tuple[Slate, Slate],
                      entries: Sequence[Entry]) -> None:
        """A fix of hand `number` that would put a later claim into another game breaks
        it: refused, naming the claim (RULES.md §10.9)."""
        from jass_slate.games.schieber.scoring.changes import moved_claim
        from jass_slate.games.schieber.scoring.resolve import claim_index

        moved = moved_claim(*compared, number)
        if moved is not None:
            problem = RuleError(message(
                N_("the claim in hand {hand} was made in the game that began in hand {was}; "
                   "it would count in a game that begins in hand {now}"),
                hand=moved.hand, was=moved.was, now=moved.now))
            raise self._blame(EventError(claim_index(entries, moved.hand), problem),
                              len(entries) - 1)

    @staticmethod
    def _blame(error: EventError, new_index: int) -> RuleError:
        index = event_index(error)
        if index == new_index:
            return RuleError(error.message)
        return RuleError(message(N_("that would break event {number} recorded later: "
                                    "{problem}"), number=index + 1, problem=error.message))


def load(path: Path, change: Undo | int | None = None, writing: bool = False) -> Session:
    """Read and replay a session file; anything wrong raises SessionFileError. With a
    `change` to come (`Undo()`, or the number of the hand a fix replaces), the slate up to
    where it changes the order is kept too (`Session.kept`). For `writing`, a file with a
    problem `check` finds is refused too (`refuse_unsound`). A read without a snapshot to
    resume from writes one where it safely can (file/healing.py); one that met a write of
    the file's end half-way reads again once it is done (file/settled.py)."""
    data = read_bytes(path)
    with collector_paused():  # a write holds the lock: no other write is half-way
        data, session = settled(path, data, lambda got: _loaded(path, got, change, writing),
                                again=not writing)
    session.path, session.original = path, data
    return session


def _loaded(path: Path, data: bytes, change: Undo | int | None, writing: bool) -> Session:
    session = resume(path, data)
    if session is None:
        session = parse_session(str(path), data, change, writing=writing)
        if not writing and session.course is not None:  # a write keeps its own
            from jass_slate.games.schieber.file.fresh_snapshot import heal

            heal(path, data, session.entries, session.scorer, session.course)
    return session


def resume(path: Path, data: bytes) -> Session | None:
    """The session resumed from its checked snapshot, if one covers these bytes."""
    if len(data) < shared.SNAPSHOT_FROM:
        return None
    from jass_slate.games.schieber.file import snapshot

    def whole() -> tuple[list[Entry] | LazySequence[Entry], Slate]:
        session = parse_session(str(path), data, course=False)
        return session.entries, session.scorer

    if (found := snapshot.resume(path, data, snapshot.Whole(whole))) is None:
        return None
    head = found.head
    return Session(path, head.rules, head.teams, head.created, found.entries, found.scorer,
                   data, head.game, head.format, course=found.course, body=found.body,
                   read=len(found.entries), hashed=found.hashed, tournament=head.tournament)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Reading a season makes ~100,000 objects and no cycles among them: the cyclic
    garbage collector would only walk them again and again (~15% of the load)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def parse_session(name: str, data: bytes, change: Undo | int | None = None,
                  course: bool = True, writing: bool = False) -> Session:
    """The session a file's bytes hold, replayed (with its course, for the snapshot a
    write keeps); anything wrong raises SessionFileError, and for `writing` what else
    `check` finds too."""
    from jass_slate.games.schieber.scoring.slate import replay_keeping

    course = course and len(data) >= shared.SNAPSHOT_FROM  # a shorter file keeps no snapshot
    doc, lines = read_document(name, data)
    session = session_from(name, doc, lines)
    doc.pop("record", None)  # the event lines are entries now; replay needs their memory
    try:
        position = None if change is None else change_position(session.entries, change)
        if position is None and course:
            from jass_slate.games.schieber.scoring.course import replay_course

            scorer, session.course = replay_course(session.rules, session.teams,
                                                   session.entries)
        elif position is None:
            scorer = replay(session.rules, session.teams, session.entries)
        else:
            scorer, kept = replay_keeping(session.rules, session.teams, session.entries,
                                          position)
            if kept is not None and change is not None:
                session.kept = Kept(change, position, kept)
    except EventError as error:
        index = event_index(error)
        raise SessionFileError(name, event_problem(index, error),
                               event_line(lines, index) or end_line(lines)) from None
    session.replayed = scorer  # a fix of the open hand replays too: a write looks for it
    if writing:  # before the summary: `check` names this cause, not the totals it moved
        refuse_unsound(name, session, lines)
    check_summary(name, doc, lines, summary(scorer), bool(session.entries))
    return session


def refuse_unsound(name: str, session: Session, lines: Sequence[str]) -> None:
    """A file `check` refuses is not written to: what `check` finds that a replay does not
    (a `fix` of a hand still open, which only a hand edit writes) refuses the write with
    its line, as a broken event does. A file resumed from its snapshot is not looked at:
    the snapshot covers only bytes a write wrote after this look."""
    from jass_slate.games.schieber.scoring.fixes import open_hand_fix, open_hand_fixes

    for index in open_hand_fixes(session.rules, session.teams, session.entries):
        problem = open_hand_fix(session.entries[index])
        raise SessionFileError(name, event_problem(index, problem), event_line(lines, index))


def session_from(name: str, doc: dict[str, Any], lines: Sequence[str]) -> Session:
    """The session the document holds, not yet replayed."""
    head, problems = read_head(name, doc, lines)
    if head is None:
        raise problems[0]
    return session_of(Path(name), head, entries_from(name, doc.get("record"), lines))


def session_of(path: Path, head: Head, entries: list[Entry]) -> Session:
    """A session of the head's rules and teams with these entries."""
    return Session(path, head.rules, head.teams, head.created, entries, game=head.game,
                   format=head.format, tournament=head.tournament)


def render_session(session: Session) -> str:
    """The whole file: header, teams, rules, one line per event, and a checked summary."""
    return f"{render_head(session)}{event_lines(session.entries)}{render_tail(session)}"


def render_head(session: Session) -> str:
    """The file up to its first event line: header, format, teams, rules, `[record]`."""
    import tomli_w  # only commands that write need it

    teams: dict[str, Any] = {"names": list(session.teams.names)}
    if session.teams.seats is not None:
        teams["seats"] = list(session.teams.seats)
    if session.teams.first_forehand is not None:
        teams["first_forehand"] = session.teams.first_forehand
    said: dict[str, Any] = {"format": session.format}
    if session.format not in READ_AS_IS:  # format 1 says no game: it holds Schieber
        said["game"] = session.game
    head = tomli_w.dumps({**said, "written_by": WRITTEN_BY, "created": session.created,
                          "teams": teams, "rules": rules_to_mapping(session.rules),
                          **part_tables(session.tournament)})
    return f"{HEADER}{head}\n[record]\nevents = [\n"


def event_lines(entries: Sequence[Entry]) -> str:
    """The record's event lines, one a line, as the file holds them."""
    return "".join(f"  {toml_string(format_entry(e))},\n" for e in entries)


def render_tail(session: Session) -> str:
    """The file after its last event line: the end of the record and the summary."""
    import tomli_w

    figures = summary(session.scorer) if session.entries \
        else EMPTY_SUMMARY  # nothing recorded: `new` replays nothing, and writes the score
    return f"]\n\n{tomli_w.dumps({'summary': figures})}"


def save(session: Session) -> None:
    """Write the session back over the file it was read from (refused if it changed), then
    its snapshot. The head and the event lines jass-slate wrote before are kept byte for
    byte; only the new lines and the summary are rendered."""
    from jass_slate.file.append import write_session
    from jass_slate.file.byte_parts import Parts, views
    from jass_slate.file.disk import encode  # the write path

    path = session.path
    kept = session.body if only_added(session.entries[session.read:]) else None  # in place
    if session.body is not None and session.original is not None:
        added = encode(path, event_lines(session.entries[session.read:]))
        body = session.body + len(added)
        data = Parts((*views(session.original, 0, session.body), added,
                      encode(path, render_tail(session))))
    else:
        start = encode(path, render_head(session) + event_lines(session.entries))
        body = len(start)
        data = Parts((start, encode(path, render_tail(session))))
    write_session(path, data, session.original, kept)
    if session.course is not None and body >= shared.SNAPSHOT_FROM:
        from jass_slate.games.schieber.file import snapshot

        snapshot.keep(path, snapshot.Written(data, body, len(session.entries),
                                             session.scorer, session.course, session.hashed))
    session.original, session.body, session.read, session.hashed = (
        data, body, len(session.entries), None)


@contextlib.contextmanager
def editing(path: Path, change: Undo | int | None = None) -> Iterator[Session]:
    """Read, change and write a session under its lock; a refusal writes nothing."""
    from jass_slate.file.lock import locked

    if not os.path.lexists(path):
        load(path)  # says there is no session file, without leaving a lock file behind
    with locked(path):
        yield load(path, change, writing=True)


def create(path: Path, rules: Rules, teams: Teams, force: bool,
           tournament: TournamentPart | None = None) -> Session:
    """Write a new, empty session (a tournament's table where `tournament` says it); an
    existing file is only replaced with `force`."""
    from jass_slate.file.lock import write_new

    session = Session(path, rules, teams, now(), tournament=tournament)
    write_new(path, render_session(session), force)
    return session

