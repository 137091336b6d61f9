"""The Coiffeur exports that draw: the slate as plain text for Markdown, the chalk grid as
an SVG picture, and the Coiffeur part of `stats` as a table.

The SVG is built with ElementTree, so every name is written as text; it is
self-contained (no scripts, fonts or images), in the chalk colours of render/chalkboard.py.
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from jass_slate.games.coiffeur.report.exports import Entries, coiffeur_markdown
from jass_slate.games.coiffeur.report.words import footer_words
from jass_slate.games.coiffeur.scoring.board import Board, Outcome, cell_points
from jass_slate.language.i18n import _
from jass_slate.render.chalkboard import CHALK, FONT, FRAME, SLATE_TOP, SVG_NS, text_width
from jass_slate.report.visible import xml_text

if TYPE_CHECKING:
    from rich.console import RenderableType

ROW_HEIGHT, PAD, SIZE = 34, 28, 18


def board_text(board: Board, width: int = 80) -> str:
    """The slate as `show` draws it, in plain text."""
    from rich.console import Console

    from jass_slate.games.coiffeur.render.board import render_coiffeur

    console = Console(width=width, file=io.StringIO(), color_system=None,
                      force_terminal=False, force_jupyter=False, legacy_windows=False)
    console.print(render_coiffeur(board, board.rules.evaluation, False))
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def export_markdown(board: Board, entries: Entries) -> Iterator[str]:
    return coiffeur_markdown(board, entries, board_text(board))


def _text(parent: ET.Element, x: float, y: float, text: str, size: int = SIZE,
          anchor: str = "start", weight: str = "normal", strike: bool = False) -> None:
    node = ET.SubElement(parent, "text", {
        "x": f"{x:.0f}", "y": f"{y:.0f}", "font-size": str(size), "fill": CHALK,
        "text-anchor": anchor, "font-weight": weight, "font-family": FONT})
    if strike:
        node.set("text-decoration", "line-through")
    node.text = xml_text(text)


def cell_text(board: Board, row: int, team: int) -> tuple[str, bool]:
    """What a cell shows on the chalk slate, and whether it is crossed out."""
    cell = board.cells[row][team]
    if cell is None:
        return "", False
    if cell.outcome is Outcome.MATCH:
        return _("Match"), False
    if cell.outcome is Outcome.KONTERMATCH:
        return _("Kontermatch"), False
    if cell.outcome is Outcome.SCRATCH:
        return "0", True
    rules = board.rules
    return str(rules.written(cell_points(rules, board.setup.rows[row], cell))), False


def export_svg(board: Board) -> str:
    """The Coiffeur grid in chalk: rows with their factors, team columns, the totals."""
    setup = board.setup
    label_width = max(text_width(row.label, SIZE) for row in setup.rows) + 20
    column = max(140.0, *(text_width(t.name, SIZE) + 24 for t in setup.teams))
    width = PAD * 2 + label_width + 50 + column * len(setup.teams)
    footer = footer_words(board)
    height = PAD * 2 + ROW_HEIGHT * (len(setup.rows) + 3 + len(footer))
    svg = ET.Element("svg", {"xmlns": SVG_NS, "width": f"{width:.0f}",
                             "height": f"{height:.0f}",
                             "viewBox": f"0 0 {width:.0f} {height:.0f}"})
    ET.SubElement(svg, "title").text = xml_text("jass-slate · " + _("Coiffeur") + ": " +
                                                " – ".join(t.name for t in setup.teams))
    ET.SubElement(svg, "rect", {"width": "100%", "height": "100%", "fill": FRAME})
    ET.SubElement(svg, "rect", {"x": "10", "y": "10", "width": f"{width - 20:.0f}",
                                "height": f"{height - 20:.0f}", "fill": SLATE_TOP})
    left, factor_x = PAD, PAD + label_width + 30
    columns = [factor_x + 20 + column * (i + 1) - 12 for i in range(len(setup.teams))]
    y = PAD + ROW_HEIGHT * 0.7
    for x, heading in zip(columns, setup.teams, strict=True):
        _text(svg, x, y, heading.name, anchor="end", weight="bold")
    lines = ET.SubElement(svg, "g", {"stroke": CHALK, "stroke-width": "1.5", "opacity": "0.7"})
    for index, row in enumerate(setup.rows):
        y = PAD + ROW_HEIGHT * (index + 1.7)
        _text(svg, left, y, row.label)
        _text(svg, factor_x, y, f"×{row.factor}", anchor="end")
        for team, x in enumerate(columns):
            said, strike = cell_text(board, index, team)
            _text(svg, x, y, said, anchor="end", strike=strike)
    bottom = PAD + ROW_HEIGHT * (len(setup.rows) + 1.2)
    ET.SubElement(lines, "line", {"x1": str(left), "x2": f"{width - PAD:.0f}",
                                  "y1": f"{bottom:.0f}", "y2": f"{bottom:.0f}"})
    y = bottom + ROW_HEIGHT * 0.9
    _text(svg, left, y, _("Total"), weight="bold")
    for x, total in zip(columns, board.totals(), strict=True):
        _text(svg, x, y, str(total), anchor="end", weight="bold", size=SIZE + 4)
    for number, line in enumerate(footer):
        _text(svg, left, y + ROW_HEIGHT * (number + 1.2), line, size=SIZE - 4)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(svg, encoding="unicode") \
        + "\n"


def coiffeur_stats_table(data: dict[str, Any]) -> RenderableType:
    """The Coiffeur part of `stats`: per team, then per player."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    from jass_slate.report.visible import visible

    tables = []
    for title, rows in ((_("Coiffeur teams"), data["teams"]),
                        (_("Coiffeur players (who declared)"), data["players"])):
        if not rows:
            continue
        table = Table(title=title, title_justify="left", title_style="bold",
                      box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        for index, column in enumerate((_("name"), _("sessions"), _("rows"), _("Matches"),
                                        _("Kontermatches"), _("scratched"),
                                        _("average"), _("won"))):
            table.add_column(column, justify="left" if index == 0 else "right")
        for row in rows:
            table.add_row(Text(visible(row["name"])), str(row["sessions"]), str(row["rows"]),
                          str(row["matches"]), str(row["kontermatches"]),
                          str(row["scratches"]),
                          "–" if row["average"] is None else f"{row['average']:.1f}",
                          str(row["won"]))
        tables.append(table)
    return Group(*tables)
