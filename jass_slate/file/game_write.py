"""Writing the session file of a game that says what its file holds (file/game_file.py
reads it): a new file, an event recorded, the session saved back (its end alone, in place,
where only lines were added: file/append.py; else the whole file atomically) with its
snapshot, an undo, and `migrate`'s rendering in this format.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from jass_slate.core.undo import Undo
from jass_slate.file import snapshot as shared
from jass_slate.file.game_file import (
    GameFile,
    GameSession,
    editing_game,
    entry_text,
    parse_game,
)
from jass_slate.file.head import HEADER, WRITTEN_BY
from jass_slate.file.line_words import now
from jass_slate.file.lines import toml_string
from jass_slate.file.lock import write_new
from jass_slate.file.tournament_part import TournamentPart, part_tables

if TYPE_CHECKING:
    from collections.abc import Callable

    from jass_slate.file.byte_parts import Parts

S = TypeVar("S")  # what a game's head holds: its teams or players and its rules
B = TypeVar("B")  # the game's board, replayed from the record


def render_game(session: GameSession[Any, Any]) -> str:
    """The whole file: header, head, one line per event, and a checked summary."""
    return f"{_render_head(session)}{_event_lines(session, 0)}{_render_tail(session)}"


def _render_head(session: GameSession[Any, Any]) -> str:
    import tomli_w  # only commands that write need it

    head = tomli_w.dumps({"format": session.format, "game": session.game_file.name,
                          "written_by": WRITTEN_BY, "created": session.created,
                          **session.game_file.setup_tables(session.setup),
                          **part_tables(session.tournament)})
    return f"{HEADER}{head}\n[record]\nevents = [\n"


def _event_lines(session: GameSession[Any, Any], start: int) -> str:
    game_file = session.game_file
    return "".join(f"  {toml_string(entry_text(game_file, session.entries[index]))},\n"
                   for index in range(start, len(session.entries)))


def _render_tail(session: GameSession[Any, Any]) -> str:
    import tomli_w

    return f"]\n\n{tomli_w.dumps({'summary': session.game_file.summary(session.board)})}"


def save_game(session: GameSession[Any, Any]) -> None:
    """Write the session back over the file it was read from (refused if it changed), then
    its snapshot. A session resumed from its snapshot keeps the head and the event lines
    it read byte for byte; only the new lines and the summary are rendered. Where lines
    were only added, the file's end alone is written, in place (file/append.py)."""
    from jass_slate.file.append import write_session
    from jass_slate.file.byte_parts import Parts, views
    from jass_slate.file.disk import encode

    path = session.path
    if session.body is not None and session.original is not None:
        added = encode(path, _event_lines(session, session.read))
        body = session.body + len(added)
        data = Parts((*views(session.original, 0, session.body), added,
                      encode(path, _render_tail(session))))
    else:
        start = encode(path, _render_head(session) + _event_lines(session, 0))
        body = len(start)
        data = Parts((start, encode(path, _render_tail(session))))
    write_session(path, data, session.original, _lines_end(session, data))
    from jass_slate.file.game_snapshot import checkpointing, content

    kept = checkpointing(session.game_file.name)
    if kept is not None and body >= shared.SNAPSHOT_FROM:
        name, lines, board, hashed = (session.game_file.name, len(session.entries),
                                      session.board, session.hashed)
        shared.keep(path, lambda: content(name, kept, data, body, lines, board, hashed))
    session.original, session.body, session.read, session.hashed = (
        data, body, len(session.entries), None)


def _lines_end(session: GameSession[Any, Any], data: bytes | Parts) -> int | None:
    """Where the event lines of the bytes read end, when the bytes to write only add lines
    there (no undo among this command's events); None: the whole file is written anew."""
    from jass_slate.file.byte_parts import views

    original = session.original
    if original is None or session.undone:
        return None
    if session.body is not None:
        return session.body
    read = original if isinstance(original, bytes) else b"".join(views(original))
    end = read.find(RECORD_END) + 1
    return end if end and b"".join(views(data, 0, end)) == read[:end] else None


RECORD_END = b"\n]\n\n[summary]\n"  # where the record closes, in a file jass-slate wrote



def create_game(path: Path, game_file: GameFile[S, B], setup: S, force: bool,
                tournament: TournamentPart | None = None) -> GameSession[S, B]:
    """Write a new, empty session of `game_file` (a table of a tournament where `tournament`
    says it); an existing file is only replaced with `force`."""
    session = GameSession(path, game_file, setup, now(), [], game_file.start(setup),
                          tournament=tournament)
    write_new(path, render_game(session), force)
    return session


def record_game(path: Path, game_file: GameFile[S, B],
                make: Callable[[GameSession[S, B]], object]) -> tuple[GameSession[S, B], object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing. The session after it, and the event."""
    with editing_game(path, game_file) as session:
        event = make(session)
        session.record(event)
        save_game(session)
    return session, event


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
