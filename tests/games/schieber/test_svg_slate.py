"""The slate drawn in chalk (`export --format svg`): golden pictures, and the strokes read back
from the SVG's vectors add up to each team's score as RULES.md §8 says.

A golden file is compared after normalising (canonical XML, numbers to one decimal). After
a deliberate change of the drawing, `JASS_SLATE_GOLDEN=update` rewrites the files; look at
them (docs/pictures/slate-demo.png is the same drawing) before committing.
"""

from __future__ import annotations

import math
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.core.teams import make_teams
from jass_slate.games.schieber.render.chalk import Z_HEIGHT
from jass_slate.games.schieber.render.slate import SlateLook, ZSlate, ZTeam
from jass_slate.games.schieber.render.svg import export_slate_svg, slate_svg
from jass_slate.games.schieber.scoring.marks import Marks
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.table.demo import DEMO_HANDS
from tests.slate_tools import SEED_HANDS, UNDENUFE_MATCH, long_scorer, scorer_of

GOLDEN = Path(__file__).parent.parent.parent / "data" / "slate"
NS = {"svg": "http://www.w3.org/2000/svg"}
NUMBER = re.compile(r"-?\d+\.\d+")


def normalised(svg: str) -> str:
    """Canonical XML (attribute order, empty elements, whitespace between tags) with
    every number to one decimal."""
    canonical = ET.canonicalize(xml_data=svg, strip_text=True)
    return NUMBER.sub(lambda found: f"{float(found.group()):.1f}", canonical)


def demo_scorer() -> Slate:
    """The demo evening as `jass-slate demo` plays it: up to the hand that decides game 1."""
    scorer = scorer_of(())
    for event in DEMO_HANDS:
        scorer.apply(event)
        if scorer.game.decided:
            break
    return scorer


@pytest.mark.parametrize(("name", "scorer_made", "facing"), [
    ("seed", lambda: scorer_of(SEED_HANDS), False),
    ("seed-facing", lambda: scorer_of(SEED_HANDS), True),
    ("demo", demo_scorer, False),
    ("long-5000", long_scorer, True),
])
def test_the_drawing_is_the_golden_one(name: str, scorer_made: Callable[[], Slate],
                                       facing: bool) -> None:
    svg = export_slate_svg(scorer_made(), SlateLook(facing=facing))
    path = GOLDEN / f"{name}.svg"
    if os.environ.get("JASS_SLATE_GOLDEN") == "update":
        path.write_text(svg, encoding="utf-8")
    assert normalised(svg) == normalised(path.read_text(encoding="utf-8"))


# --- reading the strokes back from the vectors ---------------------------------------------


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float

    def crosses(self, other: Line) -> bool:
        """Whether the two segments cross (proper intersection)."""
        def side(a: Line, x: float, y: float) -> float:
            return (a.x2 - a.x1) * (y - a.y1) - (a.y2 - a.y1) * (x - a.x1)

        return (side(self, other.x1, other.y1) * side(self, other.x2, other.y2) < 0
                and side(other, self.x1, self.y1) * side(other, self.x2, self.y2) < 0)


@dataclass(frozen=True)
class ReadZ:
    name: str
    total: int
    marks: Marks
    turned: bool


def lines_of(group: ET.Element, kind: str) -> list[Line]:
    return [Line(*(float(line.attrib[k]) for k in ("x1", "y1", "x2", "y2")))
            for line in group.findall(f"svg:line[@class='{kind}']", NS)]


