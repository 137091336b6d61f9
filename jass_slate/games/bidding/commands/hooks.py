"""What the commands of every game ask of the bidding games (shell/hooks.py): `new --game
bidding`, `check`, `migrate`, its part of several files, `serve`'s page and keypad."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.file.game_check import game_check
from jass_slate.file.game_file import parse_game
from jass_slate.file.game_write import upgraded_game
from jass_slate.games.bidding.commands.several import BiddingFiles
from jass_slate.games.bidding.file.game_file import BIDDING
from jass_slate.games.bidding.scoring.race import Race
from jass_slate.language.i18n import _
from jass_slate.shell.common import say
from jass_slate.shell.hooks import family_of
from jass_slate.shell.new_game import NewGame, length_options, not_for

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage

__all__ = ["keypad", "page", "parse", "problems", "several", "start", "upgraded"]


def start(ctx: typer.Context, told: NewGame) -> None:
    """`new --game bidding`: the players each alone or two teams, and the rules."""
    from jass_slate.games.bidding.report.words import lead_line, rules_line
    from jass_slate.games.bidding.table.hands import new_session, rules_for

    for option, given in (("--rows", told.rows), ("--seats", told.seats),
                          ("--first-forehand", told.first_forehand),
                          *length_options(told)):
        if given:
            raise not_for(option, told.game)
    rules = rules_for(told.rules if told.rules_given else None)
    session = new_session(told.path, told.players, told.teams, rules, told.force)
    board = session.board
    if isinstance(board, Race):
        from jass_slate.games.bidding.report import bueter_words

        say(_("Started a Büter in {path}: {sides}.").format(
            path=told.path, sides=", ".join(session.setup.sides)))
        say(bueter_words.rules_line(board) + ". " + bueter_words.lead_line(board))
        return
    say(_("Started a bidding game in {path}: {sides}.").format(
        path=told.path, sides=", ".join(session.setup.sides)))
    say(rules_line(board) + ". " + lead_line(board))


problems = game_check(BIDDING)
parse = partial(parse_game, game_file=BIDDING)
upgraded = partial(upgraded_game, game_file=BIDDING)


def several(files: Sequence[Path], aliases: Mapping[str, str]) -> BiddingFiles:
    return BiddingFiles(files, aliases)


def page(path: Path) -> GamePage:
    from jass_slate.games.bidding.commands.board_game import load_board
    from jass_slate.games.bidding.render.page import bidding_page

    board = load_board(path)
    if isinstance(board, Race):
        from jass_slate.games.bidding.render.bueter_page import bueter_page

        return bueter_page(board)
    return bidding_page(board)


def keypad(path: Path) -> Keypad:
    """`serve --write`: the commands of its family that record, and its keypad."""
    from jass_slate.games.bidding import COMMANDS
    from jass_slate.games.bidding.commands.board_game import load_board
    from jass_slate.games.bidding.render.keypad import bidding_keypad

    board = load_board(path)
    if isinstance(board, Race):
        from jass_slate.games.bidding.render.bueter_page import bueter_keypad

        return bueter_keypad(board, family_of(COMMANDS, "hands"))
    return bidding_keypad(board, family_of(COMMANDS, "hands") - {"bid"})  # the Büter's
