"""The free board drawn with rich: a column per player, a row per hand with what it
wrote (`x`: did not play; the count in tens beside it where so counted), the totals
under them, then how long the game runs and who leads or won. Where the terminal is too
narrow for the columns, a labelled line per hand, wrapped between players: no number is
cut at any width."""

from __future__ import annotations

from collections.abc import Iterator

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.games.board.report import exports
from jass_slate.games.board.report.words import (
    cell,
    hand_frame,
    hand_parts,
    lead_line,
    length_line,
    running_totals,
    totals_frame,
)
from jass_slate.games.board.scoring.board import Board, Row
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled, plain_text
from jass_slate.render.shown import Shown
from jass_slate.report.visible import visible

BOARD_WIDTH = 80
DRAWN = 32  # the board draws the last hands; history has every one


def board_table(board: Board, ascii_: bool = False) -> Table:
    """The board: per hand and player what it wrote, the totals as footer."""
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", footer=_("total"), justify="right", no_wrap=True)
    for name, total in zip(board.players, board.totals, strict=True):
        table.add_column(Text(visible(name)), footer=str(total), justify="right",
                         no_wrap=True)
    for row in board.hands[-DRAWN:]:
        table.add_row(str(row.number), *(cell(v, s) for v, s in
                                          zip(row.entries, row.scores, strict=True)))
    return table


def board_lines(board: Board, width: int) -> RenderableType:
    """The board where its table is too wide: a labelled line per hand, then the totals."""
    names = [visible(name) for name in board.players]
    lines = [labelled(hand_frame(row.number), hand_parts(names, row), width)
             for row in board.hands[-DRAWN:]]
    totals = [f"{name} {total}" for name, total in zip(names, board.totals, strict=True)]
    return Group(*lines, labelled(totals_frame(), totals, width))


def board_words(board: Board) -> tuple[str, list[str]]:
    """What is said with the board: its title, then the hands left out and the lead."""
    title = _("Board · {length}").format(length=length_line(board))
    lines = [lead_line(board)]
    if len(board.hands) > DRAWN:
        lines.insert(0, _("Hands 1 to {last} are in the totals but not drawn: `history` has "
                          "every hand.").format(last=len(board.hands) - DRAWN))
    return title, lines


def render_board(board: Board, ascii_: bool = False) -> RenderableType:
    """`show` of a board: the title line, the board and the lead."""
    title, lines = board_words(board)
    table = TableOrLines(board_table(board, ascii_), lambda width: board_lines(board, width))
    drawn = Group(Text(visible(title), style="bold"), table,
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, board.players if ascii_ else None)


def history_cells(board: Board) -> list[list[str]]:
    """Per hand and player `what it wrote = the running total`."""
    return [[f"{cell(v, s)} = {t}" for v, s, t in zip(row.entries, row.scores, totals,
                                                      strict=True)]
            for row, totals in zip(board.hands, running_totals(board), strict=True)]


def history_table(board: Board, ascii_: bool = False) -> RenderableType:
    """`history`: every hand with what it wrote and the running totals."""
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    for name in board.players:
        table.add_column(Text(visible(name)), justify="right", no_wrap=True)
    rows = history_cells(board)
    for row, cells in zip(board.hands, rows, strict=True):
        table.add_row(str(row.number), *cells)
    names = [visible(name) for name in board.players]

    def lines(width: int) -> RenderableType:
        return Group(*(labelled(hand_frame(row.number),
                                [f"{n} {c}" for n, c in zip(names, cells, strict=True)],
                                width) for row, cells in zip(board.hands, rows, strict=True)))

    note = Text(_("what the hand wrote = the running total; x: did not play"), style="dim")
    empty = Text(_("No hand played yet."))
    return Shown(Group(TableOrLines(table, lines), note) if board.hands else empty,
                 board.players if ascii_ else None)


def board_text(board: Board) -> str:
    """The board as `show` draws it, in plain text (for Markdown)."""
    return plain_text(render_board(board), board_table(board), BOARD_WIDTH)


def drawn_rows(board: Board) -> list[Row]:
    return board.hands[-DRAWN:]


def board_svg(board: Board) -> str:
    """The board chalked on the slate, as a self-contained SVG picture."""
    from jass_slate.games.board.render.svg import board_svg as chalked

    title, lines = board_words(board)
    return chalked(board, drawn_rows(board), title, lines)


def board_png(board: Board) -> bytes:
    """The same drawing as a PNG picture (needs the optional rasteriser)."""
    from jass_slate.render.png import svg_to_png

    return svg_to_png(board_svg(board))


def export_chunks(board: Board, format_name: str) -> Iterator[str]:
    """One session's export by format: csv, json, md or svg."""
    if format_name == "csv":
        return exports.export_csv(board)
    if format_name == "json":
        return exports.export_json(board)
    if format_name == "md":
        return exports.export_markdown(board, board_text(board))
    return iter([board_svg(board)])
