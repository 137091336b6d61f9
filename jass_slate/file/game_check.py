"""`check` of a session file of another game: every problem with its place, in one pass.

The head is read, every event line is read on its own, and the record is replayed; an
event the replay refuses is told and left out, and the replay goes on without it (at most
MOST_LEFT_OUT times), so one broken line does not hide the next."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from jass_slate.core.errors import InputError, Message, SessionFileError
from jass_slate.core.undo import EventError
from jass_slate.file.check import GameCheck, Problem, Problems, told
from jass_slate.file.game_file import GameEntry, GameFile, GameSession, read_entry, replay_game
from jass_slate.file.head import check_summary
from jass_slate.file.lines import event_lines, event_problem, record_events
from jass_slate.file.tournament_part import read_part

MOST_LEFT_OUT = 10
Found = tuple[Message, int]  # a problem and its line (0: none)


def game_problems(name: str, game_file: GameFile[Any, Any], doc: Mapping[str, Any],
                  lines: Sequence[str]) -> list[Found]:
    """The problems of a file of `game_file`, in line order; none: the file is sound."""
    return checked_game(name, game_file, doc, lines)[0]


def checked_game(name: str, game_file: GameFile[Any, Any], doc: Mapping[str, Any],
                 lines: Sequence[str]) -> tuple[list[Found], GameSession[Any, Any] | None]:
    """The problems of a file of `game_file`, in line order, and, when it is sound, its
    session replayed whole."""
    places = event_lines(lines)
    problems: list[Found] = []
    try:
        setup = game_file.setup_from(name, doc, lines)
    except SessionFileError as error:
        problems.append((error.message, error.line or 0))
        setup = None
    try:
        read_part(name, doc, lines)
    except SessionFileError as error:
        problems.append((error.message, error.line or 0))
    try:
        events = record_events(name, doc.get("record"), lines)
    except SessionFileError as error:
        return [*problems, (error.message, error.line or 0)], None
    entries: list[tuple[int, GameEntry]] = []
    for index, line in enumerate(events):
        try:
            entries.append((index, read_entry(game_file, line)))
        except InputError as error:
            problems.append(_at(name, index, error.message, places))
    if setup is None:
        return problems, None
    sound = not problems
    found, board = _replay_problems(name, game_file, setup, entries, places, doc, lines,
                                    sound)
    problems += found
    if problems or board is None:
        return sorted(problems, key=lambda found: found[1]), None
    return [], GameSession(Path(name), game_file, setup, str(doc.get("created", "")),
                           [entry for _, entry in entries], board)


def _replay_problems(name: str, game_file: GameFile[Any, Any], setup: object,
                     entries: list[tuple[int, GameEntry]], places: Sequence[int],
                     doc: Mapping[str, Any], lines: Sequence[str], sound: bool
                     ) -> tuple[list[Found], Any]:
    """What the replay refuses, and the board it replays to (None: it did not); the
    summary is checked when nothing else was wrong (`sound`: every line read)."""
    problems: list[Found] = []
    for _look in range(MOST_LEFT_OUT + 1):
        try:
            board = replay_game(game_file, setup, [entry for _, entry in entries])
        except EventError as error:
            index, _entry = entries.pop(error.index)
            problems.append(_at(name, index, error.message, places))
            continue
        if sound and not problems:
            try:
                check_summary(name, dict(doc), lines, game_file.summary(board))
            except SessionFileError as error:
                problems.append((error.message, error.line or 0))
        return problems, board
    return problems, None


def _at(name: str, index: int, problem: Message, places: Sequence[int]) -> Found:
    """A problem of an event, said with the file and the event's line, as a load says it."""
    line = places[index] if index < len(places) else 0
    told = SessionFileError(name, event_problem(index, problem), line or None)
    return told.message, line


def game_check(game_file: GameFile[Any, Any]) -> GameCheck:
    """`check` of a file of `game_file`, as every game's check is run (file/check.py)."""

    def problems(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
                 found: Problems) -> list[Problem]:
        found_here, session = checked_game(str(path), game_file, doc, lines)
        told_here = [Problem(said, line) for said, line in found_here]
        if session is not None:
            told_here += _snapshot(path, data, session, found)
        return told_here

    return problems


def _snapshot(path: Path, data: bytes, session: GameSession[Any, Any], found: Problems
              ) -> list[Problem]:
    """What the snapshot beside a sound file is, against the board its record replays to
    (file/check.py: told); one missing or not used is written anew, as a read writes it."""
    from jass_slate.file.game_file import heal_game, resumed_game
    from jass_slate.file.game_snapshot import state

    game_file = session.game_file
    said = state(path, data, game_file.name, session.board,
                 lambda kept, hashed: resumed_game(str(path), data, game_file, kept, hashed,
                                                   checked=False).board)
    problem = told(path, said, found)
    if said in ("none", "not used") and heal_game(path, data, session):
        found.snapshot = "written"
    return [] if problem is None else [Problem(problem.message, problem.line or 0)]
