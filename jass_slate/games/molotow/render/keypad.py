"""A Molotow's keypad on the scorer's page (`serve --write`): the trump, each player's trick
points (one may be left out and takes the rest of 157), a Weis from a player's own hand, a
Weis that fell on the table in a player's trick, the Stöck; undo and a hand fixed
(render/keypad.py draws it, as every game's)."""

from __future__ import annotations

from jass_slate.games.molotow.scoring.board import Board
from jass_slate.games.molotow.scoring.rules import HAND_POINTS
from jass_slate.language.i18n import _
from jass_slate.render.keypad import (
    EACH,
    NUMBER,
    ONE,
    SIDE,
    SIDE_VALUES,
    Choice,
    Control,
    Entry,
    Keypad,
    sides_of,
)


def molotow_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a Molotow session: its players, by name as the CLI says them, and the
    trumps of its deck."""
    players = sides_of(board.players, numbered=False)
    trumps = tuple(Choice(contract.value, contract.label) for contract in board.rules.contracts)
    hand = (Control(ONE, _("Trump"), choices=trumps, required=True),
            Control(EACH, _("Points"), choices=players, of=HAND_POINTS, most=HAND_POINTS),
            Control(SIDE_VALUES, _("Weis in a hand"), "--hand-weis", players, repeated=True),
            Control(SIDE_VALUES, _("Weis on the table"), "--table-weis", players,
                    repeated=True),
            Control(SIDE, _("Stöck"), "--stoeck", players))
    return Keypad(commands, (
        Entry(("hand",), _("Hand"), hand),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a hand"),
              (Control(NUMBER, _("Hand number"), required=True), *hand)),
    ), board.players)
