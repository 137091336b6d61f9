"""RULES.md §10, "points settled later": a test per point (issue 13, "The spec, settled").

Points covered elsewhere are named here beside their number; the rest are tested below.
- §10.7: tests/games/schieber/test_scoring.py::test_impossible_weis_lists,
::test_possible_weis_lists,
  ::test_house_rule_weis_values, and test_weis_lists_count_the_real_cards below.
- §10.9 (a fixed hand in claim_order): tests/games/schieber/test_claim_order.py.
- §10.12:
tests/games/schieber/test_claims.py::test_parts_of_the_other_team_in_a_single_claim_are_refused.
- §10.14: tests/games/schieber/test_weis_cards.py::test_four_sixes_in_undenufe, and below.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.errors import RuleError
from jass_slate.core.held_cards import parse_hand
from jass_slate.core.notation import split_tokens
from jass_slate.core.teams import Team
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Hand,
    Start,
    Stoeck,
    TricksTaken,
    Weis,
    WeisCall,
)
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import counted
from jass_slate.games.schieber.scoring.weis import check_weis
from jass_slate.games.schieber.scoring.weis_cards import WeisTable, best_weis
from tests.cli_tools import NEW, ok, refused
from tests.helpers import play_to, rules_with, scorer


def show() -> Any:
    return json.loads(ok("show", "--json"))


def higher(target: int = 1000) -> Slate:
    return scorer(rules_with(target=target, both_past_target="higher"))


# --- §10.1 half of an odd target ------------------------------------------------------


@pytest.mark.parametrize(("loser", "schneider"), [(388, True), (389, False)])
def test_1_schneider_below_the_exact_half_of_an_odd_target(loser: int, schneider: bool) -> None:
    slate = scorer(rules_with(target=777))
    play_to(slate, 1099 - loser, loser)
    slate.apply(Start(Contract.CLUBS))
    slate.apply(Weis(WeisCall(Team.ONE, (200,))))  # Anna & Beat win before Cla & Dora's tricks
    assert slate.game.winner == 0 and slate.game.scores == [1299 - loser, loser]
    assert slate.game.schneider is schneider


@pytest.mark.parametrize(("score", "hill"), [(388, None), (389, 0)])
def test_1_the_bergpreis_of_an_odd_target_needs_more_than_half(score: int, hill: int | None
                                                               ) -> None:
    slate = scorer(rules_with(target=777))
    play_to(slate, score - 100, 414 - score)  # Cla & Dora stay far below
    slate.apply(Start(Contract.CLUBS))
    slate.apply(Weis(WeisCall(Team.ONE, (100,))))
    assert slate.game.scores[0] == score and slate.game.bergpreis == hill


# --- §10.2 seats without --seats ------------------------------------------------------


def test_2_seats_follow_the_team_names_and_new_says_so(session_file: Path) -> None:
    said = ok(*NEW)
    assert ("Seated anticlockwise as the team names list them: Anna, Cla, Beat, Dora "
            "(another order: new --force --seats P1,P2,P3,P4).\n") in said
    assert load(session_file).teams.seats == ("Anna", "Cla", "Beat", "Dora")
    said = ok(*NEW, "--force", "--seats", "Anna,Dora,Beat,Cla")
    assert "Seated" not in said


# --- §10.3 history of a claim hand ----------------------------------------------------


def test_3_a_claim_hands_points_are_what_was_written(session_file: Path) -> None:
    ok(*NEW, "--target", "500")
    for command in (["hand", "obenabe", "--points", "1=150"], ["start", "hearts"],
                    ["claim", "1", "--captured", "30"],  # 450 + 60 ≥ 500
                    ["start", "hearts"], ["claim", "1", "--captured", "20"],  # 40: false
                    ["hand", "obenabe", "--points", "1=150"], ["start", "hearts"],
                    ["claim", "2", "--also", "1", "--captured", "1=30", "--captured", "2=60"]):
        ok(*command)
    hands = json.loads(ok("history", "--json"))["hands"]
    assert [h["points"] for h in hands] == [[150, 7], [30, None], [None, None], [150, 7],
                                            [30, 60]]
    assert [h["scores"] for h in hands] == [[450, 21], [60, 0], [0, 0], [450, 21],
                                            [60, 120]]


# --- §10.4 a tie under `higher`: the next hand decides, played to its end -------------

# 3009 – 3009 under the classic rules and `both_past_target = "higher"` (issue 13, item 9).
TO_THE_TIE = [
    ["hand", "undenufe", "--points", "1=68", "--weis", "1=100,50,20"],
    *[["hand", "undenufe", "--points", "1=68"]] * 3,
    *[["hand", "undenufe", "--points", "1=69"]] * 4,
    ["hand", "clubs", "--points", "1=57"],
    ["hand", "clubs", "--points", "1=80"],
]


@pytest.fixture
def tied(session_file: Path, tmp_path: Path) -> Path:
    rules = tmp_path / "higher.toml"
    rules.write_text('both_past_target = "higher"\n', encoding="utf-8")
    ok(*NEW, "--rules", str(rules))
    for command in TO_THE_TIE:
        ok(*command)
    data = show()
    assert [t["score"] for t in data["teams"]] == [3009, 3009]
    assert data["games_won"] == [0, 0]
    return session_file


def test_4_after_a_tie_the_next_hand_decides_at_its_end(tied: Path) -> None:
    said = ok("hand", "clubs", "--points", "1=150", "--weis", "2=20")
    assert said.startswith("Hand 11 (♣ clubs ×1): Anna & Beat +150, Cla & Dora +27; "
                           "now 3159 – 3036\nGame 1 won by Anna & Beat: 3159 – 3036.")
    data = json.loads(ok("history", "--json"))
    assert data["games_won"] == [1, 0] and data["hands"][-1]["cut"] == []


def test_4_after_a_tie_parts_one_by_one_wait_for_the_end_of_the_hand(tied: Path) -> None:
    ok("start", "clubs")
    assert "now 3009 – 3029" in ok("weis", "2", "20")
    assert show()["games_won"] == [0, 0]
    ok("tricks", "--points", "1=150")
    assert show()["games_won"] == [1, 0]


def test_4_after_a_tie_stoeck_first_does_not_decide_the_hand() -> None:
    slate = higher()
    play_to(slate, 943, 941)
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 78)))
    assert slate.game.scores == [1099, 1099] and not slate.game.decided
    slate.apply(Hand(Contract.SPADES, counted(Team.ONE, 100),
                     stoeck=Team.TWO))  # 1099 – 1119 after Stöck
    assert slate.game.winner == 0 and slate.game.scores == [1199, 1176]
    assert slate.hands[-1].cut == () and slate.game.decided_in == 14


def test_4_a_claim_after_a_tie_must_pass_the_other_teams_written_total() -> None:
    slate = higher()
    play_to(slate, 943, 941)
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 78)))  # 1099 – 1099
    slate.apply(Start(Contract.CLUBS))
    slate.apply(Weis(WeisCall(Team.TWO, (20,))))  # 1099 – 1119
    assert slate.open is not None
    short = slate.judge_claim(slate.open, Claim(Team.ONE, captured=(20, 0)))
    assert not short.holds and short.reckoned == (1119, 1119) and short.winner == 1
    slate.apply(Claim(Team.ONE, captured=(21, 0)))
    assert slate.game.winner == 0 and slate.game.scores == [1120, 1119]


def test_4_a_tie_at_the_bergpreis_is_decided_at_the_end_of_the_next_hand() -> None:
    slate = higher()
    play_to(slate, 472, 470)
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 78)))
    assert slate.game.scores == [628, 628] and slate.game.bergpreis is None
    slate.apply(Start(Contract.CLUBS))
    slate.apply(Weis(WeisCall(Team.TWO, (20,))))  # 628 – 648: Cla & Dora ahead mid-hand only
    assert slate.game.bergpreis is None
    slate.apply(TricksTaken(counted(Team.ONE, 100)))
    assert slate.game.scores == [728, 705] and slate.game.bergpreis == 0


# --- §10.5 --first under `higher` -----------------------------------------------------


def test_5_first_under_higher_is_refused_naming_the_house_rule(tied: Path) -> None:
    message = ('jass-slate: --first answers only both_past_target = "ask": under the house '
               'rule both_past_target = "higher" the higher total wins')
    assert refused(tied, "hand", "clubs", "--points", "1=100", "--first", "1") == message
    ok("start", "clubs")
    assert refused(tied, "tricks", "--points", "1=100", "--first", "2") == message
    with pytest.raises(RuleError, match="--first answers only"):
        higher().apply(Hand(Contract.CLUBS, counted(Team.ONE, 100), first=Team.ONE))


# --- §10.6 a decided game is shown until the next hand is started or recorded ---------


def test_6_a_decided_game_is_shown_until_the_next_hand(session_file: Path) -> None:
    ok(*NEW, "--target", "300")
    ok("hand", "undenufe", "--points", "1=130")
    data = show()
    assert data["game"] == 1 and [t["score"] for t in data["teams"]] == [520, 108]
    assert data["winner"] == "Anna & Beat"
    ok("start", "clubs")
    data = show()
    assert data["game"] == 2 and [t["score"] for t in data["teams"]] == [0, 0]


# --- §10.7 Weis lists and the real fewest cards ---------------------------------------


def test_7_weis_lists_count_the_real_cards() -> None:
    nines = rules_with(four_nines=150)
    check_weis((200, 150, 100, 100), nines)
    with pytest.raises(RuleError, match="at most 1 four-of-a-kind score 150"):
        check_weis((150, 150), nines)  # one set of four nines, and 150 is no run
    with pytest.raises(RuleError, match="one set of four unders"):
        check_weis((200, 200), nines)
    with pytest.raises(RuleError, match="cannot hold"):
        check_weis((100, 100, 100, 100, 20), rules_with())
    shared = rules_with(shared_cards=True)  # a run shares a card with each four in its hand
    check_weis((100, 100, 100, 100, 20, 20), shared)  # ♥K♥Q in four kings, four queens
    check_weis((200, 100, 20, 20, 20), shared)
    for values in ((200, 100, 100, 100, 100), (100, 100, 100, 100, 20, 20, 20),
                   (100, 50, 50, 50, 50)):
        with pytest.raises(RuleError, match="cannot hold"):
            check_weis(values, shared)  # a four of a kind still needs its four cards


# --- §10.8 a rules file for single or tournament sets the deck freely -----------------


def test_8_single_and_tournament_files_set_the_deck_freely(session_file: Path,
                                                           tmp_path: Path) -> None:
    for name in ("single", "tournament"):
        rules = tmp_path / f"{name}.toml"
        rules.write_text(f'preset = "{name}"\ndeck = "swiss"\n', encoding="utf-8")
        ok(*NEW, "--force", "--rules", str(rules))
        assert json.loads(ok("rules", "--json"))["deck"] == "swiss"
    swiss = tmp_path / "swiss.toml"
    swiss.write_text('preset = "classic"\ndeck = "swiss"\n', encoding="utf-8")
    assert "must give its own [multipliers]" in refused(
        session_file, *NEW, "--force", "--rules", str(swiss))


# --- §10.9 fix refused when it breaks a later event -----------------------------------


def test_9_fix_that_breaks_a_later_event_is_refused_naming_it(session_file: Path) -> None:
    ok(*NEW, "--target", "1000")
    ok("hand", "clubs", "--points", "1=100")
    ok("start", "undenufe")
    ok("weis", "1", "200")
    ok("tricks", "--points", "1=100")
    assert refused(session_file, "fix", "1", "undenufe", "--points", "1=100") == (
        "jass-slate: that would break event 4 recorded later: no open hand for trick points: "
        "game 1 was decided in hand 2; the next hand starts game 2")


# --- §10.10 the next deal while a hand is open ----------------------------------------


def test_10_next_names_the_deal_after_the_open_hand(session_file: Path) -> None:
    ok(*NEW)
    assert show()["next"] == {"dealer": None, "forehand": "Anna"}  # any player deals hand 1 (§1)
    ok("start", "clubs")
    assert show()["next"] == {"dealer": "Anna", "forehand": "Cla"}


# --- §10.11 one `weis` and one `stoeck` per team and hand -----------------------------


def test_11_a_second_weis_or_stoeck_of_a_team_is_refused(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "hearts")
    ok("weis", "1", "20")
    ok("stoeck", "2")
    assert refused(session_file, "weis", "1", "50") == (
        "jass-slate: Anna & Beat's Weis is already written in hand 1: undo it to change it")
    assert refused(session_file, "stoeck", "2") == (
        "jass-slate: Stöck is already written in hand 1 for Cla & Dora: only one team holds "
        "king and ober of trumps")


# --- §10.12 a claim names only its claimants' parts -----------------------------------


def test_12_the_other_teams_parts_need_also() -> None:
    slate = scorer()
    slate.apply(Start(Contract.HEARTS))
    for claim, option in ((Claim(Team.ONE, stoeck=Team.TWO), "--stoeck"), (Claim(Team.ONE,
                                                                                 captured=(0, 20)),
                                                              "--captured")):
        with pytest.raises(RuleError) as refusal:
            slate.apply(claim)
        assert str(refusal.value) == (
            f"{option} names Cla & Dora, who did not claim: in a claim only the claimants' "
            "parts count (both claimed: add --also TEAM)")
    slate.apply(Stoeck(Team.TWO))
    assert slate.open is not None and slate.open.scores == [0, 40]


# --- §10.13 refused at `new` ----------------------------------------------------------


def test_13_new_refuses_a_target_below_1_lines_above_it_and_target_with_hands(
        session_file: Path, tmp_path: Path) -> None:
    ok(*NEW)
    lines = tmp_path / "lines.toml"
    lines.write_text("bergpreis_at = 500\n", encoding="utf-8")
    both = tmp_path / "both.toml"
    both.write_text("target = 100\nhands = 8\n", encoding="utf-8")
    force = [*NEW, "--force"]
    assert refused(session_file, *force, "--target", "0") == (
        "jass-slate: the target must be at least 1, not 0")
    assert refused(session_file, *force, "--rules", str(lines), "--target", "200") == (
        f"jass-slate: {lines}:1: rules key 'bergpreis_at' must not be above the target: 500 is "
        "above 200")
    assert refused(session_file, *force, "--rules", str(both)) == (
        f"jass-slate: {both}:1: rules keys 'target' and 'hands' exclude each other: a game "
        "ends by one")
    assert refused(session_file, *force, "--rules", "tournament", "--target", "100") == (
        "jass-slate: a tournament ends after its hands: it has no target to set")


def test_13_new_target_keeps_the_rules_files_lines(session_file: Path, tmp_path: Path) -> None:
    """Issue 13, item 8: `--target` moves only the lines the rules file leaves out."""
    house = tmp_path / "house.toml"
    house.write_text("schneider_below = 700\nbergpreis_at = 700\n", encoding="utf-8")
    ok(*NEW, "--rules", str(house), "--target", "4000")
    rules = json.loads(ok("rules", "--json"))
    assert (rules["target"], rules["schneider_below"], rules["bergpreis_at"]) == (4000, 700, 700)


# --- §10.14 four sixes in Undenufe only -----------------------------------------------


@pytest.mark.parametrize("contract", [Contract.HEARTS, Contract.OBENABE])
def test_14_four_sixes_count_only_in_undenufe(contract: Contract) -> None:
    rules = rules_with(four_sixes_in_undenufe=True)
    hand = parse_hand(split_tokens(["♣6 ♠6 ♦6 ♥6 ♣A ♠A ♦A ♥A"]), Deck.FRENCH)
    elsewhere = best_weis(hand, WeisTable(rules, contract))
    assert [(w.label, w.points) for w in elsewhere] == [("four aces", 100)]
    undenufe = best_weis(hand, WeisTable(rules, Contract.UNDENUFE))
    assert [(w.label, w.points) for w in undenufe] == [("four sixes", 100)]
