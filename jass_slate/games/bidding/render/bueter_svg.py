"""okr's Büter chalked on the slate, as an SVG picture (and, rasterised, the PNG): a row
per hand with who made trump and its factor, what it wrote for the Büter and the pair;
the totals and the targets under a line, the winner's underlined; what the board says
below. Every name written as text."""

from __future__ import annotations

import math
import textwrap
import xml.etree.ElementTree as ET

from jass_slate.games.bidding.report.bueter_words import side_names
from jass_slate.games.bidding.scoring.race import Race, scores
from jass_slate.language.i18n import _
from jass_slate.render.chalkboard import (
    BORDER,
    CHALK,
    PAD,
    chalk_line,
    chalk_text,
    document,
    draw_slate,
    picture,
    text_width,
)
from jass_slate.report.visible import xml_text

SIZE, NAME_SIZE, TOTAL_SIZE, TEXT_SIZE, HEADING_SIZE = 17, 20, 26, 15, 18
ROW, HEAD_ROOM, TEXT_ROW, GAP, LEAST_WIDTH = 30, 46, 22, 28, 480


def board_svg(race: Race, heading: str, footer: list[str]) -> str:
    """The race chalked, `heading` above, `footer` below."""
    names = side_names(race) if race.bid else (_("Büter"), _("pair"))
    trumps = [f"{race.players[h.maker]} ×{h.factor}" + (" " + _("Match") if h.match is not None
                                                        else "") for h in race.hands]
    left = BORDER + PAD
    number = text_width(f"{len(race.hands)}#", SIZE)
    trump = max([text_width(xml_text(t), SIZE) for t in trumps] + [text_width(_("target"), SIZE)])
    width = max(*(text_width(xml_text(n), NAME_SIZE) for n in names),
                *(text_width(f"{t} / {g}", TOTAL_SIZE)
                  for t, g in zip(race.totals, race.targets, strict=True)))
    columns = [left + number, left + number + GAP]
    sides = [columns[1] + trump + GAP + width, columns[1] + trump + 2 * GAP + 2 * width]
    total_width = math.ceil(max(sides[-1], LEAST_WIDTH) + PAD + BORDER)
    chars = max(20, int((total_width - 2 * (PAD + BORDER)) / text_width("x", TEXT_SIZE)))
    below_lines = [part for line in footer for part in textwrap.wrap(
        xml_text(line), chars, break_long_words=False, break_on_hyphens=False)]
    top = BORDER + PAD + HEAD_ROOM + ROW * 1.2
    rule = top + len(race.hands) * ROW - ROW * 0.45
    below = rule + ROW * 3.2
    height = math.ceil(below + TEXT_ROW * max(len(below_lines) - 1, 0) + PAD + BORDER)
    svg = picture(total_width, height, "jass-slate · " + _("Büter") + ": "
                  + ", ".join(race.players))
    draw_slate(svg, total_width, height)
    chalk = ET.SubElement(svg, "g", {"class": "board", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    chalk_text(chalk, left, BORDER + PAD + 8, heading, HEADING_SIZE, "heading")
    heads = top - ROW * 1.1
    chalk_text(chalk, columns[1], heads, _("trump"), SIZE, "heading")
    for name, right in zip(names, sides, strict=True):
        chalk_text(chalk, right, heads, name, NAME_SIZE, "name", text_anchor="end",
                   font_weight="bold")
    for index, (hand, said) in enumerate(zip(race.hands, trumps, strict=True)):
        y = top + index * ROW
        group = ET.SubElement(chalk, "g", {"class": "hand", "data-number": str(index + 1)})
        chalk_text(group, columns[0], y, str(index + 1), SIZE, "number", text_anchor="end")
        chalk_text(group, columns[1], y, said, SIZE, "trump")
        for score, right in zip(scores(hand), sides, strict=True):
            chalk_text(group, right, y, str(score), SIZE, "score", text_anchor="end")
    chalk_line(chalk, left, rule, sides[-1], rule, stroke_width="1.5", opacity="0.8")
    _totals(chalk, race, columns[1], sides, rule + ROW * 1.1)
    for index, line in enumerate(below_lines):
        chalk_text(chalk, left, below + index * TEXT_ROW, line, TEXT_SIZE, "footer")
    return document(svg)


def _totals(parent: ET.Element, race: Race, label: float, sides: list[float],
            y: float) -> None:
    group = ET.SubElement(parent, "g", {"class": "totals"})
    chalk_text(group, label, y, _("total"), SIZE, "label", font_weight="bold")
    chalk_text(group, label, y + ROW, _("target"), SIZE, "label")
    for side, (total, right) in enumerate(zip(race.totals, sides, strict=True)):
        chalk_text(group, right, y, str(total), TOTAL_SIZE, "total", text_anchor="end",
                   font_weight="bold")
        chalk_text(group, right, y + ROW, str(race.targets[side]), SIZE, "target",
                   text_anchor="end")
        if race.winner == side:
            chalk_line(group, right - text_width(str(total), TOTAL_SIZE), y + 8, right, y + 8,
                       **{"class": "lead", "stroke-width": "2.4"})
