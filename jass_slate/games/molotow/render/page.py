"""`serve`'s page of a Molotow: the board chalked as `export --format svg` draws it, the
totals, who leads or has won, and the hands as text, the newest first."""

from __future__ import annotations

from jass_slate.games.molotow.render.board import board_svg
from jass_slate.games.molotow.report.words import history_cells, lead_line, length_line
from jass_slate.games.molotow.scoring.board import Board
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


def molotow_page(board: Board) -> GamePage:
    """The page of a Molotow: the players in the title."""
    picture = board_svg(board)
    content = "\n".join([
        slate_section(_("Molotow"), picture),
        totals_line(board.players, board.totals),
        standing_lines([lead_line(board)]),
        hands_table(board),
        f'<p class="quiet">{text(length_line(board))}</p>',
    ])
    return GamePage(_("Molotow") + ": " + ", ".join(board.players), content, picture)


def hands_table(board: Board) -> str:
    """The played hands, the newest first: per player `points and Weis: what the hand
    wrote = the running total`."""
    played = list(zip(board.hands, history_cells(board), strict=True))[-HISTORY_ROWS:]
    rows: list[list[object]] = [[row.number, row.trump.label, *cells]
                                for row, cells in reversed(played)]
    note = _("points and Weis (- in the hand, + on the table, S Stöck): what the hand "
             "wrote = the running total")
    return text_table(["#", _("trump"), *board.players], rows, words=(1,)) + \
        f'\n<p class="quiet">{text(note)}</p>'
