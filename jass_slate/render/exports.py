"""The exports that draw the slate: plain text for Markdown, SVG; and every format of one
session's export by name (the others are plain text, from jass_slate.report.exports).
Rich is imported when the slate is drawn: a CSV or JSON export does without it."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from jass_slate.game.scorer import Scorer
from jass_slate.language.i18n import _
from jass_slate.report import exports
from jass_slate.report.shown import visible

if TYPE_CHECKING:
    from rich.console import Console

SLATE_WIDTH = 80


def _slate_console(record: bool) -> Console:
    from rich.console import Console

    return Console(width=SLATE_WIDTH, file=io.StringIO(), record=record, color_system=None,
                   force_terminal=False, force_jupyter=False, legacy_windows=False)


def slate_text(scorer: Scorer) -> str:
    """The slate as `show` draws it, in plain text."""
    from jass_slate.render.show import render_show

    console = _slate_console(record=False)
    console.print(render_show(scorer))
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def export_svg(scorer: Scorer) -> str:
    """The slate as an SVG picture that looks like the terminal drawing."""
    from jass_slate.render.show import render_show

    console = _slate_console(record=True)
    console.print(render_show(scorer))
    names = scorer.teams.names
    against = _("{team1} against {team2}").format(team1=names[0], team2=names[1])
    return console.export_svg(title=visible(f"jass-slate · {against}"))


def export_markdown(scorer: Scorer) -> Iterator[str]:
    """The session for people to read: the slate drawn, and the hands."""
    return exports.export_markdown(scorer, slate_text(scorer))


def _svg(scorer: Scorer) -> Iterator[str]:
    yield export_svg(scorer)  # one picture, made whole


EXPORTERS: dict[str, Callable[[Scorer], Iterator[str]]] = {
    "csv": exports.export_csv, "json": exports.export_json, "md": export_markdown,
    "svg": _svg}


def export_chunks(scorer: Scorer, format_name: str) -> Iterator[str]:
    """One session exported in `format_name` (csv, json, md or svg), a piece at a time as
    it is made (a hand a line)."""
    return EXPORTERS[format_name](scorer)


def export_text(scorer: Scorer, format_name: str) -> str:
    """One session exported in `format_name`, whole."""
    return "".join(export_chunks(scorer, format_name))
