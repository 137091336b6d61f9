"""What the commands of every game ask of the Differenzler (shell/hooks.py): `new --game
differenzler`, `check`, `migrate`, its part of several files, `serve`'s page."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.file.game_check import game_check
from jass_slate.file.game_file import parse_game
from jass_slate.file.game_write import upgraded_game
from jass_slate.games.differenzler.commands.several import DifferenzlerFiles
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER
from jass_slate.language.i18n import _
from jass_slate.shell.common import say
from jass_slate.shell.hooks import family_of
from jass_slate.shell.new_game import NewGame, not_for

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage

__all__ = ["keypad", "page", "parse", "problems", "several", "start", "upgraded"]


def start(ctx: typer.Context, told: NewGame) -> None:
    """`new --game differenzler`: the players each alone, and the rules."""
    from jass_slate.games.differenzler.report.words import length_line
    from jass_slate.games.differenzler.table.hands import new_session, rules_for

    for option, given in (("--team", told.teams), ("--rows", told.rows),
                          ("--seats", told.seats), ("--first-forehand", told.first_forehand),
                          ("--target", told.target is not None),
                          ("--hands", told.hands is not None),
                          ("--lowest-wins", told.lowest_wins)):
        if given:
            raise not_for(option, told.game)
    session = new_session(told.path, told.players,
                          rules_for(told.rules if told.rules_given else None), told.force)
    say(_("Started a Differenzler in {path}: {players}.").format(
        path=told.path, players=", ".join(session.setup.players)))
    say(length_line(session.board) + ".")


problems = game_check(DIFFERENZLER)
parse = partial(parse_game, game_file=DIFFERENZLER)
upgraded = partial(upgraded_game, game_file=DIFFERENZLER)


def several(files: Sequence[Path], aliases: Mapping[str, str]) -> DifferenzlerFiles:
    return DifferenzlerFiles(files, aliases)


def page(path: Path) -> GamePage:
    from jass_slate.games.differenzler.commands.board_game import load_board
    from jass_slate.games.differenzler.render.page import differenzler_page

    return differenzler_page(load_board(path))


def keypad(path: Path) -> Keypad:
    """`serve --write`: the commands of its family that record, and its keypad."""
    from jass_slate.games.differenzler import COMMANDS
    from jass_slate.games.differenzler.commands.board_game import load_board
    from jass_slate.games.differenzler.render.keypad import differenzler_keypad

    return differenzler_keypad(load_board(path), family_of(COMMANDS, "hands"))
