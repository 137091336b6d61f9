"""The Guggitaler board chalked on the slate, as an SVG picture (and, rasterised, the
PNG): a column per player, a row per part with what it penalises, each player's count
small and what it wrote beside it (the domino: the place and the credit), the totals
under a line with the leaders' underlined, and what the board says below.

Vectors on the slate of render/chalkboard.py: no script, no font or image from anywhere;
every name is written as text by ElementTree.
"""

from __future__ import annotations

import math
import textwrap
import xml.etree.ElementTree as ET

from jass_slate.games.guggitaler.report.words import row_label
from jass_slate.games.guggitaler.scoring.board import Board, DominoRow, Row
from jass_slate.language.i18n import _
from jass_slate.render.chalkboard import (
    BORDER,
    CHALK,
    PAD,
    chalk_line,
    chalk_text,
    chalk_totals,
    document,
    draw_slate,
    picture,
    text_width,
)
from jass_slate.report.visible import xml_text

SIZE, SAID_SIZE, NAME_SIZE, TOTAL_SIZE, TEXT_SIZE, HEADING_SIZE = 18, 13, 20, 26, 15, 18
ROW, HEAD_ROOM, TEXT_ROW = 30, 46, 22
GAP, SAID_GAP = 30, 9
LEAST_WIDTH = 480


def _said(row: Row, seat: int) -> str:
    return f"{row.places[seat]}." if isinstance(row, DominoRow) else str(row.counts[seat])


def board_svg(board: Board, heading: str, footer: list[str]) -> str:
    """The board chalked with every part, `heading` above it and `footer`'s lines under."""
    labels = [row_label(board, row) for row in board.rows]
    number_w = text_width("10", SIZE)
    label_w = max(text_width(x, SIZE) for x in [_("penalises"), _("total"), *labels])
    score_w = max((text_width(str(s), SIZE) for row in board.rows for s in row.scores),
                  default=0)
    said_w = max((text_width(_said(row, s), SAID_SIZE) for row in board.rows
                  for s in range(len(board.players))), default=0)
    column = max(*(text_width(xml_text(n), NAME_SIZE) for n in board.players),
                 *(text_width(str(t), TOTAL_SIZE) for t in board.totals),
                 said_w + SAID_GAP + score_w)
    left = BORDER + PAD
    label_x = left + number_w + GAP
    rights = [label_x + label_w + GAP + column + seat * (column + GAP)
              for seat in range(len(board.players))]
    width = math.ceil(max(rights[-1], LEAST_WIDTH) + PAD + BORDER)
    chars = max(20, int((width - 2 * (PAD + BORDER)) / text_width("x", TEXT_SIZE)))
    above = textwrap.wrap(xml_text(heading), chars, break_long_words=False)
    said = [part for line in footer for part in textwrap.wrap(
        xml_text(line), chars, break_long_words=False)]
    first = BORDER + PAD + HEAD_ROOM + TEXT_ROW * (len(above) - 1) + ROW * 1.7
    rule = first + len(board.rows) * ROW - ROW * 0.45
    below = rule + ROW * 2.2
    height = math.ceil(below + TEXT_ROW * (len(said) - 1) + PAD * 0.75 + BORDER)
    svg = picture(width, height, "jass-slate · " + _("Guggitaler") + ": "
                  + ", ".join(board.players))
    draw_slate(svg, width, height)
    chalk = ET.SubElement(svg, "g", {"class": "board", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    for index, line in enumerate(above):
        chalk_text(chalk, left, BORDER + PAD + 8 + index * TEXT_ROW, line, HEADING_SIZE,
                   "heading")
    y = first - ROW * 1.1
    chalk_text(chalk, label_x, y, _("penalises"), SIZE, "heading")
    for name, right in zip(board.players, rights, strict=True):
        chalk_text(chalk, right, y, name, NAME_SIZE, "name", text_anchor="end",
                   font_weight="bold")
    chalk_line(chalk, left, y + ROW * 0.4, rights[-1], y + ROW * 0.4, stroke_width="1.2",
               opacity="0.6")
    for index, (row, text) in enumerate(zip(board.rows, labels, strict=True)):
        _row(chalk, row, text, (left + number_w, label_x, score_w), rights,
             first + index * ROW)
    chalk_line(chalk, left, rule, rights[-1], rule, stroke_width="1.5", opacity="0.8")
    leaders = set(board.lowest) if board.rows else set()
    chalk_totals(chalk, label_x, rights, rule + ROW * 1.1, [str(t) for t in board.totals],
                 leaders, SIZE, TOTAL_SIZE)
    for index, line in enumerate(said):
        chalk_text(chalk, left, below + index * TEXT_ROW, line, TEXT_SIZE, "footer")
    return document(svg)


def _row(parent: ET.Element, row: Row, text: str, at_x: tuple[float, float, float],
         rights: list[float], y: float) -> None:
    """One part: its number and what it penalises, per player the count (the place)
    small and what it wrote."""
    number_x, label_x, score_w = at_x
    group = ET.SubElement(parent, "g", {"class": "hand", "data-number": str(row.number)})
    chalk_text(group, number_x, y, str(row.number), SIZE, "number", text_anchor="end")
    chalk_text(group, label_x, y, text, SIZE, "penalty")
    for seat, right in enumerate(rights):
        chalk_text(group, right - score_w - SAID_GAP, y, _said(row, seat), SAID_SIZE,
                   "said", text_anchor="end", opacity="0.75")
        chalk_text(group, right, y, str(row.scores[seat]), SIZE, "score", text_anchor="end")
