"""The words of a free board's hand, as typed and as an event line writes them:
`Anna=10`, `Beat=-20` (negative too), `Cla=x` (did not play), a list of them."""

from __future__ import annotations

from jass_slate.core.errors import InputError, message
from jass_slate.core.said import pair, split_list
from jass_slate.games.board.scoring.events import Entries
from jass_slate.language.i18n import N_

SAT_OUT = "x"  # the player did not play the hand (or has finished): counts 0


def entry(text: str) -> int | None:
    """`10`, `-20` or `x`; anything else (1.5, ten, nothing) is refused."""
    word = text.strip()
    if word.lower() == SAT_OUT:
        return None
    digits = word[1:] if word[:1] in "-+" else word
    if not digits.isascii() or not digits.isdigit() or len(digits) > 9:
        raise InputError(message(N_("a hand writes a whole number for a player (-20, 0, "
                                    "157) or x, not {text!r}"), text=text), value=text)
    return int(word)


def entries_text(entries: Entries) -> str:
    """`Anna=10, Beat=-20, Cla=x`: the list as an event line writes it."""
    return ", ".join(f"{name}={SAT_OUT if value is None else value}" for name, value in entries)


def read_entries(text: str) -> Entries:
    """The list an event line writes, read back."""
    return tuple((name, entry(value)) for name, value in (pair(i) for i in split_list(text)))
