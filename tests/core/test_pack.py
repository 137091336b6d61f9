"""Issue 15, item 2: the pack as a parameter of the card points, and the counts no set of
double-pack cards can make (worked out by hand in the comments, checked by brute force)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Contract, Deck, Rank
from jass_slate.core.errors import RuleError
from jass_slate.core.pack import Pack, card_points, card_total, hand_total, impossible_counts
from jass_slate.core.teams import Team
from jass_slate.games.schieber.scoring.events import Tricks
from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping
from jass_slate.games.schieber.scoring.tricks import (
    check_count,
    counted,
    hand_points,
    match_points,
    trick_points,
)


def test_what_each_pack_holds() -> None:
    assert len(list(Pack.NORMAL.cards(Deck.FRENCH))) == 36
    double = list(Pack.DOUBLE.cards(Deck.SWISS))
    assert len(double) == 48 and {c.rank for c in double} == {
        Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}
    assert all(double.count(card) == 2 for card in double)
    assert (Pack.NORMAL.hand_size(), Pack.DOUBLE.hand_size()) == (9, 12)
    assert (Pack.NORMAL.hand_size(6), Pack.DOUBLE.hand_size(6)) == (6, 8)


@pytest.mark.parametrize(
    ("contract", "modern", "cards", "total"),
    [
        # one deck: 152 in every contract, + 5 for the last trick = 157
        (Contract.HEARTS, False, 152, 157),
        (Contract.OBENABE, False, 152, 157),
        (Contract.UNDENUFE, True, 152, 157),
        (Contract.SLALOM_UNDEN, True, 152, 157),
    ],
)
def test_the_normal_pack(contract: Contract, modern: bool, cards: int, total: int) -> None:
    assert card_total(Pack.NORMAL, contract, modern) == cards
    assert hand_total(Pack.NORMAL, contract, 5, modern) == total


@pytest.mark.parametrize(
    ("contract", "modern", "cards"),
    [
        # trump: 20 + 14 + 11 + 10 + 4 + 3 = 62 for the trump suit, 30 for each other
        # suit (11 + 10 + 4 + 3 + 2), 62 + 3 × 30 = 152 (the 6, 7, 8 counted 0): twice 304
        (Contract.HEARTS, False, 304),
        (Contract.WUNSCH_ACORNS, False, 304),
        # Obenabe: 30 a suit without the 8 (8 points), 4 × 30 = 120, twice 240
        (Contract.OBENABE, False, 240),
        (Contract.TUO_HEARTS, False, 240),  # TUO counts Obenabe values
        # classic Undenufe counts like Obenabe: 240
        (Contract.UNDENUFE, False, 240),
        (Contract.MERY, False, 240),
        # modern Undenufe: the 6 (11) and the 8 are gone and the ace counts 0:
        # 10 + 4 + 3 + 2 = 19 a suit, 4 × 19 = 76, twice 152
        (Contract.UNDENUFE, True, 152),
        (Contract.SLALOM_UNDEN, True, 152),
        (Contract.OBENABE, True, 240),  # the Undenufe rule changes Undenufe alone
    ],
)
def test_the_double_pack(contract: Contract, modern: bool, cards: int) -> None:
    assert card_total(Pack.DOUBLE, contract, modern) == cards
    assert hand_total(Pack.DOUBLE, contract, 10, modern) == cards + 10  # 314, 250, 162
    assert hand_total(Pack.DOUBLE, contract, 0, modern) == cards


def _made_by_brute_force(points: list[int], last: int) -> set[int]:
    """Every sum of a subset of `points`, as a set (not the bits of the code), then with
    or without the last trick."""
    sums = {0}
    for value in points:
        sums |= {s + value for s in sums}
    return sums | {s + last for s in sums}


@pytest.mark.parametrize(
    ("contract", "modern", "last", "impossible"),
    [
        # normal pack: no card is worth 1 and the last trick is 5: 1, and 157 - 1 = 156
        (Contract.HEARTS, False, 5, (1, 156)),
        # double trump: no card 1, the smallest are 2 and 3, every sum from 2 to 302 is
        # made, and 303 = 304 - 1 is not; with the last trick 10, 313 = 303 + 10 is not
        # made either, while 303 = 293 + 10 is. So 1 and 313 (refused as 1 and 156 are).
        (Contract.HEARTS, False, 10, (1, 313)),
        (Contract.HEARTS, False, 0, (1, 303)),
        # double Obenabe (and classic Undenufe): 240 in cards, + 10: 1 and 249
        (Contract.OBENABE, False, 10, (1, 249)),
        (Contract.UNDENUFE, False, 10, (1, 249)),
        (Contract.OBENABE, False, 0, (1, 239)),
        # double modern Undenufe: 152 in cards, + 10: 1 and 161
        (Contract.UNDENUFE, True, 10, (1, 161)),
        (Contract.UNDENUFE, True, 0, (1, 151)),
    ],
)
def test_counts_no_cards_make(contract: Contract, modern: bool, last: int,
                              impossible: tuple[int, ...]) -> None:
    pack = Pack.NORMAL if last == 5 else Pack.DOUBLE
    found = impossible_counts(pack, contract, last, modern)
    assert found == impossible
    deck = Deck.FRENCH
    points = [card_points(c, contract, modern) for c in pack.cards(deck)]
    made = _made_by_brute_force(points, last)
    total = hand_total(pack, contract, last, modern)
    assert tuple(n for n in range(total + 1) if n not in made) == impossible


DOUBLE = rules_from_mapping({"pack": "double"})
NO_LAST = rules_from_mapping({"pack": "double", "last_trick": 0})


def test_the_rules_follow_the_pack() -> None:
    assert (DOUBLE.last_trick, DOUBLE.match_bonus) == (10, 200)
    assert hand_points(DOUBLE, Contract.HEARTS) == 314
    assert hand_points(DOUBLE, Contract.OBENABE) == 250
    assert match_points(DOUBLE, Contract.HEARTS) == 514  # 314 + 200
    assert match_points(DOUBLE, Contract.OBENABE) == 450  # 250 + 200
    assert hand_points(NO_LAST, Contract.HEARTS) == 304
    own = rules_from_mapping({"pack": "double", "match_bonus": 100})
    assert match_points(own, Contract.HEARTS) == 414
    modern = rules_from_mapping({"pack": "double", "undenufe_points": "modern"})
    assert hand_points(modern, Contract.UNDENUFE) == 162
    with pytest.raises(RuleError, match="last_trick"):
        rules_from_mapping({"last_trick": 10})  # the normal pack's last trick is 5
    with pytest.raises(RuleError, match="last_trick"):
        rules_from_mapping({"pack": "double", "last_trick": 5})


@pytest.mark.parametrize("points", [315, 313, 1, -1])
def test_impossible_double_trump_counts_are_refused(points: int) -> None:
    with pytest.raises(RuleError):
        check_count(points, rules=DOUBLE, contract=Contract.HEARTS)
    with pytest.raises(RuleError):
        trick_points(Tricks((points, 314 - points)), DOUBLE, Contract.HEARTS)


def test_double_pack_counts_add_up_to_the_hand() -> None:
    assert trick_points(counted(Team.ONE, 200, 314), DOUBLE, Contract.HEARTS) == (200, 114)
    assert trick_points(counted(Team.TWO, 150, 250), DOUBLE, Contract.OBENABE) == (100, 150)
    with pytest.raises(RuleError, match="add up to 314"):
        trick_points(Tricks((200, 57)), DOUBLE, Contract.HEARTS)


@given(st.integers(min_value=0, max_value=314))
def test_every_double_trump_count_but_two_is_taken(points: int) -> None:
    if points in (1, 313):
        with pytest.raises(RuleError, match="no cards make it"):
            check_count(points, rules=DOUBLE, contract=Contract.HEARTS)
    else:
        check_count(points, rules=DOUBLE, contract=Contract.HEARTS)
        written = trick_points(counted(Team.ONE, points, 314), DOUBLE, Contract.HEARTS)
        assert sum(written) == 314


def test_the_replays_shortcut_holds_in_every_pack() -> None:
    """`check_count` takes 2 to 150 without looking further: no pack makes one impossible."""
    from jass_slate.core.pack import pack_counts
    from jass_slate.games.schieber.scoring.tricks import ALWAYS_MADE_BELOW

    lowest = []
    for pack, lasts in ((Pack.NORMAL, (5,)), (Pack.DOUBLE, (10, 0))):
        for last in lasts:
            for modern in (False, True):
                for total, impossible in pack_counts(pack, last, modern).values():
                    assert impossible == (1, total - 1)
                    lowest.append(total - 1)
    assert min(lowest) == ALWAYS_MADE_BELOW
