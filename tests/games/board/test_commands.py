"""The free board through the CLI: an evening by commands and the same by `play`, the
contract of `show --json`, Schläger's presets, exports and stats of several files, and
bad input refused with one line and the file unchanged."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from jass_slate.cli.app import app
from tests.cli_tools import ok, refused, rules_file

NEW = ["new", "--game", "board", "--players", "Anna,Beat,Cla"]
runner = CliRunner()


def show() -> Any:
    return json.loads(ok("show", "--json"))


def totals() -> list[int]:
    return [p["total"] for p in show()["players"]]


def play(answers: list[str]) -> str:
    result = runner.invoke(app, ["play"], input="".join(a + "\n" for a in answers))
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def test_an_evening_by_commands_to_a_target() -> None:
    ok(*NEW, "--target", "100")
    said = ok("hand", "Anna=30", "Beat=-20", "Cla=5")
    assert said.splitlines() == ["Hand 1: Anna 30, Beat -20, Cla 5.",
                                 "Totals: Anna 30, Beat -20, Cla 5.",
                                 "Anna leads with 30, 25 ahead."]
    ok("hand", "cla=0", "ANNA=-10", "Beat=40")  # names as said, in any order
    assert totals() == [20, 20, 5]  # 30 - 10, -20 + 40, 5 + 0
    ok("hand", "Anna=90", "Beat=0", "Cla=0")  # Anna 110: past 100
    ok("fix", "3", "Anna=70", "Beat=0", "Cla=0")  # Anna 90: on
    assert totals() == [90, 20, 5] and show()["winner"] is None
    ok("undo")  # the fix taken back: Anna 110 again
    data = show()
    assert data == {"game": "board",
                    "players": [{"name": "Anna", "total": 110}, {"name": "Beat", "total": 20},
                                {"name": "Cla", "total": 5}],
                    "hands": 3, "of": None, "winner": "Anna", "finished": True,
                    "winners": ["Anna"], "losers": [], "draw": False, "target": 100,
                    "lowest_wins": False, "per_hand": None, "rounded": False,
                    "preset": "free"}
    assert "Anna wins with 110 after 3 hands." in ok("show")
    history = json.loads(ok("history", "--json"))["hands"]
    assert history[1] == {"number": 2, "points": [-10, 40, 0], "scores": [-10, 40, 0],
                          "totals": [20, 20, 5]}
    assert "the game is over" in refused(Path("jass.toml"), "hand", "Anna=1", "Beat=1",
                                         "Cla=1")
    ok("check")


def test_the_same_evening_by_play() -> None:
    ok(*NEW, "--hands", "2", "--lowest-wins")
    said = play(["30", "-20", "5", "show", "-10", "undo", "-10", "40", "zero", "0"])
    # Hand 2's first -10 is not written yet: `undo` asks the hand again from Anna;
    # Cla's `zero` is refused and Cla asked again.
    assert "Hand 1: Anna 30, Beat -20, Cla 5." in said
    assert "This hand is asked again from its first player." in said
    assert "not 'zero'\nHand 2, Cla? " in said
    data = show()
    assert [p["total"] for p in data["players"]] == [20, 20, 5]
    assert data["hands"] == 2 and data["of"] == 2 and data["winner"] == "Cla"
    assert "Cla wins with 5 after 2 hands." in said
    ok("check")


def test_play_with_a_fixed_total_asks_all_but_the_last() -> None:
    path = rules_file(Path.cwd(), "per_hand = 157\nrounded = true\n")
    ok("new", "--game", "board", "--players", "A,B,C,D", "--rules", str(path))
    said = play(["14", "23", "26", "quit"])  # D takes the rest: 94
    assert "Hand 1: A 14 (1), B 23 (2), C 26 (3), D 94 (9)." in said
    assert totals() == [1, 2, 3, 9]  # 15 in all: each entry counted in tens
    ok("hand", "A=157", "B=0", "C=0")  # D left out: 0
    assert show()["hands"] == 2 and totals() == [17, 2, 3, 9]


def test_a_player_left_out_takes_the_rest_of_a_fixed_total() -> None:
    ok("new", "--game", "board", "--players", "A,B,C,D", "--rules",
       str(rules_file(Path.cwd(), "per_hand = 157\n")))
    ok("hand", "A=10", "B=20", "C=30")  # simonste's integration test: D 97
    assert totals() == [10, 20, 30, 97]
    ok("undo")
    assert totals() == [0, 0, 0, 0]
    session = Path("jass.toml")
    assert "A=10, B=20, C=30, D=97" in session.read_text(encoding="utf-8")
    assert "every player is named, but one" in refused(session, "hand", "A=10", "B=20")
    assert "writes 150 in all, not 157" in refused(session, "hand", "A=10", "B=20", "C=30",
                                                   "D=90")
    ok("hand", "A=100", "B=100", "C=0")  # any whole number: D writes the rest, -43
    assert totals() == [100, 100, 0, -43]


def test_schlaeger_presets() -> None:
    ok("new", "--game", "board", "--players", "P1,P2,P3", "--rules", "schlaeger")
    for row in ("P1=2 P2=1 P3=-1", "P1=1 P2=1 P3=1", "P1=x P2=3 P3=0", "P1=1 P2=2 P3=-1",
                "P1=-1 P2=2 P3=1"):
        ok("hand", *row.split())
    data = show()
    assert totals() == [3, 9, 0] and data["winner"] == "P2" and data["target"] == 9
    assert ok("history", "--json").count("null") == 1  # P1's x
    assert " x " in ok("show")
    ok("new", "--force", "--game", "board", "--players", "A,B,C,D", "--rules",
       "schlaeger-osj")
    session = Path("jass.toml")
    assert "4 Striche in one hand" in refused(session, "hand", "A=2", "B=1", "C=1", "D=-1")
    assert "-1 to 3" in refused(session, "hand", "A=4", "B=0", "C=0", "D=0")
    for _hand in range(7):
        ok("hand", "A=1", "B=1", "C=0", "D=-1")
    data = show()
    # A and B reach 7 in the same hand: both first, no one winner.
    assert data["winner"] is None and data["winners"] == ["A", "B"] and data["draw"]
    assert data["places"] == [1, 1, None, None] and data["finished"] is False
    assert "A has finished" in refused(session, "hand", "A=1", "B=x", "C=1", "D=0")
    ok("hand", "C=3", "D=0")  # the finished are left out
    assert "1. A, 1. B; C, D play on." in ok("show")


@pytest.mark.parametrize(("args", "code", "said"), [
    (["--players", "Anna"], 1, "2 to 8 players; 1 were given"),
    (["--players", "A,B,C,D,E,F,G,H,I"], 1, "2 to 8 players; 9 were given"),
    (["--players", "Anna,anna"], 1, "named twice"),
    (["--players", "A,B", "--target", "100", "--hands", "10"], 2, "not both"),
    (["--players", "A,B", "--target", "0"], 1, "--target must be a whole number from 1"),
    (["--players", "A,B", "--hands", "0"], 1, "--hands must be a whole number from 1"),
    (["--players", "A,B", "--rules", "schlaeger"], 1, "3 to 4 players"),
    (["--players", "A,B,C,D,E", "--rules", "schlaeger-osj"], 1, "3 to 4 players"),
    (["--players", "A,B", "--rules", "jass"], 1, "unknown board preset"),
    (["--team", "A & B", "--team", "C & D"], 1, "--team is not for a Board game"),
    (["--players", "A,B", "--deck", "swiss"], 1, "--deck is not for a Board game"),
])
def test_new_refuses(args: list[str], code: int, said: str) -> None:
    line = refused(Path("jass.toml"), "new", "--game", "board", *args, code=code) \
        if code == 1 else ""
    if code == 2:
        result = runner.invoke(app, ["new", "--game", "board", *args])
        assert result.exit_code == 2 and not Path("jass.toml").exists()
        line = result.stderr
    assert said in line


def test_the_other_games_refuse_the_boards_options() -> None:
    path = Path("jass.toml")
    assert "--hands is not for a Schieber" in refused(
        path, "new", "--team", "A & B", "--team", "C & D", "--hands", "3")
    assert "--lowest-wins is not for a Differenzler" in refused(
        path, "new", "--game", "differenzler", "--players", "A,B,C", "--lowest-wins")
    assert "--target is not for a Coiffeur" in refused(
        path, "new", "--game", "coiffeur", "--team", "A & B", "--team", "C & D",
        "--target", "100")


@pytest.mark.parametrize(("words", "said"), [
    (["Anna=10", "Beat=20"], "say what the hand writes for Cla: every player is named"),
    (["Anna=10", "Anna=20", "Beat=1", "Cla=1"], "Anna is said twice"),
    (["Eve=10", "Anna=1", "Beat=1", "Cla=1"], "'Eve' is not a player"),
    (["Anna=1.5", "Beat=1", "Cla=1"], "not '1.5'"),
    (["Anna=ten", "Beat=1", "Cla=1"], "not 'ten'"),
    (["Anna=", "Beat=1", "Cla=1"], "not ''"),
    (["Anna", "Beat=1", "Cla=1"], "'Anna Beat' is not a player"),
    ([], "say what the hand writes for each player"),
    (["Anna=x", "Beat=1", "Cla=1"], "no player who sits a hand out"),
    (["Anna=1000001", "Beat=1", "Cla=1"], "-1000000 to 1000000"),
])
def test_a_bad_hand_is_refused(words: list[str], said: str) -> None:
    ok(*NEW)
    ok("hand", "Anna=1", "Beat=2", "Cla=3")
    assert said in refused(Path("jass.toml"), "hand", *words)


def test_bad_fixes_undos_and_other_games_commands_are_refused() -> None:
    session = Path("jass.toml")
    ok(*NEW)
    assert "nothing to undo" in refused(session, "undo").lower()
    ok("hand", "Anna=1", "Beat=2", "Cla=3")
    assert "no hand 7 to fix" in refused(session, "fix", "7", "Anna=1", "Beat=1", "Cla=1")
    assert "not a command of Board" in refused(session, "call", "1", "2", "3")
    before = session.read_bytes()
    result = runner.invoke(app, ["hand", "3", "--by", "1", "--points", "10"])
    assert result.exit_code == 2 and "No such option: --by" in result.stderr
    assert session.read_bytes() == before


def test_exports_keep_names_as_data() -> None:
    ok("new", "--game", "board", "--players", "+SUM(A1),B<b>,Cla")
    ok("hand", "+SUM(A1)=5", "B<b>=-3", "Cla=0")
    csv = ok("export").splitlines()
    assert csv == ["hand,'+SUM(A1),B<b>,Cla", "1,5,-3,0"]
    md = ok("export", "--format", "md")
    assert "B&lt;b" in md and "| 1 | 5 = 5 | -3 = -3 | 0 = 0 |" in md
    svg = ok("export", "--format", "svg")
    assert "B&lt;b&gt;" in svg and "<b>" not in svg
    data = json.loads(ok("export", "--format", "json"))
    assert data["players"] == ["+SUM(A1)", "B<b>", "Cla"]
    assert data["hands"][0]["points"] == [5, -3, 0] and data["board"]["hands"] == 1


def test_stats_and_exports_of_several_boards_and_a_schieber(tmp_path: Path) -> None:
    first, second, schieber = (tmp_path / n for n in ("b1.toml", "b2.toml", "s.toml"))
    ok("-f", str(first), *NEW, "--target", "50")
    ok("-f", str(first), "hand", "Anna=60", "Beat=-5", "Cla=10")
    ok("-f", str(second), "new", "--game", "board", "--players", "Anna,Uli")
    ok("-f", str(second), "hand", "Anna=-20", "Uli=7")
    ok("-f", str(second), "hand", "Anna=30", "Uli=7")
    ok("-f", str(schieber), "new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    ok("-f", str(schieber), "hand", "hearts", "--points", "1=100")
    data = json.loads(ok("stats", str(first), str(second), str(schieber), "--json",
                         "--alias", "Uli=Beat"))
    players = {p["name"]: p for p in data["board"]["players"]}
    # Anna: 60, -20, 30 -> average 23.3, best 60, worst -20; she won the first board.
    assert players["Anna"] == {"name": "Anna", "sessions": 2, "hands": 3, "games_won": 1,
                               "average": 23.3, "best_hand": 60, "worst_hand": -20}
    assert players["Beat"]["hands"] == 3 and players["Beat"]["best_hand"] == 7
    assert "Board: 2 sessions, 3 hands" in ok("stats", str(first), str(second))
    mixed = json.loads(ok("export", "--format", "json", str(schieber), str(first)))
    assert mixed["board"][0]["hands"][0]["points"] == [60, -5, 10]
    long = ok("export", str(first), str(second)).splitlines()
    assert long[0] == "session,hand,player,seat,points,score,total" and len(long) == 1 + 3 + 4
    assert "a board's columns are not" in refused(
        first, "export", str(first), str(schieber))


def test_rules_and_presets() -> None:
    ok(*NEW, "--lowest-wins", "--hands", "4")
    rules = json.loads(ok("rules", "--json"))
    assert rules["lowest_wins"] is True and rules["hands"] == 4 and "target" not in rules
    presets = json.loads(ok("rules", "--presets", "--json"))
    assert set(presets) == {"free", "schlaeger", "schlaeger-osj"}
    assert presets["schlaeger-osj"]["striche"] == 3 and presets["schlaeger"]["target"] == 9


def test_the_live_page_and_the_watch_frame_show_the_board(session_file: Path) -> None:
    from rich.console import Console

    from jass_slate.games import find_game
    from jass_slate.games.board.commands.live import board_frame

    ok("new", "--game", "board", "--players", "A<i>,Beat")
    ok("hand", "A<i>=12", "Beat=-7")
    page = find_game("board").hooks.page(session_file)
    assert "A&lt;i&gt;" in page.content and "<i>" not in page.content
    assert "Hand" not in page.title and "A<i>" in page.title
    console = Console(width=60, record=True, color_system=None)
    console.print(board_frame(session_file, False))
    drawn = console.export_text()
    assert "12" in drawn and "-7" in drawn and "A<i> leads with 12, 19 ahead." in drawn
