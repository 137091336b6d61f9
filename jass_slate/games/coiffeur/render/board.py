"""The Coiffeur slate for the terminal, as it is chalked: one row per contract with its
factor, one column per team, the raw points in the filled cells (a Match marked, a
scratched cell crossed out, open cells blank), the totals under them, and as an option the
evaluation column "factor × (A − B)" with its sum; then what each team still needs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.games.coiffeur.report.words import footer_words
from jass_slate.games.coiffeur.scoring.board import Board, Outcome, cell_points
from jass_slate.games.coiffeur.scoring.outlook import decision
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled
from jass_slate.render.shown import Shown
from jass_slate.report.visible import visible


def team_names(board: Board) -> tuple[str, ...]:
    """The names `--ascii` keeps as they were typed."""
    return tuple(name for team in board.setup.teams for name in (team.name, *team.players))


def _cell(board: Board, row: int, team: int) -> Text:
    cell = board.cells[row][team]
    if cell is None:
        return Text("")
    drawn = _outcome(board, row, team)
    if cell.weis:  # the declaring team's Weis and Stöck, where the rules write them
        drawn.append(f" +{board.rules.written(cell.weis)}")
    return drawn


def _outcome(board: Board, row: int, team: int) -> Text:
    cell = board.cells[row][team]
    assert cell is not None
    rules = board.rules
    if cell.outcome is Outcome.SCRATCH:
        return Text("✗ 0", style="strike dim")
    if cell.outcome is Outcome.MATCH:
        return Text(_("Match"), style="bold")
    if cell.outcome is Outcome.KONTERMATCH:
        return Text(_("Kontermatch"), style="italic")
    return Text(str(rules.written(cell_points(rules, board.setup.rows[row], cell))))


def render_coiffeur(board: Board, evaluation: bool = False, grey: bool = False,
                    ascii_: bool = False, elapsed: str | None = None) -> RenderableType:
    """The slate, the totals and the hints; `evaluation`: the column of differences (two
    teams); `grey`: rows every team has played dimmed."""
    setup = board.setup
    with_evaluation = evaluation and len(setup.teams) == 2
    winners = set(decision(board).winners)
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True,
                  title_justify="left")
    table.add_column(_("Row"), footer=_("Total"))
    table.add_column("×", justify="right", footer="")
    for index, (team, total) in enumerate(zip(setup.teams, board.totals(), strict=True)):
        table.add_column(Text(visible(team.name)), justify="right",
                         footer=Text(str(total), style="bold reverse" if index in winners
                                     else "bold"))
    if with_evaluation:
        table.add_column(elapsed or _("A − B"), justify="right",
                         footer=Text(str(board.evaluation()), style="bold"))
    for index, row in enumerate(setup.rows):
        cells: list[Any] = [Text(visible(row.label)), str(row.factor)]
        cells += [_cell(board, index, team) for team in range(len(setup.teams))]
        if with_evaluation:
            difference = board.difference(index)
            cells.append("" if difference is None else str(difference))
        done = all(c is not None for c in board.cells[index])
        table.add_row(*cells, style="dim" if grey and done else None)
    title = Text(_("Coiffeur: {played} of {cells} cells played").format(
        played=board.played, cells=len(setup.rows) * len(setup.teams)), style="bold")
    fitted = TableOrLines(table, lambda width: slate_lines(board, width))
    drawn = Group(title, fitted, *(Text(visible(line)) for line in footer_words(board)))
    return Shown(drawn, team_names(board) if ascii_ else None)


def slate_lines(board: Board, width: int) -> RenderableType:
    """The slate where its table is too wide (many columns, a phone): a line per row with
    the cells written in it, wrapped between columns, then the totals; nothing is cut."""
    setup = board.setup
    names = [visible(team.name) for team in setup.teams]
    lines = []
    for index, row in enumerate(setup.rows):
        parts = [f"{name} {_cell(board, index, team).plain}"
                 for team, name in enumerate(names) if board.cells[index][team] is not None]
        lines.append(labelled((f"{visible(row.label)} ×{row.factor}: ", "."),
                              parts or ["–"], width))
    totals = [f"{name} {total}" for name, total in zip(names, board.totals(), strict=True)]
    return Group(*lines, labelled((_("Total") + ": ", "."), totals, width))


def render_history(board: Board, rows: Sequence[dict[str, Any]], ascii_: bool = False
                   ) -> RenderableType:
    """The cells in the order written, with who declared, when, and the running totals."""
    setup = board.setup
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE_HEAD, pad_edge=False)
    for title, right in ((_("#"), True), (_("Time"), False), (_("Row"), False),
                         (_("Declared"), False), (_("Cell"), True), (_("Adds"), True)):
        table.add_column(title, justify="right" if right else "left")
    for team in setup.teams:
        table.add_column(Text(visible(team.name)), justify="right")
    for row in rows:
        cell = row["cell"]
        said = (_("Match") if cell["match"] else _("Kontermatch") if cell["kontermatch"]
                else _("✗ 0") if cell["scratched"] else str(cell["counted"]))
        if row["fix"]:
            said = _("{cell} (fix)").format(cell=said)
        who = row["player"] or row["team"]  # a player names the team too
        table.add_row(str(row["number"]), str(row["at"])[11:16],
                      Text(visible(f"{setup.rows[row['row'] - 1].label} ×{row['factor']}")),
                      Text(visible(who)),
                      said, str(cell["value"]), *(str(total) for total in row["totals"]))
    return Shown(table, team_names(board) if ascii_ else None)
