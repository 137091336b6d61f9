"""Known sessions for the slate tests, and a reader that counts the strokes a slate shows."""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console, RenderableType

from jass_slate.core.cards import Contract
from jass_slate.core.teams import Team, make_teams
from jass_slate.games.schieber.scoring.events import (
    Event,
    Hand,
    Start,
    Stoeck,
    TricksTaken,
    Weis,
    WeisCall,
)
from jass_slate.games.schieber.scoring.marks import Marks
from jass_slate.games.schieber.scoring.rules import Rules, preset
from jass_slate.games.schieber.scoring.rules_mapping import with_target
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import counted, match

NAMES = ("Anna & Beat", "Cla & Dora")

# Hands that leave the slate of RULES.md §8: 19 hundreds, 5 fifties, 18 twenties and 8
# (2518) against 8 hundreds, 6 fifties, 12 twenties and 7 (1347).
SEED_HANDS: tuple[Event, ...] = (
    Hand(Contract.HEARTS, counted(Team.ONE, 38), weis=WeisCall(Team.ONE, (100, 20)),
         stoeck=Team.TWO),
    Hand(Contract.CLUBS, counted(Team.ONE, 91), pushed=True, weis=WeisCall(Team.TWO, (100, 50))),
    Hand(Contract.DIAMONDS, counted(Team.ONE, 17), weis=WeisCall(Team.ONE, (100,)),
         stoeck=Team.ONE),
    Hand(Contract.SPADES, counted(Team.ONE, 32), weis=WeisCall(Team.ONE, (100, 20))),
    Hand(Contract.UNDENUFE, counted(Team.ONE, 141), pushed=True, weis=WeisCall(Team.ONE, (100,))),
    Hand(Contract.CLUBS, counted(Team.ONE, 133), weis=WeisCall(Team.ONE, (20,))),
    Hand(Contract.SPADES, counted(Team.ONE, 44), weis=WeisCall(Team.TWO, (20,))),
    Hand(Contract.HEARTS, counted(Team.ONE, 127), pushed=True, weis=WeisCall(Team.ONE, (100,))),
    Hand(Contract.CLUBS, counted(Team.ONE, 50), weis=WeisCall(Team.TWO, (20, 20, 20)),
         stoeck=Team.ONE),
)

UNDENUFE_MATCH: tuple[Event, ...] = (Hand(Contract.UNDENUFE, match(Team.ONE)),)

# A long game to 5000: Anna & Beat end with 40 hundreds (4445).
LONG_HANDS: tuple[Event, ...] = (
    Hand(Contract.UNDENUFE, match(Team.ONE), weis=WeisCall(Team.ONE, (100, 50))),
    Hand(Contract.OBENABE, counted(Team.ONE, 120), weis=WeisCall(Team.ONE, (200,))),
    Hand(Contract.UNDENUFE, counted(Team.TWO, 97), weis=WeisCall(Team.TWO, (50,))),
    Hand(Contract.HEARTS, counted(Team.ONE, 140), stoeck=Team.ONE),
    Start(Contract.DIAMONDS),
    Weis(WeisCall(Team.ONE, (100, 100))),
    Stoeck(Team.TWO),
    TricksTaken(counted(Team.ONE, 88)),
    Hand(Contract.OBENABE, counted(Team.TWO, 70), weis=WeisCall(Team.ONE, (20,))),
    Hand(Contract.UNDENUFE, counted(Team.ONE, 100)),
)


def scorer_of(events: Sequence[Event], rules: Rules | None = None) -> Slate:
    """The slate after `events`, recorded through the scorer."""
    scorer = Slate(rules or preset("classic"), make_teams(NAMES, None, "Anna"))
    for event in events:
        scorer.apply(event)
    return scorer


def long_scorer() -> Slate:
    return scorer_of(LONG_HANDS, with_target(preset("classic"), 5000))


def draw(renderable: RenderableType, width: int = 80) -> str:
    """What a colourless console of `width` columns shows."""
    console = Console(width=width, file=io.StringIO(), color_system=None, legacy_windows=False)
    console.print(renderable)
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


# --- reading strokes back from the drawing -----------------------------------------------

ONE_HUNDRED = set("┼╱╳|/x")
FIVE_HUNDRED = set("VΛ^")
FIFTY_PAIR = set("╳X")
ONE_FIFTY = set("╲\\")
ONE_TWENTY = set("┼╱|/")
TALLY = set("│╱|/")
TURN_BACK = str.maketrans({"▽": "△", "▼": "▲", "Λ": "V", "^": "V"})


@dataclass(frozen=True)
class DrawnZ:
    """A team's Z as read from the drawing."""

    name: str
    total: int
    marks: Marks


def _rest(text: str) -> int:
    text = text.strip()
    if not text:
        return 0
    if text.isdigit():
        return int(text)
    return sum(ch in TALLY for ch in text)


def _marks(hundreds: str, fifties: str, twenties: str, rest: str) -> Marks:
    return Marks(
        hundreds=sum(ch in ONE_HUNDRED for ch in hundreds)
        + 5 * sum(ch in FIVE_HUNDRED for ch in hundreds),
        fifties=2 * sum(ch in FIFTY_PAIR for ch in fifties)
        + sum(ch in ONE_FIFTY for ch in fifties),
        twenties=sum(ch in ONE_TWENTY for ch in twenties),
        rest=_rest(rest),
    )


def _full_z(rows: list[str], turned: bool) -> DrawnZ:
    parts = [re.split(r" {3,}", row.strip(), maxsplit=1) for row in rows]
    name, total = parts[0][1], int(parts[1][1])
    zs = [p[0] for p in parts]
    if turned:
        # turn the drawing back; numbers were written the right way up, so turn them again
        zs = [re.sub(r"\d+", lambda m: m[0][::-1], row[::-1].translate(TURN_BACK))
              for row in reversed(zs)]
    bottom, _, rest = zs[4].strip().partition(" ")
    return DrawnZ(name, total, _marks(zs[0], zs[2], bottom, rest))


def _compact_z(rows: list[str]) -> DrawnZ:
    name, total = rows[0].rsplit(" ", 1)
    lines: dict[str, str] = {"100": "", "50": "", "20": "", "+": ""}
    for row in rows[1:]:
        lines[row[:4].strip()] += row[4:]
    return DrawnZ(name.strip(), int(total),
                  _marks(lines["100"], lines["50"], lines["20"], lines["+"]))


def read_slate(text: str, facing: bool = False) -> list[DrawnZ]:
    """Both Zs of a drawn slate (full or compact), top to bottom."""
    blocks = [b.splitlines() for b in re.split(r"\n\s*\n", text.strip("\n"))]
    blocks = [b for b in blocks if not set(b[0].strip()) <= set("┈.")]
    zs = []
    for index, block in enumerate(blocks):
        if len(block) > 1 and block[1][:4].strip() in ("100", "50", "20", "+"):
            zs.append(_compact_z(block))
        else:
            zs.append(_full_z(block, turned=facing and index == 0))
    return zs
