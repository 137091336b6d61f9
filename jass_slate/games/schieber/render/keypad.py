"""A Schieber's keypad on the scorer's page (`serve --write`): the contract with its factor,
who pushed, one team's points (the other's computed), Match, Weis, Stöck, the hand step by
step, a claim tried before it is written, undo and a hand fixed (render/keypad.py draws
it, as every game's)."""

from __future__ import annotations

from typing import TypeVar

from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate
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

T = TypeVar("T")


def schieber_keypad(scorer: Slate, commands: frozenset[str]) -> Keypad:
    """The keypad of a Schieber session: its teams, its rules' contracts and hand total;
    Weis and Stöck only where its rules count them (a tournament's Passe counts neither)."""
    rules = scorer.rules
    teams = sides_of(scorer.teams.names, numbered=True)
    contracts = tuple(Choice(contract.value, f"{contract.label} ×{factor}")
                      for contract, factor in rules.multipliers.items())
    total = rules.hand_counts["trump"][0]
    contract = Control(ONE, _("Contract"), choices=contracts, required=True)
    pushed = Control(FLAG, _("Pushed"), "--pushed")
    points = (Control(SIDE_NUMBER, _("Points"), "--points", teams, of=total, most=total),
              Control(SIDE, _("Match"), "--match", teams))
    parts = _counted(rules, (Control(SIDE_VALUES, _("Weis"), "--weis", teams),),
                     (Control(SIDE, _("Stöck"), "--stoeck", teams),))
    first = Control(SIDE, _("Claimed first"), "--first", teams)
    claim = (Control(ONE, _("Claims"), choices=teams, required=True),
             Control(SIDE, _("Also claimed, after them"), "--also", teams),
             Control(SIDE_NUMBER, _("Points taken so far"), "--captured", teams, most=total),
             *parts)
    team = Control(ONE, _("Team"), choices=teams, required=True)
    return Keypad(commands, (
        Entry(("hand",), _("Hand"), (contract, pushed, *points, *parts, first)),
        Entry(("start",), _("Start a hand"), (contract, pushed)),
        *_counted(rules, (Entry(("weis",), _("Weis"), (team, Control(NUMBER, _("Weis"),
                                                                     required=True))),),
                  (Entry(("stoeck",), _("Stöck"), (team,)),)),
        Entry(("tricks",), _("Close the hand"), (*points, first)),
        Entry(("claim",), _("Claim"), claim, tried_first=True),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a hand"),
              (Control(NUMBER, _("Hand number"), required=True), contract, pushed, *points,
               *parts, first)),
    ), tuple(scorer.teams.names))


def _counted(rules: Rules, weis: tuple[T, ...], stoeck: tuple[T, ...]) -> tuple[T, ...]:
    """The Weis and the Stöck offered, each where the rules count it (keys `weis`,
    `stoeck`)."""
    return (weis if rules.weis else ()) + (stoeck if rules.stoeck else ())
