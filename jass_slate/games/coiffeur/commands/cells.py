"""The Coiffeur's cells written: hand, fix and undo (cli/lazy.py runs these for a file that
holds a Coiffeur)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.coiffeur.commands.board_game import GAME
from jass_slate.games.coiffeur.commands.completion import (
    complete_cell_points,
    complete_coiffeur_team,
)
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.games.coiffeur.scoring.board import Played
    from jass_slate.games.coiffeur.table.cells import CellWords, CoiffeurSession

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
    undo_last(ctx, GAME, json_out)
