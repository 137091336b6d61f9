"""The events a Differenzler session records. Players are named as the head names them
(the replay finds their seats); a call or a count is a whole number as it was said."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.cards import Contract

Said = tuple[tuple[str, int], ...]  # (player, number) in the order said


@dataclass(frozen=True)
class Call:
    """Calls before the first trick of the open hand (one player's or several); a player
    who calls again before the hand is played corrects his call."""

    calls: Said
    trump: Contract | None = None  # the shown bottom card, when said with the calls
    hand: int | None = None  # the hand it is meant for (None: the open hand)


@dataclass(frozen=True)
class Tricks:
    """The points each player took in the open hand, every player's (the one left out at
    the table has been given the rest); `zero_trick` took a trick worth 0 points."""

    points: Said
    zero_trick: tuple[str, ...] = ()
    trump: Contract | None = None
    stoeck: str | None = None  # who had king and ober of trumps, where the rules count it


@dataclass(frozen=True)
class Played:
    """A whole hand at once: its trump, every call and every player's points."""

    trump: Contract
    calls: Said
    points: Said
    zero_trick: tuple[str, ...] = ()
    stoeck: str | None = None


@dataclass(frozen=True)
class Refix:
    """`fix N`: hand N as it really was; the later totals follow."""

    number: int
    hand: Played
