"""An Einzel-Coiffeur on the scorer's keypad (`serve --write`, issue 33): the declarer's own
points, no other side's (the team Coiffeur's keypad is tested in
tests/shell/test_keypad_record.py); tapped entries are answered and written as the CLI
does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.shell.keypad_tools import keypad_evening, refused_as_the_cli

NEW = ["new", "--game", "coiffeur", "--players", "Anna,Beat,Cla,Dora"]

# docs/games/coiffeur.md's evening: einzel-8, Obenabe ×5 is row 5, Undenufe ×6 row 6.
EVENING: list[tuple[str, dict[str, Any], int]] = [
    ("Hand", {"Row": "5", "Declared by": "1", "Points": 70}, 350),  # Anna ×5
    ("Hand", {"Row": "1", "Declared by": "2", "Match": True}, 514),  # Beat ×2: 2 × 257
    ("Hand", {"Row": "6", "Declared by": "3", "Points": 41}, 246),  # Cla ×6
    ("Hand", {"Row": "2", "Declared by": "4", "Row given up": True}, 0),  # Dora
]


def test_each_player_alone_writes_his_own_points(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, NEW, [(label, taps) for label, taps, _ in EVENING])
    assert sent[0][0] == ["hand", "5", "--by", "1", "--points", "70"]
    assert [p["total"] for p in sent[-1][1]["players"]] == [total for *_, total in EVENING]


def test_a_refused_entry_is_the_clis_refusal_and_writes_nothing(tmp_path: Path) -> None:
    answers = refused_as_the_cli(tmp_path, NEW, [], [
        ["hand", "5", "--by", "1", "--points", "2=70"], ["hand", "5", "--points", "70"]])
    assert [answer["exit"] for answer in answers] == [1, 2]
    assert answers[0]["error"].startswith("--points N is the declarer's own count")
    assert answers[1]["error"] == "Missing option '--by'."
