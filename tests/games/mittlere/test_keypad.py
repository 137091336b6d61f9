"""A Mittlere on the scorer's keypad (`serve --write`, issue 33): every recording command
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

NEW = ["new", "--game", "mittlere", "--players", "Anna,Beat,Cla"]

# docs/rule-choices.md's worked evening, tapped: the middle one writes two Nuller (-2), the
# others a Strich each (+1); Match: two Striche to the taker, a Nuller to each other.
EVENING: list[tuple[str, dict[str, Any], list[int]]] = [
    ("Hand", {"Points": {"Anna": 70, "Beat": 50}}, [1, -2, 1]),  # Cla 37; Beat middle
    ("Hand", {"Match": "Anna"}, [3, -3, 0]),  # Anna +2, Beat -1, Cla -1
    ("Hand", {"Void: no trump fixed": True}, [3, -3, 0]),  # not counted
    ("Hand", {"Points": {"Anna": 60, "Beat": 60},  # Cla 37; level at the top
              "The middle one, where points are level": "Beat"}, [4, -5, 1]),
    ("Undo", {}, [3, -3, 0]),
    # Hand 1 as it was: Anna 105 (>= 100: two Nuller), Beat 40 and Cla 12 a Strich each,
    # -2, +1, +1; with the Match's +2, -1, -1 that is 0 each.
    ("Fix a hand", {"Hand number": 1, "Points": {"Anna": 105, "Beat": 40}}, [0, 0, 0]),
]


def test_the_keypad_records_every_command_as_the_cli(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, NEW, [(label, taps) for label, taps, _ in EVENING])
    assert [words for words, _ in sent] == [
        ["hand", "Anna=70", "Beat=50"], ["hand", "--match", "Anna"], ["hand", "--void"],
        ["hand", "Anna=60", "Beat=60", "--middle", "Beat"], ["undo"],
        ["fix", "1", "Anna=105", "Beat=40"]]
    assert [[p["total"] for p in answer["players"]] for _, answer in sent] == [
        after for _, _, after in EVENING]


def test_the_keypad_is_the_sessions_players_and_its_recording_commands(
        tmp_path: Path) -> None:
    path = tmp_path / "jass.toml"
    assert CliRunner().invoke(app, ["-f", str(path), *NEW]).exit_code == 0
    keypad = RegisteredGames(app).keypad(path)
    assert keypad.commands == {"hand", "fix", "undo"} and keypad.sides == ("Anna", "Beat", "Cla")
    assert [entry.words for entry in keypad.entries] == [("hand",), ("undo",), ("fix",)]
    points = keypad.entries[0].controls[0]
    assert [c.word for c in points.choices] == ["Anna", "Beat", "Cla"]
    assert (points.of, points.most) == (157, 157)


def test_a_refused_entry_is_the_clis_refusal_and_writes_nothing(tmp_path: Path) -> None:
    answers = refused_as_the_cli(tmp_path, NEW, [["hand", "Anna=70", "Beat=50"]], [
        ["hand", "Anna=60", "Beat=60"], ["hand", "Anna=30", "--match", "Beat"],
        ["hand", "Anna=158"], ["fix", "2", "Anna=70", "Beat=50"], ["hand", "Dora=10"],
        ["hand", "--void", "--bogus"]])
    assert [answer["exit"] for answer in answers] == [1, 1, 1, 1, 1, 2]
    assert "which of Anna / Beat is the middle player" in answers[0]["error"]
    assert answers[5]["error"] == "No such option: --bogus"
