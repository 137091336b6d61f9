"""Decks, suits, ranks and contracts, with the names players use for them."""

from __future__ import annotations

import functools
import unicodedata
from enum import Enum

from jass_slate.game.errors import InputError, RuleError
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


LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss"})
JOINERS = str.maketrans("", "", " -‐‑–'’`´.\t")


def fold(word: str) -> str:
    """Lower-case a word and drop its accents, so `Stöck` and `stock` read alike."""
    decomposed = unicodedata.normalize("NFKD", word.strip().lower().translate(LIGATURES))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def key(word: str) -> str:
    """A word as the tables of names look it up: `fold`ed, and spaces, hyphens and
    apostrophes aside, so `De haut en bas`, `de-haut-en-bas` and `dehautenbas` read alike."""
    return fold(word).translate(JOINERS)


# Every name a player may say for a suit, in any language (RULES.md's words first, then
# each language's usual Swiss names and dialect spellings). Keys are `key()`-folded:
# case, accents, spaces, hyphens and apostrophes aside. The words of one language are
# accepted whatever language jass-slate speaks.
SUIT_WORDS: dict[Suit, str] = {
    Suit.CLUBS: "clubs club ♣ ♧ kreuz chrüz chrüüz krüz "  # en, de
                "trèfle trèfles trefle "  # fr
                "fiori",  # it
    Suit.SPADES: "spades spade ♠ ♤ schaufel schaufeln schaufle schufle schuufle pik "
                 "pique piques "
                 "picche picca",
    Suit.DIAMONDS: "diamonds diamond ♦ ♢ ecken ecke egge eggä karo "
                   "carreau carreaux "
                   "quadri quadro",
    Suit.HEARTS: "hearts heart ♥ ♡ herz härz "
                 "cœur cœurs coeur coeurs "
                 "cuori cuore",
    Suit.ACORNS: "acorns acorn eicheln eichel eichle "
                 "glands gland "
                 "ghiande ghianda",
    Suit.SHIELDS: "shields shield schilten schilte schilt "
                  "écus écu écussons écusson "
                  "scudi scudo",
    Suit.ROSES: "roses rose flowers flower rosen "  # `rose`: en/de/fr, and it plural
                "rosa",
    Suit.BELLS: "bells bell schellen schelle schälle "
                "grelots grelot sonnettes sonnette "
                "campanelli campanello sonagli sonaglio",
}
SUIT_ALIASES: dict[str, Suit] = {
    key(word): suit for suit, words in SUIT_WORDS.items() for word in words.split()
}
NO_TRUMP_WORDS: dict[Contract, tuple[str, ...]] = {
    Contract.OBENABE: (
        "obenabe", "oben", "top-down", "top down", "obeabe", "obenabä", "obe-abe",  # en, de
        "de haut en bas", "haut-bas", "haut en bas", "par le haut",  # fr
        "dall'alto", "dall'alto in basso", "alto-basso", "dall'alto al basso",  # it
    ),
    Contract.UNDENUFE: (
        "undenufe", "unden", "bottom-up", "bottom up", "uneufe", "undeufe", "undenufä",
        "unde-ufe", "unten", "untenauf",
        "de bas en haut", "bas-haut", "bas en haut", "par le bas",
        "dal basso", "dal basso in alto", "basso-alto", "dal basso all'alto",
    ),
}
NO_TRUMP_ALIASES: dict[str, Contract] = {
    key(word): contract for contract, words in NO_TRUMP_WORDS.items() for word in words
}


def _suit_list(deck: Deck) -> str:
    """The deck's suits in the language in use: `clubs, spades, diamonds, hearts`."""
    return ", ".join(s.word for s in deck_suits(deck))


def parse_suit(word: str, deck: Deck) -> Suit:
    """A suit of `deck` by any of its names; a suit of the other deck is refused."""
    suit = SUIT_ALIASES.get(key(word))
    if suit is None:
        raise InputError(_("unknown suit {word!r}: this session's suits are {suits}").format(
            word=word, suits=_suit_list(deck)))
    if suit.deck is not deck:
        if suit.deck is Deck.SWISS:
            text = _("{word!r} is a suit of the swiss deck; this session plays the french deck: "
                     "{suits}")
        else:
            text = _("{word!r} is a suit of the french deck; this session plays the swiss deck: "
                     "{suits}")
        raise RuleError(text.format(word=word, suits=_suit_list(deck)))
    return suit


def parse_contract(word: str, deck: Deck) -> Contract:
    """A contract by any of its names (English, German, French, Italian) or symbols."""
    folded = key(word)
    no_trump = NO_TRUMP_ALIASES.get(folded)
    if no_trump is not None:
        return no_trump
    if folded in SUIT_ALIASES:
        return Contract(parse_suit(word, deck).value)
    raise InputError(
        _("unknown contract {word!r}: say a trump suit ({suits}), obenabe or undenufe").format(
            word=word, suits=_suit_list(deck))
    )
