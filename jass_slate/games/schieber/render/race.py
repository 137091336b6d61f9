"""The score race: both teams' running totals, hand by hand, as a small terminal chart.

Pure: totals in, a rich `Text` out. Team 1 is drawn ●, team 2 ○, both in one cell ◐.
Each row holds the totals from the value written at its left up to the next row's, so
a mark on the top, dashed row has reached the target, and one on the dotted row the
Bergpreis; eight rows lie below the target.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

from jass_slate.core.teams import TEAMS
from jass_slate.language.i18n import _
from jass_slate.report.visible import visible

MARKS = ("●", "○", "◐")
STYLES = ("cyan", "magenta", "bold")
HEIGHT = 9  # rows: eight below the target, and the target's
AXIS = 6  # the width of the value labels and the axis
MAX_CELL = 4  # columns per hand, when few hands leave room


@dataclass(frozen=True)
class Race:
    """What the chart shows: hand numbers and the totals after each."""

    numbers: Sequence[int]
    totals: Sequence[tuple[int, int]]
    target: int | None = None
    bergpreis: int | None = None


def _top(race: Race) -> int:
    """The value of the top row: the target, or (a tournament) the highest total rounded
    up to 500."""
    if race.target is not None:
        return race.target
    highest = max((max(t) for t in race.totals), default=0)
    return max(500, -(-highest // 500) * 500)


def _row(value: int, top: int) -> int:
    """The row a total is drawn in, 0 at the bottom; the top row holds `top` and above."""
    return max(0, min(HEIGHT - 1, value * (HEIGHT - 1) // top))


def _row_value(row: int, top: int) -> int:
    """The least total a row holds."""
    return -(-row * top // (HEIGHT - 1))


def _sample(race: Race, width: int) -> tuple[list[int], list[tuple[int, int]], int]:
    """Hands that fit `width` columns (the last of each run when there are too many),
    and how many columns each hand gets."""
    count = len(race.numbers)
    cell = max(1, min(MAX_CELL, width // max(count, 1)))
    step = max(1, -(-count // width))
    keep = [i for i in range(count) if (count - 1 - i) % step == 0]
    return [race.numbers[i] for i in keep], [race.totals[i] for i in keep], cell


def race_chart(race: Race, names: tuple[str, str], width: int = 80) -> Text:
    """The chart, at most `width` columns wide."""
    numbers, totals, cell = _sample(race, width - AXIS - 1)
    top = _top(race)
    lines = [_legend(names, race)]
    special = {_row(race.target, top): "┄"} if race.target is not None else {}
    if race.bergpreis is not None:
        special.setdefault(_row(race.bergpreis, top), "┈")
    for row in range(HEIGHT - 1, -1, -1):
        line = Text(_label(row, top, race), style="dim")
        filler = special.get(row, " ")
        for pair in totals:
            rows = (_row(pair[0], top), _row(pair[1], top))
            here = [team for team in TEAMS if rows[team] == row]
            line.append(filler * (cell - 1), style="dim")
            if len(here) == 2:
                line.append(MARKS[2], style=STYLES[2])
            elif here:
                line.append(MARKS[here[0]], style=STYLES[here[0]])
            else:
                line.append(filler, style="dim")
        lines.append(line)
    lines.append(Text(" " * (AXIS - 1) + "└" + "─" * (cell * len(totals)), style="dim"))
    lines.append(Text(" " * AXIS + _hand_labels(numbers, cell), style="dim"))
    # the chart's rows fit `width`; the legend wraps between words, never cutting a name
    return Text("\n").join(lines)


def _legend(names: tuple[str, str], race: Race) -> Text:
    legend = Text(_("Score race:") + " ")
    for team in TEAMS:
        legend.append(MARKS[team], style=STYLES[team])
        legend.append(f" {visible(names[team])}  ")
    if race.target is not None:
        # Translators: the legend of the chart's dashed line, the game's target (3000).
        legend.append("┄ " + _("target"), style="dim")
    if race.bergpreis is not None:
        legend.append("  ┈ Bergpreis", style="dim")
    return legend


def _label(row: int, top: int, race: Race) -> str:
    """The least total of a row, written on the top and bottom rows, the Bergpreis's row
    (or the middle one in a tournament)."""
    middle = _row(race.bergpreis, top) if race.bergpreis is not None else (HEIGHT - 1) // 2
    if row not in (HEIGHT - 1, middle, 0):
        return " " * (AXIS - 1) + "│"
    value = race.bergpreis if row == middle and race.bergpreis is not None \
        else _row_value(row, top)
    return f"{value:>{AXIS - 2}} ┤"


def _hand_labels(numbers: Sequence[int], cell: int) -> str:
    """Hand numbers under their columns: the first, every fifth and the last, where they fit."""
    line = ""
    for index, number in enumerate(numbers):
        if index not in (0, len(numbers) - 1) and (index + 1) % 5:
            continue
        end = (index + 1) * cell
        text = str(number)
        start = end - len(text)
        if start >= len(line) + (1 if line else 0):
            line += " " * (start - len(line)) + text
    return line
