"""The free board's arithmetic: golden hands with their sums worked here, simonste/
jasstafel's point-board and Schläger tests as golden data where the rules agree
(docs/games/board.md says where they differ), the rulebook's Schläger, and Hypothesis
properties of any board."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import RuleError
from jass_slate.games.board.scoring.board import Board, in_tens
from jass_slate.games.board.scoring.events import Hand, Refix
from jass_slate.games.board.scoring.hands import apply
from jass_slate.games.board.scoring.rules import PRESETS, BoardRules, rules_from_mapping

FREE = PRESETS["free"]
THREE = ("Anna", "Beat", "Cla")
X = None  # `x`: did not play


def played(rules: BoardRules, players: tuple[str, ...], *rows: tuple[int | None, ...]
           ) -> Board:
    board = Board(players, rules)
    for row in rows:
        board = apply(board, Hand(tuple(zip(players, row, strict=True))))
    return board


def names(board: Board, seats: tuple[int, ...]) -> list[str]:
    return [board.players[s] for s in seats]


def test_negative_entries_add_up() -> None:
    # (30, -20, 5) + (-10, 40, 0) = 20 / 20 / 5; no end, so no winner ever.
    board = played(FREE, THREE, (30, -20, 5), (-10, 40, 0))
    assert board.totals == (20, 20, 5)
    assert not board.finished and board.winners == ()
    assert names(board, board.best) == ["Anna", "Beat"]


def test_the_lowest_wins_after_its_hands() -> None:
    rules = replace(FREE, lowest_wins=True, hands=2)
    board = played(rules, THREE, (30, -20, 5))
    assert not board.finished  # 1 of 2 hands
    board = apply(board, Hand((("Anna", -10), ("Beat", 40), ("Cla", 0))))
    assert board.finished and names(board, board.winners) == ["Cla"]  # 5 < 20, 20


@pytest.mark.parametrize(("rows", "winners"), [
    (((60, 40), (50, 60)), ["Anna"]),  # 110 / 100: both past 100, the higher wins
    (((50, 60), (50, 50)), ["Beat"]),  # 100 / 110
    (((50, 50), (50, 50)), ["Anna", "Beat"]),  # 100 / 100: a draw, both win
])
def test_both_past_the_target_in_one_hand(rows: tuple[tuple[int, int], ...],
                                          winners: list[str]) -> None:
    board = played(replace(FREE, target=100), ("Anna", "Beat"), *rows)
    assert board.finished and names(board, board.winners) == winners
    assert board.winner is (None if len(winners) > 1 else board.players.index(winners[0]))


def test_counted_in_tens_entry_by_entry_half_away_from_zero() -> None:
    # 14, 23, 26, 94 -> 1 + 2 + 3 + 9 = 15 (not round(157 / 10) = 16).
    rules = replace(FREE, rounded=True, per_hand=157)
    board = played(rules, ("A", "B", "C", "D"), (14, 23, 26, 94))
    assert board.hands[0].scores == (1, 2, 3, 9) and sum(board.totals) == 15
    assert [in_tens(v) for v in (54, 14, 26, 94, -15, -14, 5, -5, 0)] == \
        [5, 1, 3, 9, -2, -1, 1, -1, 0]


def test_a_fixed_total_per_hand_is_checked() -> None:
    rules = replace(FREE, per_hand=157)
    with pytest.raises(RuleError, match="writes 150 in all, not 157"):
        played(rules, ("A", "B", "C", "D"), (10, 20, 30, 90))
    assert played(rules, ("A", "B", "C", "D"), (10, 20, 30, 97)).totals == (10, 20, 30, 97)


# --- simonste/jasstafel test/point_board/point_board_score_test.dart --------------------


def test_simonste_point_board_winner_points() -> None:
    # goal 100, more wins: (10, 50, 10), (54, 60, 20) -> 64 / 110 / 30: P2; no loser.
    board = played(replace(FREE, target=100), ("P1", "P2", "P3"), (10, 50, 10),
                   (54, 60, 20))
    assert board.totals == (64, 110, 30)
    assert names(board, board.winners) == ["P2"] and board.losers == ()


def test_simonste_point_board_two_winners() -> None:
    # (10, 50, 10), (54, 60, 100) -> 64 / 110 / 110: P2 and P3 (simonste asks who was
    # first; here a shared win).
    board = played(replace(FREE, target=100), ("P1", "P2", "P3"), (10, 50, 10),
                   (54, 60, 100))
    assert names(board, board.winners) == ["P2", "P3"] and board.winner is None


def test_simonste_point_board_winner_points_minimum() -> None:
    # Fewest wins: the same rows; P2 reached the goal: P3 wins with 30, P2 lost.
    board = played(replace(FREE, target=100, lowest_wins=True), ("P1", "P2", "P3"),
                   (10, 50, 10), (54, 60, 20))
    assert names(board, board.winners) == ["P3"] and names(board, board.losers) == ["P2"]


def test_simonste_point_board_winner_rounds() -> None:
    # 3 rounds; + (74, 10, 20) -> 138 / 120 / 50: P1 (the first two rows as the test's).
    board = played(replace(FREE, hands=3), ("P1", "P2", "P3"), (10, 50, 10), (54, 60, 20))
    assert not board.finished
    board = apply(board, Hand((("P1", 74), ("P2", 10), ("P3", 20))))
    assert board.totals == (138, 120, 50) and names(board, board.winners) == ["P1"]


def test_simonste_point_board_integration_goals() -> None:
    # integration_test/point_board_test.dart: goal 88, 157 a round: (70, 70, 17, 0),
    # (10, 29, 57, 61) -> 80 / 99 / 74 / 61: player 2; fewest: (70, 70, 0, 17), (10, 29,
    # 57, 61) -> 80 / 99 / 57 / 78: player 3 wins, player 2 lost.
    four = ("S1", "S2", "S3", "S4")
    rules = replace(FREE, target=88, per_hand=157)
    board = played(rules, four, (70, 70, 17, 0), (10, 29, 57, 61))
    assert board.totals == (80, 99, 74, 61) and names(board, board.winners) == ["S2"]
    board = played(replace(rules, lowest_wins=True), four, (70, 70, 0, 17), (10, 29, 57, 61))
    assert board.totals == (80, 99, 57, 78)
    assert names(board, board.winners) == ["S3"] and names(board, board.losers) == ["S2"]
    # goal rounds, 2 players: 3 x (80, 77) -> 240 / 231: more wins S1, fewest S2.
    two = played(replace(FREE, hands=3, per_hand=157), ("S1", "S2"), *[(80, 77)] * 3)
    assert two.totals == (240, 231) and names(two, two.winners) == ["S1"]
    two = played(replace(FREE, hands=3, lowest_wins=True), ("S1", "S2"), *[(80, 77)] * 3)
    assert names(two, two.winners) == ["S2"]


# --- Schläger: simonste's board (test/schlaeger/schlaeger_score_test.dart) --------------


def test_simonste_schlaeger_winner_points() -> None:
    # goal 9: (2, 1, -1), (1, 1, 1), (x, 3, 0), (1, 2, -1), (-1, 2, 1): P2 wins, no
    # loser (the test's assertions). P1 2 + 1 + 0 + 1 - 1 = 3, P2 1 + 1 + 3 + 2 + 2 = 9,
    # P3 -1 + 1 + 0 - 1 + 1 = 0; after four hands 4 / 7 / -1, no one at 9.
    rows = ((2, 1, -1), (1, 1, 1), (X, 3, 0), (1, 2, -1), (-1, 2, 1))
    board = played(PRESETS["schlaeger"], ("P1", "P2", "P3"), *rows[:4])
    assert board.totals == (4, 7, -1) and not board.finished
    board = apply(board, Hand(tuple(zip(("P1", "P2", "P3"), rows[4], strict=True))))
    assert board.totals == (3, 9, 0)
    assert names(board, board.winners) == ["P2"] and board.losers == ()


def test_simonste_schlaeger_two_winners_and_rounds() -> None:
    # goal 5: (2, -1, 1), (x, -1, 3), (2, 1, x), (1, 1, 1) -> 5 / 0 / 5: P1 and P3.
    rules = replace(PRESETS["schlaeger"], target=5)
    board = played(rules, ("P1", "P2", "P3"), (2, -1, 1), (X, -1, 3), (2, 1, X), (1, 1, 1))
    assert board.totals == (5, 0, 5) and names(board, board.winners) == ["P1", "P3"]
    # 3 rounds: (2, 1, x), (1, -1, 2), (1, 1, 1) -> 4 / 1 / 3: P1.
    rules = replace(PRESETS["schlaeger"], target=None, hands=3)
    board = played(rules, ("P1", "P2", "P3"), (2, 1, X), (1, -1, 2))
    assert board.winners == ()
    board = apply(board, Hand((("P1", 1), ("P2", 1), ("P3", 1))))
    assert board.totals == (4, 1, 3) and names(board, board.winners) == ["P1"]


def test_schlaeger_entries_are_minus_one_to_three() -> None:
    for bad in (4, -2):
        with pytest.raises(RuleError, match="-1 to 3"):
            played(PRESETS["schlaeger"], ("A", "B", "C"), (bad, 0, 0))


# --- Schläger by the rulebook: at most 3 Striche, to 7, the others play on -------------


def test_rulebook_schlaeger_gives_at_most_three_striche() -> None:
    rules = PRESETS["schlaeger-osj"]
    four = ("Anna", "Beat", "Cla", "Dora")
    # Dora 25 points, under 26: a Härdöpfel; the 3 Striche to the others.
    assert played(rules, four, (1, 1, 1, -1)).totals == (1, 1, 1, -1)
    with pytest.raises(RuleError, match="4 Striche in one hand: a hand gives out at most 3"):
        played(rules, four, (2, 1, 1, -1))


def test_rulebook_schlaeger_the_first_to_seven_wins_and_the_others_play_on() -> None:
    rules = PRESETS["schlaeger-osj"]
    four = ("Anna", "Beat", "Cla", "Dora")
    board = played(rules, four, *[(2, 1, 0, -1)] * 3)  # 6 / 3 / 0 / -3
    board = apply(board, Hand(tuple(zip(four, (1, 1, 1, 0), strict=True))))  # Anna 7
    assert board.places == {0: 1} and names(board, board.winners) == ["Anna"]
    assert not board.finished and names(board, board.playing) == ["Beat", "Cla", "Dora"]
    with pytest.raises(RuleError, match="Anna has finished"):
        apply(board, Hand(tuple(zip(four, (1, 1, 1, 0), strict=True))))
    for _hand in range(3):  # Beat 4 + 3 = 7, Cla 1 + 6 = 7: both second, Dora last
        board = apply(board, Hand(tuple(zip(four, (X, 1, 2, 0), strict=True))))
    assert board.totals == (7, 7, 7, -3)
    assert board.places == {0: 1, 1: 2, 2: 2, 3: 4} and board.finished


# --- fix, refusals -------------------------------------------------------------------


def test_a_fix_that_the_later_hands_no_longer_fit_is_refused() -> None:
    board = played(replace(FREE, target=100), ("A", "B"), (50, 0), (40, 0))
    assert apply(board, Refix(1, Hand((("A", 10), ("B", 0))))).totals == (50, 0)
    board = played(replace(FREE, target=100), ("A", "B"), (50, 0), (40, 0))
    with pytest.raises(RuleError, match="hand 2 no longer fits: the game is over"):
        apply(board, Refix(1, Hand((("A", 100), ("B", 0)))))


def test_rules_keys_are_checked() -> None:
    assert rules_from_mapping({"preset": "schlaeger", "hands": 10}).target is None
    for table, problem in (({"target": 10, "hands": 3}, "not both"),
                           ({"least": 5, "most": 1}, "more than 'most'"),
                           ({"finish": "play-on"}, "needs a target"),
                           ({"per_hand": 157, "sat_out": True}, "do not go together"),
                           ({"target": 0}, "at least 1"), ({"colour": 1}, "unknown board"),
                           ({"preset": "jass"}, "unknown board preset")):
        with pytest.raises(RuleError, match=problem):
            rules_from_mapping(table)


# --- properties ----------------------------------------------------------------------

ENTRIES = st.integers(-1000, 1000)


@given(st.integers(2, 8).flatmap(lambda n: st.lists(st.lists(ENTRIES, min_size=n,
                                                             max_size=n), max_size=12)),
       st.booleans())
def test_totals_are_the_sums_of_the_counted_entries(rows: list[list[int]],
                                                   rounded: bool) -> None:
    players = tuple(f"P{i}" for i in range(len(rows[0]))) if rows else ("A", "B")
    board = played(replace(FREE, rounded=rounded), players, *map(tuple, rows))
    count = in_tens if rounded else (lambda v: v)
    assert board.totals == tuple(sum(count(row[s]) for row in rows)
                                 for s in range(len(players)))


@given(st.lists(st.lists(ENTRIES, min_size=3, max_size=3), min_size=1, max_size=8))
def test_the_lowest_wins_is_the_highest_of_the_negated_entries(rows: list[list[int]]
                                                               ) -> None:
    hands = len(rows)
    low = played(replace(FREE, hands=hands, lowest_wins=True), THREE, *map(tuple, rows))
    high = played(replace(FREE, hands=hands), THREE,
                  *(tuple(-v for v in row) for row in rows))
    assert low.winners == high.winners and low.finished and high.finished


@given(st.lists(st.lists(st.sampled_from([X, -1, 0, 1, 2, 3]), min_size=4, max_size=4),
                max_size=30))
def test_rulebook_schlaeger_never_writes_more_than_three_striche(
        rows: list[list[int | None]]) -> None:
    board = Board(("A", "B", "C", "D"), PRESETS["schlaeger-osj"])
    for row in rows:
        try:
            board = apply(board, Hand(tuple(zip(board.players, row, strict=True))))
        except RuleError:
            continue
    for hand in board.hands:
        assert sum(v for v in hand.entries if v is not None and v > 0) <= 3
    for seat in range(4):  # a player at 7 has finished: x in every later hand
        total, finished = 0, False
        for hand in board.hands:
            assert not finished or hand.entries[seat] is None
            total += hand.scores[seat]
            finished = finished or total >= 7


@given(st.lists(st.lists(ENTRIES, min_size=3, max_size=3), min_size=1, max_size=8),
       st.data())
def test_undo_restores_and_a_fix_with_the_same_hand_changes_nothing(
        rows: list[list[int]], data: st.DataObject) -> None:
    from jass_slate.core.undo import Undo
    from jass_slate.file.game_file import GameSession
    from jass_slate.games.board.file.game_file import BOARD, BoardSetup

    setup = BoardSetup(THREE, FREE)
    session = GameSession(Path("jass.toml"), BOARD, setup, "", [], BOARD.start(setup))
    for row in rows[:-1]:
        session.record(Hand(tuple(zip(THREE, row, strict=True))))
    before = session.board.totals
    session.record(Hand(tuple(zip(THREE, rows[-1], strict=True))))
    session.record(Undo())
    assert session.board.totals == before
    if rows[:-1]:
        number = data.draw(st.integers(1, len(rows) - 1))
        same = Hand(tuple(zip(THREE, rows[number - 1], strict=True)))
        session.record(Refix(number, same))
        assert session.board.totals == before and len(session.board.hands) == len(rows) - 1


@given(st.lists(st.lists(st.integers(-1, 3), min_size=4, max_size=4), max_size=20))
def test_a_board_carried_hand_by_hand_stands_as_one_read_whole(rows: list[list[int]]
                                                                ) -> None:
    # Schläger's rulebook form, where the others play on: a replay carries the totals and
    # places from hand to hand; a board made at once from the same rows (as a checkpoint's
    # is) stands the same. Hands of players who have finished are left out.
    rules, four = PRESETS["schlaeger-osj"], ("Anna", "Beat", "Cla", "Dora")
    board = Board(four, rules)
    for row in rows:
        if board.finished:
            break
        said = tuple(X if seat in board.places else value for seat, value in enumerate(row))
        try:
            board = apply(board, Hand(tuple(zip(four, said, strict=True))))
        except RuleError:
            continue  # a hand the rules refuse (too many Striche) changes nothing
    whole = Board(four, rules, list(board.hands))
    assert (whole.totals, whole.places) == (board.totals, board.places)
    assert board.totals == tuple(sum(row.scores[s] for row in board.hands) for s in range(4))
