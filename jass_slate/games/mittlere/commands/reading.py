"""Reading a Mittlere session: show, history, rules and export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jass_slate.games.mittlere.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_reading import ReadingHelp, reading_commands

if TYPE_CHECKING:
    from jass_slate.shell.board_reading import RulesModule


def rules_module() -> RulesModule:
    from jass_slate.games.mittlere.scoring import rules

    return rules


HELP = ReadingHelp(
    show=_(
        "The board: a column per player, per hand the card points and the marks (I a "
        "Strich, 0 a Nuller); the Striche less Nuller and who leads.\n\nExample: jass-slate show"),
    history=_(
        "Every recorded hand: the points, the marks, the rule that gave them and the running "
        "totals.\n\n"
        "Example: jass-slate history --json"),
    rules=_(
        "The session's house rules; --presets lists the Mittlere presets.\n\n"
        "Example: jass-slate rules --json"))

commands = reading_commands(GAME, board_drawing, HELP, rules_module)
