"""The Differenzler board drawn with rich: a column per player, a row per hand with the
call (`***` while hidden), the points and what the hand wrote, the totals under them,
then how long the game runs, the hand being called and who leads. Where the terminal is
too narrow for the columns, the board and the history are a labelled line per hand,
wrapped between players: no number is cut at any width."""

from __future__ import annotations

from collections.abc import Iterator

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.core.cards import Contract
from jass_slate.games.differenzler.report import exports as exports
from jass_slate.games.differenzler.report.words import (
    hand_frame,
    hand_parts,
    lead_line,
    length_line,
    open_cells,
    open_line,
    totals_frame,
)
from jass_slate.games.differenzler.scoring.board import Board
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled, plain_text
from jass_slate.render.shown import Shown
from jass_slate.report.visible import ascii_text, visible

WIDTHS = (3, 3, 3)  # call, points, difference
BOARD_WIDTH = 80
DRAWN = 32  # the board draws the last hands (a tournament's 32); history has every one


def _cell(call: str, points: str, score: str) -> str:
    return " ".join(v.rjust(w) for v, w in zip((call, points, score), WIDTHS, strict=True))


def _label(trump: Contract, ascii_: bool) -> str:
    """The trump as the board names it; in ASCII before the table is laid out."""
    return ascii_text(trump.label) if ascii_ else trump.label


def board_table(board: Board, ascii_: bool = False) -> Table:
    """The board: per hand and player `call points difference`, the totals as footer."""
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("trump"), footer=_("total"), no_wrap=True)
    for name, total in zip(board.players, board.totals, strict=True):
        table.add_column(Text(visible(name)), footer=_cell("", "", str(total)),
                         justify="right", no_wrap=True)
    for row in board.hands[-DRAWN:]:
        cells = [_cell(str(c), str(p), str(s)) for c, p, s in
                 zip(row.calls, row.points, row.scores, strict=True)]
        table.add_row(str(row.number), _label(row.trump, ascii_), *cells)
    if board.open is not None:
        cells = [_cell(call, "", "") for call in open_cells(board)]
        trump = _label(board.open.trump, ascii_) if board.open.trump else "?"
        table.add_row(str(board.next_number), trump, *cells, style="italic")
    return table


def board_lines(board: Board, width: int, ascii_: bool = False) -> RenderableType:
    """The board where its table is too wide: a labelled line per hand drawn, wrapped
    between players, then the totals (the open hand is said under the board)."""
    names = [visible(name) for name in board.players]
    lines = [labelled(hand_frame(row.number, _label(row.trump, ascii_)),
                      hand_parts(names, row), width) for row in board.hands[-DRAWN:]]
    totals = [f"{name} {total}" for name, total in zip(names, board.totals, strict=True)]
    return Group(*lines, labelled(totals_frame(), totals, width))


def board_words(board: Board) -> tuple[str, str, list[str]]:
    """What is said with the board: its title, the legend under it, then the hands left
    out, the open hand and the lead."""
    title = _("Differenzler · {length}").format(length=length_line(board))
    lines = [line for line in (open_line(board), lead_line(board)) if line]
    if len(board.hands) > DRAWN:
        lines.insert(0, _("Hands 1 to {last} are in the totals but not drawn: `history` has "
                          "every hand.").format(last=len(board.hands) - DRAWN))
    legend = _("Each hand: the call, the points taken, and what the hand writes (the "
               "difference, less 10 for an exact hit where the rules say so).")
    return title, legend, lines


def render_board(board: Board, ascii_: bool = False) -> RenderableType:
    """`show` of a Differenzler: the title line, the board, the open hand and the lead."""
    title, legend, lines = board_words(board)
    table = TableOrLines(board_table(board, ascii_),
                         lambda width: board_lines(board, width, ascii_))
    drawn = Group(Text(visible(title), style="bold"), table, Text(legend, style="dim"),
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, board.players if ascii_ else None)


def history_table(board: Board, ascii_: bool = False) -> RenderableType:
    """`history`: each played hand with its trump, every call and count, the credits and
    the running totals."""
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("trump"), no_wrap=True)
    for name in board.players:
        table.add_column(Text(visible(name)), justify="right", no_wrap=True)
    rows = history_cells(board)
    for row, cells in zip(board.hands, rows, strict=True):
        table.add_row(str(row.number), _label(row.trump, ascii_), *cells)
    names = [visible(name) for name in board.players]

    def lines(width: int) -> RenderableType:
        return Group(*(labelled(hand_frame(row.number, _label(row.trump, ascii_)),
                                [f"{name} {cell}" for name, cell in zip(names, cells,
                                                                        strict=True)],
                                width) for row, cells in zip(board.hands, rows, strict=True)))

    note = Text(_("call/points: what the hand wrote = the running total; + a trick of no "
                  "points, S Stöck"), style="dim")
    empty = Text(_("No hand played yet."))
    return Shown(Group(TableOrLines(table, lines), note) if board.hands else empty,
                 board.players if ascii_ else None)


def history_cells(board: Board) -> list[list[str]]:
    """Per hand and player `call/points: what the hand wrote = the running total`, with
    `+` for a trick of no points and `S` for Stöck."""
    totals = [0] * len(board.players)
    rows = []
    for row in board.hands:
        totals = [t + s for t, s in zip(totals, row.scores, strict=True)]
        cells = []
        for seat, (c, p, s) in enumerate(zip(row.calls, row.points, row.scores,
                                             strict=True)):
            zero = "+" if seat in row.zero_trick else ""
            stoeck = " S" if row.stoeck == seat else ""
            cells.append(f"{c}/{p}{zero}{stoeck}: {s} = {totals[seat]}")
        rows.append(cells)
    return rows


def board_text(board: Board) -> str:
    """The board as `show` draws it, in plain text (for Markdown): as wide as its table,
    at least BOARD_WIDTH."""
    return plain_text(render_board(board), board_table(board), BOARD_WIDTH)


def board_svg(board: Board) -> str:
    """The board chalked on the slate, as a self-contained SVG picture."""
    from jass_slate.games.differenzler.render.svg import board_svg as chalked

    title, legend, lines = board_words(board)
    return chalked(board, board.hands[-DRAWN:], title, [legend, *lines])


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
