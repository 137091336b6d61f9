"""Mittlere through the CLI: an evening per preset through commands and through `play`,
the script contract's shapes, exports and stats, and bad input refused with one line,
CLI.md's exit code and the file unchanged."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_tools import ok, refused, rules_file, run

NEW = ["new", "--game", "mittlere", "--players", "Anna,Beat,Cla"]
FILE = Path("jass.toml")


def show() -> Any:
    return json.loads(ok("show", "--json"))


def totals() -> list[int]:
    return [p["total"] for p in show()["players"]]


# The worked evening of docs/rule-choices.md: hand 7 void, 12 counted after hand 13.
EVENING = [
    (["Anna=70", "Beat=50"], [1, -2, 1]),  # Cla 37: highest, lowest I; Beat 00
    (["Anna=105", "Beat=40"], [-1, -1, 2]),  # Cla 12; Anna >= 100: 00, others I
    (["Anna=80", "Beat=77", "Cla=0"], [0, 0, 0]),  # Cla no trick: 00, others I
    (["Anna=80", "Beat=77", "Cla=0+"], [1, -2, 1]),  # Cla's trick of 0: Beat middle
    (["--match", "anna"], [3, -3, 0]),  # Anna II, Beat and Cla 0 each
    (["Anna=110", "Beat=47", "Cla=0"], [2, -1, -1]),  # 100 and 0: Beat middle II
    (["--void"], [2, -1, -1]),  # no trump: not counted
    (["Anna=99", "Beat=40"], [3, -3, 0]),  # Cla 18; 99 < 100: Beat middle
    (["Anna=100", "Beat=40"], [1, -2, 1]),  # Cla 17; exactly 100: Anna 00
    (["Anna=20", "Beat=64"], [2, -4, 2]),  # Cla 73; Beat middle
    (["Anna=33", "Beat=90"], [3, -3, 0]),  # Cla 34 is between 33 and 90: 00
    (["Anna=45", "Beat=2"], [4, -2, -2]),  # Cla 110 (Beat has 2, not 0): Cla 00
    (["Anna=30", "Beat=60"], [5, -4, -1]),  # Cla 67; Beat middle; Anna wins
]


def test_the_sources_evening_through_commands() -> None:
    said = ok(*NEW)
    assert "Started a Mittlere in " in said and "jass.toml: Anna, Beat, Cla." in said
    assert "0 of 12 hands · a hand without trump is void." in said
    for words, after in EVENING:
        ok("hand", *words)
        assert totals() == after, words
    data = show()
    assert list(data)[:5] == ["game", "players", "hands", "of", "winner"]
    assert data == {"game": "mittlere",
                    "players": [{"name": "Anna", "total": 5}, {"name": "Beat", "total": -4},
                                {"name": "Cla", "total": -1}],
                    "hands": 12, "of": 12, "winner": "Anna", "striche": [10, 7, 7],
                    "nuller": [5, 11, 8], "void": 1, "draw": False}
    history = json.loads(ok("history", "--json"))["hands"]
    assert [h["rule"] for h in history] == [
        "normal", "hundred", "no-trick", "normal", "match", "hundred-and-zero", "void",
        "normal", "hundred", "normal", "normal", "hundred", "normal"]
    assert history[4] == {"number": 5, "points": [157, 0, 0], "no_trick": ["Beat", "Cla"],
                          "zero_trick": [], "match": "Anna", "void": False, "middle": None,
                          "rule": "match", "striche": [2, 0, 0], "nuller": [0, 1, 1],
                          "scores": [2, -1, -1]}
    assert history[6]["points"] is None and history[6]["void"] is True
    assert "Anna wins with +5 after 12 hands" in ok("show")
    assert "the game is over: Anna won with +5" in refused(FILE, "hand", "Anna=70", "Beat=50")
    ok("check")


def test_the_obenabe_preset_counts_a_hand_without_trump_and_a_level_hand() -> None:
    ok(*NEW, "--rules", "obenabe")
    assert "count a hand without trump with Obenabe's values" in refused(FILE, "hand",
                                                                         "--void")
    # 60 60 37 is level at the top: the table says Beat is the middle one.
    assert "which of Anna / Beat is the middle player" in refused(FILE, "hand", "Anna=60",
                                                                 "Beat=60")
    said = ok("hand", "Anna=60", "Beat=60", "--middle", "beat")
    assert "Hand 1: Anna 60 I, Beat 60 00, Cla 37 I" in said
    ok("fix", "1", "Anna=60", "Beat=60", "--middle", "Anna")  # Anna 00 instead
    assert totals() == [-2, 1, 1]
    ok("undo")  # the fix taken back
    assert totals() == [1, -2, 1]
    ok("undo")
    assert show()["hands"] == 0
    assert json.loads(ok("rules", "--json")) == {"preset": "obenabe", "hands": 12,
                                                 "no_trump": "obenabe"}
    ok("check")


def test_a_short_game_from_a_rules_file_ends_in_a_shared_win(tmp_path: Path) -> None:
    ok(*NEW, "--rules", str(rules_file(tmp_path, "hands = 2\n")))
    ok("hand", "Anna=70", "Beat=50")  # +1 -2 +1
    ok("hand", "Anna=50", "Beat=70")  # Anna 50 is the middle: -2 +1 +1 -> -1 -1 +2
    assert show()["winner"] == "Cla"
    ok("undo")
    # Anna 37 lowest I, Beat 70 highest I, Cla 50 the middle 00: totals 2, -1, -1.
    ok("hand", "Anna=37", "Beat=70")
    assert totals() == [2, -1, -1] and show()["winner"] == "Anna"
    ok("fix", "2", "Anna=20", "Beat=50")  # Cla 87: Beat middle: +2 -4 +2
    data = show()
    assert [p["total"] for p in data["players"]] == [2, -4, 2]
    assert data["winner"] is None and data["draw"] is True
    assert "Anna, Cla share the win with +2." in ok("show")
    assert "share the lead" in refused(FILE, "hand", "--void")


def test_a_fix_of_a_void_hand_and_one_that_would_end_the_game_early(tmp_path: Path) -> None:
    ok(*NEW, "--rules", str(rules_file(tmp_path, "hands = 2\n")))
    ok("hand", "--void")
    ok("hand", "Anna=70", "Beat=50")
    # Hand 1 counts now, Anna the middle (Cla 37 lowest): -2 +1 +1; with hand 2's +1 -2 +1
    # Cla wins with +2 and the game is over.
    ok("fix", "1", "Anna=50", "Beat=70")
    assert show()["hands"] == 2 and show()["winner"] == "Cla"
    ok("undo")
    ok("hand", "Anna=70", "Beat=50")
    assert "would end the game after hand 2" in refused(FILE, "fix", "1", "Anna=70",
                                                        "Beat=50")


BAD = [
    (["hand", "Anna=80", "Beat=80", "Cla=80"], "the points add up to 240, not 157"),
    (["hand", "Anna=80"], "say the points of Beat, Cla: one player at most may be left out"),
    (["hand", "Anna=-3", "Beat=80"], "the points must be a whole number, not '-3'"),
    (["hand", "Anna=158", "Beat=0", "Cla=0"], "must be 0 to 157"),
    (["hand", "Anna=1", "Beat=80"], "neither 1 nor 156"),
    (["hand", "Anna=156", "Beat=1"], "neither 1 nor 156"),
    (["hand", "Anna=100", "Beat=60"], "more than the 157 of the hand: Cla cannot take"),
    (["hand", "Anna=12+", "Beat=80"], "the points must be a whole number, not '12+'"),
    (["hand", "--match", "Anna", "Beat=20"], "--match says every player's points"),
    (["hand", "--match", "Zoe"], "'Zoe' is not a player of this session"),
    (["hand", "--void", "Anna=30"], "a void hand has no points"),
    (["hand", "--void", "--match", "Anna"], "a void hand has no points"),
    (["hand", "Anna=60", "Beat=60"], "which of Anna / Beat is the middle player"),
    (["hand", "Anna=70", "Beat=50", "--middle", "Cla"], "the points say who is the middle"),
    (["hand", "Anna=60", "Beat=60", "--middle", "Cla"], "which of Anna / Beat"),
    (["hand", "Anna=70", "Anna=50"], "Anna's points are said twice"),
    (["hand", "Zoe=70", "Beat=50"], "'Zoe' is not a player of this session"),
    (["hand"], "say the card points"),
    (["fix", "2", "Anna=70", "Beat=50"], "there is no hand 2 to fix: hands 1 to 1"),
    (["fix", "0", "Anna=70", "Beat=50"], "there is no hand 0 to fix"),
    (["call", "Anna", "40"], "`call` is not a command of Mittlere"),
    (["claim", "1"], "`claim` is not a command of Mittlere"),
]


@pytest.mark.parametrize(("words", "says"), BAD)
def test_bad_input_is_refused_in_one_line_with_the_file_unchanged(words: list[str],
                                                                  says: str) -> None:
    ok(*NEW)
    ok("hand", "Anna=70", "Beat=50")
    line = refused(FILE, *words)
    assert says in line, line


@pytest.mark.parametrize(("players", "says"), [
    ("Anna,Beat", "a Mittlere has exactly three players, each alone; 2 were given"),
    ("Anna,Beat,Cla,Dora", "exactly three players, each alone; 4 were given"),
    ("Anna,Beat,anna", "'anna' is named twice"),
    ("Anna,Beat,12", "'12' cannot be a player's name"),
    ("Anna,Beat,C=a", "cannot be a player's name"),
])
def test_new_refuses_what_a_mittlere_does_not_take(players: str, says: str) -> None:
    assert says in refused(FILE, *NEW[:-1], players)
    assert not FILE.exists()


def test_new_refuses_options_and_rules_that_are_not_its(tmp_path: Path) -> None:
    assert "--team is not for a Mittlere game" in refused(FILE, *NEW, "--team", "A & B")
    assert "needs its three players" in refused(FILE, *NEW[:-2])
    assert "unknown Mittlere preset 'fast'" in refused(FILE, *NEW, "--rules", "fast")
    for text, says in [("hands = 0\n", "whole number from 1 to 1000"),
                       ('no_trump = "maybe"\n', "one of void, obenabe"),
                       ("target = 100\n", "unknown Mittlere rules key 'target'")]:
        assert says in refused(FILE, *NEW, "--rules", str(rules_file(tmp_path, text)))
    assert not FILE.exists()


def test_exports_and_stats() -> None:
    ok(*NEW[:-1], "Anna,Beat,=cmd|' /C calc'!A0".replace("=", "@"))
    ok("hand", "Anna=70", "Beat=50")
    ok("hand", "--void")
    csv = ok("export", "--format", "csv").splitlines()
    assert csv[0].startswith("hand,rule,Anna points,Anna striche,Anna nuller,Anna total,")
    assert "'@cmd" in csv[0]  # a name is data, never a formula
    assert csv[1:] == ["1,normal,70,1,0,1,50,0,2,-2,37,1,0,1", "2,void,,0,0,1,,0,0,-2,,0,0,1"]
    exported = json.loads(ok("export", "--format", "json"))
    assert exported["board"]["striche"] == [1, 0, 1] and len(exported["hands"]) == 2
    md = ok("export", "--format", "md")
    assert "| 1 | 70 I = +1 | 50 00 = -2 | 37 I = +1 |" in md and "| 2 | – | – | – |" in md
    svg = ok("export", "--format", "svg")
    assert svg.startswith("<?xml") and 'data-rule="void"' in svg and "<script" not in svg
    stats = json.loads(ok("stats", "--json"))
    player = stats["mittlere"]["players"][1]
    assert {k: player[k] for k in ("name", "hands", "striche", "nuller", "middle")} == {
        "name": "Beat", "hands": 1, "striche": 0, "nuller": 2, "middle": 1}


def test_several_files_export_beside_the_others(tmp_path: Path) -> None:
    first, second = tmp_path / "a.toml", tmp_path / "b.toml"
    for path in (first, second):
        ok("-f", str(path), *NEW)
        ok("-f", str(path), "hand", "Anna=70", "Beat=50")
    long = ok("-f", str(first), "export", str(first), str(second)).splitlines()
    assert long[0] == "session,hand,rule,player,seat,points,striche,nuller,total"
    assert len(long) == 1 + 3 + 3
    data = json.loads(ok("-f", str(first), "export", "--format", "json", str(first),
                         str(second)))
    assert [s["totals"] for s in data["mittlere"]] == [[1, -2, 1], [1, -2, 1]]
    assert "2 Mittlere sessions" in ok("-f", str(first), "export", "--format", "md",
                                       str(first), str(second))
    assert "Mittlere: 2 sessions, 2 hands" in ok("stats", str(first), str(second))


@pytest.mark.parametrize("width", ["40", "120"])
def test_the_board_keeps_every_number_at_any_width(width: str) -> None:
    ok(*NEW[:-1], "Anna-Maria Muster,Beat,[red]Cla")
    ok("hand", "Anna-Maria Muster=105", "Beat=40")
    ok("hand", "--void")
    text = str(run("show", COLUMNS=width).stdout)
    assert "105" in text and "[red]Cla" in text and "…" not in text
    assert all(len(line) <= int(width) for line in text.splitlines())
    history = str(run("history", COLUMNS=width).stdout)
    assert "105 00 = -2" in history and "void" in history
    stats = str(run("stats", COLUMNS=width).stdout)
    assert "Anna-Maria Muster" in stats and "[red]Cla" in stats and "…" not in stats
    assert all(len(line) <= int(width) for line in stats.splitlines())


def play(answers: list[str]) -> str:
    from jass_slate.cli.app import app
    from tests.cli_tools import runner

    result = runner.invoke(app, ["play"], input="".join(a + "\n" for a in answers))
    assert result.exit_code == 0, result.output
    return str(result.stdout)


@pytest.mark.parametrize("preset", ["reglement", "obenabe"])
def test_play_an_evening_of_each_preset(tmp_path: Path, preset: str) -> None:
    path = rules_file(tmp_path, f'preset = "{preset}"\nhands = 3\n')
    ok(*NEW, "--rules", str(path))
    answers = ["70", "50",  # Cla 37: +1 -2 +1
               "show", "ungültig",  # void (refused under `obenabe`, asked again)
               "90", "67", "n",  # Cla 0 and no trick: I I 00
               "60", "60", "Beat",  # level: Beat the middle, 00
               ]
    said = play(answers)
    # 1: +1 -2 +1; 2 (Cla no trick): +1 +1 -2 -> +2 -1 -1; 3: +1 -2 +1 -> +3 -3 0.
    assert totals() == [3, -3, 0] and show()["winner"] == "Anna"
    assert "Who does the table count as the middle player (Anna / Beat)?" in said
    assert "Anna wins with +3 after 3 hands" in said
    assert show()["void"] == (1 if preset == "reglement" else 0)
    offered = "Hand 1: Anna's points (or void, or match PLAYER)? "
    assert (offered in said) == (preset == "reglement")  # void is offered where it is one
    assert preset == "reglement" or "Hand 1: Anna's points (or match PLAYER)? " in said
    ok("check")


def test_play_takes_a_match_a_trick_of_no_points_and_every_language() -> None:
    ok(*NEW)
    said = play(["matsch beat", "80", "77", "j", "rückgängig", "aiuto", "0+", "100",
                 "fertig"])
    # Beat's Match: -1 +2 -1; then 80 77 0 with Cla's trick of 0: Beat middle, +1 -2 +1,
    # taken back; Anna 0+ and Beat 100: 100 and another on 0: Cla the middle, II.
    assert totals() == [-2, 1, 1]
    assert "Took back hand 2." in said and "0+ is a trick of no points" in said
    assert "Stopped" in said
    rows = json.loads(ok("history", "--json"))["hands"]
    assert rows[1]["rule"] == "hundred-and-zero" and rows[1]["zero_trick"] == ["Anna"]
