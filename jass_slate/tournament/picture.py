"""The standings as an SVG picture, for a page or a print-out: a row a player."""

from __future__ import annotations

from xml.sax.saxutils import escape

from jass_slate.tournament.standings import Standings
from jass_slate.tournament.words import header, rows, summary_line

ROW = 28
NAME_WIDTH = 220
NUMBER_WIDTH = 64


def _text(x: int, y: int, text: str, anchor: str = "end", weight: str = "normal") -> str:
    from jass_slate.report.visible import xml_text

    return (f'<text x="{x}" y="{y}" text-anchor="{anchor}" font-weight="{weight}">'
            f"{escape(xml_text(text))}</text>")


def standings_svg(shown: Standings, title: str) -> str:
    """The standings drawn: a title, a header, a row a player, what the totals count."""
    words = header(shown)
    widths = [NUMBER_WIDTH, NAME_WIDTH, *([NUMBER_WIDTH] * (len(words) - 2))]
    width = sum(widths) + 2 * ROW
    height = ROW * (len(shown.players) + 4)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="16">',
             f'<rect width="{width}" height="{height}" fill="#1f3a2b"/>',
             '<g fill="#f4f1e8">', _text(ROW, ROW, title, "start", "bold")]
    for line, cells in enumerate([words, *rows(shown)], 2):
        x = ROW
        for column, (cell, wide) in enumerate(zip(cells, widths, strict=True)):
            start = column == 1
            parts.append(_text(x + (8 if start else wide - 8), line * ROW, cell,
                               "start" if start else "end", "bold" if line == 2 else "normal"))
            x += wide
    parts.append(_text(ROW, (len(shown.players) + 3) * ROW, summary_line(shown), "start"))
    parts.append("</g></svg>\n")
    return "\n".join(parts)
