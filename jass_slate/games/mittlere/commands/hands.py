"""A Mittlere's hands recorded: hand, fix and undo (cli/lazy.py runs these for a file
that holds a Mittlere)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.mittlere.commands.board_game import GAME
from jass_slate.games.mittlere.commands.completion import (
    complete_mittlere_player,
    complete_player_points,
)
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.games.mittlere.table.hands import MittlereSession

commands = family()

WordsArg = Annotated[list[str] | None, typer.Argument(
    metavar="PLAYER=N...", show_default=False, autocompletion=complete_player_points)]
MatchOpt = Annotated[str | None, typer.Option(
    "--match", "-m", metavar="PLAYER", show_default=False,
    autocompletion=complete_mittlere_player,
    help=_("That player took every trick: 157, the others 0; two Striche to him, a Nuller "
           "to each other."))]
VoidOpt = Annotated[bool, typer.Option(
    "--void", show_default=False,
    help=_("Nobody renounced, so no trump was fixed: the hand is void and not counted."))]
MiddleOpt = Annotated[str | None, typer.Option(
    "--middle", metavar="PLAYER", show_default=False,
    autocompletion=complete_mittlere_player,
    help=_("Where points are level, the player the table counts as the middle one."))]


def _words(words: list[str] | None, match: str | None, void: bool, middle: str | None
           ) -> object:
    from jass_slate.games.mittlere.table.hands import HandWords

    return HandWords(tuple(words or ()), match, void, middle)


def _said(session: MittlereSession, event: object, json_out: bool) -> None:
    from jass_slate.games.mittlere.report.words import recorded_lines, show_data

    board = session.board
    if json_out:
        print_json(show_data(board))
        return
    for line in recorded_lines(board, event):
        say(line)


@commands.command(name="hand", help=_(
    "A hand's card points: PLAYER=N ... (one player may be left out and takes the rest of "
    "157), Cla=0+ for a trick of no points; or --match PLAYER, or --void.\n\n"
    "Example: jass-slate hand Anna=70 Beat=50"))
@refusals
def hand(ctx: typer.Context, words: WordsArg = None, match: MatchOpt = None,
         void: VoidOpt = False, middle: MiddleOpt = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.mittlere.table.hands import HandWords, hand_event, record

    said = _words(words, match, void, middle)
    assert isinstance(said, HandWords)
    session, event = record(session_path(ctx), lambda s: hand_event(s, said))
    _said(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace hand number HAND as it really was; the later marks follow.\n\n"
    "Example: jass-slate fix 3 Anna=80 Beat=77 Cla=0"))
@refusals
def fix(ctx: typer.Context,
        number: Annotated[int, typer.Argument(metavar="HAND",
                                              help=_("The hand number to replace."))],
        words: WordsArg = None, match: MatchOpt = None, void: VoidOpt = False,
        middle: MiddleOpt = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.mittlere.table.hands import HandWords, fix_event, record

    said = _words(words, match, void, middle)
    assert isinstance(said, HandWords)
    session, event = record(session_path(ctx), lambda s: fix_event(s, number, said))
    _said(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last recorded hand or fix; the file keeps a record of the undo.\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    undo_last(ctx, GAME, json_out)
