"""The options the commands of several games share, each defined once, with metavars in the
user's words: `--json`, how a slate is drawn (`--ascii`, `--facing`, `--style`), `export`'s
formats and `serve`'s port."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer

from jass_slate.language.i18n import _

JsonOpt = Annotated[bool, typer.Option("--json", show_default=False,
                                       help=_("Print one JSON document."))]


# How the slate is drawn: `show` and `watch`.
FacingOpt = Annotated[bool, typer.Option(
    "--facing", show_default=False,
    help=_("Draw the slate as it lies between the two scorers: the far team's "
           "(team 2's) Z upside down."))]
AsciiOpt = Annotated[bool, typer.Option(
    "--ascii", show_default=False,
    help=_("Plain ASCII instead of box-drawing and symbols, for terminals and printers "
           "without them; names are kept as they were typed."))]
StyleOpt = Annotated[list[str] | None, typer.Option(
    "--style", envvar="JASS_SLATE_STYLE", show_default=False, metavar="STYLE",
    help=_("How your club draws marks, repeatable or comma-separated: v (five hundreds as a "
           "V), x (hundreds as X marks), tally (the rest as strokes, not digits)."))]


class ExportFormat(StrEnum):
    """The formats `export` writes, in every game."""

    csv = "csv"
    json = "json"
    md = "md"
    svg = "svg"
    png = "png"
    sqlite = "sqlite"  # several sessions into the club's database (shell/club_export.py)
    sql = "sql"


# `serve`'s options, the same in every game.
DEFAULT_PORT = 8765
PortOpt = Annotated[int, typer.Option(
    min=0, max=65535, metavar="N", help=_("The port to listen on (0: any free one)."))]
LanOpt = Annotated[bool, typer.Option(
    "--lan", show_default=False,
    help=_("Listen on the local network too, for the phones at the table: the address "
           "with its access token is printed, with a QR code to scan."))]
WriteOpt = Annotated[bool, typer.Option(
    "--write", show_default=False,
    help=_("Also print a scorer's link, with a token of its own: its page has a keypad that "
           "records the session's hands (the read-only link stays as it is)."))]
