"""The events a Mittlere session records. Players are named as the head names them (the
replay finds their seats); points are whole numbers as they were said."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.said import Said


@dataclass(frozen=True)
class Hand:
    """A hand played: every player's card points (a Match is 157 and 0 and 0), who took a
    trick worth 0 (`Cla=0+`), and whom the table counts as the middle player where the
    points do not say it; or a void hand (no trump was fixed), which has none of these."""

    points: Said = ()
    zero_trick: tuple[str, ...] = ()
    middle: str | None = None
    void: bool = False


@dataclass(frozen=True)
class Refix:
    """`fix N`: hand N as it really was; the later marks follow."""

    number: int
    hand: Hand
