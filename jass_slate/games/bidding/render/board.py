"""The bidding board drawn with rich: a row per hand with its contract and factor, who
bid what and the points he (or his team) took, made or failed, then what the hand wrote
for each side, the totals under them; who leads and what each needs. Where the terminal
is too narrow, a labelled line per hand: no number is cut at any width."""

from __future__ import annotations

from collections.abc import Iterator

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.games.bidding.report import exports
from jass_slate.games.bidding.report.words import lead_line, rules_line, running_totals
from jass_slate.games.bidding.scoring.board import Board
from jass_slate.games.bidding.scoring.score import HandRow
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled, plain_text
from jass_slate.render.shown import Shown
from jass_slate.report.visible import ascii_text, visible

BOARD_WIDTH = 80
DRAWN = 30  # the board draws the last hands; history has every one


def contract_cell(row: HandRow, ascii_: bool) -> str:
    """`bells ×2`, `♥ hearts ×2 (doubled)`: the contract and what multiplies the bid."""
    label = ascii_text(row.contract.label) if ascii_ else row.contract.label
    times = row.factor * row.double
    return label if times == 1 else f"{label} x{times}" if ascii_ else f"{label} ×{times}"


def bid_cell(board: Board, row: HandRow) -> str:
    """`Anna 100: 112 ✓` (who bid, what, the points taken, made or not)."""
    mark = "✓" if row.made else "✗"
    passed = "*" if row.all_passed else ""
    return f"{visible(board.sides[row.by])} {row.bid}{passed}: {row.points} {mark}"


def _mark(text: str, ascii_: bool) -> str:
    return text.replace("✓", "ok").replace("✗", "x") if ascii_ else text


def board_table(board: Board, ascii_: bool = False, hands: list[HandRow] | None = None
                ) -> Table:
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("contract"), no_wrap=True)
    table.add_column(_("bid: points"), footer=_("total"), no_wrap=True)
    for name, total in zip(board.sides, board.totals, strict=True):
        table.add_column(Text(visible(name)), footer=str(total), justify="right",
                         no_wrap=True)
    rows = board.hands[-DRAWN:] if hands is None else hands
    for row in rows:
        table.add_row(str(row.number), contract_cell(row, ascii_),
                      _mark(bid_cell(board, row), ascii_),
                      *(f"{s:+d}" if s else "0" for s in row.scores))
    return table


def hand_frame(board: Board, row: HandRow, ascii_: bool) -> tuple[str, str]:
    before = f"{row.number} {contract_cell(row, ascii_)} " \
        f"{_mark(bid_cell(board, row), ascii_)}: "
    return before, "."


def board_lines(board: Board, width: int, ascii_: bool = False) -> RenderableType:
    names = [visible(name) for name in board.sides]
    lines = [labelled(hand_frame(board, row, ascii_),
                      [f"{n} {s:+d}" for n, s in zip(names, row.scores, strict=True)], width)
             for row in board.hands[-DRAWN:]]
    totals = [f"{n} {t}" for n, t in zip(names, board.totals, strict=True)]
    return Group(*lines, labelled((_("total") + ": ", "."), totals, width))


def board_words(board: Board) -> tuple[str, str, list[str]]:
    """The board's title, the legend under it, and the lines said after it."""
    title = _("Bidding · {rules}").format(rules=rules_line(board))
    lines = [lead_line(board)]
    if len(board.hands) > DRAWN:
        lines.insert(0, _("Hands 1 to {last} are in the totals but not drawn: `history` has "
                          "every hand.").format(last=len(board.hands) - DRAWN))
    legend = _("Each hand: who bid what and the card points taken (✓ made, ✗ failed, * all "
               "passed), then what it wrote for each side.")
    return title, legend, lines


def render_board(board: Board, ascii_: bool = False) -> RenderableType:
    """`show`: the title, the board, the legend and the lead."""
    title, legend, lines = board_words(board)
    table = TableOrLines(board_table(board, ascii_),
                         lambda width: board_lines(board, width, ascii_))
    drawn = Group(Text(visible(title), style="bold"), table,
                  Text(_mark(legend, ascii_), style="dim"),
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, board.sides if ascii_ else None)


def history_table(board: Board, ascii_: bool = False) -> RenderableType:
    """`history`: every hand with what it wrote and the running totals."""
    if not board.hands:
        return Shown(Text(_("No hand played yet.")), board.sides if ascii_ else None)
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE, pad_edge=False)
    for head in ("#", _("contract"), _("bid: points")):
        table.add_column(head, no_wrap=True)
    for name in board.sides:
        table.add_column(Text(visible(name)), justify="right", no_wrap=True)
    cells = history_cells(board)
    for row, said in zip(board.hands, cells, strict=True):
        table.add_row(str(row.number), contract_cell(row, ascii_),
                      _mark(bid_cell(board, row), ascii_), *said)
    names = [visible(name) for name in board.sides]

    def lines(width: int) -> RenderableType:
        return Group(*(labelled(hand_frame(board, row, ascii_),
                                [f"{n} {c}" for n, c in zip(names, said, strict=True)], width)
                       for row, said in zip(board.hands, cells, strict=True)))

    note = Text(_("what the hand wrote = the running total"), style="dim")
    return Shown(Group(TableOrLines(table, lines), note), board.sides if ascii_ else None)


def history_cells(board: Board) -> list[list[str]]:
    """Per hand and side `what the hand wrote = the running total`."""
    return [[f"{s:+d} = {t}" if s else f"0 = {t}" for s, t in zip(row.scores, totals, strict=True)]
            for row, totals in zip(board.hands, running_totals(board), strict=True)]


def board_text(board: Board) -> str:
    """The board as `show` draws it, in plain text (for Markdown)."""
    return plain_text(render_board(board), board_table(board), BOARD_WIDTH)


def board_svg(board: Board) -> str:
    from jass_slate.games.bidding.render.svg import board_svg as chalked

    title, legend, lines = board_words(board)
    return chalked(board, board.hands[-DRAWN:], title, [legend, *lines])


def board_png(board: Board) -> bytes:
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
