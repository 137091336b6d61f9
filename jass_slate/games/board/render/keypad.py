"""A free board's keypad on the scorer's page (`serve --write`): what the hand writes for
each player, negative too (one may be left out where every hand writes a fixed total),
undo and a hand fixed (render/keypad.py draws it, as every game's)."""

from __future__ import annotations

from jass_slate.games.board.scoring.board import Board
from jass_slate.language.i18n import _
from jass_slate.render.keypad import EACH, NUMBER, Control, Entry, Keypad, sides_of


def board_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a board: its players, by name as the CLI says them, each with a
    whole number within the rules' bounds."""
    rules = board.rules
    players = sides_of(board.players, numbered=False)
    entries = Control(EACH, _("Points"), choices=players, of=rules.per_hand or 0,
                      most=rules.most, signed=rules.least < 0)
    return Keypad(commands, (
        Entry(("hand",), _("Hand"), (entries,)),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a hand"),
              (Control(NUMBER, _("Hand number"), required=True), entries)),
    ), board.players)
