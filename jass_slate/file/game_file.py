"""The session file of a game that says what its file holds (its `GameFile`): one home for
reading, replaying and checking such files (file/game_write.py writes them), with the
guarantees of every session file (atomic, durable, locked, checked).

Such a file has the same shape as every session file: the header, `format`, `game`,
`written_by` and `created`, the game's own head tables (its `GameFile` reads and writes them),
`[record] events` with one time-stamped line per event, and a `[summary]` checked
against the replay. Writing it is file/game_write.py's (through `append.write_session`
under `lock.locked`); `undo` is the same event line in every game and takes back the last
event that stands.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from jass_slate.core.errors import InputError, RuleError, SessionFileError, message
from jass_slate.core.lazy_sequence import LazySequence
from jass_slate.core.undo import NOTHING_TO_UNDO, EventError, Undo
from jass_slate.file.document import end_line, read_bytes, read_document
from jass_slate.file.head import (
    FORMAT,
    check_format,
    check_game,
    check_summary,
    game_name,
)
from jass_slate.file.line_words import now, stamped
from jass_slate.file.lines import (
    NOT_A_LINE,
    event_line,
    event_problem,
    record_events,
)
from jass_slate.file.lock import locked
from jass_slate.file.settled import settled
from jass_slate.file.tournament_part import TournamentPart, read_part
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.file.byte_parts import Parts
    from jass_slate.file.snapshot import Hashed

S = TypeVar("S")  # what a game's head holds: its teams or players and its rules
B = TypeVar("B")  # the game's board, replayed from the record

UNDO = "undo"  # the event line of an undo, in every game


class GameFile(Protocol[S, B]):
    """What a game says about its session file."""

    @property
    def name(self) -> str:
        """The file's `game` key: the game's name in the registry."""

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> S:
        """The game's head from the document; what is wrong raises SessionFileError with
        its line (file/document.py: key_line, table_line)."""

    def setup_tables(self, setup: S) -> dict[str, Any]:
        """The head's tables, as written after `created` (TOML values)."""

    def read_event(self, text: str) -> object:
        """The event of a line's text after its time stamp (never `undo`); a line that
        does not read raises InputError."""

    def event_text(self, event: object) -> str:
        """The line's text of an event, which `read_event` reads back to an equal one."""

    def start(self, setup: S) -> B:
        """The board before the first event."""

    def apply(self, setup: S, board: B, event: object) -> B:
        """The board after one more event that stands (never an undo: `standing` takes
        those out); it may change `board` itself. An event that breaks the rules raises
        RuleError, and `board` may then be half changed (the session replays it)."""

    def summary(self, board: B) -> dict[str, Any]:
        """The figures written at the end of the file for human eyes (checked on load)."""


@dataclass(frozen=True)
class GameEntry:
    """One event of the record and when it was entered."""

    at: str
    event: object


def standing(entries: Sequence[GameEntry]) -> list[tuple[int, object]]:
    """The events that stand, each with its index: each undo takes back the last one that
    stood (a fix too); an undo with nothing before it breaks the record."""
    kept: list[tuple[int, object]] = []
    for index, entry in enumerate(entries):
        if isinstance(entry.event, Undo):
            if not kept:
                raise EventError(index, RuleError(message(NOTHING_TO_UNDO)))
            kept.pop()
        else:
            kept.append((index, entry.event))
    return kept


def replay_game(game_file: GameFile[S, B], setup: S, entries: Sequence[GameEntry]) -> B:
    """The board the record replays to: each event that stands applied in turn; a broken
    event raises EventError with its index in the record."""
    board = game_file.start(setup)
    for index, event in standing(entries):
        try:
            board = game_file.apply(setup, board, event)
        except RuleError as error:
            raise EventError(index, error) from None
    return board


