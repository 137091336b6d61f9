"""The Guggitaler board drawn with rich: a column per player, a row per part with what it
penalises and its unit, each player's count and what it wrote (the domino: each place and
its credit), the totals under them; then how the series runs, what is next and who
leads. Where the terminal is too narrow for the columns, the board and the history are a
labelled line per part, wrapped between players: no number is cut at any width."""

from __future__ import annotations

from collections.abc import Iterator

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.games.guggitaler.report import exports
from jass_slate.games.guggitaler.report.words import (
    lead_line,
    length_line,
    next_line,
    row_frame,
    row_label,
    row_parts,
    running_totals,
)
from jass_slate.games.guggitaler.scoring.board import Board, DominoRow, Row
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled, plain_text
from jass_slate.render.shown import Shown
from jass_slate.report.visible import ascii_text, visible

BOARD_WIDTH = 80


def cell(row: Row, seat: int) -> str:
    """A player's part of a row: `count score`, the domino's `place. credit`; a hand the
    player took nothing of shows `·`."""
    if isinstance(row, DominoRow):
        return f"{row.places[seat]}. {row.scores[seat]:>4}"
    if row.counts[seat] == 0:
        return "·"
    return f"{row.counts[seat]} {row.scores[seat]:>4}"


def _frame(board: Board, row: Row, ascii_: bool) -> tuple[str, str]:
    before, after = row_frame(board, row)
    return (ascii_text(before), after) if ascii_ else (before, after)


def _label(board: Board, row: Row, ascii_: bool) -> str:
    said = row_label(board, row)
    return ascii_text(said) if ascii_ else said


def board_table(board: Board, ascii_: bool = False) -> Table:
    """The board: a row per part, the totals as footer."""
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("penalises"), footer=_("total"), no_wrap=True)
    for name, total in zip(board.players, board.totals, strict=True):
        table.add_column(Text(visible(name)), footer=str(total), justify="right",
                         no_wrap=True)
    for row in board.rows:
        cells = (cell(row, seat) for seat in range(len(board.players)))
        table.add_row(str(row.number), _label(board, row, ascii_),
                      *(ascii_text(c) if ascii_ else c for c in cells))
    return table


def board_lines(board: Board, width: int, ascii_: bool = False) -> RenderableType:
    """The board where its table is too wide: a line per part, wrapped between players,
    then the totals."""
    names = [visible(name) for name in board.players]
    lines = [labelled(_frame(board, row, ascii_), row_parts(names, row), width)
             for row in board.rows]
    totals = [f"{name} {total}" for name, total in zip(names, board.totals, strict=True)]
    before, _split, after = _("Totals: {totals}.").format(totals="\0").partition("\0")
    return Group(*lines, labelled((before, after), totals, width))


def board_words(board: Board) -> tuple[str, str, list[str]]:
    """What is said with the board: its title, the legend, what is next and the lead."""
    title = _("Guggitaler · {length}").format(length=length_line(board))
    legend = _("Each hand: what a player took and what it costs him (· nothing); the "
               "domino: each place and its credit. The lowest total wins.")
    return title, legend, [line for line in (next_line(board), lead_line(board)) if line]


def render_board(board: Board, ascii_: bool = False) -> RenderableType:
    """`show` of a Guggitaler: the title line, the board, what is next and the lead."""
    title, legend, lines = board_words(board)
    table = TableOrLines(board_table(board, ascii_),
                         lambda width: board_lines(board, width, ascii_))
    drawn = Group(Text(visible(title), style="bold"), table, Text(legend, style="dim"),
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, board.players if ascii_ else None)


def history_cells(board: Board) -> list[list[str]]:
    """Per part and player `count: what it wrote = the running total` (the domino: the
    place)."""
    rows = []
    for row, totals in zip(board.rows, running_totals(board), strict=True):
        counts = row.places if isinstance(row, DominoRow) else row.counts
        rows.append([f"{c}: {s} = {t}"
                     for c, s, t in zip(counts, row.scores, totals, strict=True)])
    return rows


def history_table(board: Board, ascii_: bool = False) -> RenderableType:
    """`history`: each part with every count, what it wrote and the running totals."""
    if not board.rows:
        return Shown(Text(_("No hand played yet.")), board.players if ascii_ else None)
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("penalises"), no_wrap=True)
    for name in board.players:
        table.add_column(Text(visible(name)), justify="right", no_wrap=True)
    cells = history_cells(board)
    for row, said in zip(board.rows, cells, strict=True):
        table.add_row(str(row.number), _label(board, row, ascii_), *said)
    names = [visible(name) for name in board.players]

    def lines(width: int) -> RenderableType:
        return Group(*(labelled((f"{row.number} {_label(board, row, ascii_)}: ", ""),
                                [f"{n} {c}" for n, c in zip(names, said, strict=True)], width)
                       for row, said in zip(board.rows, cells, strict=True)))

    note = Text(_("count: what the part wrote = the running total (the domino: the place)"),
                style="dim")
    return Shown(Group(TableOrLines(table, lines), note), board.players if ascii_ else None)


def board_text(board: Board) -> str:
    """The board as `show` draws it, in plain text (for Markdown)."""
    return plain_text(render_board(board), board_table(board), BOARD_WIDTH)


def board_svg(board: Board) -> str:
    """The board chalked on the slate, as a self-contained SVG picture."""
    from jass_slate.games.guggitaler.render.svg import board_svg as chalked

    title, legend, lines = board_words(board)
    return chalked(board, title, [legend, *lines])


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
