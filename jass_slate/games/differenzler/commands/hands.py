"""A Differenzler's calls and hands recorded: call, tricks, hand, fix and undo (cli/lazy.py
runs these for a file that holds a Differenzler)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.differenzler.commands.board_game import GAME
from jass_slate.games.differenzler.commands.completion import (
    complete_differenzler_player,
    complete_player_points,
)
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:


    from jass_slate.games.differenzler.table.hands import DiffSession

commands = family()

WordsArg = Annotated[list[str] | None, typer.Argument(
    metavar="WORDS...", show_default=False, autocompletion=complete_player_points)]
TrumpOpt = Annotated[str | None, typer.Option(
    "--trump", "-t", metavar="SUIT", show_default=False,
    help=_("The trump of the hand (the shown bottom card): hearts, herz, ♥ ..."))]
StoeckOpt = Annotated[str | None, typer.Option(
    "--stoeck", "--stock", "--stöck", metavar="PLAYER", show_default=False,
    autocompletion=complete_differenzler_player,
    help=_("Who had king and ober of trumps, where the rules count Stöck."))]
CallsOpt = Annotated[list[str] | None, typer.Option(
    "--call", "--calls", "-c", metavar="N,N,N,N|PLAYER=N", show_default=False,
    help=_("The calls: one number per player in seat order, or PLAYER=N (repeatable)."))]
MatchOpt = Annotated[str | None, typer.Option(
    "--match", "-m", metavar="PLAYER", show_default=False,
    autocompletion=complete_differenzler_player,
    help=_("That player took every trick: the hand's 157, the others 0 (no bonus)."))]
PointsOpt = Annotated[list[str] | None, typer.Option(
    "--points", "--tricks", "-p", metavar="PLAYER=N", show_default=False,
    autocompletion=complete_player_points,
    help=_("The points each player took, PLAYER=N (Cla=0+: a trick of no points); one "
           "player may be left out and takes the rest."))]


def _said(session: DiffSession, event: object, json_out: bool) -> None:
    from jass_slate.games.differenzler.report.words import recorded_lines, show_data

    if json_out:
        print_json(show_data(session.board))
        return
    for line in recorded_lines(session.board, event):
        say(line)


@commands.command(name="call", help=_(
    "The calls before the first trick: PLAYER N, or one number for each player in seat "
    "order. A hidden game shows no call until the hand is played.\n\n"
    "Example: jass-slate call 40 25 30 62 --trump hearts"))
@refusals
def call(ctx: typer.Context, words: WordsArg = None, trump: TrumpOpt = None,
         hand: Annotated[int | None, typer.Option(
             metavar="N", help=_("The hand the calls are for (the open hand)."))] = None,
         json_out: JsonOpt = False) -> None:
    from jass_slate.games.differenzler.table.hands import call_event, record

    session, event = record(session_path(ctx),
                            lambda s: call_event(s, words or [], trump, hand))
    _said(session, event, json_out)


@commands.command(name="tricks", help=_(
    "The points each player took in the hand: PLAYER=N ... (one may be left out and "
    "takes the rest of 157), Cla=0+ for a trick of no points.\n\n"
    "Example: jass-slate tricks Anna=38 Beat=30 Cla=0+"))
@refusals
def tricks(ctx: typer.Context, words: WordsArg = None, trump: TrumpOpt = None,
           stoeck: StoeckOpt = None, match: MatchOpt = None, json_out: JsonOpt = False
           ) -> None:
    from jass_slate.games.differenzler.table.hands import record, tricks_event

    session, event = record(session_path(ctx),
                            lambda s: tricks_event(s, words or [], trump, stoeck, match))
    _said(session, event, json_out)


def _hand_words(trump: str, calls: list[str] | None, points: list[str] | None,
                stoeck: str | None, match: str | None) -> object:
    from jass_slate.core.errors import InputError, message
    from jass_slate.games.differenzler.table.hands import HandWords
    from jass_slate.language.i18n import N_

    if not calls or not (points or match):
        raise InputError(message(N_("a hand needs its calls and its points: --call "
                                    "40,25,30,62 --points Anna=38,Beat=30,Cla=0")))
    return HandWords(trump, calls, points or [], stoeck, match)


@commands.command(name="hand", help=_(
    "A whole hand at once: its trump, the calls and the points.\n\n"
    "Example: jass-slate hand hearts --call 40,25,30,62 --points Anna=38,Beat=25,Cla=30"))
@refusals
def hand(ctx: typer.Context,
         trump: Annotated[str, typer.Argument(metavar="TRUMP", help=_("The hand's trump."))],
         calls: CallsOpt = None, points: PointsOpt = None, stoeck: StoeckOpt = None,
         match: MatchOpt = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.differenzler.table.hands import HandWords, played_event, record

    words = _hand_words(trump, calls, points, stoeck, match)
    assert isinstance(words, HandWords)
    session, event = record(session_path(ctx), lambda s: played_event(s, words))
    _said(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace hand number HAND as it really was: its trump, calls and points; the later "
    "totals follow.\n\n"
    "Example: jass-slate fix 3 hearts --call 40,25,30,62 --points Anna=40,Beat=25,Cla=30"))
@refusals
def fix(ctx: typer.Context,
        number: Annotated[int, typer.Argument(metavar="HAND",
                                              help=_("The hand number to replace."))],
        trump: Annotated[str, typer.Argument(metavar="TRUMP", help=_("The hand's trump."))],
        calls: CallsOpt = None, points: PointsOpt = None, stoeck: StoeckOpt = None,
        match: MatchOpt = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.differenzler.table.hands import HandWords, fix_event, record

    words = _hand_words(trump, calls, points, stoeck, match)
    assert isinstance(words, HandWords)
    session, event = record(session_path(ctx), lambda s: fix_event(s, number, words))
    _said(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last recorded call, points or hand; the file keeps a record of the "
    "undo.\n\nExample: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    undo_last(ctx, GAME, json_out)
