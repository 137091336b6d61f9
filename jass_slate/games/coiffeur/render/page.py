"""`serve`'s page of a Coiffeur: the slate chalked as `export --format svg` draws it, the
totals, who leads or has won and what each team still needs, and the cells as text."""

from __future__ import annotations

from jass_slate.games.coiffeur.render.exports import cell_text, export_svg
from jass_slate.games.coiffeur.report.words import footer_words, lead_message
from jass_slate.games.coiffeur.scoring.board import Board
from jass_slate.language.i18n import _
from jass_slate.render.page import GamePage, slate_section, standing_lines, text_table, totals_line


def coiffeur_page(board: Board) -> GamePage:
    """The page of a Coiffeur: the teams in the title."""
    names = [team.name for team in board.setup.teams]
    picture = export_svg(board)
    lead = lead_message(board)
    content = "\n".join([
        slate_section(_("Coiffeur"), picture),
        totals_line(names, board.totals()),
        standing_lines([*([lead.text()] if lead else []), *footer_words(board)]),
        cells_table(board, names),
    ])
    return GamePage(_("Coiffeur") + ": " + " – ".join(names), content, picture)


def cells_table(board: Board, names: list[str]) -> str:
    """A row per contract with its factor and each team's cell, the totals last."""
    rows: list[list[object]] = []
    for index, row in enumerate(board.setup.rows):
        cells = [cell_text(board, index, team) for team in range(len(names))]
        rows.append([row.label, f"×{row.factor}",
                     *(_("✗ 0") if crossed else said for said, crossed in cells)])
    rows.append([_("Total"), "", *board.totals()])
    return text_table([_("Row"), "×", *names], rows, words=(0,))
