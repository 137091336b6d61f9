"""Coiffeur sessions exported (CSV, JSON, Markdown) and counted (`stats`), alone or
among other games' sessions (no typer, no rich: the Markdown's slate comes drawn).

CSV of one Coiffeur: a row per cell in the order written, `COLUMNS`. Several files with a
Coiffeur among them: the Coiffeur joins the one table of several sessions
(shell/several.py): a cell fills its columns as a hand would (contract = the row's name,
chooser = the declaring player, pointsN and teamN for the declaring team), `kind` says
which game a row is of, and `MIXED_EXTRA` follow.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from jass_slate.core.notation import fold
from jass_slate.games.coiffeur.report.words import history_data, show_data, winner_name
from jass_slate.games.coiffeur.scoring.board import Board, Outcome, Played, cell_points
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Aliases = Mapping[str, str]

Entries = Sequence[tuple[str, Played]]  # the cells that stand, with when each was written
Coiffeur = tuple[str, Board, Entries]  # a Coiffeur session: its name, board and cells
COLUMNS = ("number", "at", "row", "row_name", "kind", "factor", "team", "player", "outcome",
           "points", "value", "fixed", "total1", "total2", "total3")
MIXED_EXTRA = ("row", "outcome", "team3_name", "team3", "total3")


def _outcome(cell: dict[str, Any]) -> str:
    return next((key for key in ("match", "kontermatch", "scratched") if cell[key]), "points")


def columns_of(board: Board) -> int:
    """The slate's columns as the CSV writes them: three at least (the third empty with two
    teams), one per player where each plays alone."""
    return max(3, len(board.setup.teams))


def coiffeur_csv(board: Board, entries: Entries) -> Iterator[str]:
    width = columns_of(board)
    yield from csv_lines([(*COLUMNS, *(f"total{n}" for n in range(4, width + 1)))])
    for row in history_data(board, entries):
        cell = row["cell"]
        totals = [*row["totals"], ""][:width]
        yield from csv_lines([[csv_cell(value) for value in (
            row["number"], row["at"], row["row"], row["name"],
            board.setup.rows[row["row"] - 1].kind.value, row["factor"], row["team"],
            row["player"] or "", _outcome(cell), cell["points"], cell["value"],
            int(row["fix"]), *totals)]])


def coiffeur_json(board: Board, entries: Entries) -> Iterator[str]:
    return jsonout.lines({"game": "coiffeur", "hands": history_data(board, entries),
                          "slate": show_data(board)})


def coiffeur_markdown(board: Board, entries: Entries, drawn: str) -> Iterator[str]:
    """For people to read: the slate as `show` draws it (`drawn`), then the cells."""
    names = " – ".join(md_cell(team.name) for team in board.setup.teams)
    title = _("Coiffeur: {names}").format(names=names)
    yield f"# {title}\n\n```text\n{drawn.rstrip()}\n```\n\n"
    heads = ["#", _("row"), _("factor"), _("team"), _("cell"), _("added"), _("totals")]
    yield f"| {' | '.join(heads)} |\n| ---: | --- | ---: | --- | --- | ---: | --- |\n"
    for row in history_data(board, entries):
        cell = row["cell"]
        label = board.setup.rows[row["row"] - 1].label  # for people: in their language
        yield (f"| {row['number']} | {md_cell(label)} | ×{row['factor']} | "
               f"{md_cell(row['team'])} | {_outcome(cell)} {cell['points']} | {cell['value']} "
               f"| {' : '.join(str(t) for t in row['totals'])} |\n")


# --- several files, some of them Coiffeurs ---------------------------------------------


def mixed_extra(widest: int) -> list[str]:
    """The Coiffeur's own columns of the table of several sessions: a name, the cell's
    value and the total of each column after the second, `widest` columns in all."""
    return [*MIXED_EXTRA, *(f"{what}{n}" if what != "team_name" else f"team{n}_name"
                            for n in range(4, widest + 1)
                            for what in ("team_name", "team", "total"))]


def mixed_rows(name: str, board: Board, entries: Entries, aliases: Aliases, widest: int = 3
               ) -> Iterator[list[object]]:
    """The cells of one Coiffeur as rows of the table of several sessions: its columns as a
    hand fills them, then the Coiffeur's own (`mixed_extra(widest)`; the column saying
    which game a row is of comes between them, from the table)."""
    from jass_slate.report.aliases import aliased_player, aliased_team

    teams = [aliased_team(team.name, aliases) for team in board.setup.teams]
    teams += [""] * (widest - len(teams))
    for row, (_at, event) in zip(history_data(board, entries), entries, strict=True):
        cell = row["cell"]
        points: list[object] = [""] * widest
        points[event.team] = cell["points"]
        added: list[object] = [""] * widest
        added[event.team] = cell["value"]
        totals = [*row["totals"], *[""] * widest][:widest]
        more = [value for n in range(3, widest) for value in (teams[n], added[n], totals[n])]
        player = aliased_player(row["player"], aliases) if row["player"] else ""
        yield [csv_cell(value) for value in (
            name, teams[0], teams[1], 1, row["number"], row["at"], row["name"], row["factor"],
            "", player, points[0], points[1],
            event.team + 1 if cell["match"] else "", "", "", "", added[0], added[1],
            totals[0], totals[1], int(row["fix"]), row["row"], _outcome(cell),
            teams[2], added[2], totals[2], *more)]


def mixed_data(coiffeurs: Sequence[Coiffeur]) -> dict[str, Any]:
    """The Coiffeurs' key of one JSON document of several sessions."""
    return {"coiffeur": [
        {"session": name, "hands": history_data(board, entries), "slate": show_data(board)}
        for name, board, entries in coiffeurs]}


