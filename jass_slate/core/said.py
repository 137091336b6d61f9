"""The words of the games whose players each play alone, as typed and as an event line
writes them: a whole number, `Anna=40`, a list `Anna=40, Beat=25`; and which names a
player may have so that these words always read back."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold
from jass_slate.core.teams import number_name
from jass_slate.language.i18n import N_

NOT_IN_NAMES = (",", "=", ";")
TOO_MANY = N_("this game has {fewest} to {most} players, each alone; {count} were given")


def number(text: str, what: str) -> int:
    """A whole number as typed; anything else is refused naming `what` (a message marked
    with N_, said only then: a replay reads thousands of numbers)."""
    word = text.strip()
    if not word.isascii() or not word.isdigit():
        raise InputError(message(N_("{what} must be a whole number, not {text!r}"),
                                 what=message(what), text=text), value=text)
    return int(word)


def pair(text: str) -> tuple[str, str]:
    """`Anna=40` as the name and the number's text; no `=` is refused."""
    name, equals, value = text.rpartition("=")
    if not equals or not name.strip():
        raise InputError(message(N_("say a player and a number, PLAYER=N, not {text!r}"),
                                 text=text), value=text)
    return name.strip(), value.strip()


def split_list(text: str) -> list[str]:
    """The items of `Anna=38, Beat=30` (or separated by spaces where no name has one)."""
    return [item.strip() for item in text.split(",") if item.strip()]


def check_names(names: Sequence[str], fewest: int, most: int,
                count_refusal: str = TOO_MANY) -> tuple[str, ...]:
    """The players' names as `new --players` gives them: `fewest` to `most` (else refused
    with `count_refusal`, a message marked with N_), each once (case and accents aside),
    none empty, none a bare number, none holding `,`, `=` or `;`."""
    cleaned = tuple(name.strip() for name in names)
    if not fewest <= len(cleaned) <= most:
        raise RuleError(message(count_refusal, fewest=fewest, most=most,
                                count=len(cleaned)), value=len(cleaned))
    seen: set[str] = set()
    for name in cleaned:
        if not name or number_name(name) or any(mark in name for mark in NOT_IN_NAMES):
            raise RuleError(message(N_("{name!r} cannot be a player's name: a name is not "
                                       "empty, not a number, and has no , = or ;"),
                                    name=name), value=name)
        if fold(name) in seen:  # `call zoe 40` must mean one player
            raise RuleError(message(N_("{name!r} is named twice: each player once"),
                                    name=name), value=name)
        seen.add(fold(name))
    return cleaned
