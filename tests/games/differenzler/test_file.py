"""The Differenzler session file: its event lines read back to the events they were
written from, its head is checked, and a broken line is told with its place."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, SessionFileError
from jass_slate.core.notation import fold
from jass_slate.file.game_file import editing_game, load_game
from jass_slate.file.game_write import create_game, save_game
from jass_slate.games import find_game
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER, DiffSetup
from jass_slate.games.differenzler.scoring.events import Call, Played, Refix, Tricks
from jass_slate.games.differenzler.scoring.rules import PRESETS

SAID = (("Anna", 40), ("Beat", 25), ("Cla", 0), ("Dora", 92))
EVENTS: list[object] = [
    Call(SAID),
    Call((("Anna", 40),), Contract.HEARTS),
    Call((("Anna", 40),), None, 3),
    Call((), Contract.BELLS),
    Tricks((("Anna", 38), ("Beat", 25), ("Cla", 0), ("Dora", 94)), ("Cla",)),
    Tricks((("Anna", 38), ("Beat", 25), ("Cla", 0), ("Dora", 94)), (), Contract.ACORNS,
           "Dora"),
    Played(Contract.OBENABE, SAID, (("Anna", 38), ("Beat", 25), ("Cla", 0), ("Dora", 94))),
    Refix(2, Played(Contract.SPADES, SAID, (("Anna", 157), ("Beat", 0), ("Cla", 0),
                                            ("Dora", 0)), ("Beat",), "Anna")),
]


@pytest.mark.parametrize("event", EVENTS)
def test_every_event_line_reads_back(event: object) -> None:
    text = DIFFERENZLER.event_text(event)
    assert DIFFERENZLER.read_event(text) == event


def test_the_lines_are_readable() -> None:
    assert DIFFERENZLER.event_text(Call((), Contract.HEARTS)) == "trump hearts"
    assert DIFFERENZLER.event_text(EVENTS[4]) == "tricks Anna=38, Beat=25, Cla=0+, Dora=94"
    assert DIFFERENZLER.event_text(EVENTS[7]) == (
        "fix 2 spades; call Anna=40, Beat=25, Cla=0, Dora=92; "
        "tricks Anna=157, Beat=0+, Cla=0, Dora=0; stoeck Anna")


@pytest.mark.parametrize("text", ["call", "call Anna", "call Anna=x", "tricks Anna=3; x 1",
                                  "hand hearts; call Anna=1", "fix x hearts; call A=1; tricks A=1",
                                  "dance Anna=3", "hand purple; call A=1; tricks A=1"])
def test_a_line_that_does_not_read_is_refused(text: str) -> None:
    with pytest.raises(InputError):
        DIFFERENZLER.read_event(text)


def test_registered() -> None:
    assert find_game(DIFFERENZLER.name).name == "differenzler"


def test_a_file_round_trip_and_a_bad_head(tmp_path: Path) -> None:
    path = tmp_path / "d.toml"
    create_game(path, DIFFERENZLER, DiffSetup(("Anna", "Beat", "Cla", "Dora"),
                                              PRESETS["hidden"]), force=False)
    with editing_game(path, DIFFERENZLER) as session:
        session.record(Played(Contract.HEARTS, SAID, (("Anna", 38), ("Beat", 25),
                                                      ("Cla", 0), ("Dora", 94))))
        save_game(session)
    again = load_game(path, DIFFERENZLER)
    assert again.setup.rules == PRESETS["hidden"]
    assert again.board.totals == (2, -10, 0, 2)
    text = path.read_text()
    assert '[players]\nnames = [\n    "Anna",' in text or 'names = ["Anna"' in text
    path.write_text(text.replace('bonus = "exact"', 'bonus = "lots"'))
    with pytest.raises(SessionFileError) as error:
        load_game(path, DIFFERENZLER)
    assert error.value.line is not None
    assert "bonus" in path.read_text().splitlines()[error.value.line - 1]


NAMES = st.text(st.characters(exclude_categories=["Cs"], exclude_characters=",=;"),
                min_size=1, max_size=12).map(str.strip).filter(
    lambda n: bool(n) and not n.isdigit())


@given(st.lists(NAMES, min_size=3, max_size=8, unique_by=fold),
       st.lists(st.integers(0, 157), min_size=8, max_size=8), st.sampled_from(list(Contract)[:8]))
def test_any_names_and_numbers_read_back(names: list[str], numbers: list[int],
                                         trump: Contract) -> None:
    """Whatever players are called (`new` lets them be), their lines read back."""
    said = tuple(zip(names, numbers, strict=False))
    zero = tuple(n for n, v in said if v == 0)
    for event in (Call(said, trump), Tricks(said, zero, None, names[0]),
                  Refix(3, Played(trump, said, said, zero, names[-1]))):
        assert DIFFERENZLER.read_event(DIFFERENZLER.event_text(event)) == event
