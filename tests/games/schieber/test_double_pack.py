"""Issue 15, item 2: an evening with the double pack (`pack = "double"`): golden data
through `hand`, the step-by-step commands, `fix`, `undo`, `claim`, `weis-check` and
`--json`, and the refusals (exit 1, one line, the file unchanged)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_tools import NEW, new_with_rules, ok, refused

DOUBLE = 'preset = "classic"\npack = "double"\n'


def _new(tmp_path: Path, text: str = DOUBLE) -> None:
    new_with_rules(tmp_path, text)


def show() -> Any:
    return json.loads(ok("show", "--json"))


def scores() -> list[int]:
    return [team["score"] for team in show()["teams"]]


def test_a_double_pack_evening(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path)
    # hearts ×2, 314 a hand: team 1 counts 200, team 2 has 314 - 200 = 114; two sets of
    # four jacks (eight unders) are two Weis of 200: (200 + 400) × 2 = 1200, 114 × 2 = 228
    ok("hand", "hearts", "--points", "1=200", "--weis", "1=200,200")
    assert scores() == [1200, 228]
    # Obenabe ×3, 250 a hand (the 8s are gone): team 2 counts 150, team 1 has 100:
    # 300 and 450 -> 1500 : 678
    ok("hand", "obenabe", "--points", "2=150")
    assert scores() == [1500, 678]
    # Match in spades ×1 with Stöck: 314 + 200 = 514, + 20 = 534 -> 1500 : 1212
    ok("hand", "spades", "--match", "2", "--stoeck", "2")
    assert scores() == [1500, 1212]
    # step by step: Undenufe ×4 (classic: 250), Weis 50 for team 2, tricks 2=130:
    # 50 × 4 = 200, 130 × 4 = 520, 120 × 4 = 480 -> 1980 : 1932
    ok("start", "undenufe")
    ok("weis", "2", "50")
    ok("tricks", "--points", "2=130")
    assert scores() == [1980, 1932]
    # a hand recorded and undone
    ok("hand", "clubs", "--points", "1=300")
    ok("undo")
    assert scores() == [1980, 1932]
    # fix hand 2: Obenabe team 2 counted 140 (not 150): 110 × 3 = 330, 140 × 3 = 420
    # -> 1980 + 30 = 2010, 1932 - 30 = 1902
    ok("fix", "2", "obenabe", "--points", "2=140")
    assert scores() == [2010, 1902]
    hands = json.loads(ok("history", "--json"))["hands"]
    assert [h["points"] for h in hands] == [[200, 114], [110, 140], [0, 514], [120, 130]]
    # diamonds ×2 open: the hint counts with 514 for a Match: team 1 needs 990,
    # 990 / 2 = 495 trick points (more than 314, less than 514); team 2 needs 1098 / 2 =
    # 549, more than a Match: none
    ok("start", "diamonds")
    needs = [team["needs"] for team in show()["teams"]]
    assert needs[0]["trick_points"] == 495 and needs[1]["trick_points"] is None
    # a claim with 314 points in play: 2010 + 300 × 2 = 2610 < 3000, a false claim
    assert "2610" in ok("claim", "1", "--captured", "300", "--dry-run")
    assert "0 to 314, not 315" in refused(session_file, "claim", "1", "--captured", "315")
    assert "cannot be 313" in refused(session_file, "claim", "1", "--captured", "313")
    ok("tricks", "--points", "1=250")  # 250 × 2 = 500, 64 × 2 = 128
    assert scores() == [2510, 2030]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["hand", "hearts", "--points", "1=315"], "0 to 314, not 315"),
        (["hand", "hearts", "--points", "1=313"], "cannot be 313"),
        (["hand", "hearts", "--points", "2=1"], "no cards make it (0 to 314, but not 1, 313)"),
        (["hand", "obenabe", "--points", "1=251"], "0 to 250"),
        (["hand", "obenabe", "--points", "1=249"], "cannot be 249"),
        (["hand", "hearts", "--points", "1=100", "--weis", "1=200,200,200"], "200"),
        (["hand", "hearts", "--points", "1=100", "--weis", "1=200", "--weis", "1=300"],
         "300"),
        (["hand", "hearts", "--points", "1=100", "--weis", "Anna: h8 h9 h10"], "no 6, 7 or 8"),
        (["hand", "hearts", "--points", "1=100", "--weis", "Anna: h9 h9 h9"], "three times"),
    ],
)
def test_double_pack_refusals(session_file: Path, tmp_path: Path, args: list[str],
                              says: str) -> None:
    _new(tmp_path)
    assert says in refused(session_file, *args)


def test_the_last_trick_as_a_house_rule(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path, DOUBLE + "last_trick = 0\n")
    # 304 a trump hand without the last trick: 1=200 leaves 104
    ok("hand", "hearts", "--points", "1=200")
    assert scores() == [400, 208]
    assert "0 to 304" in refused(session_file, "hand", "hearts", "--points", "1=305")
    assert "cannot be 303" in refused(session_file, "hand", "hearts", "--points", "1=303")


def test_normal_pack_refuses_a_double_pack_count(session_file: Path) -> None:
    ok(*NEW)
    assert "0 to 157" in refused(session_file, "hand", "hearts", "--points", "1=200")
    assert "one set of four unders" in refused(session_file, "hand", "hearts", "--points", "1=100",
                              "--weis", "1=200,200")


def test_weis_check_with_duplicate_cards(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path)
    # ♥9 ♥9 ♥10 ♥10 ♥J: a run needs distinct ranks, ♥9–J (20); the second 9 and 10 make
    # no run of three
    data = json.loads(ok("weis-check", "h9 h9 h10 h10 hJ", "--contract", "hearts", "--json"))
    assert data["total"] == 20
    # eight jacks: two four-of-a-kinds, 400; king and queen of trumps: Stöck
    data = json.loads(ok("weis-check", "hJ hJ sJ sJ dJ dJ cJ cJ hQ hK", "--contract", "hearts",
                         "--json"))
    assert data["total"] == 400 and data["stoeck"] is True
    # two identical runs ♥9–Q: 50 each
    data = json.loads(ok("weis-check", "h9-Q h9-Q", "--contract", "obenabe", "--json"))
    assert data["total"] == 100
    # declared at the table, the second copy in the partner's hand
    ok("hand", "hearts", "--points", "1=200", "--weis", "Anna: h9 h10 hJ", "--weis",
       "Beat: h9 h10 hJ hQ")
    assert scores() == [(200 + 20 + 50) * 2, 114 * 2]


def test_tricks_without_an_open_hand_say_so(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path)
    assert "no open hand" in refused(session_file, "tricks", "--points", "1=200")
