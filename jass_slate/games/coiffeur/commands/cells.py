"""The commands of a Coiffeur session: new (start), hand, fix, undo, show, history, export,
watch, serve and play. cli/lazy.py runs these for a file that holds a Coiffeur."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.coiffeur.commands.completion import (
    complete_cell_points,
    complete_coiffeur_team,
)
from jass_slate.language.i18n import _
from jass_slate.shell.common import (
    deliver,
    draw,
    family,
    not_to_the_terminal,
    print_json,
    refusals,
    say,
    session_path,
)
from jass_slate.shell.options import DEFAULT_PORT, AsciiOpt, ExportFormat, JsonOpt, LanOpt, PortOpt
from jass_slate.shell.watch import Frame, slate_watch, watched

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.games.coiffeur.scoring.board import Board, Played
    from jass_slate.games.coiffeur.table.cells import CellWords, CoiffeurSession
    from jass_slate.render.mark_styles import MarkStyle

commands = family()

RowArg = Annotated[str, typer.Argument(
    metavar="ROW", help=_("The row: its number (1 is the first row, ×1 on the default slate) "
                          "or its name (herz, obenabe, joker, ...)."))]
ByOpt = Annotated[str, typer.Option(
    "--by", metavar="TEAM", autocompletion=complete_coiffeur_team,
    help=_("The team that declared: 1, 2 (3), its name, or the player who chose."))]
CellPointsOpt = Annotated[str | None, typer.Option(
    "--points", "-p", metavar="[TEAM=]N", autocompletion=complete_cell_points,
    help=_("The declaring team's points (0 to 157); TEAM=N of the other team writes 157 − N."))]
CellMatchOpt = Annotated[bool, typer.Option(
    "--match", "-m", show_default=False, help=_("The declaring team took every trick."))]
KontermatchOpt = Annotated[bool, typer.Option(
    "--kontermatch", "-k", show_default=False,
    help=_("The declaring team took no trick."))]
CellWeisOpt = Annotated[str | None, typer.Option(
    "--weis", "-w", metavar="N[+N...]",
    help=_("The declaring team's Weis and Stöck points, where the house rule `weis` writes "
           "them (20, 50+20); multiplied by the row's factor."))]
ScratchOpt = Annotated[bool, typer.Option(
    "--scratch", "-x", show_default=False,
    help=_("The team gives the row up: played, 0, crossed out."))]


def _words(row: str, by: str, points: str | None, match: bool, kontermatch: bool,
           scratch: bool, weis: str | None) -> CellWords:
    from jass_slate.games.coiffeur.table.cells import CellWords

    return CellWords(row, by, points, match, kontermatch, scratch, weis)


def _report(session: CoiffeurSession, event: Played, json_out: bool) -> None:
    from jass_slate.games.coiffeur.report.words import outcome_message, played_message, show_data

    board = session.board
    if json_out:
        from jass_slate.games.coiffeur.report.words import cell_data

        print_json({**show_data(board), "cell": {"row": event.row + 1,
                                                 "team": board.setup.teams[event.team].name,
                                                 **(cell_data(board, event.row, event.team)
                                                    or {})}})
        return
    say(played_message(board, event).text())
    outcome = outcome_message(board)
    if outcome is not None:
        say(outcome.text())


@commands.command(name="hand", help=_(
    "Write a Coiffeur cell: the row, the team that declared, what it made.\n\n"
    "Example: jass-slate hand 3 --by 1 --points 100; jass-slate hand herz --by Anna --match; "
    "jass-slate hand 5 --by 2 --points 1=57 (team 1 made 57: team 2 writes 100)"))
@refusals
def hand(ctx: typer.Context, row: RowArg, by: ByOpt, points: CellPointsOpt = None,
         match: CellMatchOpt = False, kontermatch: KontermatchOpt = False,
         scratch: ScratchOpt = False, weis: CellWeisOpt = None,
         json_out: JsonOpt = False) -> None:
    from jass_slate.games.coiffeur.table.cells import record_cell

    session, event = record_cell(session_path(ctx),
                                 _words(row, by, points, match, kontermatch, scratch, weis))
    _report(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace what a Coiffeur cell holds; later totals follow.\n\n"
    "Example: jass-slate fix 3 --by 1 --points 90"))
@refusals
def fix(ctx: typer.Context, row: RowArg, by: ByOpt, points: CellPointsOpt = None,
        match: CellMatchOpt = False, kontermatch: KontermatchOpt = False,
        scratch: ScratchOpt = False, weis: CellWeisOpt = None,
        json_out: JsonOpt = False) -> None:
    from jass_slate.games.coiffeur.table.cells import record_cell

    words = _words(row, by, points, match, kontermatch, scratch, weis)
    session, event = record_cell(session_path(ctx), words, fix=True)
    _report(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last cell written or fixed (the record keeps the undo).\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    from jass_slate.games.coiffeur.report.words import show_data, undone_message
    from jass_slate.games.coiffeur.table.cells import undo_last

    session, undone = undo_last(session_path(ctx))
    if json_out:
        print_json(show_data(session.board))
        return
    say(undone_message(session.board, undone).text())


def load_board(path: Path) -> CoiffeurSession:
    from jass_slate.games.coiffeur.table.cells import load_coiffeur

    return load_coiffeur(path)


EvaluationOpt = Annotated[bool | None, typer.Option(
    "--evaluation/--no-evaluation", show_default=False,
    help=_("The evaluation column, factor × (A − B) per row and its sum (default: the "
           "rules' `evaluation`)."))]
GreyOpt = Annotated[bool | None, typer.Option(
    "--grey/--no-grey", show_default=False,
    help=_("Dim the rows every team has played (default: the rules' `grey`)."))]


def board_drawing(board: Board, evaluation: bool | None, grey: bool | None,
                  ascii_: bool) -> object:
    from jass_slate.games.coiffeur.render.board import render_coiffeur

    rules = board.rules
    return render_coiffeur(board, rules.evaluation if evaluation is None else evaluation,
                           rules.grey if grey is None else grey, ascii_)


@commands.command(name="show", help=_(
    "The Coiffeur slate: rows and factors, each team's cells and total, and what each "
    "team still needs.\n\nExample: jass-slate show --evaluation"))
@refusals
def show(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False,
         evaluation: EvaluationOpt = None, grey: GreyOpt = None) -> None:
    board = load_board(session_path(ctx)).board
    if json_out:
        from jass_slate.games.coiffeur.report.words import show_data

        print_json(show_data(board))
        return
    draw(board_drawing(board, evaluation, grey, ascii_))  # type: ignore[arg-type]


def standing_entries(session: CoiffeurSession) -> list[tuple[str, Played]]:
    """The cells that stand, each with when it was written."""
    from jass_slate.file.game_file import standing

    found = []
    for index, event in standing(session.entries):
        found.append((session.entries[index].at, event))
    return found  # type: ignore[return-value]


@commands.command(name="history", help=_(
    "Every cell in the order written: the row, who declared, when, and the running "
    "totals.\n\nExample: jass-slate history"))
@refusals
def history(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False) -> None:
    from jass_slate.games.coiffeur.report.words import history_data

    session = load_board(session_path(ctx))
    rows = history_data(session.board, standing_entries(session))
    if json_out:
        print_json({"hands": rows})
        return
    from jass_slate.games.coiffeur.render.board import render_history

    draw(render_history(session.board, rows, ascii_))


# --- export and stats --------------------------------------------------------------------


def coiffeur_named(path: Path) -> tuple[str, Board, list[tuple[str, Played]]]:
    session = load_board(path)
    return str(path), session.board, standing_entries(session)


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
    path = session_path(ctx)
    chunks: Iterable[str] | bytes
    if files:
        from jass_slate.report.aliases import parse_aliases
        from jass_slate.shell.every_game import every_game

        chunks = every_game(ctx).export_several(list(files), format.value,
                                                parse_aliases(alias or []))
    else:
        chunks = export_one(load_board(path), format.value, output)
    deliver(chunks, output, force, [*(files or []), path])


def export_one(session: CoiffeurSession, format_name: str, output: Path | None
               ) -> Iterable[str] | bytes:
    from jass_slate.games.coiffeur.report import exports as plain

    board, entries = session.board, standing_entries(session)
    if format_name == "csv":
        return plain.coiffeur_csv(board, entries)
    if format_name == "json":
        return plain.coiffeur_json(board, entries)
    from jass_slate.games.coiffeur.render import exports as drawn

    if format_name == "md":
        return drawn.export_markdown(board, entries)
    if format_name == "svg":
        return [drawn.export_svg(board)]
    not_to_the_terminal(output)
    from jass_slate.render.png import svg_to_png

    return svg_to_png(drawn.export_svg(board))


def slate_frames(facing: bool, ascii_: bool, styles: frozenset[MarkStyle]) -> Frame:
    """`watch`'s frame of a Coiffeur: its slate, as `show` draws it by the rules (a Coiffeur
    slate has no Z to face the other way, nor marks to draw in a style)."""

    def drawing(path: Path) -> RenderableType:
        return board_drawing(load_board(path).board, None, None, ascii_)  # type: ignore[return-value]

    return lambda path: watched(path, ascii_, drawing)


slate_watch(commands, slate_frames)


@commands.command(name="serve", help=_(
    "Serve the Coiffeur slate, the totals and the cells as a live, read-only web page that "
    "updates by itself when a cell is written.\n\n"
    "Without --lan only this computer can open it; with --lan the phones around the table "
    "can, through the printed address (or its QR code) with its access token.\n\n"
    "Example: jass-slate serve --lan"))
@refusals
def serve(ctx: typer.Context, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False) -> None:
    from jass_slate.shell.serve import serve as live_page

    live_page(ctx, port, lan)


@commands.command(name="play", help=_(
    "Score the Coiffeur interactively: the row, who declared, what they made, hand by hand."
    "\n\nEach answer is written at once. At any question: undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    from jass_slate.games.coiffeur.table.play import CoiffeurTable
    from jass_slate.shell.prompt import ask_line, say_wrapped, until_interrupted

    def show(board: Board) -> None:
        draw(board_drawing(board, None, None, False))  # type: ignore[arg-type]

    until_interrupted(CoiffeurTable(session_path(ctx), ask_line, say_wrapped, show).run)
