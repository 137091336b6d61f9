"""Reading a board session: show, history, rules and export."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from jass_slate.games.board.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import export_board, loaded, show_board, show_history
from jass_slate.shell.common import family, print_json, refusals, say
from jass_slate.shell.options import AsciiOpt, ExportFormat, JsonOpt

commands = family()


@commands.command(name="show", help=_(
    "The board: a column per player, a row per hand with what it wrote; the totals and "
    "who leads or won.\n\nExample: jass-slate show"))
@refusals
def show(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False) -> None:
    show_board(ctx, GAME, json_out, lambda board: board_drawing(board, ascii_))


@commands.command(name="history", help=_(
    "Every hand: what it wrote for each player and the running totals.\n\n"
    "Example: jass-slate history --json"))
@refusals
def history(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False) -> None:
    show_history(ctx, GAME, json_out, ascii_)


@commands.command(name="rules", help=_(
    "The session's house rules; --presets lists the board's presets (Schläger's two "
    "forms among them).\n\n"
    "Example: jass-slate rules --json"))
@refusals
def rules(ctx: typer.Context, json_out: JsonOpt = False,
          presets: Annotated[bool, typer.Option("--presets", show_default=False,
                                                help=_("List the presets."))] = False) -> None:
    from jass_slate.games.board.scoring.rules import PRESET_HELP, PRESETS, rules_table

    if presets:
        if json_out:
            print_json({name: rules_table(r) for name, r in PRESETS.items()})
            return
        for name, text in PRESET_HELP.items():
            say(f"{name}: {_(text)}")
        return
    board = loaded(ctx, GAME).board
    table = rules_table(board.rules)
    if json_out:
        print_json(table)
        return
    import tomli_w

    say(tomli_w.dumps(table).rstrip("\n"))  # as a rules file writes it


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
    export_board(ctx, GAME, files, format.value, output, force, alias)
