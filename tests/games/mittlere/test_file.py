"""A Mittlere's session file: written and read back to the same board, a bad head named
with its line, a bad event line found by `check`, and every event line reads back
whatever the players are called."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import InputError, SessionFileError
from jass_slate.core.notation import fold
from jass_slate.file.game_file import editing_game, load_game
from jass_slate.file.game_write import create_game, save_game
from jass_slate.games.mittlere.file.game_file import MITTLERE, MittlereSetup
from jass_slate.games.mittlere.scoring.events import Hand, Refix
from jass_slate.games.mittlere.scoring.rules import PRESETS
from tests.cli_tools import ok

PLAYERS = ("Anna", "Beat", "Cla")


def test_a_file_round_trip_and_a_bad_head(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    create_game(path, MITTLERE, MittlereSetup(PLAYERS, PRESETS["obenabe"]), force=False)
    with editing_game(path, MITTLERE) as session:
        session.record(Hand((("Anna", 70), ("Beat", 50), ("Cla", 37))))
        session.record(Hand((("Anna", 60), ("Beat", 60), ("Cla", 37)), (), "Beat"))
        save_game(session)
    again = load_game(path, MITTLERE)
    assert again.setup.rules == PRESETS["obenabe"]
    # 70 50 37: +1 -2 +1; 60 60 37 with Beat the middle: +1 -2 +1.
    assert again.board.totals == (2, -4, 2)
    text = path.read_text()
    assert "hand Anna=60, Beat=60, Cla=37; middle Beat" in text
    path.write_text(text.replace('no_trump = "obenabe"', 'no_trump = "often"'))
    with pytest.raises(SessionFileError) as error:
        load_game(path, MITTLERE)
    assert error.value.line is not None
    assert "no_trump" in path.read_text().splitlines()[error.value.line - 1]


def test_four_names_in_the_head_are_refused_with_their_line(tmp_path: Path) -> None:
    ok("new", "--game", "mittlere", "--players", "Anna,Beat,Cla")
    path = Path("jass.toml")
    path.write_text(path.read_text().replace('"Cla",', '"Cla",\n    "Dora",'))
    with pytest.raises(SessionFileError, match="exactly three players") as error:
        load_game(path, MITTLERE)
    assert error.value.line is not None


@pytest.mark.parametrize("line", ["hand", "hand ;middle Beat", "hand Anna=x", "fix hand void",
                                  "fix 3", "call Anna=40", "hand void; middle Anna",
                                  "hand Anna=70; stoeck Beat", "hand Anna=70; middle "])
def test_lines_that_do_not_read(line: str) -> None:
    with pytest.raises(InputError):
        MITTLERE.read_event(line)


def test_check_names_a_bad_event_line_and_its_number() -> None:
    ok("new", "--game", "mittlere", "--players", "Anna,Beat,Cla")
    ok("hand", "Anna=70", "Beat=50")
    path = Path("jass.toml")
    path.write_text(path.read_text().replace("Anna=70, Beat=50, Cla=37",
                                             "Anna=70, Beat=50, Cla=38"))
    from tests.cli_tools import run

    result = run("check")
    assert result.exit_code == 3
    number = next(i for i, line in enumerate(path.read_text().splitlines(), 1)
                  if "Cla=38" in line)
    assert f"jass.toml:{number}:" in result.stdout + result.stderr
    assert "add up to 158, not 157" in result.stdout + result.stderr


NAMES = st.text(st.characters(exclude_categories=["Cs"], exclude_characters=",=;"),
                min_size=1, max_size=12).map(str.strip).filter(
    lambda n: bool(n) and not n.isdigit())


@given(st.lists(NAMES, min_size=3, max_size=3, unique_by=fold),
       st.lists(st.integers(0, 157), min_size=3, max_size=3), st.booleans(), st.integers(1, 99))
def test_any_names_and_numbers_read_back(names: list[str], numbers: list[int], middle: bool,
                                         number: int) -> None:
    """Whatever the players are called (`new` lets them be), their lines read back."""
    said = tuple(zip(names, numbers, strict=True))
    zero = tuple(n for n, v in said if v == 0)
    for event in (Hand(said), Hand(said, zero, names[1] if middle else None),
                  Hand(void=True), Refix(number, Hand(said, zero)),
                  Refix(number, Hand(void=True))):
        assert MITTLERE.read_event(MITTLERE.event_text(event)) == event
