"""`export` of a Differenzler session (with FILES, several sessions of any games as one:
cli/several.py, the Differenzler's part commands/several.py)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import deliver, family, not_to_the_terminal, refusals, session_path
from jass_slate.shell.options import ExportFormat

if TYPE_CHECKING:
    pass

commands = family()


@commands.command(name="export", help=_(
    "Export the session's hands as CSV (a row per hand), JSON or Markdown, or the board "
    "chalked as an SVG or PNG picture; with FILES, several sessions as one table.\n\n"
    "Example: jass-slate export --format png -o board.png"))
@refusals
def export(
    ctx: typer.Context,
    files: Annotated[list[Path] | None, typer.Argument(
        metavar="FILE", show_default=False,
        help=_("Session files to export as one table (default: the session file)."))] = None,
    format: Annotated[ExportFormat, typer.Option(
        "--format", help=_("csv, json, md, svg or png (png needs the optional rasteriser: "
                           "pip install 'jass-slate[png]')."))] = ExportFormat.csv,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", metavar="FILE",
        help=_("Write to FILE instead of stdout, in one step. Never over a session file or "
               "a file being exported."))] = None,
    force: Annotated[bool, typer.Option("--force", show_default=False, help=_(
        "Let -o replace an existing file (never a session file)."))] = False,
    alias: Annotated[list[str] | None, typer.Option(
        "--alias", metavar="OTHER=NAME", show_default=False,
        help=_("With FILES: the player written OTHER in some sessions is NAME."))] = None,
) -> None:
    from jass_slate.report.aliases import parse_aliases

    path = session_path(ctx)
    chunks: Iterable[str] | bytes
    if files:
        from jass_slate.shell.every_game import every_game

        chunks = every_game(ctx).export_several(files, format.value, parse_aliases(alias or []))
    else:
        from jass_slate.games.differenzler.commands.hands import load_board

        board = load_board(path)
        if format in (ExportFormat.csv, ExportFormat.json):  # no rich: nothing is drawn
            from jass_slate.games.differenzler.report import exports as plain

            chunks = plain.export_csv(board) if format is ExportFormat.csv else \
                plain.export_json(board)
        elif format is ExportFormat.png:
            from jass_slate.games.differenzler.render.board import board_png

            not_to_the_terminal(output)
            chunks = board_png(board)
        else:
            from jass_slate.games.differenzler.render.board import export_chunks

            chunks = export_chunks(board, format.value)
    deliver(chunks, output, force, [*(files or []), path])
