"""A table where it fits the terminal and labelled lines where it does not: how a board
keeps every number whole at any width (rich would cut the cells of a table too wide for
the terminal, numbers among them, to `…`).

A board in plain text, as wide as its table would like (a Markdown export), is made here
too. Light on purpose (rich's table, text and measuring only): the boards of every game
use it.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

WIDE = 10_000  # a width no table needs: the table measured as it would like to be
INDENT = "  "  # a wrapped line's parts, under its label


@dataclass(frozen=True)
class TableOrLines:
    """`table` where the terminal has room for all of it; narrower, `lines(width)`."""

    table: Table
    lines: Callable[[int], RenderableType]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        needed = Measurement.get(console, options.update_width(WIDE), self.table).maximum
        yield self.table if needed <= options.max_width else self.lines(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table)


def labelled(frame: tuple[str, str], parts: Sequence[str], width: int) -> Text:
    """`Hand 3 (♥ hearts): Anna 40/38: 2, Beat 25/25: 0.`: the words of `frame` around
    `parts` (joined with commas), wrapped between two parts where the line is full, the
    next line indented; a part is never split unless it is wider than a line itself."""
    before, after = frame
    words = [before.rstrip(), *(f"{part}," for part in parts[:-1]), *parts[-1:]]
    words[-1] += after
    lines = [words[0]]
    for word in words[1:]:
        if cell_len(lines[-1]) + 1 + cell_len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(INDENT + word)
    return Text("\n".join(lines))


def _console(width: int) -> Console:
    return Console(width=width, file=io.StringIO(), color_system=None, force_terminal=False,
                   force_jupyter=False, legacy_windows=False)


def plain_text(drawing: RenderableType, table: RenderableType, least: int) -> str:
    """`drawing` in plain text (for Markdown), as wide as `table` (the board's table in it)
    would like to be, and at least `least` columns."""
    measure = _console(least)
    wanted = Measurement.get(measure, measure.options.update_width(WIDE), table)
    console = _console(max(least, wanted.maximum))
    console.print(drawing)
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()
