"""The board's session file: its event lines read back to the events they were written
from, any names and numbers too, its head is checked, `check` finds a broken line with its
place, and `migrate` writes it back as it is."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import InputError, SessionFileError
from jass_slate.core.notation import fold
from jass_slate.file.game_file import load_game
from jass_slate.file.game_write import upgraded_game
from jass_slate.games import find_game
from jass_slate.games.board.file.game_file import BOARD
from jass_slate.games.board.scoring.events import Hand, Refix
from tests.cli_tools import ok, run

EVENTS: list[object] = [
    Hand((("Anna", 10), ("Beat", -20), ("Cla", None))),
    Hand((("Anna Maria", 0), ("Beat", 1_000_000))),
    Refix(3, Hand((("Anna", -1), ("Beat", 3)))),
]


@pytest.mark.parametrize("event", EVENTS)
def test_every_event_line_reads_back(event: object) -> None:
    assert BOARD.read_event(BOARD.event_text(event)) == event


def test_the_lines_are_readable() -> None:
    assert BOARD.event_text(EVENTS[0]) == "hand Anna=10, Beat=-20, Cla=x"
    assert BOARD.event_text(EVENTS[2]) == "fix 3 Anna=-1, Beat=3"


@pytest.mark.parametrize("text", ["hand", "hand Anna", "hand Anna=1.5", "hand Anna=ten",
                                  "fix x Anna=1", "fix 3", "dance Anna=3", "hand =3"])
def test_a_line_that_does_not_read_is_refused(text: str) -> None:
    with pytest.raises(InputError):
        BOARD.read_event(text)


def test_registered() -> None:
    assert find_game(BOARD.name).name == "board"


NAMES = st.text(st.characters(exclude_categories=["Cs"], exclude_characters=",=;"),
                min_size=1, max_size=12).filter(
    lambda n: n.strip() == n and n and not n.isdigit() and n.lower() != "x")


@given(st.lists(NAMES, min_size=2, max_size=8, unique_by=fold),
       st.lists(st.integers(-1_000_000, 1_000_000) | st.none(), min_size=8, max_size=8))
def test_any_names_and_numbers_read_back(names: list[str], numbers: list[int | None]
                                         ) -> None:
    event = Hand(tuple(zip(names, numbers, strict=False)))
    assert BOARD.read_event(BOARD.event_text(event)) == event


def test_a_session_round_trip_check_and_migrate(session_file: Path) -> None:
    ok("new", "--game", "board", "--players", "Anna,Beat", "--target", "50")
    ok("hand", "Anna=30", "Beat=-5")
    ok("fix", "1", "Anna=31", "Beat=-5")
    session = load_game(session_file, BOARD)
    assert session.board.totals == (31, -5) and session.setup.rules.target == 50
    data = session_file.read_bytes()
    assert upgraded_game(session_file, data, BOARD) == data.decode("utf-8")
    assert "sound" in ok("check")


def test_a_broken_line_is_told_with_its_place(session_file: Path) -> None:
    ok("new", "--game", "board", "--players", "Anna,Beat,Cla", "--rules", "schlaeger")
    ok("hand", "Anna=1", "Beat=2", "Cla=0")
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text.replace("Beat=2, Cla=0", "Beat=7, Cla=0"), encoding="utf-8")
    result = run("check")
    assert result.exit_code == 3
    line = text.splitlines().index(next(x for x in text.splitlines() if "Beat=2" in x)) + 1
    assert f":{line}:" in result.stderr and "-1 to 3" in result.stderr
    session_file.write_text(text.replace('names = [\n    "Anna",\n', 'names = [\n'),
                            encoding="utf-8")
    with pytest.raises(SessionFileError, match="3 to 4 players; 2 were given"):
        load_game(session_file, BOARD)
    session_file.write_text(text.replace('preset = "schlaeger"', 'preset = "jass"'),
                            encoding="utf-8")
    assert run("show").exit_code == 3
