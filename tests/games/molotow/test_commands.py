"""Molotow through the CLI: an evening per preset, by commands and through `play`; bad
input refused with one line and the file unchanged; the exports, the stats, the board at
every width."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_tools import digest, ok, refused, rules_file, run

NEW = ["new", "--game", "molotow", "--players", "Anna,Beat,Cla,Dora"]
# research-31 §1.4 E2: the evening of 8 hands, as said at the table (one player left out
# takes the rest of 157), with what each hand writes (trick points - hand Weis + table
# Weis - 20 Stöck) and the totals after it.
EVENING = [
    # Dora 157 - 157 = 0. Anna 62 + 20 = 82, Beat 40 - 20 = 20, Cla 55, Dora 0 - 20 = -20.
    ["hearts", "Anna=62", "Beat=40", "Cla=55", "--hand-weis", "Beat=20", "--table-weis",
     "Anna=20", "--stoeck", "Dora"],
    # Dora 0. Cla 70 - 50 = 20. Totals 112, 77, 75, -20.
    ["obenabe", "Anna=30", "Beat=57", "Cla=70", "--hand-weis", "Cla=50"],
    # Anna 0 - 20 - 20 = -40, Dora 75 + 50 = 125. Totals 72, 121, 113, 105.
    ["spades", "Anna=0", "Beat=44", "Cla=38", "Dora=75", "--hand-weis", "Anna=20,20",
     "--table-weis", "Dora=50"],
    # Cla 157 - 135 = 22, + 20 = 42; Beat 90 - 20 = 70. Totals 97, 191, 155, 125.
    ["clubs", "Anna=25", "Beat=90", "Dora=20", "--table-weis", "Cla=20", "--stoeck", "Beat"],
    # Dora 20 - 100 = -80. Totals 137, 202, 241, 45.
    ["diamonds", "Anna=40", "Beat=11", "Cla=86", "--hand-weis", "Dora=100"],
    # A Match: 157, no bonus. Totals 294, 202, 241, 45.
    ["hearts", "Anna=157", "Beat=0", "Cla=0"],
    # Dora 47; Beat 67 + 20 + 50 = 137. Totals 304, 339, 274, 92.
    ["spades", "Anna=10", "Beat=67", "Cla=33", "--table-weis", "Beat=20,50"],
    # Dora 62; Anna 21 - 50 = -29, Cla 60 - 20 = 40. Totals 275, 353, 314, 154.
    ["clubs", "Anna=21", "Beat=14", "Cla=60", "--hand-weis", "Anna=50", "--stoeck", "Cla"],
]


def show() -> Any:
    return json.loads(ok("show", "--json"))


def totals() -> list[int]:
    return [p["total"] for p in show()["players"]]


def test_the_reglement_evening_by_commands(session_file: Path) -> None:
    said = ok(*NEW)
    assert "Started a Molotow" in said and "0 of 8 hands" in said
    for words in EVENING:
        ok("hand", *words)
    data = show()
    assert data == {"game": "molotow",
                    "players": [{"name": "Anna", "total": 275}, {"name": "Beat", "total": 353},
                                {"name": "Cla", "total": 314}, {"name": "Dora", "total": 154}],
                    "hands": 8, "of": 8, "winner": "Dora", "target": None, "draw": False,
                    "leaders": ["Dora"], "one_more_hand": False}
    assert list(data)[:5] == ["game", "players", "hands", "of", "winner"]
    assert "Dora wins with 154 after 8 hands" in ok("show")
    assert "the game is over: Dora won with 154" in refused(session_file, "hand", *EVENING[0])
    history = json.loads(ok("history", "--json"))["hands"]
    assert history[0] == {"number": 1, "trump": "hearts", "points": [62, 40, 55, 0],
                          "hand_weis": [[], [20], [], []], "table_weis": [[20], [], [], []],
                          "stoeck": "Dora", "doubled": False, "scores": [82, 20, 55, -20]}
    assert history[3]["points"] == [25, 90, 22, 20]  # Cla left out: the rest
    ok("check")


@pytest.mark.parametrize(("preset", "hands", "expected"), [
    ("twelve", 12, None),  # 8 of 12 played: no winner yet
    ("last-double", 8, [246, 367, 354, 216]),  # hand 8 writes -58, 28, 80, 124
])
def test_the_other_presets_by_commands(preset: str, hands: int,
                                       expected: list[int] | None) -> None:
    ok(*NEW, "--rules", preset)
    for words in EVENING:
        ok("hand", *words)
    data = show()
    assert data["of"] == hands
    if expected is None:
        assert totals() == [275, 353, 314, 154] and data["winner"] is None
    else:
        assert totals() == expected and data["winner"] == "Dora"


def test_the_target_preset_ends_after_the_hand_that_reaches_1000(session_file: Path) -> None:
    ok(*NEW, "--rules", "target-1000")
    for _ in range(6):  # Anna takes 157 a hand: 942, then 1099 after the seventh
        ok("hand", "hearts", "Anna=157", "Beat=0", "Cla=0")
    assert show()["winner"] is None and show()["of"] is None
    ok("hand", "hearts", "Anna=157", "Beat=0", "Cla=0")
    data = show()
    assert data["target"] == 1000 and totals() == [1099, 0, 0, 0]
    assert data["winner"] is None and data["draw"] is True  # Beat, Cla and Dora share it
    assert data["leaders"] == ["Beat", "Cla", "Dora"]
    assert "share the win" in refused(session_file, "hand", "hearts", "Anna=157", "Beat=0",
                                      "Cla=0")


def test_a_tie_played_off_and_a_fix_and_undo(tmp_path: Path) -> None:
    rules = rules_file(tmp_path, 'hands = 2\ntie = "one-more-hand"\n')
    ok(*NEW[:-1], "Anna,Beat,Cla", "--rules", str(rules))
    ok("hand", "hearts", "Anna=20", "Beat=60")  # Cla 77
    ok("hand", "spades", "Anna=80", "Beat=40")  # Cla 37: 100, 100, 114
    assert show()["one_more_hand"] is True and "one more hand decides" in ok("show")
    said = ok("fix", "2", "spades", "Anna=80", "Beat=37")  # Cla 40: 100, 97, 117
    assert "Hand 2 fixed." in said and "Beat wins with 97" in said
    assert "Took back the fix of hand 2." in ok("undo")
    ok("hand", "hearts", "Anna=10", "Beat=20")  # Cla 127: 110, 120, 241
    assert show()["winner"] == "Anna"
    ok("check")


@pytest.mark.parametrize(("args", "says"), [
    (["hand", "hearts", "Anna=100", "Beat=30"], "one player at most"),
    (["hand", "hearts", "Anna=50", "Beat=50", "Cla=50", "Dora=50"], "add up to 200"),
    (["hand", "hearts", "Anna=100", "Beat=60", "Cla=0"], "more than the 157"),
    (["hand", "hearts", "Anna=-5", "Beat=60", "Cla=60"], "whole number"),
    (["hand", "hearts", "Anna=158", "Beat=0", "Cla=0"], "more than the 157"),
    (["hand", "hearts", "Anna=1", "Beat=60", "Cla=60"], "not 1 or 156"),
    (["hand", "hearts", "Anna=156", "Beat=1", "Cla=0"], "not 1 or 156"),
    (["hand", "hearts", "Zoe=10", "Beat=60", "Cla=60"], "not a player"),
    (["hand", "hearts", "Anna=10", "anna=20", "Cla=60"], "said twice"),
    (["hand", "bells", "Anna=40", "Beat=60", "Cla=49"], "swiss deck"),
    (["hand", "undenufe", "Anna=40", "Beat=60", "Cla=49"], "not a Molotow trump"),
    (["hand", "purple", "Anna=40", "Beat=60", "Cla=49"], "unknown contract"),
    (["hand", "obenabe", "Anna=40", "Beat=60", "Cla=49", "--stoeck", "Dora"], "no Stöck"),
    (["hand", "hearts", "Anna=40", "Beat=60", "Cla=49", "--stoeck", "Eva"], "not a player"),
    (["hand", "hearts", "Anna=40", "Beat=60", "Cla=49", "--hand-weis", "Anna=30"],
     "not a Weis of these rules"),
    (["hand", "hearts", "Anna=40", "Beat=60", "Cla=49", "--hand-weis", "Anna=-20"],
     "whole number"),
    (["hand", "hearts", "Anna=40", "Beat=60", "Cla=49", "--hand-weis", "20"], "PLAYER=V"),
    (["hand", "hearts", "Anna=40", "Beat=60", "Cla=49", "--hand-weis", "Anna=200",
      "--hand-weis", "Beat=200"], "one set of four unders"),
    (["hand", "hearts", "Anna=40", "Beat=60", "Cla=49", "--hand-weis", "Anna=50,50,20"],
     "need 11 cards"),
    (["hand", "hearts", "Anna=40", "Beat=60", "Cla=49", "--table-weis", "Anna=150"],
     "not a Weis of these rules"),
    (["hand", "hearts"], "needs its trick points"),
    (["hand", "hearts", "Anna"], "PLAYER=N"),
    (["fix", "9", "hearts", "Anna=40", "Beat=60", "Cla=49"], "no hand 9"),
    (["fix", "0", "hearts", "Anna=40", "Beat=60", "Cla=49"], "no hand 0"),
    (["call", "40", "25", "0", "92"], "not a command of Molotow"),
    (["claim", "1"], "not a command of Molotow"),
])
def test_bad_input_is_refused_with_one_line_and_the_file_unchanged(
        session_file: Path, args: list[str], says: str) -> None:
    ok(*NEW)
    ok("hand", *EVENING[0])
    before = digest(session_file)
    assert says in refused(session_file, *args)
    assert digest(session_file) == before


def test_a_trick_of_three_cards_holds_no_50_and_six_players_hold_six_cards() -> None:
    ok(*NEW[:-1], "Anna,Beat,Cla")
    assert "trick of 3 cards" in refused(Path("jass.toml"), "hand", "hearts", "Anna=40",
                                         "Beat=60", "--table-weis", "Anna=50")
    ok("new", "--force", "--game", "molotow", "--players", "A,B,C,D,E,F")
    assert "need 9 cards" in refused(Path("jass.toml"), "hand", "hearts", "A=20", "B=0",
                                     "C=31", "D=44", "E=40", "--hand-weis", "A=20,20,20")
    ok("hand", "hearts", "A=20", "B=0", "C=31", "D=44", "E=40", "--table-weis", "C=100")
    assert totals() == [20, 0, 131, 44, 40, 22]  # F takes the rest, 22


def test_new_refuses_what_a_molotow_does_not_take(session_file: Path, tmp_path: Path) -> None:
    for args, says in ((["--players", "Anna,Beat"], "3 to 6 players"),
                       (["--players", "A,B,C,D,E,F,G"], "3 to 6 players"),
                       (["--players", "Anna,Anna,Cla"], "named twice"),
                       (["--players", "Anna,7,Cla"], "cannot be a player's name"),
                       (["--players", "Anna,Be=at,Cla"], "cannot be a player's name"),
                       (["--players", "A,B,C", "--team", "X"], "--team is not for"),
                       (["--players", "A,B,C", "--rules", "nosuchpreset"],
                        "unknown Molotow preset"),
                       (["--players", "A,B,C", "--deck", "swiss"], "--deck is not for"),
                       ([], "needs its players")):
        assert says in refused(session_file, "new", "--game", "molotow", *args)
        assert not session_file.exists()
    for text, says in (("hands = 0\n", "1 to 1000"), ("hands = 8\ntarget = 1000\n", "not both"),
                       ("target = 900\nlast_hand_double = true\n", "number of hands"),
                       ('table_weis = "triple"\n', "single, double"), ("colour = 1\n",
                                                                         "unknown Molotow")):
        line = refused(session_file, *NEW, "--rules", str(rules_file(tmp_path, text)))
        assert says in line and "house-rules.toml" in line


def test_a_swiss_deck_from_a_rules_file_and_the_rules_said_back(tmp_path: Path) -> None:
    ok(*NEW, "--rules", str(rules_file(tmp_path, 'deck = "swiss"\nrounded = true\n')))
    ok("hand", "rosen", "Anna=14", "Beat=23", "Cla=26")  # simonste's `rounded`: 1, 2, 3, 9
    assert totals() == [1, 2, 3, 9]
    assert 'deck = "swiss"' in ok("rules") and "rounded = true" in ok("rules")
    assert "reglement:" in ok("rules", "--presets")


def test_a_hand_edited_file_is_checked(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", *EVENING[0])
    text = session_file.read_text()
    session_file.write_text(text.replace("Anna=62", "Anna=63"))
    result = run("check")
    assert result.exit_code == 3 and "add up to 158" in result.stderr


def test_exports_of_one_session() -> None:
    ok(*NEW[:-1], "Anna,B<b>,@Cla")
    ok("hand", "hearts", "Anna=62", "B<b>=40", "--hand-weis", "B<b>=20", "--table-weis",
       "Anna=20", "--stoeck", "@Cla")  # @Cla takes 55
    csv = ok("export").splitlines()
    assert csv[0].startswith("hand,trump,doubled,Anna points,Anna hand weis,Anna table weis,"
                             "Anna stoeck,Anna score,Anna total,B<b> points")
    assert "'@Cla points" in csv[0]  # a name is never a formula
    assert csv[1] == "1,hearts,0,62,0,20,0,82,82,40,20,0,0,20,20,55,0,0,1,35,35"
    data = json.loads(ok("export", "--format", "json"))
    assert data["hands"][0]["totals"] == [82, 20, 35] and data["board"]["hands"] == 1
    md = ok("export", "--format", "md")
    assert "B&lt;b&gt;" not in md and "B&lt;b" in md and "| 1 | hearts |" in md
    svg = ok("export", "--format", "svg")
    assert svg.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')
    assert "B&lt;b&gt;" in svg and "<b>" not in svg


def test_stats_and_exports_of_several(tmp_path: Path) -> None:
    first, second, schieber = (tmp_path / n for n in ("m1.toml", "m2.toml", "s.toml"))
    ok("-f", str(first), *NEW)
    for words in EVENING:
        ok("-f", str(first), "hand", *words)
    ok("-f", str(second), *NEW[:-1], "Anna,Uli,Cla")
    ok("-f", str(second), "hand", "hearts", "Anna=60", "Uli=50", "--hand-weis", "Anna=50")
    ok("-f", str(schieber), "new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    ok("-f", str(schieber), "hand", "hearts", "--points", "1=100")
    data = json.loads(ok("stats", str(first), str(second), str(schieber), "--json",
                         "--alias", "Uli=Beat"))
    players = {p["name"]: p for p in data["molotow"]["players"]}
    # Anna: 9 hands, trick points 345 + 60 = 405 (45.0 a hand); hand Weis 20, 20, 50 and
    # 50 (4, 140); table Weis 20 (1, 20); a Match (hand 6).
    assert players["Anna"] == {"name": "Anna", "sessions": 2, "hands": 9, "games_won": 0,
                               "average_points": 45.0, "hand_weis": 4,
                               "hand_weis_points": 140, "table_weis": 1,
                               "table_weis_points": 20, "stoeck": 0, "matches": 1}
    assert players["Dora"]["games_won"] == 1 and players["Beat"]["sessions"] == 2
    text = ok("stats", str(first), str(schieber))
    assert "Molotow: 1 session, 8 hands" in text and "Teams" in text
    mixed = json.loads(ok("export", "--format", "json", str(schieber), str(first)))
    assert mixed["molotow"][0]["totals"] == [275, 353, 314, 154]
    long = ok("export", str(first), str(second)).splitlines()
    assert long[0] == ("session,hand,trump,player,seat,points,hand weis,table weis,stoeck,"
                       "score,total")
    assert len(long) == 1 + 8 * 4 + 3
    assert "a CSV is one table" in refused(first, "export", str(schieber), str(first))


def play(answers: list[str]) -> str:
    from jass_slate.cli.app import app
    from tests.cli_tools import runner

    result = runner.invoke(app, ["play"], input="".join(a + "\n" for a in answers))
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def test_play_an_evening(tmp_path: Path) -> None:
    ok(*NEW[:-1], "Anna,Beat,Cla", "--rules", str(rules_file(tmp_path, "hands = 2\n")))
    said = play([
        # Cla takes 157 - 20 - 60 = 77; Beat's hand Weis 20, Anna's table Weis 20, Cla's
        # Stöck: 40, 40, 57.
        "herz", "20", "60", "Beat=20", "Anna=20", "Cla",
        "obenabe", "x", "zeigen",  # a refused answer asks the hand again; show draws
        # Obenabe: no Stöck asked. Cla 157 - 80 - 40 = 37: 120, 80, 94.
        "obenabe", "80", "40", "", "",
    ])
    assert "Cla takes the rest: 77." in said
    assert "Hand 1 (♥ hearts): Anna 20+20: 40, Beat 60-20: 40, Cla 77 S: 57." in said
    assert "whole number" in said and "Molotow · 1 of 2 hands" in said
    assert "Beat wins with 80 after 2 hands" in said
    assert totals() == [120, 80, 94]
    ok("check")


@pytest.mark.parametrize(("preset", "length", "expected"), [
    # Hand 1: Cla 157 - 80 = 77; 20 + 20, 60 - 20, 77 - 20 Stöck = 40, 40, 57.
    # Hand 2 (Obenabe): Cla 157 - 120 = 37: 80, 40, 37. Totals 120, 80, 94.
    ("reglement", "hands = 2", [120, 80, 94]),
    ("twelve", "hands = 2", [120, 80, 94]),
    ("last-double", "hands = 2", [200, 120, 131]),  # hand 2 doubled: 160, 80, 74
    ("target-1000", "target = 100", [120, 80, 94]),  # Anna's 120 reaches 100 in hand 2
])
def test_play_an_evening_of_each_preset(tmp_path: Path, preset: str, length: str,
                                        expected: list[int]) -> None:
    rules = rules_file(tmp_path, f'preset = "{preset}"\n{length}\n')
    ok(*NEW[:-1], "Anna,Beat,Cla", "--rules", str(rules))
    said = play(["herz", "20", "60", "Beat=20", "Anna=20", "Cla",
                 "obenabe", "80", "40", "", ""])
    assert f"Beat wins with {expected[1]} after 2 hands" in said
    assert totals() == expected
    ok("check")


def test_play_undo_and_quit(tmp_path: Path) -> None:
    ok(*NEW)
    ok("hand", *EVENING[0])
    said = play(["undo", "hilfe", "quit"])
    assert "Took back hand 1." in said and "Give the trump" in said and "Stopped." in said
    assert show()["hands"] == 0


@pytest.mark.parametrize("width", [40, 80, 120])
def test_the_board_at_every_width_cuts_no_number(width: int) -> None:
    ok(*NEW[:-1], "Anna,Beat,Cla,Dora,Eva Maria Bernasconi,Fritz")
    ok("hand", "hearts", "Anna=62", "Beat=40", "Cla=55", "Dora=0", "Eva Maria Bernasconi=0",
       "--hand-weis", "Beat=20 Eva Maria Bernasconi=20,20", "--table-weis", "Anna=20",
       "--stoeck", "Dora")
    assert totals() == [82, 20, 55, -20, -40, 0]  # a name with spaces takes its Weis
    text = ok("show", COLUMNS=str(width))
    assert all(len(line) <= width for line in text.splitlines())
    for figure in ("82", "-20", "Eva Maria Bernasconi"):
        assert figure in text.replace("\n", " ") or figure in text, (width, text)
    history = ok("history", COLUMNS=str(width))
    assert "82 = 82" in history


def test_names_are_shown_as_text() -> None:
    sly = "[red]Z\x1b[2Jed"
    ok(*NEW[:-1], f"Anna,{sly},Cla")
    ok("hand", "hearts", "Anna=40", f"{sly}=40")
    for command in (["show"], ["show", "--ascii"], ["history"], ["undo"], ["stats"],
                    ["export", "--format", "md"]):
        text = ok(*command)
        assert "\x1b" not in text, command
    assert json.loads(ok("show", "--json"))["players"][1]["name"] == sly


def test_the_molotow_commands_have_help_with_an_example() -> None:
    ok(*NEW)
    for command in ("hand", "fix", "undo", "show", "history", "rules", "export", "watch"):
        assert "Example: jass-slate" in ok(command, "--help"), command
    assert "hand" in run("--help").output


def test_a_molotow_command_loads_its_own_module_and_no_drawing(session_file: Path) -> None:
    """CSV and JSON need no drawing, and a Molotow's own commands load no other game's
    modules (`stats` reads every game's part: the first game's figures are always there)."""
    import subprocess
    import sys

    ok(*NEW)
    ok("hand", *EVENING[0])
    probe = ("import sys; sys.argv = ['jass-slate', *sys.argv[1:]]\n"
             "from jass_slate.cli.main import main\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.startswith(('jass_slate.', "
             "'rich'))), file=sys.stderr)")
    for args in (["show", "--json"], ["history", "--json"], ["hand", "hearts", "Anna=x"],
                 ["export"], ["stats", "--json"]):
        done = subprocess.run([sys.executable, "-c", probe, "-f", str(session_file), *args],
                              capture_output=True, text=True, check=False)
        loaded = set(json.loads(done.stderr.strip().splitlines()[-1].replace("'", '"')))
        assert not any(m.startswith("rich") for m in loaded), (args, loaded)
        others = tuple(f"jass_slate.games.{g}." for g in ("schieber", "coiffeur", "differenzler"))
        assert args[0] == "stats" or not any(m.startswith(others) for m in loaded), args
