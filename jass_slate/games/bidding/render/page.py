"""`serve`'s page of a bidding game: the board chalked as `export --format svg` draws it,
the totals, who leads or has won, and the hands as text, the newest first."""

from __future__ import annotations

from jass_slate.games.bidding.render.board import bid_cell, board_svg, contract_cell, history_cells
from jass_slate.games.bidding.report.words import lead_line, rules_line
from jass_slate.games.bidding.scoring.board import Board
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


def bidding_page(board: Board) -> GamePage:
    """The page of a bidding game: the sides in the title."""
    picture = board_svg(board)
    played = list(zip(board.hands, history_cells(board), strict=True))[-HISTORY_ROWS:]
    rows = [[row.number, contract_cell(row, False), bid_cell(board, row), *cells]
            for row, cells in reversed(played)]
    content = "\n".join([
        slate_section(_("Bidding"), picture),
        totals_line(board.sides, board.totals),
        standing_lines([lead_line(board)]),
        text_table(["#", _("contract"), _("bid: points"), *board.sides], rows,
                   words=(1, 2)),
        f'<p class="quiet">{text(rules_line(board))}</p>',
    ])
    return GamePage(_("Bidding") + ": " + ", ".join(board.sides), content, picture)
