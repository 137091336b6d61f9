"""The Differenzler board chalked on the slate, as an SVG picture (and, rasterised, the
PNG): a column per player, a row per hand with the call and the points taken small and
what the hand wrote beside them, the open hand's calls (`***` while hidden), the totals
under a line with the leaders' underlined, and what the board says below.

Vectors on the slate of render/chalkboard.py, as the Schieber slate is drawn: no script,
no font or image from anywhere; every name is written as text by ElementTree.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.games.differenzler.report.words import HIDDEN, called, open_calls
from jass_slate.games.differenzler.scoring.board import Board
from jass_slate.games.differenzler.scoring.score import HandRow
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

SIZE, SAID_SIZE, NAME_SIZE, TOTAL_SIZE, TEXT_SIZE, HEADING_SIZE = 18, 13, 20, 26, 15, 18
ROW, HEAD_ROOM, TEXT_ROW = 30, 46, 22
GAP = 30  # between two columns
SAID_GAP = 9  # between a hand's call/points and what it wrote
LEAST_WIDTH = 480  # the chalk's least width: the footer's lines wrap to the picture's


@dataclass(frozen=True)
class Columns:
    """Where the board's columns end (their right edges), and how wide each part is."""

    left: float
    number: float
    trump: float
    players: tuple[float, ...]
    score: float  # the widest "what the hand wrote"

    @property
    def right(self) -> float:
        return self.players[-1]


def _columns(board: Board, hands: Sequence[HandRow], labels: list[str]) -> Columns:
    number = max(text_width(str(board.next_number), SIZE), text_width("#", SIZE))
    trump = max(text_width(label, SIZE) for label in [_("trump"), _("total"), *labels])
    said = max((text_width(f"{c}/{p}", SAID_SIZE) for row in hands
                for c, p in zip(row.calls, row.points, strict=True)), default=0)
    score = max((text_width(str(s), SIZE) for row in hands for s in row.scores), default=0)
    width = max(*(text_width(xml_text(name), NAME_SIZE) for name in board.players),
                *(text_width(str(total), TOTAL_SIZE) for total in board.totals),
                text_width(HIDDEN, SIZE), said + SAID_GAP + score)
    left = BORDER + PAD
    first = left + number + GAP + trump + GAP + width
    players = tuple(first + seat * (width + GAP) for seat in range(len(board.players)))
    return Columns(left, left + number, left + number + GAP, players, score)


def board_svg(board: Board, hands: Sequence[HandRow], heading: str, footer: list[str]
              ) -> str:
    """The board chalked with the played `hands` it draws (the last ones), `heading` above
    it and `footer`'s lines under it."""
    labels = [row.trump.label for row in hands]
    if board.open is not None and board.open.trump is not None:
        labels.append(board.open.trump.label)
    columns = _columns(board, hands, labels)
    width = max(columns.right, LEAST_WIDTH) + PAD + BORDER
    above = chalk_wrapped([heading], width, HEADING_SIZE)
    said = chalk_wrapped(footer, width, TEXT_SIZE)
    first = BORDER + PAD + HEAD_ROOM + TEXT_ROW * (len(above) - 1) + ROW * 1.7
    rule = first + (len(hands) + (board.open is not None)) * ROW - ROW * 0.45
    below = rule + ROW * 2.2  # the first line of what is said under the board
    height = below + TEXT_ROW * (len(said) - 1) + PAD * 0.75 + BORDER
    width, height = math.ceil(width), math.ceil(height)  # whole pixels for the PNG
    svg = picture(width, height, "jass-slate · " + _("Differenzler") + ": "
                  + ", ".join(board.players))
    draw_slate(svg, width, height)
    chalk = ET.SubElement(svg, "g", {"class": "board", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    for index, line in enumerate(above):
        chalk_text(chalk, columns.left, BORDER + PAD + 8 + index * TEXT_ROW, line,
                   HEADING_SIZE, "heading")
    _names(chalk, board, columns, first - ROW * 1.1)
    for index, row in enumerate(hands):
        _hand(chalk, row, columns, first + index * ROW)
    if board.open is not None:
        _open(chalk, board, columns, first + len(hands) * ROW)
    chalk_line(chalk, columns.left, rule, columns.right, rule, stroke_width="1.5",
               opacity="0.8")
    leaders = set(board.lowest) if board.hands else set()
    chalk_totals(chalk, columns.trump, columns.players, rule + ROW * 1.1,
                 [str(t) for t in board.totals], leaders, SIZE, TOTAL_SIZE)
    for index, line in enumerate(said):
        chalk_text(chalk, columns.left, below + index * TEXT_ROW, line, TEXT_SIZE, "footer")
    return document(svg)


def _names(parent: ET.Element, board: Board, columns: Columns, y: float) -> None:
    chalk_text(parent, columns.number, y, "#", SIZE, "heading", text_anchor="end")
    chalk_text(parent, columns.trump, y, _("trump"), SIZE, "heading")
    for name, right in zip(board.players, columns.players, strict=True):
        chalk_text(parent, right, y, name, NAME_SIZE, "name", text_anchor="end",
                   font_weight="bold")
    y += ROW * 0.4
    chalk_line(parent, columns.left, y, columns.right, y, stroke_width="1.2", opacity="0.6")


def _hand(parent: ET.Element, row: HandRow, columns: Columns, y: float) -> None:
    """One hand: its number and trump, and per player `call/points` small and what the
    hand wrote."""
    group = ET.SubElement(parent, "g", {"class": "hand", "data-number": str(row.number)})
    chalk_text(group, columns.number, y, str(row.number), SIZE, "number", text_anchor="end")
    chalk_text(group, columns.trump, y, row.trump.label, SIZE, "trump")
    for call, points, score, right in zip(row.calls, row.points, row.scores, columns.players,
                                          strict=True):
        chalk_text(group, right - columns.score - SAID_GAP, y, f"{call}/{points}", SAID_SIZE,
                   "said", text_anchor="end", opacity="0.75")
        chalk_text(group, right, y, str(score), SIZE, "score", text_anchor="end")


def _open(parent: ET.Element, board: Board, columns: Columns, y: float) -> None:
    """The hand being called: the calls as they may be shown (`***` while hidden)."""
    assert board.open is not None
    group = ET.SubElement(parent, "g", {"class": "open", "opacity": "0.7",
                                        "font-style": "italic"})
    chalk_text(group, columns.number, y, str(board.next_number), SIZE, "number",
               text_anchor="end")
    trump = board.open.trump
    chalk_text(group, columns.trump, y, "?" if trump is None else trump.label, SIZE, "trump")
    for call, done, right in zip(open_calls(board), called(board), columns.players,
                                 strict=True):
        if done or call is not None:
            chalk_text(group, right, y, HIDDEN if call is None else str(call), SIZE, "call",
                       text_anchor="end")
