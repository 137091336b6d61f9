"""The two-player game's arithmetic: the worked hands of the research (Cinq Cents's taking
rule from the Swiss rule book, Schmaus, Schaggi-Haas) with their sums written out, the
end at the target, and the invariants of any hand (Hypothesis)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.games.twoplayer.scoring.board import WEIS_VALUES, Board, apply, replay
from jass_slate.games.twoplayer.scoring.events import Hand, Refix
from jass_slate.games.twoplayer.scoring.rules import PRESETS, rules_from_mapping, rules_table

CINQ = PRESETS["cinq-cents"]
SCHMAUS = replace(PRESETS["schmaus"], target=1000)
PLAYERS = ("Anna", "Beat")


def row_of(rules: object, hand: Hand) -> object:
    assert isinstance(rules, type(CINQ))
    return replay(PLAYERS, rules, [(0, hand)]).hands[0]


def scores(rules: object, hand: Hand) -> tuple[int, int]:
    row = row_of(rules, hand)
    return row.scores  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize(("hand", "written"), [
    # 2P-1: Anna took: 95 + Stöck 20 = 115 against Beat's 67 + Weis 50 = 117: not a point
    # more → failed: Anna 0, Beat 115 + 117 = 232.
    (Hand(Contract.HEARTS, "Anna", (("Anna", 95), ("Beat", 67)), weis=(("Beat", (50,)),),
          stoeck="Anna"), (0, 232)),
    # 2P-2: 100 + 20 = 120 against 62 + 50 = 112 → made: each his own.
    (Hand(Contract.HEARTS, "Anna", (("Anna", 100), ("Beat", 62)), weis=(("Beat", (50,)),),
          stoeck="Anna"), (120, 112)),
    # 2P-3: a tie, 80 + 20 = 100 against 50 + 50 = 100: not a point more → 0 / 200.
    (Hand(Contract.HEARTS, "Anna", (("Anna", 80), ("Beat", 50)), weis=(("Beat", (50,)),),
          stoeck="Anna"), (0, 200)),
    # 2P-4: one point more is enough: 81 against 80.
    (Hand(Contract.SPADES, "Anna", (("Anna", 81), ("Beat", 80))), (81, 80)),
    # 2P-5: Anna takes all nine tricks, 98 card points + 100 → 198 / 0.
    (Hand(Contract.SPADES, "Anna", (("Anna", 98), ("Beat", 0)), match="Anna"), (198, 0)),
    # 2P-6: Beat takes every trick against the taker, 140 + 100 = 240; Anna's Stöck 20
    # count though she took no trick: 20 < 241 → failed: 0 / 260.
    (Hand(Contract.CLUBS, "Anna", (("Anna", 0), ("Beat", 140)), match="Beat",
          stoeck="Anna"), (0, 260)),
    # The other player takes it on: Beat 70 + 20 + 50 = 140 against 80 → made: 80 / 140.
    (Hand(Contract.DIAMONDS, "Beat", (("Anna", 80), ("Beat", 70)), weis=(("Beat", (20, 50)),)),
     (80, 140)),
])
def test_cinq_cents_golden_hands(hand: Hand, written: tuple[int, int]) -> None:
    assert scores(CINQ, hand) == written


def test_each_writes_his_own_without_a_taker() -> None:
    # 2P-9, Schaggi-Haas: 64 and 71, no fixed sum, no Match bonus even with all tricks.
    haas = PRESETS["schaggi-haas"]
    assert scores(haas, Hand(Contract.HEARTS, None, (("Anna", 64), ("Beat", 71)))) == (64, 71)
    assert scores(haas, Hand(Contract.HEARTS, None, (("Anna", 157), ("Beat", 0)),
                             match="Anna")) == (157, 0)
    # Schmaus: all cards played, 157; both players' Weis: 100 + 20 = 120 / 57 + 50 = 107.
    assert scores(SCHMAUS, Hand(Contract.HEARTS, None, (("Anna", 100), ("Beat", 57)),
                                weis=(("Anna", (20,)), ("Beat", (50,))))) == (120, 107)


def test_the_end_at_the_target() -> None:
    # 2P-8: before the hand Anna 430, Beat 470; Anna took, made 90 against 40 → 520 / 510:
    # both past 500, the higher total wins.
    board = Board(PLAYERS, CINQ)
    apply(board, Hand(Contract.HEARTS, "Anna", (("Anna", 130), ("Beat", 0)), match="Anna",
                      weis=(("Anna", (200,)),)))  # 130 + 100 + 200 = 430 / 0
    apply(board, Hand(Contract.HEARTS, "Beat", (("Anna", 0), ("Beat", 150)), match="Beat",
                      weis=(("Beat", (200,)),), stoeck="Beat"))  # 0 / 150 + 100 + 200 + 20
    assert board.totals == (430, 470) and board.winner is None
    apply(board, Hand(Contract.HEARTS, "Anna", (("Anna", 90), ("Beat", 40))))
    assert board.totals == (520, 510) and board.winner == 0
    with pytest.raises(RuleError, match="game is over"):
        apply(board, Hand(Contract.HEARTS, "Anna", (("Anna", 90), ("Beat", 40))))
    taken = Board(PLAYERS, replace(CINQ, target=250))
    apply(taken, Hand(Contract.HEARTS, "Anna", (("Anna", 81), ("Beat", 80)), weis=(
        ("Beat", (20,)),)))  # 81 against 100 → failed: 0 / 181
    apply(taken, Hand(Contract.HEARTS, "Anna", (("Anna", 160), ("Beat", 0)), match="Anna",
                      stoeck="Anna"))  # 160 + 100 + 20 = 280 / 0 → 280 / 181
    assert taken.winner == 0
    level = Board(PLAYERS, replace(PRESETS["schaggi-haas"], target=100))
    apply(level, Hand(Contract.HEARTS, None, (("Anna", 120), ("Beat", 20)),
                      weis=(("Beat", (100,)),)))  # 120 / 120: both past 100, level
    assert level.winner is None and level.level
    apply(level, Hand(Contract.HEARTS, None, (("Anna", 10), ("Beat", 0))))
    assert level.winner == 0 and not level.level


def test_a_fix_replays() -> None:
    board = Board(PLAYERS, CINQ)
    apply(board, Hand(Contract.HEARTS, "Anna", (("Anna", 80), ("Beat", 81))))
    apply(board, Refix(1, Hand(Contract.HEARTS, "Anna", (("Anna", 82), ("Beat", 79)))))
    assert board.totals == (82, 79)
    with pytest.raises(RuleError, match="no hand 2"):
        apply(board, Refix(2, Hand(Contract.HEARTS, "Anna", (("Anna", 82), ("Beat", 79)))))


@pytest.mark.parametrize(("rules", "hand", "says"), [
    (CINQ, Hand(Contract.HEARTS, None, (("Anna", 95), ("Beat", 67))), "--taker"),
    (CINQ, Hand(Contract.HEARTS, "Cla", (("Anna", 95), ("Beat", 67))), "not a player"),
    (SCHMAUS, Hand(Contract.HEARTS, "Anna", (("Anna", 100), ("Beat", 57))), "no taker"),
    (CINQ, Hand(Contract.HEARTS, "Anna", (("Anna", 95),)), "both players"),
    (CINQ, Hand(Contract.HEARTS, "Anna", (("Anna", 100), ("Beat", 63))), "163, more than"),
    (SCHMAUS, Hand(Contract.HEARTS, None, (("Anna", 158), ("Beat", 0))), "0 to 157"),
    (SCHMAUS, Hand(Contract.HEARTS, None, (("Anna", 100), ("Beat", 50))), "not 157"),
    (CINQ, Hand(Contract.HEARTS, "Anna", (("Anna", 98), ("Beat", 10)), match="Anna"),
     "every trick"),
    (CINQ, Hand(Contract.HEARTS, "Anna", (("Anna", 98), ("Beat", 10)),
                weis=(("Anna", (50,)), ("Beat", (20,)))), "best Weis"),
    (CINQ, Hand(Contract.HEARTS, "Anna", (("Anna", 98), ("Beat", 10)),
                weis=(("Anna", (25,)),)), "25 is not a Weis"),
    (CINQ, Hand(Contract.OBENABE, "Anna", (("Anna", 98), ("Beat", 10))), "no Obenabe"),
    (replace(CINQ, weis=type(CINQ.weis)("none")),
     Hand(Contract.HEARTS, "Anna", (("Anna", 98), ("Beat", 10)), weis=(("Anna", (20,)),)),
     "not written"),
])
def test_refusals(rules: object, hand: Hand, says: str) -> None:
    assert isinstance(rules, type(CINQ))
    board = Board(PLAYERS, rules)
    with pytest.raises(RuleError, match=says):
        apply(board, hand)
    assert board.hands == [] and board.totals == (0, 0)


def test_rules_tables_read_back_and_refuse_what_is_wrong() -> None:
    for rules in PRESETS.values():
        if rules.target is not None:
            assert rules_from_mapping(rules_table(rules)) == rules
    assert rules_from_mapping({"preset": "schmaus", "target": 1000}).target == 1000
    with pytest.raises(RuleError, match="no target in its sources"):
        rules_from_mapping({"preset": "schmaus"})
    for bad in ({"preset": "sidi"}, {"colour": 1}, {"taking": "yes"}, {"weis": "all"},
                {"hand_max": 0}, {"target": 1_000_001}):
        with pytest.raises(RuleError):
            rules_from_mapping(bad)


@given(st.integers(0, 162), st.integers(0, 162), st.integers(0, 1),
       st.none() | st.tuples(st.integers(0, 1), st.lists(st.sampled_from(WEIS_VALUES),
                                                          min_size=1, max_size=3)),
       st.none() | st.integers(0, 1))
def test_cinq_cents_properties(a: int, b: int, taker: int,
                               weis: tuple[int, list[int]] | None, stoeck: int | None) -> None:
    """A hand writes both sums in all; failed ⇒ the taker writes 0; made ⇔ the taker's sum
    is more than the other's; swapping the players swaps the columns."""
    if a + b > 162:
        a, b = a // 2, b // 2
    said_weis = () if weis is None else ((PLAYERS[weis[0]], tuple(weis[1])),)
    hand = Hand(Contract.HEARTS, PLAYERS[taker], (("Anna", a), ("Beat", b)), weis=said_weis,
                stoeck=None if stoeck is None else PLAYERS[stoeck])
    row = replay(PLAYERS, CINQ, [(0, hand)]).hands[0]
    assert sum(row.scores) == sum(row.sums)
    assert row.made == (row.sums[taker] > row.sums[1 - taker])
    if not row.made:
        assert row.scores[taker] == 0
    swapped = replay(("Beat", "Anna"), CINQ, [(0, hand)]).hands[0]
    assert swapped.scores == (row.scores[1], row.scores[0])
