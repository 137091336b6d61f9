"""No player is named by a bare number, in any game (issue 28, item 19): where a TEAM is
read, `2` is team 2 (CLI.md), so a player called `2` could never be named. `new` and
`rename` refuse one with one line, exit 1, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli_tools import NEW, digest, ok, refused, run

NUMBER = "'2' cannot be a player's name: a number stands for a team (2 is team 2)"


@pytest.mark.parametrize("args", [
    ["new", "--team", "Anna & 2", "--team", "Cla & Dora"],  # a team's player
    ["new", "--team", "A", "--team", "B", "--seats", "Anna,Cla,2,Dora"],  # a seat
    ["new", "--team", "Anna & Beat & Chris", "--team", "Dora & Emil & 2"],  # six players
    ["new", "--game", "coiffeur", "--team", "Anna & 2", "--team", "Cla & Dora"],
    ["new", "--game", "coiffeur", "--team", "A", "--team", "B", "--seats", "Anna,Cla,2,Dora"],
])
def test_new_refuses_a_number_for_a_player_in_every_game(session_file: Path,
                                                        args: list[str]) -> None:
    assert refused(session_file, *args) == f"jass-slate: {NUMBER}"
    assert not session_file.exists()


def test_new_like_refuses_the_number_an_older_file_named(session_file: Path,
                                                        tmp_path: Path) -> None:
    older = tmp_path / "older.toml"
    ok("-f", str(older), *NEW)
    text = older.read_text(encoding="utf-8").replace('"Beat"', '"2"').replace(
        '"Anna & Beat"', '"Anna & 2"')
    older.write_text(text, encoding="utf-8")  # as a version before the rule wrote it
    assert "Anna & 2" in ok("-f", str(older), "show")  # still read
    line = refused(session_file, "new", "--like", str(older))
    assert line == f"jass-slate: {NUMBER}"


def test_rename_refuses_a_number_and_writes_nothing(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")
    before = digest(session_file)
    assert refused(session_file, "rename", "Beat", "2") == f"jass-slate: {NUMBER}"
    assert refused(session_file, "rename", "Beat", " 12 ") == (
        "jass-slate: '12' cannot be a player's name: a number stands for a team (2 is team 2)")
    german = run("--lang", "de", "rename", "Beat", "2")
    assert german.exit_code == 1
    assert german.stderr == ("jass-slate: '2' kann kein Spielername sein: eine Zahl steht "
                             "für ein Team (2 ist Team 2)\n")
    assert digest(session_file) == before
    ok("rename", "Beat", "Beat2")  # a number inside a name is a name
    assert ok("show", "--json").count("Beat2") == 2  # the team's name and its player


def test_the_differenzler_says_its_own_refusal_from_the_same_check(session_file: Path
                                                                    ) -> None:
    line = refused(session_file, "new", "--game", "differenzler", "--players", "Anna,2,Cla")
    assert line == ("jass-slate: '2' cannot be a player's name: a name is not empty, not a "
                    "number, and has no , = or ;")
