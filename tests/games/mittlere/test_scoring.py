"""Mittlere's marks: the sources' rules worked by hand on known hands (docs/rule-choices.md,
players Anna, Beat, Cla), the rules' order where two could apply, the table naming the
middle player only where no rule does, and Hypothesis: every counted hand writes two
Striche and two Nuller, the totals add up to 0, and the game ends after its counted
hands, a void hand not among them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import RuleError
from jass_slate.games.mittlere.scoring.board import Board, apply, replay
from jass_slate.games.mittlere.scoring.events import Hand, Refix
from jass_slate.games.mittlere.scoring.marks import Rule, hand_marks, undecided
from jass_slate.games.mittlere.scoring.rules import (
    PRESETS,
    MittlereRules,
    rules_from_mapping,
    rules_table,
)

PLAYERS = ("Anna", "Beat", "Cla")


def hand(a: int, b: int, c: int, zero: tuple[str, ...] = (), middle: str | None = None
         ) -> Hand:
    return Hand((("Anna", a), ("Beat", b), ("Cla", c)), zero, middle)


# (points, who took a trick of 0, the table's middle seat) -> the rule, Striche, Nuller.
GOLDEN = [
    # 70 50 37: Anna highest, Cla lowest a Strich each; Beat in the middle two Nuller.
    ((70, 50, 37), (), None, Rule.NORMAL, (1, 0, 1), (0, 2, 0)),
    # Anna 105 >= 100: two Nuller for her, a Strich to Beat and to Cla.
    ((105, 40, 12), (), None, Rule.HUNDRED, (0, 1, 1), (2, 0, 0)),
    # Cla took no trick (0, no `+`): two Nuller for him, a Strich each to the others.
    ((80, 77, 0), (), None, Rule.NO_TRICK, (1, 1, 0), (0, 0, 2)),
    # The same points but Cla took a trick of no points: an ordinary hand, Cla lowest.
    ((80, 77, 0), (2,), None, Rule.NORMAL, (1, 0, 1), (0, 2, 0)),
    # Anna took every trick: 157, two Striche; Beat and Cla a Nuller each.
    ((157, 0, 0), (), None, Rule.MATCH, (2, 0, 0), (0, 1, 1)),
    # Anna 110 and Cla on 0: the third, Beat (47), is the middle player: two Striche;
    # Anna and Cla a Nuller each (SRF's exception, before the 100 rule).
    ((110, 47, 0), (), None, Rule.HUNDRED_AND_ZERO, (0, 2, 0), (1, 0, 1)),
    # ... and with Cla's 0 a trick of no points, the same: "ohne Punkte" is 0 points.
    ((110, 47, 0), (2,), None, Rule.HUNDRED_AND_ZERO, (0, 2, 0), (1, 0, 1)),
    # 99 is not 100: an ordinary hand, Beat (40) in the middle.
    ((99, 40, 18), (), None, Rule.NORMAL, (1, 0, 1), (0, 2, 0)),
    # Exactly 100 counts: two Nuller.
    ((100, 40, 17), (), None, Rule.HUNDRED, (0, 1, 1), (2, 0, 0)),
    # Cla 110 but Beat has 2, not 0: the 100 rule alone.
    ((45, 2, 110), (), None, Rule.HUNDRED, (1, 1, 0), (0, 0, 2)),
    # Anna 33, Beat 90, Cla 34: Cla (34) is between 33 and 90, the middle player.
    ((33, 90, 34), (), None, Rule.NORMAL, (1, 1, 0), (0, 0, 2)),
    # Level at the top, 60 60 37: the table named Beat the middle: Beat two Nuller.
    ((60, 60, 37), (), 1, Rule.NORMAL, (1, 0, 1), (0, 2, 0)),
    # Level at the bottom, 77 40 40: the table named Cla: Cla two Nuller.
    ((77, 40, 40), (), 2, Rule.NORMAL, (1, 1, 0), (0, 0, 2)),
    # 157 without a Match (Beat took a trick of 0) and both others on 0: the table named
    # Beat the middle player: two Striche to him, a Nuller to Anna and to Cla.
    ((157, 0, 0), (1,), 1, Rule.HUNDRED_AND_ZERO, (0, 2, 0), (1, 0, 1)),
]


@pytest.mark.parametrize(("points", "zero", "middle", "rule", "striche", "nuller"), GOLDEN)
def test_golden_hands(points: tuple[int, int, int], zero: tuple[int, ...], middle: int | None,
                      rule: Rule, striche: tuple[int, ...], nuller: tuple[int, ...]) -> None:
    assert hand_marks(PLAYERS, points, frozenset(zero), middle) == (rule, striche, nuller)


def test_the_middle_is_asked_only_where_no_rule_says_it() -> None:
    assert undecided((60, 60, 37), frozenset()) == (0, 1)
    assert undecided((77, 40, 40), frozenset()) == (1, 2)
    assert undecided((157, 0, 0), frozenset({2})) == (1, 2)
    assert undecided((70, 50, 37), frozenset()) == ()
    assert undecided((100, 57, 0), frozenset()) == ()
    assert undecided((157, 0, 0), frozenset()) == ()  # a Match
    with pytest.raises(RuleError, match="which of Anna / Beat is the middle player"):
        hand_marks(PLAYERS, (60, 60, 37), frozenset(), None)
    with pytest.raises(RuleError, match="which of Anna / Beat"):
        hand_marks(PLAYERS, (60, 60, 37), frozenset(), 2)  # Cla is not level
    with pytest.raises(RuleError, match="the points say who is the middle player"):
        hand_marks(PLAYERS, (70, 50, 37), frozenset(), 1)


def test_the_sources_evening_of_thirteen_hands_one_void() -> None:
    """The worked evening: after 13 hands (hand 7 void) 12 are counted and Anna wins with +5:
    Striche 10/7/7 and Nuller 5/11/8 (24 each, 2 x 12), net 5, -4, -1 (sum 0)."""
    events = [hand(70, 50, 37), hand(105, 40, 12), hand(80, 77, 0), hand(80, 77, 0, ("Cla",)),
              hand(157, 0, 0), hand(110, 47, 0), Hand(void=True), hand(99, 40, 18),
              hand(100, 40, 17), hand(20, 64, 73), hand(33, 90, 34), hand(45, 2, 110)]
    board = replay(PLAYERS, PRESETS["reglement"], list(enumerate(events)))
    assert board.counted == 11 and board.winner is None
    apply(board, hand(30, 60, 67))
    assert board.counted == 12 and board.voids == 1 and board.finished
    assert board.striche == (10, 7, 7) and board.nuller == (5, 11, 8)
    assert board.totals == (5, -4, -1) and board.winner == 0 and not board.draw
    with pytest.raises(RuleError, match="the game is over: Anna won with \\+5"):
        apply(board, hand(70, 50, 37))


def test_refusals_of_the_board() -> None:
    board = Board(PLAYERS, PRESETS["reglement"])
    for bad, says in [(hand(80, 80, 80), "add up to 240, not 157"),
                      (hand(1, 100, 56), "neither 1 nor 156"),
                      (hand(156, 1, 0), "neither 1 nor 156"),
                      (hand(158, 0, 0), "must be 0 to 157"),
                      (hand(12, 100, 45, ("Anna",)), "`0\\+` .* is for a player who has 0"),
                      (Hand((("Anna", 157), ("Zoe", 0), ("Cla", 0))), "'Zoe' is not a player"),
                      (Hand((("Anna", 157), ("Cla", 0))), "points of Beat are missing")]:
        with pytest.raises(RuleError, match=says):
            apply(board, bad)
    assert board.hands == []
    obenabe = Board(PLAYERS, PRESETS["obenabe"])
    with pytest.raises(RuleError, match="Obenabe's values"):
        apply(obenabe, Hand(void=True))


def test_a_fix_that_would_end_the_game_early_is_refused() -> None:
    rules = MittlereRules(hands=2)
    board = replay(PLAYERS, rules, list(enumerate([hand(70, 50, 37), Hand(void=True),
                                                   hand(70, 50, 37)])))
    assert board.finished and board.counted == 2
    with pytest.raises(RuleError, match="would end the game after hand 2"):
        apply(board, Refix(2, hand(70, 50, 37)))
    apply(board, Refix(1, Hand(void=True)))  # hand 1 void: one counted hand, the game open
    assert board.counted == 1 and not board.finished
    assert board.striche == (1, 0, 1) and board.nuller == (0, 2, 0)  # hand 3's alone
    with pytest.raises(RuleError, match="no hand 4 to fix"):
        apply(board, Refix(4, hand(70, 50, 37)))


def test_rules_read_back_and_refused() -> None:
    for rules in PRESETS.values():
        assert rules_from_mapping(rules_table(rules)) == rules
    assert rules_from_mapping({"hands": 8}).hands == 8
    assert rules_from_mapping({"hands": 1}).hands == 1  # the edges of the range
    assert rules_from_mapping({"hands": 1000}).hands == 1000
    bad: list[tuple[dict[str, object], str]] = [({"hands": 0}, "whole number from 1 to 1000"),
                                                ({"hands": 1001}, "from 1 to 1000, not 1001"),
                        ({"hands": True}, "whole number"),
                        ({"no_trump": "maybe"}, "one of void, obenabe"),
                        ({"target": 10}, "unknown Mittlere rules key 'target'"),
                        ({"preset": "fast"}, "unknown Mittlere preset 'fast'")]
    for table, says in bad:
        with pytest.raises(RuleError, match=says):
            rules_from_mapping(table)


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """Any hand a table can have: void, or points adding up to 157 (none 1 or 156), each
    on 0 maybe with a trick, and the middle named where the points ask it."""
    if draw(st.integers(0, 12)) == 0:
        return Hand(void=True)
    a = draw(st.integers(0, 157).filter(lambda n: n not in (1, 156)))
    b = draw(st.integers(0, 157 - a).filter(lambda n: n not in (1, 156) and
                                             157 - a - n not in (1, 156)))
    points = (a, b, 157 - a - b)
    zero = frozenset(s for s in range(3) if points[s] == 0 and draw(st.booleans()))
    asked = undecided(points, zero)
    middle = draw(st.sampled_from(asked)) if asked else None
    return Hand(tuple(zip(PLAYERS, points, strict=True)), tuple(PLAYERS[s] for s in sorted(zero)),
                None if middle is None else PLAYERS[middle])


@given(st.lists(hands(), min_size=1, max_size=20), st.integers(1, 12))
def test_marks_add_up_and_the_game_ends_after_its_counted_hands(events: list[Hand],
                                                                length: int) -> None:
    board = Board(PLAYERS, MittlereRules(hands=length))
    for event in events:
        if board.finished:
            with pytest.raises(RuleError, match="the game is over"):
                apply(board, event)
            break
        apply(board, event)
    for row in board.hands:
        assert (sum(row.striche), sum(row.nuller)) == ((2, 2) if row.counted else (0, 0))
        assert sorted(row.scores) in ([-2, 1, 1], [-1, -1, 2], [0, 0, 0])
    assert board.kept == Board(PLAYERS, board.rules, list(board.hands)).kept  # kept = added up
    assert sum(board.totals) == 0
    assert sum(board.striche) == sum(board.nuller) == 2 * board.counted
    assert board.finished == (board.counted == length)
    assert (board.winner is not None or board.draw) == board.finished
    if board.winner is not None:
        assert board.totals[board.winner] > max(t for s, t in enumerate(board.totals)
                                                if s != board.winner)
