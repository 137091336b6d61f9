"""A tournament's Schieber table plays one Passe (the file's first game): once its hands
are played, a further hand is refused with one line (exit 1, a rule), the file
unchanged; undo and fix still change the Passe's hands. A session without a
`[tournament]` part goes on to its next game, as before."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_tools import ok, refused

PLAYERS = "Anna,Beat,Cla,Dora"


def passe_of_two(tmp_path: Path) -> Path:
    """A night of one round and one table, its Passe of 2 hands played: 100 + 80 = 180
    to team 1, 57 + 77 = 134 to team 2."""
    night = tmp_path / "night"
    ok("tournament", "new", str(night), "--players", PLAYERS, "--rounds", "1", "--hands", "2",
       "--seed", "0")
    path = night / "round-1" / "table-1.toml"
    ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    ok("-f", str(path), "hand", "spades", "--points", "1=80")
    return path


def test_a_hand_after_the_passe_is_refused(tmp_path: Path) -> None:
    path = passe_of_two(tmp_path)
    said = refused(path, "-f", str(path), "hand", "clubs", "--points", "1=90")
    assert said == ("jass-slate: this table's Passe is over after its 2 hands: a tournament's "
                    "table plays one; nothing was recorded (undo or fix changes a hand of it)")
    assert refused(path, "-f", str(path), "start", "clubs") == said
    standings = json.loads(ok("tournament", "show", str(tmp_path / "night"), "--json"))
    assert standings["played"] == 1
    assert sorted(player["total"] for player in standings["players"]) == [134, 134, 180, 180]


def test_undo_and_fix_still_change_the_passe(tmp_path: Path) -> None:
    path = passe_of_two(tmp_path)
    ok("-f", str(path), "fix", "2", "spades", "--points", "1=90")
    ok("-f", str(path), "undo")  # the fix
    ok("-f", str(path), "undo")  # the second hand
    ok("-f", str(path), "hand", "spades", "--points", "1=70")  # the second hand again
    refused(path, "-f", str(path), "hand", "clubs", "--points", "1=90")


def test_a_session_of_its_own_goes_on_to_its_next_game(tmp_path: Path) -> None:
    path = tmp_path / "home.toml"
    ok("-f", str(path), "new", "--rules", "passe-8", "--team", "Anna & Beat", "--team",
       "Cla & Dora")
    for _ in range(8):
        ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    assert "The next hand starts game 2." in ok("-f", str(path), "show")
    ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    assert json.loads(ok("-f", str(path), "show", "--json"))["game"] == 2
