"""`serve`'s page of a Guggitaler: the board chalked as `export --format svg` draws it,
the totals, what is next and who leads, and the parts as text, the newest first."""

from __future__ import annotations

from jass_slate.games.guggitaler.render.board import board_svg, history_cells
from jass_slate.games.guggitaler.report.words import lead_line, length_line, next_line, row_label
from jass_slate.games.guggitaler.scoring.board import Board
from jass_slate.language.i18n import _
from jass_slate.render.page import (
    HISTORY_ROWS,
    GamePage,
    slate_section,
    standing_lines,
    text,
    text_table,
    totals_line,
)


def guggitaler_page(board: Board) -> GamePage:
    """The page of a Guggitaler: the players in the title."""
    picture = board_svg(board)
    said = [line for line in (lead_line(board), next_line(board)) if line]
    played = list(zip(board.rows, history_cells(board), strict=True))[-HISTORY_ROWS:]
    rows = [[row.number, row_label(board, row), *cells] for row, cells in reversed(played)]
    note = _("count: what the part wrote = the running total (the domino: the place)")
    content = "\n".join([
        slate_section(_("Guggitaler"), picture),
        totals_line(board.players, board.totals),
        standing_lines(said),
        text_table(["#", _("penalises"), *board.players], rows, words=(1,)),
        f'<p class="quiet">{text(note)}</p>',
        f'<p class="quiet">{text(length_line(board))}</p>',
    ])
    return GamePage(_("Guggitaler") + ": " + ", ".join(board.players), content, picture)
