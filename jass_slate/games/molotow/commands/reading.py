"""Reading a Molotow session: show, history, rules and export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jass_slate.games.molotow.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_reading import ReadingHelp, reading_commands

if TYPE_CHECKING:
    from jass_slate.shell.board_reading import RulesModule


def rules_module() -> RulesModule:
    from jass_slate.games.molotow.scoring import rules

    return rules


HELP = ReadingHelp(
    show=_(
        "The board: a column per player, per hand the trick points, the Weis and what the hand "
        "wrote; the totals and who leads (the fewest points).\n\nExample: jass-slate show"),
    history=_(
        "Every played hand: trump, points, Weis and Stöck, what it wrote and the running "
        "totals.\n\n"
        "Example: jass-slate history --json"),
    rules=_(
        "The session's house rules; --presets lists the Molotow presets.\n\n"
        "Example: jass-slate rules --json"))

commands = reading_commands(GAME, board_drawing, HELP, rules_module)
