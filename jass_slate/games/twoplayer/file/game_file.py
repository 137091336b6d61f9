"""The session file of a two-player game (file/game_file.py): the head's `[players]` and
`[rules]`, and one event line per hand, readable by eye:

    hand hearts; taker Anna; points Anna=95, Beat=67; weis Beat=50; stoeck Anna
    hand spades; taker Beat; points Anna=0, Beat=98; match Beat
    fix 2 spades; taker Beat; points Anna=10, Beat=88
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, JassError, SessionFileError, message
from jass_slate.core.said import check_names, number, pair, split_list
from jass_slate.file.document import key_line, table_line
from jass_slate.file.rules_file import load_rules_file as read_rules
from jass_slate.games.twoplayer.scoring.board import Board, apply
from jass_slate.games.twoplayer.scoring.events import Hand, Refix, Said
from jass_slate.games.twoplayer.scoring.rules import TwoRules, rules_from_mapping, rules_table
from jass_slate.language.i18n import N_

NOT_AN_EVENT = N_("this event line does not read: a two-player game's lines are hand or "
                  "fix with the trump and the points")
PLAYER_COUNT = N_("a two-player game has exactly two players; {count} were given")


@dataclass(frozen=True)
class TwoSetup:
    """The head: the two players in seat order and the house rules."""

    players: tuple[str, str]
    rules: TwoRules


def check_players(names: Sequence[str]) -> tuple[str, str]:
    checked = check_names(names, 2, 2, PLAYER_COUNT)
    return checked[0], checked[1]


def _players(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> tuple[str, str]:
    table = doc.get("players")
    where = key_line(lines, "names", "[players]") or table_line(lines, "[players]")
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


def _rules(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> TwoRules:
    table = doc.get("rules", {})
    if not isinstance(table, dict):
        raise SessionFileError(name, message(N_("[rules] must be a table")),
                               table_line(lines, "[rules]"))
    try:
        return rules_from_mapping(table)
    except JassError as error:
        where = (key_line(lines, error.key, "[rules]") if error.key else None) \
            or table_line(lines, "[rules]")
        raise SessionFileError(name, error.message, where) from None


def _parts(text: str) -> dict[str, str]:
    parts: dict[str, str] = {}
    for part in text.split(";"):
        word, _, rest = part.strip().partition(" ")
        if not word or word in parts:
            raise InputError(message(NOT_AN_EVENT))
        parts[word] = rest.strip()
    return parts


def _said(text: str) -> Said:
    items = split_list(text)
    if not items:
        raise InputError(message(NOT_AN_EVENT))
    return tuple((name, number(value, N_("the points"))) for name, value in map(pair, items))


def _weis(text: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    found = []
    for item in split_list(text):
        name, values = pair(item)
        if not values.split():
            raise InputError(message(NOT_AN_EVENT))
        found.append((name, tuple(number(v, N_("a Weis")) for v in values.split())))
    return tuple(found)


def _hand(word: str, text: str) -> Hand:
    parts = _parts(text)
    if set(parts) - {"taker", "points", "match", "weis", "stoeck"} or "points" not in parts:
        raise InputError(message(NOT_AN_EVENT))
    try:
        trump = Contract(word.strip())
    except ValueError:
        raise InputError(message(NOT_AN_EVENT)) from None
    return Hand(trump, parts.get("taker") or None, _said(parts["points"]),
                parts.get("match") or None, _weis(parts.get("weis", "")),
                parts.get("stoeck") or None)


def hand_text(hand: Hand) -> str:
    """`hearts; taker Anna; points Anna=95, Beat=67; weis Beat=50`."""
    text = hand.trump.value
    if hand.taker is not None:
        text += f"; taker {hand.taker}"
    text += "; points " + ", ".join(f"{n}={v}" for n, v in hand.points)
    if hand.match is not None:
        text += f"; match {hand.match}"
    if hand.weis:
        text += "; weis " + ", ".join(f"{n}={' '.join(str(v) for v in values)}"
                                      for n, values in hand.weis)
    if hand.stoeck is not None:
        text += f"; stoeck {hand.stoeck}"
    return text


class TwoPlayerFile:
    """The two-player game's `GameFile`."""

    name = "twoplayer"

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> TwoSetup:
        return TwoSetup(_players(name, doc, lines), _rules(name, doc, lines))

    def setup_tables(self, setup: TwoSetup) -> dict[str, Any]:
        return {"players": {"names": list(setup.players)}, "rules": rules_table(setup.rules)}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.strip().partition(" ")
        first, _, after = rest.partition(";")
        if verb == "hand":
            return _hand(first, after)
        if verb == "fix":
            count, _, word = first.strip().partition(" ")
            return Refix(number(count, N_("a hand")), _hand(word, after))
        raise InputError(message(NOT_AN_EVENT))

    def event_text(self, event: object) -> str:
        if isinstance(event, Refix):
            return f"fix {event.number} {hand_text(event.hand)}"
        assert isinstance(event, Hand)
        return f"hand {hand_text(event)}"

    def start(self, setup: TwoSetup) -> Board:
        return Board(setup.players, setup.rules)

    def apply(self, setup: TwoSetup, board: Board, event: object) -> Board:
        return apply(board, event)

    def summary(self, board: Board) -> dict[str, Any]:
        return {"hands": len(board.hands), "totals": list(board.totals)}


TWOPLAYER = TwoPlayerFile()


def load_rules_file(path: Path) -> TwoRules:
    """A two-player house-rules TOML file (`new --rules house.toml`)."""
    return read_rules(path, rules_from_mapping)
