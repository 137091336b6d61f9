"""The session file of a Molotow (file/game_file.py): the head's `[players]` and
`[rules]`, and one event line per hand, readable by eye:

    hand hearts; tricks Anna=62, Beat=40, Cla=55, Dora=0; hand-weis Beat=20; stoeck Dora
    fix 3 spades; tricks Anna=0, Beat=44, Cla=38, Dora=75; hand-weis Anna=20, Anna=20

Every player's trick points are written (the rest already given to the one left out),
each Weis as said (one `PLAYER=V` a Weis, positive), Stöck by name; the scores are
replayed, never stored."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.cards import Contract
from jass_slate.core.errors import (
    InputError,
    JassError,
    SessionFileError,
    message,
)
from jass_slate.core.said import number, pair, pairs_text, split_list
from jass_slate.file.document import key_line, table_line
from jass_slate.file.rules_file import load_rules_file as read_rules
from jass_slate.games.molotow.scoring.board import Board, apply
from jass_slate.games.molotow.scoring.events import Played, Refix, Said
from jass_slate.games.molotow.scoring.players import check_players
from jass_slate.games.molotow.scoring.rules import MolotowRules, rules_from_mapping, rules_table
from jass_slate.language.i18n import N_

PLAYERS_TABLE = "[players]"
RULES_TABLE = "[rules]"
NOT_AN_EVENT = N_("this event line does not read: a Molotow's lines are hand or fix with "
                  "the trump, the tricks, the Weis and the Stöck")
PARTS = ("tricks", "hand-weis", "table-weis", "stoeck")


@dataclass(frozen=True)
class MolotowSetup:
    """The head: the players in seat order and the house rules."""

    players: tuple[str, ...]
    rules: MolotowRules


def _players(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> tuple[str, ...]:
    table = doc.get("players")
    where = key_line(lines, "names", PLAYERS_TABLE) or table_line(lines, PLAYERS_TABLE)
    if not isinstance(table, dict):
        raise SessionFileError(name, message(N_("no [players] table: was the file cut "
                                                "short?")), where)
    names = table.get("names")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SessionFileError(name, message(N_("[players] names must be a list of names")),
                               where)
    try:
        return check_players(names)
    except JassError as error:
        raise SessionFileError(name, error.message, where) from None


def _rules(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> MolotowRules:
    table = doc.get("rules", {})
    if not isinstance(table, dict):
        raise SessionFileError(name, message(N_("[rules] must be a table")),
                               table_line(lines, RULES_TABLE))
    try:
        return rules_from_mapping(table)
    except JassError as error:
        where = (key_line(lines, error.key, RULES_TABLE) if error.key else None) \
            or table_line(lines, RULES_TABLE)
        raise SessionFileError(name, error.message, where) from None


def _contract(word: str) -> Contract:
    try:
        return Contract(word.strip())
    except ValueError:
        raise InputError(message(NOT_AN_EVENT)) from None


def _said(text: str) -> Said:
    items = split_list(text)
    if not items:
        raise InputError(message(NOT_AN_EVENT))
    return tuple((name, number(value, N_("a number"))) for name, value in
                 (pair(item) for item in items))


def _parts(text: str) -> dict[str, str]:
    """`tricks Anna=40; stoeck Dora` as {"tricks": "Anna=40", "stoeck": "Dora"}."""
    parts: dict[str, str] = {}
    for part in text.split(";"):
        word, _, rest = part.strip().partition(" ")
        if word not in PARTS or word in parts or not rest.strip():
            raise InputError(message(NOT_AN_EVENT))
        parts[word] = rest.strip()
    return parts


def _played(trump: str, after: str) -> Played:
    parts = _parts(after)
    if "tricks" not in parts:
        raise InputError(message(NOT_AN_EVENT))
    return Played(_contract(trump), _said(parts["tricks"]),
                  _said(parts["hand-weis"]) if "hand-weis" in parts else (),
                  _said(parts["table-weis"]) if "table-weis" in parts else (),
                  parts.get("stoeck"))


def _hand_text(hand: Played) -> str:
    text = f"{hand.trump.value}; tricks {pairs_text(hand.points)}"
    if hand.hand_weis:
        text += f"; hand-weis {pairs_text(hand.hand_weis)}"
    if hand.table_weis:
        text += f"; table-weis {pairs_text(hand.table_weis)}"
    return text + ("" if hand.stoeck is None else f"; stoeck {hand.stoeck}")


class MolotowFile:
    """Molotow's `GameFile`: what its session file holds and how it replays."""

    name = "molotow"

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> MolotowSetup:
        return MolotowSetup(_players(name, doc, lines), _rules(name, doc, lines))

    def setup_tables(self, setup: MolotowSetup) -> dict[str, Any]:
        return {"players": {"names": list(setup.players)}, "rules": rules_table(setup.rules)}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.strip().partition(" ")
        first, semicolon, after = rest.partition(";")
        if not semicolon:
            raise InputError(message(NOT_AN_EVENT))
        if verb == "hand":
            return _played(first, after)
        if verb == "fix":
            count, _, word = first.strip().partition(" ")
            return Refix(number(count, N_("a hand")), _played(word, after))
        raise InputError(message(NOT_AN_EVENT))

    def event_text(self, event: object) -> str:
        if isinstance(event, Played):
            return f"hand {_hand_text(event)}"
        assert isinstance(event, Refix)
        return f"fix {event.number} {_hand_text(event.hand)}"

    def start(self, setup: MolotowSetup) -> Board:
        return Board(setup.players, setup.rules)

    def apply(self, setup: MolotowSetup, board: Board, event: object) -> Board:
        return apply(board, event)

    def summary(self, board: Board) -> dict[str, Any]:
        return {"hands": len(board.hands), "totals": list(board.totals)}


MOLOTOW = MolotowFile()


def load_rules_file(path: Path) -> MolotowRules:
    """A Molotow house-rules TOML file (`new --rules house.toml`), read with a session
    file's guards; a problem is refused naming the file and the key's line."""
    return read_rules(path, rules_from_mapping)
