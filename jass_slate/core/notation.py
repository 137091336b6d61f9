"""How players write cards and name suits and contracts: the words of every language,
and cards as written (`♥9`, `h9`, `hearts9`, `sO`, `♥9-Q`); the hands they make are read
in `held_cards`."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence

from jass_slate.core.cards import (
    SUIT_LETTERS,
    Card,
    Contract,
    Deck,
    Rank,
    Suit,
    card_order,
    deck_suits,
)
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.language.i18n import N_, _

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
        raise InputError(message(
            N_("unknown suit {word!r}: this session's suits are {suits}"),
            word=word, suits=_suit_list(deck)), value=word)
    if suit.deck is not deck:
        if suit.deck is Deck.SWISS:
            text = N_("{word!r} is a suit of the swiss deck; this session plays the french "
                      "deck: {suits}")
        else:
            text = N_("{word!r} is a suit of the french deck; this session plays the swiss "
                      "deck: {suits}")
        raise RuleError(message(text, word=word, suits=_suit_list(deck)), value=word)
    return suit


def contract_words(deck: Deck) -> dict[str, Contract]:
    """Every name of a contract `deck` plays, `key()`-folded: its suits', Obenabe's and
    Undenufe's in every language."""
    suits = {word: Contract(suit.value) for word, suit in SUIT_ALIASES.items()
             if suit.deck is deck}
    return {**suits, **NO_TRUMP_ALIASES}


def abbreviated(folded: str, deck: Deck) -> Contract | None:
    """The contract a short word stands for in `deck`, when it stands for one alone: the
    letter its cards are written with (`h` hearts, `e` Eicheln), or the start of its
    names, two letters or more (`he` Herz, `schi` Schilten, `ob` Obenabe, `un` Undenufe).
    `sch` is Schaufel in the french deck; in the swiss one it starts Schilten and Schellen,
    and stands for neither."""
    letter = SUIT_LETTERS[deck].get(folded)
    if letter is not None:
        return Contract(letter.value)
    found = started(folded, deck)
    return found[0] if len(found) == 1 else None


def started(folded: str, deck: Deck) -> list[Contract]:
    """The contracts of `deck` whose names start with `folded`, two letters or more."""
    if len(folded) < 2:
        return []
    return sorted({c for word, c in contract_words(deck).items() if word.startswith(folded)},
                  key=list(Contract).index)


def parse_contract(word: str, deck: Deck) -> Contract:
    """A contract by any of its names (English, German, French, Italian) or symbols, or
    an abbreviation that stands for one contract alone in `deck` (`he`, `schi`, `ob`); the
    extra contracts are read by `contract_words.read_contract`."""
    folded = key(word)
    no_trump = NO_TRUMP_ALIASES.get(folded)
    if no_trump is not None:
        return no_trump
    if folded in SUIT_ALIASES:
        return Contract(parse_suit(word, deck).value)
    short = abbreviated(folded, deck)
    if short is not None:
        return short
    suggestions = contract_suggestions(word, deck)
    if suggestions:
        raise InputError(message(N_("unknown contract {word!r}: did you mean {suggestions}?"),
                                 word=word, suggestions=suggestions), value=word)
    raise InputError(message(
        N_("unknown contract {word!r}: say a trump suit ({suits}), obenabe or undenufe"),
        word=word, suits=_suit_list(deck)), value=word)


def contract_suggestions(word: str, deck: Deck) -> str:
    """The contracts of `deck` whose names are nearest `word`, named in the language in
    use, with the name they were found by when it is another: `hearts (herz)`. None when
    the nearest name is of the other deck's suits (`schelen` in a french-deck session):
    the refusal then names this deck's suits."""
    from jass_slate.core.nearest import nearest, said_list

    begun = started(key(word), deck)
    if begun:  # `sche` in the swiss deck: Schellen or Schilten
        return said_list(contract.word for contract in begun)
    names = {key(name): name for words in SUIT_WORDS.values() for name in words.split()
             if len(name) > 1}  # the symbols are no words to suggest
    names.update((key(name), name) for words in NO_TRUMP_WORDS.values() for name in words)
    words = {**contract_words(Deck.FRENCH), **contract_words(Deck.SWISS)}
    shown: dict[Contract, str] = {}
    for found in nearest(word, [names[k] for k in words if k in names], key):
        contract = words[key(found)]
        if contract.trump is not None and contract.trump.deck is not deck:
            break
        spoken = contract.word
        shown.setdefault(contract, spoken if fold(spoken) == fold(found)
                         else f"{spoken} ({found})")
    return said_list(shown.values())


