"""`check` of a session file of any game: every problem with its place, in one pass. The
file is read and its game told here; the game a file holds finds its own problems."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import Message, SessionFileError, message
from jass_slate.file.document import read_bytes, read_document
from jass_slate.file.game_file import read_game
from jass_slate.file.head import head_document
from jass_slate.language.i18n import N_


class Problems(list["Problem"]):
    """A session file's problems (empty: it is sound), what `check` found of the snapshot
    beside it (a game that keeps one), and what it notes of a sound file."""

    snapshot: str = "none"

    def __init__(self) -> None:
        super().__init__()
        self.notes: list[Problem] = []


class Problem(str):
    """One problem as `check` tells it: its text in the language in use, its `line` (0: none)
    and its `message`, to be said in English too."""

    message: Message
    line: int

    def __new__(cls, told: Message, line: int) -> Problem:
        problem = super().__new__(cls, told.text())
        problem.message = told
        problem.line = line
        return problem

    def english(self) -> str:
        """The problem in English, whatever the language in use (the JSON's words)."""
        return self.message.english()


# A game's own check: the problems of its file, read (`data`, its document and lines),
# adding to `found` what it notes of a sound file.
GameCheck = Callable[[Path, bytes, dict[str, Any], Sequence[str], Problems], list[Problem]]


def check_file(path: Path, check_of: Callable[[str], GameCheck]) -> Problems:
    """The problems of a session file (none: it is sound), found by the check of the game
    it holds (`check_of`, by the game's name); a file whose game cannot be told has the
    problem that says so."""
    try:
        data = read_bytes(path)
    except SessionFileError as error:
        return _one(error)
    found = _checked(path, data, check_of)
    if found:  # a write of the file's end half-way? read again once it is done
        from jass_slate.file.settled import read_again

        again = read_again(path, data)
        if again is not None:
            found = _checked(path, again, check_of)
    return found


# A game's one pass (issue 30): whether a file laid out as jass-slate writes it is sound,
# told from its bytes and its head read (the document and lines before `[record]`),
# adding to `found` what it notes; False: the file is checked as read whole.
SoundCheck = Callable[[Path, bytes, dict[str, Any], Sequence[str], Problems], bool]


@dataclass(frozen=True)
class OnePass:
    """A game's check (`problems`) with its one pass (`sound`): a sound season is told
    without its whole document and every entry and hand in memory; anything else, as
    `problems` says it."""

    problems: GameCheck
    sound: SoundCheck

    def __call__(self, path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
                 found: Problems) -> list[Problem]:
        return self.problems(path, data, doc, lines, found)


def _checked(path: Path, data: bytes, check_of: Callable[[str], GameCheck]) -> Problems:
    sound = _sound(path, data, check_of)
    return sound if sound is not None else _read_whole(path, data, check_of)


def _sound(path: Path, data: bytes, check_of: Callable[[str], GameCheck]) -> Problems | None:
    """A sound file's (empty) problems, told by its game's one pass; None where the game
    has none, the head does not read or the pass does not find it sound."""
    try:
        read = head_document(str(path), data)
        if read is None:
            return None
        doc, lines = read
        check = check_of(read_game(str(path), doc, lines))
    except SessionFileError:
        return None
    found = Problems()
    return found if isinstance(check, OnePass) and check.sound(path, data, doc, lines, found) \
        else None


def _read_whole(path: Path, data: bytes, check_of: Callable[[str], GameCheck]) -> Problems:
    name = str(path)
    try:
        doc, lines = read_document(name, data)
        game = read_game(name, doc, lines)
    except SessionFileError as error:
        return _one(error)
    found = Problems()
    found.extend(check_of(game)(path, data, doc, lines, found))
    return found


def _one(error: SessionFileError) -> Problems:
    found = Problems()
    found.append(Problem(error.message, error.line or 0))
    return found


def told(path: Path, said: str, found: Problems) -> SessionFileError | None:
    """What `check` says of the snapshot beside a sound file, in `said` state: the note of
    another user's (the file is sound; its writes keep no snapshot), and the problem of
    one that covers the file and holds another slate (the commands would show it)."""
    from jass_slate.file.snapshot import beside, foreign

    found.snapshot = said
    note = foreign(path)
    if note is not None:
        found.notes.append(Problem(note, 0))
    if said != "disagrees":
        return None
    return SessionFileError(str(path), message(N_(
        "its snapshot {snapshot} covers the file but holds another slate than the "
        "record replays to: delete it (the next write makes a new one)"),
        snapshot=beside(path)))
