"""The session file of a game other than Schieber (file/game_file.py), with a toy game: each
event adds points to one name, `undo` takes the last one back."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.errors import InputError, RuleError, SessionFileError, message
from jass_slate.core.undo import Undo
from jass_slate.file import game_snapshot
from jass_slate.file.document import key_line
from jass_slate.file.game_check import game_problems
from jass_slate.file.game_file import editing_game, load_game
from jass_slate.file.game_write import create_game, save_game
from jass_slate.file.path import peek_game
from jass_slate.games import GameName
from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class Add:
    name: str
    points: int


@dataclass(frozen=True)
class Tally:
    names: tuple[str, ...]
    most: int  # a rule: no one may pass it


class Toy:
    name = "coiffeur"  # a game the head accepts; the toy stands in for it here

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> Tally:
        table = doc.get("tally")
        if not isinstance(table, dict) or not isinstance(table.get("most"), int):
            raise SessionFileError(name, message(N_("no [teams] table: was the file cut "
                                                    "short?")), key_line(lines, "most"))
        return Tally(tuple(table["names"]), table["most"])

    def setup_tables(self, setup: Tally) -> dict[str, Any]:
        return {"tally": {"names": list(setup.names), "most": setup.most}}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.partition(" ")
        who, _, points = rest.partition("=")
        if verb != "add" or not points.isdigit():
            raise InputError(message(N_("an event line is a time stamp and what happened")))
        return Add(who, int(points))

    def event_text(self, event: object) -> str:
        assert isinstance(event, Add)
        return f"add {event.name}={event.points}"

    def start(self, setup: Tally) -> dict[str, int]:
        return dict.fromkeys(setup.names, 0)

    def apply(self, setup: Tally, board: dict[str, int], event: object) -> dict[str, int]:
        """Changes the board in place, also when it refuses (the session puts it back)."""
        assert isinstance(event, Add)
        board[event.name] += event.points
        if board[event.name] > setup.most:
            raise RuleError(message(N_("nothing to undo")))
        return board

    def summary(self, board: dict[str, int]) -> dict[str, Any]:
        return {"totals": list(board.values())}


TOY = Toy()


@pytest.fixture(autouse=True)
def no_checkpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy stands in for a game by its name, not by its board: it keeps no snapshot
    (the game it names keeps its own board's: tests/file/test_game_snapshot.py)."""
    monkeypatch.setattr(game_snapshot, "_FOUND", [lambda name: None])


@pytest.fixture
def toy_file(tmp_path: Path) -> Path:
    path = tmp_path / "toy.toml"
    create_game(path, TOY, Tally(("Anna", "Beat"), 100), force=False)
    return path


def test_a_new_file_says_its_game_and_reads_back(toy_file: Path) -> None:
    assert peek_game(toy_file) == "coiffeur"
    session = load_game(toy_file, TOY)
    assert session.setup == Tally(("Anna", "Beat"), 100)
    assert session.board == {"Anna": 0, "Beat": 0}


def test_events_and_undo_replay_from_the_file(toy_file: Path) -> None:
    with editing_game(toy_file, TOY) as session:
        session.record(Add("Anna", 40))
        session.record(Add("Beat", 30))
        session.record(Undo())
        assert session.undone == [Add("Beat", 30)]
        save_game(session)
    again = load_game(toy_file, TOY)
    assert again.board == {"Anna": 40, "Beat": 0}
    assert "undo" in toy_file.read_text()
    assert game_problems(str(toy_file), TOY, *_doc(toy_file)) == []


def test_a_refused_event_changes_nothing(toy_file: Path) -> None:
    before = toy_file.read_bytes()
    with editing_game(toy_file, TOY) as session:
        with pytest.raises(RuleError):
            session.record(Add("Anna", 101))
        assert session.board == {"Anna": 0, "Beat": 0}  # put back after the half change
        with pytest.raises(RuleError, match="nothing to undo"):
            session.record(Undo())
        assert session.entries == []
    assert toy_file.read_bytes() == before


def test_a_broken_line_is_told_with_its_place(toy_file: Path) -> None:
    with editing_game(toy_file, TOY) as session:
        session.record(Add("Anna", 40))
        save_game(session)
    text = toy_file.read_text().replace("add Anna=40", "add Anna=4x")
    toy_file.write_text(text)
    with pytest.raises(SessionFileError) as error:
        load_game(toy_file, TOY)
    line = text.splitlines().index(next(t for t in text.splitlines() if "Anna=4x" in t)) + 1
    assert error.value.line == line
    problems = game_problems(str(toy_file), TOY, *_doc(toy_file))
    assert [place for _, place in problems] == [line]


def test_the_summary_is_checked_against_the_replay(toy_file: Path) -> None:
    with editing_game(toy_file, TOY) as session:
        session.record(Add("Anna", 40))
        save_game(session)
    toy_file.write_text(toy_file.read_text().replace("40,", "41,"))
    with pytest.raises(SessionFileError, match="summary"):
        load_game(toy_file, TOY)


def test_every_kind_writes_what_it_reads() -> None:
    for name, kind in (("coiffeur", COIFFEUR), ("differenzler", DIFFERENZLER)):
        assert kind.name == name and GameName(name)  # a game the registry keeps


def _doc(path: Path) -> tuple[dict[str, Any], list[str]]:
    from jass_slate.file.document import read_document

    return read_document(str(path), path.read_bytes())
