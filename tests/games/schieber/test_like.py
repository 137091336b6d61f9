"""The same table again (issue 20): `new --like FILE|last`, and the names of the folder's
session files offered by completion."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from jass_slate.games.schieber.commands.completion import (
    complete_known_player,
    complete_known_seats,
    complete_known_team,
)
from tests.cli_tools import digest, ok, refused, run
from tests.games.schieber.test_play_completion import Context, complete, words

FRIDAY = ["-f", "friday.toml", "new", "--team", "Anna & Beat", "--team", "Cla & Dora",
          "--seats", "Anna,Dora,Beat,Cla", "--rules", "race-1500", "--first-forehand", "Cla"]


def table(file: str) -> tuple[list[str], dict[str, object] | None, int]:
    """The teams, the next deal and the target of a session, as `show --json` says them."""
    data = json.loads(ok("-f", file, "show", "--json"))
    return [t["name"] for t in data["teams"]], data["next"], data["target"]


@pytest.fixture
def friday(tmp_path: Path) -> Path:
    ok(*FRIDAY)
    path = tmp_path / "friday.toml"
    os.utime(path, (1_000_000_000, 1_000_000_000))  # older than anything written after
    return path


def rules_of(file: str) -> str:
    return ok("-f", file, "rules", "--json")


def test_like_a_file_takes_teams_seats_and_rules(friday: Path) -> None:
    said = ok("-f", "saturday.toml", "new", "--like", "friday.toml")
    assert said.splitlines()[-1] == ("Taken from friday.toml: the teams, seats and rules "
                                     "not given here.")
    assert "Seated anticlockwise" not in said  # the seats are friday's, not a guess
    teams, _, target = table("saturday.toml")
    assert teams == ["Anna & Beat", "Cla & Dora"] and target == 1500
    assert rules_of("saturday.toml") == rules_of("friday.toml")
    ok("-f", "saturday.toml", "hand", "herz", "1=95", "--forehand", "Dora")  # Dora is seated
    assert "sound" in ok("check", "saturday.toml")


def test_like_last_is_the_newest_session_of_the_folder(friday: Path, tmp_path: Path) -> None:
    ok("-f", "older.toml", "new", "--team", "X", "--team", "Y")
    os.utime(tmp_path / "older.toml", (900_000_000, 900_000_000))
    (tmp_path / "house.toml").write_text("push_back = true\n", encoding="utf-8")  # no session
    ok("-f", "saturday.toml", "new", "--like", "last")
    assert table("saturday.toml")[0] == ["Anna & Beat", "Cla & Dora"]


def test_options_beside_like_win(friday: Path) -> None:
    ok("-f", "sunday.toml", "new", "--like", "friday.toml", "--team", "Anna & Uli",
       "--team", "Cla & Dora", "--target", "2000")
    teams, _, target = table("sunday.toml")
    assert teams == ["Anna & Uli", "Cla & Dora"] and target == 2000
    ok("-f", "monday.toml", "new", "--like", "friday.toml", "--rules", "classic")
    assert table("monday.toml")[2] == 3000


def test_the_first_forehand_is_not_taken(friday: Path) -> None:
    ok("-f", "saturday.toml", "new", "--like", "friday.toml")
    assert table("friday.toml")[1] == {"dealer": None, "forehand": "Cla"}
    assert table("saturday.toml")[1] is None  # who holds the seven is dealt anew
    ok("-f", "tuesday.toml", "new", "--like", "friday.toml", "--first-forehand", "Beat")
    assert table("tuesday.toml")[1] == {"dealer": None, "forehand": "Beat"}


def test_like_refusals_write_nothing(friday: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    assert refused(empty / "x.toml", "-f", str(empty / "x.toml"), "new", "--like", "last") == \
        f"jass-slate: --like last: no other session file in {empty}"
    assert not (empty / "x.toml").exists()
    line = refused(tmp_path / "m.toml", "-f", "m.toml", "new", "--like", "friday.toml",
                   "--deck", "swiss")
    assert line == "jass-slate: friday.toml plays the french deck, not swiss"
    before = digest(friday)
    missing = run("-f", "n.toml", "new", "--like", "nope.toml")
    assert missing.exit_code == 3
    assert missing.stderr == "jass-slate: nope.toml: no such file: --like takes the teams, " \
        "seats and rules of another session file\n"
    assert digest(friday) == before and not (tmp_path / "n.toml").exists()
    result = run("-f", "o.toml", "new")  # no --team and no --like: as before, exit 2
    assert result.exit_code == 2 and "Missing option '--team'." in result.stderr
    assert not (tmp_path / "o.toml").exists()
    assert "give --team twice" in refused(tmp_path / "o.toml", "-f", "o.toml", "new",
                                          "--team", "A")


def test_like_last_with_force_passes_over_the_file_it_replaces(friday: Path,
                                                               tmp_path: Path) -> None:
    ok("-f", "saturday.toml", "new", "--team", "X", "--team", "Y")
    ok("-f", "saturday.toml", "new", "--like", "last", "--force")
    assert table("saturday.toml")[0] == ["Anna & Beat", "Cla & Dora"]


def test_new_completes_the_names_of_the_folders_sessions(friday: Path) -> None:
    ctx: Any = Context()
    assert words(complete_known_team(ctx, "An")) == ["Anna & Beat", "Anna"]
    assert words(complete_known_team(ctx, "cl")) == ["cla & Dora", "cla"]
    assert words(complete_known_player(ctx, "D")) == ["Dora"]
    assert words(complete_known_seats(ctx, "Anna,Dora,")) == ["Anna,Dora,Beat", "Anna,Dora,Cla"]
    assert words(complete_known_seats(ctx, "A")) == ["Anna,Dora,Beat,Cla", "Anna"]
    assert complete("jass-slate new --first-forehand B") == ["Beat"]  # as bash asks
