"""okr's Büter drawn with rich: a row per hand with who made trump and its factor, then
what it wrote for the Büter and for the pair, the totals and the targets under them; who
has won or what each side needs. Where the terminal is too narrow, a labelled line per
hand: no number is cut at any width. Also its picture (SVG, PNG) and its exports by
format."""

from __future__ import annotations

import io
from collections.abc import Iterator

from rich import box
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.games.bidding.report import bueter_exports
from jass_slate.games.bidding.report.bueter_words import (
    lead_line,
    rules_line,
    running_totals,
    side_names,
)
from jass_slate.games.bidding.scoring.bueter import Hand
from jass_slate.games.bidding.scoring.race import Race, scores
from jass_slate.language.i18n import _
from jass_slate.render.fitting import TableOrLines, labelled
from jass_slate.render.shown import Shown
from jass_slate.report.visible import visible

BOARD_WIDTH = 80


def trump_cell(race: Race, hand: Hand, ascii_: bool = False) -> str:
    """`Cla ×3`, `Cla ×3 Match`: who made trump and the hand's factor."""
    times = "x" if ascii_ else "×"
    match = "" if hand.match is None else " " + _("Match")
    return f"{visible(race.players[hand.maker])} {times}{hand.factor}{match}"


def _names(race: Race) -> tuple[str, str]:
    names = side_names(race)
    return (visible(names[0]), visible(names[1])) if race.bid else (_("Büter"), _("pair"))


def board_words(race: Race) -> tuple[str, list[str]]:
    """The board's title and the lines said under it."""
    return _("Büter · {rules}").format(rules=rules_line(race)), [lead_line(race)]


def board_table(race: Race, ascii_: bool, cells: list[tuple[str, str]]) -> Table:
    table = Table(box=box.ASCII if ascii_ else box.ROUNDED, show_footer=True)
    table.add_column("#", justify="right", no_wrap=True, footer="")
    table.add_column(_("trump"), no_wrap=True,
                     footer=_("total / target") if race.bid else _("total"))
    for name, total, target in zip(_names(race), race.totals, race.targets, strict=True):
        table.add_column(Text(name), justify="right", no_wrap=True,
                         footer=f"{total} / {target}" if race.bid else str(total))
    for number, (hand, said) in enumerate(zip(race.hands, cells, strict=True), 1):
        table.add_row(str(number), trump_cell(race, hand, ascii_), *said)
    return table


def _lines(race: Race, cells: list[tuple[str, str]], ascii_: bool, width: int
           ) -> RenderableType:
    names = _names(race)
    lines = [labelled((f"{number} {trump_cell(race, hand, ascii_)}: ", "."),
                      [f"{n} {c}" for n, c in zip(names, said, strict=True)], width)
             for number, (hand, said) in enumerate(zip(race.hands, cells, strict=True), 1)]
    totals = [f"{n} {t}" for n, t in zip(names, race.totals, strict=True)]
    return Group(*lines, labelled((_("total") + ": ", "."), totals, width))


def render_board(race: Race, ascii_: bool = False) -> RenderableType:
    """`show`: the title, the board and the lead."""
    title, lines = board_words(race)
    cells = [(str(s[0]), str(s[1])) for s in (scores(hand) for hand in race.hands)]
    table = TableOrLines(board_table(race, ascii_, cells),
                         lambda width: _lines(race, cells, ascii_, width))
    drawn = Group(Text(visible(title), style="bold"), table,
                  *(Text(visible(line)) for line in lines))
    return Shown(drawn, race.players if ascii_ else None)


def history_cells(race: Race) -> list[tuple[str, str]]:
    """Per hand and side `what the hand wrote = the running total`."""
    return [(f"{s[0]} = {t[0]}", f"{s[1]} = {t[1]}")
            for s, t in zip((scores(h) for h in race.hands), running_totals(race), strict=True)]


def history_table(race: Race, ascii_: bool = False) -> RenderableType:
    """`history`: the bid, then every hand with what it wrote and the running totals."""
    if not race.hands:
        return Shown(Text(lead_line(race)), race.players if ascii_ else None)
    cells = history_cells(race)
    table = TableOrLines(board_table(race, ascii_, cells),
                         lambda width: _lines(race, cells, ascii_, width))
    note = Text(_("what the hand wrote = the running total"), style="dim")
    return Shown(Group(table, note), race.players if ascii_ else None)


def board_text(race: Race) -> str:
    """The board as `show` draws it, in plain text (for Markdown)."""
    console = Console(width=BOARD_WIDTH, file=io.StringIO(), color_system=None,
                      force_terminal=False, force_jupyter=False, legacy_windows=False)
    console.print(render_board(race))
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def board_svg(race: Race) -> str:
    from jass_slate.games.bidding.render.bueter_svg import board_svg as chalked

    title, lines = board_words(race)
    return chalked(race, title, lines)


def board_png(race: Race) -> bytes:
    from jass_slate.render.png import svg_to_png

    return svg_to_png(board_svg(race))


def export_chunks(race: Race, format_name: str) -> Iterator[str]:
    """One session's export by format: csv, json, md or svg."""
    if format_name == "csv":
        return bueter_exports.export_csv(race)
    if format_name == "json":
        return bueter_exports.export_json(race)
    if format_name == "md":
        return bueter_exports.export_markdown(race, board_text(race))
    return iter([board_svg(race)])
