"""The cards themselves: decks, suits, contracts, ranks and the 36 cards of a deck."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import Enum, StrEnum

from jass_slate.language.i18n import N_, _


class Deck(Enum):
    FRENCH = "french"
    SWISS = "swiss"


class DeckChoice(StrEnum):
    """`new --deck`: the deck, for the presets that leave it open."""

    french = "french"
    swiss = "swiss"


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


class Extra(Enum):
    """The extra contracts (issue 15), each its own row of a rules table's `[multipliers]`:
    played only where the rules give it a factor."""

    SLALOM = "slalom"
    GUSTI = "gusti"
    TUO = "tuo"
    MISERE = "misere"
    WUNSCH = "wunsch"

    @property
    def label(self) -> str:
        return EXTRA_LABELS[self]


EXTRA_LABELS = {Extra.SLALOM: "Slalom", Extra.GUSTI: "Gusti", Extra.TUO: "TUO",
                Extra.MISERE: "Misère", Extra.WUNSCH: "Wunsch"}


class Contract(Enum):
    """What forehand (or the partner) chose: a trump suit, Obenabe or Undenufe, or an
    extra contract (Slalom, Gusti/Mery, TUO with its trump suit, Misère and Wunsch with
    what is played). The value is the word of the session file."""

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
    # Slalom alternates Obenabe and Undenufe trick by trick from the direction said.
    SLALOM_OBEN = "slalom-oben"
    SLALOM_UNDEN = "slalom-unden"
    # Gusti: a first block Obenabe, then Undenufe; Mery the other way round.
    GUSTI = "gusti"
    MERY = "mery"
    # TUO (3×3): three tricks trump (this suit), three Undenufe, three Obenabe.
    TUO_CLUBS = "tuo-clubs"
    TUO_SPADES = "tuo-spades"
    TUO_DIAMONDS = "tuo-diamonds"
    TUO_HEARTS = "tuo-hearts"
    TUO_ACORNS = "tuo-acorns"
    TUO_SHIELDS = "tuo-shields"
    TUO_ROSES = "tuo-roses"
    TUO_BELLS = "tuo-bells"
    # Misère: the chooser wants few points; played as Obenabe or Undenufe.
    MISERE_OBENABE = "misere-obenabe"
    MISERE_UNDENUFE = "misere-undenufe"
    # Wunsch (Joker): any suit, Obenabe or Undenufe, at Wunsch's own factor.
    WUNSCH_CLUBS = "wunsch-clubs"
    WUNSCH_SPADES = "wunsch-spades"
    WUNSCH_DIAMONDS = "wunsch-diamonds"
    WUNSCH_HEARTS = "wunsch-hearts"
    WUNSCH_ACORNS = "wunsch-acorns"
    WUNSCH_SHIELDS = "wunsch-shields"
    WUNSCH_ROSES = "wunsch-roses"
    WUNSCH_BELLS = "wunsch-bells"
    WUNSCH_OBENABE = "wunsch-obenabe"
    WUNSCH_UNDENUFE = "wunsch-undenufe"

    @functools.cached_property
    def trump(self) -> Suit | None:  # cached: replay asks for every hand
        """The trump suit, or None for Obenabe, Undenufe, Slalom, Gusti, Mery, Misère."""
        played = self.played
        if played in (Contract.OBENABE, Contract.UNDENUFE):
            return None
        return Suit(played.value)

    @functools.cached_property
    def extra(self) -> Extra | None:
        """The extra contract's row of `[multipliers]`; None for the six basic ones."""
        if self is Contract.MERY:
            return Extra.GUSTI
        return EXTRA_HEADS.get(self.value.partition("-")[0])

    @functools.cached_property
    def played(self) -> Contract:
        """The basic contract said with it: Wunsch's and Misère's choice, TUO's trump suit,
        Slalom's, Gusti's and Mery's first direction; a basic contract itself."""
        if self in FIRST_WAY:
            return FIRST_WAY[self]
        return Contract(self.value.partition("-")[2]) if self.extra else self

    @functools.cached_property
    def base(self) -> Contract:
        """The contract whose card values count (and whose order ranks Weis): the
        starting direction of Slalom and Gusti/Mery, Obenabe for TUO (the Jassreglement
        text's note), what Wunsch and Misère play."""
        return Contract.OBENABE if self.extra is Extra.TUO else self.played

    @functools.cached_property
    def valuation(self) -> str:
        """How its cards count: "trump", "obenabe" or "undenufe" (by `base`)."""
        base = self.base
        return "trump" if base.trump is not None else str(base.value)

    @property
    def word(self) -> str:
        """The contract's name in the language in use: `hearts`, `Herz`, `obenabe`,
        `wunsch-Herz`."""
        played = self.played
        if played is not self and self.extra in (Extra.TUO, Extra.WUNSCH):
            return f"{self.extra.value}-{played.word}"
        if self.extra is not None:
            return self.value
        trump = self.trump
        return self.value if trump is None else trump.word

    @property
    def label(self) -> str:
        """How the slate names it, in the language in use: `♥ hearts`, `♥ Herz`, `Obenabe`
        (Obenabe and Undenufe in every language), `Slalom Obenabe`, `Wunsch ♥ hearts`.
        JSON and exports use `.value`."""
        if self.extra is not None:
            if self in (Contract.GUSTI, Contract.MERY):
                return str(self.value).capitalize()
            return f"{self.extra.label} {self.played.label}"
        trump = self.trump
        if trump is None:
            return self.value.capitalize()
        return trump.label


EXTRA_HEADS = {extra.value: extra for extra in Extra}
FIRST_WAY = {Contract.SLALOM_OBEN: Contract.OBENABE, Contract.SLALOM_UNDEN: Contract.UNDENUFE,
             Contract.GUSTI: Contract.OBENABE, Contract.MERY: Contract.UNDENUFE}


def deck_contracts(deck: Deck) -> tuple[Contract, ...]:
    return (*(Contract(s.value) for s in deck_suits(deck)), Contract.OBENABE, Contract.UNDENUFE)


def extra_contracts(extra: Extra, deck: Deck) -> tuple[Contract, ...]:
    """The contracts an extra row plays in `deck`: `slalom-oben`, `tuo-hearts` ..."""
    return tuple(c for c in Contract if c.extra is extra
                 and (c.trump is None or c.trump.deck is deck))


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
