"""The two-player board drawn with rich: a row per hand with its trump, who took it on
and whether it was made, each player's sum (cards, Weis, Stöck, Match) and what he
writes; the totals; who leads and what each needs. Where the terminal is too narrow, a
labelled line per hand: no number is cut at any width."""

from __future__ import annotations

from collections.abc import Iterator

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.games.twoplayer.report import exports
from jass_slate.games.twoplayer.report.words import lead_line, rules_line, running_totals
from jass_slate.games.twoplayer.scoring.board import Board
from jass_slate.games.twoplayer.scoring.score import HandRow
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled, plain_text
from jass_slate.render.shown import Shown
from jass_slate.report.visible import ascii_text, visible

BOARD_WIDTH = 80
DRAWN = 30


def trump_cell(row: HandRow, ascii_: bool) -> str:
    return ascii_text(row.trump.label) if ascii_ else row.trump.label


def taker_cell(board: Board, row: HandRow, ascii_: bool) -> str:
    """`Anna ✓` (took it on, made), `Anna ✗`, or nothing without a taker."""
    if row.taker is None:
        return ""
    mark = ("ok" if row.made else "x") if ascii_ else ("✓" if row.made else "✗")
    return f"{visible(board.players[row.taker])} {mark}"


def cell(row: HandRow, seat: int) -> str:
    """`115: 0` (the sum, what he writes), `M` for a Match."""
    match = " M" if row.match == seat else ""
    return f"{row.sums[seat]}{match}: {row.scores[seat]}"


def board_table(board: Board, ascii_: bool = False) -> Table:
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("trump"), no_wrap=True)
    table.add_column(_("taker"), footer=_("total"), no_wrap=True)
    for name, total in zip(board.players, board.totals, strict=True):
        table.add_column(Text(visible(name)), footer=str(total), justify="right",
                         no_wrap=True)
    for row in board.hands[-DRAWN:]:
        table.add_row(str(row.number), trump_cell(row, ascii_),
                      taker_cell(board, row, ascii_), cell(row, 0), cell(row, 1))
    return table


def hand_frame(board: Board, row: HandRow, ascii_: bool) -> tuple[str, str]:
    taker = taker_cell(board, row, ascii_)
    return f"{row.number} {trump_cell(row, ascii_)}{' ' + taker if taker else ''}: ", "."


def board_lines(board: Board, width: int, ascii_: bool = False) -> RenderableType:
    names = [visible(name) for name in board.players]
    lines = [labelled(hand_frame(board, row, ascii_),
                      [f"{names[s]} {cell(row, s)}" for s in range(2)], width)
             for row in board.hands[-DRAWN:]]
    totals = [f"{n} {t}" for n, t in zip(names, board.totals, strict=True)]
    return Group(*lines, labelled((_("total") + ": ", "."), totals, width))


def board_words(board: Board) -> tuple[str, str, list[str]]:
    title = _("Two players · {rules}").format(rules=rules_line(board))
    lines = [lead_line(board)]
    if len(board.hands) > DRAWN:
        lines.insert(0, _("Hands 1 to {last} are in the totals but not drawn: `history` has "
                          "every hand.").format(last=len(board.hands) - DRAWN))
    legend = _("Each hand: a player's sum (card points, Weis, Stöck, M a Match) and what he "
               "writes; the taker ✓ made, ✗ failed.")
    return title, legend, lines


def render_board(board: Board, ascii_: bool = False) -> RenderableType:
    title, legend, lines = board_words(board)
    table = TableOrLines(board_table(board, ascii_),
                         lambda width: board_lines(board, width, ascii_))
    if ascii_:
        legend = legend.replace("✓", "ok").replace("✗", "x")
    drawn = Group(Text(visible(title), style="bold"), table, Text(legend, style="dim"),
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, board.players if ascii_ else None)


def history_cells(board: Board) -> list[list[str]]:
    """Per hand and player `sum: what he writes = the running total`."""
    return [[f"{cell(row, s)} = {totals[s]}" for s in range(2)]
            for row, totals in zip(board.hands, running_totals(board), strict=True)]


def history_table(board: Board, ascii_: bool = False) -> RenderableType:
    if not board.hands:
        return Shown(Text(_("No hand played yet.")), board.players if ascii_ else None)
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE, pad_edge=False)
    for head in ("#", _("trump"), _("taker")):
        table.add_column(head, no_wrap=True)
    for name in board.players:
        table.add_column(Text(visible(name)), justify="right", no_wrap=True)
    cells = history_cells(board)
    for row, said in zip(board.hands, cells, strict=True):
        table.add_row(str(row.number), trump_cell(row, ascii_),
                      taker_cell(board, row, ascii_), *said)
    names = [visible(name) for name in board.players]

    def lines(width: int) -> RenderableType:
        return Group(*(labelled(hand_frame(board, row, ascii_),
                                [f"{n} {c}" for n, c in zip(names, said, strict=True)], width)
                       for row, said in zip(board.hands, cells, strict=True)))

    note = Text(_("the sum: what he writes = the running total"), style="dim")
    return Shown(Group(TableOrLines(table, lines), note), board.players if ascii_ else None)


def board_text(board: Board) -> str:
    return plain_text(render_board(board), board_table(board), BOARD_WIDTH)


def board_svg(board: Board) -> str:
    from jass_slate.games.twoplayer.render.svg import board_svg as chalked

    title, legend, lines = board_words(board)
    return chalked(board, board.hands[-DRAWN:], title, [legend, *lines])


def board_png(board: Board) -> bytes:
    from jass_slate.render.png import svg_to_png

    return svg_to_png(board_svg(board))


def export_chunks(board: Board, format_name: str) -> Iterator[str]:
    if format_name == "csv":
        return exports.export_csv(board)
    if format_name == "json":
        return exports.export_json(board)
    if format_name == "md":
        return exports.export_markdown(board, board_text(board))
    return iter([board_svg(board)])
