"""The bidding games' arithmetic: the golden hands of docs/games/bidding.md with their
sums written out (bachmann-jass's Bieterjass, jassverzeichnis.ch's Sidi-Barrani table),
the end of a game, and the invariants of any hand (Hypothesis)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.undo import EventError
from jass_slate.games.bidding.scoring.board import WEIS_VALUES, Board, apply, replay
from jass_slate.games.bidding.scoring.events import Bid, Refix
from jass_slate.games.bidding.scoring.rules import (
    PRESETS,
    BidRules,
    rules_from_mapping,
    rules_table,
)

BIETER = PRESETS["bieter"]
SIDI = PRESETS["sidi-barrani"]
PLAYERS = ("Anna", "Beat", "Cla")
TEAMS = ("Anna & Cla", "Beat & Dora")


def scores(rules: BidRules, sides: tuple[str, ...], *hands: Bid) -> tuple[int, ...]:
    """What the last of `hands` wrote, the others played before it."""
    board = replay(sides, rules, list(enumerate(hands)))
    return board.hands[-1].scores


@pytest.mark.parametrize(("hand", "written"), [
    # B-1: bid 100 in Schellen (bells ×2), 112 ≥ 100: made, the stake 100 × 2 = 200.
    (Bid(Contract.BELLS, "Anna", 100, 112), (200, 0, 0)),
    # B-2: the same, 84 < 100: failed: Anna -200, each defender ⌊200 / 2⌋ = 100.
    (Bid(Contract.BELLS, "Anna", 100, 84), (-200, 100, 100)),
    # B-3: exactly the bid is made: 90 in Rosen (×1), 90 ≥ 90 → +90.
    (Bid(Contract.ROSES, "Anna", 90, 90), (90, 0, 0)),
    # B-4: all passed, the dealer Cla plays 60 in Eicheln (×1), takes 45: -60, +30, +30.
    (Bid(Contract.ACORNS, "Cla", 60, 45, all_passed=True), (30, 30, -60)),
    # B-5: 157 in Obenabe (×3), 150: stake 471, ⌊471 / 2⌋ = 235 each (one point vanishes).
    (Bid(Contract.OBENABE, "Anna", 157, 150), (-471, 235, 235)),
    # Schilten ×2 and Undenufe ×3: 140 × 3 = 420 made.
    (Bid(Contract.UNDENUFE, "Beat", 140, 157), (0, 420, 0)),
])
def test_bieter_golden_hands(hand: Bid, written: tuple[int, ...]) -> None:
    assert scores(BIETER, PLAYERS, hand) == written


def test_bieter_einfach_plays_the_suits_at_one() -> None:
    einfach = PRESETS["bieter-einfach"]
    # bid 157 in bells, failed: -157, ⌊157 / 2⌋ = 78 each.
    assert scores(einfach, PLAYERS, Bid(Contract.BELLS, "Anna", 157, 100)) == (-157, 78, 78)
    with pytest.raises(EventError):  # B-8: no Obenabe in einfach
        scores(einfach, PLAYERS, Bid(Contract.OBENABE, "Anna", 80, 100))


def test_bieter_with_four_players_shares_a_lost_stake_in_three() -> None:
    four = replace(BIETER, players=4)
    # 100 × 2 = 200 lost: ⌊200 / 3⌋ = 66 to each of the three others.
    assert scores(four, (*PLAYERS, "Dora"), Bid(Contract.BELLS, "Anna", 100, 80)) == \
        (-200, 66, 66, 66)


@pytest.mark.parametrize(("hand", "written"), [
    # SB-1 (jassverzeichnis.ch): bid 120, the bidders 130, the others 27 → 120 + 130 = 250 / 27.
    (Bid(Contract.HEARTS, "Anna & Cla", 120, 130), (250, 27)),
    # SB-2: 110 < 120: the bidders their 110, the others 120 + 47 = 167.
    (Bid(Contract.HEARTS, "Anna & Cla", 120, 110), (110, 167)),
    # SB-3: exactly the bid: 100 + 100 = 200 / 57.
    (Bid(Contract.HEARTS, "Anna & Cla", 100, 100), (200, 57)),
    # SB-4: Weis outside the bid: 105 < 110 though 105 + 100 Weis: 205 / 110 + 52 = 162.
    (Bid(Contract.HEARTS, "Anna & Cla", 110, 105, weis=("Anna & Cla", (100,))), (205, 162)),
    # SB-5: the best Weis to the others: 110 + 125 = 235 / 32 + 50 = 82.
    (Bid(Contract.HEARTS, "Anna & Cla", 110, 125, weis=("Beat & Dora", (50,))), (235, 82)),
    # SB-6: 157, all the cards ("Sidi"), a Match counts 157 and no bonus: 314 / 0.
    (Bid(Contract.OBENABE, "Anna & Cla", 157, 157), (314, 0)),
    # SB-7: doubled and failed, 90 / 67: the others 2 × 100 + 67 = 267; redoubled 4 × 100 + 67.
    (Bid(Contract.SPADES, "Anna & Cla", 100, 90, double=2), (90, 267)),
    (Bid(Contract.SPADES, "Anna & Cla", 100, 90, double=4), (90, 467)),
    # doubled and made 110 / 47: 2 × 100 + 110 = 310 / 47.
    (Bid(Contract.SPADES, "Anna & Cla", 100, 110, double=2), (310, 47)),
    # Stöck to its side, not toward the bid: 115 < 120 → 115 + 20 = 135 / 120 + 42 = 162.
    (Bid(Contract.HEARTS, "Anna & Cla", 120, 115, stoeck="Anna & Cla"), (135, 162)),
    # The second team bids: 100 made with 120 → 37 / 100 + 120 = 220.
    (Bid(Contract.CLUBS, "Beat & Dora", 100, 120), (37, 220)),
])
def test_sidi_barrani_golden_hands(hand: Bid, written: tuple[int, ...]) -> None:
    assert scores(SIDI, TEAMS, hand) == written


def test_the_game_ends_at_the_target_with_the_higher_total() -> None:
    # B-6: Anna at 1450 (a bid of 1450 is no bid: her totals are built of made bids).
    board = Board(PLAYERS, replace(BIETER, target=300))
    apply(board, Bid(Contract.OBENABE, "Anna", 80, 100))  # +240
    assert board.winner is None and board.totals == (240, 0, 0)
    apply(board, Bid(Contract.ROSES, "Anna", 60, 60))  # 240 + 60 = 300 ≥ 300
    assert board.winner == 0
    with pytest.raises(RuleError, match="game is over"):
        apply(board, Bid(Contract.ROSES, "Beat", 60, 60))
    # B-7: two defenders past the target in one hand: the higher total wins.
    board = Board(PLAYERS, replace(BIETER, target=400))
    apply(board, Bid(Contract.BELLS, "Beat", 70, 80))  # Beat 140
    apply(board, Bid(Contract.OBENABE, "Anna", 100, 90))  # Anna -300, Beat 290, Cla 150
    apply(board, Bid(Contract.OBENABE, "Cla", 90, 100))  # Cla 150 + 270 = 420
    assert board.totals == (-300, 290, 420) and board.winner == 2
    board = Board(PLAYERS, replace(BIETER, target=150))
    apply(board, Bid(Contract.BELLS, "Anna", 100, 80))  # -200, +100, +100
    apply(board, Bid(Contract.BELLS, "Anna", 100, 80))  # -400, 200, 200: level past 150
    assert board.winner is None and board.level
    apply(board, Bid(Contract.ROSES, "Cla", 60, 70))  # Cla 260
    assert board.winner == 2 and not board.level


def test_sidi_barrani_schneider_at_half_the_target() -> None:
    board = Board(TEAMS, replace(SIDI, target=500))
    apply(board, Bid(Contract.HEARTS, "Anna & Cla", 150, 157, double=2))  # 300 + 157 / 0
    apply(board, Bid(Contract.HEARTS, "Anna & Cla", 90, 100))  # 457 + 90 + 100 / 0 + 57
    # 57 < 250, half the target: Schneider.
    assert board.totals == (647, 57) and board.winner == 0 and board.schneider


def test_a_fix_replays_and_may_not_end_the_game_before_later_hands() -> None:
    board = Board(PLAYERS, replace(BIETER, target=300))
    apply(board, Bid(Contract.BELLS, "Anna", 100, 84))
    apply(board, Bid(Contract.BELLS, "Beat", 60, 84))
    apply(board, Refix(1, Bid(Contract.BELLS, "Anna", 100, 112)))
    assert board.totals == (200, 120, 0)
    with pytest.raises(RuleError, match="end the game after hand 1"):
        apply(board, Refix(1, Bid(Contract.OBENABE, "Anna", 140, 157)))
    with pytest.raises(RuleError, match="no hand 3"):
        apply(board, Refix(3, Bid(Contract.BELLS, "Anna", 100, 112)))


@pytest.mark.parametrize(("rules", "sides", "hand", "says"), [
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Anna", 65, 90), "65 is not a bid"),
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Anna", 150, 90), "150 is not a bid"),
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Anna", 170, 90), "170 is not a bid"),
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Anna", 60, 158), "0 to 157"),
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Dora", 60, 80), "not a side"),
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Anna", 70, 80, all_passed=True), "plays 60"),
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Anna", 70, 80, double=2), "no double"),
    (BIETER, PLAYERS, Bid(Contract.ROSES, "Anna", 70, 80, stoeck="Anna"), "not written"),
    (SIDI, TEAMS, Bid(Contract.HEARTS, "Anna & Cla", 80, 90), "80 is not a bid"),
    (SIDI, TEAMS, Bid(Contract.HEARTS, "Anna & Cla", 95, 90), "95 is not a bid"),
    (SIDI, TEAMS, Bid(Contract.HEARTS, "Anna & Cla", 90, 90, all_passed=True),
     "not played under these rules"),
    (SIDI, TEAMS, Bid(Contract.HEARTS, "Anna & Cla", 90, 90, weis=("Anna & Cla", (25,))),
     "25 is not a Weis"),
    (SIDI, TEAMS, Bid(Contract.OBENABE, "Anna & Cla", 90, 90, stoeck="Anna & Cla"),
     "no Stöck in Obenabe"),
    (SIDI, TEAMS, Bid(Contract.ROSES, "Anna & Cla", 90, 90), "not played under these"),
])
def test_refusals(rules: BidRules, sides: tuple[str, ...], hand: Bid, says: str) -> None:
    board = Board(sides, rules)
    with pytest.raises(RuleError, match=says):
        apply(board, hand)
    assert board.hands == [] and board.totals == (0,) * len(sides)


def test_rules_tables_read_back_and_refuse_what_is_wrong() -> None:
    for rules in PRESETS.values():
        assert rules_from_mapping(rules_table(rules)) == rules
    assert rules_from_mapping({"preset": "sidi-barrani", "target": 2000}).target == 2000
    for bad in ({"preset": "nine"}, {"colour": 1}, {"double": "yes"}, {"min_bid": 0},
                {"max_bid": 157}, {"min_bid": 100, "max_bid": 90}, {"forced_bid": 65},
                {"sides": "teams"}, {"players": 5}, {"scoring": "double"},
                {"target": 1_000_001}):
        with pytest.raises(RuleError):
            rules_from_mapping(bad)


@given(st.sampled_from(list(PRESETS["bieter"].contracts)), st.integers(0, 2),
       st.sampled_from(BIETER.bids), st.integers(0, 157))
def test_bieter_hand_properties(contract: Contract, by: int, bid: int, points: int) -> None:
    """Made: only the soloist moves, by +bid × f; failed: he loses bid × f and each other
    gets ⌊bid × f / 2⌋, so the hand's sum is -(bid × f mod 2)."""
    row = replay(PLAYERS, BIETER, [(0, Bid(contract, PLAYERS[by], bid, points))]).hands[0]
    stake = bid * BIETER.factor(contract)
    assert row.made == (points >= bid)
    others = [s for side, s in enumerate(row.scores) if side != by]
    if row.made:
        assert row.scores[by] == stake and others == [0, 0]
    else:
        assert row.scores[by] == -stake and others == [stake // 2] * 2
        assert sum(row.scores) == -(stake % 2)


@given(st.sampled_from(list(SIDI.contracts)), st.integers(0, 1), st.sampled_from(SIDI.bids),
       st.integers(0, 157), st.sampled_from((1, 2, 4)),
       st.none() | st.tuples(st.integers(0, 1), st.lists(st.sampled_from(WEIS_VALUES),
                                                          min_size=1, max_size=3)),
       st.none() | st.integers(0, 1))
def test_sidi_barrani_hand_properties(contract: Contract, by: int, bid: int, points: int,
                                      double: int, weis: tuple[int, list[int]] | None,
                                      stoeck: int | None) -> None:
    """A hand writes 157 + the bid's value + Weis + Stöck in all, and exactly one side gets
    the bid: the bidders when made, the others when not."""
    if contract.trump is None:
        stoeck = None
    hand = Bid(contract, TEAMS[by], bid, points, double=double,
               weis=None if weis is None else (TEAMS[weis[0]], tuple(weis[1])),
               stoeck=None if stoeck is None else TEAMS[stoeck])
    row = replay(TEAMS, SIDI, [(0, hand)]).hands[0]
    weis_points = 0 if weis is None else sum(weis[1])
    assert sum(row.scores) == 157 + bid * double + weis_points + 20 * (stoeck is not None)
    earned = by if points >= bid else 1 - by
    cards = [points, 157 - points] if by == 0 else [157 - points, points]
    extra = [row.scores[side] - cards[side] - row.weis[side] - 20 * (stoeck == side)
             for side in range(2)]
    assert extra[earned] == bid * double and extra[1 - earned] == 0


@given(st.lists(st.tuples(st.integers(0, 2), st.sampled_from(BIETER.bids),
                          st.integers(0, 157)), max_size=12))
def test_totals_are_the_sum_of_the_hands_and_undo_replays(
        hands: list[tuple[int, int, int]]) -> None:
    rules = replace(BIETER, target=100_000)
    events = [(i, Bid(Contract.BELLS, PLAYERS[by], bid, points))
              for i, (by, bid, points) in enumerate(hands)]
    board = replay(PLAYERS, rules, events)
    assert board.totals == tuple(sum(row.scores[s] for row in board.hands) for s in range(3))
    shorter = replay(PLAYERS, rules, events[:-1])
    assert shorter.hands == board.hands[:-1]
