"""Contracts said short (issue 20): a suit's card letter, or the start of one contract's
names alone in the session's deck; what two contracts start is refused with both."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.errors import InputError
from jass_slate.core.notation import NO_TRUMP_WORDS, SUIT_WORDS, abbreviated, key, parse_contract

C = Contract


@pytest.mark.parametrize(("word", "deck", "contract"), [
    ("he", Deck.FRENCH, C.HEARTS), ("Her", Deck.FRENCH, C.HEARTS), ("h", Deck.FRENCH, C.HEARTS),
    ("kr", Deck.FRENCH, C.CLUBS), ("c", Deck.FRENCH, C.CLUBS), ("ec", Deck.FRENCH, C.DIAMONDS),
    ("sch", Deck.FRENCH, C.SPADES),  # the french deck has no Schilten or Schellen
    ("schau", Deck.FRENCH, C.SPADES), ("pi", Deck.FRENCH, C.SPADES),
    ("ca", Deck.FRENCH, C.DIAMONDS),  # carreau; campanelli is the swiss deck's
    ("ei", Deck.SWISS, C.ACORNS), ("e", Deck.SWISS, C.ACORNS), ("ro", Deck.SWISS, C.ROSES),
    ("schi", Deck.SWISS, C.SHIELDS), ("sche", Deck.SWISS, C.BELLS), ("b", Deck.SWISS, C.BELLS),
    ("s", Deck.SWISS, C.SHIELDS), ("s", Deck.FRENCH, C.SPADES),  # the letters of the cards
    ("ob", Deck.FRENCH, C.OBENABE), ("obe", Deck.SWISS, C.OBENABE),
    ("un", Deck.FRENCH, C.UNDENUFE), ("une", Deck.SWISS, C.UNDENUFE),
])
def test_an_abbreviation_of_one_contract_alone_is_that_contract(word: str, deck: Deck,
                                                                contract: Contract) -> None:
    assert parse_contract(word, deck) is contract


@pytest.mark.parametrize(("word", "deck", "suggested"), [
    ("sch", Deck.SWISS, "shields, bells"),     # Schilten or Schellen
    ("da", Deck.FRENCH, "obenabe, undenufe"),  # dall'alto or dal basso
    ("de", Deck.SWISS, "obenabe, undenufe"),   # de haut en bas, de bas en haut
])
def test_an_abbreviation_of_two_contracts_is_refused_naming_both(word: str, deck: Deck,
                                                                 suggested: str) -> None:
    with pytest.raises(InputError) as refused:
        parse_contract(word, deck)
    assert str(refused.value) == f"unknown contract {word!r}: did you mean {suggested}?"


@pytest.mark.parametrize("word", ["o", "u", "x", "e"])
def test_one_letter_that_is_no_card_letter_of_the_deck_is_refused(word: str) -> None:
    with pytest.raises(InputError):
        parse_contract(word, Deck.FRENCH)


NAMES = [(Contract(suit.value), word) for suit, words in SUIT_WORDS.items()
         for word in words.split() if len(word) > 1]
NAMES += [(contract, word) for contract, words in NO_TRUMP_WORDS.items() for word in words]


@given(st.sampled_from(NAMES), st.integers(min_value=2, max_value=30), st.sampled_from(Deck))
def test_an_abbreviation_never_stands_for_another_contract(named: tuple[Contract, str],
                                                           length: int, deck: Deck) -> None:
    """Any start of the name of a contract the deck plays is that contract or nothing,
    never another one (`sc` in the french deck is Schaufel, though it starts Schellen:
    the french deck has no bells)."""
    contract, word = named
    assume(contract.trump is None or contract.trump.deck is deck)
    start = key(word)[:length]
    found = abbreviated(start, deck)
    assert found in (None, contract)
