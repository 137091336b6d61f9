"""okr's Büter handed over: CSV, JSON and Markdown of one session, and its part of
several sessions' (no typer, no rich). Names are data (csv_cell, md_cell).

One session's CSV has a row per hand: `hand`, `maker`, `factor`, `points` (the Büter's
card points, empty for a Match), `match`, `stoeck`, then for the Büter and the pair
`NAME weis`, `NAME score`, `NAME total`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from jass_slate.games.bidding.report.bueter_words import (
    history_data,
    pair_seats,
    running_totals,
    show_data,
    side_names,
)
from jass_slate.games.bidding.scoring.presets import rules_table
from jass_slate.games.bidding.scoring.race import Race, scores
from jass_slate.language.i18n import _
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_player
from jass_slate.report.visible import csv_cell, csv_lines, md_cell


def export_csv(race: Race) -> Iterator[str]:
    names = side_names(race)
    header: list[object] = ["hand", "maker", "factor", "points", "match", "stoeck"]
    for name in names:
        header += [csv_cell(f"{name} weis"), csv_cell(f"{name} score"),
                   csv_cell(f"{name} total")]
    yield from csv_lines([header])
    for number, (hand, totals) in enumerate(zip(race.hands, running_totals(race),
                                                strict=True), 1):
        cells: list[object] = [
            number, csv_cell(race.players[hand.maker]), hand.factor,
            "" if hand.match is not None else hand.points,
            "" if hand.match is None else csv_cell(names[hand.match]),
            "" if hand.stoeck is None else csv_cell(names[hand.stoeck])]
        for weis, score, total in zip(hand.weis, scores(hand), totals, strict=True):
            cells += [sum(weis), score, total]
        yield from csv_lines([cells])


def export_json(race: Race) -> Iterator[str]:
    """The rules, the players, the bid and the hands, and the board as `show --json`."""
    return jsonout.lines({"game": "bidding", "rules": rules_table(race.rules),
                          "sides": list(race.players), **history_data(race),
                          "board": show_data(race)})


def hands_markdown(race: Race, names: tuple[str, str]) -> list[str]:
    if race.bid is None:
        return [_("No bid yet.")]
    cells = [md_cell(n) for n in names]
    lines = [f"| # | {_('trump')} | {cells[0]} | {cells[1]} |", "| ---: | --- | ---: | ---: |"]
    for number, (hand, totals) in enumerate(zip(race.hands, running_totals(race),
                                                strict=True), 1):
        written = scores(hand)
        match = "" if hand.match is None else " " + _("Match")
        lines.append(f"| {number} | {md_cell(race.players[hand.maker])} ×{hand.factor}"
                     f"{match} | {written[0]} = {totals[0]} | {written[1]} = {totals[1]} |")
    return lines


def export_markdown(race: Race, drawn_board: str) -> Iterator[str]:
    """The session for people to read: the board drawn in plain text, then the hands."""
    title = _("Büter: {players}").format(players=", ".join(md_cell(n) for n in race.players))
    lines = [f"# {title}", "", "```text", drawn_board.rstrip("\n"), "```", "",
             *hands_markdown(race, side_names(race))]
    yield "".join(line + "\n" for line in lines)


def aliased_sides(race: Race, aliases: Mapping[str, str]) -> tuple[str, str]:
    """The sides' names with the aliases of several files applied."""
    if race.bid is None:
        return "", ""
    named = [aliased_player(player, aliases) for player in race.players]
    return named[race.bid.seat], " & ".join(named[s] for s in pair_seats(race))


def session_data(session: str, race: Race, aliases: Mapping[str, str]) -> dict[str, Any]:
    """One Büter among several sessions' JSON."""
    names = aliased_sides(race, aliases)
    return {"session": session, "sides": list(names) if race.bid else [],
            "preset": "bueter", "winner": None if race.winner is None else names[race.winner],
            "totals": list(race.totals), **history_data(race)}


def session_part(session: str, race: Race, aliases: Mapping[str, str]
                 ) -> tuple[str, list[str], Sequence[str], Sequence[int]]:
    """One Büter's part of several sessions' Markdown page (report/several.py:
    sessions_page): its name, its table of hands, its sides' names and totals."""
    names = aliased_sides(race, aliases)
    return session, hands_markdown(race, names), names, race.totals
