"""Card points (RULES.md §3): golden piles, hands of 157 in every contract, and the
two piles of a dealt-out hand adding up to the hand's total."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Card, Contract, Deck, Rank, Suit, deck_contracts, full_deck
from jass_slate.core.errors import InputError, RuleError
from jass_slate.core.notation import split_tokens
from jass_slate.core.pack import Pack
from jass_slate.games.schieber.scoring.piles import check_piles, parse_pile
from jass_slate.games.schieber.scoring.points import NORMAL, Counting, counting
from jass_slate.games.schieber.scoring.rules import UndenufePoints, preset
from jass_slate.games.schieber.scoring.tricks import HAND_POINTS

GOLDEN = tomllib.loads((Path(__file__).parents[2] / "data" / "card_counts.toml")
                       .read_text("utf-8"))

# RULES.md §3 written out again, by rank label, independently of the code's tables.
TRUMP = {"A": 11, "K": 4, "Q": 3, "J": 20, "10": 10, "9": 14, "8": 0, "7": 0, "6": 0}
PLAIN = {"A": 11, "K": 4, "Q": 3, "J": 2, "10": 10, "9": 0, "8": 0, "7": 0, "6": 0}
NO_TRUMP = {**PLAIN, "8": 8}
MODERN = {**NO_TRUMP, "A": 0, "6": 11}
LABEL = {Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
         Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}
VALUATIONS = [UndenufePoints.CLASSIC, UndenufePoints.MODERN]


def reference_points(card: Card, contract: Contract, undenufe: UndenufePoints) -> int:
    if contract is Contract.OBENABE:
        return NO_TRUMP[LABEL[card.rank]]
    if contract is Contract.UNDENUFE:
        table = MODERN if undenufe is UndenufePoints.MODERN else NO_TRUMP
        return table[LABEL[card.rank]]
    return (TRUMP if card.suit.value == contract.value else PLAIN)[LABEL[card.rank]]


@pytest.mark.parametrize("case", GOLDEN["pile"], ids=[c["name"] for c in GOLDEN["pile"]])
def test_golden_pile(case: dict[str, Any]) -> None:
    rules = preset(case.get("preset", "classic"))
    contract = Contract(case["contract"])
    how = Counting(contract, UndenufePoints(case.get("undenufe", "classic")))
    cards = parse_pile(split_tokens(case["cards"]), rules.deck)
    assert how.pile(cards, case.get("last", False)) == case["points"]
    assert rules.factor(contract) == case["factor"]
    assert case["points"] * case["factor"] == case["worth"]


@pytest.mark.parametrize("deck", list(Deck))
@pytest.mark.parametrize("undenufe", VALUATIONS)
def test_every_card_counts_as_rules_md_says(deck: Deck, undenufe: UndenufePoints) -> None:
    for contract in deck_contracts(deck):
        how = Counting(contract, undenufe)
        for card in full_deck(deck):
            assert how.points(card) == reference_points(card, contract, undenufe), (card,
                                                                                     contract)


@pytest.mark.parametrize("deck", list(Deck))
@pytest.mark.parametrize("undenufe", VALUATIONS)
def test_a_whole_hand_is_157_in_every_contract(deck: Deck, undenufe: UndenufePoints) -> None:
    for contract in deck_contracts(deck):
        how = Counting(contract, undenufe)
        assert how.pile(full_deck(deck)) == 152  # the cards alone
        assert how.pile(full_deck(deck), last=True) == 157
        assert how.hand_points == 157 == HAND_POINTS


def test_the_rules_choose_the_undenufe_valuation() -> None:
    modern = counting(replace(preset("classic"), undenufe_points=UndenufePoints.MODERN),
                      Contract.UNDENUFE)
    six, ace = Card(Suit.HEARTS, Rank.SIX), Card(Suit.HEARTS, Rank.ACE)
    assert (modern.points(six), modern.points(ace)) == (11, 0)
    classic = counting(preset("classic"), Contract.UNDENUFE)
    assert (classic.points(six), classic.points(ace)) == (0, 11)


def test_the_pack_is_one_parameter() -> None:
    """The double pack (9 to ace twice) counts its own cards and its own last trick: the
    hand's total follows from the cards."""
    double = Pack.DOUBLE
    assert double.size == 48
    # hearts: 2 × (trump 62 + 3 × plain 30) + 10 = 2 × 152 + 10 = 314
    assert Counting(Contract.HEARTS, pack=double).hand_points == 314
    # Obenabe: 2 × (4 × 30) + 10 = 250 (no eights in this pack)
    assert Counting(Contract.OBENABE, pack=double).hand_points == 250
    # the house rule last_trick = 0: 304 in hearts
    assert Counting(Contract.HEARTS, pack=double, last_trick=0).hand_points == 304
    pile = parse_pile(["♥9", "♥9"], Deck.FRENCH, double)
    assert Counting(Contract.HEARTS, pack=double).pile(pile) == 28
    with pytest.raises(RuleError, match="not in the double pack"):
        parse_pile(["♥6"], Deck.FRENCH, double)
    with pytest.raises(RuleError, match="3 times"):
        parse_pile(["♥9", "♥9", "h9"], Deck.FRENCH, double)


@given(st.permutations(full_deck(Deck.FRENCH)), st.integers(0, 36),
       st.sampled_from(deck_contracts(Deck.FRENCH)), st.sampled_from(VALUATIONS),
       st.booleans())
def test_two_piles_of_a_dealt_out_hand_add_up_to_the_hands_total(
        cards: list[Card], cut: int, contract: Contract, undenufe: UndenufePoints,
        first_has_last: bool) -> None:
    first, second = cards[:cut], cards[cut:]
    check_piles(first, second)
    how = Counting(contract, undenufe)
    total = how.pile(first, first_has_last) + how.pile(second, not first_has_last)
    assert total == how.hand_points == 157


def test_a_card_twice_is_refused() -> None:
    with pytest.raises(RuleError, match="given twice"):
        parse_pile(["♥9", "h9"], Deck.FRENCH)
    with pytest.raises(RuleError, match="given twice"):
        parse_pile(["♥9-Q", "♥J"], Deck.FRENCH)


def test_an_unknown_card_is_refused() -> None:
    with pytest.raises(InputError, match="unknown card"):
        parse_pile(["♥5"], Deck.FRENCH)
    with pytest.raises(RuleError, match="swiss deck"):
        parse_pile(["rosen9"], Deck.FRENCH)


def test_more_than_36_cards_are_refused() -> None:
    with pytest.raises(RuleError, match="a pack has 36 cards, not 37"):
        parse_pile(["c6-a", "d6-a", "h6-a", "s6-a", "♥9"], Deck.FRENCH)
    assert NORMAL.size == 36


def test_a_card_in_both_piles_is_refused() -> None:
    with pytest.raises(RuleError, match="both teams"):
        check_piles(parse_pile(["♥9", "♠A"], Deck.FRENCH), parse_pile(["♥9"], Deck.FRENCH))
