"""The snapshot beside the file of a game that says what its file holds (file/game_file.py),
made of the game's checkpoint: what its board is after the lines the snapshot covers, as
plain data (file/snapshot.py holds the rest: where it lies, trust, the hash, its write).

A game gives its checkpoint through the registry (games/__init__.py: `JassGame.checkpoint`,
its `file/checkpoint.py`), which says it here when imported (`keep_checkpoints`): its
VERSION, `checkpoint(board)` (plain data: core/plain.py) and `resume(setup, data)` (the
board again; ValueError for data of another shape). A game without one replays its whole
record on every command, as before.

A snapshot is used only when the game and its checkpoint's version are those it was
written with, the bytes it covers hash as it says, the head is all before `[record]` and
was written by this version in this format, every line after the covered ones reads and
none is an undo, and the board resumed and carried through those lines has exactly the
summary the file says (file/game_file.py checks that). Anything else: the file is read
and replayed whole.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from jass_slate.file import snapshot as shared
from jass_slate.file.head import FORMAT, WRITTEN_BY, head_document

if TYPE_CHECKING:
    from jass_slate.file.byte_parts import Parts
    from jass_slate.file.snapshot import Hashed

LAYOUT = 1  # the "snapshot" key of a game file's snapshot (the first game's slate keeps its own: 2)

S = TypeVar("S")
B = TypeVar("B")
E = TypeVar("E")


class Checkpointing(Protocol):
    """What a game gives to keep its board in the snapshot (its `file/checkpoint.py`)."""

    VERSION: int  # another shape of `checkpoint`'s data: another version

    def checkpoint(self, board: Any) -> Any:
        """The board as plain data (what JSON holds)."""

    def resume(self, setup: Any, data: Any) -> Any:
        """The board `checkpoint` gave `data` of, with the head's `setup`; ValueError (or
        any error) for data of another shape."""


_FOUND: list[Callable[[str], Checkpointing | None]] = []


def keep_checkpoints(find: Callable[[str], Checkpointing | None]) -> None:
    """The registry says here how a game's checkpoint is found, by the game's name."""
    _FOUND[:] = [find]


def checkpointing(game: str) -> Checkpointing | None:
    """The checkpoint of the game of that name; None: it keeps no snapshot."""
    return _FOUND[0](game) if _FOUND else None


def content(game: str, kept: Checkpointing, data: bytes | Parts, body: int, lines: int,
            board: object, hashed: Hashed | None) -> dict[str, Any]:
    """The snapshot of a file of `game` whose `data` has `lines` event lines ending at
    `body`, replaying to `board` (`hashed`: the bytes read before, hashed as they were)."""
    from jass_slate.file.snapshot import Hashed

    return {"snapshot": LAYOUT, "written_by": WRITTEN_BY, "game": game,
            "checkpoint": kept.VERSION, "lines": lines, "bytes": body,
            "blake2b": (hashed or Hashed(b"", 0)).of(data, body),
            "board": kept.checkpoint(board)}


@dataclass(frozen=True)
class Resumed(Generic[S, B, E]):
    """A game file's head, the board at the snapshot, the entries after it, where the
    event lines end, and the file's summary."""

    setup: S
    created: str
    covered: int  # how many event lines the snapshot covers
    board: B
    after: list[E]
    body: int
    summary: object
    hashed: Hashed


def found_for(path: Path, data: bytes, game: str) -> tuple[dict[str, Any], Hashed] | None:
    """The snapshot beside the file of `game` at `path`, if there is one to trust that
    covers these bytes, and their hash; None otherwise."""
    kept = checkpointing(game)
    if kept is None or len(data) < shared.SNAPSHOT_FROM:
        return None
    found = shared.read(path, LAYOUT)
    if found is None or found.get("game") != game or found.get("checkpoint") != kept.VERSION:
        return None
    hashed = shared.covers(found, data)
    return None if hashed is None else (found, hashed)


def resumed_from(name: str, data: bytes, found: dict[str, Any], hashed: Hashed,
                 setup_from: Callable[[str, Mapping[str, Any], Sequence[str]], S],
                 read_line: Callable[[str], E]) -> Resumed[S, Any, E]:
    """The head, the board at the snapshot and the entries after it (`read_line` of each
    line, raising for an undo); ValueError, or any error, where the file is read whole."""
    kept = checkpointing(str(found["game"]))
    assert kept is not None
    head = head_document(name, data)
    if head is None:
        raise ValueError("not laid out as jass-slate writes a file")
    doc, lines = head
    if doc.get("format") != FORMAT or doc.get("written_by") != WRITTEN_BY \
            or doc.get("game") != found["game"]:
        raise ValueError("a head this version did not write")
    setup = setup_from(name, doc, lines)
    covered, end = int(found["lines"]), int(found["bytes"])
    after, body, rest = shared.lines_from(data, end, 0)
    board = kept.resume(setup, found["board"])
    return Resumed(setup, str(doc.get("created", "")), covered, board,
                   [read_line(line) for line in after], body, rest.get("summary"), hashed)


# --- a read's fresh snapshot, and what `check` says of it -------------------------------

Resume = Callable[[dict[str, Any], "Hashed"], object]  # the board a snapshot resumes to


def heal(path: Path, data: bytes, game: str, board: object, lines: int, resume: Resume
         ) -> bool:
    """Write the snapshot of the file of `game` at `path`, read whole (these bytes,
    `lines` event lines, replayed to `board`), where that is safe (file/healing.py);
    whether it was written."""
    kept = checkpointing(game)
    if kept is None or len(data) < shared.SNAPSHOT_FROM:
        return False
    from jass_slate.file.healing import heal as heal_beside

    return heal_beside(path, shared.beside(path), data,
                       lambda: fresh(path, data, game, board, lines, resume))


def fresh(path: Path, data: bytes, game: str, board: object, lines: int, resume: Resume
          ) -> bytes | None:
    """The snapshot's bytes; None when the file is not laid out as jass-slate writes it,
    when a read would not resume from it to this board, or when the snapshot there
    already covers the file (one that holds another board is a problem `check` tells)."""
    import json

    kept = checkpointing(game)
    body = shared.events_end(data)
    if kept is None or body <= 0 or state(path, data, game, board, resume) not in (
            "none", "not used"):
        return None
    text = json.dumps(content(game, kept, data, body, lines, board, None),
                      separators=(",", ":"))
    found = json.loads(text)  # resumed as a read finds it
    hashed = shared.covers(found, data)
    try:
        same = hashed is not None and resume(found, hashed) == board
    except Exception:  # a snapshot no read would resume from: none
        return None
    return text.encode("utf-8") if same else None


def state(path: Path, data: bytes, game: str, board: object, resume: Resume) -> str:
    """The snapshot beside a sound file of `game` against the board the whole record
    replays to (file/snapshot.py: state)."""
    kept = checkpointing(game)
    if kept is None:
        return "none"

    def agrees(found: dict[str, Any], hashed: Hashed) -> bool:
        if found.get("game") != game or found.get("checkpoint") != kept.VERSION:
            raise ValueError("another game's, or another version of its checkpoint")
        return bool(resume(found, hashed) == board)  # a game's board compares by value

    return shared.state(path, data, LAYOUT, agrees)