def read_z(z: ET.Element, label: tuple[str, int]) -> ReadZ:
    """Count one Z's strokes from its vectors, checking each lies where §8 puts it."""
    marks = z.find("svg:g[@class='marks']", NS)
    assert marks is not None
    top, diagonal, bottom = lines_of(marks, "line")
    assert abs(top.y1) < 2 and abs(top.y2) < 2 and abs(bottom.y1 - Z_HEIGHT) < 2
    hundreds, fifties = lines_of(marks, "hundred"), lines_of(marks, "fifty")
    twenties = lines_of(marks, "twenty")
    for stroke in hundreds:
        assert stroke.crosses(top), stroke  # a hundred crosses the top line
    for stroke in twenties:
        assert stroke.crosses(bottom), stroke  # a twenty crosses the bottom line
    for strokes in (hundreds, twenties):  # every fifth across the four before it
        for fifth in range(4, len(strokes), 5):
            assert all(strokes[fifth].crosses(s) for s in strokes[fifth - 4:fifth])
        for index, stroke in enumerate(strokes):
            if index % 5 != 4:  # the four are upright and do not cross each other
                assert abs(stroke.x2 - stroke.x1) < abs(stroke.y2 - stroke.y1)
    for index, stroke in enumerate(fifties):
        assert stroke.crosses(diagonal), stroke  # a fifty crosses the diagonal
        if index % 2:
            assert stroke.crosses(fifties[index - 1])  # the pair's second crosses the first
        if index >= 2:
            assert not stroke.crosses(fifties[index - 2])  # the next X stands apart
    rest = marks.find("svg:text[@class='rest']", NS)
    return ReadZ(label[0], label[1],
                 Marks(len(hundreds), len(fifties), len(twenties),
                       int(rest.text or "") if rest is not None else 0),
                 "rotate(180" in marks.get("transform", ""))


def read_svg(svg: str) -> list[ReadZ]:
    """Both Zs, top to bottom, as the SVG draws them."""
    root = ET.fromstring(svg)
    slate = root.find("svg:g[@class='slate']", NS)
    assert slate is not None
    names = [t.text or "" for t in slate.findall("svg:text[@class='name']", NS)]
    totals = [int(t.text or "") for t in slate.findall("svg:text[@class='total']", NS)]
    zs = slate.findall("svg:g[@class='z']", NS)
    assert len(zs) == len(names) == len(totals) == 2
    return [read_z(z, label) for z, label in zip(zs, zip(names, totals, strict=True),
                                                  strict=True)]


@pytest.mark.parametrize("scorer_made", [lambda: scorer_of(SEED_HANDS), demo_scorer,
                                         lambda: scorer_of(UNDENUFE_MATCH), long_scorer,
                                         lambda: scorer_of(DEMO_HANDS), lambda: scorer_of(())])
@pytest.mark.parametrize("facing", [False, True])
def test_the_strokes_add_up_to_the_score(scorer_made: Callable[[], Slate],
                                         facing: bool) -> None:
    scorer = scorer_made()
    drawn = read_svg(export_slate_svg(scorer, SlateLook(facing=facing)))
    order = [1, 0] if facing else [0, 1]
    assert [z.turned for z in drawn] == [facing, False]  # the far team's Z upside down
    for z, team in zip(drawn, order, strict=True):
        score = scorer.game.scores[team]
        assert z.marks == scorer.game.marks[team]
        assert z.marks.value == z.total == score
        assert z.name == scorer.teams.names[team]


def test_the_seed_slate_reads_as_rules_md_says() -> None:
    """RULES.md §8: 19 hundreds, 5 fifties, 18 twenties and 8 = 2518; 8 hundreds, 6 fifties,
    12 twenties and 7 = 1347."""
    first, second = read_svg(export_slate_svg(scorer_of(SEED_HANDS)))
    assert (first.marks, first.total) == (Marks(19, 5, 18, 8), 2518)
    assert (second.marks, second.total) == (Marks(8, 6, 12, 7), 1347)


ENTRIES = st.lists(st.integers(min_value=0, max_value=1200), max_size=40)


@settings(max_examples=60, deadline=None)
@given(ENTRIES, ENTRIES, st.booleans(), st.sampled_from([(30, 15), (25, 13), (30, None),
                                                         (50, 25), (10, 5)]))
