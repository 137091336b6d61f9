"""What the commands of every game ask of the Molotow (shell/hooks.py): `new --game
molotow`, `check`, `migrate`, its part of several files, `serve`'s page and keypad."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.file.game_check import game_check
from jass_slate.file.game_file import parse_game
from jass_slate.file.game_write import upgraded_game
from jass_slate.games.molotow.commands.several import MolotowFiles
from jass_slate.games.molotow.file.game_file import MOLOTOW
from jass_slate.language.i18n import _
from jass_slate.shell.common import say
from jass_slate.shell.hooks import family_of
from jass_slate.shell.new_game import NewGame, length_options, not_for

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage

__all__ = ["keypad", "page", "parse", "problems", "several", "start", "upgraded"]


def start(ctx: typer.Context, told: NewGame) -> None:
    """`new --game molotow`: the players each alone, and the rules (a rules file says the
    deck)."""
    from jass_slate.games.molotow.report.words import length_line
    from jass_slate.games.molotow.table.hands import new_session, rules_for

    for option, given in (("--team", told.teams), ("--rows", told.rows),
                          ("--seats", told.seats), ("--first-forehand", told.first_forehand),
                          *length_options(told)):
        if given:
            raise not_for(option, told.game)
    session = new_session(told.path, told.players,
                          rules_for(told.rules if told.rules_given else None), told.force)
    say(_("Started a Molotow in {path}: {players}.").format(
        path=told.path, players=", ".join(session.setup.players)))
    say(length_line(session.board) + ".")


problems = game_check(MOLOTOW)
parse = partial(parse_game, game_file=MOLOTOW)
upgraded = partial(upgraded_game, game_file=MOLOTOW)


def several(files: Sequence[Path], aliases: Mapping[str, str]) -> MolotowFiles:
    return MolotowFiles(files, aliases)


def page(path: Path) -> GamePage:
    from jass_slate.games.molotow.commands.board_game import load_board
    from jass_slate.games.molotow.render.page import molotow_page

    return molotow_page(load_board(path))


def keypad(path: Path) -> Keypad:
    """`serve --write`: the commands of its family that record, and its keypad."""
    from jass_slate.games.molotow import COMMANDS
    from jass_slate.games.molotow.commands.board_game import load_board
    from jass_slate.games.molotow.render.keypad import molotow_keypad

    return molotow_keypad(load_board(path), family_of(COMMANDS, "hands"))
