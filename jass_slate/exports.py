"""The session's history as CSV, JSON or Markdown, the slate as SVG (no typer; rich only
to draw the slate, imported when it is drawn)."""

from __future__ import annotations

import csv
import io
import json
from typing import TYPE_CHECKING

from jass_slate.scoring import Scorer
from jass_slate.views import CSV_COLUMNS, csv_rows, history_data, show_data

if TYPE_CHECKING:
    from rich.console import Console


def export_csv(scorer: Scorer) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    writer.writerows(csv_rows(scorer))
    return buffer.getvalue()


def export_json(scorer: Scorer) -> str:
    data = {**history_data(scorer), "slate": show_data(scorer)}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def export_markdown(scorer: Scorer) -> str:
    names = scorer.teams.names
    game = scorer.game
    lines = [
        f"# {names[0]} against {names[1]}",
        "",
        f"Game {game.number}: **{names[0]} {game.scores[0]} – {game.scores[1]} {names[1]}**; "
        f"games won {scorer.games_won[0]} – {scorer.games_won[1]}.",
        "",
        "```text",
        slate_text(scorer).rstrip("\n"),
        "```",
        "",
        f"| # | game | contract | factor | points | {names[0]} | {names[1]} | totals |",
        "| ---: | ---: | --- | ---: | --- | ---: | ---: | --- |",
    ]
    for hand in scorer.hands:
        points = "–" if hand.points is None else f"{hand.points[0]}:{hand.points[1]}"
        lines.append(
            f"| {hand.number} | {hand.game} | {hand.contract.value} | ×{hand.factor} | {points} "
            f"| {hand.scores[0]} | {hand.scores[1]} | {hand.totals[0]} – {hand.totals[1]} |"
        )
    return "\n".join(lines) + "\n"


SLATE_WIDTH = 80


def _slate_console(record: bool) -> Console:
    from rich.console import Console

    return Console(width=SLATE_WIDTH, file=io.StringIO(), record=record, color_system=None,
                   force_terminal=False, force_jupyter=False, legacy_windows=False)


def slate_text(scorer: Scorer) -> str:
    """The slate as `show` draws it, in plain text."""
    from jass_slate.render import render_show

    console = _slate_console(record=False)
    console.print(render_show(scorer))
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def export_svg(scorer: Scorer) -> str:
    """The slate as an SVG picture that looks like the terminal drawing."""
    from jass_slate.render import render_show

    console = _slate_console(record=True)
    console.print(render_show(scorer))
    names = scorer.teams.names
    return console.export_svg(title=f"jass-slate · {names[0]} against {names[1]}")


EXPORTERS = {"csv": export_csv, "json": export_json, "md": export_markdown, "svg": export_svg}


def export_text(scorer: Scorer, format_name: str) -> str:
    return EXPORTERS[format_name](scorer)
