"""Reading a Coiffeur session: show, history, rules and export."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from jass_slate.games.coiffeur.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import export_board, loaded, show_board, show_history
from jass_slate.shell.common import family, print_json, refusals, say
from jass_slate.shell.options import AsciiOpt, ExportFormat, JsonOpt

commands = family()

EvaluationOpt = Annotated[bool | None, typer.Option(
    "--evaluation/--no-evaluation", show_default=False,
    help=_("The evaluation column, factor × (A − B) per row and its sum (default: the "
           "rules' `evaluation`)."))]
GreyOpt = Annotated[bool | None, typer.Option(
    "--grey/--no-grey", show_default=False,
    help=_("Dim the rows every team has played (default: the rules' `grey`)."))]


@commands.command(name="show", help=_(
    "The Coiffeur slate: rows and factors, each team's cells and total, and what each "
    "team still needs.\n\nExample: jass-slate show --evaluation"))
@refusals
def show(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False,
         evaluation: EvaluationOpt = None, grey: GreyOpt = None) -> None:
    show_board(ctx, GAME, json_out, lambda board: board_drawing(board, evaluation, grey, ascii_))


@commands.command(name="history", help=_(
    "Every cell in the order written: the row, who declared, when, and the running "
    "totals.\n\nExample: jass-slate history"))
@refusals
def history(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False) -> None:
    show_history(ctx, GAME, json_out, ascii_)


@commands.command(name="rules", help=_(
    "The Coiffeur's house rules and its rows; `--presets` lists the rows presets.\n\n"
    "Example: jass-slate rules --presets"))
@refusals
def rules(ctx: typer.Context, json_out: JsonOpt = False,
          presets: Annotated[bool, typer.Option(
              "--presets", show_default=False, help=_("List the rows presets."))] = False
          ) -> None:
    from jass_slate.games.coiffeur.scoring.rows import PRESETS, row_tables

    if presets:
        if json_out:
            print_json({name: {"rows": row_tables(p.rows), "source": p.source}
                        for name, p in PRESETS.items()})
            return
        for name, preset in PRESETS.items():
            say(f"{name:16} {_(preset.source)}")
        return
    from jass_slate.games.coiffeur.report.words import rules_data

    setup = loaded(ctx, GAME).setup
    data = {**rules_data(setup), "rows": row_tables(setup.rows)}
    if json_out:
        print_json(data)
        return
    for key, value in rules_data(setup).items():
        if value is not None:
            say(f"{key:20} {str(value).lower() if isinstance(value, bool) else value}")
    for number, row in enumerate(setup.rows, start=1):
        say(f"{number:>2}. ×{row.factor:<3} {row.label} ({row.kind.value})")


@commands.command(name="export", help=_(
    "Export the Coiffeur: CSV (a row per cell), JSON, Markdown, or the slate in chalk as an "
    "SVG or PNG picture; with FILES, several sessions, Schieber and Coiffeur, as one.\n\n"
    "Example: jass-slate export --format svg -o coiffeur.svg"))
@refusals
def export(
    ctx: typer.Context,
    files: Annotated[list[Path] | None, typer.Argument(
        metavar="FILE", show_default=False,
        help=_("Session files to export as one (default: the session file alone)."))] = None,
    format: Annotated[ExportFormat, typer.Option(
        "--format", help=_("The format."))] = ExportFormat.csv,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", metavar="FILE",
        help=_("Write to FILE instead of stdout, in one step."))] = None,
    force: Annotated[bool, typer.Option("--force", show_default=False, help=_(
        "Let -o replace an existing file (never a session file)."))] = False,
    alias: Annotated[list[str] | None, typer.Option(
        "--alias", metavar="OTHER=NAME", show_default=False,
        help=_("With FILES: the player written OTHER is NAME, as in stats."))] = None,
) -> None:
    export_board(ctx, GAME, files, format.value, output, force, alias)
