"""The parts of a bidding game's event line (`by Anna; bid 100`), read by one function
for the per-hand games' lines and the Büter's."""

from __future__ import annotations

from jass_slate.core.errors import InputError, message
from jass_slate.language.i18n import N_

NOT_AN_EVENT = N_("this event line does not read: a bidding game's lines are hand or fix "
                  "with the contract, by, bid and points")


def event_parts(text: str) -> dict[str, str]:
    """`by Anna; bid 100` as {"by": "Anna", "bid": "100"}."""
    parts: dict[str, str] = {}
    for part in text.split(";"):
        word, _, rest = part.strip().partition(" ")
        if not word or word in parts:
            raise InputError(message(NOT_AN_EVENT))
        parts[word] = rest.strip()
    return parts
