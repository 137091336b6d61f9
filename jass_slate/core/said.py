"""The words of a hand where each player is alone, as typed and as an event line writes
them: `Anna=40`, `Cla=0+` (a trick with no points), a list `Anna=40, Beat=25`, one left
out who takes the rest of the hand; the player a typed name means and his seat; and which
names a player may have so that these words always read back."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold
from jass_slate.core.teams import number_name
from jass_slate.language.i18n import N_

ZERO_TRICK = "0+"  # 0 points, but a trick taken (the `zero-needs-trick` bonus asks it)
NOT_IN_NAMES = (",", "=", ";")
TOO_MANY = N_("this game has {fewest} to {most} players, each alone; {count} were given")
PAIR = re.compile(r"\s*([^=,]+?)\s*=\s*([^\s,=]*)\s*(?:,|(?=\s)|$)")
Said = tuple[tuple[str, int], ...]  # (player, number) in the order said


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


def points_pair(text: str) -> tuple[str, int, bool]:
    """`Anna=38` or `Cla=0+`: the player, the points, and whether a trick with no points
    was taken."""
    name, value = pair(text)
    if value == ZERO_TRICK:
        return name, 0, True
    return name, number(value, N_("the points")), False


def pairs_text(said: Iterable[tuple[str, int]], zero_trick: Sequence[str] = ()) -> str:
    """`Anna=38, Cla=0+`: the list as an event line writes it."""
    return ", ".join(f"{name}={ZERO_TRICK if name in zero_trick and value == 0 else value}"
                     for name, value in said)


def split_list(text: str) -> list[str]:
    """The items of `Anna=38, Beat=30` (or separated by spaces where no name has one)."""
    return [item.strip() for item in text.split(",") if item.strip()]


def check_names(names: Sequence[str], fewest: int | None = None, most: int | None = None,
                count_refusal: str = TOO_MANY) -> tuple[str, ...]:
    """The players' names as `new --players` gives them: `fewest` to `most` where the game
    says so here (else refused with `count_refusal`, a message marked with N_; a game that
    says neither counts them before), each once (case and accents aside), none empty, none
    a bare number, none holding `,`, `=` or `;`."""
    cleaned = tuple(name.strip() for name in names)
    if fewest is not None and most is not None and not fewest <= len(cleaned) <= most:
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


def all_numbers(words: Sequence[str]) -> list[str] | None:
    """The words as numbers (`0+` among them) where every one is, else None."""
    items = [w for word in words for w in re.split(r"[,\s]+", word) if w]
    return items if items and all(w.isdigit() or w == ZERO_TRICK for w in items) else None


def read_points(players: Sequence[str], words: Sequence[str],
                rest: Callable[[Mapping[str, int], str], int]) -> tuple[Said, tuple[str, ...]]:
    """Every player's points from `Anna=38 Beat=30 Cla=0+` (one left out takes what
    `rest(said, player)` gives him) or one count per player in seat order; and who took
    a trick of 0."""
    numbers = all_numbers(words)
    found = list(zip(players, numbers, strict=False)) if numbers is not None else \
        [(player(players, n), v) for n, v in said_pairs(words)]
    if numbers is not None and len(numbers) not in (len(players), len(players) - 1):
        raise InputError(message(N_("say the points of each of the {count} players in seat "
                                    "order, or PLAYER=N"), count=len(players)))
    said: dict[str, int] = {}
    zero: list[str] = []
    for name, value in found:
        if name in said:
            raise InputError(message(N_("{player}'s points are said twice"), player=name))
        said[name] = 0 if value == ZERO_TRICK else number(value, N_("the points"))
        if value == ZERO_TRICK:
            zero.append(name)
    left = [name for name in players if name not in said]
    if len(left) > 1:
        raise InputError(message(N_("say the points of {players}: one player at most may be "
                                    "left out, to take the rest"), players=", ".join(left)))
    if left:
        said[left[0]] = rest(said, left[0])
    return tuple((name, said[name]) for name in players), tuple(zero)


def rest_of(total: int, said: Mapping[str, int], left: str) -> int:
    """What the player left out took: the rest of the hand's `total`."""
    rest = total - sum(said.values())
    if rest < 0:
        raise RuleError(message(N_("the points given add up to {sum}, more than the "
                                   "{total} of the hand: {player} cannot take the rest"),
                                sum=sum(said.values()), total=total, player=left))
    return rest

