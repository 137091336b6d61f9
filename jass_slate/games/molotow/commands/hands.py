"""A Molotow's hands recorded: hand, fix and undo (cli/lazy.py runs these for a file that
holds a Molotow)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.molotow.commands.board_game import GAME
from jass_slate.games.molotow.commands.completion import (
    complete_molotow_player,
    complete_player_points,
)
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.games.molotow.table.hands import HandWords, MolotowSession

commands = family()

TrumpArg = Annotated[str, typer.Argument(
    metavar="TRUMP", help=_("The hand's trump: the suit of the first card played by a "
                            "player who could not follow, or obenabe when nobody did."))]
PointsArg = Annotated[list[str] | None, typer.Argument(
    metavar="PLAYER=N...", show_default=False, autocompletion=complete_player_points,
    help=_("Each player's trick points; one player may be left out and takes the rest of "
           "157."))]
HandWeisOpt = Annotated[list[str] | None, typer.Option(
    "--hand-weis", metavar="PLAYER=V[,V...]", show_default=False,
    autocompletion=complete_player_points,
    help=_("A Weis in a player's own hand, said positive: it is taken off his points "
           "(repeatable)."))]
TableWeisOpt = Annotated[list[str] | None, typer.Option(
    "--table-weis", metavar="PLAYER=V[,V...]", show_default=False,
    autocompletion=complete_player_points,
    help=_("A Weis that fell on the table in a trick the player took, said positive: it is "
           "added to his points (repeatable)."))]
StoeckOpt = Annotated[str | None, typer.Option(
    "--stoeck", "--stock", "--stöck", metavar="PLAYER", show_default=False,
    autocompletion=complete_molotow_player,
    help=_("Who had king and ober of trumps in his hand: 20 off his points."))]


def _said(session: MolotowSession, event: object, json_out: bool) -> None:
    from jass_slate.games.molotow.report.words import recorded_lines, show_data

    if json_out:
        print_json(show_data(session.board))
        return
    for line in recorded_lines(session.board, event):
        say(line)


def _words(trump: str, points: list[str] | None, hand_weis: list[str] | None,
           table_weis: list[str] | None, stoeck: str | None) -> HandWords:
    from jass_slate.core.errors import InputError, message
    from jass_slate.games.molotow.table.hands import HandWords
    from jass_slate.language.i18n import N_

    if not points:
        raise InputError(message(N_("a hand needs its trick points: PLAYER=N ... (one "
                                    "player may be left out)")))
    return HandWords(trump, points, hand_weis or [], table_weis or [], stoeck)


@commands.command(name="hand", help=_(
    "A hand: its trump, each player's trick points, the Weis from a hand and on the table, "
    "the Stöck.\n\n"
    "Example: jass-slate hand hearts Anna=62 Beat=40 Cla=55 --hand-weis Beat=20 "
    "--table-weis Anna=20 --stoeck Dora"))
@refusals
def hand(ctx: typer.Context, trump: TrumpArg, points: PointsArg = None,
         hand_weis: HandWeisOpt = None, table_weis: TableWeisOpt = None,
         stoeck: StoeckOpt = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.molotow.table.hands import played_event, record

    words = _words(trump, points, hand_weis, table_weis, stoeck)
    session, event = record(session_path(ctx), lambda s: played_event(s, words))
    _said(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace hand number HAND as it really was: its trump, points, Weis and Stöck; the "
    "later totals follow.\n\n"
    "Example: jass-slate fix 3 spades Anna=0 Beat=44 Cla=38 --hand-weis Anna=20,20"))
@refusals
def fix(ctx: typer.Context,
        number: Annotated[int, typer.Argument(metavar="HAND",
                                              help=_("The hand number to replace."))],
        trump: TrumpArg, points: PointsArg = None, hand_weis: HandWeisOpt = None,
        table_weis: TableWeisOpt = None, stoeck: StoeckOpt = None,
        json_out: JsonOpt = False) -> None:
    from jass_slate.games.molotow.table.hands import fix_event, record

    words = _words(trump, points, hand_weis, table_weis, stoeck)
    session, event = record(session_path(ctx), lambda s: fix_event(s, number, words))
    _said(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last recorded hand or fix; the file keeps a record of the undo.\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    undo_last(ctx, GAME, json_out)
