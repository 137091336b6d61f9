"""The tournament file read and written (tournament/file.py), and a session file's
`[tournament]` part (file/tournament_part.py): a round trip, and each problem said with
its file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_slate.core.errors import SessionFileError
from jass_slate.file.tournament_part import TournamentPart, read_part
from jass_slate.tournament.file import (
    Round,
    Table,
    Tournament,
    read_session_part,
    read_tournament,
    tournament_text,
    write_tournament,
)

NIGHT = Tournament(
    "d3b07384-d9a0-4c3f-9e1c-0a1b2c3d4e5f", "Herbstturnier", "schieber", "", 2, 8, 2026,
    "2026-12-02T19:30:00+01:00", ("Anna", "Beat", "Cla", "Dora", "Ernst"),
    (Round(1, (Table(1, ("Anna", "Beat", "Cla", "Dora")),), ("Ernst",)),
     Round(2, (Table(1, ("Ernst", "Anna", "Dora", "Beat")),), ("Cla",))),
    drop_worst=True)


def test_written_and_read_back(tmp_path: Path) -> None:
    write_tournament(tmp_path, NIGHT)
    assert read_tournament(tmp_path) == NIGHT
    text = (tmp_path / "tournament.toml").read_text()
    assert text.startswith("# jass-slate tournament")
    assert 'seed = 2026\n' in text


def test_never_written_over(tmp_path: Path) -> None:
    write_tournament(tmp_path, NIGHT)
    with pytest.raises(Exception, match="already exists"):
        write_tournament(tmp_path, NIGHT)


@pytest.mark.parametrize(("old", "new", "said", "line"), [
    ("format = 1", "format = 7", "format 7 is not one this jass-slate reads", 2),
    ("rounds = 2", "rounds = 3", "the draw has 2 rounds, not 3", 7),
    ("rounds = 2", "rounds = 0", "rounds must be a whole number from 1 to 100", 7),
    ("seed = 2026", 'seed = "x"', "seed must be a whole number", 10),
    ('"Ernst",\n]', '"Ernst",\n "anna",\n]', "players names a player twice", 12),
    ("hands = 8", "hands = 8\ncolour = 1", "unknown key 'colour'", 9),
    ('"Ernst",\n]\n\n[[round]]\nnumber = 1\nbyes = [\n    "Ernst",',
     '"Ernst",\n]\n\n[[round]]\nnumber = 1\nbyes = [\n    "Cla",',
     "round 1 of the draw does not seat each player once", None),
])
def test_a_broken_file_says_its_line(tmp_path: Path, old: str, new: str, said: str,
                                     line: int | None) -> None:
    text = tournament_text(NIGHT)
    assert old in text
    (tmp_path / "tournament.toml").write_text(text.replace(old, new, 1))
    with pytest.raises(SessionFileError) as caught:
        read_tournament(tmp_path)
    assert said in str(caught.value)
    assert caught.value.line == line
    assert str(caught.value).startswith(str(tmp_path / "tournament.toml"))


def test_no_tournament_file(tmp_path: Path) -> None:
    with pytest.raises(SessionFileError, match="no tournament file here"):
        read_tournament(tmp_path)


def test_the_session_part(tmp_path: Path) -> None:
    path = tmp_path / "table-1.toml"
    path.write_text('format = 2\ngame = "x"\n\n[tournament]\nid = "abc"\nround = 2\n'
                    'table = 3\n')
    assert read_session_part(path) == TournamentPart("abc", 2, 3)
    path.write_text('format = 2\n')
    assert read_session_part(path) is None


@pytest.mark.parametrize(("part", "said", "line"), [
    ('id = "abc"\nround = 0\ntable = 1', "[tournament] round must be a whole number from 1", 3),
    ('id = "abc"\nround = 1\ntable = true', "[tournament] table must be a whole number", 4),
    ('id = ""\nround = 1\ntable = 1', "[tournament] id must be the tournament's id", 2),
    ('id = "a"\nround = 1\ntable = 1\nseat = 2', "unknown key 'seat' in [tournament]", 5),
])
def test_a_broken_part_says_its_line(part: str, said: str, line: int) -> None:
    from jass_slate.file.document import read_document

    doc, lines = read_document("t.toml", f"[tournament]\n{part}\n".encode())
    with pytest.raises(SessionFileError) as caught:
        read_part("t.toml", doc, lines)
    assert said in str(caught.value)
    assert caught.value.line == line
