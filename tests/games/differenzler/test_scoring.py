"""Differenzler's arithmetic under each house rule, golden hands worked by hand, and the
invariants of any hand (Hypothesis)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.pack import Pack
from jass_slate.core.said import check_names
from jass_slate.core.undo import EventError
from jass_slate.games.differenzler.scoring.board import Board, apply, replay
from jass_slate.games.differenzler.scoring.events import Call, Played, Refix, Tricks
from jass_slate.games.differenzler.scoring.rules import (
    PRESETS,
    Bonus,
    CallMode,
    DiffRules,
    StoeckRule,
    rules_from_mapping,
    rules_table,
)
from jass_slate.games.differenzler.scoring.score import credit, difference

PLAYERS = ("Anna", "Beat", "Cla", "Dora")
H = Contract.HEARTS


def said(*numbers: int) -> tuple[tuple[str, int], ...]:
    return tuple(zip(PLAYERS, numbers, strict=True))


def hand(calls: tuple[int, ...], points: tuple[int, ...], bonus: Bonus,
         zero: tuple[str, ...] = ()) -> tuple[int, ...]:
    rules = replace(PRESETS["open"], bonus=bonus)
    board = apply(Board(PLAYERS, rules), Played(H, said(*calls), said(*points), zero))
    return board.hands[0].scores


# Golden hands: (calls, points, hands a trick of 0 points was taken by, bonus) -> scores.
GOLDEN = [
    # An exact hit: Beat calls 25 and takes 25. |40-38| 2, |25-25| 0, |30-30| 0, |62-64| 2.
    ((40, 25, 30, 62), (38, 25, 30, 64), (), Bonus.NONE, (2, 0, 0, 2)),
    ((40, 25, 30, 62), (38, 25, 30, 64), (), Bonus.EXACT, (2, -10, -10, 2)),
    ((40, 25, 30, 62), (38, 25, 30, 64), (), Bonus.ZERO_NEEDS_TRICK, (2, -10, -10, 2)),
    # A correct 0 without a trick: Cla calls 0, takes nothing. 157 = 50 + 57 + 0 + 50.
    ((50, 60, 0, 47), (50, 57, 0, 50), (), Bonus.NONE, (0, 3, 0, 3)),
    ((50, 60, 0, 47), (50, 57, 0, 50), (), Bonus.EXACT, (-10, 3, 0, 3)),
    ((50, 60, 0, 47), (50, 57, 0, 50), (), Bonus.ZERO_NEEDS_TRICK, (-10, 3, 0, 3)),
    # A correct 0 with a trick of no points (Cla=0+): only zero-needs-trick credits it.
    ((50, 60, 0, 47), (50, 57, 0, 50), ("Cla",), Bonus.NONE, (0, 3, 0, 3)),
    ((50, 60, 0, 47), (50, 57, 0, 50), ("Cla",), Bonus.EXACT, (-10, 3, 0, 3)),
    ((50, 60, 0, 47), (50, 57, 0, 50), ("Cla",), Bonus.ZERO_NEEDS_TRICK, (-10, 3, -10, 3)),
    # A Match counts 157, no bonus: Dora takes every trick and called 100.
    # |20-0| 20, |10-0| 10, |27-0| 27, |100-157| 57.
    ((20, 10, 27, 100), (0, 0, 0, 157), (), Bonus.EXACT, (20, 10, 27, 57)),
    # Dora's Match called exactly: 157 is an exact hit, the 10 and nothing more.
    ((0, 0, 0, 157), (0, 0, 0, 157), (), Bonus.EXACT, (0, 0, 0, -10)),
    ((0, 0, 0, 157), (0, 0, 0, 157), (), Bonus.NONE, (0, 0, 0, 0)),
]


@pytest.mark.parametrize(("calls", "points", "zero", "bonus", "scores"), GOLDEN)
def test_golden_hands(calls: tuple[int, ...], points: tuple[int, ...], zero: tuple[str, ...],
                      bonus: Bonus, scores: tuple[int, ...]) -> None:
    assert hand(calls, points, bonus, zero) == scores


def test_stoeck_counts_as_the_house_rule_says() -> None:
    assert difference(60, 45, None) == 15
    assert difference(60, 45, StoeckRule.ADD) == 5  # 45 + 20 = 65
    assert difference(30, 45, StoeckRule.ADD) == 35  # 65 against 30
    assert difference(30, 45, StoeckRule.EITHER) == 5  # 45 - 20 = 25, nearer 30
    rules = replace(PRESETS["open"], stoeck=StoeckRule.ADD, bonus=Bonus.EXACT)
    board = apply(Board(PLAYERS, rules), Played(H, said(65, 40, 30, 22),
                                                said(45, 40, 50, 22), stoeck="Anna"))
    assert board.hands[0].scores == (-10, -10, 20, -10)  # 45+20 = 65 hits


def test_credit_rules_for_zero() -> None:
    assert credit(Bonus.EXACT, 0, 0, True) == 0
    assert credit(Bonus.ZERO_NEEDS_TRICK, 0, 0, False) == 0
    assert credit(Bonus.ZERO_NEEDS_TRICK, 0, 0, True) == 10
    assert credit(Bonus.NONE, 30, 0, True) == 0


def test_an_evening_of_calls_and_tricks_with_a_tie_and_one_more_hand() -> None:
    rules = replace(PRESETS["open"], hands=2)
    events: list[object] = [
        Call(said(40, 40, 40, 37), H),
        Tricks(said(40, 40, 40, 37)),  # everyone exact: 0 0 0 0
        Call(said(50, 50, 30, 27), Contract.SPADES),
        Tricks(said(45, 55, 30, 27)),  # 5 5 0 0: Cla and Dora level at 0
    ]
    board = replay(PLAYERS, rules, list(enumerate(events)))
    assert board.finished and board.tie_break and board.winner is None
    assert board.totals == (5, 5, 0, 0)
    board = apply(board, Call(said(10, 10, 10, 127), H))
    board = apply(board, Tricks(said(10, 10, 20, 117)))  # Cla 10 more, Dora 10 more
    assert board.totals == (5, 5, 10, 10) and board.winner is None  # Anna, Beat level now
    board = apply(board, Played(H, said(10, 10, 10, 127), said(10, 12, 10, 125)))
    assert board.winner == 0 and board.totals == (5, 7, 10, 12)
    with pytest.raises(RuleError, match="game is over"):
        apply(board, Call(said(1, 1, 1, 1)))


def test_a_target_ends_the_game_when_a_total_reaches_it() -> None:
    rules = rules_from_mapping({"target": 50})
    assert rules.hands is None and rules.target == 50
    board = apply(Board(PLAYERS, rules), Played(H, said(40, 40, 40, 37), said(30, 40, 50, 37)))
    assert board.totals == (10, 0, 10, 0) and not board.finished
    # Anna called 100 and took 40: 10 + 60 = 70 reaches 50; Beat alone is lowest (0 + 7).
    board = apply(board, Played(H, said(100, 0, 30, 27), said(40, 7, 50, 60)))
    assert board.totals == (70, 7, 30, 33)
    assert board.finished and board.winner == 1


def test_refusals() -> None:
    def fresh() -> Board:  # apply changes a board in place
        return Board(PLAYERS, PRESETS["open"])

    with pytest.raises(RuleError, match="158"):
        apply(fresh(), Call((("Anna", 158),)))
    with pytest.raises(RuleError, match="add up to 156"):
        apply(fresh(), Played(H, said(1, 2, 3, 4), said(40, 40, 40, 36)))
    with pytest.raises(RuleError, match="no calls"):
        apply(fresh(), Tricks(said(40, 40, 40, 37)))
    with pytest.raises(RuleError, match="Dora did not call"):
        apply(apply(fresh(), Call(said(1, 2, 3, 4)[:3], H)), Tricks(said(40, 40, 40, 37)))
    with pytest.raises(RuleError, match="trump"):
        apply(apply(fresh(), Call(said(1, 2, 3, 4))), Tricks(said(40, 40, 40, 37)))
    with pytest.raises(RuleError, match="not a trump"):
        apply(fresh(), Played(Contract.OBENABE, said(1, 2, 3, 4), said(40, 40, 40, 37)))
    with pytest.raises(RuleError, match="Stöck do not count"):
        apply(fresh(), Played(H, said(1, 2, 3, 4), said(40, 40, 40, 37), stoeck="Anna"))
    with pytest.raises(RuleError, match="0\\+"):
        apply(fresh(), Played(H, said(1, 2, 3, 4), said(40, 40, 40, 37), ("Anna",)))
    played = apply(fresh(), Played(H, said(1, 2, 3, 4), said(40, 40, 40, 37)))
    with pytest.raises(RuleError, match="hand 1 is played"):
        apply(played, Call((("Anna", 40),), hand=1))
    with pytest.raises(RuleError, match="Zora"):
        apply(fresh(), Call((("Zora", 4),)))


def test_gstoert_and_the_double_pack() -> None:
    rules = replace(PRESETS["open"], gstoert=True, pack=Pack.DOUBLE)
    assert rules.total(H) == 314 and rules.total(Contract.OBENABE) == 250
    board = apply(Board(PLAYERS, rules), Played(Contract.OBENABE, said(250, 0, 0, 0),
                                                said(200, 50, 0, 0)))
    assert board.hands[0].scores == (50, 50, 0, 0)
    assert board.rules.highest_call(None) == 314


def test_a_fix_that_would_end_the_game_early_is_refused() -> None:
    rules = rules_from_mapping({"target": 100})
    events: list[object] = [Played(H, said(40, 40, 40, 37), said(40, 40, 40, 37)),
                            Played(H, said(40, 40, 40, 37), said(40, 40, 40, 37))]
    board = replay(PLAYERS, rules, list(enumerate(events)))
    with pytest.raises(RuleError, match="end the game after hand 1"):
        apply(board, Refix(1, Played(H, said(0, 40, 40, 37), said(117, 40, 0, 0))))
    fixed = apply(board, Refix(2, Played(H, said(0, 40, 40, 77), said(117, 40, 0, 0))))
    assert fixed.totals == (117, 0, 40, 77) and fixed.winner == 1


def test_replay_says_which_event_broke() -> None:
    with pytest.raises(EventError) as error:
        replay(PLAYERS, PRESETS["open"], [(0, Call(said(1, 2, 3, 4), H)), (3, Call(((
            "Anna", 200),)))])
    assert error.value.index == 3


def test_rules_tables_read_back_and_refuse_what_is_wrong() -> None:
    for rules in [*PRESETS.values(), rules_from_mapping({"target": 300, "gstoert": True,
                                                         "stoeck": "either"})]:
        assert rules_from_mapping(rules_table(rules)) == rules
    assert PRESETS["hidden"].calls is CallMode.HIDDEN and PRESETS["hidden"].bonus is Bonus.EXACT
    assert PRESETS["tournament"].hands == 32
    for bad in ({"bonus": "some"}, {"hands": 0}, {"hands": 12, "target": 100},
                {"colour": 1}, {"gstoert": "yes"}, {"preset": "nine"}):
        with pytest.raises(RuleError):
            rules_from_mapping(bad)


def test_names() -> None:
    assert check_names([" Anna", "Beat ", "Cla"], 3, 8) == ("Anna", "Beat", "Cla")
    for bad in (["Anna", "Beat"], ["Anna", "anna", "Cla"], ["Zoë", "Zoe", "Cla"],
                ["A=1", "B", "C"], ["40", "B", "C"], ["A", "", "C"], ["A;", "B", "C"]):
        with pytest.raises(RuleError):
            check_names(bad, 3, 8)


@st.composite
def hands(draw: st.DrawFn) -> tuple[DiffRules, tuple[int, ...], tuple[int, ...]]:
    count = draw(st.integers(3, 8))
    cuts = sorted(draw(st.lists(st.integers(0, 157), min_size=count - 1,
                                max_size=count - 1)))
    points = tuple(b - a for a, b in zip([0, *cuts], [*cuts, 157], strict=True))
    calls = tuple(draw(st.lists(st.integers(0, 157), min_size=count, max_size=count)))
    rules = replace(PRESETS["open"], bonus=draw(st.sampled_from(list(Bonus))))
    return rules, calls, points


@given(hands())
def test_any_hand_writes_the_difference_less_the_credit(
        drawn: tuple[DiffRules, tuple[int, ...], tuple[int, ...]]) -> None:
    rules, calls, points = drawn
    players = tuple(f"P{n}" for n in range(len(calls)))
    board = apply(Board(players, rules), Played(H, tuple(zip(players, calls, strict=True)),
                                                tuple(zip(players, points, strict=True))))
    row = board.hands[0]
    assert sum(row.points) == 157
    for c, p, score, credited in zip(calls, points, row.scores, row.credits, strict=True):
        assert score == abs(c - p) - credited
        assert credited in (0, 10) and (credited == 0 or c == p)
        assert score >= -10
        if rules.bonus is not Bonus.ZERO_NEEDS_TRICK and c == 0:
            assert credited == 0  # no trick of 0 points was said
    # The differences cannot add up to less than the calls miss 157 by.
    assert sum(row.differences) >= abs(sum(calls) - 157)
    assert board.totals == row.scores


@given(st.lists(hands(), min_size=1, max_size=14), st.integers(1, 12),
       st.sampled_from(list(Bonus)))
def test_any_evening_totals_its_hands_and_ends_as_the_rules_say(
        drawn: list[tuple[DiffRules, tuple[int, ...], tuple[int, ...]]], length: int,
        bonus: Bonus) -> None:
    """Four players, hands of random calls and points: the totals are the hands' scores
    added up; the game is over after `length` hands, and won by a player alone lowest;
    a hand after that is refused, a tie plays on."""
    rules = replace(PRESETS["open"], bonus=bonus, hands=length)
    board = Board(PLAYERS, rules)
    written = []
    for _rules, calls, points in drawn:
        calls, points = (*calls, 0, 0, 0, 0)[:4], (*points, 0, 0, 0, 0)[:4]
        points = (*points[:3], 157 - sum(points[:3])) if sum(points[:3]) <= 157 else \
            (157, 0, 0, 0)
        event = Played(H, said(*calls), said(*points))
        if board.winner is not None:
            with pytest.raises(RuleError, match="game is over"):
                apply(board, event)
            break
        apply(board, event)
        written.append(board.hands[-1].scores)
    assert board.totals == tuple(sum(column) for column in zip(*written, strict=True))
    assert board.finished == (len(written) >= length)
    lowest = [s for s, t in enumerate(board.totals) if t == min(board.totals)]
    assert board.winner == (lowest[0] if board.finished and len(lowest) == 1 else None)
    assert board.tie_break == (board.finished and len(lowest) > 1)
