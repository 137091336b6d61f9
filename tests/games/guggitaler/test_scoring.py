"""The Guggitaler's arithmetic: golden series worked by hand (research-31 §2.4), the test
vectors of simonste/jasstafel where its rules and ours agree (test/guggitaler and
integration_test/guggitaler_test.dart), the refusals of the board, and Hypothesis
properties: every hand's counts add up, the totals add up, the series ends as its rules
say, seats do not matter, event lines read back."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import RuleError
from jass_slate.games.guggitaler.file.game_file import GUGGITALER
from jass_slate.games.guggitaler.scoring.board import Board, apply
from jass_slate.games.guggitaler.scoring.events import Counted, Domino, Refix
from jass_slate.games.guggitaler.scoring.rules import (
    PENALTIES,
    PRESETS,
    Finish,
    GugRules,
    Penalty,
    most,
    rules_from_mapping,
    rules_table,
)

FOUR = ("Anna", "Beat", "Cla", "Dora")
THREE = FOUR[:3]
P = ("P1", "P2", "P3", "P4")


def hand(penalty: Penalty, players: Sequence[str], counts: Sequence[int]) -> Counted:
    return Counted(penalty, tuple(zip(players, counts, strict=True)))


def series(rules: GugRules, players: Sequence[str], hands: Sequence[Sequence[int]],
           order: Sequence[str] | None = None) -> Board:
    """The five hands in the rules' order (then the reversed five, if given), then the
    domino in `order`."""
    board = Board(tuple(players), rules)
    for number, counts in enumerate(hands):
        apply(board, hand(rules.order[number % 5], players, counts))
    if order is not None:
        apply(board, Domino(tuple(order)))
    return board


def test_four_players_with_the_jassbuchs_units_and_domino() -> None:
    # research-31 §2.4 E2. tricks x1: 3 2 4 0; hearts x2: 2 5 0 2 -> 4 10 0 4;
    # queens x4: 1 0 2 1 -> 4 0 8 4; king x8 to Cla; last trick x10 to Beat.
    # Totals 11 22 20 8 (= 61 = 9 + 18 + 16 + 8 + 10).
    hands = [(3, 2, 4, 0), (2, 5, 0, 2), (1, 0, 2, 1), (0, 0, 1, 0), (0, 1, 0, 0)]
    board = series(PRESETS["jassbuch"], FOUR, hands)
    assert board.totals == (11, 22, 20, 8) and sum(board.totals) == 61
    assert board.next is not None and board.next.domino and board.winner is None
    # Domino Dora, Anna, Cla, Beat: -25 -16 -12 -8 -> -5 14 8 -17 (sum 0); Dora wins.
    apply(board, Domino(("Dora", "Anna", "Cla", "Beat")))
    assert board.totals == (-5, 14, 8, -17)
    assert board.finished and board.winner == 3 and not board.draw


def test_three_players_count_twelve_tricks_and_their_own_credits() -> None:
    # E3: tricks 5 4 3 (12); hearts 3 3 3 x2 = 6 6 6; queens 0 1 3 x4 = 0 4 12;
    # king to Anna 8; last trick to Cla 10. Totals 19 14 31 (64 = 12 + 18 + 16 + 8 + 10).
    hands = [(5, 4, 3), (3, 3, 3), (0, 1, 3), (1, 0, 0), (0, 0, 1)]
    board = series(PRESETS["jassbuch"], THREE, hands)
    assert board.totals == (19, 14, 31)
    # Domino Beat, Anna, Cla: -30 -20 -14 -> -1 -16 17; Beat wins.
    apply(board, Domino(("Beat", "Anna", "Cla")))
    assert board.totals == (-1, -16, 17) and board.winner == 1


def test_simonstes_full_game() -> None:
    # integration_test/guggitaler_test.dart `full game`, units 5 10 20 40 50: tricks
    # 2 2 4 1 -> 10 10 20 5; Schellen 4 2 0 3 -> 40 20 0 30; Ober 2 1 1 0 -> 40 20 20 0;
    # king to P2 40; last trick to P2 50. Its P2 after each hand: 10, 30, 50, 90, 140.
    hands = [(2, 2, 4, 1), (4, 2, 0, 3), (2, 1, 1, 0), (0, 1, 0, 0), (0, 1, 0, 0)]
    board = Board(P, PRESETS["jasstafel"])
    seen = []
    for number, counts in enumerate(hands):
        apply(board, hand(PENALTIES[number], P, counts))
        seen.append(board.totals[1])
    assert seen == [10, 30, 50, 90, 140]
    assert board.totals == (90, 140, 40, 35) and sum(board.totals) == 305
    # Domino P2, P1, P3, P4: -150 -100 -55 0 -> P2 -10 (as it asserts), P3 wins with -15.
    apply(board, Domino(("P2", "P1", "P3", "P4")))
    assert board.totals == (-10, -10, -15, 35) and board.winner == 2


def test_simonstes_counted_points_and_domino() -> None:
    # test/guggitaler `count points`: tricks 2 5 2 0 x5 -> 10 25 10 0; its Schellen row
    # 0 5 0 4 (`count rows`, a whole hand) x10 -> 0 50 0 40.
    board = series(PRESETS["jasstafel"], P, [(2, 5, 2, 0), (0, 5, 0, 4)])
    assert board.totals == (10, 75, 10, 40)
    # `domino`: credits -150 -100 0 -55 for P1..P4: the order P1, P2, P4, P3.
    credits = Board(P, PRESETS["jasstafel"]).rules.credits(4)
    assert credits == (150, 100, 55, 0)
    full = series(PRESETS["jasstafel"], P, [(9, 0, 0, 0), (9, 0, 0, 0), (4, 0, 0, 0),
                                            (1, 0, 0, 0), (1, 0, 0, 0)], ["P1", "P2", "P4", "P3"])
    assert full.rows[-1].scores == (-150, -100, 0, -55)


def test_simonstes_edited_domino_is_our_fix() -> None:
    # integration `edit domino`: P2, P1, P3, P4 gives P3 -55; edited so that P1 -150,
    # P3 -100, P2 -55 (the order P1, P3, P2, P4): P3 -100.
    hands = [(9, 0, 0, 0), (0, 9, 0, 0), (0, 0, 4, 0), (0, 0, 0, 1), (1, 0, 0, 0)]
    board = series(PRESETS["jasstafel"], P, hands, ["P2", "P1", "P3", "P4"])
    assert board.rows[-1].scores[2] == -55
    apply(board, Refix(6, Domino(("P1", "P3", "P2", "P4"))))
    assert board.rows[-1].scores == (-150, -55, -100, 0)
    # 45 + 50 = 95 less 150; 90 less 55; 80 less 100; 40.
    assert board.totals == (-55, 35, -20, 40)


def test_the_reversed_five_are_credits_and_the_ten_add_up_to_nothing() -> None:
    # E4: E2's five hands (11 22 20 8), then tricks 1 2 3 3 -> -1 -2 -3 -3; hearts
    # 4 0 1 4 -> -8 0 -2 -8; queens 0 2 1 1 -> 0 -8 -4 -4; king to Anna -8; last trick
    # to Beat -10: -6 2 11 -7 (sum 0); Dora wins.
    hands = [(3, 2, 4, 0), (2, 5, 0, 2), (1, 0, 2, 1), (0, 0, 1, 0), (0, 1, 0, 0),
             (1, 2, 3, 3), (4, 0, 1, 4), (0, 2, 1, 1), (1, 0, 0, 0), (0, 1, 0, 0)]
    board = series(PRESETS["reversed"], FOUR, hands)
    assert board.totals == (-6, 2, 11, -7) and board.finished and board.winner == 3
    assert board.rows[5].scores == (-1, -2, -3, -3)


def test_a_tie_at_the_lowest_is_shared() -> None:
    hands = [(3, 3, 3, 0), (0, 0, 0, 9), (1, 1, 1, 1), (0, 0, 0, 1), (0, 0, 0, 1)]
    rules = GugRules(finish=Finish.NONE)
    board = series(rules, FOUR, hands)  # 7 7 7 44: three level at 7
    assert board.finished and board.winner is None and board.draw and board.lowest == (0, 1, 2)


@pytest.mark.parametrize(("event", "says"), [
    (hand(Penalty.TRICKS, FOUR, (3, 3, 3, 3)), "add up to 12, not 9"),
    (hand(Penalty.TRICKS, FOUR, (10, 0, 0, 0)), "0 to 9, not 10"),
    (hand(Penalty.TRICKS, (*THREE, "Zoe"), (3, 3, 3, 0)), "'Zoe' is not a player"),
    (hand(Penalty.HEARTS, FOUR, (3, 2, 4, 0)), "hand 1 penalises tricks, not hearts"),
    (Counted(Penalty.TRICKS, (("Anna", 9),)), "counts of Beat, Cla, Dora are missing"),
    (Counted(Penalty.TRICKS, (("Anna", 5), ("Anna", 4), ("Cla", 0), ("Dora", 0))),
     "said twice"),
    (Domino(FOUR), "the domino comes after the five hands: hand 1"),
    (Refix(1, hand(Penalty.TRICKS, FOUR, (9, 0, 0, 0))), "no part 1 to fix"),
])
def test_the_board_refuses_and_stays_as_it_was(event: object, says: str) -> None:
    board = Board(FOUR, PRESETS["jassbuch"])
    with pytest.raises(RuleError, match=says):
        apply(board, event)
    assert board.rows == [] and board.totals == (0, 0, 0, 0)


def test_refusals_after_the_five_hands_and_of_a_domino_without_one() -> None:
    hands = [(9, 0, 0, 0), (9, 0, 0, 0), (4, 0, 0, 0), (1, 0, 0, 0), (1, 0, 0, 0)]
    board = series(PRESETS["jassbuch"], FOUR, hands)
    with pytest.raises(RuleError, match="the domino is next"):
        apply(board, hand(Penalty.TRICKS, FOUR, (9, 0, 0, 0)))
    with pytest.raises(RuleError, match="every player once"):
        apply(board, Domino(("Anna", "Anna", "Cla", "Dora")))
    with pytest.raises(RuleError, match="part 2 is a hand"):
        apply(board, Refix(2, Domino(FOUR)))
    apply(board, Domino(FOUR))
    with pytest.raises(RuleError, match="part 6 is the domino"):
        apply(board, Refix(6, hand(Penalty.TRICKS, FOUR, (9, 0, 0, 0))))
    with pytest.raises(RuleError, match="the series is over after 6 parts"):
        apply(board, Domino(FOUR))
    reversed_ = series(PRESETS["reversed"], FOUR, hands)
    with pytest.raises(RuleError, match="these rules play no domino"):
        apply(reversed_, Domino(FOUR))


@pytest.mark.parametrize(("table", "key"), [
    ({"units": [1, 2, 4]}, "units"), ({"units": [0, 2, 4, 8, 10]}, "units"),
    ({"domino_4": [25, 16, 12, 8, 4]}, "domino_4"), ({"domino_3": [-30, 20, 14]}, "domino_3"),
    ({"finish": "maybe"}, "finish"), ({"order": ["tricks", "tricks", "queens", "king",
                                                 "last"]}, "order"),
    ({"deck": "tarot"}, "deck"), ({"colour": "red"}, "colour"), ({"preset": "zoe"}, "preset"),
])
def test_a_bad_rules_key_is_refused_with_its_key(table: dict[str, object], key: str) -> None:
    with pytest.raises(RuleError) as refused:
        rules_from_mapping(table)
    assert refused.value.key == key


def test_rules_read_back_and_an_older_order_with_the_swiss_words() -> None:
    for rules in PRESETS.values():
        assert rules_from_mapping(rules_table(rules)) == rules
    older = rules_from_mapping({"order": ["tricks", "obers", "bells", "king", "last"],
                                "deck": "swiss"})
    assert older.order[1] is Penalty.QUEENS and older.unit(Penalty.QUEENS) == 4
    board = Board(THREE, older)
    apply(board, hand(Penalty.TRICKS, THREE, (4, 4, 4)))
    apply(board, hand(Penalty.QUEENS, THREE, (4, 0, 0)))  # the Ober second: 4 x 4
    assert board.totals == (20, 4, 4)


# --- properties ------------------------------------------------------------------------


@st.composite
def counts(draw: st.DrawFn, there: int, players: int) -> tuple[int, ...]:
    """A whole hand's counts: `players` numbers from 0 adding up to `there`."""
    cuts = sorted(draw(st.lists(st.integers(0, there), min_size=players - 1,
                                max_size=players - 1)))
    edges = [0, *cuts, there]
    return tuple(b - a for a, b in itertools.pairwise(edges))


