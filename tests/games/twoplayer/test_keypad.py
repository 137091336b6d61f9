"""A two-player game on the scorer's keypad (`serve --write`, issue 33): every recording
command tapped on the keypad the game describes is answered as the CLI answers the same
words and writes the file the CLI writes; a refusal is 422 with the CLI's one line, the
file unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from jass_slate.render.keypad import Keypad
from tests.cli_tools import rules_file
from tests.shell.keypad_tools import keypad_evening, refused_as_the_cli

NEW = ["new", "--game", "twoplayer", "--players", "Anna,Beat"]

# Cinq Cents (research 2P-1, 2P-2, 2P-5): the taker must make more than the other, or the
# other writes both sums; all the tricks +100; to 500.
EVENING: list[tuple[str, dict[str, Any], list[int]]] = [
    # 95 + 20 Stöck = 115 against 67 + 50 = 117: failed, Beat writes 232.
    ("Hand", {"Trump": "hearts", "Took the game on": "Anna",
              "Points": {"Anna": 95, "Beat": 67}, "Weis": {"Beat": [50]}, "Stöck": "Anna"},
     [0, 232]),
    # 100 + 20 = 120 against 62 + 50 = 112: made, each writes his own.
    ("Hand", {"Trump": "hearts", "Took the game on": "Anna",
              "Points": {"Anna": 100, "Beat": 62}, "Weis": {"Beat": [50]}, "Stöck": "Anna"},
     [120, 344]),
    # Hand 1 with Anna's 94: 114 against 117, still failed: Beat 231.
    ("Fix a hand", {"Hand number": 1, "Trump": "hearts", "Took the game on": "Anna",
                    "Points": {"Anna": 94, "Beat": 67}, "Weis": {"Beat": [50]},
                    "Stöck": "Anna"}, [120, 343]),
    ("Undo", {}, [120, 344]),
    # Beat took all nine tricks: 160 + 100, made: 604, Beat wins.
    ("Hand", {"Trump": "spades", "Took the game on": "Beat",
              "Points": {"Anna": 0, "Beat": 160}, "Match": "Beat"}, [120, 604]),
]


def test_the_keypad_records_every_command_as_the_cli(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, NEW, [(label, taps) for label, taps, _ in EVENING])
    assert sent[2][0] == ["fix", "1", "hearts", "--taker", "Anna", "--points", "Anna=94",
                          "--points", "Beat=67", "--weis", "Beat=50", "--stoeck", "Anna"]
    assert [[p["total"] for p in answer["players"]] for _, answer in sent] == [
        after for _, _, after in EVENING]
    assert sent[-1][1]["winner"] == "Beat"


def keypad_of(tmp_path: Path, start: list[str]) -> Keypad:
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / "jass.toml"
    assert CliRunner().invoke(app, ["-f", str(path), *start]).exit_code == 0
    return RegisteredGames(app).keypad(path)


def test_the_keypad_follows_the_rules(tmp_path: Path) -> None:
    keypad = keypad_of(tmp_path, NEW)
    assert keypad.commands == {"hand", "fix", "undo"} and keypad.sides == ("Anna", "Beat")
    hand = keypad.entries[0].controls
    assert [c.label for c in hand] == ["Trump", "Took the game on", "Points", "Match", "Weis",
                                       "Stöck"]
    assert [c.word for c in hand[0].choices] == ["clubs", "spades", "diamonds", "hearts"]
    assert (hand[2].of, hand[2].most, hand[2].repeated) == (0, 162, True)  # not all played
    rules = rules_file(tmp_path, 'preset = "schmaus"\ntarget = 300\n')
    schmaus = keypad_of(tmp_path / "s", [*NEW, "--rules", str(rules)]).entries[0].controls
    assert [c.label for c in schmaus] == ["Trump", "Points", "Match", "Weis", "Stöck"]
    assert (schmaus[1].of, schmaus[1].most) == (157, 157)  # one may be left out


def test_a_schmaus_hand_leaves_one_player_out_and_writes_both_weis(tmp_path: Path) -> None:
    rules = rules_file(tmp_path, 'preset = "schmaus"\ntarget = 300\n')
    sent = keypad_evening(tmp_path, [*NEW, "--rules", str(rules)], [
        ("Hand", {"Trump": "hearts", "Points": {"Anna": 100},
                  "Weis": {"Anna": [20], "Beat": [50]}})])
    assert sent[0][0] == ["hand", "hearts", "--points", "Anna=100", "--weis", "Anna=20",
                          "--weis", "Beat=50"]
    assert [p["total"] for p in sent[0][1]["players"]] == [120, 107]  # Beat: 57 + 50


def test_a_refused_entry_is_the_clis_refusal_and_writes_nothing(tmp_path: Path) -> None:
    hand = ["hand", "hearts", "--taker", "Anna"]
    answers = refused_as_the_cli(tmp_path, NEW, [], [
        [*hand, "--points", "Anna=95"], [*hand, "--points", "Anna=100", "--points", "Beat=63"],
        ["hand", "hearts", "--points", "Anna=95", "--points", "Beat=67"],
        [*hand, "--points", "Anna=98", "--points", "Beat=10", "--weis", "Anna=50", "--weis",
         "Beat=20"], ["fix", "1", *hand[1:], "--points", "Anna=98", "--points", "Beat=10"],
        [*hand, "--bogus"]])
    assert [answer["exit"] for answer in answers] == [1, 1, 1, 1, 1, 2]
    assert "both players" in answers[0]["error"] and "163" in answers[1]["error"]
