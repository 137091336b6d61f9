"""The events a Guggitaler session records. Players are named as the head names them (the
replay finds their seats); a count is a whole number as it was said."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.games.guggitaler.scoring.rules import Penalty

Said = tuple[tuple[str, int], ...]  # (player, count) in the order said


@dataclass(frozen=True)
class Counted:
    """A hand played: what it penalises (the hand's number decides it; the line says it,
    so a line out of its place is seen) and every player's count of it."""

    penalty: Penalty
    counts: Said


@dataclass(frozen=True)
class Domino:
    """The domino played: every player, in the order they went out."""

    order: tuple[str, ...]


@dataclass(frozen=True)
class Refix:
    """`fix N`: part N as it really was; the later totals follow."""

    number: int
    part: Counted | Domino
