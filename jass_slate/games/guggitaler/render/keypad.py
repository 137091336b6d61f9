"""A Guggitaler's keypad on the scorer's page (`serve --write`): the hand that comes next,
each player's count of what it penalises (one may be left out and takes the rest), or the
domino's finishing order when the domino comes next; undo, and a hand or the domino fixed
(render/keypad.py draws it, as every game's). The keypad is read again whenever the file
changes, so the hand's form says what the hand being played penalises."""

from __future__ import annotations

from jass_slate.games.guggitaler.report.words import label
from jass_slate.games.guggitaler.scoring.board import Board, Part, part
from jass_slate.games.guggitaler.scoring.rules import PENALTIES, Finish, most
from jass_slate.language.i18n import _
from jass_slate.render.keypad import EACH, NUMBER, ONE, Choice, Control, Entry, Keypad, sides_of


def guggitaler_keypad(board: Board, commands: frozenset[str]) -> Keypad:
    """The keypad of a Guggitaler session: its players, by name as the CLI says them."""
    players = sides_of(board.players, numbered=False)
    at, fixed = board.next, _("Hand number")
    most_of_any = max(most(penalty, len(players)) for penalty in PENALTIES)
    entries = [*_next_entry(board, at, players),
               Entry(("undo",), _("Undo")),
               Entry(("fix",), _("Fix a hand"),
                     (Control(NUMBER, fixed, required=True, most=board.hands_of),
                      Control(EACH, _("Counts"), choices=players, most=most_of_any)))]
    domino = part(board.rules, board.of) if board.rules.finish is Finish.DOMINO else None
    if domino is not None:
        entries.append(Entry(("fix", str(domino.number)), _("Fix the domino"),
                             _places(players)))
    return Keypad(commands, tuple(entries), board.players)


def _next_entry(board: Board, at: Part | None, players: tuple[Choice, ...]
                ) -> tuple[Entry, ...]:
    """The form of what comes next: a hand's counts, the domino; nothing once over."""
    if at is None:
        return ()
    if at.domino:
        return (Entry(("domino",), _("Domino"), _places(players)),)
    assert at.penalty is not None
    there = most(at.penalty, len(players))
    return (Entry(("hand",), _("Hand"), (
        Control(EACH, label(board, at.penalty), choices=players, of=there, most=there),)),)


def _places(players: tuple[Choice, ...]) -> tuple[Control, ...]:
    """The finishing order, a place after another; the last may be left out."""
    return tuple(Control(ONE, _("Place {place}").format(place=place), choices=players,
                         required=place < len(players))
                 for place in range(1, len(players) + 1))
