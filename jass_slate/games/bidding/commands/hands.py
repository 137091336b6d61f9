"""A bidding game's hands recorded: hand, fix and undo (cli/lazy.py runs these for a file
that holds a bidding game)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.bidding.commands.board_game import GAME
from jass_slate.language.i18n import _
from jass_slate.shell.board_game import undo_last
from jass_slate.shell.common import (
    family,
    print_json,
    refusals,
    say,
    session_path,
    usage_error,
)
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.games.bidding.table.hands import BidSession

commands = family()

ContractArg = Annotated[str | None, typer.Argument(
    metavar="CONTRACT", show_default=False,
    help=_("The hand's contract: a trump suit, obenabe or undenufe (a Büter's hand has "
           "none)."))]
ByOpt = Annotated[str | None, typer.Option(
    "--by", metavar="SIDE", help=_("Who won the bidding: a player (or a team: 1, 2, its "
                                   "name or one of its players); in a Büter, who made "
                                   "trump."))]
BidOpt = Annotated[str | None, typer.Option("--bid", metavar="N", help=_("The bid."))]
PointsOpt = Annotated[str | None, typer.Option(
    "--points", metavar="[SIDE=]N", help=_("The card points the bidders took (with two "
                                           "teams, SIDE=N of either team: the other took "
                                           "the rest of 157)."))]
PassedOpt = Annotated[bool, typer.Option(
    "--all-passed", show_default=False,
    help=_("Everyone passed: the dealer (--by) plays the forced bid."))]
DoubleOpt = Annotated[bool, typer.Option("--double", show_default=False,
                                         help=_("The bid was doubled: its value ×2."))]
RedoubleOpt = Annotated[bool, typer.Option(
    "--redouble", show_default=False, help=_("The double was redoubled: the bid's value ×4."))]
WeisOpt = Annotated[list[str] | None, typer.Option(
    "--weis", metavar="SIDE=V[,V...]", show_default=False,
    help=_("The Weis of the side that scores them (a Büter's: of each side, bueter= or "
           "pair=)."))]
StoeckOpt = Annotated[str | None, typer.Option(
    "--stoeck", metavar="SIDE", help=_("The side that held king and ober of trumps."))]
FactorOpt = Annotated[str | None, typer.Option(
    "--factor", metavar="N", help=_("A Büter's hand: its factor, 1 to 5 (default 1)."))]
MatchOpt = Annotated[str | None, typer.Option(
    "--match", metavar="SIDE", help=_("A Büter's hand: the side that took every trick "
                                      "(257), bueter or pair."))]


def _words(contract: str | None, by: str | None, bid: str | None, points: str | None,
           all_passed: bool, double: bool, redouble: bool, weis: list[str] | None,
           stoeck: str | None, factor: str | None, match: str | None) -> object:
    from jass_slate.core.errors import InputError, message
    from jass_slate.games.bidding.table.hands import HandWords
    from jass_slate.language.i18n import N_

    if double and redouble:
        raise InputError(message(N_("--double or --redouble, not both: a redouble is "
                                    "already doubled")))
    return HandWords(contract or "", by, bid, points, all_passed, 4 if redouble else
                     2 if double else 1, tuple(weis or ()), stoeck, factor, match)


def _contract_given(ctx: typer.Context, contract: str | None) -> None:
    """A per-hand game's hand names its contract: without one it is a usage error, as
    Click says a missing argument (a Büter's hand has none)."""
    if contract is None:
        from jass_slate.games.bidding.commands.board_game import load_board
        from jass_slate.games.bidding.scoring.race import Race

        if not isinstance(load_board(session_path(ctx)), Race):
            usage_error(ctx, "Missing argument 'CONTRACT'.")


def _said(session: BidSession, event: object, json_out: bool) -> None:
    board = session.board
    if json_out:
        print_json(GAME.show_data(board))
        return
    for line in GAME.recorded(board, event):
        say(line)


@commands.command(name="hand", help=_(
    "A played hand: its contract, who won the bidding with what bid, and the card points "
    "the bidders took; made or failed, each side's score follows. A Büter's hand: who "
    "made trump, its factor, the Büter's card points (or a Match), Weis and Stöck.\n\n"
    "Example: jass-slate hand bells --by Anna --bid 100 --points 112\n\n"
    "Example (Büter): jass-slate hand --by Cla --factor 3 --points 100 --weis pair=50"))
@refusals
def hand(ctx: typer.Context, contract: ContractArg = None, by: ByOpt = None,
         bid: BidOpt = None, points: PointsOpt = None, all_passed: PassedOpt = False,
         double: DoubleOpt = False, redouble: RedoubleOpt = False, weis: WeisOpt = None,
         stoeck: StoeckOpt = None, factor: FactorOpt = None, match: MatchOpt = None,
         json_out: JsonOpt = False) -> None:
    from jass_slate.games.bidding.table.hands import HandWords, hand_event, record

    _contract_given(ctx, contract)
    words = _words(contract, by, bid, points, all_passed, double, redouble, weis, stoeck,
                   factor, match)
    assert isinstance(words, HandWords)
    session, event = record(session_path(ctx), lambda s: hand_event(s, words))
    _said(session, event, json_out)


@commands.command(name="fix", help=_(
    "Replace hand number HAND as it really was; the later totals follow.\n\n"
    "Example: jass-slate fix 3 bells --by Anna --bid 100 --points 84"))
@refusals
def fix(ctx: typer.Context,
        number: Annotated[int, typer.Argument(metavar="HAND",
                                              help=_("The hand number to replace."))],
        contract: ContractArg = None, by: ByOpt = None, bid: BidOpt = None,
        points: PointsOpt = None, all_passed: PassedOpt = False, double: DoubleOpt = False,
        redouble: RedoubleOpt = False, weis: WeisOpt = None, stoeck: StoeckOpt = None,
        factor: FactorOpt = None, match: MatchOpt = None, json_out: JsonOpt = False) -> None:
    from jass_slate.games.bidding.table.hands import HandWords, fix_event, record

    _contract_given(ctx, contract)
    words = _words(contract, by, bid, points, all_passed, double, redouble, weis, stoeck,
                   factor, match)
    assert isinstance(words, HandWords)
    session, event = record(session_path(ctx), lambda s: fix_event(s, number, words))
    _said(session, event, json_out)


@commands.command(name="bid", help=_(
    "A Büter's one bid, before the first hand: the Büter and his target for the whole "
    "game, 160 to the pair's 1000 in tens.\n\n"
    "Example: jass-slate bid Beat 700"))
@refusals
def bid(ctx: typer.Context,
        player: Annotated[str, typer.Argument(metavar="PLAYER",
                                              help=_("The Büter: a name or a seat, 1 to 3."))],
        points: Annotated[str, typer.Argument(metavar="N", help=_("His bid."))],
        json_out: JsonOpt = False) -> None:
    from jass_slate.games.bidding.table.hands import game_bid, record

    session, event = record(session_path(ctx), lambda s: game_bid(s, player, points))
    _said(session, event, json_out)


@commands.command(name="undo", help=_(
    "Take back the last recorded hand or fix; the file keeps a record of the undo.\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: JsonOpt = False) -> None:
    undo_last(ctx, GAME, json_out)
