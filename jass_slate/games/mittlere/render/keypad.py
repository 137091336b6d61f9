"""A Mittlere's keypad on the scorer's page (`serve --write`): each player's card points
(one may be left out and takes the rest), or Match, or a void hand, the middle one where
points are level, undo and a hand fixed (render/keypad.py draws it, as every game's)."""

from __future__ import annotations

from jass_slate.games.mittlere.scoring.board import Board
from jass_slate.games.mittlere.scoring.rules import HAND_POINTS
from jass_slate.language.i18n import _
from jass_slate.render.keypad import EACH, FLAG, NUMBER, SIDE, Control, Entry, Keypad, sides_of


def mittlere_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a Mittlere session: its three players, by name as the CLI says them."""
    players = sides_of(board.players, numbered=False)
    hand = (Control(EACH, _("Points"), choices=players, of=HAND_POINTS, most=HAND_POINTS),
            Control(SIDE, _("Match"), "--match", players),
            Control(FLAG, _("Void: no trump fixed"), "--void"),
            Control(SIDE, _("The middle one, where points are level"), "--middle", players))
    return Keypad(commands, (
        Entry(("hand",), _("Hand"), hand),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a hand"),
              (Control(NUMBER, _("Hand number"), required=True), *hand)),
    ), board.players)
