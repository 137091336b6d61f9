"""The question loop every board game's `play` shares (table/asking.py): quit and the end
of the input stop it, show and help ask the same question again, a refused answer is said
and the hand asked anew, a secret question is read without echo, and, once a hand that is
written whole is started, undo asks it again from its first question without taking back
a hand that stands. The hands here are two numbers summed on a list, so each case says
exactly which answers were written."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, cast

import pytest

from jass_slate.core.errors import JassError, Message
from jass_slate.file.game_file import GameFile
from jass_slate.table.asking import AskingTable


def whole(said: str) -> int:
    if not said.lstrip("-").isdigit():
        raise JassError(Message("not a number: {value}", {"value": said}))
    return int(said)


@dataclass
class SumTable(AskingTable[list[int]]):
    """Two questions a hand (the second one secret); the hand's sum is written. Three
    hands make a game."""

    game_file: ClassVar[GameFile[Any, Any]] = cast("GameFile[Any, Any]", object())
    written: list[int] = field(default_factory=list)
    started_undo: bool = True

    def board(self) -> list[int]:
        return list(self.written)

    def intro(self) -> str:
        return "intro"

    def help_line(self) -> str:
        return "help"

    def over(self, board: list[int]) -> bool:
        return len(board) == 3

    def lead(self, board: list[int]) -> str:
        return f"lead {sum(board)}"

    def undone(self, board: list[int], event: object) -> str:
        return f"undone {event}"

    def hand(self, board: list[int]) -> None:
        first = self.checked(lambda: whole(self.answer(f"hand {len(board) + 1} first? ")))
        said = self.answer("second? ", secret=True, started=self.started_undo)
        second = self.checked(lambda: whole(said))
        self.written.append(first + second)


def evening(answers: list[str], started_undo: bool = True
            ) -> tuple[SumTable, list[str], list[str]]:
    """The table after `answers`; the prompts asked aloud and hidden, then what was said."""
    lines: list[str] = []
    asked: Iterator[str] = iter(answers)

    def ask(prompt: str) -> str:
        lines.append(f"ask {prompt}")
        return next(asked)  # the end of the answers is the end of the input

    def ask_secret(prompt: str) -> str:
        lines.append(f"secret {prompt}")
        return next(asked)

    def read(prompt: str) -> str:
        try:
            return ask(prompt)
        except StopIteration:
            raise EOFError from None

    def read_secret(prompt: str) -> str:
        try:
            return ask_secret(prompt)
        except StopIteration:
            raise EOFError from None

    said: list[str] = []
    table = SumTable(Path("unused.toml"), read, said.append,
                     lambda board: said.append(f"show {board}"), read_secret,
                     started_undo=started_undo)
    table.run()
    return table, lines, said


def test_a_whole_game_is_asked_and_its_lead_said() -> None:
    table, lines, said = evening(["1", "2", "3", "4", "5", "6"])
    assert table.written == [3, 7, 11]
    assert said == ["intro", "lead 21"]
    assert lines[:2] == ["ask hand 1 first? ", "secret second? "]


def test_undo_once_a_hand_is_started_asks_it_again_and_takes_nothing_back() -> None:
    table, lines, said = evening(["1", "2", "10", "undo", "20", "30", "5", "6"])
    # hand 1: 1 + 2; hand 2's 10 is dropped by the undo, asked again: 20 + 30; hand 3: 11.
    assert table.written == [3, 50, 11]
    assert "This hand is asked again from its first player." in said
    assert lines[2:5] == ["ask hand 2 first? ", "secret second? ", "ask hand 2 first? "]


def test_undo_not_started_takes_back_the_last_written_event(monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    taken: list[tuple[Path, object]] = []

    def take_back(path: Path, game_file: object) -> tuple[object, str]:
        taken.append((path, game_file))
        raise JassError(Message("nothing to undo"))

    monkeypatch.setattr("jass_slate.table.asking.take_back", take_back)
    table, _lines, said = evening(["1", "undo", "1", "2"], started_undo=False)
    assert taken == [(Path("unused.toml"), SumTable.game_file)]
    assert "nothing to undo" in said
    assert "This hand is asked again from its first player." not in said
    assert table.written == [3]  # the end of the input stops after one hand


def test_a_refused_answer_is_said_and_the_hand_asked_anew() -> None:
    table, lines, said = evening(["1", "two", "4", "5", "show", "help", "1", "1", "quit"])
    assert "not a number: two" in said
    assert table.written == [9, 2]  # hand 1 asked anew from its first question
    assert "show [9]" in said and "help" in said
    assert said[-1] == "Stopped. lead 11"
    assert lines.count("ask hand 1 first? ") == 2


@pytest.mark.parametrize("stop", ["quit", "q", "QUIT", "Beenden"])
def test_quit_in_any_form_and_the_end_of_the_input_stop(stop: str) -> None:
    table, _lines, said = evening(["1", stop, "7"])
    assert table.written == [] and said[-1] == "Stopped. lead 0"
    _table, _lines, said = evening(["1"])
    assert said[-1] == "Stopped. lead 0"
