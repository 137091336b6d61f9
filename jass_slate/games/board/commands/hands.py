"""A board's hands recorded: hand, fix and undo (cli/lazy.py runs these for a file that
holds a board)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.board.commands.board_game import GAME
from jass_slate.games.board.commands.completion import complete_player_points
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.games.board.table.hands import BoardSession

commands = family()

WordsArg = Annotated[list[str] | None, typer.Argument(
    metavar="PLAYER=N...", show_default=False, autocompletion=complete_player_points)]


def _said(session: BoardSession, event: object, json_out: bool) -> None:
    from jass_slate.games.board.report.words import recorded_lines, show_data

    if json_out:
        print_json(show_data(session.board))
        return
    for line in recorded_lines(session.board, event):
        say(line)


@commands.command(name="hand", help=_(
    "One hand: what it writes for every player, PLAYER=N, any whole number, negative too "
    "(x: the player did not play, where the rules have it). Where every hand writes a "
    "fixed total, one player may be left out and takes the rest.\n\n"
    "Example: jass-slate hand Anna=30 Beat=-20 Cla=5"))
@refusals
def hand(ctx: typer.Context, words: WordsArg = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.board.table.hands import hand_event, record

    session, event = record(session_path(ctx), lambda s: hand_event(s, words or []))
    _said(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace hand number HAND as it really was; the later totals follow.\n\n"
    "Example: jass-slate fix 3 Anna=30 Beat=-10 Cla=5"))
@refusals
def fix(ctx: typer.Context,
        number: Annotated[int, typer.Argument(metavar="HAND",
                                              help=_("The hand number to replace."))],
        words: WordsArg = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.board.table.hands import fix_event, record

    session, event = record(session_path(ctx), lambda s: fix_event(s, number, words or []))
    _said(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last recorded hand or fix; the file keeps a record of the undo.\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    undo_last(ctx, GAME, json_out)
