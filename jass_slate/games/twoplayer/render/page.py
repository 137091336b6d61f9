"""`serve`'s page of a two-player game: the board chalked as `export --format svg` draws
it, the totals, who leads or has won, and the hands as text, the newest first."""

from __future__ import annotations

from jass_slate.games.twoplayer.render.board import board_svg, history_cells, taker_cell
from jass_slate.games.twoplayer.report.words import lead_line, rules_line
from jass_slate.games.twoplayer.scoring.board import Board
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


def twoplayer_page(board: Board) -> GamePage:
    picture = board_svg(board)
    played = list(zip(board.hands, history_cells(board), strict=True))[-HISTORY_ROWS:]
    rows = [[row.number, row.trump.label, taker_cell(board, row, False), *cells]
            for row, cells in reversed(played)]
    content = "\n".join([
        slate_section(_("Two players"), picture),
        totals_line(board.players, board.totals),
        standing_lines([lead_line(board)]),
        text_table(["#", _("trump"), _("taker"), *board.players], rows, words=(1, 2)),
        f'<p class="quiet">{text(rules_line(board))}</p>',
    ])
    return GamePage(_("Two players") + ": " + ", ".join(board.players), content, picture)
