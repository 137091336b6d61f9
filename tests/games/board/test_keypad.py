"""A free board on the scorer's keypad (`serve --write`, issue 33): every recording command
tapped on the keypad the game describes, negative numbers too, is answered as the CLI
answers the same words and writes the file the CLI writes; a refusal is 422 with the
CLI's one line, the file unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from jass_slate.render.keypad import Keypad
from tests.shell.keypad_tools import keypad_evening, refused_as_the_cli

NEW = ["new", "--game", "board", "--players", "Anna,Beat,Cla", "--target", "100"]

# Any whole number each hand, added up; the game ends after the hand a total reaches 100.
EVENING: list[tuple[str, dict[str, Any], list[int]]] = [
    ("Hand", {"Points": {"Anna": 30, "Beat": -20, "Cla": 5}}, [30, -20, 5]),
    ("Hand", {"Points": {"Anna": -10, "Beat": 40, "Cla": 0}}, [20, 20, 5]),
    ("Hand", {"Points": {"Anna": 90, "Beat": 0, "Cla": 0}}, [110, 20, 5]),  # past 100
    ("Fix a hand", {"Hand number": 3, "Points": {"Anna": 70, "Beat": 0, "Cla": 0}},
     [90, 20, 5]),  # 20 + 70: on
    ("Undo", {}, [110, 20, 5]),  # the fix taken back
]


def test_the_keypad_records_every_command_as_the_cli(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, NEW, [(label, taps) for label, taps, _ in EVENING])
    assert sent[1][0] == ["hand", "Anna=-10", "Beat=40", "Cla=0"]
    assert [[p["total"] for p in answer["players"]] for _, answer in sent] == [
        after for _, _, after in EVENING]
    assert sent[-1][1]["winner"] == "Anna"


def keypad_of(tmp_path: Path, start: list[str]) -> Keypad:
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / "jass.toml"
    assert CliRunner().invoke(app, ["-f", str(path), *start]).exit_code == 0
    return RegisteredGames(app).keypad(path)


def test_the_keypads_numbers_follow_the_rules(tmp_path: Path) -> None:
    free = keypad_of(tmp_path, NEW)
    assert free.commands == {"hand", "fix", "undo"} and free.sides == ("Anna", "Beat", "Cla")
    points = free.entries[0].controls[0]
    assert (points.signed, points.most, points.of) == (True, 1_000_000, 0)
    schlaeger = keypad_of(tmp_path / "s", ["new", "--game", "board", "--players",
                                           "Anna,Beat,Cla", "--rules", "schlaeger"])
    points = schlaeger.entries[0].controls[0]
    assert (points.signed, points.most) == (True, 3)  # -1 to 3 a hand


def test_a_refused_entry_is_the_clis_refusal_and_writes_nothing(tmp_path: Path) -> None:
    answers = refused_as_the_cli(tmp_path, NEW, [["hand", "Anna=30", "Beat=-20", "Cla=5"]], [
        ["hand", "Anna=30"], ["hand", "Dora=1"], ["fix", "2", "Anna=1", "Beat=1", "Cla=1"],
        ["hand", "Anna=1", "--bogus"]])
    assert [answer["exit"] for answer in answers] == [1, 1, 1, 2]
