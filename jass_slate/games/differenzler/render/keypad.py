"""A Differenzler's keypad on the scorer's page (`serve --write`): the trump, each player's
call (from their own phone, unseen, where the calls are hidden), the points each took,
undo and a hand fixed (render/keypad.py draws it, as every game's)."""

from __future__ import annotations

from jass_slate.games.differenzler.scoring.board import Board
from jass_slate.language.i18n import _
from jass_slate.render.keypad import (
    EACH,
    NUMBER,
    ONE,
    SIDE,
    Choice,
    Control,
    Entry,
    Keypad,
    sides_of,
)

HAND_POINTS = 157  # what the players' points of a hand add up to (the CLI's "rest of 157")


def differenzler_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a Differenzler session: its players, its trumps; a hidden call is
    typed unseen by the player, who picks their name once on their phone."""
    rules = board.rules
    players = sides_of(board.players, numbered=False)
    trumps = tuple(Choice(contract.value, contract.label) for contract in rules.contracts)
    trump = Control(ONE, _("Trump"), "--trump", trumps)
    call = (Control(ONE, _("Player"), choices=players, required=True,
                    remembered=rules.hidden),
            Control(NUMBER, _("Call"), required=True, most=HAND_POINTS, hidden=rules.hidden),
            trump)
    points = (Control(EACH, _("Points"), choices=players, of=HAND_POINTS, most=HAND_POINTS),
              trump, Control(SIDE, _("Match"), "--match", players))
    return Keypad(commands, (
        Entry(("call",), _("Call"), call),
        Entry(("tricks",), _("Points of the hand"), points),
        Entry(("undo",), _("Undo")),
    ), board.players)
