"""A free board's hands handed over: CSV, JSON and Markdown of one session or of several,
and the players' statistics (no typer, no rich: the Markdown's board comes drawn). Names
are data (csv_cell, md_cell).

One session's CSV has a row per hand: `hand`, then one column per player with what the
hand wrote for him (empty: did not play). Several sessions' CSV has a row per player and
hand (sessions differ in players): `session`, `hand`, `player`, `seat`, `points`,
`score`, `total`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.games.board.report.words import (
    cell,
    contract_hand,
    export_data,
    running_totals,
)
from jass_slate.games.board.scoring.board import Board
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_players
from jass_slate.report.several import sessions_page
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Named = Sequence[tuple[str, Board]]
Aliases = Mapping[str, str]
LONG_COLUMNS = ("session", "hand", "player", "seat", "points", "score", "total")


def export_csv(board: Board) -> Iterator[str]:
    yield from csv_lines([["hand", *(csv_cell(name) for name in board.players)]])
    for row in board.hands:
        yield from csv_lines([[row.number, *("" if v is None else v for v in row.entries)]])


def export_json(board: Board) -> Iterator[str]:
    """The hands, the rules and the board as `show --json` gives it."""
    return jsonout.lines(export_data(board))


def hands_markdown(board: Board) -> list[str]:
    names = [md_cell(n) for n in board.players]
    lines = [f"| # | {' | '.join(names)} |", f"| ---: |{' ---: |' * len(names)}"]
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        cells = [f"{cell(v, s)} = {t}" for v, s, t in
                 zip(row.entries, row.scores, totals, strict=True)]
        lines.append(f"| {row.number} | {' | '.join(cells)} |")
    return lines


def export_markdown(board: Board, drawn_board: str) -> Iterator[str]:
    """The session for people to read: the board as `show` draws it in plain text, then
    each hand's entries = running totals (in the language in use)."""
    title = _("Board: {players}").format(players=", ".join(md_cell(n) for n in board.players))
    lines = [f"# {title}", "", "```text", drawn_board.rstrip("\n"), "```", "",
             *hands_markdown(board)]
    yield "".join(line + "\n" for line in lines)


def sessions_csv(sessions: Named, aliases: Aliases) -> Iterator[str]:
    yield from csv_lines([LONG_COLUMNS])
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        for row, totals in zip(board.hands, running_totals(board), strict=True):
            yield from csv_lines([
                [csv_cell(session), row.number, csv_cell(names[seat]), seat + 1,
                 "" if row.entries[seat] is None else row.entries[seat], row.scores[seat],
                 totals[seat]] for seat in range(len(names))])


def sessions_data(sessions: Named, aliases: Aliases) -> list[dict[str, Any]]:
    out = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        out.append({"session": session, "players": names,
                    "winners": [names[s] for s in board.winners],
                    "totals": list(board.totals), "of": board.rules.hands,
                    "hands": [contract_hand(row, totals) for row, totals in
                              zip(board.hands, running_totals(board), strict=True)]})
    return out


def sessions_json(sessions: Named, aliases: Aliases) -> Iterator[str]:
    return jsonout.lines({"board": sessions_data(sessions, aliases)})


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    title = ngettext("{count} board session", "{count} board sessions",
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
    """One player over the sessions counted."""

    name: str
    sessions: int = 0
    hands: int = 0  # hands he played (not `x`)
    points: int = 0  # what they counted, added up
    best: int | None = None  # his best hand (the highest, or the lowest where it wins)
    worst: int | None = None
    won: int = 0  # games won, a shared win counted

    def note(self, score: int, lowest_wins: bool) -> None:
        self.hands += 1
        self.points += score
        sign = -1 if lowest_wins else 1  # the better hand is the higher one times sign
        if self.best is None or sign * score > sign * self.best:
            self.best = score
        if self.worst is None or sign * score < sign * self.worst:
            self.worst = score


def collect(sessions: Named, aliases: Aliases) -> list[PlayerTally]:
    """Every player of the sessions, in the order first met."""
    from jass_slate.core.notation import fold

    tallies: dict[str, PlayerTally] = {}
    for _session, board in sessions:
        for seat, name in enumerate(aliased_players(board.players, aliases)):
            tally = tallies.setdefault(fold(name), PlayerTally(name))
            tally.sessions += 1
            tally.won += seat in board.winners
            for row in board.hands:
                if row.entries[seat] is not None:
                    tally.note(row.scores[seat], board.rules.lowest_wins)
    return list(tallies.values())


def stats_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    """`stats --json`'s board part: the sessions and each player's figures."""
    return {"sessions": [name for name, _board in sessions],
            "hands": sum(len(board.hands) for _name, board in sessions),
            "players": [{"name": t.name, "sessions": t.sessions, "hands": t.hands,
                         "games_won": t.won,
                         "average": round(t.points / t.hands, 1) if t.hands else None,
                         "best_hand": t.best, "worst_hand": t.worst}
                        for t in collect(sessions, aliases)]}
