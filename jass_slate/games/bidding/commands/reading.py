"""Reading a bidding session: show, history, rules and export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jass_slate.games.bidding.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_reading import ReadingHelp, reading_commands

if TYPE_CHECKING:
    from jass_slate.shell.board_reading import RulesModule


def rules_module() -> RulesModule:
    from jass_slate.games.bidding.scoring import presets

    return presets


HELP = ReadingHelp(
    show=_(
        "The board: per hand the contract, who bid what and the points taken, and what each "
        "side wrote; the totals and who leads.\n\nExample: jass-slate show"),
    history=_(
        "Every played hand: contract, bid, points, made or failed, what it wrote and the "
        "running totals.\n\n"
        "Example: jass-slate history --json"),
    rules=_(
        "The session's house rules; --presets lists the bidding presets.\n\n"
        "Example: jass-slate rules --json"))

commands = reading_commands(GAME, board_drawing, HELP, rules_module)
