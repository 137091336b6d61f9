"""Molotow's arithmetic: the sources' and the research's worked hands (research-31 §1.4,
simonste/jasstafel's vectors where its rules are ours), and properties of every hand and
evening (Hypothesis)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.games.molotow.scoring.board import Board, apply
from jass_slate.games.molotow.scoring.events import Played, Refix, Said
from jass_slate.games.molotow.scoring.rules import (
    PRESETS,
    MolotowRules,
    TableWeis,
    Tie,
    rules_from_mapping,
    rules_table,
)
from jass_slate.games.molotow.scoring.score import tens

FOUR = ("Anna", "Beat", "Cla", "Dora")
H, S, C, D, OBEN = (Contract.HEARTS, Contract.SPADES, Contract.CLUBS, Contract.DIAMONDS,
                 Contract.OBENABE)


def hand(trump: Contract, points: tuple[int, ...], hand_weis: Said = (),
         table_weis: Said = (), stoeck: str | None = None,
         players: tuple[str, ...] = FOUR) -> Played:
    return Played(trump, tuple(zip(players, points, strict=True)), hand_weis, table_weis,
                  stoeck)


# The evening of research-31 §1.4 E2, every player's trick points filled in (the one left
# out at the table took the rest of 157).
EVENING = (
    hand(H, (62, 40, 55, 0), (("Beat", 20),), (("Anna", 20),), "Dora"),
    hand(OBEN, (30, 57, 70, 0), (("Cla", 50),)),
    hand(S, (0, 44, 38, 75), (("Anna", 20), ("Anna", 20)), (("Dora", 50),)),
    hand(C, (25, 90, 22, 20), (), (("Cla", 20),), "Beat"),
    hand(D, (40, 11, 86, 20), (("Dora", 100),)),
    hand(H, (157, 0, 0, 0)),
    hand(S, (10, 67, 33, 47), (), (("Beat", 20), ("Beat", 50))),
    hand(C, (21, 14, 60, 62), (("Anna", 50),), (), "Cla"),
)


def played(rules: MolotowRules, hands: tuple[Played, ...] = EVENING,
           players: tuple[str, ...] = FOUR) -> Board:
    board = Board(players, rules)
    for one in hands:
        apply(board, one)
    return board


def test_e1_a_hand_with_every_kind_of_weis() -> None:
    # Anna 62 + table 20 = 82; Beat 40 - hand 20 = 20; Cla 55; Dora 0 - Stöck 20 = -20.
    # They add up to 157 - 20 + 20 - 20 = 137.
    board = played(PRESETS["reglement"], EVENING[:1])
    assert board.hands[0].scores == (82, 20, 55, -20)
    assert sum(board.totals) == 137
    double = played(replace(PRESETS["reglement"], table_weis=TableWeis.DOUBLE), EVENING[:1])
    assert double.hands[0].scores == (62 + 2 * 20, 20, 55, -20)


def test_e2_the_evening_of_eight_hands() -> None:
    board = played(PRESETS["reglement"])
    assert [row.scores for row in board.hands] == [
        (82, 20, 55, -20), (30, 57, 20, 0), (-40, 44, 38, 125), (25, 70, 42, 20),
        (40, 11, 86, -80), (157, 0, 0, 0), (10, 137, 33, 47), (-29, 14, 40, 62)]
    # 8 * 157 - hand Weis 260 - Stöck 60 + table Weis 160 = 1096.
    assert board.totals == (275, 353, 314, 154) and sum(board.totals) == 1096
    assert board.finished and board.winner == 3 and not board.draw


def test_e2_with_the_table_weis_double() -> None:
    # Only the hands with a table Weis change: H1 Anna 102, H3 Dora 175, H4 Cla 62,
    # H7 Beat 207.
    board = played(replace(PRESETS["reglement"], table_weis=TableWeis.DOUBLE))
    assert board.totals == (295, 423, 334, 204) and board.winner == 3


def test_e2_with_the_last_hand_double() -> None:
    # Hand 8 writes 2 * (-29, 14, 40, 62) = -58, 28, 80, 124.
    board = played(PRESETS["last-double"])
    assert board.hands[-1].doubled and not board.hands[-2].doubled
    assert board.hands[-1].scores == (-58, 28, 80, 124)
    assert board.totals == (246, 367, 354, 216) and board.winner == 3


def test_e2_rounded_to_tens() -> None:
    # Each entry in tens, half away from zero: H1 Anna 6+2 = 8, Beat 4-2 = 2, Cla 55 -> 6,
    # Dora 0-2 = -2; ... H8 21 -> 2 - 5 = -3, 14 -> 1, 6 - 2 = 4, 62 -> 6.
    board = played(replace(PRESETS["reglement"], rounded=True))
    assert board.hands[0].scores == (8, 2, 6, -2)
    assert board.hands[-1].scores == (-3, 1, 4, 6)
    assert board.totals == (28, 35, 32, 16) and board.winner == 3


def test_e3_a_tie_shared_or_played_off_and_the_doubled_last_hand_deciding_it() -> None:
    three = ("Anna", "Beat", "Cla")
    hands = (hand(H, (20, 60, 77), players=three), hand(S, (80, 40, 37), players=three))
    two = replace(PRESETS["reglement"], hands=2)
    shared = played(two, hands, three)  # 100, 100, 114
    assert shared.totals == (100, 100, 114)
    assert shared.draw and shared.winner is None and shared.finished
    with pytest.raises(RuleError, match="share the win"):
        apply(shared, hands[0])
    off = played(replace(two, tie=Tie.ONE_MORE_HAND), hands, three)
    assert off.tie_break and not off.finished and off.winner is None
    apply(off, hand(H, (10, 20, 127), players=three))  # one more hand: 110, 120, 241
    assert off.winner == 0
    last = played(replace(two, last_hand_double=True), hands, three)
    # Hand 2 writes 160, 80, 74: 180, 140, 151.
    assert last.totals == (180, 140, 151) and last.winner == 1


def test_e4_a_target_ends_the_game_after_the_hand_that_reaches_it() -> None:
    # simonste's `goal points`, adapted: Beat 70 + table 50 = 120 >= 88; Dora 0 wins.
    rules = rules_from_mapping({"target": 88})
    board = played(rules, (hand(H, (70, 70, 17, 0), (), (("Beat", 50),)),))
    assert board.totals == (70, 120, 17, 0) and board.winner == 3


def test_e5_simonstes_rounded_hand() -> None:
    # simonste's integration test `rounded`: 14, 23, 26 and the rest 94 write 1, 2, 3, 9.
    rules = replace(PRESETS["reglement"], rounded=True)
    assert played(rules, (hand(H, (14, 23, 26, 94)),)).totals == (1, 2, 3, 9)


@pytest.mark.parametrize(("points", "written"), [(54, 5), (55, 6), (14, 1), (26, 3),
                                                 (94, 9), (-25, -3), (-20, -2), (0, 0)])
def test_tens_round_half_away_from_zero(points: int, written: int) -> None:
    assert tens(points) == written  # simonste's roundedInt: (value * 0.1).round()


def test_simonstes_winner_vectors_with_a_target() -> None:
    """simonste's `check winner points`, `check two winner points` (shared) and `check
    two loser points`, restated as totals after a target of 100 was reached."""
    from jass_slate.games.molotow.scoring.board import decided

    rules = rules_from_mapping({"target": 100})
    assert decided(rules, 2, (64, 110, 30))
    for totals, lowest in (((64, 110, 30), (2,)), ((64, 110, 64), (0, 2)),
                           ((64, 110, 110), (0,))):
        board = Board(("P1", "P2", "P3"), rules)
        board.running = list(totals)
        board.hands = [EVENING[0]] * 2  # type: ignore[list-item]  # two hands, as counted
        assert board.lowest == lowest and board.finished
        assert board.winner == (lowest[0] if len(lowest) == 1 else None)


@pytest.mark.parametrize(("event", "says"), [
    (hand(H, (100, 30, 27, 1)), "not 1 or 156"),
    (hand(H, (50, 50, 50, 50)), "add up to 200"),
    (hand(OBEN, (40, 60, 49, 8), stoeck="Dora"), "no Stöck"),
    (hand(Contract.UNDENUFE, (40, 60, 49, 8)), "not a Molotow trump"),
    (hand(Contract.BELLS, (40, 60, 49, 8)), "not a Molotow trump"),
    (hand(H, (40, 60, 49, 8), (("Anna", 30),)), "not a Weis of these rules"),
    (hand(H, (40, 60, 49, 8), (("Anna", 200), ("Beat", 200))), "one set of four unders"),
    (hand(H, (40, 60, 49, 8), (("Anna", 20),) * 4), "need 12 cards"),
    (hand(H, (40, 60, 49, 8), (), (("Anna", 150),)), "not a Weis of these rules"),
])
def test_a_hand_that_breaks_a_rule_is_refused_and_changes_nothing(event: Played,
                                                                   says: str) -> None:
    board = played(PRESETS["reglement"], EVENING[:2])
    before = (list(board.hands), board.totals)
    with pytest.raises(RuleError, match=says):
        apply(board, event)
    assert (board.hands, board.totals) == before


def test_a_trick_holds_only_a_weis_of_as_many_cards_as_players() -> None:
    three = ("Anna", "Beat", "Cla")
    rules = PRESETS["reglement"]
    with pytest.raises(RuleError, match="trick of 3 cards"):
        played(rules, (hand(H, (40, 60, 57), (), (("Anna", 50),), players=three),), three)
    six = ("A", "B", "C", "D", "E", "F")
    board = played(rules, (hand(Contract.HEARTS, (20, 0, 31, 44, 40, 22), (),
                                (("C", 100),), players=six),), six)
    assert board.hands[0].scores == (20, 0, 131, 44, 40, 22)
    with pytest.raises(RuleError, match="need 9 cards"):  # six players hold 6 cards each
        played(rules, (hand(H, (20, 0, 31, 44, 40, 22), (("A", 20),) * 3, players=six),),
               six)


def test_a_fix_that_would_end_the_game_early_is_refused() -> None:
    rules = rules_from_mapping({"target": 200})
    board = played(rules, (hand(H, (62, 40, 55, 0)), hand(H, (62, 40, 55, 0))))
    with pytest.raises(RuleError, match="end the game after hand 1"):
        apply(board, Refix(1, hand(H, (157, 0, 0, 0), (), (("Anna", 50),))))
    apply(board, Refix(1, hand(H, (0, 40, 55, 62))))
    assert board.totals == (62, 80, 110, 62)


def test_the_rules_read_back_and_refuse_what_is_wrong() -> None:
    for rules in PRESETS.values():
        assert rules_from_mapping(rules_table(rules)) == rules
    for table, says in (({"hands": 0}, "1 to 1000"), ({"hands": 8, "target": 1000}, "not both"),
                        ({"target": 500, "last_hand_double": True}, "number of hands"),
                        ({"table_weis": "triple"}, "single, double"),
                        ({"four_nines": 120}, "0, 100, 150"), ({"colour": 1}, "unknown"),
                        ({"preset": "nine"}, "unknown Molotow preset")):
        with pytest.raises(RuleError, match=says):
            rules_from_mapping(table)


@st.composite
def hands(draw: st.DrawFn, players: tuple[str, ...]) -> Played:
    """A legal hand: points that add up to 157, Weis that fit, Stöck where there are."""
    while True:
        some = draw(st.lists(st.integers(0, 157), min_size=len(players) - 1,
                             max_size=len(players) - 1))
        rest = 157 - sum(some)
        points = (*some, rest)
        if rest >= 0 and not any(p in (1, 156) for p in points):
            break
    trump = draw(st.sampled_from((H, S, C, D, OBEN)))
    hand_weis = draw(st.lists(st.tuples(st.sampled_from(players), st.sampled_from((20, 50))),
                              max_size=2, unique_by=lambda said: said[0]))  # 6 cards fit
    table_weis = draw(st.lists(st.tuples(st.sampled_from(players), st.just(20)), max_size=2))
    stoeck = draw(st.none() | st.sampled_from(players)) if trump is not OBEN else None
    return hand(trump, points, tuple(hand_weis), tuple(table_weis), stoeck, players)


@settings(max_examples=60, deadline=None)
@given(st.data(), st.integers(3, 6), st.booleans(), st.booleans())
def test_totals_add_up_to_the_hands_and_the_weis(data: st.DataObject, count: int,
                                                 double: bool, last: bool) -> None:
    players = ("A", "B", "C", "D", "E", "F")[:count]
    rules = replace(PRESETS["reglement"], hands=3, last_hand_double=last,
                    table_weis=TableWeis.DOUBLE if double else TableWeis.SINGLE)
    board = Board(players, rules)
    expected = 0
    for number in range(1, 4):
        one = data.draw(hands(players))
        apply(board, one)
        written = 157 - sum(v for _n, v in one.hand_weis) \
            + sum(v for _n, v in one.table_weis) * (2 if double else 1) \
            - (20 if one.stoeck else 0)
        expected += written * (2 if last and number == 3 else 1)
    assert sum(board.totals) == expected
    assert board.totals == tuple(sum(row.scores[s] for row in board.hands)
                                 for s in range(count))


@settings(max_examples=40, deadline=None)
@given(st.data(), st.integers(1, 5), st.sampled_from(list(Tie)))
def test_an_evening_ends_as_its_rules_say(data: st.DataObject, planned: int,
                                          tie: Tie) -> None:
    """Over after the planned hands, or under `one-more-hand` after the first hand from
    there with one player alone on the fewest; no hand is written after it."""
    board = Board(FOUR, replace(PRESETS["reglement"], hands=planned, tie=tie))
    for number in range(1, planned + 4):
        apply(board, data.draw(hands(FOUR)))
        alone = board.totals.count(min(board.totals)) == 1
        over = number >= planned and (tie is Tie.SHARE or alone)
        assert board.finished == over
        assert board.winner == (board.lowest[0] if over and alone else None)
        assert board.draw == (over and not alone)
        if over:
            with pytest.raises(RuleError, match="the game is over"):
                apply(board, hand(H, (157, 0, 0, 0)))
            return
    assert tie is Tie.ONE_MORE_HAND and board.tie_break
