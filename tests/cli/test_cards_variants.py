"""Counting from the cards (issue 21) with the variants of issue 15: the double pack's
cards twice and its values, the extra contracts' card values and trick order, and the
extra contracts whose way changes within a hand, which are not played trick by trick."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_tools import NEW, ok, refused

SEATS = ["--seats", "Anna,Cla,Beat,Dora"]  # anticlockwise; Anna and Beat are team 1
DOUBLE = 'preset = "classic"\npack = "double"\n'
EXTRAS = """preset = "classic"
[multipliers]
clubs = 1
spades = 1
diamonds = 2
hearts = 2
obenabe = 3
undenufe = 4
slalom = 4
misere = 2
"""


def _new(tmp_path: Path, rules_text: str) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text(rules_text, encoding="utf-8")
    ok(*NEW, *SEATS, "--rules", str(rules))


def open_hand() -> Any:
    return json.loads(ok("show", "--json"))["open_hand"]


def test_count_in_a_double_pack_session(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path, DOUBLE)
    # Both nines of trumps and a Puur: 14 + 14 + 20 = 48, worth 96 in hearts (×2).
    counted = json.loads(ok("count", "♥9", "♥9", "♥J", "--contract", "hearts", "--json"))
    assert (counted["points"], counted["pack"]) == (48, "double")
    # The last trick of the double pack is 10: 48 + 10 = 58.
    assert json.loads(ok("count", "♥9", "♥9", "♥J", "--contract", "hearts", "--last",
                         "--json"))["points"] == 58
    assert "not in the double pack" in refused(session_file, "count", "♥6", "--contract", "hearts")
    assert "3 times" in refused(session_file, "count", "♥9", "♥9", "h9", "--contract", "hearts")


def test_a_double_pack_trick_the_second_of_two_equal_cards_wins(session_file: Path,
                                                                  tmp_path: Path) -> None:
    _new(tmp_path, DOUBLE)
    ok("start", "obenabe")  # Anna is forehand and leads
    # Anna ♥A, Cla ♥A (the second of the two wins), Beat ♥K, Dora ♥K: 11 + 11 + 4 + 4 = 30
    # to Cla & Dora.
    said = ok("trick", "♥A", "♥A", "♥K", "♥K")
    assert "Cla wins" in said
    assert open_hand()["taken"] == [0, 30]
    assert "both ♥A were played already" in refused(session_file, "trick", "♥A", "♠9",
                                                    "♠10", "♠J")


def test_misere_tricks_rank_as_the_contract_it_plays(session_file: Path,
                                                     tmp_path: Path) -> None:
    _new(tmp_path, EXTRAS)
    ok("start", "misere-obenabe")  # Anna leads
    # Obenabe order: Beat's ♣A wins over Anna's ♣K, Cla's ♣6 and Dora's ♣10:
    # 4 + 0 + 11 + 10 = 25 to Anna & Beat, who want few points.
    ok("trick", "♣K", "♣6", "♣A", "♣10")
    assert open_hand()["taken"] == [25, 0]


def test_a_slalom_is_not_recorded_trick_by_trick(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path, EXTRAS)
    ok("start", "slalom-oben")
    assert "changes its way during the hand" in refused(session_file, "trick", "♣K", "♣6",
                                                        "♣A", "♣10")
    # Its trick points are written as a count, as before.
    ok("tricks", "--points", "1=80")


def test_double_pack_stoeck_follows_the_player_not_the_copy(session_file: Path,
                                                            tmp_path: Path) -> None:
    """Anna holds a king and an ober of trumps; Cla plays the other king between them."""
    _new(tmp_path, DOUBLE)
    ok("start", "hearts")  # Anna leads
    ok("trick", "♥K", "♥9", "♥A", "♥10")  # Anna's ♥K; Cla's Näll wins
    ok("trick", "♥K", "♠9", "♠10", "♠A")  # Cla leads the other ♥K and wins
    assert open_hand()["stoeck"] is None
    ok("trick", "♣9", "♣10", "♣J", "♥Q")  # Anna trumps with ♥Q: her pair is complete
    assert open_hand()["stoeck"] == 1
