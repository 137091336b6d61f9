"""The bidding board chalked on the slate, as an SVG picture (and, rasterised, the PNG):
a row per hand with its contract, who bid what and the points taken, then what it wrote
for each side; the totals under a line, the leader's underlined; what the board says
below. Vectors on the slate of render/chalkboard.py; every name written as text."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from jass_slate.games.bidding.scoring.board import Board
from jass_slate.games.bidding.scoring.score import HandRow
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

SIZE, NAME_SIZE, TOTAL_SIZE, TEXT_SIZE, HEADING_SIZE = 17, 20, 26, 15, 18
ROW, HEAD_ROOM, TEXT_ROW, GAP, LEAST_WIDTH = 30, 46, 22, 28, 480


def _said(board: Board, row: HandRow) -> tuple[str, str]:
    times = row.factor * row.double
    contract = row.contract.label + ("" if times == 1 else f" ×{times}")
    mark = "✓" if row.made else "✗"
    return contract, f"{board.sides[row.by]} {row.bid}: {row.points} {mark}"


def board_svg(board: Board, hands: Sequence[HandRow], heading: str, footer: list[str]
              ) -> str:
    """The board chalked with the `hands` it draws, `heading` above, `footer` below."""
    said = [_said(board, row) for row in hands]
    left = BORDER + PAD
    number = text_width(str(max((r.number for r in hands), default=0)) + "#", SIZE)
    contract = max([text_width(c, SIZE) for c, _b in said] + [text_width(_("contract"), SIZE)])
    bid = max([text_width(xml_text(b), SIZE) for _c, b in said]
              + [text_width(_("total"), SIZE)])
    width = max(*(text_width(xml_text(name), NAME_SIZE) for name in board.sides),
                *(text_width(str(t), TOTAL_SIZE) for t in board.totals),
                *(text_width(f"{s:+d}", SIZE) for row in hands for s in row.scores))
    columns = [left + number, left + number + GAP, left + number + GAP + contract + GAP]
    first_side = columns[2] + bid + GAP + width
    sides = [first_side + place * (width + GAP) for place in range(len(board.sides))]
    total_width = math.ceil(max(sides[-1], LEAST_WIDTH) + PAD + BORDER)
    below_lines = chalk_wrapped(footer, total_width, TEXT_SIZE)
    top = BORDER + PAD + HEAD_ROOM + ROW * 1.2
    rule = top + len(hands) * ROW - ROW * 0.45
    below = rule + ROW * 2.2
    height = math.ceil(below + TEXT_ROW * max(len(below_lines) - 1, 0) + PAD + BORDER)
    svg = picture(total_width, height, "jass-slate · " + _("Bidding") + ": "
                  + ", ".join(board.sides))
    draw_slate(svg, total_width, height)
    chalk = ET.SubElement(svg, "g", {"class": "board", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    chalk_text(chalk, left, BORDER + PAD + 8, heading, HEADING_SIZE, "heading")
    heads = top - ROW * 1.1
    chalk_text(chalk, columns[0], heads, "#", SIZE, "heading", text_anchor="end")
    chalk_text(chalk, columns[1], heads, _("contract"), SIZE, "heading")
    for name, right in zip(board.sides, sides, strict=True):
        chalk_text(chalk, right, heads, name, NAME_SIZE, "name", text_anchor="end",
                   font_weight="bold")
    for index, (row, (contract_said, bid_said)) in enumerate(zip(hands, said, strict=True)):
        y = top + index * ROW
        group = ET.SubElement(chalk, "g", {"class": "hand", "data-number": str(row.number)})
        chalk_text(group, columns[0], y, str(row.number), SIZE, "number", text_anchor="end")
        chalk_text(group, columns[1], y, contract_said, SIZE, "contract")
        chalk_text(group, columns[2], y, bid_said, SIZE, "bid", opacity="0.8")
        for score, right in zip(row.scores, sides, strict=True):
            chalk_text(group, right, y, f"{score:+d}" if score else "0", SIZE, "score",
                       text_anchor="end")
    chalk_line(chalk, left, rule, sides[-1], rule, stroke_width="1.5", opacity="0.8")
    best = max(board.totals) if board.hands else None
    leaders = [side for side, total in enumerate(board.totals) if total == best]
    chalk_totals(chalk, columns[2], sides, rule + ROW * 1.1, [str(t) for t in board.totals],
                 leaders, SIZE, TOTAL_SIZE)
    for index, line in enumerate(below_lines):
        chalk_text(chalk, left, below + index * TEXT_ROW, line, TEXT_SIZE, "footer")
    return document(svg)
