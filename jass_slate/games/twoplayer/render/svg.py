"""The twoplayer board chalked on the slate, as an SVG picture (and, rasterised, the PNG):
a row per hand with its trump and who took it on, then each player's sum and what he
writes; the totals under a line, the leader's underlined; what the board says
below. Vectors on the slate of render/chalkboard.py; every name written as text."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from jass_slate.games.twoplayer.scoring.board import Board
from jass_slate.games.twoplayer.scoring.score import HandRow
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
    if row.taker is None:
        return row.trump.label, ""
    return row.trump.label, f"{board.players[row.taker]} {'✓' if row.made else '✗'}"


def board_svg(board: Board, hands: Sequence[HandRow], heading: str, footer: list[str]
              ) -> str:
    """The board chalked with the `hands` it draws, `heading` above, `footer` below."""
    said = [_said(board, row) for row in hands]
    left = BORDER + PAD
    number = text_width(str(max((r.number for r in hands), default=0)) + "#", SIZE)
    trump = max([text_width(c, SIZE) for c, _t in said] + [text_width(_("trump"), SIZE)])
    taker = max([text_width(xml_text(t), SIZE) for _c, t in said]
              + [text_width(_("total"), SIZE)])
    width = max(*(text_width(xml_text(name), NAME_SIZE) for name in board.players),
                *(text_width(str(t), TOTAL_SIZE) for t in board.totals),
                *(text_width(f"{t}: {s}", SIZE) for row in hands
                  for t, s in zip(row.sums, row.scores, strict=True)))
    columns = [left + number, left + number + GAP, left + number + GAP + trump + GAP]
    first_player = columns[2] + taker + GAP + width
    seats = [first_player + place * (width + GAP) for place in range(len(board.players))]
    total_width = math.ceil(max(seats[-1], LEAST_WIDTH) + PAD + BORDER)
    below_lines = chalk_wrapped(footer, total_width, TEXT_SIZE)
    top = BORDER + PAD + HEAD_ROOM + ROW * 1.2
    rule = top + len(hands) * ROW - ROW * 0.45
    below = rule + ROW * 2.2
    height = math.ceil(below + TEXT_ROW * max(len(below_lines) - 1, 0) + PAD + BORDER)
    svg = picture(total_width, height, "jass-slate · " + _("Two players") + ": "
                  + ", ".join(board.players))
    draw_slate(svg, total_width, height)
    chalk = ET.SubElement(svg, "g", {"class": "board", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    chalk_text(chalk, left, BORDER + PAD + 8, heading, HEADING_SIZE, "heading")
    heads = top - ROW * 1.1
    chalk_text(chalk, columns[0], heads, "#", SIZE, "heading", text_anchor="end")
    chalk_text(chalk, columns[1], heads, _("trump"), SIZE, "heading")
    for name, right in zip(board.players, seats, strict=True):
        chalk_text(chalk, right, heads, name, NAME_SIZE, "name", text_anchor="end",
                   font_weight="bold")
    for index, (row, (trump_said, taker_said)) in enumerate(zip(hands, said, strict=True)):
        y = top + index * ROW
        group = ET.SubElement(chalk, "g", {"class": "hand", "data-number": str(row.number)})
        chalk_text(group, columns[0], y, str(row.number), SIZE, "number", text_anchor="end")
        chalk_text(group, columns[1], y, trump_said, SIZE, "trump")
        chalk_text(group, columns[2], y, taker_said, SIZE, "taker", opacity="0.8")
        for total, score, right in zip(row.sums, row.scores, seats, strict=True):
            chalk_text(group, right, y, f"{total}: {score}", SIZE, "score", text_anchor="end")
    chalk_line(chalk, left, rule, seats[-1], rule, stroke_width="1.5", opacity="0.8")
    best = max(board.totals) if board.hands else None
    leaders = [seat for seat, total in enumerate(board.totals) if total == best]
    chalk_totals(chalk, columns[2], seats, rule + ROW * 1.1, [str(t) for t in board.totals],
                 leaders, SIZE, TOTAL_SIZE)
    for index, line in enumerate(below_lines):
        chalk_text(chalk, left, below + index * TEXT_ROW, line, TEXT_SIZE, "footer")
    return document(svg)
