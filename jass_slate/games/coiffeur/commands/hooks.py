"""What the commands of every game ask of the Coiffeur (shell/hooks.py): `new --game
coiffeur`, `check`, `migrate`, its part of several files, `serve`'s page."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from jass_slate.core.errors import RuleError, message
from jass_slate.file.game_check import game_check
from jass_slate.file.game_file import parse_game
from jass_slate.file.game_write import upgraded_game
from jass_slate.games.coiffeur.commands.several import CoiffeurFiles
from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.language.i18n import N_, _
from jass_slate.shell.common import say, usage_error
from jass_slate.shell.hooks import family_of
from jass_slate.shell.new_game import NewGame, not_for

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage

__all__ = ["keypad", "page", "parse", "problems", "several", "start", "upgraded"]


def start(ctx: typer.Context, told: NewGame) -> None:
    """`new --game coiffeur`: the file, and the board it starts with."""
    from jass_slate.games.coiffeur.table.cells import new_coiffeur
    from jass_slate.report.visible import visible

    for option, given in (("--target", told.target is not None),
                          ("--hands", told.hands is not None),
                          ("--lowest-wins", told.lowest_wins)):
        if given:
            raise not_for(option, told.game)
    if told.players is not None and told.teams:
        raise RuleError(message(N_("--players or --team: each player alone, or teams, not "
                                   "both")))
    if told.players is not None and told.seats:
        raise not_for("--seats", told.game)  # each alone: they sit as --players names them
    if not told.teams and told.players is None:
        from jass_slate.shell.click_words import usage_message

        usage_error(ctx, usage_message("Missing option '--team'."))
    session = new_coiffeur(told.path, told.teams, told.rows,
                           told.rules if told.rules_given else None, told.force, told.seats,
                           told.first_forehand, told.players)
    setup = session.setup
    say(_("New Coiffeur in {path}: {teams}; {rows} rows, ×{low} to ×{high}.").format(
        path=visible(str(told.path)), teams=", ".join(t.name for t in setup.teams),
        rows=len(setup.rows), low=min(r.factor for r in setup.rows),
        high=max(r.factor for r in setup.rows)))
    if setup.seating is not None:
        say(_("Seated anticlockwise: {seats}.").format(seats=", ".join(setup.seating.seats)))
    deal = session.board.next_deal()
    if deal is not None:
        say(_("{dealer} deals, {forehand} is forehand.").format(dealer=deal[0],
                                                               forehand=deal[1]))
    if setup.alone:
        say(_("Record a hand with: jass-slate hand 3 --by {player} --points 100").format(
            player=visible(setup.teams[0].name)))
    else:
        say(_("Record a hand with: jass-slate hand 3 --by 1 --points 100"))


problems = game_check(COIFFEUR)
parse = partial(parse_game, game_file=COIFFEUR)
upgraded = partial(upgraded_game, game_file=COIFFEUR)


def several(files: Sequence[Path], aliases: Mapping[str, str]) -> CoiffeurFiles:
    return CoiffeurFiles(files, aliases)


def page(path: Path) -> GamePage:
    from jass_slate.file.game_file import load_game
    from jass_slate.games.coiffeur.render.page import coiffeur_page

    return coiffeur_page(load_game(path, COIFFEUR).board)


def keypad(path: Path) -> Keypad:
    """`serve --write`: the commands of its family that record, and its keypad."""
    from jass_slate.file.game_file import load_game
    from jass_slate.games.coiffeur import COMMANDS
    from jass_slate.games.coiffeur.render.keypad import coiffeur_keypad

    return coiffeur_keypad(load_game(path, COIFFEUR).board, family_of(COMMANDS, "cells"))
