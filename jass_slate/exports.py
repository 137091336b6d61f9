"""The session's history as CSV, JSON or Markdown text (no typer, no rich)."""

from __future__ import annotations

import csv
import io
import json

from jass_slate.scoring import Scorer
from jass_slate.views import CSV_COLUMNS, csv_rows, history_data, show_data


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


EXPORTERS = {"csv": export_csv, "json": export_json, "md": export_markdown}


def export_text(scorer: Scorer, format_name: str) -> str:
    return EXPORTERS[format_name](scorer)
