"""The marks of one Mittlere hand from its card points (docs/rule-choices.md, with the
sources): every counted hand writes two Striche (good) and two Nuller (bad). The first
rule that matches:

1. a Match (one player took every trick): him two Striche, the others a Nuller each;
2. one player with 100 or more and another on 0 points: the third, the middle player,
   two Striche, the others a Nuller each (SRF's exception);
3. one player with 100 or more: him two Nuller, the others a Strich each;
4. one player without a trick: him two Nuller, the others a Strich each;
5. otherwise the highest and the lowest a Strich each, the middle player two Nuller.

Worked example (rule 5): 70, 50, 37 -> Anna highest, Cla lowest: I, 00, I. Rule 3:
105, 40, 12 -> 00, I, I. Rule 2: 110, 47, 0 -> 0, II, 0.

Where points are level at the top or the bottom (60, 60, 37), or 157 is won without a
Match and both others are on 0, no source says who the middle player is: the table says
it (`middle`), and only there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from jass_slate.core.errors import RuleError, message
from jass_slate.games.mittlere.scoring.rules import HAND_POINTS, HUNDRED
from jass_slate.language.i18n import N_


class Rule(StrEnum):
    """Which rule gave a hand its marks."""

    NORMAL = "normal"
    HUNDRED = "hundred"
    NO_TRICK = "no-trick"
    MATCH = "match"
    HUNDRED_AND_ZERO = "hundred-and-zero"
    VOID = "void"


@dataclass(frozen=True)
class HandRow:
    """One recorded hand on the board, every figure in seat order (a void hand: no points,
    no marks)."""

    number: int
    points: tuple[int, ...] | None
    zero_trick: frozenset[int]  # seats that took a trick of no points
    middle: int | None  # the seat the table named the middle player, where it had to
    rule: Rule
    striche: tuple[int, ...]
    nuller: tuple[int, ...]

    @property
    def counted(self) -> bool:
        return self.rule is not Rule.VOID

    @property
    def scores(self) -> tuple[int, ...]:
        """What the hand writes to each player: Striche less Nuller."""
        return tuple(s - n for s, n in zip(self.striche, self.nuller, strict=True))

    def took_no_trick(self, seat: int) -> bool:
        return self.points is not None and self.points[seat] == 0 \
            and seat not in self.zero_trick


def _one_and_others(seat: int, mine: int, theirs: int) -> tuple[int, ...]:
    return tuple(mine if s == seat else theirs for s in range(3))


def _marks(rule: Rule, seat: int, good: bool) -> tuple[Rule, tuple[int, ...], tuple[int, ...]]:
    """`seat` two Striche and the others a Nuller each (good), or `seat` two Nuller and
    the others a Strich each."""
    if good:
        return rule, _one_and_others(seat, 2, 0), _one_and_others(seat, 0, 1)
    return rule, _one_and_others(seat, 0, 1), _one_and_others(seat, 2, 0)


def undecided(points: Sequence[int], zero_trick: frozenset[int]) -> tuple[int, ...]:
    """The seats of which the table must name the middle player, or () where the points
    say who it is."""
    if _match(points, zero_trick) is not None:
        return ()
    high = [s for s, p in enumerate(points) if p >= HUNDRED]
    if high:
        zeros = tuple(s for s, p in enumerate(points) if p == 0)
        return zeros if len(zeros) == 2 else ()
    if any(p == 0 and s not in zero_trick for s, p in enumerate(points)):
        return ()
    ranked = sorted(points, reverse=True)
    level = ranked[0] if ranked[0] == ranked[1] else ranked[2] if ranked[1] == ranked[2] \
        else None
    return () if level is None else tuple(s for s, p in enumerate(points) if p == level)


def _match(points: Sequence[int], zero_trick: frozenset[int]) -> int | None:
    """The seat that took every trick: 157, and neither other took a trick."""
    for seat, count in enumerate(points):
        if count == HAND_POINTS and not any(s in zero_trick for s in range(3) if s != seat):
            return seat
    return None


def hand_marks(players: Sequence[str], points: Sequence[int], zero_trick: frozenset[int],
               middle: int | None) -> tuple[Rule, tuple[int, ...], tuple[int, ...]]:
    """The rule that applies, the Striche and the Nuller of a hand (points checked);
    `middle` must be given exactly where `undecided` names seats, and be one of them."""
    asked = undecided(points, zero_trick)
    if asked and middle not in asked:
        raise RuleError(message(N_("no rule says which of {players} is the middle player "
                                   "here: the table says it with --middle PLAYER"),
                                players=" / ".join(players[s] for s in asked)), key="middle")
    if not asked and middle is not None:
        raise RuleError(message(N_("the points say who is the middle player: --middle is "
                                   "only for level points, or 157 without a Match and both "
                                   "others on 0")), key="middle")
    match = _match(points, zero_trick)
    if match is not None:
        return _marks(Rule.MATCH, match, good=True)
    high = next((s for s, p in enumerate(points) if p >= HUNDRED), None)
    if high is not None:
        zero = next((s for s, p in enumerate(points) if p == 0), None)
        if zero is None:
            return _marks(Rule.HUNDRED, high, good=False)
        third = middle if middle is not None else 3 - high - zero
        return _marks(Rule.HUNDRED_AND_ZERO, third, good=True)
    trickless = next((s for s, p in enumerate(points) if p == 0 and s not in zero_trick), None)
    if trickless is not None:
        return _marks(Rule.NO_TRICK, trickless, good=False)
    if middle is None:
        middle = sorted(range(3), key=lambda s: points[s])[1]
    return _marks(Rule.NORMAL, middle, good=False)
