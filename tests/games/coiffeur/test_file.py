"""The Coiffeur session file: every event line reads back to the event it was written
from, the head round-trips, and a replay refusal is told with the event's index."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.core.errors import InputError
from jass_slate.file.document import read_document
from jass_slate.file.game_check import game_problems
from jass_slate.file.game_file import editing_game, load_game
from jass_slate.file.game_write import create_game, save_game
from jass_slate.games.coiffeur.file.game_file import (
    COIFFEUR,
    coiffeur_setup,
    played_text,
    read_played,
)
from jass_slate.games.coiffeur.scoring.board import Cell, Outcome, Played

NAMES = st.text(st.characters(max_codepoint=0xD7FF, blacklist_characters="\n\r"),
                min_size=1, max_size=12).filter(lambda n: n.strip() == n and n != "")
WEIS = st.integers(0, 60).map(lambda tens: 10 * tens)
CELLS = st.one_of(
    st.builds(Cell, st.just(Outcome.POINTS), st.integers(0, 314), st.none() | NAMES, WEIS),
    st.builds(Cell, st.sampled_from([Outcome.MATCH, Outcome.KONTERMATCH, Outcome.SCRATCH]),
              st.none(), st.none() | NAMES, WEIS))


@given(st.integers(0, 12), st.integers(0, 2), CELLS, st.booleans())
def test_every_event_line_reads_back(row: int, team: int, cell: Cell, fix: bool) -> None:
    event = Played(row, team, cell, fix)
    text = played_text(event)
    assert "\n" not in text and read_played(text) == event


@pytest.mark.parametrize("line", [
    "hand row=3", "hand by=1 points=3", "hand row=3 by=1", "hand row=3 by=1 match scratch",
    "hand row=3 by=1 points=3 match", "hand row=x by=1 match", "hand row=0 by=1 match",
    "hand row=3 by=1 points=-3", "hand row=3 by=1 match colour=red", "deal row=3 by=1 match",
    "hand row=3 by=1 match extra", "hand row=3 row=4 by=1 match",
])
def test_a_line_that_does_not_read_is_refused(line: str) -> None:
    with pytest.raises(InputError):
        read_played(line)


def test_the_head_round_trips_and_a_bad_event_is_located(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    setup = coiffeur_setup(["Anna & Beat", "Cla & Dora", "Eva"], "simonste-11", None)
    create_game(path, COIFFEUR, setup, force=False)
    assert load_game(path, COIFFEUR).setup == setup
    with editing_game(path, COIFFEUR) as session:
        session.record(Played(10, 2, Cell(Outcome.POINTS, 90, "Eva")))
        save_game(session)
    assert load_game(path, COIFFEUR).board.totals() == [0, 0, 990]
    text = path.read_text(encoding="utf-8").replace("row=11 by=3", "row=12 by=3")
    path.write_text(text, encoding="utf-8")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "row=12" in t)
    problems = game_problems(str(path), COIFFEUR, *read_document(str(path), path.read_bytes()))
    assert [place for _, place in problems] == [line]
    assert "no row 12" in str(problems[0][0]) and f"c.toml:{line}:" in str(problems[0][0])


ACTIONS = st.lists(st.one_of(
    st.tuples(st.just("hand"), st.integers(1, 8), st.integers(1, 2),
              st.sampled_from(["100", "2=57", "157", "0", "match", "kontermatch", "scratch"])),
    st.tuples(st.just("fix"), st.integers(1, 8), st.integers(1, 2), st.just("match")),
    st.tuples(st.just("undo"), st.just(0), st.just(0), st.just(""))), max_size=25)


@settings(max_examples=25, deadline=None)
@given(ACTIONS)
def test_whatever_is_said_the_file_replays_to_the_board_and_passes_check(
        actions: list[tuple[str, int, int, str]]) -> None:
    import tempfile

    from jass_slate.core.errors import JassError
    from jass_slate.games.coiffeur.table.cells import (
        CellWords,
        new_coiffeur,
        record_cell,
        undo_last,
    )

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "c.toml"
        board = new_coiffeur(path, ["Anna & Beat", "Cla & Dora"], None, None, False).board
        for verb, row, team, said in actions:
            before = path.read_bytes()
            words = CellWords(str(row), str(team), None if said in (
                "match", "kontermatch", "scratch") else said, said == "match",
                said == "kontermatch", said == "scratch")
            try:
                session = undo_last(path)[0] if verb == "undo" else \
                    record_cell(path, words, fix=verb == "fix")[0]
            except JassError:
                assert path.read_bytes() == before  # a refusal writes nothing
                continue
            board = session.board
            assert load_game(path, COIFFEUR).board == board
        doc, lines = read_document(str(path), path.read_bytes())
        assert game_problems(str(path), COIFFEUR, doc, lines) == []
        assert sum(board.totals()) == sum(board.value(r, t) or 0 for r in range(8)
                                          for t in range(2))
