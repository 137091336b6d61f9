"""A Molotow on the scorer's keypad (`serve --write`, issue 33): every recording command
tapped on the keypad the game describes is answered as the CLI answers the same words and
writes the file the CLI writes; a refusal is 422 with the CLI's one line, the file
unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from tests.shell.keypad_tools import keypad_evening, refused_as_the_cli

NEW = ["new", "--game", "molotow", "--players", "Anna,Beat,Cla,Dora"]

# research-31 §1.4 E2's first hands, tapped: trick points - hand Weis + table Weis - 20
# Stöck; one player left out takes the rest of 157.
EVENING: list[tuple[str, dict[str, Any], list[int]]] = [
    # Dora 0. Anna 62 + 20 = 82, Beat 40 - 20 = 20, Cla 55, Dora 0 - 20 = -20.
    ("Hand", {"Trump": "hearts", "Points": {"Anna": 62, "Beat": 40, "Cla": 55},
              "Weis in a hand": {"Beat": [20]}, "Weis on the table": {"Anna": [20]},
              "Stöck": "Dora"}, [82, 20, 55, -20]),
    # Dora 0. Cla 70 - 50 = 20.
    ("Hand", {"Trump": "obenabe", "Points": {"Anna": 30, "Beat": 57, "Cla": 70},
              "Weis in a hand": {"Cla": [50]}}, [112, 77, 75, -20]),
    # Anna 0 - 20 - 20 = -40, Dora 75 + 50 = 125.
    ("Hand", {"Trump": "spades", "Points": {"Anna": 0, "Beat": 44, "Cla": 38, "Dora": 75},
              "Weis in a hand": {"Anna": [20, 20]}, "Weis on the table": {"Dora": [50]}},
     [72, 121, 113, 105]),
    ("Undo", {}, [112, 77, 75, -20]),
    # Hand 2 as it was, without Cla's Weis: Cla 70 for 20.
    ("Fix a hand", {"Hand number": 2, "Trump": "obenabe",
                    "Points": {"Anna": 30, "Beat": 57, "Cla": 70}}, [112, 77, 125, -20]),
    # Two players' hand Weis: Anna 40 - 20 = 20, Beat 11, Cla 86, Dora 20 - 100 = -80.
    ("Hand", {"Trump": "diamonds", "Points": {"Anna": 40, "Beat": 11, "Cla": 86},
              "Weis in a hand": {"Anna": [20], "Dora": [100]}}, [132, 88, 211, -100]),
]


def test_the_keypad_records_every_command_as_the_cli(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, NEW, [(label, taps) for label, taps, _ in EVENING])
    assert [words for words, _ in sent] == [
        ["hand", "hearts", "Anna=62", "Beat=40", "Cla=55", "--hand-weis", "Beat=20",
         "--table-weis", "Anna=20", "--stoeck", "Dora"],
        ["hand", "obenabe", "Anna=30", "Beat=57", "Cla=70", "--hand-weis", "Cla=50"],
        ["hand", "spades", "Anna=0", "Beat=44", "Cla=38", "Dora=75", "--hand-weis",
         "Anna=20,20", "--table-weis", "Dora=50"],
        ["undo"], ["fix", "2", "obenabe", "Anna=30", "Beat=57", "Cla=70"],
        ["hand", "diamonds", "Anna=40", "Beat=11", "Cla=86", "--hand-weis", "Anna=20",
         "--hand-weis", "Dora=100"]]
    assert [[p["total"] for p in answer["players"]] for _, answer in sent] == [
        after for _, _, after in EVENING]


def test_the_keypad_is_the_sessions_players_and_its_decks_trumps(tmp_path: Path) -> None:
    path = tmp_path / "jass.toml"
    new = [*NEW[:-1], "Anna,Beat,Cla,Dora,Eva,Fritz"]  # six players, the most
    assert CliRunner().invoke(app, ["-f", str(path), *new]).exit_code == 0
    keypad = RegisteredGames(app).keypad(path)
    assert keypad.commands == {"hand", "fix", "undo"} and len(keypad.sides) == 6
    trump, points = keypad.entries[0].controls[:2]
    assert [c.word for c in trump.choices] == ["clubs", "spades", "diamonds", "hearts",
                                               "obenabe"]  # the deck's order, and none
    assert [c.word for c in points.choices] == list(keypad.sides)
    assert (points.of, points.most) == (157, 157)


def test_a_refused_entry_is_the_clis_refusal_and_writes_nothing(tmp_path: Path) -> None:
    answers = refused_as_the_cli(tmp_path, NEW, [["hand", "hearts", "Anna=62", "Beat=40",
                                                  "Cla=55"]], [
        ["hand", "hearts", "Anna=100", "Beat=100"], ["hand", "undenufe", "Anna=62"],
        ["hand", "hearts", "Anna=62", "--hand-weis", "Beat=30"], ["hand", "hearts"],
        ["fix", "3", "hearts", "Anna=62"], ["hand", "hearts", "Anna=62", "--bogus"]])
    assert [answer["exit"] for answer in answers] == [1, 1, 1, 1, 1, 2]
    assert answers[3]["error"].startswith("a hand needs its trick points")
