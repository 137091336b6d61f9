"""What the commands of every game ask of the free board (shell/hooks.py): `new --game
board`, `check`, `migrate`, its part of several files, `serve`'s page and keypad."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.file.game_check import game_check
from jass_slate.file.game_file import parse_game
from jass_slate.file.game_write import upgraded_game
from jass_slate.games.board.commands.several import BoardFiles
from jass_slate.games.board.file.game_file import BOARD
from jass_slate.language.i18n import _
from jass_slate.shell.common import say, usage_error
from jass_slate.shell.hooks import family_of
from jass_slate.shell.new_game import NewGame, not_for

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage

__all__ = ["keypad", "page", "parse", "problems", "several", "start", "upgraded"]


def start(ctx: typer.Context, told: NewGame) -> None:
    """`new --game board`: the players, the rules, and how it ends and is judged."""
    from jass_slate.games.board.report.words import length_line
    from jass_slate.games.board.table.hands import new_session, rules_for
    from jass_slate.report.visible import visible

    for option, given in (("--team", told.teams), ("--rows", told.rows),
                          ("--seats", told.seats), ("--first-forehand", told.first_forehand)):
        if given:
            raise not_for(option, told.game)
    if told.target is not None and told.hands is not None:
        usage_error(ctx, _("--target or --hands: a board goes to a target or lasts a number "
                           "of hands, not both"))
    rules = rules_for(told.rules if told.rules_given else None, told.target, told.hands,
                      told.lowest_wins)
    session = new_session(told.path, told.players, rules, told.force)
    say(_("Started a board in {path}: {players}.").format(
        path=visible(str(told.path)), players=", ".join(session.setup.players)))
    say(length_line(session.board) + ".")


problems = game_check(BOARD)
parse = partial(parse_game, game_file=BOARD)
upgraded = partial(upgraded_game, game_file=BOARD)


def several(files: Sequence[Path], aliases: Mapping[str, str]) -> BoardFiles:
    return BoardFiles(files, aliases)


def page(path: Path) -> GamePage:
    from jass_slate.games.board.commands.board_game import load_board
    from jass_slate.games.board.render.page import board_page

    return board_page(load_board(path))


def keypad(path: Path) -> Keypad:
    """`serve --write`: the commands of its family that record, and its keypad."""
    from jass_slate.games.board import COMMANDS
    from jass_slate.games.board.commands.board_game import load_board
    from jass_slate.games.board.render.keypad import board_keypad

    return board_keypad(load_board(path), family_of(COMMANDS, "hands"))
