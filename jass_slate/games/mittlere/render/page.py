"""`serve`'s page of a Mittlere: the board chalked as `export --format svg` draws it, the
totals, who leads or has won, and the hands as text, the newest first."""

from __future__ import annotations

from jass_slate.games.mittlere.render.board import board_svg, history_cells
from jass_slate.games.mittlere.report.words import RULE_WORDS, lead_line, length_line
from jass_slate.games.mittlere.scoring.board import Board
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


def mittlere_page(board: Board) -> GamePage:
    """The page of a Mittlere: the players in the title."""
    picture = board_svg(board)
    content = "\n".join([
        slate_section(_("Mittlere"), picture),
        totals_line(board.players, board.totals),
        standing_lines([lead_line(board)]),
        hands_table(board),
        f'<p class="quiet">{text(length_line(board))}</p>',
    ])
    return GamePage(_("Mittlere") + ": " + ", ".join(board.players), content, picture)


def hands_table(board: Board) -> str:
    """The recorded hands, the newest first: per player `points marks = the running
    total`, and the rule that gave them."""
    played = list(zip(board.hands, history_cells(board), strict=True))[-HISTORY_ROWS:]
    rows: list[list[object]] = [[row.number, *cells, _(RULE_WORDS[row.rule])]
                                for row, cells in reversed(played)]
    note = _("points, marks (I a Strich, 0 a Nuller) = the running total; 0+ a trick of no "
             "points")
    return text_table(["#", *board.players, _("rule")], rows, wide=(4,), words=(4,)) + \
        f'\n<p class="quiet">{text(note)}</p>'
