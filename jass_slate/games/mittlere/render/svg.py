"""The Mittlere board chalked on the slate, as an SVG picture (and, rasterised, the PNG):
a column per player, a row per hand with its points small and its marks beside them (`I`
a Strich, `0` a Nuller, `–` a void hand), the Striche and Nuller and what they make under
a line, the leaders' underlined, and what the board says below.

Vectors on the slate of render/chalkboard.py: no script, no font or image from anywhere;
every name is written as text by ElementTree.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from jass_slate.games.mittlere.report.words import marks_text, points_text, signed
from jass_slate.games.mittlere.scoring.board import Board
from jass_slate.games.mittlere.scoring.marks import HandRow
from jass_slate.language.i18n import _
from jass_slate.render.chalkboard import (
    BORDER,
    CHALK,
    PAD,
    chalk_line,
    chalk_text,
    chalk_wrapped,
    document,
    draw_slate,
    picture,
    text_width,
)
from jass_slate.report.visible import xml_text

SIZE, SAID_SIZE, NAME_SIZE, TOTAL_SIZE, TEXT_SIZE, HEADING_SIZE = 18, 13, 20, 26, 15, 18
ROW, HEAD_ROOM, TEXT_ROW = 30, 46, 22
GAP = 34  # between two columns
MARKS = text_width("00", SIZE) + 6  # the marks' part of a column, right of the points
LEAST_WIDTH = 480


def _columns(board: Board) -> tuple[float, float, tuple[float, ...]]:
    """The left edge, the number column's right edge and each player's right edge."""
    counts = [f"I {s} 0 {n}" for s, n in zip(board.striche, board.nuller, strict=True)]
    width = max(*(text_width(xml_text(name), NAME_SIZE) for name in board.players),
                *(text_width(c, SAID_SIZE) for c in counts),
                text_width("157+", SAID_SIZE) + MARKS, text_width(_("total"), SIZE))
    left = BORDER + PAD
    number = left + max(text_width(str(board.next_number), SIZE), text_width("#", SIZE))
    return left, number, tuple(number + GAP + width + seat * (width + GAP)
                               for seat in range(3))


def board_svg(board: Board, hands: Sequence[HandRow], heading: str, footer: list[str]
              ) -> str:
    """The board chalked with the recorded `hands` it draws (the last ones), `heading`
    above it and `footer`'s lines under it."""
    left, number, players = _columns(board)
    width = max(players[-1], LEAST_WIDTH) + PAD + BORDER
    above = chalk_wrapped([heading], width, HEADING_SIZE)
    said = chalk_wrapped(footer, width, TEXT_SIZE)
    first = BORDER + PAD + HEAD_ROOM + TEXT_ROW * (len(above) - 1) + ROW * 1.7
    rule = first + len(hands) * ROW - ROW * 0.45
    below = rule + ROW * 3.2
    height = below + TEXT_ROW * (len(said) - 1) + PAD * 0.75 + BORDER
    width, height = math.ceil(width), math.ceil(height)
    svg = picture(width, height, "jass-slate · " + _("Mittlere") + ": "
                  + ", ".join(board.players))
    draw_slate(svg, width, height)
    chalk = ET.SubElement(svg, "g", {"class": "board", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    for index, line in enumerate(above):
        chalk_text(chalk, left, BORDER + PAD + 8 + index * TEXT_ROW, line, HEADING_SIZE,
                   "heading")
    y = first - ROW * 1.1
    chalk_text(chalk, number, y, "#", SIZE, "heading", text_anchor="end")
    for name, right in zip(board.players, players, strict=True):
        chalk_text(chalk, right, y, name, NAME_SIZE, "name", text_anchor="end",
                   font_weight="bold")
    chalk_line(chalk, left, y + ROW * 0.4, players[-1], y + ROW * 0.4, stroke_width="1.2",
               opacity="0.6")
    for index, row in enumerate(hands):
        _hand(chalk, row, number, players, first + index * ROW)
    chalk_line(chalk, left, rule, players[-1], rule, stroke_width="1.5", opacity="0.8")
    _totals(chalk, board, left, players, rule + ROW * 1.1)
    for index, line in enumerate(said):
        chalk_text(chalk, left, below + index * TEXT_ROW, line, TEXT_SIZE, "footer")
    return document(svg)


def _hand(parent: ET.Element, row: HandRow, number: float, players: Sequence[float],
          y: float) -> None:
    """One hand: its number, and per player the points small and the marks."""
    group = ET.SubElement(parent, "g", {"class": "hand", "data-number": str(row.number),
                                        "data-rule": row.rule.value})
    chalk_text(group, number, y, str(row.number), SIZE, "number", text_anchor="end")
    for seat, right in enumerate(players):
        if not row.counted:
            chalk_text(group, right, y, "–", SIZE, "void", text_anchor="end", opacity="0.6")
            continue
        chalk_text(group, right - MARKS, y, points_text(row, seat), SAID_SIZE, "points",
                   text_anchor="end", opacity="0.75")
        chalk_text(group, right, y, marks_text(row.striche[seat], row.nuller[seat]), SIZE,
                   "marks", text_anchor="end")


def _totals(parent: ET.Element, board: Board, left: float, players: Sequence[float],
            y: float) -> None:
    """The Striche and Nuller, then what they make, the leaders underlined."""
    group = ET.SubElement(parent, "g", {"class": "totals"})
    chalk_text(group, left, y + ROW, _("total"), SIZE, "label", font_weight="bold")
    leaders = set(board.leaders) if board.hands else set()
    for seat, right in enumerate(players):
        chalk_text(group, right, y, f"I {board.striche[seat]} 0 {board.nuller[seat]}",
                   SAID_SIZE, "marks", text_anchor="end", opacity="0.75")
        total = signed(board.totals[seat])
        chalk_text(group, right, y + ROW, total, TOTAL_SIZE, "total", text_anchor="end",
                   font_weight="bold")
        if seat in leaders:
            under = y + ROW + 8
            chalk_line(group, right - text_width(total, TOTAL_SIZE), under, right, under,
                       **{"class": "lead", "stroke-width": "2.4"})