RANK_ALIASES: dict[str, Rank] = {
    "6": Rank.SIX, "7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE,
    "10": Rank.TEN, "b": Rank.TEN, "banner": Rank.TEN,
    "j": Rank.JACK, "u": Rank.JACK, "jack": Rank.JACK, "under": Rank.JACK, "bauer": Rank.JACK,
    "q": Rank.QUEEN, "o": Rank.QUEEN, "queen": Rank.QUEEN, "ober": Rank.QUEEN, "dame": Rank.QUEEN,
    "k": Rank.KING, "king": Rank.KING, "konig": Rank.KING, "koenig": Rank.KING,
    "a": Rank.ACE, "ace": Rank.ACE, "ass": Rank.ACE, "as": Rank.ACE,
}
DASHES = str.maketrans({"–": "-", "—": "-", "‑": "-"})


# --- reading cards ---------------------------------------------------------------------


def _suit_words(deck: Deck) -> list[str]:
    """Every way to write a suit (either deck, so the other deck's suits are named), longest
    first so `schilten` is not read as `s` + `chilten`."""
    return sorted([*SUIT_ALIASES, *SUIT_LETTERS[deck]], key=len, reverse=True)


def _suit_of(word: str, deck: Deck) -> Suit:
    letter = SUIT_LETTERS[deck].get(word)
    return letter if letter is not None else parse_suit(word, deck)


def _ranks(text: str) -> list[Rank] | None:
    """`9` is one rank; `9-q` a run of ranks, written up or down; None if neither."""
    text = text.removeprefix("-")
    if text in RANK_ALIASES:
        return [RANK_ALIASES[text]]
    low_text, sep, high_text = text.partition("-")
    low, high = RANK_ALIASES.get(low_text), RANK_ALIASES.get(high_text)
    if not sep or low is None or high is None or low is high:
        return None
    first, last = sorted((low.value, high.value))
    return [Rank(value) for value in range(first, last + 1)]


def _suit_first(folded: str, deck: Deck) -> tuple[str, list[Rank]] | None:
    for word in _suit_words(deck):
        if folded.startswith(word):
            ranks = _ranks(folded[len(word):])
            if ranks is not None:
                return word, ranks
    return None


def _rank_first(folded: str, deck: Deck) -> tuple[str, list[Rank]] | None:
    """`9♥`, `Ah`, `10-spades`: one card written rank first, as many players do."""
    suit_words = set(_suit_words(deck))
    for rank_word in sorted(RANK_ALIASES, key=len, reverse=True):
        if folded.startswith(rank_word):
            rest = folded[len(rank_word):].removeprefix("-")
            if rest in suit_words:
                return rest, [RANK_ALIASES[rank_word]]
    return None


def example_cards(deck: Deck) -> str:
    """Cards written the ways `parse_cards` reads, for a refusal to show."""
    if deck is Deck.FRENCH:
        # Translators: examples of cards the parser reads (keep the card words as they
        # are: the parser knows hearts9 and herz9, not coeur9 or cuori9)
        return _("♥9, h9, hearts9, ♠Q or a run ♥9-Q (ranks 6 7 8 9 10 J Q K A)")
    # Translators: examples of Swiss cards the parser reads (keep the card words as they are)
    return _("r9, rosen9, eU, schilten-O or a run sO-A (ranks 6 7 8 9 B U O K A)")


def parse_cards(token: str, deck: Deck) -> list[Card]:
    """One written card, or a run of cards of one suit (`♥9-Q`); refused naming the token."""
    folded = fold(token).translate(DASHES)
    found = _suit_first(folded, deck) or _rank_first(folded, deck)
    if found is None:
        raise InputError(message(
            N_("unknown card {token!r}: write a card like {examples}"),
            token=token, examples=example_cards(deck)))
    suit_word, ranks = found
    try:
        suit = _suit_of(suit_word, deck)
    except RuleError as error:
        raise RuleError(message(
            N_("card {token!r}: {error}"),
            token=token, error=error.message), value=token) from None
    return [Card(suit, rank) for rank in ranks]


def split_tokens(texts: Iterable[str]) -> list[str]:
    """The card words of one or more arguments: `♥9 ♥10,♥J` is three words."""
    return [word for text in texts for word in text.replace(",", " ").split()]


def run_text(cards: Sequence[Card], dash: str = "–") -> str:
    """`♥9–Q`: a run of one suit by its lowest and highest card."""
    low, high = cards[0], cards[-1]
    return f"{low}{dash}{high.rank.label(high.suit.deck)}"


def hand_text(cards: Sequence[Card]) -> str:
    """Cards in a form `parse_hand` reads back: runs of three or more as ranges (`♥9-Q ♠A`)."""
    words: list[str] = []
    group: list[Card] = []
    for card in sorted(cards, key=card_order):
        if group and (card.suit is not group[-1].suit
                      or card.rank.value != group[-1].rank.value + 1):
            words += _group_words(group)
            group = []
        group.append(card)
    return " ".join(words + _group_words(group))


def _group_words(group: list[Card]) -> list[str]:
    if len(group) >= 3:
        return [run_text(group, "-")]
    return [card.label for card in group]
