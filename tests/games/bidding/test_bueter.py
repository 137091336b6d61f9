"""okr's Büter, the race to two targets: okr's own spec cases (`jass.engine.spec.ts`,
"Büter" and the race of its stages), the golden hands with their sums written out, every
refusal, and the invariants of any game (Hypothesis)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import RuleError
from jass_slate.core.undo import EventError
from jass_slate.games.bidding.scoring.board import WEIS_VALUES
from jass_slate.games.bidding.scoring.bueter import (
    BUETER,
    PAIR,
    BueterRules,
    GameBid,
    Hand,
    Refix,
    rules_from_mapping,
    rules_table,
)
from jass_slate.games.bidding.scoring.race import Race, apply, replay, scores, stages

RULES = BueterRules()


def game(bid: int, *events: object, seat: int = 0, rules: BueterRules = RULES) -> Race:
    return replay(rules, list(enumerate((GameBid(seat, bid), *events))))


def test_okr_spec_the_bueter_wins_on_reaching_his_bid() -> None:
    # okr: bid 500, the Büter in seat 1; three hands of all 157 card points: 3 × 157 = 471
    # < 500, no winner; a fourth of 40 (the pair 117): 471 + 40 = 511 ≥ 500.
    three = [Hand(maker=i % 3, points=157) for i in range(3)]
    race = game(500, *three, seat=1)
    assert (race.totals, race.winner) == ((471, 0), None)
    race = game(500, *three, Hand(maker=0, points=40), seat=1)
    assert (race.totals, race.winner, race.decided_after) == ((511, 117), BUETER, 4)
    assert race.targets == (500, 1000)


def test_stoeck_comes_before_the_cards() -> None:
    # Hand 1 ×5: the Büter 138 × 5 = 690, the pair 19 × 5 = 95. Hand 2 ×5: the pair all
    # 157 and a Weis of 20: (157 + 20) × 5 = 885, 95 + 885 = 980. Hand 3: the Büter's
    # Stöck, 690 + 20 = 710 ≥ 700 in the first stage: he wins, though the pair's 150 card
    # points (980 + 150 = 1130 ≥ 1000) come in the third.
    before = (Hand(0, 5, points=138), Hand(1, 5, points=0, weis=((), (20,))))
    race = game(700, *before, Hand(2, points=7, stoeck=BUETER))
    assert (race.totals, race.winner) == ((690 + 20 + 7, 1130), BUETER)
    race = game(700, *before, Hand(2, points=7))
    assert (race.totals, race.winner) == ((697, 1130), PAIR)


def test_weis_come_before_the_cards() -> None:
    # Büter 690 / pair 980 as above; the pair's Weis of 20: 980 + 20 = 1000 in the second
    # stage, before the Büter's 140 card points (690 + 140 = 830 ≥ 700) in the third.
    before = (Hand(0, 5, points=138), Hand(1, 5, points=0, weis=((), (20,))))
    race = game(700, *before, Hand(2, points=140, weis=((), (20,))))
    assert (race.totals, race.winner) == ((830, 1017), PAIR)


def test_both_in_one_stage_the_higher_total_wins() -> None:
    # Hand 1 ×5: the Büter 136 × 5 = 680, the pair 21 × 5 = 105; hand 2 ×5: the pair 157
    # and a Weis of 20: 105 + 885 = 990. Hand 3, the cards: the Büter 680 + 30 = 710 ≥ 700,
    # the pair 990 + 127 = 1117 ≥ 1000, both in the cards' stage: 1117 > 710, the pair.
    race = game(700, Hand(0, 5, points=136), Hand(1, 5, points=0, weis=((), (20,))),
                Hand(2, points=30))
    assert (race.totals, race.winner) == ((710, 1117), PAIR)


@pytest.mark.parametrize(("maker", "winner"), [(0, BUETER), (1, PAIR), (2, PAIR)])
def test_level_in_one_stage_the_trump_makers_side_wins(maker: int, winner: int) -> None:
    # Bid 1000 (the pair's target too). Hand 1 ×5: 90 × 5 = 450 / 67 × 5 = 335; hand 2 ×5:
    # the Büter 450 more = 900, the pair (67 + 50) × 5 = 585 more = 920. Hand 3, the Weis:
    # the Büter 100 + 20 = 1020, the pair 100 = 1020: level at the top in the Weis stage;
    # the Büter sits in seat 0, the trump maker's side wins.
    race = game(1000, Hand(0, 5, points=90), Hand(1, 5, points=90, weis=((), (50,))),
                Hand(maker, points=0, weis=((100, 20), (100,))))
    assert race.winner == winner
    assert race.totals == (1020, 1020 + 157)


@pytest.mark.parametrize(("hand", "written"), [
    # okr: (cards + Weis + Stöck) × factor: ×3, the Büter 100 + Stöck 20 = 120 × 3 = 360,
    # the pair 57 + Weis 50 = 107 × 3 = 321.
    (Hand(0, 3, points=100, weis=((), (50,)), stoeck=BUETER), (360, 321)),
    # a Match: 257 to the side that took every trick, ×2 = 514; the other side 0.
    (Hand(0, 2, match=BUETER), (514, 0)),
    (Hand(1, 1, match=PAIR, stoeck=BUETER), (20, 257)),
    # ×1, the Büter 0: the pair takes all 157.
    (Hand(2, points=0), (0, 157)),
])
def test_what_a_hand_writes(hand: Hand, written: tuple[int, int]) -> None:
    assert scores(hand) == written
    assert game(1000, hand).totals == written


@pytest.mark.parametrize("bid", [150, 155, 157, 165, 1010, 0])
def test_a_bid_off_the_list_is_refused(bid: int) -> None:
    # okr's validateBid: above 157, at most the pair's target, in tens: 160 … 1000.
    with pytest.raises(EventError, match="is not a Büter's bid: the bids are 160 to 1000"):
        game(bid)


def test_the_bids_run_from_160_to_the_pairs_target() -> None:
    assert (RULES.bids[0], RULES.bids[-1], len(RULES.bids)) == (160, 1000, 85)
    wider = rules_from_mapping({"pair_target": 2000})
    assert (wider.bids[-1], rules_table(wider)) == (2000, {"pair_target": 2000})
    assert game(2000, rules=wider).targets == (2000, 2000)


@pytest.mark.parametrize(("table", "said"), [
    ({"pair_target": 99}, "at least 100"), ({"pair_target": 10_001}, "at most 10000"),
    ({"pair_target": "1000"}, "whole number"), ({"target": 1000}, "unknown Büter rules key"),
])
def test_bad_rules_are_refused(table: dict[str, object], said: str) -> None:
    with pytest.raises(RuleError, match=said):
        rules_from_mapping(table)


@pytest.mark.parametrize(("event", "said"), [
    (Hand(0, factor=6), "factor must be 1 to 5, not 6"),
    (Hand(0, factor=0), "factor must be 1 to 5, not 0"),
    (Hand(0, points=158), "card points must be 0 to 157, not 158"),
    (Hand(0, points=-1), "card points must be 0 to 157"),
    (Hand(3), "seat must be 1 to 3, not 4"),
    (Hand(0, weis=((25,), ())), "25 is not a Weis"),
    (Hand(0, match=2), "a Match is the Büter's or the pair's"),
    (GameBid(1, 500), "bids once"),
    (Refix(2, Hand(0)), "no hand 2 to fix"),
])
def test_a_bad_event_is_refused_and_changes_nothing(event: object, said: str) -> None:
    race = game(500, Hand(0, points=100))
    with pytest.raises(RuleError, match=said):
        apply(race, event)
    assert (race.totals, len(race.hands)) == ((100, 57), 1)


def test_no_hand_before_the_bid_and_none_after_the_win() -> None:
    with pytest.raises(RuleError, match="has not bid yet"):
        apply(Race(RULES), Hand(0))
    won = game(160, Hand(0, 2, points=80))  # 160 ≥ 160
    assert won.winner == BUETER
    with pytest.raises(RuleError, match="the game is over"):
        apply(won, Hand(1))


def test_a_fix_is_replayed_and_may_not_end_the_game_early() -> None:
    race = game(500, Hand(0, points=100), Hand(1, points=100))
    fixed = apply(race, Refix(1, Hand(0, points=57)))
    assert (fixed.totals, fixed.winner) == ((157, 157), None)
    with pytest.raises(RuleError, match="would end the game after hand 1"):
        apply(race, Refix(1, Hand(0, factor=5, points=100)))
    assert race.totals == (200, 114)


HANDS = st.builds(
    Hand, maker=st.integers(0, 2), factor=st.integers(1, 5), points=st.integers(0, 157),
    match=st.sampled_from([None, None, None, BUETER, PAIR]),
    weis=st.tuples(*[st.lists(st.sampled_from(WEIS_VALUES), max_size=2).map(tuple)] * 2),
    stoeck=st.sampled_from([None, BUETER, PAIR]),
).map(lambda hand: hand if hand.match is None else replace(hand, points=0))  # as lines read


@given(HANDS)
def test_a_hand_writes_its_cards_weis_and_stoeck_times_its_factor(hand: Hand) -> None:
    cards = 257 if hand.match is not None else 157
    extras = sum(map(sum, hand.weis)) + (20 if hand.stoeck is not None else 0)
    assert sum(scores(hand)) == (cards + extras) * hand.factor
    assert tuple(map(sum, zip(*stages(hand), strict=True))) == scores(hand)


@given(st.sampled_from(range(160, 1001, 10)), st.lists(HANDS, max_size=12))
def test_the_race_ends_at_the_first_target_reached(bid: int, hands: list[Hand]) -> None:
    race = Race(RULES, GameBid(0, bid))
    for hand in hands:
        if race.winner is not None:
            break
        race = apply(race, hand)
    totals = tuple(map(sum, zip(*map(scores, race.hands), strict=True))) or (0, 0)
    assert race.totals == totals
    reached = [side for side in (BUETER, PAIR) if totals[side] >= race.targets[side]]
    assert (race.winner is None) == (not reached)
    if race.winner is not None:
        assert race.winner in reached and race.decided_after == len(race.hands)
