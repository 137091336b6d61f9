"""A Coiffeur's keypad on the scorer's page (`serve --write`): the row, the team that
declared, its points (or Match, Kontermatch, a row given up), undo and a cell fixed
(render/keypad.py draws it, as every game's)."""

from __future__ import annotations

from jass_slate.games.coiffeur.scoring.board import Board
from jass_slate.language.i18n import _
from jass_slate.render.keypad import (
    FLAG,
    NUMBER,
    ONE,
    SIDE,
    SIDE_NUMBER,
    Choice,
    Control,
    Entry,
    Keypad,
    sides_of,
)


def coiffeur_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a Coiffeur session: its rows with their factors, its teams (by
    number); each player alone (Einzel-Coiffeur), the points are the declarer's own."""
    setup = board.setup
    names = tuple(team.name for team in setup.teams)
    teams = sides_of(names, numbered=True)
    rows = tuple(Choice(str(number), f"{row.label} ×{row.factor}")
                 for number, row in enumerate(setup.rows, 1))
    hand = board.rules.hand
    points = (Control(NUMBER, _("Points"), "--points", most=hand) if setup.alone else
              Control(SIDE_NUMBER, _("Points"), "--points", teams, of=hand, most=hand))
    cell = (Control(ONE, _("Row"), choices=rows, required=True),
            Control(SIDE, _("Declared by"), "--by", teams, required=True),
            points,
            Control(FLAG, _("Match"), "--match"),
            Control(FLAG, _("Kontermatch"), "--kontermatch"),
            Control(FLAG, _("Row given up"), "--scratch"),
            *((Control(NUMBER, _("Weis"), "--weis"),) if board.rules.weis else ()))
    return Keypad(commands, (
        Entry(("hand",), _("Hand"), cell),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a cell"), cell),
    ), names)