@dataclass
class GameSession(Generic[S, B]):
    """A session file of another game: its head, its record and the board replayed."""

    path: Path
    game_file: GameFile[S, B]
    setup: S
    created: str
    entries: list[GameEntry] | LazySequence[GameEntry]  # lazy: resumed from its snapshot
    board: B
    original: bytes | Parts | None = None  # the bytes read (or written), to notice edits
    format: int = FORMAT
    undone: list[object] = field(default_factory=list)  # what this command's undos took back
    tournament: TournamentPart | None = None  # its place in a tournament, kept as read
    body: int | None = None  # where `original`'s event lines end, when resumed: kept as is
    read: int = 0  # how many entries `original` holds, when `body` is known
    hashed: Hashed | None = None  # the bytes of `original` its snapshot covers, hashed

    def last_standing(self) -> object | None:
        """The event an undo would take back now (None: nothing stands)."""
        events = standing(self.entries)
        return events[-1][1] if events else None

    def record(self, event: object) -> GameEntry:
        """Add an event: one more is applied to the board read, an undo replays what stands
        without the last; a refusal changes nothing."""
        entry = GameEntry(now(), event)
        if isinstance(event, Undo):
            self._undo(entry)
        else:
            self._apply(event)
            self.entries.append(entry)
        return entry

    def _undo(self, entry: GameEntry) -> None:
        """Take back the last event that stands. What stood before it replayed once, so it
        replays again: an undo breaks nothing."""
        last = self.last_standing()
        if last is None:
            raise RuleError(message(NOTHING_TO_UNDO))
        entries = [*self.entries, entry]
        self.board = replay_game(self.game_file, self.setup, entries)
        self.entries = entries
        self.undone.append(last)

    def _apply(self, event: object) -> None:
        """The board with one more event; a refusal puts back the board the record
        replays to (the game's file may have changed it half-way) and is raised."""
        try:
            self.board = self.game_file.apply(self.setup, self.board, event)
        except RuleError:
            self.board = replay_game(self.game_file, self.setup, self.entries)
            raise


def entry_text(game_file: GameFile[Any, Any], entry: GameEntry) -> str:
    """The event line of an entry: its time stamp and the event's text."""
    text = UNDO if isinstance(entry.event, Undo) else game_file.event_text(entry.event)
    return f"{entry.at} {text}"


def read_entry(game_file: GameFile[Any, Any], line: object) -> GameEntry:
    """One event line of the record; a line that does not read raises InputError."""
    if not isinstance(line, str):
        raise InputError(message(NOT_A_LINE))
    at, text = stamped(line)
    if text.strip() == UNDO:
        return GameEntry(at, Undo())
    return GameEntry(at, game_file.read_event(text))


def game_entries(name: str, game_file: GameFile[Any, Any], doc: Mapping[str, Any],
                 lines: Sequence[str]) -> list[GameEntry]:
    """The record's entries; the first line that does not read raises SessionFileError."""
    entries = []
    for index, line in enumerate(record_events(name, doc.get("record"), lines)):
        try:
            entries.append(read_entry(game_file, line))
        except InputError as error:
            raise SessionFileError(name, event_problem(index, error),
                                   event_line(lines, index) or end_line(lines)) from None
    return entries


