"""`serve`'s page of a free board: the board chalked as `export --format svg` draws it,
the totals, who leads or has won, and the hands as text, the newest first."""

from __future__ import annotations

from jass_slate.games.board.render.board import board_svg, history_cells
from jass_slate.games.board.report.words import lead_line, length_line
from jass_slate.games.board.scoring.board import Board
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


def board_page(board: Board) -> GamePage:
    """The page of a board: the players in the title."""
    picture = board_svg(board)
    content = "\n".join([
        slate_section(_("Board"), picture),
        totals_line(board.players, board.totals),
        standing_lines([lead_line(board)]),
        hands_table(board),
        f'<p class="quiet">{text(length_line(board))}</p>',
    ])
    return GamePage(_("Board") + ": " + ", ".join(board.players), content, picture)


def hands_table(board: Board) -> str:
    """The hands, the newest first: per player `what the hand wrote = the running total`."""
    played = list(zip(board.hands, history_cells(board), strict=True))[-HISTORY_ROWS:]
    rows: list[list[object]] = [[row.number, *cells] for row, cells in reversed(played)]
    note = _("what the hand wrote = the running total; x: did not play")
    return text_table(["#", *board.players], rows) + \
        f'\n<p class="quiet">{text(note)}</p>'
