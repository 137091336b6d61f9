"""The Molotow session file: its event lines read back to the events they were written
from, its head is checked, and a broken line is told with its place."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, SessionFileError
from jass_slate.core.notation import fold
from jass_slate.file.game_file import editing_game, load_game
from jass_slate.file.game_write import create_game, save_game
from jass_slate.games import find_game
from jass_slate.games.molotow.file.game_file import MOLOTOW, MolotowSetup
from jass_slate.games.molotow.scoring.events import Played, Refix
from jass_slate.games.molotow.scoring.rules import PRESETS

POINTS = (("Anna", 62), ("Beat", 40), ("Cla", 55), ("Dora", 0))
E1 = Played(Contract.HEARTS, POINTS, (("Beat", 20),), (("Anna", 20),), "Dora")
EVENTS: list[object] = [
    E1,
    Played(Contract.OBENABE, POINTS),
    Played(Contract.BELLS, POINTS, (("Anna", 20), ("Anna", 50))),
    Refix(3, Played(Contract.SPADES, POINTS, (), (("Cla", 20), ("Dora", 50)), "Beat")),
]


@pytest.mark.parametrize("event", EVENTS)
def test_every_event_line_reads_back(event: object) -> None:
    assert MOLOTOW.read_event(MOLOTOW.event_text(event)) == event


def test_the_lines_are_readable() -> None:
    assert MOLOTOW.event_text(E1) == ("hand hearts; tricks Anna=62, Beat=40, Cla=55, Dora=0; "
                                      "hand-weis Beat=20; table-weis Anna=20; stoeck Dora")
    assert MOLOTOW.event_text(EVENTS[3]) == (
        "fix 3 spades; tricks Anna=62, Beat=40, Cla=55, Dora=0; table-weis Cla=20, Dora=50; "
        "stoeck Beat")


@pytest.mark.parametrize("text", [
    "hand", "hand hearts", "hand hearts; tricks", "hand hearts; tricks Anna=x",
    "hand purple; tricks A=1", "hand hearts; stoeck Dora", "fix x hearts; tricks A=1",
    "hand hearts; tricks A=1; tricks A=2", "hand hearts; tricks A=1; weis A=20",
    "dance hearts; tricks A=1", "hand hearts; tricks A=1; stoeck "])
def test_a_line_that_does_not_read_is_refused(text: str) -> None:
    with pytest.raises(InputError):
        MOLOTOW.read_event(text)


def test_registered() -> None:
    assert find_game(MOLOTOW.name).name == "molotow"


def test_a_file_round_trip_and_a_bad_head(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    create_game(path, MOLOTOW, MolotowSetup(("Anna", "Beat", "Cla", "Dora"),
                                            PRESETS["twelve"]), force=False)
    with editing_game(path, MOLOTOW) as session:
        session.record(E1)
        save_game(session)
    again = load_game(path, MOLOTOW)
    assert again.setup.rules == PRESETS["twelve"]
    assert again.board.totals == (82, 20, 55, -20)
    text = path.read_text()
    path.write_text(text.replace('table_weis = "single"', 'table_weis = "triple"'))
    with pytest.raises(SessionFileError) as error:
        load_game(path, MOLOTOW)
    assert error.value.line is not None
    assert "table_weis" in path.read_text().splitlines()[error.value.line - 1]
    path.write_text(text.replace('"Cla",', '"Cla", "Eva", "Fritz", "Gia",'))
    with pytest.raises(SessionFileError, match="3 to 6 players"):
        load_game(path, MOLOTOW)


NAMES = st.text(st.characters(exclude_categories=["Cs"], exclude_characters=",=;"),
                min_size=1, max_size=12).map(str.strip).filter(
    lambda n: bool(n) and not n.isdigit())


@settings(deadline=None)
@given(st.lists(NAMES, min_size=3, max_size=6, unique_by=fold),
       st.lists(st.integers(0, 157), min_size=6, max_size=6),
       st.lists(st.integers(0, 300), max_size=4),
       st.sampled_from([*list(Contract)[:8], Contract.OBENABE]))
def test_any_names_and_numbers_read_back(names: list[str], numbers: list[int],
                                         weis: list[int], trump: Contract) -> None:
    """Whatever players are called (`new` lets them be), their lines read back."""
    points = tuple(zip(names, numbers, strict=False))
    said = tuple((names[i % len(names)], v) for i, v in enumerate(weis))
    for event in (Played(trump, points, said, said[::-1], names[0]),
                  Refix(3, Played(trump, points, (), said, None))):
        assert MOLOTOW.read_event(MOLOTOW.event_text(event)) == event
