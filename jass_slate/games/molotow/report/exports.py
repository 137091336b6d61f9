"""A Molotow's history handed over: CSV, JSON and Markdown of one session or of several,
and the players' statistics (no typer, no rich: the Markdown's board comes drawn). Names
are data (csv_cell, md_cell).

One session's CSV has a row per hand: `hand`, `trump`, `doubled`, then per player `NAME
points`, `NAME hand weis`, `NAME table weis`, `NAME stoeck`, `NAME score`, `NAME total`
(Weis as said, positive: their sum; stoeck 1 or 0). Several sessions' CSV has a row per
player and hand: `session`, `hand`, `trump`, `player`, `seat`, `points`, `hand weis`,
`table weis`, `stoeck`, `score`, `total`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.games.molotow.report.words import (
    full_history,
    history_cells,
    running_totals,
    show_data,
)
from jass_slate.games.molotow.scoring.board import Board
from jass_slate.games.molotow.scoring.rules import rules_table
from jass_slate.games.molotow.scoring.score import HandRow
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_players
from jass_slate.report.several import sessions_page
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Named = Sequence[tuple[str, Board]]
Aliases = Mapping[str, str]
FIGURES = ("points", "hand weis", "table weis", "stoeck", "score", "total")
LONG_COLUMNS = ("session", "hand", "trump", "player", "seat", *FIGURES)


def _figures(row: HandRow, seat: int, total: int) -> list[object]:
    return [row.points[seat], sum(row.hand_weis[seat]), sum(row.table_weis[seat]),
            int(row.stoeck == seat), row.scores[seat], total]


def export_csv(board: Board) -> Iterator[str]:
    header: list[object] = ["hand", "trump", "doubled"]
    for name in board.players:
        header += [csv_cell(f"{name} {what}") for what in FIGURES]
    yield from csv_lines([header])
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        cells: list[object] = [row.number, row.trump.value, int(row.doubled)]
        for seat in range(len(board.players)):
            cells += _figures(row, seat, totals[seat])
        yield from csv_lines([cells])


def export_json(board: Board) -> Iterator[str]:
    """The history, the rules and the board as `show --json` gives it."""
    return jsonout.lines({"game": "molotow", "rules": rules_table(board.rules),
                          "players": list(board.players), "hands": full_history(board),
                          "board": show_data(board)})


def hands_markdown(board: Board) -> list[str]:
    names = [md_cell(n) for n in board.players]
    lines = [f"| # | {_('trump')} | {' | '.join(names)} |",
             f"| ---: | --- |{' ---: |' * len(names)}"]
    for row, cells in zip(board.hands, history_cells(board), strict=True):
        double = " x2" if row.doubled else ""
        lines.append(f"| {row.number} | {row.trump.word}{double} | {' | '.join(cells)} |")
    return lines


def export_markdown(board: Board, drawn_board: str) -> Iterator[str]:
    """The session for people to read: the board as `show` draws it in plain text, then
    each hand's points and Weis: score = running total (in the language in use)."""
    title = _("Molotow: {players}").format(
        players=", ".join(md_cell(n) for n in board.players))
    lines = [f"# {title}", "", "```text", drawn_board.rstrip("\n"), "```", "",
             *hands_markdown(board)]
    yield "".join(line + "\n" for line in lines)


def sessions_csv(sessions: Named, aliases: Aliases) -> Iterator[str]:
    yield from csv_lines([LONG_COLUMNS])
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        for row, totals in zip(board.hands, running_totals(board), strict=True):
            yield from csv_lines([
                [csv_cell(session), row.number, row.trump.value, csv_cell(names[seat]),
                 seat + 1, *_figures(row, seat, totals[seat])]
                for seat in range(len(names))])


def sessions_data(sessions: Named, aliases: Aliases) -> list[dict[str, Any]]:
    out = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        winner = board.winner
        out.append({"session": session, "players": names,
                    "winner": None if winner is None else names[winner],
                    "totals": list(board.totals), "hands": full_history(board),
                    "of": board.rules.hands})
    return out


def sessions_json(sessions: Named, aliases: Aliases) -> Iterator[str]:
    return jsonout.lines({"molotow": sessions_data(sessions, aliases)})


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    title = ngettext("{count} Molotow session", "{count} Molotow sessions",
                     len(sessions)).format(count=len(sessions))
    parts = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        parts.append((session, hands_markdown(board), names, board.totals))
    yield from sessions_page(title, parts)


MANY = {"csv": sessions_csv, "json": sessions_json, "md": sessions_markdown}


# --- statistics ------------------------------------------------------------------------


@dataclass
class PlayerTally:
    """One player over the sessions counted (simonste/jasstafel's statistics: trick
    points, hand Weis and table Weis per player)."""

    name: str
    sessions: int = 0
    hands: int = 0
    points: int = 0  # trick points added up
    hand_weis: int = 0  # how many Weis from the hand
    hand_weis_points: int = 0
    table_weis: int = 0  # how many Weis taken on the table
    table_weis_points: int = 0
    stoeck: int = 0
    matches: int = 0  # hands with all 157 points
    won: int = 0  # games won alone

    def average(self, total: int) -> float | None:
        return round(total / self.hands, 1) if self.hands else None


def _count(tally: PlayerTally, row: HandRow, seat: int) -> None:
    tally.hands += 1
    tally.points += row.points[seat]
    tally.hand_weis += len(row.hand_weis[seat])
    tally.hand_weis_points += sum(row.hand_weis[seat])
    tally.table_weis += len(row.table_weis[seat])
    tally.table_weis_points += sum(row.table_weis[seat])
    tally.stoeck += row.stoeck == seat
    tally.matches += row.points[seat] == sum(row.points)


def collect(sessions: Named, aliases: Aliases) -> list[PlayerTally]:
    """Every player of the sessions, in the order first met."""
    from jass_slate.core.notation import fold

    tallies: dict[str, PlayerTally] = {}
    for _session, board in sessions:
        for seat, name in enumerate(aliased_players(board.players, aliases)):
            tally = tallies.setdefault(fold(name), PlayerTally(name))
            tally.sessions += 1
            tally.won += board.winner == seat
            for row in board.hands:
                _count(tally, row, seat)
    return list(tallies.values())


def stats_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    """`stats --json`'s Molotow part: the sessions and each player's figures."""
    return {"sessions": [name for name, _board in sessions],
            "hands": sum(len(board.hands) for _name, board in sessions),
            "players": [{"name": t.name, "sessions": t.sessions, "hands": t.hands,
                         "games_won": t.won, "average_points": t.average(t.points),
                         "hand_weis": t.hand_weis, "hand_weis_points": t.hand_weis_points,
                         "table_weis": t.table_weis,
                         "table_weis_points": t.table_weis_points, "stoeck": t.stoeck,
                         "matches": t.matches}
                        for t in collect(sessions, aliases)]}