def test_any_marks_are_drawn_as_they_add_up(one: list[int], two: list[int], facing: bool,
                                            line: tuple[int, int | None]) -> None:
    """Any entries, any target's line (with or without the Bergpreis), upright or facing."""
    marks = []
    for entries in (one, two):
        written = Marks()
        for points in entries:
            written = written.write(points)
        marks.append(written)
    slate = ZSlate((ZTeam("A", marks[0], True), ZTeam("B", marks[1], False)), line[0],
                   line[1], SlateLook(facing=facing))
    drawn = read_svg(slate_svg(slate, "t", "heading", []))
    got = {z.name: z for z in drawn}
    for name, written in zip("AB", marks, strict=True):
        assert got[name].marks == written
        assert got[name].total == written.value == sum(one if name == "A" else two)


# --- what the picture is made of --------------------------------------------------------


def test_the_bergpreis_is_drawn_on_the_top_line() -> None:
    root = ET.fromstring(export_slate_svg(scorer_of(SEED_HANDS)))
    marks = root.findall(".//svg:g[@class='marks']", NS)
    hills = [m.find("svg:polygon", NS) for m in marks]
    assert [h.get("class") for h in hills if h is not None] == ["hill taken", "hill"]
    for group, hill in zip(marks, hills, strict=True):  # Anna & Beat took it
        assert hill is not None
        top = lines_of(group, "line")[0]
        points = [tuple(map(float, p.split(","))) for p in (hill.get("points") or "").split()]
        assert max(y for _, y in points) < 0  # above the top line
        middle = sum(x for x, _ in points) / 3  # at the halfway point of the 30 hundreds
        assert abs(middle - (top.x1 + top.x2) / 2) < 0.05 * abs(top.x2 - top.x1)
        before = [s for s in lines_of(group, "hundred") if max(s.x1, s.x2) < middle]
        assert len(before) == min(15, len(lines_of(group, "hundred")))


def test_the_picture_is_self_contained() -> None:
    svg = export_slate_svg(scorer_of(DEMO_HANDS))
    root = ET.fromstring(svg)
    tags = {element.tag.split("}")[1] for element in root.iter()}
    assert tags <= {"svg", "title", "defs", "linearGradient", "stop", "rect", "g", "ellipse",
                    "line", "polygon", "text"}
    assert not any(key.endswith("href") for e in root.iter() for key in e.attrib)
    assert "url(#board)" in svg and "http" not in svg.replace(NS["svg"], "")
    assert "@import" not in svg and "@font-face" not in svg and "<script" not in svg


HOSTILE = ("<script>alert(1)</script>", "Tom & \"Jerry's\"", "[bold red]Rot[/] ]]>",
           "Eve\x1b]52;c;ZXZpbA==\x07\ufffe")


def test_names_are_text_in_the_picture() -> None:
    scorer = Slate(preset("classic"), make_teams(HOSTILE[:2], None, None))
    for event in SEED_HANDS:
        scorer.apply(event)
    svg = export_slate_svg(scorer)
    assert "<script>" not in svg and "&lt;script&gt;alert(1)&lt;/script&gt;" in svg
    drawn = read_svg(svg)
    assert [z.name for z in drawn] == list(HOSTILE[:2])  # shown exactly as typed
    other = Slate(preset("classic"), make_teams(HOSTILE[2:], None, None))
    drawn = read_svg(export_slate_svg(other))
    assert [z.name for z in drawn] == ["[bold red]Rot[/] ]]>",
                                       "Eve\\x1b]52;c;ZXZpbA==\\x07\\ufffe"]


def test_the_slate_is_drawn_to_scale_of_its_target() -> None:
    """A game to 5000 has a top line of 50 hundreds: ten fives, longer than 3000's six."""
    def top_length(scorer: Slate) -> float:
        root = ET.fromstring(export_slate_svg(scorer))
        line = root.find(".//svg:g[@class='marks']/svg:line[@class='line']", NS)
        assert line is not None
        return math.dist((float(line.get("x1", 0)), 0), (float(line.get("x2", 0)), 0))

    assert top_length(long_scorer()) > 1.5 * top_length(scorer_of(SEED_HANDS))
