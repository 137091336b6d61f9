"""The session file of a game that says what its file holds (its `GameFile`): one home for
reading, replaying, checking and writing such files, with the guarantees of every
session file (atomic, durable, locked, checked).

Such a file has the same shape as every session file: the header, `format`, `game`,
`written_by` and `created`, the game's own head tables (its `GameFile` reads and writes them),
`[record] events` with one time-stamped line per event, and a `[summary]` checked
against the replay. Writes go through `disk.write_atomic` under `lock.locked`;
`undo` is the same event line in every game and takes back the last event that stands.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from jass_slate.core.errors import InputError, RuleError, SessionFileError, message
from jass_slate.core.undo import NOTHING_TO_UNDO, EventError, Undo
from jass_slate.file.disk import write_atomic
from jass_slate.file.document import end_line, read_bytes, read_document
from jass_slate.file.head import (
    FORMAT,
    HEADER,
    WRITTEN_BY,
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
    toml_string,
)
from jass_slate.file.lock import locked, write_new
from jass_slate.file.tournament_part import TournamentPart, part_tables, read_part
from jass_slate.language.i18n import N_

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
    entries: list[GameEntry]
    board: B
    original: bytes | None = None  # the bytes read, to notice edits from outside
    format: int = FORMAT
    undone: list[object] = field(default_factory=list)  # what this command's undos took back
    tournament: TournamentPart | None = None  # its place in a tournament, kept as read

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


def load_game(path: Path, game_file: GameFile[S, B]) -> GameSession[S, B]:
    """Read and replay a session file of `game_file`; anything wrong raises SessionFileError."""
    data = read_bytes(path)
    session = parse_game(str(path), data, game_file)
    session.path = path
    session.original = data
    return session


def render_game(session: GameSession[Any, Any]) -> str:
    """The whole file: header, head, one line per event, and a checked summary."""
    import tomli_w  # only commands that write need it

    game_file = session.game_file
    head = tomli_w.dumps({"format": session.format, "game": game_file.name,
                          "written_by": WRITTEN_BY, "created": session.created,
                          **game_file.setup_tables(session.setup),
                          **part_tables(session.tournament)})
    events = "".join(f"  {toml_string(entry_text(game_file, e))},\n" for e in session.entries)
    tail = tomli_w.dumps({"summary": game_file.summary(session.board)})
    return f"{HEADER}{head}\n[record]\nevents = [\n{events}]\n\n{tail}"


def save_game(session: GameSession[Any, Any]) -> None:
    """Write the session back over the file it was read from (refused if it changed)."""
    write_atomic(session.path, render_game(session), session.original)


@contextlib.contextmanager
def editing_game(path: Path, game_file: GameFile[S, B]) -> Iterator[GameSession[S, B]]:
    """Read and change a session under its lock; the caller saves, a refusal writes
    nothing."""
    if not os.path.lexists(path):
        load_game(path, game_file)  # says there is no session file, leaving no lock file
    with locked(path):
        yield load_game(path, game_file)


def create_game(path: Path, game_file: GameFile[S, B], setup: S, force: bool,
                tournament: TournamentPart | None = None) -> GameSession[S, B]:
    """Write a new, empty session of `game_file` (a table of a tournament where `tournament`
    says it); an existing file is only replaced with `force`."""
    session = GameSession(path, game_file, setup, now(), [], game_file.start(setup),
                          tournament=tournament)
    write_new(path, render_game(session), force)
    return session


def take_back(path: Path, game_file: GameFile[S, B]) -> tuple[GameSession[S, B], object]:
    """`undo`: take back the last event that stands and write the file (the record keeps
    the undo); the session after it, and what it took back. Nothing to undo is refused."""
    with editing_game(path, game_file) as session:
        session.record(Undo())
        save_game(session)
    return session, session.undone[-1]


def upgraded_game(path: Path, data: bytes, game_file: GameFile[Any, Any]) -> str:
    """`migrate`: a file read from its document brought to this format, and written as the
    game writes it now."""
    return render_game(parse_game(str(path), data, game_file))
