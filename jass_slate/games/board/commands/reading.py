"""Reading a board session: show, history, rules and export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jass_slate.games.board.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_reading import ReadingHelp, reading_commands

if TYPE_CHECKING:
    from jass_slate.shell.board_reading import RulesModule


def rules_module() -> RulesModule:
    from jass_slate.games.board.scoring import rules

    return rules


HELP = ReadingHelp(
    show=_(
        "The board: a column per player, a row per hand with what it wrote; the totals and "
        "who leads or won.\n\nExample: jass-slate show"),
    history=_(
        "Every hand: what it wrote for each player and the running totals.\n\n"
        "Example: jass-slate history --json"),
    rules=_(
        "The session's house rules; --presets lists the board's presets (Schläger's two "
        "forms among them).\n\n"
        "Example: jass-slate rules --json"))

commands = reading_commands(GAME, board_drawing, HELP, rules_module)
