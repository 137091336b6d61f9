"""The Molotow board drawn with rich: a column per player, a row per hand with the trick
points, the Weis and Stöck as said and what the hand wrote, the totals under them, then
how long the game runs and who leads. Where the terminal is too narrow for the columns,
the board and the history are a labelled line per hand, wrapped between players: no
number is cut at any width."""

from __future__ import annotations

from collections.abc import Iterator

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.core.cards import Contract
from jass_slate.games.molotow.report import exports
from jass_slate.games.molotow.report.words import (
    hand_frame,
    hand_parts,
    history_cells,
    lead_line,
    length_line,
    totals_frame,
    weis_mark,
)
from jass_slate.games.molotow.scoring.board import Board
from jass_slate.games.molotow.scoring.score import table_factor
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled, plain_text
from jass_slate.render.shown import Shown
from jass_slate.report.visible import ascii_text, visible

BOARD_WIDTH = 80
DRAWN = 32  # the board draws the last hands; history has every one


def _label(trump: Contract, doubled: bool, ascii_: bool) -> str:
    """The trump as the board names it, `x2` on a doubled hand; in ASCII before the
    table is laid out."""
    label = trump.label + (" x2" if doubled else "")
    return ascii_text(label) if ascii_ else label


def board_cells(board: Board) -> list[list[str]]:
    """Per hand and player `points weis score`."""
    factor = table_factor(board.rules)
    rows = []
    for row in board.hands[-DRAWN:]:
        rows.append([" ".join(part for part in (str(p), weis_mark(row, seat, factor).strip(),
                                                str(s)) if part)
                     for seat, (p, s) in enumerate(zip(row.points, row.scores, strict=True))])
    return rows


def board_table(board: Board, ascii_: bool = False) -> Table:
    """The board: per hand and player the points, the Weis and what it wrote, the totals
    as footer."""
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("trump"), footer=_("total"), no_wrap=True)
    for name, total in zip(board.players, board.totals, strict=True):
        table.add_column(Text(visible(name)), footer=str(total), justify="right",
                         no_wrap=True)
    for row, cells in zip(board.hands[-DRAWN:], board_cells(board), strict=True):
        table.add_row(str(row.number), _label(row.trump, row.doubled, ascii_), *cells)
    return table


def board_lines(board: Board, width: int, ascii_: bool = False) -> RenderableType:
    """The board where its table is too wide: a labelled line per hand drawn, wrapped
    between players, then the totals."""
    names = [visible(name) for name in board.players]
    lines = [labelled(hand_frame(row, _label(row.trump, False, ascii_)),
                      hand_parts(board, names, row), width) for row in board.hands[-DRAWN:]]
    totals = [f"{name} {total}" for name, total in zip(names, board.totals, strict=True)]
    return Group(*lines, labelled(totals_frame(), totals, width))


def board_words(board: Board) -> tuple[str, str, list[str]]:
    """What is said with the board: its title, the legend under it, then the hands left
    out and the lead."""
    title = _("Molotow · {length}").format(length=length_line(board))
    lines = [lead_line(board)]
    if len(board.hands) > DRAWN:
        lines.insert(0, _("Hands 1 to {last} are in the totals but not drawn: `history` has "
                          "every hand.").format(last=len(board.hands) - DRAWN))
    legend = _("Each hand: the trick points, the Weis (- in the hand, + on the table, S "
               "Stöck -20) and what the hand writes. The fewest points win.")
    return title, legend, lines


def render_board(board: Board, ascii_: bool = False) -> RenderableType:
    """`show` of a Molotow: the title line, the board and the lead."""
    title, legend, lines = board_words(board)
    table = TableOrLines(board_table(board, ascii_),
                         lambda width: board_lines(board, width, ascii_))
    drawn = Group(Text(visible(title), style="bold"), table, Text(legend, style="dim"),
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, board.players if ascii_ else None)


def history_table(board: Board, ascii_: bool = False) -> RenderableType:
    """`history`: each played hand with its trump, every player's points and Weis, what
    it wrote and the running totals."""
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("trump"), no_wrap=True)
    for name in board.players:
        table.add_column(Text(visible(name)), justify="right", no_wrap=True)
    rows = history_cells(board)
    for row, cells in zip(board.hands, rows, strict=True):
        table.add_row(str(row.number), _label(row.trump, row.doubled, ascii_), *cells)
    names = [visible(name) for name in board.players]

    def lines(width: int) -> RenderableType:
        return Group(*(labelled(hand_frame(row, _label(row.trump, False, ascii_)),
                                [f"{name} {cell}" for name, cell in zip(names, cells,
                                                                        strict=True)],
                                width) for row, cells in zip(board.hands, rows, strict=True)))

    note = Text(_("points and Weis (- in the hand, + on the table, S Stöck): what the hand "
                  "wrote = the running total"), style="dim")
    empty = Text(_("No hand played yet."))
    return Shown(Group(TableOrLines(table, lines), note) if board.hands else empty,
                 board.players if ascii_ else None)


def board_text(board: Board) -> str:
    """The board as `show` draws it, in plain text (for Markdown): as wide as its table,
    at least BOARD_WIDTH."""
    return plain_text(render_board(board), board_table(board), BOARD_WIDTH)


def board_svg(board: Board) -> str:
    """The board chalked on the slate, as a self-contained SVG picture."""
    from jass_slate.games.molotow.render.svg import board_svg as chalked

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
