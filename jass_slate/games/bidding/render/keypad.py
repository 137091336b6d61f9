"""A bidding game's keypad on the scorer's page (`serve --write`): the contract (with its
factor), who won the bidding and with what bid (or all passed), the bidders' card points,
a double, the Weis and Stöck where the rules write them; undo and a hand fixed
(render/keypad.py draws it, as every game's)."""

from __future__ import annotations

from jass_slate.games.bidding.scoring.board import Board
from jass_slate.games.bidding.scoring.rules import ALL_THE_CARDS, Scoring, Sides
from jass_slate.language.i18n import _
from jass_slate.render.keypad import (
    FLAG,
    NUMBER,
    ONE,
    SIDE,
    SIDE_NUMBER,
    SIDE_VALUES,
    Choice,
    Control,
    Entry,
    Keypad,
    sides_of,
)


def bidding_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a bidding session: its sides (two teams by number, or the players by
    name, as the CLI takes them), its contracts and bids; the points are the bidders' (of
    either team, with teams: the other took the rest of 157)."""
    rules = board.rules
    teams = rules.sides is Sides.TEAMS
    sides = sides_of(board.sides, numbered=teams)
    factors = rules.scoring is Scoring.FACTORS
    contracts = tuple(Choice(c.value, f"{c.label} ×{rules.factor(c)}" if factors else c.label)
                      for c in rules.contracts)
    points = (Control(SIDE_NUMBER, _("Points"), "--points", sides, of=ALL_THE_CARDS,
                      most=ALL_THE_CARDS) if teams else
              Control(NUMBER, _("Points"), "--points", most=ALL_THE_CARDS))
    hand = (Control(ONE, _("Contract"), choices=contracts, required=True),
            Control(SIDE, _("Won the bidding"), "--by", sides, required=True),
            Control(ONE, _("Bid"), "--bid", tuple(Choice(str(b), str(b)) for b in rules.bids)),
            *((Control(FLAG, _("All passed"), "--all-passed"),)
              if rules.forced_bid is not None else ()),
            points,
            *((Control(FLAG, _("Doubled"), "--double"),
               Control(FLAG, _("Redoubled"), "--redouble")) if rules.double else ()),
            *((Control(SIDE_VALUES, _("Weis"), "--weis", sides),
               Control(SIDE, _("Stöck"), "--stoeck", sides)) if rules.weis else ()))
    return Keypad(commands, (
        Entry(("hand",), _("Hand"), hand),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a hand"),
              (Control(NUMBER, _("Hand number"), required=True), *hand)),
    ), board.sides)