@st.composite
def whole_series(draw: st.DrawFn) -> tuple[GugRules, tuple[str, ...], list[object]]:
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    players = FOUR[:draw(st.sampled_from((3, 4)))]
    events: list[object] = []
    hands = 10 if rules.finish is Finish.REVERSED else 5
    for number in range(hands):
        penalty = rules.order[number % 5]
        events.append(hand(penalty, players, draw(counts(most(penalty, len(players)),
                                                         len(players)))))
    if rules.finish is Finish.DOMINO:
        events.append(Domino(tuple(draw(st.permutations(players)))))
    return rules, players, events


@given(whole_series())
def test_a_series_adds_up_and_ends_as_its_rules_say(
        drawn: tuple[GugRules, tuple[str, ...], list[object]]) -> None:
    rules, players, events = drawn
    board = Board(players, rules)
    for index, event in enumerate(events):
        assert not board.finished
        apply(board, event)
        if index == 4:  # the five hands: every unit times the most there is
            assert sum(board.totals) == sum(rules.unit(p) * most(p, len(players))
                                            for p in PENALTIES)
    assert board.finished and board.next is None and len(board.rows) == rules.parts()
    assert sum(board.totals) == 0  # the presets' credits give back what the hands wrote
    assert board.totals == tuple(sum(row.scores[s] for row in board.rows)
                                 for s in range(len(players)))
    assert (board.winner is None) == board.draw


