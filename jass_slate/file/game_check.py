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
from jass_slate.file.check import GameCheck, Problem, Problems
from jass_slate.file.game_file import GameEntry, GameFile, read_entry, replay_game
from jass_slate.file.head import check_summary
from jass_slate.file.lines import event_lines, event_problem, record_events
from jass_slate.file.tournament_part import read_part

MOST_LEFT_OUT = 10
Found = tuple[Message, int]  # a problem and its line (0: none)


def game_problems(name: str, game_file: GameFile[Any, Any], doc: Mapping[str, Any],
                  lines: Sequence[str]) -> list[Found]:
    """The problems of a file of `game_file`, in line order; none: the file is sound."""
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
        return [*problems, (error.message, error.line or 0)]
    entries: list[tuple[int, GameEntry]] = []
    for index, line in enumerate(events):
        try:
            entries.append((index, read_entry(game_file, line)))
        except InputError as error:
            problems.append(_at(name, index, error.message, places))
    if setup is None:
        return problems
    problems += _replay_problems(name, game_file, setup, entries, places, doc, lines,
                                 sound=not problems)
    return sorted(problems, key=lambda found: found[1])


def _replay_problems(name: str, game_file: GameFile[Any, Any], setup: object,
                     entries: list[tuple[int, GameEntry]], places: Sequence[int],
                     doc: Mapping[str, Any], lines: Sequence[str], sound: bool
                     ) -> list[Found]:
    """What the replay refuses; the summary is checked when nothing else was wrong
    (`sound`: every line read)."""
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
        return problems
    return problems


def _at(name: str, index: int, problem: Message, places: Sequence[int]) -> Found:
    """A problem of an event, said with the file and the event's line, as a load says it."""
    line = places[index] if index < len(places) else 0
    told = SessionFileError(name, event_problem(index, problem), line or None)
    return told.message, line


def game_check(game_file: GameFile[Any, Any]) -> GameCheck:
    """`check` of a file of `game_file`, as every game's check is run (file/check.py)."""

    def problems(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
                 found: Problems) -> list[Problem]:
        found_here = game_problems(str(path), game_file, doc, lines)
        return [Problem(said, line) for said, line in found_here]

    return problems
