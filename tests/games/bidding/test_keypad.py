"""The bidding games on the scorer's keypad (`serve --write`, issue 33): every recording
command tapped on the keypad the game describes, for players each alone (Bieterjass) and
for two teams (Sidi-Barrani), is answered as the CLI answers the same words and writes the
file the CLI writes; a refusal is 422 with the CLI's one line, the file unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from jass_slate.render.keypad import Keypad
from tests.shell.keypad_tools import keypad_evening, refused_as_the_cli

BIETER = ["new", "--game", "bidding", "--players", "Anna,Beat,Cla"]
SIDI = ["new", "--game", "bidding", "--rules", "sidi-barrani", "--team", "Anna & Cla",
        "--team", "Beat & Dora"]
Evening = list[tuple[str, dict[str, Any], list[int]]]

# The research's B-1, B-2, B-4: the bid × the contract's factor, won or lost; a lost
# stake's half to each defender.
BIETER_EVENING: Evening = [
    ("Hand", {"Contract": "bells", "Won the bidding": "Anna", "Bid": "100", "Points": 112},
     [200, 0, 0]),  # bells ×2: made, +200
    ("Hand", {"Contract": "bells", "Won the bidding": "Anna", "Bid": "100", "Points": 84},
     [0, 100, 100]),  # failed: -200, +100 each
    ("Hand", {"Contract": "acorns", "Won the bidding": "Cla", "All passed": True,
              "Points": 45}, [30, 130, 40]),  # the dealer's forced 60 ×1, failed
    ("Fix a hand", {"Hand number": 2, "Contract": "bells", "Won the bidding": "Anna",
                    "Bid": "100", "Points": 112}, [430, 30, -60]),  # made after all
    ("Undo", {}, [30, 130, 40]),
]
# SB-1, SB-2, SB-7, SB-4: the side that earned its bid writes it beside its points.
SIDI_EVENING: Evening = [
    ("Hand", {"Contract": "hearts", "Won the bidding": "1", "Bid": "120", "Points": 130},
     [250, 27]),
    ("Hand", {"Contract": "hearts", "Won the bidding": "1", "Bid": "120",
              "Points": ("2", 47)}, [360, 194]),  # the bidders 110: 110 / 167
    ("Hand", {"Contract": "spades", "Won the bidding": "2", "Bid": "100", "Doubled": True,
              "Points": 90}, [627, 284]),  # the bidders 90, the others 67 + 200
    ("Hand", {"Contract": "spades", "Won the bidding": "1", "Bid": "110", "Points": 105,
              "Weis": ("1", [100]), "Stöck": "2"}, [832, 466]),  # 205 / 110 + 52 + 20
]


def totals(answer: Any) -> list[int]:
    return [side["total"] for side in answer.get("players", answer.get("teams"))]


def test_a_bieter_evening_on_the_keypad_is_the_clis(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, BIETER, [(label, taps) for label, taps, _ in
                                             BIETER_EVENING])
    assert sent[2][0] == ["hand", "acorns", "--by", "Cla", "--all-passed", "--points", "45"]
    assert [totals(answer) for _, answer in sent] == [after for *_, after in BIETER_EVENING]


def test_a_sidi_barrani_evening_on_the_keypad_is_the_clis(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, SIDI, [(label, taps) for label, taps, _ in SIDI_EVENING])
    assert sent[3][0] == ["hand", "spades", "--by", "1", "--bid", "110", "--points", "105",
                          "--weis", "1=100", "--stoeck", "2"]
    assert [totals(answer) for _, answer in sent] == [after for *_, after in SIDI_EVENING]


def keypad_of(tmp_path: Path, start: list[str]) -> Keypad:
    path = tmp_path / "jass.toml"
    assert CliRunner().invoke(app, ["-f", str(path), *start]).exit_code == 0
    return RegisteredGames(app).keypad(path)


def test_the_keypad_follows_the_rules(tmp_path: Path) -> None:
    bieter = keypad_of(tmp_path, BIETER)
    assert bieter.commands == {"hand", "fix", "undo"} and bieter.sides == ("Anna", "Beat", "Cla")
    hand = bieter.entries[0].controls
    assert [c.label for c in hand] == ["Contract", "Won the bidding", "Bid", "All passed",
                                       "Points"]
    assert [c.label for c in hand[0].choices][4:] == ["Obenabe ×3", "Undenufe ×3"]
    assert [c.word for c in hand[2].choices] == ["60", "70", "80", "90", "100", "110", "120",
                                                 "130", "140", "157"]
    (tmp_path / "s").mkdir()
    sidi = keypad_of(tmp_path / "s", SIDI)
    hand = sidi.entries[0].controls
    assert [c.label for c in hand] == ["Contract", "Won the bidding", "Bid", "Points",
                                       "Doubled", "Redoubled", "Weis", "Stöck"]
    assert [c.word for c in hand[1].choices] == ["1", "2"] and hand[3].of == 157
    assert [c.label for c in hand[0].choices][:1] == ["♣ clubs"]  # every contract ×1


def test_a_refused_entry_is_the_clis_refusal_and_writes_nothing(tmp_path: Path) -> None:
    hand = ["hand", "rosen", "--by", "Anna"]
    answers = refused_as_the_cli(tmp_path, BIETER, [], [
        [*hand, "--bid", "65", "--points", "90"], [*hand, "--points", "60"],
        [*hand, "--bid", "60", "--points", "158"], [*hand, "--all-passed", "--bid", "90",
                                                    "--points", "60"],
        ["fix", "1", *hand[1:], "--bid", "60", "--points", "60"], [*hand, "--bogus"]])
    assert [answer["exit"] for answer in answers] == [1, 1, 1, 1, 1, 2]
    assert "not a bid" in answers[0]["error"] and "--bid" in answers[1]["error"]
