"""A tournament's Schieber table plays one Passe (the file's first game): once its hands
are played, a further hand is refused with one line (exit 1, a rule), the file
unchanged; undo and fix still change the Passe's hands. What the table is shown says
so: no "next game", no next dealer, and `play` stops instead of asking for a hand. A
session without a `[tournament]` part goes on to its next game, as before."""

from __future__ import annotations

import json
from pathlib import Path

from jass_slate.cli.app import app
from tests.cli_tools import digest, ok, refused, runner

PLAYERS = "Anna,Beat,Cla,Dora"
OVER = "This table's Passe is over after its 2 hands."


def night_table(tmp_path: Path) -> Path:
    """A night of one round and one table, its Passe of 2 hands, none played yet."""
    night = tmp_path / "night"
    ok("tournament", "new", str(night), "--players", PLAYERS, "--rounds", "1", "--hands", "2",
       "--seed", "0")
    return night / "round-1" / "table-1.toml"


def passe_of_two(tmp_path: Path) -> Path:
    """The night's table, its Passe of 2 hands played: 100 + 80 = 180 to team 1,
    57 + 77 = 134 to team 2."""
    path = night_table(tmp_path)
    first = ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    assert "Passe" not in first and "game 2" not in first
    last = ok("-f", str(path), "hand", "spades", "--points", "1=80")
    assert last.splitlines()[-1] == f"Game 1 won by Beat & Anna: 180 – 134. {OVER}"
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


def test_the_table_is_shown_its_passe_over_and_no_next_deal(tmp_path: Path) -> None:
    path = passe_of_two(tmp_path)
    shown = ok("-f", str(path), "show")
    assert f"Game 1 won by Beat & Anna: 180 – 134. {OVER}" in " ".join(shown.split())
    assert "Next:" not in shown and "game 2" not in shown


def test_play_says_the_passe_is_over_and_stops(tmp_path: Path) -> None:
    path = passe_of_two(tmp_path)
    before = digest(path)
    result = runner.invoke(app, ["-f", str(path), "play"], input="hearts\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[1:] == [
        "Game 1 (2 hands): Beat & Anna 180 – 134 Dora & Cla; games won 1 – 0.",
        OVER,
        "Stopped. Game 1: 180 – 134; games won 1 – 0.",
    ]
    assert digest(path) == before


def test_play_of_the_passe_s_last_hand_stops_after_it(tmp_path: Path) -> None:
    path = night_table(tmp_path)
    ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    answers = "spades\nnone\nnone\n2 100\nhearts\n"  # a third contract is never asked
    result = runner.invoke(app, ["-f", str(path), "play"], input=answers)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[-3:] == ["Game 1 (2 hands): Beat & Anna 157 – 157 Dora & Cla; games won 0 – 0.",
                          OVER, "Stopped. Game 1: 157 – 157; games won 0 – 0."]
    assert not any(line.startswith("Hand 3") for line in lines)
    shown = " ".join(ok("-f", str(path), "show").split())
    assert f"Game 1 is a draw at 157 – 157. {OVER}" in shown


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
    shown = ok("-f", str(path), "show")
    assert "The next hand starts game 2." in shown and "Passe" not in shown
    ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    assert json.loads(ok("-f", str(path), "show", "--json"))["game"] == 2
