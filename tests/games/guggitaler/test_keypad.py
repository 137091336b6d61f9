"""A Guggitaler on the scorer's keypad (`serve --write`, issue 33): every recording command
(hand, domino, undo, fix) tapped on the keypad the game describes is answered as the CLI
answers the same words and writes the file the CLI writes; the hand's form is the hand
being played, the domino's when the domino comes; a refusal is 422 with the CLI's one
line, the file unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from jass_slate.render.keypad import Keypad
from tests.shell.keypad_tools import keypad_evening, refused_as_the_cli

NEW = ["new", "--game", "guggitaler", "--players", "Anna,Beat,Cla,Dora"]

# The Jassbuch's units 1, 2, 4, 8, 10; the domino's credits 25, 16, 12, 8 (minus).
EVENING: list[tuple[str, dict[str, Any], list[int]]] = [
    ("Hand", {"each trick": {"Anna": 3, "Beat": 2, "Cla": 4}}, [3, 2, 4, 0]),  # Dora 0
    ("Hand", {"each heart": {"Anna": 2, "Beat": 5, "Cla": 0}}, [7, 12, 4, 4]),  # Dora 2: ×2
    ("Hand", {"each queen": {"Anna": 1, "Beat": 0, "Cla": 2}}, [11, 12, 12, 8]),  # ×4
    ("Hand", {"the king of clubs": {"Cla": 1}}, [11, 12, 20, 8]),  # 8
    ("Hand", {"the last trick": {"Beat": 1}}, [11, 22, 20, 8]),  # 10; 61 units in all
    ("Domino", {"Place 1": "Dora", "Place 2": "Anna", "Place 3": "Cla"},
     [-5, 14, 8, -17]),  # Beat last: -16, -8, -12, -25
    ("Undo", {}, [11, 22, 20, 8]),
    ("Domino", {"Place 1": "Anna", "Place 2": "Dora", "Place 3": "Beat", "Place 4": "Cla"},
     [-14, 10, 12, -8]),  # -25, -12, -8, -16
    # Hand 2's hearts as they were, 0, 5, 2 and Dora 2: 0, 10, 4, 4 for 4, 10, 0, 4.
    ("Fix a hand", {"Hand number": 2, "Counts": {"Anna": 0, "Beat": 5, "Cla": 2}},
     [-18, 10, 16, -8]),
    # The domino as it was: 7, 22, 24, 8 before it, less 16, 8, 12, 25.
    ("Fix the domino", {"Place 1": "Dora", "Place 2": "Anna", "Place 3": "Cla"},
     [-9, 14, 12, -17]),
]


def keypad_of(tmp_path: Path, start: list[str], *played: list[str]) -> Keypad:
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / "jass.toml"
    for words in (start, *played):
        result = CliRunner().invoke(app, ["-f", str(path), *words])
        assert result.exit_code == 0, result.output
    return RegisteredGames(app).keypad(path)


def test_the_keypad_records_every_command_as_the_cli(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, NEW, [(label, taps) for label, taps, _ in EVENING])
    assert [words for words, _ in sent][3:] == [
        ["hand", "Cla=1"], ["hand", "Beat=1"], ["domino", "Dora", "Anna", "Cla"], ["undo"],
        ["domino", "Anna", "Dora", "Beat", "Cla"], ["fix", "2", "Anna=0", "Beat=5", "Cla=2"],
        ["fix", "6", "Dora", "Anna", "Cla"]]
    assert [[p["total"] for p in answer["players"]] for _, answer in sent] == [
        after for _, _, after in EVENING]


def test_the_keypad_offers_what_comes_next(tmp_path: Path) -> None:
    keypad = keypad_of(tmp_path, NEW)
    assert keypad.commands == {"hand", "domino", "fix", "undo"}
    assert [e.label for e in keypad.entries] == ["Hand", "Undo", "Fix a hand",
                                                  "Fix the domino"]
    counts = keypad.entries[0].controls[0]
    assert (counts.label, counts.of, counts.most) == ("each trick", 9, 9)  # 36 cards / 4
    assert [c.word for c in counts.choices] == ["Anna", "Beat", "Cla", "Dora"]
    fix, domino = keypad.entries[2].controls, keypad.entries[3]
    assert (fix[0].most, fix[1].most, domino.words) == (5, 9, ("fix", "6"))
    assert [c.required for c in domino.controls] == [True, True, True, False]
    hands = [["hand", "Anna=3", "Beat=2", "Cla=4"], ["hand", "Anna=2", "Beat=5", "Cla=0"],
             ["hand", "Anna=1", "Beat=0", "Cla=2"], ["hand", "Cla"], ["hand", "Beat"]]
    keypad = keypad_of(tmp_path / "d", NEW, *hands)
    assert [e.label for e in keypad.entries] == ["Domino", "Undo", "Fix a hand",
                                                  "Fix the domino"]
    keypad = keypad_of(tmp_path / "o", NEW, *hands, ["domino", "Dora,Anna,Cla,Beat"])
    assert [e.label for e in keypad.entries] == ["Undo", "Fix a hand", "Fix the domino"]


def test_three_players_and_the_reversed_five_have_their_own_keypad(tmp_path: Path) -> None:
    keypad = keypad_of(tmp_path, [*NEW[:-1], "Anna,Beat,Cla", "--rules", "reversed"])
    assert [e.label for e in keypad.entries] == ["Hand", "Undo", "Fix a hand"]
    assert keypad.entries[0].controls[0].most == 12  # 36 cards / 3
    assert [c.most for c in keypad.entries[2].controls] == [10, 12]  # ten hands, no domino


def test_a_refused_entry_is_the_clis_refusal_and_writes_nothing(tmp_path: Path) -> None:
    answers = refused_as_the_cli(tmp_path, NEW, [["hand", "Anna=3", "Beat=2", "Cla=4"]], [
        ["hand", "Anna=9", "Beat=1"], ["domino", "Dora", "Anna", "Cla"],
        ["fix", "7", "Anna=1"], ["fix", "2", "Anna=1"], ["hand", "Eva=1"],
        ["hand", "Anna=1", "--bogus"]])
    assert [answer["exit"] for answer in answers] == [1, 1, 1, 1, 1, 2]
    assert "more than the 9 this hand has" in answers[0]["error"]
    assert answers[2]["error"].startswith("there is no part 7 to fix")