def read_game(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> str:
    """The game the document holds (its format checked first)."""
    document = dict(doc)
    return check_game(name, document, lines, check_format(name, document, lines))


def parse_game(name: str, data: bytes, game_file: GameFile[S, B]) -> GameSession[S, B]:
    """The session a file's bytes hold, replayed; anything wrong raises SessionFileError."""
    doc, lines = read_document(name, data)
    game = read_game(name, doc, lines)
    if game != game_file.name:
        raise RuleError(message(N_("this session holds a {game} game, not {kind}: "
                                   "`jass-slate --help` lists its commands"),
                                game=game_name(game), kind=game_name(game_file.name)))
    setup = game_file.setup_from(name, doc, lines)
    part = read_part(name, doc, lines)
    entries = game_entries(name, game_file, doc, lines)
    try:
        board = replay_game(game_file, setup, entries)
    except EventError as error:
        raise SessionFileError(name, event_problem(error.index, error),
                               event_line(lines, error.index) or end_line(lines)) from None
    check_summary(name, doc, lines, game_file.summary(board))
    return GameSession(Path(name), game_file, setup, str(doc.get("created", "")), entries, board,
                       format=int(doc["format"]), tournament=part)


def load_game(path: Path, game_file: GameFile[S, B], again: bool = True, heal: bool = True
              ) -> GameSession[S, B]:
    """Read a session file of `game_file`, resumed from the snapshot beside it where one
    covers its bytes (file/game_snapshot.py), else replayed whole; anything wrong raises
    SessionFileError. A read that met a write of the file's end half-way reads `again` once
    it is done (not a writer's, which holds the lock: file/settled.py). A read that found no
    snapshot to resume from writes a fresh one where it safely can (`heal`; a write keeps
    its own)."""
    data = read_bytes(path)
    resumed = resume_game(path, data, game_file)
    if resumed is not None:
        session = resumed
    else:
        data, session = settled(path, data,
                                lambda got: parse_game(str(path), got, game_file), again)
        if heal:
            heal_game(path, data, session)
    session.path = path
    session.original = data
    return session


def resume_game(path: Path, data: bytes, game_file: GameFile[S, B]
                ) -> GameSession[S, B] | None:
    """The session of these bytes resumed from the snapshot beside the file; None when
    there is none to trust or it does not cover them (the caller reads the file whole)."""
    from jass_slate.file.game_snapshot import found_for

    found = found_for(path, data, game_file.name)
    if found is None:
        return None
    try:
        return resumed_game(str(path), data, game_file, *found)
    except Exception:  # a snapshot a read does not resume from: the file is read whole
        return None


def resumed_game(name: str, data: bytes, game_file: GameFile[S, B], found: dict[str, Any],
                 hashed: Hashed, checked: bool = True) -> GameSession[S, B]:
    """The session resumed from a snapshot that covers these bytes: its board carried
    through the lines after it, and (`checked`) exactly the summary the file says; any
    error where a command reads the file whole."""
    from jass_slate.core.lazy_sequence import Earlier
    from jass_slate.file.game_snapshot import resumed_from

    def after(line: str) -> GameEntry:
        entry = read_entry(game_file, line)
        if isinstance(entry.event, Undo):
            raise ValueError("an undo after the snapshot")
        return entry

    def earlier() -> list[GameEntry]:
        doc, lines = read_document(name, data)
        return game_entries(name, game_file, doc, lines)

    resumed = resumed_from(name, data, found, hashed, game_file.setup_from, after)
    board: B = resumed.board
    for entry in resumed.after:
        board = game_file.apply(resumed.setup, board, entry.event)
    if checked and resumed.summary != game_file.summary(board):
        raise ValueError("the file's summary says another board")
    entries = LazySequence(resumed.after, Earlier[GameEntry](resumed.covered, earlier))
    return GameSession(Path(name), game_file, resumed.setup, resumed.created, entries, board,
                       body=resumed.body, read=len(entries), hashed=hashed)


def heal_game(path: Path, data: bytes, session: GameSession[Any, Any]) -> bool:
    """Write the snapshot of a file read whole where that is safe (file/healing.py);
    whether it was written."""
    from jass_slate.file.game_snapshot import heal

    return heal(path, data, session.game_file.name, session.board, len(session.entries),
                lambda found, hashed: resumed_game(str(path), data, session.game_file,
                                                   found, hashed).board)


@contextlib.contextmanager
def editing_game(path: Path, game_file: GameFile[S, B]) -> Iterator[GameSession[S, B]]:
    """Read and change a session under its lock; the caller saves, a refusal writes
    nothing."""
    if not os.path.lexists(path):
        load_game(path, game_file)  # says there is no session file, leaving no lock file
    with locked(path):
        yield load_game(path, game_file, again=False, heal=False)
