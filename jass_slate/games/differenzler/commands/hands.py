"""The commands of a Differenzler session: call, tricks, hand, fix, undo, show, history,
rules, export, watch, serve and play (cli/lazy.py runs these for a file of that game), and
`start`, which `new --game differenzler` calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.differenzler.commands.completion import (
    complete_differenzler_player,
    complete_player_points,
)
from jass_slate.language.i18n import _
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import DEFAULT_PORT, AsciiOpt, JsonOpt, LanOpt, PortOpt
from jass_slate.shell.watch import IntervalOpt, watch_file, watched

if TYPE_CHECKING:
    from pathlib import Path

    from rich.console import RenderableType

    from jass_slate.games.differenzler.scoring.board import Board
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
    from jass_slate.games.differenzler.report.words import lead_line, show_data, undone_line
    from jass_slate.games.differenzler.table.hands import undo as take_back

    session, event = take_back(session_path(ctx))
    if json_out:
        print_json(show_data(session.board))
        return
    say(undone_line(session.board, event))
    say(lead_line(session.board))


def load_board(path: Path) -> Board:
    from jass_slate.file.game_file import load_kind
    from jass_slate.games.differenzler.file.game_file import DIFFERENZLER

    board: Board = load_kind(path, DIFFERENZLER).board
    return board


@commands.command(name="show", help=_(
    "The board: a column per player, per hand the call, the points and the difference; "
    "the totals and who leads.\n\nExample: jass-slate show"))
@refusals
def show(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False) -> None:
    board = load_board(session_path(ctx))
    if json_out:
        from jass_slate.games.differenzler.report.words import show_data

        print_json(show_data(board))
        return
    from jass_slate.games.differenzler.render.board import render_board
    from jass_slate.shell.common import draw

    draw(render_board(board, ascii_))


@commands.command(name="history", help=_(
    "Every played hand: trump, calls, points, what it wrote and the running totals.\n\n"
    "Example: jass-slate history --json"))
@refusals
def history(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False) -> None:
    board = load_board(session_path(ctx))
    if json_out:
        from jass_slate.games.differenzler.report.words import history_data

        print_json(history_data(board))
        return
    from jass_slate.games.differenzler.render.board import history_table
    from jass_slate.shell.common import draw

    draw(history_table(board, ascii_))


@commands.command(name="rules", help=_(
    "The session's house rules; --presets lists the Differenzler presets.\n\n"
    "Example: jass-slate rules --json"))
@refusals
def rules(ctx: typer.Context, json_out: JsonOpt = False,
          presets: Annotated[bool, typer.Option("--presets", show_default=False,
                                                help=_("List the presets."))] = False) -> None:
    from jass_slate.games.differenzler.scoring.rules import PRESET_HELP, PRESETS, rules_table

    if presets:
        if json_out:
            print_json({name: rules_table(r) for name, r in PRESETS.items()})
            return
        for name, text in PRESET_HELP.items():
            say(f"{name}: {_(text)}")
        return
    board = load_board(session_path(ctx))
    table = rules_table(board.rules)
    if json_out:
        print_json(table)
        return
    import tomli_w

    say(tomli_w.dumps(table).rstrip("\n"))  # as a rules file writes it


def board_frame(path: Path, ascii_: bool) -> RenderableType:
    """`watch`'s frame of a Differenzler: the board as the file says now, or why it cannot
    be read (watch keeps waiting)."""

    def drawing(path: Path) -> RenderableType:
        from jass_slate.games.differenzler.render.board import render_board

        return render_board(load_board(path), ascii_)

    return watched(path, ascii_, drawing)


@commands.command(name="watch", help=_(
    "Keep the board in view: full-screen, redrawn whenever the session file changes.\n\n"
    "Another terminal or device records the hands; watch only reads the file. Ctrl-C stops."
    "\n\nExample: jass-slate watch"))
@refusals
def watch(ctx: typer.Context, ascii_: AsciiOpt = False, interval: IntervalOpt = 1.0) -> None:
    watch_file(ctx, lambda path: board_frame(path, ascii_), interval)


@commands.command(name="serve", help=_(
    "Serve the board, the totals and the hands as a live, read-only web page that updates "
    "by itself when a call or a hand is recorded; a hidden call stays `***` until its hand "
    "is played.\n\n"
    "Without --lan only this computer can open it; with --lan the phones around the table "
    "can, through the printed address (or its QR code) with its access token.\n\n"
    "Example: jass-slate serve --lan"))
@refusals
def serve(ctx: typer.Context, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False) -> None:
    from jass_slate.shell.serve import serve as live_page

    live_page(ctx, port, lan)


def ask_secret(prompt: str) -> str:
    """A hidden call: not echoed in a terminal (getpass), nor written back from a pipe."""
    import sys

    from jass_slate.report.visible import visible

    if sys.stdin.isatty():
        import getpass

        return getpass.getpass(visible(prompt))
    sys.stdout.write(visible(prompt) + "\n")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\r\n")


@commands.command(name="play", help=_(
    "Score the evening interactively: the trump, each call (hidden calls are not echoed), "
    "then each player's points, hand by hand.\n\nEach answer is written at once; `play` "
    "picks up an open hand. At any question: undo, show, help, quit."))
@refusals
def play(ctx: typer.Context) -> None:
    from jass_slate.games.differenzler.render.board import render_board
    from jass_slate.games.differenzler.table.play import DiffTable
    from jass_slate.shell.common import draw
    from jass_slate.shell.prompt import ask_line, say_wrapped, until_interrupted

    path = session_path(ctx)
    load_board(path)  # a file that cannot be used is said before any question
    table = DiffTable(path, ask_line, say_wrapped, lambda board: draw(render_board(board)),
                      ask_secret)
    until_interrupted(table.run)
