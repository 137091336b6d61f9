"""A two-player game's history handed over: CSV, JSON and Markdown of one session or of
several, and the players' statistics (no typer, no rich). Names are data.

One session's CSV has a row per hand: `hand`, `trump`, `taker`, `made`, then per player
`NAME points`, `NAME sum`, `NAME score`, `NAME total`."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.games.twoplayer.report.words import history_data, running_totals, show_data
from jass_slate.games.twoplayer.scoring.board import Board
from jass_slate.games.twoplayer.scoring.rules import rules_table
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_players
from jass_slate.report.several import sessions_page
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Named = Sequence[tuple[str, Board]]
Aliases = Mapping[str, str]
LONG_COLUMNS = ("session", "hand", "trump", "taker", "made", "player", "points", "sum",
                "score", "total")


def export_csv(board: Board) -> Iterator[str]:
    header: list[object] = ["hand", "trump", "taker", "made"]
    for name in board.players:
        header += [csv_cell(f"{name} {what}") for what in ("points", "sum", "score", "total")]
    yield from csv_lines([header])
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        cells: list[object] = [row.number, row.trump.value,
                               "" if row.taker is None else csv_cell(board.players[row.taker]),
                               "" if row.made is None else row.made]
        for seat in range(2):
            cells += [row.cards[seat], row.sums[seat], row.scores[seat], totals[seat]]
        yield from csv_lines([cells])


def export_json(board: Board) -> Iterator[str]:
    return jsonout.lines({"game": "twoplayer", "rules": rules_table(board.rules),
                          "players": list(board.players), **history_data(board),
                          "board": show_data(board)})


def hands_markdown(board: Board) -> list[str]:
    names = [md_cell(n) for n in board.players]
    lines = [f"| # | {_('trump')} | {' | '.join(names)} |", "| ---: | --- | ---: | ---: |"]
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        cells = [f"{s}/{w} = {t}" for s, w, t in
                 zip(row.sums, row.scores, totals, strict=True)]
        lines.append(f"| {row.number} | {row.trump.word} | {' | '.join(cells)} |")
    return lines


def export_markdown(board: Board, drawn_board: str) -> Iterator[str]:
    title = _("Two players: {players}").format(
        players=", ".join(md_cell(n) for n in board.players))
    lines = [f"# {title}", "", "```text", drawn_board.rstrip("\n"), "```", "",
             *hands_markdown(board)]
    yield "".join(line + "\n" for line in lines)


def sessions_csv(sessions: Named, aliases: Aliases) -> Iterator[str]:
    yield from csv_lines([LONG_COLUMNS])
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        for row, totals in zip(board.hands, running_totals(board), strict=True):
            taker = "" if row.taker is None else csv_cell(names[row.taker])
            yield from csv_lines([
                [csv_cell(session), row.number, row.trump.value, taker,
                 "" if row.made is None else row.made, csv_cell(names[s]), row.cards[s],
                 row.sums[s], row.scores[s], totals[s]] for s in range(2)])


def sessions_data(sessions: Named, aliases: Aliases) -> list[dict[str, Any]]:
    out = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        winner = board.winner
        out.append({"session": session, "players": names, "preset": board.rules.preset,
                    "winner": None if winner is None else names[winner],
                    "totals": list(board.totals), **history_data(board)})
    return out


def sessions_json(sessions: Named, aliases: Aliases) -> Iterator[str]:
    return jsonout.lines({"twoplayer": sessions_data(sessions, aliases)})


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    title = ngettext("{count} two-player session", "{count} two-player sessions",
                     len(sessions)).format(count=len(sessions))
    parts = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        parts.append((session, hands_markdown(board), names, board.totals))
    yield from sessions_page(title, parts)


MANY = {"csv": sessions_csv, "json": sessions_json, "md": sessions_markdown}


@dataclass
class PlayerTally:
    name: str
    sessions: int = 0
    hands: int = 0
    taken: int = 0  # hands he took on
    made: int = 0
    matches: int = 0
    points: int = 0  # his sums added up
    won: int = 0

    def average(self) -> float | None:
        return round(self.points / self.hands, 1) if self.hands else None


def collect(sessions: Named, aliases: Aliases) -> list[PlayerTally]:
    from jass_slate.core.notation import fold

    tallies: dict[str, PlayerTally] = {}
    for _session, board in sessions:
        for seat, name in enumerate(aliased_players(board.players, aliases)):
            tally = tallies.setdefault(fold(name), PlayerTally(name))
            tally.sessions += 1
            tally.won += board.winner == seat
            for row in board.hands:
                tally.hands += 1
                tally.points += row.sums[seat]
                tally.matches += row.match == seat
                if row.taker == seat:
                    tally.taken += 1
                    tally.made += bool(row.made)
    return list(tallies.values())


def stats_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    return {"sessions": [name for name, _board in sessions],
            "hands": sum(len(board.hands) for _name, board in sessions),
            "players": [{"name": t.name, "sessions": t.sessions, "hands": t.hands,
                         "games_won": t.won, "taken": t.taken, "made": t.made,
                         "failed": t.taken - t.made, "matches": t.matches,
                         "average_sum": t.average()} for t in collect(sessions, aliases)]}
