"""The slate every picture is chalked on: a dark board in a wooden frame with old chalk
rubbed into it, the chalk's colour and hand, and chalk text. Every game's picture is drawn
on it (games/NAME/render/).

Self-contained: no scripts, no fonts or images from anywhere, styles as plain presentation
attributes. Built with ElementTree, so every text (a name such as `<script>` or `A & B`)
is written as text; the PNG is the same drawing rasterised (render/png.py).
"""

from __future__ import annotations

import random
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Collection, Sequence

from jass_slate.language.i18n import _
from jass_slate.report.visible import xml_text

SVG_NS = "http://www.w3.org/2000/svg"
CHALK = "#f1eee3"
SLATE_TOP, SLATE_BOTTOM, FRAME, FRAME_EDGE = "#2e3a34", "#1b231f", "#7a5230", "#4e321b"
# A hand's font where the system has one, else its plain sans-serif (no font is shipped
# or fetched: the picture stays self-contained).
FONT = "'Segoe Print', 'Bradley Hand', 'Chalkboard SE', 'Comic Sans MS', sans-serif"
BORDER = 16  # the wooden frame
PAD = 44  # from the picture's edge to the chalk


def text_width(text: str, size: float) -> float:
    """About how wide `text` is in the slate's hand (no font is measured here)."""
    return len(text) * size * 0.62


def number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def picture(width: float, height: float, title: str) -> ET.Element:
    """An SVG picture of whole pixels (for the PNG) in the chalk's font, named `title`."""
    svg = ET.Element("svg", {"xmlns": SVG_NS, "width": number(width), "height": number(height),
                             "viewBox": f"0 0 {number(width)} {number(height)}",
                             "role": "img", "font-family": FONT})
    ET.SubElement(svg, "title").text = xml_text(title)
    return svg


def document(svg: ET.Element) -> str:
    """The picture as an SVG document."""
    ET.indent(svg, space=" ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(svg, encoding="unicode") + "\n"


def draw_slate(svg: ET.Element, width: float, height: float) -> None:
    """The slate itself: a dark board in a wooden frame, with old chalk rubbed into it."""
    defs = ET.SubElement(svg, "defs")
    gradient = ET.SubElement(defs, "linearGradient", {"id": "board", "x1": "0", "y1": "0",
                                                      "x2": "0.3", "y2": "1"})
    ET.SubElement(gradient, "stop", {"offset": "0", "stop-color": SLATE_TOP})
    ET.SubElement(gradient, "stop", {"offset": "1", "stop-color": SLATE_BOTTOM})
    ET.SubElement(svg, "rect", {"width": number(width), "height": number(height), "rx": "14",
                                "fill": FRAME})
    ET.SubElement(svg, "rect", {"x": "3", "y": "3", "width": number(width - 6),
                                "height": number(height - 6), "rx": "12", "fill": "none",
                                "stroke": FRAME_EDGE, "stroke-width": "2"})
    ET.SubElement(svg, "rect", {"x": str(BORDER), "y": str(BORDER),
                                "width": number(width - 2 * BORDER),
                                "height": number(height - 2 * BORDER), "rx": "4",
                                "fill": "url(#board)", "stroke": FRAME_EDGE,
                                "stroke-width": "2"})
    rubbed = ET.SubElement(svg, "g", {"class": "rubbed", "fill": CHALK})
    hand = random.Random(len("jass-slate"))
    for _smudge in range(7):
        ET.SubElement(rubbed, "ellipse", {
            "cx": number(BORDER + hand.uniform(0.1, 0.9) * (width - 2 * BORDER)),
            "cy": number(BORDER + hand.uniform(0.1, 0.9) * (height - 2 * BORDER)),
            "rx": number(hand.uniform(60, 160)), "ry": number(hand.uniform(20, 50)),
            "opacity": number(hand.uniform(0.02, 0.045))})


def chalk_text(parent: ET.Element, x: float, y: float, text: str, size: int, kind: str,
               **style: str) -> ET.Element:
    """`text` chalked at (x, y), of class `kind`; `style`: more presentation attributes
    (`text_anchor="end"` is written text-anchor)."""
    element = ET.SubElement(parent, "text", {
        "class": kind, "x": number(x), "y": number(y), "font-size": str(size),
        "stroke": "none", **{key.replace("_", "-"): value for key, value in style.items()}})
    element.text = xml_text(text)
    return element


def chalk_line(parent: ET.Element, x1: float, y1: float, x2: float, y2: float,
               **style: str) -> ET.Element:
    """A straight chalk line from (x1, y1) to (x2, y2)."""
    return ET.SubElement(parent, "line", {
        **{key.replace("_", "-"): value for key, value in style.items()},
        "x1": number(x1), "y1": number(y1), "x2": number(x2), "y2": number(y2)})


def chalk_wrapped(lines: Sequence[str], width: float, size: int) -> list[str]:
    """`lines` as text, each wrapped between words (never at a hyphen) to the chalk's
    width in a picture `width` wide."""
    chars = max(20, int((width - 2 * (PAD + BORDER)) / text_width("x", size)))
    return [part for line in lines for part in textwrap.wrap(
        xml_text(line), chars, break_long_words=False, break_on_hyphens=False)]


def chalk_totals(parent: ET.Element, label_x: float, rights: Sequence[float], y: float,
                 totals: Sequence[str], leaders: Collection[int], size: int,
                 total_size: int, label_at_end: bool = False) -> None:
    """A board's row of totals under its line: `total` at `label_x` (its end there where
    `label_at_end`), each player's total ending at his right edge, the `leaders`' seats
    underlined."""
    group = ET.SubElement(parent, "g", {"class": "totals"})
    label_style = {"text_anchor": "end"} if label_at_end else {}
    chalk_text(group, label_x, y, _("total"), size, "label", **label_style, font_weight="bold")
    for seat, (total, right) in enumerate(zip(totals, rights, strict=True)):
        chalk_text(group, right, y, total, total_size, "total", text_anchor="end",
                   font_weight="bold")
        if seat in leaders:
            under = y + 8
            chalk_line(group, right - text_width(total, total_size), under, right, under,
                       **{"class": "lead", "stroke-width": "2.4"})
