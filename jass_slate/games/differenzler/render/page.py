"""`serve`'s page of a Differenzler: the board chalked as `export --format svg` draws it,
the totals, who leads or has won, the hand being called, and the hands as text, the
newest first. A hidden call is `***` here as everywhere (games/differenzler/report/words.py)."""

from __future__ import annotations

from jass_slate.games.differenzler.render.board import board_svg, history_cells
from jass_slate.games.differenzler.report.words import lead_line, length_line, open_cells, open_line
from jass_slate.games.differenzler.scoring.board import Board
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


def differenzler_page(board: Board) -> GamePage:
    """The page of a Differenzler: the players in the title."""
    picture = board_svg(board)
    said = [line for line in (lead_line(board), open_line(board)) if line]
    content = "\n".join([
        slate_section(_("Differenzler"), picture),
        totals_line(board.players, board.totals),
        standing_lines(said),
        hands_table(board),
        f'<p class="quiet">{text(length_line(board))}</p>',
    ])
    return GamePage(_("Differenzler") + ": " + ", ".join(board.players), content, picture)


def hands_table(board: Board) -> str:
    """The hand being called, then the played hands, the newest first: per player
    `call/points: what the hand wrote = the running total`."""
    rows: list[list[object]] = []
    if board.open is not None:
        trump = board.open.trump
        rows.append([board.next_number, "?" if trump is None else trump.label,
                     *open_cells(board)])
    played = list(zip(board.hands, history_cells(board), strict=True))[-HISTORY_ROWS:]
    rows += [[row.number, row.trump.label, *cells] for row, cells in reversed(played)]
    note = _("call/points: what the hand wrote = the running total; + a trick of no points, "
             "S Stöck")
    return text_table(["#", _("trump"), *board.players], rows, words=(1,)) + \
        f'\n<p class="quiet">{text(note)}</p>'
