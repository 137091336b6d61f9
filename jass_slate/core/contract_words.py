"""The extra contracts' names (issue 15) and reading a contract said at the table: the
six basic ones (`notation.parse_contract`) and Slalom, Gusti/Mery, TUO, Misère and Wunsch
with what they play (`slalom-oben`, `tuo-herz`, `misère`, `wunsch-obenabe`)."""

from __future__ import annotations

from jass_slate.core.cards import Contract, Deck, deck_suits
from jass_slate.core.errors import InputError, message
from jass_slate.core.notation import NO_TRUMP_ALIASES, SUIT_ALIASES, key, parse_contract, parse_suit
from jass_slate.language.i18n import N_

# The extra contracts' names (issue 15): Swiss spellings, then fr and it; TUO and Wunsch
# take a suit after them, Slalom, Wunsch and Misère obenabe or undenufe.
EXTRA_WORDS: dict[str, str] = {
    "slalom": "slalom zickzack zick-zack zigzag zig-zag",
    "gusti": "gusti guschti gusti-oben guschti-oben quer mittendurch zwischendurch "
             "zwüschedüre tutti",
    "mery": "mery mary meri gusti-unden guschti-unden",
    "tuo": "tuo 3x3 3×3 dreimaldrei trio troisfoistrois trepertre",
    "misere": "misere misère misäre miseria",
    "wunsch": "wunsch joker frei free wish libre jolly libero",
}
EXTRA_ALIASES: dict[str, str] = {
    key(word): name for name, words in EXTRA_WORDS.items() for word in words.split()
}
EXTRA_HEADS = sorted((w for w, n in EXTRA_ALIASES.items() if n not in ("gusti", "mery")),
                     key=len, reverse=True)
_EXTRA_NEEDS = {
    "slalom": N_("{word!r}: say where Slalom starts, slalom-oben or slalom-unden"),
    "tuo": N_("{word!r}: say TUO's trump suit, like tuo-{suit}"),
    "wunsch": N_("{word!r}: say what Wunsch plays, like wunsch-{suit} or wunsch-obenabe"),
    "misere": N_("{word!r}: say what the Misère plays, misere-obenabe or misere-undenufe"),
}


def _extra(word: str, name: str, rest: str, deck: Deck, misere_base: str) -> Contract:
    """An extra contract `name` with what follows its name (`rest`, `key`-folded)."""
    if name in ("gusti", "mery"):  # whole words: never a head with more after it
        return Contract.GUSTI if name == "gusti" else Contract.MERY
    if not rest and name == "misere" and misere_base != "either":
        return Contract(f"misere-{misere_base}")
    way = NO_TRUMP_ALIASES.get(rest)
    suit = None if way is not None or rest not in SUIT_ALIASES else parse_suit(rest, deck)
    if name == "slalom" and way is not None:
        return Contract.SLALOM_OBEN if way is Contract.OBENABE else Contract.SLALOM_UNDEN
    if name == "misere" and way is not None:
        return Contract(f"misere-{way.value}")
    if name == "tuo" and suit is not None:
        return Contract(f"tuo-{suit.value}")
    played = way.value if way is not None else None if suit is None else suit.value
    if name == "wunsch" and played is not None:
        return Contract(f"wunsch-{played}")
    raise _needs(word, name, deck)


def _needs(word: str, name: str, deck: Deck) -> InputError:
    return InputError(message(_EXTRA_NEEDS[name], word=word, suit=deck_suits(deck)[0].word),
                      value=word)


def read_contract(word: str, deck: Deck, misere_base: str = "obenabe") -> Contract:
    """A contract by any of its names (English, German, French, Italian, the Swiss
    spellings) or symbols; an extra contract with what it plays; a bare `misère` plays
    `misere_base` (a rules key: obenabe, undenufe or either)."""
    folded = key(word)
    if folded in EXTRA_ALIASES:
        return _extra(word, EXTRA_ALIASES[folded], "", deck, misere_base)
    for head in EXTRA_HEADS:
        if folded.startswith(head) and folded not in SUIT_ALIASES:
            return _extra(word, EXTRA_ALIASES[head], folded[len(head):], deck, misere_base)
    return parse_contract(word, deck)