@given(whole_series(), st.data())
def test_seats_do_not_matter_and_event_lines_read_back(
        drawn: tuple[GugRules, tuple[str, ...], list[object]], data: st.DataObject) -> None:
    rules, players, events = drawn
    board = Board(players, rules)
    for event in events:
        assert GUGGITALER.read_event(GUGGITALER.event_text(event)) == event
        apply(board, event)
    seated = tuple(data.draw(st.permutations(players)))
    again = Board(seated, rules)
    for event in events:
        apply(again, event)
    assert again.totals == tuple(board.totals[players.index(name)] for name in seated)


@given(whole_series(), st.integers(1, 10))
def test_an_undo_gives_back_the_board_before_the_part_it_takes(
        drawn: tuple[GugRules, tuple[str, ...], list[object]], upto: int) -> None:
    from pathlib import Path

    from jass_slate.core.undo import Undo
    from jass_slate.file.game_file import GameSession
    from jass_slate.games.guggitaler.file.game_file import GugSetup

    rules, players, events = drawn
    setup = GugSetup(players, rules)
    session = GameSession(Path("unused.toml"), GUGGITALER, setup, "", [],
                          GUGGITALER.start(setup))
    before = []
    for event in events[:upto]:
        before.append((session.board.totals, len(session.board.rows)))
        session.record(event)
    for totals, parts in reversed(before):
        session.record(Undo())
        assert (session.board.totals, len(session.board.rows)) == (totals, parts)
