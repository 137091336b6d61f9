"""The cards themselves: decks, suits, contracts, ranks and the 36 cards of a deck."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import Enum

from jass_slate.language.i18n import N_, _


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

    @property
    def word(self) -> str:
        """The suit's name in the language in use: `hearts`, `Herz`, `cœur`, `cuori`."""
        return _(SUIT_NAMES[self])

    @property
    def label(self) -> str:
        """How the slate names it, in the language in use: `♥ hearts`, `♥ Herz`; a Swiss
        suit by its name alone (`Schellen`, `grelots`): its symbol is a German abbreviation
        for writing cards (`Sl`), not a word of running text."""
        if self.deck is Deck.SWISS:
            return self.word
        return f"{self.symbol} {self.word}"


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


SUIT_NAMES = {  # translated where shown (the English is the suit's value)
    # Translators: a trump suit of the French deck, as in "♣ clubs"
    Suit.CLUBS: N_("clubs"),
    # Translators: a trump suit of the French deck, as in "♠ spades"
    Suit.SPADES: N_("spades"),
    # Translators: a trump suit of the French deck, as in "♦ diamonds"
    Suit.DIAMONDS: N_("diamonds"),
    # Translators: a trump suit of the French deck, as in "♥ hearts"
    Suit.HEARTS: N_("hearts"),
    # Translators: a trump suit of the Swiss deck (Eicheln)
    Suit.ACORNS: N_("acorns"),
    # Translators: a trump suit of the Swiss deck (Schilten)
    Suit.SHIELDS: N_("shields"),
    # Translators: a trump suit of the Swiss deck (Rosen)
    Suit.ROSES: N_("roses"),
    # Translators: a trump suit of the Swiss deck (Schellen)
    Suit.BELLS: N_("bells"),
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
    def word(self) -> str:
        """The contract's name in the language in use: `hearts`, `Herz`, `obenabe`."""
        trump = self.trump
        return self.value if trump is None else trump.word

    @property
    def label(self) -> str:
        """How the slate names it, in the language in use: `♥ hearts`, `♥ Herz`, `Obenabe`
        (Obenabe and Undenufe in every language). JSON and exports use `.value`."""
        trump = self.trump
        if trump is None:
            return self.value.capitalize()
        return trump.label


def deck_contracts(deck: Deck) -> tuple[Contract, ...]:
    return (*(Contract(s.value) for s in deck_suits(deck)), Contract.OBENABE, Contract.UNDENUFE)


CARDS_IN_HAND = 9


class Rank(Enum):
    """The nine ranks in their natural order, 6 low to ace high (the order of sequences)."""

    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    def label(self, deck: Deck) -> str:
        """How a card shows the rank: `10`, `J`, `Q` in the French deck; `B`, `U`, `O` Swiss."""
        return (FRENCH_LABELS if deck is Deck.FRENCH else SWISS_LABELS)[self]


RANKS = tuple(Rank)
FRENCH_LABELS = dict(zip(RANKS, ("6", "7", "8", "9", "10", "J", "Q", "K", "A"), strict=True))
SWISS_LABELS = dict(zip(RANKS, ("6", "7", "8", "9", "B", "U", "O", "K", "A"), strict=True))
SUIT_LETTERS: dict[Deck, dict[str, Suit]] = {
    Deck.FRENCH: {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES},
    Deck.SWISS: {"e": Suit.ACORNS, "r": Suit.ROSES, "s": Suit.SHIELDS, "b": Suit.BELLS},
}
LETTER_OF = {suit: letter for letters in SUIT_LETTERS.values() for letter, suit in letters.items()}


@dataclass(frozen=True)
class Card:
    """One of the 36 cards of a deck."""

    suit: Suit
    rank: Rank

    @property
    def label(self) -> str:
        """`♥9`, `♠Q` in the French deck; `rU`, `sO` (letter and rank) in the Swiss deck."""
        if self.suit.deck is Deck.FRENCH:
            return f"{self.suit.symbol}{self.rank.label(Deck.FRENCH)}"
        return f"{LETTER_OF[self.suit]}{self.rank.label(Deck.SWISS)}"

    def __str__(self) -> str:
        return self.label


def card_order(card: Card) -> tuple[int, int]:
    """Sort cards by the deck's suit order, then 6 up to ace."""
    return list(Suit).index(card.suit), card.rank.value


def full_deck(deck: Deck) -> tuple[Card, ...]:
    return tuple(Card(suit, rank) for suit in deck_suits(deck) for rank in RANKS)
