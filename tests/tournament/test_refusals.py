"""What `tournament` refuses (research 34-35 §5.5): each in one line with CLI.md's exit code
(1 a rule, 2 usage, 3 a file), nothing written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from jass_slate.tournament.file import read_tournament
from tests.cli_tools import as_json, digest, ok, run

EIGHT = "Anna,Beat,Cla,Dora,Ernst,Fritz,Gret,Hans"


def refused(args: list[str], code: int) -> str:
    result = run(*args)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    if code == 2:  # Click's frame: the usage line, where help is, then the one line
        assert lines[0].startswith("Usage: jass-slate tournament") and len(lines) == 4, lines
    else:
        assert len(lines) == 1, lines
    return str(lines[-1])


@pytest.mark.parametrize(("more", "code", "said"), [
    (["--players", "Anna,Beat,Cla"], 1, "needs at least 4 players, not 3"),
    (["--players", "Anna,Beat,Cla,anna"], 1, "anna is named twice among the players"),
    (["--players", "Anna,Beat,Cla,Dora", "--game", "differenzler", "--rounds", "1"], 0, ""),
    (["--players", "Anna,Beat", "--game", "differenzler"], 1, "at least 3 players, not 2"),
    (["--players", "Anna,,Beat,Cla"], 2, "has an empty name"),
    (["--players", "Anna,Beat,Cla,4"], 1, "'4' cannot be a player's name"),
    (["--players", "Anna & Beat,Cla,Dora,Ernst", "--seed", "1"], 1,
     "both teams need as many players"),  # refused by a table's file: none is left
    (["--players", EIGHT, "--rounds", "0"], 2, "--rounds"),
    (["--players", EIGHT, "--rounds", "-1"], 2, "--rounds"),
    (["--players", EIGHT, "--rounds", "x"], 2, "--rounds"),
    (["--players", EIGHT, "--hands", "0"], 2, "--hands"),
    (["--players", EIGHT, "--hands", "zwölf"], 2, "--hands"),
    (["--players", EIGHT, "--game", "chess"], 2, "--game is one of"),
    (["--players", EIGHT, "--game", "coiffeur"], 2, "--game is one of"),
    (["--players", EIGHT, "--seed", "1.5"], 2, "--seed"),
    (["--players", EIGHT, "--seed", "abc"], 2, "--seed"),
    (["--players", EIGHT, "--rules", "classic"], 1, "play to a target"),
    (["--players", EIGHT, "--rules", "nonsense"], 1, "unknown preset 'nonsense'"),
])
def test_new_refuses_and_writes_nothing(tmp_path: Path, more: list[str], code: int,
                                        said: str) -> None:
    folder = tmp_path / "night"
    args = ["tournament", "new", str(folder), "--rounds", "2", "--hands", "8", *more]
    if code == 0:
        ok(*args)
        return
    assert said in refused(args, code)
    assert not folder.exists() and list(tmp_path.iterdir()) == []


def test_new_refuses_a_folder_that_is_not_empty(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("keep me")
    said = refused(["tournament", "new", str(tmp_path), "--players", EIGHT, "--rounds", "2",
                    "--hands", "8"], 1)
    assert said == f"jass-slate: {tmp_path} is not empty: a tournament begins in a new or " \
        "empty folder"
    assert [path.name for path in tmp_path.iterdir()] == ["notes.txt"]


def test_the_players_from_a_file(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("# the Friday club\nAnna\nBeat\n\nCla  # new\nDora\n")
    said = ok("tournament", "new", str(tmp_path / "night"), "--players", str(players),
              "--rounds", "1", "--hands", "8", "--seed", "1")
    assert "4 players, 1 round." in said
    said = refused(["tournament", "new", str(tmp_path / "n2"), "--players",
                    str(tmp_path / "missing.txt"), "--rounds", "1", "--hands", "8"], 3)
    assert "missing.txt: no such file of players" in said
    (tmp_path / "empty.txt").write_text("# nobody yet\n")
    assert "names no player" in refused(["tournament", "new", str(tmp_path / "n3"),
                                         "--players", str(tmp_path / "empty.txt"),
                                         "--rounds", "1", "--hands", "8"], 1)
    assert not (tmp_path / "n2").exists() and not (tmp_path / "n3").exists()


def test_more_rounds_than_partners_allow_are_warned(tmp_path: Path) -> None:
    said = ok("tournament", "new", str(tmp_path / "night"), "--players", "A,B,C,D",
              "--rounds", "4", "--hands", "1", "--seed", "3")
    assert "Warning: 4 rounds are more than 4 players can play without someone partnering " \
        "the same player twice" in said
    quiet = ok("tournament", "new", str(tmp_path / "n2"), "--players", "A,B,C,D",
               "--rounds", "3", "--hands", "1", "--seed", "3")
    assert "Warning" not in quiet


@pytest.fixture
def night(tmp_path: Path) -> Path:
    folder = tmp_path / "night"
    ok("tournament", "new", str(folder), "--players", EIGHT, "--rounds", "2", "--hands", "2",
       "--seed", "11")
    return folder


def checked(folder: Path, code: int) -> str:
    before = {p: digest(p) for p in folder.rglob("*.toml")}
    said = refused(["tournament", "check", str(folder)], code)
    assert before == {p: digest(p) for p in folder.rglob("*.toml")}
    return said


def test_a_file_at_the_wrong_place(night: Path) -> None:
    one, two = night / "round-1" / "table-1.toml", night / "round-1" / "table-2.toml"
    text = one.read_text()
    one.write_text(two.read_text())
    two.write_text(text)
    result = run("tournament", "check", str(night))
    assert result.exit_code == 1
    assert f"{one} says it is round 1, table 2, but lies at round 1, table 1" in result.stderr


def test_a_file_with_other_players(night: Path) -> None:
    path = night / "round-2" / "table-1.toml"
    first = read_tournament(night).draw[1].tables[0].seats[0]
    ok("-f", str(path), "rename", first, "Zora")
    assert f"{path}: its players are Zora, " in checked(night, 1)


def test_seats_that_differ_from_the_draw(night: Path) -> None:
    path = night / "round-2" / "table-2.toml"
    text = path.read_text()
    start = text.index("seats = [")
    seats = text[start:text.index("]", start)]
    names = [line.strip().strip('",') for line in seats.splitlines()[1:]]
    swapped = seats.replace(names[0], "@").replace(names[2], names[0]).replace("@", names[2])
    path.write_text(text.replace(seats, swapped))  # partners still, in each other's seat
    said = checked(night, 1)
    assert f"{path}: its players are {names[2]}, {names[1]}, {names[0]}" in said


def test_a_file_that_fails_check(night: Path) -> None:
    path = night / "round-1" / "table-2.toml"
    path.write_text(path.read_text().replace("events = [", "events = [\n  \"nonsense\","))
    said = checked(night, 3)
    assert said.startswith(f"jass-slate: {path}:")


def test_two_files_of_one_table(night: Path) -> None:
    path = night / "round-1" / "table-2.toml"
    copy = night / "round-1" / "table-2 (copy).toml"
    shutil.copyfile(path, copy)
    said = checked(night, 1)
    assert said == f"jass-slate: {copy} is a second file of round 1, table 2, beside {path}"


def test_a_file_of_another_tournament(night: Path, tmp_path: Path) -> None:
    ok("tournament", "new", str(tmp_path / "other"), "--players", EIGHT, "--rounds", "2",
       "--hands", "2", "--seed", "11")
    path = night / "round-2" / "table-1.toml"
    shutil.copyfile(tmp_path / "other" / "round-2" / "table-1.toml", path)
    said = checked(night, 1)
    assert said.startswith(f"jass-slate: {path} is not a table of this tournament (")


def test_a_missing_table_is_named(night: Path) -> None:
    path = night / "round-2" / "table-2.toml"
    path.unlink()
    assert checked(night, 1) == f"jass-slate: round 2, table 2 is missing: {path}"


def test_a_draw_edited_by_hand(night: Path) -> None:
    path = night / "tournament.toml"
    text = path.read_text()
    path.write_text(text.replace("seed = 11", "seed = 12"))
    assert "the draw is not the one its seed 12 gives" in checked(night, 1)


def test_show_without_a_tournament_file(tmp_path: Path) -> None:
    said = refused(["tournament", "show", str(tmp_path)], 3)
    assert said == f"jass-slate: {tmp_path / 'tournament.toml'}: no tournament file here: " \
        "start one with `jass-slate tournament new DIR`"


def test_a_passe_is_one_game(night: Path) -> None:
    """A hand after the Passe's last starts a second game in the file (the tournament
    preset's way): check says so, and the standings take the first game. A table refuses
    to record it (test_passe_over.py): here it is played while the file is, for a moment,
    no tournament's."""
    path = night / "round-1" / "table-1.toml"
    for _hand in range(2):
        ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    text = path.read_text(encoding="utf-8")
    part = text[text.index("[tournament]"):text.index("[record]")]
    path.write_text(text.replace(part, ""), encoding="utf-8")
    ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    path.write_text(path.read_text(encoding="utf-8").replace("[record]", part + "[record]"),
                    encoding="utf-8")
    said = checked(night, 1)
    assert said == f"jass-slate: {path} holds 2 games: a round is one game of 2 hands " \
        "(undo the hands after it)"
    teams = as_json("-f", str(path), "show")["teams"]
    first = next(p for p in as_json("tournament", "show", str(night))["players"]
                 if p["name"] == teams[0]["players"][0])
    assert first["rounds"] == [200, None]
    ok("-f", str(path), "undo")
    assert ok("tournament", "check", str(night)).strip() == f"{night}: sound."


def test_a_claim_is_refused_at_a_table(night: Path) -> None:
    path = night / "round-1" / "table-1.toml"
    before = digest(path)
    ok("-f", str(path), "start", "hearts")
    assert "tournament" in refused(["-f", str(path), "claim", "1"], 1)
    assert before != digest(path)
