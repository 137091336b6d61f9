"""The Mittlere board drawn with rich: a column per player, a row per recorded hand with
the points and the marks (`I` a Strich, `0` a Nuller; `–` a void hand), the Striche, the
Nuller and what they make under them, then how long the game runs and who leads. Where
the terminal is too narrow for the columns, a labelled line per hand, wrapped between
players: no number is cut at any width."""

from __future__ import annotations

from collections.abc import Iterator

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.games.mittlere.report import exports as exports
from jass_slate.games.mittlere.report.words import (
    RULE_WORDS,
    lead_line,
    length_line,
    marks_text,
    points_text,
    running_totals,
    signed,
)
from jass_slate.games.mittlere.scoring.board import Board
from jass_slate.games.mittlere.scoring.marks import HandRow
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled, plain_text
from jass_slate.render.shown import Shown
from jass_slate.report.visible import visible

BOARD_WIDTH = 80
DRAWN = 24  # the board draws the last hands; history has every one
VOID_CELL = "–"


def _cell(row: HandRow, seat: int) -> str:
    if not row.counted:
        return VOID_CELL
    return f"{points_text(row, seat):>4} {marks_text(row.striche[seat], row.nuller[seat]):<2}"


def footer(board: Board, seat: int) -> str:
    """`I 10 0 5 = +5`: a player's Striche, Nuller and what they make."""
    return f"I {board.striche[seat]} 0 {board.nuller[seat]} = {signed(board.totals[seat])}"


def board_table(board: Board, ascii_: bool = False) -> Table:
    """The board: per hand and player `points marks`, the marks added up as footer."""
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", footer=_("total"), justify="right", no_wrap=True)
    for seat, name in enumerate(board.players):
        table.add_column(Text(visible(name)), footer=footer(board, seat), justify="right",
                         no_wrap=True)
    for row in board.hands[-DRAWN:]:
        table.add_row(str(row.number), *(_cell(row, seat) for seat in range(3)),
                      style=None if row.counted else "dim")
    return table


def hand_frame(number: int) -> tuple[str, str]:
    """The words of a hand's line around its players' parts: `Hand 3: ` and `.`."""
    before, _split, after = _("Hand {number}: {parts}.").format(
        number=number, parts="\0").partition("\0")
    return before, after


def _lines(board: Board, rows: list[HandRow], cells: list[list[str]], width: int
           ) -> list[Text]:
    names = [visible(name) for name in board.players]
    out = []
    for row, said in zip(rows, cells, strict=True):
        if row.counted:
            parts = [f"{name} {cell}" for name, cell in zip(names, said, strict=True)]
            out.append(labelled(hand_frame(row.number), parts, width))
        else:
            out.append(Text(_("Hand {number}: {rule}.").format(
                number=row.number, rule=_(RULE_WORDS[row.rule]))))
    return out


def board_lines(board: Board, width: int) -> RenderableType:
    """The board where its table is too wide: a labelled line per hand, then the totals."""
    rows = board.hands[-DRAWN:]
    cells = [[_cell(row, seat).strip() for seat in range(3)] for row in rows]
    totals = [f"{visible(name)} {footer(board, seat)}"
              for seat, name in enumerate(board.players)]
    before, _split, after = _("Totals: {totals}.").format(totals="\0").partition("\0")
    return Group(*_lines(board, rows, cells, width), labelled((before, after), totals, width))


def board_words(board: Board) -> tuple[str, str, list[str]]:
    """What is said with the board: its title, the legend under it, then the hands left
    out and the lead."""
    title = _("Mittlere · {length}").format(length=length_line(board))
    lines = [lead_line(board)]
    if len(board.hands) > DRAWN:
        lines.insert(0, _("Hands 1 to {last} are in the totals but not drawn: `history` has "
                          "every hand.").format(last=len(board.hands) - DRAWN))
    legend = _("Highest and lowest a Strich (I), the middle two Nuller (0); 100 or more, "
               "or no trick: two Nuller and a Strich to each other; a Match: two Striche "
               "and a Nuller to each other; – a void hand.")
    return title, legend, lines


def render_board(board: Board, ascii_: bool = False) -> RenderableType:
    """`show` of a Mittlere: the title line, the board, the legend and the lead."""
    title, legend, lines = board_words(board)
    table = TableOrLines(board_table(board, ascii_), lambda width: board_lines(board, width))
    drawn = Group(Text(visible(title), style="bold"), table, Text(legend, style="dim"),
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, board.players if ascii_ else None)


def history_cells(board: Board) -> list[list[str]]:
    """Per hand and player `points marks = the running total` (`–` a void hand)."""
    return [[VOID_CELL if not row.counted else
             f"{points_text(row, seat)} {marks_text(row.striche[seat], row.nuller[seat])} = "
             f"{signed(totals[seat])}" for seat in range(3)]
            for row, totals in zip(board.hands, running_totals(board), strict=True)]


def history_table(board: Board, ascii_: bool = False) -> RenderableType:
    """`history`: each recorded hand with every player's points, marks and running total,
    and the rule that gave them."""
    table = Table(box=box.ASCII if ascii_ else box.SIMPLE, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    for name in board.players:
        table.add_column(Text(visible(name)), justify="right", no_wrap=True)
    table.add_column(_("rule"))
    rows = history_cells(board)
    for row, cells in zip(board.hands, rows, strict=True):
        table.add_row(str(row.number), *cells, _(RULE_WORDS[row.rule]))

    def lines(width: int) -> RenderableType:
        return Group(*_lines(board, board.hands, rows, width))

    note = Text(_("points, marks (I a Strich, 0 a Nuller) = the running total; 0+ a trick "
                  "of no points"), style="dim")
    empty = Text(_("No hand played yet."))
    return Shown(Group(TableOrLines(table, lines), note) if board.hands else empty,
                 board.players if ascii_ else None)


def board_text(board: Board) -> str:
    """The board as `show` draws it, in plain text (for Markdown)."""
    return plain_text(render_board(board), board_table(board), BOARD_WIDTH)


def board_svg(board: Board) -> str:
    """The board chalked on the slate, as a self-contained SVG picture."""
    from jass_slate.games.mittlere.render.svg import board_svg as chalked

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
