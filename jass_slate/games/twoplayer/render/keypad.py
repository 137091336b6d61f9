"""A two-player game's keypad on the scorer's page (`serve --write`): the trump, who took
the game on (where the rules have a taker), both players' card points, Match, a Weis, the
Stöck; undo and a hand fixed (render/keypad.py draws it, as every game's)."""

from __future__ import annotations

from jass_slate.games.twoplayer.scoring.board import Board
from jass_slate.games.twoplayer.scoring.rules import ALL_CARDS, WeisRule
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


def twoplayer_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a two-player session: its players, by name as the CLI says them, and
    the trumps of its deck; the points of both (one may be left out where every card is
    played: he took the rest of 157)."""
    rules = board.rules
    players = sides_of(board.players, numbered=False)
    trumps = tuple(Choice(contract.value, contract.label) for contract in rules.contracts)
    of = ALL_CARDS if rules.all_played else 0
    hand = (Control(ONE, _("Trump"), choices=trumps, required=True),
            *((Control(SIDE, _("Took the game on"), "--taker", players, required=True),)
              if rules.taking else ()),
            Control(EACH, _("Points"), "--points", players, of=of, most=rules.most_points,
                    repeated=True),
            Control(SIDE, _("Match"), "--match", players),
            *((Control(SIDE_VALUES, _("Weis"), "--weis", players, repeated=True),)
              if rules.weis is not WeisRule.NONE else ()),
            Control(SIDE, _("Stöck"), "--stoeck", players))
    return Keypad(commands, (
        Entry(("hand",), _("Hand"), hand),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a hand"),
              (Control(NUMBER, _("Hand number"), required=True), *hand)),
    ), board.players)
