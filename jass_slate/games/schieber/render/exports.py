"""The exports that draw the slate: plain text for Markdown, the chalk slate as SVG (and as
PNG, jass_slate.render.png); and every format of one session's export by name (the others
are plain text, from jass_slate.games.schieber.report.exports). Rich is imported when the slate is
drawn:
a CSV or JSON export does without it."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from jass_slate.games.schieber.report import exports
from jass_slate.games.schieber.scoring.passing import Season
from jass_slate.games.schieber.scoring.slate import Slate

if TYPE_CHECKING:
    from rich.console import Console

    from jass_slate.games.schieber.render.slate import SlateLook

SLATE_WIDTH = 80


def _slate_console() -> Console:
    from rich.console import Console

    return Console(width=SLATE_WIDTH, file=io.StringIO(), color_system=None,
                   force_terminal=False, force_jupyter=False, legacy_windows=False)


def slate_text(scorer: Slate, look: SlateLook | None = None) -> str:
    """The slate as `show` draws it, in plain text."""
    from jass_slate.games.schieber.render.show import render_show

    console = _slate_console()
    console.print(render_show(scorer, look))
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def export_svg(scorer: Slate, look: SlateLook | None = None) -> str:
    """The slate drawn in chalk, as a self-contained SVG picture."""
    from jass_slate.games.schieber.render.svg import export_slate_svg

    return export_slate_svg(scorer, look)


def export_markdown(scorer: Slate, look: SlateLook | None = None,
                    season: Season | None = None) -> Iterator[str]:
    """The session for people to read: the slate drawn, and the hands (from `season`
    where given, read in one pass)."""
    return exports.export_markdown(scorer, slate_text(scorer, look), season)


def _md(scorer: Slate, look: SlateLook | None, season: Season | None) -> Iterator[str]:
    return export_markdown(scorer, look, season)


def _csv(scorer: Slate, look: SlateLook | None, season: Season | None) -> Iterator[str]:
    return exports.export_csv(scorer, season)


def _json(scorer: Slate, look: SlateLook | None, season: Season | None) -> Iterator[str]:
    return exports.export_json(scorer, season)


def _svg(scorer: Slate, look: SlateLook | None, season: Season | None) -> Iterator[str]:
    yield export_svg(scorer, look)  # one picture, made whole


EXPORTERS: dict[str, Callable[[Slate, SlateLook | None, Season | None], Iterator[str]]] = {
    "csv": _csv, "json": _json, "md": _md, "svg": _svg}


def export_chunks(scorer: Slate, format_name: str, look: SlateLook | None = None,
                  season: Season | None = None) -> Iterator[str]:
    """One session exported in `format_name` (csv, json, md or svg), a piece at a time as
    it is made (a hand a line); `look` is how md and svg draw the slate (--facing);
    `season`, where given, its hands read in one pass (csv, json and md)."""
    return EXPORTERS[format_name](scorer, look, season)


def export_text(scorer: Slate, format_name: str, look: SlateLook | None = None) -> str:
    """One session exported in `format_name`, whole."""
    return "".join(export_chunks(scorer, format_name, look))


def export_png(scorer: Slate, look: SlateLook | None = None) -> bytes:
    """The chalk slate as a PNG picture, for a chat (needs the optional rasteriser)."""
    from jass_slate.render.png import svg_to_png

    return svg_to_png(export_svg(scorer, look))
