"""A Mittlere's history handed over: CSV, JSON and Markdown of one session or of several,
and the players' statistics (no typer, no rich: the Markdown's board comes drawn). Names
are data (csv_cell, md_cell).

One session's CSV has a row per recorded hand: `hand`, `rule`, then per player `NAME
points`, `NAME striche`, `NAME nuller`, `NAME total` (a void hand's points are empty).
Several sessions' CSV has a row per player and hand: `session`, `hand`, `rule`, `player`,
`seat`, `points`, `striche`, `nuller`, `total`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.games.mittlere.report.words import (
    hand_data,
    marks_text,
    points_text,
    running_totals,
    show_data,
    signed,
)
from jass_slate.games.mittlere.scoring.board import Board
from jass_slate.games.mittlere.scoring.marks import HandRow, Rule
from jass_slate.games.mittlere.scoring.rules import HUNDRED, rules_table
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_players
from jass_slate.report.several import sessions_page
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Named = Sequence[tuple[str, Board]]
Aliases = Mapping[str, str]
LONG_COLUMNS = ("session", "hand", "rule", "player", "seat", "points", "striche", "nuller",
                "total")


def _points(row: HandRow, seat: int) -> object:
    return "" if row.points is None else row.points[seat]


def export_csv(board: Board) -> Iterator[str]:
    header: list[object] = ["hand", "rule"]
    for name in board.players:
        header += [csv_cell(f"{name} {what}") for what in ("points", "striche", "nuller",
                                                          "total")]
    yield from csv_lines([header])
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        cells: list[object] = [row.number, row.rule.value]
        for seat in range(3):
            cells += [_points(row, seat), row.striche[seat], row.nuller[seat], totals[seat]]
        yield from csv_lines([cells])


def export_json(board: Board) -> Iterator[str]:
    """The history, the rules and the board as `show --json` gives it."""
    return jsonout.lines({"game": "mittlere", "rules": rules_table(board.rules),
                          "players": list(board.players),
                          "hands": [hand_data(board, row) for row in board.hands],
                          "board": show_data(board)})


def cell(row: HandRow, seat: int, total: int) -> str:
    """`70 I = +1`: a player's points, marks and running total in a hand."""
    if row.points is None:
        return "–"
    return f"{points_text(row, seat)} {marks_text(row.striche[seat], row.nuller[seat])} = " \
        f"{signed(total)}"


def hands_markdown(board: Board, names: Sequence[str]) -> list[str]:
    cells = [md_cell(n) for n in names]
    lines = [f"| # | {' | '.join(cells)} |", f"| ---: |{' ---: |' * len(cells)}"]
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        said = [cell(row, seat, totals[seat]) for seat in range(3)]
        lines.append(f"| {row.number} | {' | '.join(said)} |")
    return lines


def export_markdown(board: Board, drawn_board: str) -> Iterator[str]:
    """The session for people to read: the board as `show` draws it in plain text, then
    each hand's points, marks and running total (in the language in use)."""
    title = _("Mittlere: {players}").format(players=", ".join(md_cell(n) for n in board.players))
    lines = [f"# {title}", "", "```text", drawn_board.rstrip("\n"), "```", "",
             *hands_markdown(board, board.players)]
    yield "".join(line + "\n" for line in lines)


def sessions_csv(sessions: Named, aliases: Aliases) -> Iterator[str]:
    yield from csv_lines([LONG_COLUMNS])
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        for row, totals in zip(board.hands, running_totals(board), strict=True):
            yield from csv_lines([
                [csv_cell(session), row.number, row.rule.value, csv_cell(names[seat]),
                 seat + 1, _points(row, seat), row.striche[seat], row.nuller[seat],
                 totals[seat]] for seat in range(3)])


def sessions_data(sessions: Named, aliases: Aliases) -> list[dict[str, Any]]:
    out = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        winner = board.winner
        out.append({"session": session, "players": names,
                    "winner": None if winner is None else names[winner],
                    "totals": list(board.totals),
                    "hands": [hand_data(board, row) for row in board.hands],
                    "of": board.rules.hands})
    return out


def sessions_json(sessions: Named, aliases: Aliases) -> Iterator[str]:
    return jsonout.lines({"mittlere": sessions_data(sessions, aliases)})


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    title = ngettext("{count} Mittlere session", "{count} Mittlere sessions",
                     len(sessions)).format(count=len(sessions))
    parts = []
    for session, board in sessions:
        names = aliased_players(board.players, aliases)
        parts.append((session, hands_markdown(board, names), names,
                      [signed(t) for t in board.totals]))
    yield from sessions_page(title, parts)


MANY = {"csv": sessions_csv, "json": sessions_json, "md": sessions_markdown}


# --- statistics ------------------------------------------------------------------------


@dataclass
class PlayerTally:
    """One player over the sessions counted."""

    name: str
    sessions: int = 0
    hands: int = 0  # counted hands
    striche: int = 0
    nuller: int = 0
    middle: int = 0  # hands in which he was the middle player (two Nuller, normal)
    hundred: int = 0  # hands with 100 points or more
    no_trick: int = 0
    matches: int = 0
    won: int = 0  # games won alone


def _count(tally: PlayerTally, row: HandRow, seat: int) -> None:
    assert row.points is not None
    tally.hands += 1
    tally.striche += row.striche[seat]
    tally.nuller += row.nuller[seat]
    tally.middle += row.rule is Rule.NORMAL and row.nuller[seat] == 2
    tally.hundred += row.points[seat] >= HUNDRED
    tally.no_trick += row.took_no_trick(seat)
    tally.matches += row.rule is Rule.MATCH and row.striche[seat] == 2


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
                if row.counted:
                    _count(tally, row, seat)
    return list(tallies.values())


def stats_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    """`stats --json`'s Mittlere part: the sessions and each player's figures."""
    return {"sessions": [name for name, _board in sessions],
            "hands": sum(board.counted for _name, board in sessions),
            "players": [{"name": t.name, "sessions": t.sessions, "hands": t.hands,
                         "games_won": t.won, "striche": t.striche, "nuller": t.nuller,
                         "total": t.striche - t.nuller, "middle": t.middle,
                         "hundred": t.hundred, "no_trick": t.no_trick,
                         "matches": t.matches}
                        for t in collect(sessions, aliases)]}
