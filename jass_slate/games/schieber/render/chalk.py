"""The Z slate drawn in chalk: where every line and stroke of one team's Z lies.

RULES.md §8: the top line holds the hundreds, the diagonal the fifties (the second of
a pair crosses the first into an X), the bottom line the twenties, and the rest is a
number at the right. Strokes go in fives, the fifth drawn across the four before it. The
top line has the Bergpreis hill at its halfway point. The marks come from
`jass_slate.games.schieber.scoring.marks`; this module only places them, in a Z of its own
coordinates
(top line at y = 0, bottom line at y = Z_HEIGHT). `jass_slate.games.schieber.render.svg` draws them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from jass_slate.games.schieber.scoring.marks import Marks

STEP = 11.0  # between two strokes of a five
GAP = 26.0  # between two fives
PITCH = 3 * STEP + GAP
HILL_GAP = 30.0  # room on the top line for the Bergpreis hill
END = 18.0  # the line's length before its first stroke and after its last
TICK = 13.0  # half a stroke's length across its line
Z_HEIGHT = 150.0
FIFTY = 15.0  # half a fifty's length across the diagonal
FIFTY_STEP = 34.0  # along the diagonal, between two fifty marks
FIFTY_ANGLE = math.radians(35)  # a fifty leans this far off square to the diagonal
SHAKE = 1.1  # how far a chalk line's end wanders from where it is meant to be
SEED = 19  # the hand's shake is the same in every drawing of the same slate


@dataclass(frozen=True)
class Chalk:
    """One chalk line: `kind` is line (the Z itself), hundred, fifty or twenty."""

    x1: float
    y1: float
    x2: float
    y2: float
    kind: str


@dataclass(frozen=True)
class Hill:
    """The Bergpreis mark above the top line; `taken` by this team or not."""

    x: float
    taken: bool


@dataclass(frozen=True)
class DrawnZ:
    """One team's Z, placed: its lines and strokes, the hill, the rest and where it goes."""

    chalk: tuple[Chalk, ...]
    hill: Hill | None
    rest: int
    rest_at: tuple[float, float]
    width: float


def line_length(slots: int, halfway: int | None, most: int) -> float:
    """How long a line is that holds `max(slots, most)` strokes (both Zs are as long)."""
    fives = max(1, -(-max(slots, most) // 5))
    return 2 * END + fives * PITCH - GAP + (HILL_GAP if halfway else 0)


def slot_x(slot: int, halfway: int | None) -> float:
    """Where stroke `slot` crosses its line (the fifth of a five: where the fourth does)."""
    five, place = divmod(slot, 5)
    shift = HILL_GAP if halfway and slot >= halfway else 0.0
    return END + five * PITCH + min(place, 3) * STEP + shift


def line_strokes(count: int, y: float, halfway: int | None, kind: str) -> list[Chalk]:
    """`count` strokes across the line at `y`: four upright, the fifth across those four."""
    strokes = []
    for slot in range(count):
        if slot % 5 == 4:
            left, right = slot_x(slot - 4, halfway) - 6, slot_x(slot - 1, halfway) + 6
            strokes.append(Chalk(left, y + TICK * 0.75, right, y - TICK * 0.75, kind))
        else:
            x = slot_x(slot, halfway)
            strokes.append(Chalk(x - 1.5, y + TICK, x + 1.5, y - TICK, kind))
    return strokes


def fifty_strokes(fifties: int, length: float) -> list[Chalk]:
    """The fifties across the diagonal from (length, 0) to (0, Z_HEIGHT), in pairs
    crossed into an X, spread around the diagonal's middle."""
    diagonal = math.hypot(length, Z_HEIGHT)
    along = (-length / diagonal, Z_HEIGHT / diagonal)
    square = (Z_HEIGHT / diagonal, length / diagonal)
    marks = -(-fifties // 2)
    step = min(FIFTY_STEP, 0.8 * diagonal / max(marks, 1))
    first = diagonal / 2 - (marks - 1) * step / 2
    strokes = []
    for index in range(fifties):
        at = first + (index // 2) * step
        cx, cy = length + along[0] * at, along[1] * at
        angle = FIFTY_ANGLE if index % 2 == 0 else -FIFTY_ANGLE
        dx = square[0] * math.cos(angle) - square[1] * math.sin(angle)
        dy = square[0] * math.sin(angle) + square[1] * math.cos(angle)
        strokes.append(Chalk(cx - dx * FIFTY, cy - dy * FIFTY, cx + dx * FIFTY, cy + dy * FIFTY,
                             "fifty"))
    return strokes


def hill_x(halfway: int) -> float:
    """The middle of the room left on the top line before hundred `halfway`."""
    return (slot_x(halfway - 1, halfway) + slot_x(halfway, halfway)) / 2


def draw_z(marks: Marks, length: float, halfway: int | None, hill: bool) -> DrawnZ:
    """One team's Z upright, `length` wide, with its marks on it."""
    z = [Chalk(0, 0, length, 0, "line"), Chalk(length, 0, 0, Z_HEIGHT, "line"),
         Chalk(0, Z_HEIGHT, length, Z_HEIGHT, "line")]
    strokes = [*line_strokes(marks.hundreds, 0, halfway, "hundred"),
               *fifty_strokes(marks.fifties, length),
               *line_strokes(marks.twenties, Z_HEIGHT, None, "twenty")]
    mark = Hill(hill_x(halfway), hill) if halfway else None
    return DrawnZ(shaken([*z, *strokes]), mark, marks.rest, (length + 12, Z_HEIGHT + 8),
                  length)


def shaken(lines: list[Chalk]) -> tuple[Chalk, ...]:
    """The lines as a hand draws them: each end a little off, the same way every time."""
    hand = random.Random(SEED)

    def off(value: float) -> float:
        return round(value + hand.uniform(-SHAKE, SHAKE), 1)

    return tuple(Chalk(off(c.x1), off(c.y1), off(c.x2), off(c.y2), c.kind) for c in lines)
