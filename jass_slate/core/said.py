"""The words of a hand where each player plays alone, as typed and as an event line
writes them: `Anna=40`, a list `Anna=40, Beat=25`, a player named as typed (case and
accents aside); and which names a player may have so that these words always read back.
Every game whose players each write their own figure takes them from here."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold
from jass_slate.core.teams import number_name
from jass_slate.language.i18n import N_

NOT_IN_NAMES = (",", "=", ";")
PAIR = re.compile(r"\s*([^=,]+?)\s*=\s*([^\s,=]*)\s*(?:,|(?=\s)|$)")


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


def pairs_text(said: Iterable[tuple[str, int]], zero_trick: Sequence[str] = (),
               zero: str = "0+") -> str:
    """`Anna=38, Cla=0+`: the list as an event line writes it (`zero` for a player of
    `zero_trick` who has 0)."""
    return ", ".join(f"{name}={zero if name in zero_trick and value == 0 else value}"
                     for name, value in said)


def split_list(text: str) -> list[str]:
    """The items of `Anna=38, Beat=30` (or separated by spaces where no name has one)."""
    return [item.strip() for item in text.split(",") if item.strip()]


def check_each_name(cleaned: Sequence[str]) -> None:
    """Each name once (case and accents aside), none empty, none a bare number, none
    holding `,`, `=` or `;` (the caller has counted them)."""
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


def seat_of(players: Sequence[str], name: str) -> int:
    """The seat of a player named as the head names him; another name is refused."""
    try:
        return players.index(name)
    except ValueError:
        raise RuleError(message(N_("{name!r} is not a player of this session: the players "
                                   "are {players}"), name=name, players=", ".join(players)),
                        value=name) from None


def player(players: Sequence[str], word: str) -> str:
    """The player a typed name means (case and accents aside)."""
    wanted = fold(word)
    for name in players:
        if fold(name) == wanted:
            return name
    raise InputError(message(N_("{name!r} is not a player of this session: the players are "
                                "{players}"), name=word, players=", ".join(players)),
                     value=word)


def said_pairs(words: Sequence[str]) -> list[tuple[str, str]]:
    """`Anna=38, Beat = 30 Cla=0+` as (name, value) pairs; names may hold spaces."""
    text = " ".join(words).strip()
    found, at = [], 0
    while at < len(text):
        match = PAIR.match(text, at)
        if match is None or match.end() == at:
            raise InputError(message(N_("say each player's number as PLAYER=N (Anna=38), not "
                                        "{text!r}"), text=text[at:].strip()), value=text)
        found.append((match[1], match[2]))
        at = match.end()
    return found
