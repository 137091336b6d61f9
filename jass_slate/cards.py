"""Decks, suits, ranks and contracts, with the names players use for them."""

from __future__ import annotations

import functools
import unicodedata
from enum import Enum

from jass_slate.errors import InputError, RuleError


class Deck(Enum):
    FRENCH = "french"
    SWISS = "swiss"


class Suit(Enum):
    CLUBS = "clubs"
    SPADES = "spades"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    ACORNS = "acorns"
    SHIELDS = "shields"
    ROSES = "roses"
    BELLS = "bells"

    @property
    def deck(self) -> Deck:
        return Deck.FRENCH if self in FRENCH_SUITS else Deck.SWISS

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]

    @property
    def german(self) -> str:
        return SUIT_GERMAN[self]


FRENCH_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS, Suit.HEARTS)
SWISS_SUITS = (Suit.ACORNS, Suit.ROSES, Suit.SHIELDS, Suit.BELLS)
SUIT_SYMBOLS = {
    Suit.CLUBS: "♣", Suit.SPADES: "♠", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥",
    Suit.ACORNS: "Ei", Suit.SHIELDS: "Sch", Suit.ROSES: "Ro", Suit.BELLS: "Sl",
}
SUIT_GERMAN = {
    Suit.CLUBS: "Kreuz", Suit.SPADES: "Schaufel", Suit.DIAMONDS: "Ecken", Suit.HEARTS: "Herz",
    Suit.ACORNS: "Eicheln", Suit.SHIELDS: "Schilten", Suit.ROSES: "Rosen", Suit.BELLS: "Schellen",
}


def deck_suits(deck: Deck) -> tuple[Suit, ...]:
    return FRENCH_SUITS if deck is Deck.FRENCH else SWISS_SUITS


class Contract(Enum):
    """What forehand (or the partner) chose: a trump suit, Obenabe or Undenufe."""

    CLUBS = "clubs"
    SPADES = "spades"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    ACORNS = "acorns"
    SHIELDS = "shields"
    ROSES = "roses"
    BELLS = "bells"
    OBENABE = "obenabe"
    UNDENUFE = "undenufe"

    @functools.cached_property
    def trump(self) -> Suit | None:  # cached: replay asks for every hand
        """The trump suit, or None for Obenabe and Undenufe."""
        if self in (Contract.OBENABE, Contract.UNDENUFE):
            return None
        return Suit(self.value)

    @property
    def label(self) -> str:
        """How the slate names it: `♥ hearts`, `Obenabe`."""
        trump = self.trump
        if trump is None:
            return self.value.capitalize()
        return f"{trump.symbol} {trump.value}"


def deck_contracts(deck: Deck) -> tuple[Contract, ...]:
    return (*(Contract(s.value) for s in deck_suits(deck)), Contract.OBENABE, Contract.UNDENUFE)


SUIT_ALIASES: dict[str, Suit] = {
    "clubs": Suit.CLUBS, "club": Suit.CLUBS, "kreuz": Suit.CLUBS, "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
    "spades": Suit.SPADES, "spade": Suit.SPADES, "schaufel": Suit.SPADES, "pik": Suit.SPADES,
    "♠": Suit.SPADES, "♤": Suit.SPADES,
    "diamonds": Suit.DIAMONDS, "diamond": Suit.DIAMONDS, "ecken": Suit.DIAMONDS,
    "egge": Suit.DIAMONDS, "karo": Suit.DIAMONDS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "hearts": Suit.HEARTS, "heart": Suit.HEARTS, "herz": Suit.HEARTS, "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "acorns": Suit.ACORNS, "acorn": Suit.ACORNS, "eicheln": Suit.ACORNS, "eichel": Suit.ACORNS,
    "shields": Suit.SHIELDS, "shield": Suit.SHIELDS, "schilten": Suit.SHIELDS,
    "schilte": Suit.SHIELDS,
    "roses": Suit.ROSES, "rose": Suit.ROSES, "flowers": Suit.ROSES, "flower": Suit.ROSES,
    "rosen": Suit.ROSES,
    "bells": Suit.BELLS, "bell": Suit.BELLS, "schellen": Suit.BELLS, "schelle": Suit.BELLS,
}
NO_TRUMP_ALIASES: dict[str, Contract] = {
    "obenabe": Contract.OBENABE, "oben": Contract.OBENABE, "top-down": Contract.OBENABE,
    "topdown": Contract.OBENABE, "obeabe": Contract.OBENABE,
    "undenufe": Contract.UNDENUFE, "unden": Contract.UNDENUFE, "bottom-up": Contract.UNDENUFE,
    "bottomup": Contract.UNDENUFE, "uneufe": Contract.UNDENUFE, "undeufe": Contract.UNDENUFE,
}


def fold(word: str) -> str:
    """Lower-case a word and drop its accents, so `Stöck` and `stock` read alike."""
    decomposed = unicodedata.normalize("NFKD", word.strip().lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _suit_list(deck: Deck) -> str:
    return ", ".join(s.value for s in deck_suits(deck))


def parse_suit(word: str, deck: Deck) -> Suit:
    """A suit of `deck` by any of its names; a suit of the other deck is refused."""
    suit = SUIT_ALIASES.get(fold(word))
    if suit is None:
        raise InputError(f"unknown suit {word!r}: this session's suits are {_suit_list(deck)}")
    if suit.deck is not deck:
        raise RuleError(
            f"{word!r} is a suit of the {suit.deck.value} deck; "
            f"this session plays the {deck.value} deck: {_suit_list(deck)}"
        )
    return suit


def parse_contract(word: str, deck: Deck) -> Contract:
    """A contract by any of its English or German names or symbols."""
    folded = fold(word)
    no_trump = NO_TRUMP_ALIASES.get(folded)
    if no_trump is not None:
        return no_trump
    if folded in SUIT_ALIASES:
        return Contract(parse_suit(word, deck).value)
    raise InputError(
        f"unknown contract {word!r}: say a trump suit ({_suit_list(deck)}), obenabe or undenufe"
    )
