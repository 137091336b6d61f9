"""A Differenzler's history handed over: CSV, JSON and Markdown of one session or of
several, and the players' statistics (no typer, no rich: the Markdown's board comes
drawn). Only played hands are written, so a hidden call stays hidden; names are data
(csv_cell, md_cell).

One session's CSV has a row per hand: `hand`, `trump`, then per player `NAME call`,
`NAME points`, `NAME score`, `NAME total`. Several sessions' CSV has a row per player
and hand (sessions differ in players): `session`, `hand`, `trump`, `player`, `seat`,
`call`, `points`, `difference`, `credit`, `score`, `total`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Any

from jass_slate.games.differenzler.report.words import board_data, full_history, running_totals
from jass_slate.games.differenzler.scoring.board import Board
from jass_slate.games.differenzler.scoring.rules import rules_table
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_players
from jass_slate.report.several import sessions_page
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Named = Sequence[tuple[str, Board]]
Aliases = Mapping[str, str]
LONG_COLUMNS = ("session", "hand", "trump", "player", "seat", "call", "points", "difference",
                "credit", "score", "total")


def export_csv(board: Board) -> Iterator[str]:
    header: list[object] = ["hand", "trump"]
    for name in board.players:
        header += [csv_cell(f"{name} {what}") for what in ("call", "points", "score", "total")]
    yield from csv_lines([header])
    seats = range(len(board.players))
    yield from csv_lines(
        [row.number, row.trump.value, *chain.from_iterable(
            (row.calls[seat], row.points[seat], row.scores[seat], totals[seat])
            for seat in seats)]
        for row, totals in zip(board.hands, running_totals(board), strict=True))


def export_json(board: Board) -> Iterator[str]:
    """The history, the rules and the board as `show --json` gives it."""
    return jsonout.lines({"game": "differenzler", "rules": rules_table(board.rules),
                          "players": list(board.players), "hands": full_history(board),
                          "board": board_data(board)})


def hands_markdown(board: Board) -> list[str]:
    names = [md_cell(n) for n in board.players]
    lines = [f"| # | {_('trump')} | {' | '.join(names)} |",
             f"| ---: | --- |{' ---: |' * len(names)}"]
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        cells = [f"{c}/{p}: {s} = {t}" for c, p, s, t in
                 zip(row.calls, row.points, row.scores, totals, strict=True)]
        lines.append(f"| {row.number} | {row.trump.word} | {' | '.join(cells)} |")
    return lines


def export_markdown(board: Board, drawn_board: str) -> Iterator[str]:
    """The session for people to read: the board as `show` draws it in plain text, then
    each hand's call/points: score = running total (in the language in use)."""
    title = _("Differenzler: {players}").format(
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
                 seat + 1, row.calls[seat], row.points[seat], row.differences[seat],
                 row.credits[seat], row.scores[seat], totals[seat]]
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
    return jsonout.lines({"differenzler": sessions_data(sessions, aliases)})


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    title = ngettext("{count} Differenzler session", "{count} Differenzler sessions",
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
    hands: int = 0
    called: int = 0  # the calls added up
    taken: int = 0  # the points added up
    differences: int = 0
    hits: int = 0  # exact hits (difference 0)
    zero_calls: int = 0
    won: int = 0  # games won (decided, lowest total alone)

    def average(self, total: int) -> float | None:
        return round(total / self.hands, 1) if self.hands else None


def collect(sessions: Named, aliases: Aliases) -> list[PlayerTally]:
    """Every player of the sessions, in the order first met."""
    from jass_slate.core.notation import fold

    tallies: dict[str, PlayerTally] = {}
    for _session, board in sessions:
        names = aliased_players(board.players, aliases)
        hands = list(board.hands)
        empty = [()] * len(names)  # no hand: a column of nothing for each seat
        calls = list(zip(*(row.calls for row in hands), strict=True)) or empty
        points = list(zip(*(row.points for row in hands), strict=True)) or empty
        differences = list(zip(*(row.differences for row in hands), strict=True)) or empty
        for seat, name in enumerate(names):
            tally = tallies.setdefault(fold(name), PlayerTally(name))
            tally.sessions += 1
            tally.won += board.winner == seat
            tally.hands += len(hands)
            tally.called += sum(calls[seat])
            tally.taken += sum(points[seat])
            tally.differences += sum(differences[seat])
            tally.hits += differences[seat].count(0)
            tally.zero_calls += calls[seat].count(0)
    return list(tallies.values())


def stats_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    """`stats --json`'s Differenzler part: the sessions and each player's figures."""
    return {"sessions": [name for name, _board in sessions],
            "hands": sum(len(board.hands) for _name, board in sessions),
            "players": [{"name": t.name, "sessions": t.sessions, "hands": t.hands,
                         "games_won": t.won, "average_call": t.average(t.called),
                         "average_points": t.average(t.taken), "exact_hits": t.hits,
                         "zero_calls": t.zero_calls,
                         "average_difference": t.average(t.differences)}
                        for t in collect(sessions, aliases)]}
