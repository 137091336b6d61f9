"""Reading a Guggitaler session: show, history, rules and export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jass_slate.games.guggitaler.commands.board_game import GAME, board_drawing
from jass_slate.language.i18n import _
from jass_slate.shell.board_reading import ReadingHelp, reading_commands

if TYPE_CHECKING:
    from jass_slate.shell.board_reading import RulesModule


def rules_module() -> RulesModule:
    from jass_slate.games.guggitaler.scoring import rules

    return rules


HELP = ReadingHelp(
    show=_(
        "The board: a column per player, per hand what each took and what it cost, the "
        "domino's places and credits; the totals, what is next and who leads.\n\n"
        "Example: jass-slate show"),
    history=_(
        "Every part played: what it penalised, each count, what it wrote and the running "
        "totals.\n\n"
        "Example: jass-slate history --json"),
    rules=_(
        "The session's house rules; --presets lists the Guggitaler presets.\n\n"
        "Example: jass-slate rules --json"),
    export=_(
        "Export the session's parts as CSV (a row per part), JSON or Markdown, or the board "
        "chalked as an SVG or PNG picture; with FILES, several sessions as one table.\n\n"
        "Example: jass-slate export --format png -o board.png"))

commands = reading_commands(GAME, board_drawing, HELP, rules_module)
