"""The slate as an SVG picture: both Zs in chalk on a framed slate, names and totals beside
them, the title above and the Bergpreis and what comes next below.

Self-contained: no scripts, no fonts or images from anywhere, styles as plain presentation
attributes; it looks the same offline in a browser, an image viewer or a word processor.
Built with ElementTree, so every text (a team called `<script>` or `A & B`) is written as
text. The chalk's places come from `jass_slate.games.schieber.render.chalk`.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from jass_slate.games.schieber.render.chalk import Z_HEIGHT, Chalk, DrawnZ, draw_z, line_length
from jass_slate.games.schieber.render.slate import SlateLook, ZSlate, ZTeam, z_slate
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import _
from jass_slate.render.chalkboard import (
    BORDER,
    CHALK,
    PAD,
    chalk_line,
    chalk_text,
    document,
    draw_slate,
    number,
    picture,
    text_width,
)
from jass_slate.report.visible import xml_text

TITLE_ROOM = 44
Z_ROOM = Z_HEIGHT + 96  # one Z with its strokes sticking out, and the room after it
LABEL_GAP = 64  # from a Z's right end (and its rest) to its name
NAME_SIZE, TOTAL_SIZE, TEXT_SIZE, REST_SIZE = 22, 46, 16, 24


def export_slate_svg(scorer: Slate, look: SlateLook | None = None) -> str:
    """The current game's slate drawn in chalk, as an SVG document."""
    from jass_slate.games.schieber.render.show import needs_lines, slate_footer, slate_title

    slate = z_slate(scorer, look)
    names = scorer.teams.names
    title = _("{team1} against {team2}").format(team1=names[0], team2=names[1])
    footer = [*slate_footer(scorer), *needs_lines(scorer)]
    return slate_svg(slate, f"jass-slate · {title}", slate_title(scorer), footer)


def slate_svg(slate: ZSlate, title: str, heading: str, footer: list[str]) -> str:
    """Both Zs of `slate` with `heading` above and `footer` below; `title` names the picture."""
    most = max(max(t.marks.hundreds, t.marks.twenties) for t in slate.teams)
    length = line_length(slate.slots, slate.halfway, most)
    drawn = [(team, turned, draw_z(team.marks, length, slate.halfway, team.hill))
             for team, turned in slate.drawings()]
    left = BORDER + PAD
    label_x = left + length + LABEL_GAP
    label_width = max(max(text_width(xml_text(t.name), NAME_SIZE),
                          text_width(str(t.marks.value), TOTAL_SIZE)) for t in slate.teams)
    texts = [heading, *footer]
    width = max(label_x + max(label_width, 120),
                left + max(text_width(xml_text(t), TEXT_SIZE) for t in texts)) + PAD + BORDER
    height = BORDER + PAD + TITLE_ROOM + 2 * Z_ROOM + len(footer) * 26 + PAD + BORDER
    width, height = math.ceil(width), math.ceil(height)  # whole pixels for the PNG

    svg = picture(width, height, title)
    draw_slate(svg, width, height)
    chalk = ET.SubElement(svg, "g", {"class": "slate", "fill": CHALK, "stroke": CHALK,
                                     "stroke-linecap": "round"})
    chalk_text(chalk, left, BORDER + PAD + 8, heading, TEXT_SIZE + 2, "heading")
    top = BORDER + PAD + TITLE_ROOM
    for index, (team, turned, z) in enumerate(drawn):
        y = top + index * Z_ROOM
        _z(chalk, team, z, left, y + 16, turned)
        _label(chalk, team, label_x, y + 16)
    if slate.look.facing:
        middle = top + 16 + Z_HEIGHT + (Z_ROOM - Z_HEIGHT) / 2
        ET.SubElement(chalk, "line", {"class": "middle", "x1": number(left), "y1": number(middle),
                                      "x2": number(width - PAD - BORDER),
                                      "y2": number(middle), "stroke-width": "1.5",
                                      "stroke-dasharray": "2 9", "opacity": "0.5"})
    for index, line in enumerate(footer):
        chalk_text(chalk, left, top + 2 * Z_ROOM + 8 + index * 26, line, TEXT_SIZE, "footer")
    return document(svg)


def _z(parent: ET.Element, team: ZTeam, z: DrawnZ, x: float, y: float, turned: bool) -> None:
    """One Z at (x, y): upright, or turned about its middle like the far scorer's."""
    group = ET.SubElement(parent, "g", {"class": "z", "transform":
                                        f"translate({number(x)} {number(y)})"})
    marks = ET.SubElement(group, "g", {"class": "marks", "stroke-width": "3.2"})
    if turned:
        marks.set("transform", f"rotate(180 {number(z.width / 2)} {number(Z_HEIGHT / 2)})")
    for line in z.chalk:
        _line(marks, line, {"class": line.kind})
    dust = ET.SubElement(marks, "g", {"class": "dust", "stroke-width": "1.3", "opacity": "0.35"})
    for line in z.chalk:
        _line(dust, Chalk(line.x1 + 0.9, line.y1 - 0.8, line.x2 + 0.7, line.y2 - 0.6, line.kind))
    if z.hill is not None:
        hx = z.hill.x
        ET.SubElement(marks, "polygon", {
            "class": "hill taken" if z.hill.taken else "hill",
            "points": f"{number(hx - 9)},-5 {number(hx + 9)},-5 {number(hx)},-21",
            "fill": CHALK if z.hill.taken else "none", "stroke-width": "2.4",
            "stroke-linejoin": "round"})
    if z.rest:
        chalk_text(marks, z.rest_at[0], z.rest_at[1], str(z.rest), REST_SIZE, "rest")
    group.set("data-team", xml_text(team.name))


def _label(parent: ET.Element, team: ZTeam, x: float, y: float) -> None:
    chalk_text(parent, x, y + 30, xml_text(team.name), NAME_SIZE, "name")
    chalk_text(parent, x, y + 88, str(team.marks.value), TOTAL_SIZE, "total")


def _line(parent: ET.Element, line: Chalk, attributes: dict[str, str] | None = None) -> None:
    chalk_line(parent, line.x1, line.y1, line.x2, line.y2, **(attributes or {}))
