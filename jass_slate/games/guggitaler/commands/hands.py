"""A Guggitaler's hands and domino recorded: hand, domino, fix and undo (cli/lazy.py runs
these for a file that holds a Guggitaler)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.guggitaler.commands.board_game import GAME
from jass_slate.games.guggitaler.commands.completion import complete_players, complete_words
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.games.guggitaler.table.hands import GugSession

commands = family()

WordsArg = Annotated[list[str] | None, typer.Argument(
    metavar="PLAYER=N...", show_default=False, autocompletion=complete_words)]
OrderArg = Annotated[list[str] | None, typer.Argument(
    metavar="P1,P2,...", show_default=False, autocompletion=complete_players)]


def _said(session: GugSession, event: object, json_out: bool) -> None:
    from jass_slate.games.guggitaler.report.words import recorded_lines, show_data

    if json_out:
        print_json(show_data(session.board))
        return
    for line in recorded_lines(session.board, event):
        say(line)


@commands.command(name="hand", help=_(
    "The hand just played: each player's count of what it penalises, PLAYER=N (tricks, "
    "hearts, queens; the king or the last trick: the taker alone, `hand Cla`). One player "
    "may be left out and takes the rest.\n\nExample: jass-slate hand Anna=3 Beat=2 Cla=4"))
@refusals
def hand(ctx: typer.Context, words: WordsArg = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.guggitaler.table.hands import hand_event, record

    session, event = record(session_path(ctx), lambda s: hand_event(s, words or []))
    _said(session, event, json_out)


@commands.command(name="domino", help=_(
    "The domino after the five hands: the players in the order they went out (the last "
    "may be left out); each place earns its credit.\n\n"
    "Example: jass-slate domino Dora,Anna,Cla,Beat"))
@refusals
def domino(ctx: typer.Context, order: OrderArg = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.guggitaler.table.hands import domino_event, record

    session, event = record(session_path(ctx), lambda s: domino_event(s, order or []))
    _said(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace part number PART as it really was: a hand's counts, or the domino's "
    "finishing order; the later totals follow.\n\n"
    "Example: jass-slate fix 2 Anna=2 Beat=4 Cla=1"))
@refusals
def fix(ctx: typer.Context,
        number: Annotated[int, typer.Argument(metavar="PART",
                                              help=_("The part number to replace."))],
        words: WordsArg = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.guggitaler.table.hands import fix_event, record

    session, event = record(session_path(ctx), lambda s: fix_event(s, number, words or []))
    _said(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last recorded hand, domino or fix; the file keeps a record of the "
    "undo.\n\nExample: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    undo_last(ctx, GAME, json_out)
