"""The session's history as CSV, JSON or Markdown (no typer, no rich: the Markdown's slate
comes drawn, from jass_slate.games.schieber.render.exports)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from jass_slate.games.schieber.report.corrections import correction_line
from jass_slate.games.schieber.report.data import CSV_COLUMNS, csv_rows, history_parts, show_data
from jass_slate.games.schieber.scoring.passing import Season
from jass_slate.games.schieber.scoring.results import Game, HandResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.striche import Strich
from jass_slate.language.i18n import _
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

if TYPE_CHECKING:
    from jass_slate.games.schieber.report.evening import GameSpans


def export_csv(scorer: Slate, season: Season | None = None) -> Iterator[str]:
    """A row per hand, from `season` where given (the hands read in one pass)."""
    hands = (hand for hand, _decided in (season or Season(scorer)).hands())
    yield from csv_lines([CSV_COLUMNS])
    yield from csv_lines([csv_cell(cell) for cell in row] for row in csv_rows(hands))


def export_json(scorer: Slate, season: Season | None = None) -> Iterator[str]:
    """The history and the slate: one JSON document, a hand a line, made as it is written."""
    from jass_slate.report import jsonout  # json: not for a CSV or Markdown export

    return jsonout.lines({**history_parts(scorer, season), "slate": show_data(scorer)})


def export_markdown(scorer: Slate, drawn_slate: str, season: Season | None = None
                    ) -> Iterator[str]:
    """The session for people to read: the Z slate as `show` draws it in plain text
    (`drawn_slate`), the hands with who chose, Weis and Stöck (from `season` where given,
    the hands read in one pass), and a line per game with the evening's (in the language
    in use)."""
    from jass_slate.games.schieber.report.evening import GameSpans

    names = (md_cell(scorer.teams.names[0]), md_cell(scorer.teams.names[1]))
    game, won = scorer.game, scorer.games_won
    headers = ["#", _("game"), _("contract"), _("factor"), _("points"), names[0], names[1],
               _("totals"), _("chose"), _("Weis"), _("Stöck")]
    lines = [
        "# " + _("{team1} against {team2}").format(team1=names[0], team2=names[1]),
        "",
        _("Game {number}: **{team1} {score1} – {score2} {team2}**; "
          "games won {won1} – {won2}.").format(
            number=game.number, team1=names[0], score1=game.scores[0], score2=game.scores[1],
            team2=names[1], won1=won[0], won2=won[1]),
        "",
        "```text",
        drawn_slate.rstrip("\n"),
        "```",
        "",
        f"| {' | '.join(headers)} |",
        "| ---: | ---: | --- | ---: | --- | ---: | ---: | --- | --- | --- | --- |",
    ]
    yield "".join(line + "\n" for line in lines)
    season = season or Season(scorer)
    spans = GameSpans()  # what the games' lines need of each hand
    for hand, decided in season.hands():
        spans.take(hand, decided)
        points = "–" if hand.points is None else f"{hand.points[0]}:{hand.points[1]}"
        yield (f"| {hand.number} | {hand.game} | {hand.contract.word} | ×{hand.factor} "
               f"| {points} | {hand.scores[0]} | {hand.scores[1]} "
               f"| {hand.totals[0]} – {hand.totals[1]} | {_chose(hand)} "
               f"| {_weis(hand, names)} "
               f"| {', '.join(names[team] for team in hand.stoeck_teams)} |\n")
    after = []
    if scorer.corrections:  # a correction is no hand: listed after the table
        after.append("")
        after += [f"- {md_cell(correction_line(c, scorer))}" for c in scorer.corrections]
    yield "".join(line + "\n" for line in after + _games(scorer, spans, season.games()))


def _chose(hand: HandResult) -> str:
    """`Beat`, `Beat (pushed)`, `Anna (pushed back)`: who chose the contract."""
    name = md_cell(hand.chooser) if hand.chooser else ""
    if hand.pushed_back:
        return _("{name} (pushed back)").format(name=name).strip()
    if hand.pushed:
        return _("{name} (pushed)").format(name=name).strip()
    return name


def _weis(hand: HandResult, names: tuple[str, str]) -> str:
    """`Anna & Beat 70`: the team that scored Weis and its total, before the factor."""
    return "" if hand.weis is None else f"{names[hand.weis.team]} {hand.weis.total}"


def _games(scorer: Slate, spans: GameSpans, games: Sequence[Game]) -> list[str]:
    """The games' lines and the evening's, under their heading."""
    from jass_slate.games.schieber.report.evening import evening_said, summary_line

    names = (md_cell(scorer.teams.names[0]), md_cell(scorer.teams.names[1]))
    evening = spans.evening(scorer, games, None)
    said = evening_said(scorer, None, evening.earned)
    if said is None:
        return []
    lines = [f"- {summary_line(s, names, _game_striche(evening.earned, s.game.number))}"
             for s in evening.summaries]
    return ["", "## " + _("The games"), "", *lines, "", said]


def _game_striche(earned: list[Strich] | None, game: int) -> list[int] | None:
    from jass_slate.games.schieber.scoring.striche_count import striche_totals

    return None if earned is None else striche_totals(earned, game)
