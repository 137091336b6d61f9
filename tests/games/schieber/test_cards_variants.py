"""Counting from the cards (issue 21) with the variants of issue 15: the double pack's
cards twice and its values, the extra contracts' card values and trick order, and the
extra contracts whose way changes within a hand, which are not played trick by trick."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from jass_slate.cli.app import app
from tests.cli_tools import SEATED, new_with_rules, ok, refused, rules_file, runner
from tests.games.schieber.test_double_pack import DOUBLE

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


def open_hand() -> Any:
    return json.loads(ok("show", "--json"))["open_hand"]


def test_count_in_a_double_pack_session(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, DOUBLE)
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
    new_with_rules(tmp_path, DOUBLE)
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
    new_with_rules(tmp_path, EXTRAS)
    ok("start", "misere-obenabe")  # Anna leads
    # Obenabe order: Beat's ♣A wins over Anna's ♣K, Cla's ♣6 and Dora's ♣10:
    # 4 + 0 + 11 + 10 = 25 to Anna & Beat, who want few points.
    ok("trick", "♣K", "♣6", "♣A", "♣10")
    assert open_hand()["taken"] == [25, 0]


def test_a_slalom_is_not_recorded_trick_by_trick(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, EXTRAS)
    ok("start", "slalom-oben")
    assert "changes its way during the hand" in refused(session_file, "trick", "♣K", "♣6",
                                                        "♣A", "♣10")
    # Its trick points are written as a count, as before.
    ok("tricks", "--points", "1=80")


def test_double_pack_stoeck_follows_the_player_not_the_copy(session_file: Path,
                                                            tmp_path: Path) -> None:
    """Anna holds a king and an ober of trumps; Cla plays the other king between them."""
    new_with_rules(tmp_path, DOUBLE)
    ok("start", "hearts")  # Anna leads
    ok("trick", "♥K", "♥9", "♥A", "♥10")  # Anna's ♥K; Cla's Näll wins
    ok("trick", "♥K", "♠9", "♠10", "♠A")  # Cla leads the other ♥K and wins
    assert open_hand()["stoeck"] is None
    ok("trick", "♣9", "♣10", "♣J", "♥Q")  # Anna trumps with ♥Q: her pair is complete
    assert open_hand()["stoeck"] == 1


SECOND = DOUBLE + "second_stoeck = true\n"


def scores() -> list[int]:
    return [team["score"] for team in json.loads(ok("show", "--json"))["teams"]]


def test_a_second_stoeck_pair_needs_the_double_pack(session_file: Path, tmp_path: Path) -> None:
    rules = rules_file(tmp_path, 'preset = "classic"\nsecond_stoeck = true\n')
    result = refused(session_file, *SEATED, "--rules", str(rules))
    assert "'second_stoeck' needs the double pack" in result


def test_the_double_packs_second_pair_in_one_go(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, SECOND)
    # ♥ ×2, 314 a hand: team 1 counts 200, team 2 has 114; each team held a pair:
    # 200 × 2 + 20 × 2 = 440 and 114 × 2 + 20 × 2 = 268.
    ok("hand", "hearts", "--points", "1=200", "--stoeck", "1,2")
    assert scores() == [440, 268]
    hand = json.loads(ok("history", "--json"))["hands"][0]
    assert (hand["stoeck"], hand["second_stoeck"]) == (1, 2)
    assert "sound" in ok("check")
    assert "second_stoeck=2" in session_file.read_text(encoding="utf-8")
    ok("undo")
    assert scores() == [0, 0]


def test_without_the_rule_one_stoeck_a_hand(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, DOUBLE)
    assert "only one team holds king and ober" in refused(
        session_file, "hand", "hearts", "--points", "1=200", "--stoeck", "1,2")
    assert "names one team, or two" in refused(
        session_file, "hand", "hearts", "--points", "1=200", "--stoeck", "1,2,1")


def test_two_pairs_step_by_step_and_from_the_tricks(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, SECOND)
    ok("start", "hearts")  # Anna leads and holds both pairs
    ok("trick", "♥K", "♠9", "♠10", "♠J")  # 4 + 0 + 10 + 2 = 16, Anna's trump wins
    ok("trick", "♥Q", "♣9", "♣10", "♣J")  # 3 + 0 + 10 + 2 = 15; her first pair: Stöck 20 × 2
    assert (open_hand()["stoeck"], scores()) == (1, [40, 0])  # tricks are written at the end
    ok("trick", "♥K", "♠9", "♠10", "♠J")  # the other king: no new pair yet
    assert scores() == [40, 0]
    ok("trick", "♥Q", "♣9", "♣10", "♣J")  # the other ober: the second pair, 20 × 2 more
    assert (open_hand()["second_stoeck"], scores()) == (1, [80, 0])
    assert open_hand()["taken"] == [16 + 15 + 16 + 15, 0]
    assert "both pairs' Stöck are written" in refused(session_file, "stoeck", "2")


def claim_hand() -> Any:
    return json.loads(ok("history", "--json"))["hands"][-1]


def test_a_claim_with_both_stoeck_pairs(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, SECOND, "--target", "100")
    ok("start", "hearts")  # ♥ ×2
    # One pair: 0 + 20 × 2 + 10 × 2 = 60 < 100, a false claim.
    assert "= 60 < 100: false claim" in ok("claim", "1", "--captured", "10", "--stoeck", "1",
                                           "--dry-run")
    # Both pairs (Anna held two): 0 + 20 × 2 + 20 × 2 + 10 × 2 = 100 ≥ 100.
    said = ok("claim", "1", "--captured", "10", "--stoeck", "1,1")
    assert "0 + Stöck 20×2 + Stöck 20×2 + tricks 10×2 = 100 ≥ 100: Anna & Beat win" in said
    hand = claim_hand()
    assert (hand["stoeck"], hand["second_stoeck"], hand["scores"]) == (1, 1, [100, 0])
    assert [term["part"] for term in hand["claim"]["terms"]] == ["stoeck", "stoeck", "stich"]
    line = "claim 1 captured=10:0 stoeck=1 second_stoeck=1"
    assert line in session_file.read_text(encoding="utf-8")
    assert "sound" in ok("check")
    ok("undo")
    assert scores() == [0, 0] and open_hand()["stoeck"] is None


def test_a_claims_second_pair_counts_in_the_claim_order(session_file: Path,
                                                        tmp_path: Path) -> None:
    new_with_rules(tmp_path, SECOND, "--target", "320")
    ok("hand", "clubs", "--points", "1=14")  # ♣ ×1, 314 a hand: 14 – 300
    ok("start", "hearts")  # ♥ ×2; both teams claim, Stöck before the tricks
    # Team 2's pair is the second: Stöck 14 + 40 = 54 and 300 + 40 = 340 ≥ 320, so Cla &
    # Dora win at the Stöck, before Anna & Beat's tricks (54 + 150 × 2 = 354) count.
    said = ok("claim", "1", "--also", "2", "--captured", "1=150", "--stoeck", "1,2",
              "--dry-run")
    assert "Cla & Dora 300 + Stöck 20×2 = 340" in said and "Cla & Dora win" in said
    # Without it, Cla & Dora stay at 300 and Anna & Beat's tricks reach 354 ≥ 320.
    said = ok("claim", "1", "--also", "2", "--captured", "1=150", "--stoeck", "1")
    assert "Anna & Beat win" in said
    assert "sound" in ok("check")


def test_a_claim_after_the_first_pair_was_said(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, SECOND, "--target", "100")
    ok("start", "hearts")  # ♥ ×2
    ok("stoeck", "1")  # the first pair is written: 20 × 2 = 40
    assert "one pair's Stöck is already written in hand 1 for Anna & Beat" in refused(
        session_file, "claim", "1", "--captured", "10", "--stoeck", "1,1")
    # The second pair counts once: 40 + 20 × 2 + 10 × 2 = 100 ≥ 100 (not 140).
    said = ok("claim", "1", "--captured", "10", "--stoeck", "1")
    assert "40 + Stöck 20×2 + tricks 10×2 = 100 ≥ 100: Anna & Beat win" in said
    hand = claim_hand()
    assert (hand["stoeck"], hand["second_stoeck"], hand["scores"]) == (1, 1, [100, 0])
    assert "claim 1 captured=10:0 stoeck=1\"," in session_file.read_text(encoding="utf-8")
    assert "sound" in ok("check")


def test_a_claim_after_both_pairs_were_said(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, SECOND, "--target", "100")
    ok("start", "hearts")
    ok("stoeck", "1")
    ok("stoeck", "2")
    assert "both pairs' Stöck are written in hand 1" in refused(
        session_file, "claim", "1", "--captured", "10", "--stoeck", "1")


def test_without_the_rule_a_claim_has_one_stoeck(session_file: Path, tmp_path: Path) -> None:
    for rules in (DOUBLE, 'preset = "classic"\n'):
        new_with_rules(tmp_path, rules, "--target", "100", "--force")
        ok("start", "hearts")
        assert "only one team holds king and ober" in refused(
            session_file, "claim", "1", "--captured", "10", "--stoeck", "1,1")
        assert "only one team holds king and ober" in refused(
            session_file, "claim", "1", "--also", "2", "--stoeck", "1,2")


def test_a_claims_second_pair_reads_back() -> None:
    from jass_slate.core.teams import Team
    from jass_slate.games.schieber.file.event_text import format_entry, parse_entry
    from jass_slate.games.schieber.scoring.events import Claim, Entry

    at = "2026-12-01T20:00:00+01:00"
    claim = Entry(Claim(Team(0), Team(1), (10, 0), Team(0), None, (), Team(1)), at)
    line = f"{at} claim 1 also=2 captured=10:0 stoeck=1 second_stoeck=2"
    assert format_entry(claim) == line
    assert parse_entry(line) == claim
    old = parse_entry(f"{at} claim 1 captured=10:0 stoeck=1")  # a line of before
    assert isinstance(old.event, Claim) and old.event.second_stoeck is None
    assert format_entry(old) == f"{at} claim 1 captured=10:0 stoeck=1"


def test_play_asks_a_claims_two_pairs(session_file: Path, tmp_path: Path) -> None:
    new_with_rules(tmp_path, SECOND, "--target", "100")
    lines = ["hearts", "claim 1", "no", "10", "1,1", "none", "yes"]
    result = runner.invoke(app, ["play"], input="".join(f"{x}\n" for x in lines))
    assert result.exit_code == 0, result.output
    assert "TEAM,TEAM for both pairs" in result.stdout
    # ♥ ×2: 0 + 20 × 2 + 20 × 2 + 10 × 2 = 100 ≥ 100
    assert "0 + Stöck 20×2 + Stöck 20×2 + tricks 10×2 = 100 ≥ 100" in result.stdout
    hand = claim_hand()
    assert (hand["stoeck"], hand["second_stoeck"], hand["scores"]) == (1, 1, [100, 0])
    assert "sound" in ok("check")
