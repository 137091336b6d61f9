"""The Differenzler board and the Coiffeur grid as pictures: vectors chalked on the slate
as the Schieber slate is (no script, no font or address from anywhere), read back figure
by figure against `show --json` and `history --json`, and the PNG made of the same
drawing."""

from __future__ import annotations

import json
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from jass_slate.render.png import PNG_SCALE
from tests.cli_tools import ok

NS = {"svg": "http://www.w3.org/2000/svg"}
DRAWN_TAGS = {"svg", "title", "defs", "linearGradient", "stop", "rect", "g", "ellipse",
              "line", "text"}
HOSTILE = ("<script>alert(1)</script>", "Tom & Jerry's", "Anna")


def self_contained(svg: str) -> ET.Element:
    """The picture parsed, once it is known to load nothing and run nothing."""
    root = ET.fromstring(svg)
    assert {element.tag.split("}")[1] for element in root.iter()} <= DRAWN_TAGS
    assert not any(key.endswith("href") for e in root.iter() for key in e.attrib)
    assert "http" not in svg.replace(NS["svg"], "")
    assert "@font-face" not in svg and "<style" not in svg and "<script" not in svg
    return root


def texts(parent: ET.Element, kind: str) -> list[str]:
    return [t.text or "" for t in parent.iterfind(f".//svg:text[@class='{kind}']", NS)]


def evening() -> None:
    ok("new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora", "--rules", "hidden")
    ok("hand", "hearts", "--call", "40,25,0,92", "--points", "Anna=38,Beat=25,Cla=0")
    ok("hand", "ecken", "--call", "10,20,30,97", "--points", "Anna=0,Beat=20,Cla=40")
    ok("call", "Cla", "61", "--trump", "schaufel")  # hidden: drawn ***, never 61


def test_the_board_is_chalked_in_vectors_that_hold_every_figure() -> None:
    evening()
    shown = json.loads(ok("show", "--json"))
    hands = json.loads(ok("history", "--json"))["hands"]
    root = self_contained(ok("export", "--format", "svg"))
    board = root.find("svg:g[@class='board']", NS)
    assert board is not None and root.find(".//svg:rect[@fill='url(#board)']", NS) is not None
    assert texts(board, "name") == ["Anna", "Beat", "Cla", "Dora"]
    drawn = board.findall("svg:g[@class='hand']", NS)
    assert [texts(g, "number") for g in drawn] == [[str(h["number"])] for h in hands]
    assert [texts(g, "trump") for g in drawn] == [["♥ hearts"], ["♦ diamonds"]]
    assert [texts(g, "said") for g in drawn] == [
        [f"{c}/{p}" for c, p in zip(h["calls"], h["points"], strict=True)] for h in hands]
    assert [texts(g, "score") for g in drawn] == [[str(s) for s in h["scores"]] for h in hands]
    # Hand 1: 2, exact -10, a correct 0 earns nothing, |92-94| 2; hand 2: 10, exact -10,
    # 10, Dora's 97 exact -10.
    assert texts(board, "total") == [str(p["total"]) for p in shown["players"]] \
        == ["12", "-20", "10", "-8"]
    open_hand = board.find("svg:g[@class='open']", NS)
    assert open_hand is not None
    assert (texts(open_hand, "number"), texts(open_hand, "trump"),
            texts(open_hand, "call")) == (["3"], ["♠ spades"], ["***"])
    assert not any("61" in text for text in root.itertext())
    assert "Beat leads with -20, 12 ahead." in texts(board, "footer")


def test_names_are_text_in_the_board_picture() -> None:
    ok("new", "--game", "differenzler", "--players", ",".join(HOSTILE))
    ok("hand", "hearts", "--call", "40,25,92", "--points", f"{HOSTILE[0]}=40,{HOSTILE[1]}=25")
    svg = ok("export", "--format", "svg")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in svg and "Tom &amp; Jerry's" in svg
    root = self_contained(svg)
    assert texts(root, "name") == list(HOSTILE)  # shown exactly as typed
    title = root.find("svg:title", NS)
    assert title is not None and title.text == "jass-slate · Differenzler: " + ", ".join(HOSTILE)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk
    return width, height


def svg_size(svg: str) -> tuple[int, int]:
    root = ET.fromstring(svg)
    return (round(float(root.get("width", 0)) * PNG_SCALE),
            round(float(root.get("height", 0)) * PNG_SCALE))


@pytest.fixture
def rasteriser() -> None:
    try:
        import cairosvg  # type: ignore[import-untyped]  # noqa: F401
    except (ImportError, OSError) as missing:  # the extra, or the cairo library it loads
        pytest.skip(f"the optional rasteriser (pip install 'jass-slate[png]'): {missing}")


@pytest.mark.usefixtures("rasteriser")
def test_the_board_as_png_is_the_same_drawing(tmp_path: Path) -> None:
    evening()
    out = tmp_path / "board.png"
    assert ok("export", "--format", "png", "-o", str(out)) == f"Wrote {out}.\n"
    assert png_size(out) == svg_size(ok("export", "--format", "svg"))


@pytest.mark.usefixtures("rasteriser")
def test_the_coiffeur_grid_is_chalked_in_vectors_and_its_png_drawn_from_them(
        tmp_path: Path) -> None:
    ok("new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "<b>Cla</b> & Dora")
    ok("hand", "3", "--by", "1", "--points", "100")
    svg = ok("export", "--format", "svg")
    root = self_contained(svg)
    assert {"Anna & Beat", "<b>Cla</b> & Dora", "300"} <= set(root.itertext())
    out = tmp_path / "coiffeur.png"
    ok("export", "--format", "png", "-o", str(out))
    assert png_size(out) == svg_size(svg)
