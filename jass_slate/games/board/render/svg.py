"""The free board chalked on the slate, as an SVG picture (and, rasterised, the PNG): a
column per player, a row per hand with what it wrote, the totals under a line with the
leaders' underlined, and what the board says below.

Vectors on the slate of render/chalkboard.py: no script, no font or image from anywhere;
every name is written as text by ElementTree."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from jass_slate.games.board.report.words import cell
from jass_slate.games.board.scoring.board import Board, Row
from jass_slate.language.i18n import _
from jass_slate.render.chalkboard import (
    BORDER,
    CHALK,
    PAD,
    chalk_line,
    chalk_text,
    chalk_totals,
    chalk_wrapped,
    document,
    draw_slate,
    picture,
    text_width,
)
from jass_slate.report.visible import xml_text

SIZE, NAME_SIZE, TOTAL_SIZE, TEXT_SIZE, HEADING_SIZE = 18, 20, 26, 15, 18
ROW, HEAD_ROOM, TEXT_ROW = 30, 46, 22
GAP = 30  # between two columns
LEAST_WIDTH = 480


def _columns(board: Board, cells: list[list[str]]) -> tuple[float, float, list[float]]:
    """The left edge, the number column's right edge, each player's right edge."""
    number = max(text_width(str(board.next_number), SIZE), text_width(_("total"), SIZE))
    width = max(*(text_width(xml_text(name), NAME_SIZE) for name in board.players),
                *(text_width(str(total), TOTAL_SIZE) for total in board.totals),
                *(text_width(c, SIZE) for row in cells for c in row),
                text_width(cell(None, 0), SIZE))
    left = BORDER + PAD
    first = left + number + GAP + width
    return left, left + number, [first + seat * (width + GAP)
                                 for seat in range(len(board.players))]


def board_svg(board: Board, hands: Sequence[Row], heading: str, footer: list[str]) -> str:
    """The board chalked with the `hands` it draws, `heading` above and `footer` under."""
    cells = [[cell(v, s) for v, s in zip(row.entries, row.scores, strict=True)]
             for row in hands]
    left, number, players = _columns(board, cells)
    right = players[-1]
    width = max(right, LEAST_WIDTH) + PAD + BORDER
    above = chalk_wrapped([heading], width, HEADING_SIZE)
    said = chalk_wrapped(footer, width, TEXT_SIZE)
    first = BORDER + PAD + HEAD_ROOM + TEXT_ROW * (len(above) - 1) + ROW * 1.7
    rule = first + len(hands) * ROW - ROW * 0.45
    below = rule + ROW * 2.2
    height = below + TEXT_ROW * (len(said) - 1) + PAD * 0.75 + BORDER
    width, height = math.ceil(width), math.ceil(height)
    svg = picture(width, height, "jass-slate · " + _("Board") + ": " + ", ".join(board.players))
    draw_slate(svg, width, height)
    chalk = ET.SubElement(svg, "g", {"class": "board", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    for index, line in enumerate(above):
        chalk_text(chalk, left, BORDER + PAD + 8 + index * TEXT_ROW, line, HEADING_SIZE,
                   "heading")
    y = first - ROW * 1.1
    chalk_text(chalk, number, y, "#", SIZE, "heading", text_anchor="end")
    for name, edge in zip(board.players, players, strict=True):
        chalk_text(chalk, edge, y, name, NAME_SIZE, "name", text_anchor="end",
                   font_weight="bold")
    chalk_line(chalk, left, y + ROW * 0.4, right, y + ROW * 0.4, stroke_width="1.2",
               opacity="0.6")
    for index, (row, texts) in enumerate(zip(hands, cells, strict=True)):
        group = ET.SubElement(chalk, "g", {"class": "hand", "data-number": str(row.number)})
        y = first + index * ROW
        chalk_text(group, number, y, str(row.number), SIZE, "number", text_anchor="end")
        for text, edge in zip(texts, players, strict=True):
            chalk_text(group, edge, y, text, SIZE, "score", text_anchor="end")
    chalk_line(chalk, left, rule, right, rule, stroke_width="1.5", opacity="0.8")
    leaders = set(board.best) if board.hands else set()
    chalk_totals(chalk, number, players, rule + ROW * 1.1, [str(t) for t in board.totals],
                 leaders, SIZE, TOTAL_SIZE, label_at_end=True)
    for index, line in enumerate(said):
        chalk_text(chalk, left, below + index * TEXT_ROW, line, TEXT_SIZE, "footer")
    return document(svg)