def mixed_markdown(coiffeurs: Sequence[tuple[Coiffeur, str]]) -> Iterator[str]:
    """The Coiffeurs' part of one Markdown page of several sessions, each with its slate
    as `show` draws it."""
    title = ngettext("{count} Coiffeur", "{count} Coiffeurs", len(coiffeurs))
    yield f"# {title.format(count=len(coiffeurs))}\n\n"
    for (name, board, entries), drawn in coiffeurs:
        yield f"## {md_cell(name)}\n\n"
        yield from coiffeur_markdown(board, entries, drawn)
        yield "\n"


# --- stats ---------------------------------------------------------------------------


@dataclass
class CoiffeurTally:
    """One team's or player's Coiffeur cells over the sessions."""

    name: str
    sessions: set[str] = field(default_factory=set)
    rows: int = 0  # cells played (a scratch too)
    matches: int = 0
    kontermatches: int = 0
    scratches: int = 0
    points: int = 0  # before the factor
    added: int = 0  # after it, as the totals count
    won: int = 0

    def data(self) -> dict[str, Any]:
        return {"name": self.name, "sessions": len(self.sessions), "rows": self.rows,
                "matches": self.matches, "kontermatches": self.kontermatches,
                "scratches": self.scratches, "points": self.points, "added": self.added,
                "average": None if not self.rows else round(self.points / self.rows, 1),
                "won": self.won}


def _tally(found: dict[str, CoiffeurTally], name: str) -> CoiffeurTally:
    return found.setdefault(fold(name), CoiffeurTally(name))


def coiffeur_stats(coiffeurs: Sequence[Coiffeur], aliases: Aliases) -> dict[str, Any]:
    """Per team and per player (the one who declared, where said): rows played,
    Matches, Kontermatches, scratches, the points and their average per row, wins."""
    from jass_slate.report.aliases import aliased_player, aliased_team

    teams: dict[str, CoiffeurTally] = {}
    players: dict[str, CoiffeurTally] = {}
    for name, board, _entries in coiffeurs:
        names = [aliased_team(team.name, aliases) for team in board.setup.teams]
        for team_name in names:
            _tally(teams, team_name).sessions.add(name)
        winner = winner_name(board)
        if board.finished and winner is not None:
            _tally(teams, aliased_team(winner, aliases)).won += 1
        for row, cells in enumerate(board.cells):
            for team, cell in enumerate(cells):
                if cell is None:
                    continue
                counted = [_tally(teams, names[team])]
                if cell.player:
                    counted.append(_tally(players, aliased_player(cell.player, aliases)))
                for tally in counted:
                    tally.sessions.add(name)
                    tally.rows += 1
                    tally.matches += cell.outcome is Outcome.MATCH
                    tally.kontermatches += cell.outcome is Outcome.KONTERMATCH
                    tally.scratches += cell.outcome is Outcome.SCRATCH
                    tally.points += cell_points(board.rules, board.setup.rows[row], cell)
                    tally.added += board.value(row, team) or 0
    return {"sessions": len(coiffeurs),
            "teams": [tally.data() for tally in teams.values()],
            "players": [tally.data() for tally in players.values()]}
