"""A two-player game's hands recorded: hand, fix and undo (cli/lazy.py runs these for a
file that holds a two-player game)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.twoplayer.commands.board_game import GAME
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.games.twoplayer.table.hands import TwoSession

commands = family()

TrumpArg = Annotated[str, typer.Argument(
    metavar="TRUMP", help=_("The trump: the turned card's suit."))]
TakerOpt = Annotated[str | None, typer.Option(
    "--taker", metavar="PLAYER", help=_("Who took the game on (where the rules have a "
                                        "taker)."))]
PointsOpt = Annotated[list[str] | None, typer.Option(
    "--points", "-p", metavar="PLAYER=N", show_default=False,
    help=_("Each player's card points, PLAYER=N (repeatable, or Anna=95,Beat=67)."))]
MatchOpt = Annotated[str | None, typer.Option(
    "--match", metavar="PLAYER", help=_("The player who took every trick."))]
WeisOpt = Annotated[list[str] | None, typer.Option(
    "--weis", "-w", metavar="PLAYER=V[,V...]", show_default=False,
    help=_("A player's Weis (repeatable)."))]
StoeckOpt = Annotated[str | None, typer.Option(
    "--stoeck", metavar="PLAYER", help=_("Who held king and ober of trumps."))]


def _said(session: TwoSession, event: object, json_out: bool) -> None:
    from jass_slate.games.twoplayer.report.words import recorded_lines

    if json_out:
        print_json(GAME.show_data(session.board))
        return
    for line in recorded_lines(session.board, event):
        say(line)


@commands.command(name="hand", help=_(
    "A played hand: its trump, who took the game on, each player's card points, a Match, "
    "Weis and Stöck; made or failed, what each writes follows.\n\n"
    "Example: jass-slate hand hearts --taker Anna --points Anna=95,Beat=67 --weis Beat=50 "
    "--stoeck Anna"))
@refusals
def hand(ctx: typer.Context, trump: TrumpArg, taker: TakerOpt = None,
         points: PointsOpt = None, match: MatchOpt = None, weis: WeisOpt = None,
         stoeck: StoeckOpt = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.twoplayer.table.hands import HandWords, hand_event, record

    words = HandWords(trump, taker, points or [], match, weis or [], stoeck)
    session, event = record(session_path(ctx), lambda s: hand_event(s, words))
    _said(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace hand number HAND as it really was; the later totals follow.\n\n"
    "Example: jass-slate fix 2 hearts --taker Anna --points Anna=100,Beat=62"))
@refusals
def fix(ctx: typer.Context,
        number: Annotated[int, typer.Argument(metavar="HAND",
                                              help=_("The hand number to replace."))],
        trump: TrumpArg, taker: TakerOpt = None, points: PointsOpt = None,
        match: MatchOpt = None, weis: WeisOpt = None, stoeck: StoeckOpt = None,
        json_out: JsonOpt = False) -> None:
    from jass_slate.games.twoplayer.table.hands import HandWords, fix_event, record

    words = HandWords(trump, taker, points or [], match, weis or [], stoeck)
    session, event = record(session_path(ctx), lambda s: fix_event(s, number, words))
    _said(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last recorded hand or fix; the file keeps a record of the undo.\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    undo_last(ctx, GAME, json_out)
