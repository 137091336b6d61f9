"""A Guggitaler handed over: CSV, JSON and Markdown of one session or of several, and the
players' statistics (no typer, no rich: the Markdown's board comes drawn). Names are data
(csv_cell, md_cell).

One session's CSV has a row per part: `part`, `penalises`, `unit`, then per player `NAME
count`, `NAME score`, `NAME total` (the domino's row: `penalises` is `domino`, no unit,
and the count is the place). Several sessions' CSV has a row per player and part:
`session`, `part`, `penalises`, `unit`, `player`, `seat`, `count`, `score`, `total`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from jass_slate.games.guggitaler.report.words import row_data, row_label, running_totals, show_data
from jass_slate.games.guggitaler.scoring.board import Board, DominoRow, Row
from jass_slate.games.guggitaler.scoring.rules import PENALTIES, rules_table
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_players
from jass_slate.report.several import sessions_page
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Named = Sequence[tuple[str, Board]]
Aliases = Mapping[str, str]
LONG_COLUMNS = ("session", "part", "penalises", "unit", "player", "seat", "count", "score",
                "total")


def _kind(row: Row) -> tuple[str, object, tuple[int, ...]]:
    """What a row penalises, its unit and its counts (the domino: the places)."""
    if isinstance(row, DominoRow):
        return "domino", "", row.places
    return (f"{row.penalty.value} reversed" if row.reversed else row.penalty.value,
            row.unit, row.counts)


def export_csv(board: Board) -> Iterator[str]:
    header: list[object] = ["part", "penalises", "unit"]
    for name in board.players:
        header += [csv_cell(f"{name} {what}") for what in ("count", "score", "total")]
    yield from csv_lines([header])
    for row, totals in zip(board.rows, running_totals(board), strict=True):
        what, unit, counts = _kind(row)
        cells: list[object] = [row.number, what, unit]
        for seat in range(len(board.players)):
            cells += [counts[seat], row.scores[seat], totals[seat]]
        yield from csv_lines([cells])


def full_history(board: Board) -> list[dict[str, Any]]:
    return [{**row_data(board, row), "totals": list(totals)}
            for row, totals in zip(board.rows, running_totals(board), strict=True)]


def export_json(board: Board) -> Iterator[str]:
    """The parts, the rules and the board as `show --json` gives it."""
    return jsonout.lines({"game": "guggitaler", "rules": rules_table(board.rules),
                          "players": list(board.players), "hands": full_history(board),
                          "board": show_data(board)})


def hands_markdown(board: Board, names: Sequence[str]) -> list[str]:
    cells_names = [md_cell(n) for n in names]
    lines = [f"| # | {_('penalises')} | {' | '.join(cells_names)} |",
             f"| ---: | --- |{' ---: |' * len(names)}"]
    for row, totals in zip(board.rows, running_totals(board), strict=True):
        _what, _unit, counts = _kind(row)
        cells = [f"{c}: {s} = {t}" for c, s, t in zip(counts, row.scores, totals, strict=True)]
        lines.append(f"| {row.number} | {row_label(board, row)} | {' | '.join(cells)} |")
    return lines


def export_markdown(board: Board, drawn_board: str) -> Iterator[str]:
    """The session for people to read: the board as `show` draws it in plain text, then
    each part's count: score = running total (in the language in use)."""
    title = _("Guggitaler: {players}").format(
        players=", ".join(md_cell(n) for n in board.players))
    lines = [f"# {title}", "", "```text", drawn_board.rstrip("\n"), "```", "",
             *hands_markdown(board, board.players)]
    yield "".join(line + "\n" for line in lines)


def sessions_csv(sessions: Named, aliases: Aliases) -> Iterator[str]:
    yield from csv_lines([LONG_COLUMNS])
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        for row, totals in zip(board.rows, running_totals(board), strict=True):
            what, unit, counts = _kind(row)
            yield from csv_lines([
                [csv_cell(session), row.number, what, unit, csv_cell(names[seat]), seat + 1,
                 counts[seat], row.scores[seat], totals[seat]]
                for seat in range(len(names))])


def sessions_data(sessions: Named, aliases: Aliases) -> list[dict[str, Any]]:
    out = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        winner = board.winner
        out.append({"session": session, "players": names,
                    "winner": None if winner is None else names[winner],
                    "totals": list(board.totals), "hands": full_history(board),
                    "of": board.of})
    return out


def sessions_json(sessions: Named, aliases: Aliases) -> Iterator[str]:
    return jsonout.lines({"guggitaler": sessions_data(sessions, aliases)})


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    title = ngettext("{count} Guggitaler session", "{count} Guggitaler sessions",
                     len(sessions)).format(count=len(sessions))
    parts = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        parts.append((session, hands_markdown(board, names), names, board.totals))
    yield from sessions_page(title, parts)


MANY = {"csv": sessions_csv, "json": sessions_json, "md": sessions_markdown}


# --- statistics ------------------------------------------------------------------------


@dataclass
class PlayerTally:
    """One player over the sessions counted."""

    name: str
    sessions: int = 0
    won: int = 0  # series won (over, lowest total alone)
    taken: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PENALTIES, 0))
    places: list[int] = field(default_factory=list)  # the domino's finishing places

    def average_place(self) -> float | None:
        return round(sum(self.places) / len(self.places), 1) if self.places else None


def collect(sessions: Named, aliases: Aliases) -> list[PlayerTally]:
    """Every player of the sessions, in the order first met; what each took in the
    penalising hands (the reversed hands are not counted there)."""
    from jass_slate.core.notation import fold

    tallies: dict[str, PlayerTally] = {}
    for _session, board in sessions:
        for seat, name in enumerate(aliased_players(board.players, aliases)):
            tally = tallies.setdefault(fold(name), PlayerTally(name))
            tally.sessions += 1
            tally.won += board.winner == seat
            for row in board.rows:
                if isinstance(row, DominoRow):
                    tally.places.append(row.places[seat])
                elif not row.reversed:
                    tally.taken[row.penalty] += row.counts[seat]
    return list(tallies.values())


def stats_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    """`stats --json`'s Guggitaler part: the sessions and each player's figures."""
    return {"sessions": [name for name, _board in sessions],
            "players": [{"name": t.name, "sessions": t.sessions, "games_won": t.won,
                         "taken": {str(k): v for k, v in t.taken.items()},
                         "average_domino_place": t.average_place()}
                        for t in collect(sessions, aliases)]}
