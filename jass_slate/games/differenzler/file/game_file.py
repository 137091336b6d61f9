"""The session file of a Differenzler (file/game_file.py): the head's `[players]` and
`[rules]`, and one event line per call, count or hand, readable by eye:

    trump hearts
    call Anna=40, Beat=25; trump hearts
    tricks Anna=38, Beat=30, Cla=0+, Dora=89; stoeck Dora
    hand obenabe; call Anna=40, ...; tricks Anna=38, ...
    fix 3 hearts; call Anna=40, ...; tricks Anna=38, ...

A hidden call is written as it was said: the file is the record; the commands do not
show it before the hand is played (games/differenzler/report/words.py)."""

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
from jass_slate.core.said import number, pair, pairs_text, points_pair, split_list
from jass_slate.file.document import key_line, table_line
from jass_slate.file.rules_file import load_rules_file as read_rules
from jass_slate.games.differenzler.scoring.board import Board, apply
from jass_slate.games.differenzler.scoring.events import Call, Played, Refix, Said, Tricks
from jass_slate.games.differenzler.scoring.rules import (
    FEWEST_PLAYERS,
    MOST_PLAYERS,
    DiffRules,
    rules_from_mapping,
    rules_table,
)
from jass_slate.games.differenzler.scoring.said import check_names
from jass_slate.language.i18n import N_

PLAYERS_TABLE = "[players]"
RULES_TABLE = "[rules]"
# The line is not repeated: it may hold a call still hidden.
NOT_AN_EVENT = N_("this event line does not read: a Differenzler's lines are call, tricks, "
                  "hand or fix with what was said")


@dataclass(frozen=True)
class DiffSetup:
    """The head: the players in seat order and the house rules."""

    players: tuple[str, ...]
    rules: DiffRules


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
        return check_names(names, FEWEST_PLAYERS, MOST_PLAYERS)
    except JassError as error:
        raise SessionFileError(name, error.message, where) from None


def _rules(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> DiffRules:
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
    return tuple((name, number(value, N_("a call"))) for name, value in map(pair, items))


def _points(text: str) -> tuple[Said, tuple[str, ...]]:
    read = [points_pair(item) for item in split_list(text)]
    if not read:
        raise InputError(message(NOT_AN_EVENT))
    return tuple((n, p) for n, p, _zero in read), tuple(n for n, _p, zero in read if zero)


def _parts(text: str) -> dict[str, str]:
    """`call Anna=40; trump hearts` as {"call": "Anna=40", "trump": "hearts"}."""
    parts: dict[str, str] = {}
    for part in text.split(";"):
        word, _, rest = part.strip().partition(" ")
        if not word or word in parts:
            raise InputError(message(NOT_AN_EVENT))
        parts[word] = rest.strip()
    return parts


def _played(trump: str, parts: dict[str, str], text: str) -> Played:
    if set(parts) - {"call", "tricks", "stoeck"} or not {"call", "tricks"} <= set(parts):
        raise InputError(message(NOT_AN_EVENT))
    points, zero = _points(parts["tricks"])
    return Played(_contract(trump), _said(parts["call"]), points, zero,
                  parts.get("stoeck") or None)


class DifferenzlerFile:
    """Differenzler's `GameFile`: what its session file holds and how it replays."""

    name = "differenzler"

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> DiffSetup:
        return DiffSetup(_players(name, doc, lines), _rules(name, doc, lines))

    def setup_tables(self, setup: DiffSetup) -> dict[str, Any]:
        return {"players": {"names": list(setup.players)}, "rules": rules_table(setup.rules)}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.strip().partition(" ")
        first, _, after = rest.partition(";")
        parts = _parts(after) if after.strip() else {}
        if verb == "trump" and not parts:  # the bottom card shown, before any call
            return Call((), _contract(first))
        if verb == "call" and set(parts) <= {"trump", "hand"}:
            hand = number(parts["hand"], N_("a hand")) if "hand" in parts else None
            trump = _contract(parts["trump"]) if "trump" in parts else None
            try:
                return Call(_said(first), trump, hand)
            except InputError:  # not said back: it may be a hidden call
                raise InputError(message(NOT_AN_EVENT)) from None
        if verb == "tricks" and set(parts) <= {"trump", "stoeck"}:
            points, zero = _points(first)
            trump = _contract(parts["trump"]) if "trump" in parts else None
            return Tricks(points, zero, trump, parts.get("stoeck") or None)
        if verb == "hand":
            return _played(first, parts, text)
        if verb == "fix":
            count, _, word = first.strip().partition(" ")
            return Refix(number(count, N_("a hand")), _played(word, parts, text))
        raise InputError(message(NOT_AN_EVENT))

    def event_text(self, event: object) -> str:
        if isinstance(event, Call) and not event.calls and event.trump and not event.hand:
            return f"trump {event.trump.value}"
        if isinstance(event, Call):
            extra = "" if event.trump is None else f"; trump {event.trump.value}"
            extra += "" if event.hand is None else f"; hand {event.hand}"
            return f"call {pairs_text(event.calls)}{extra}"
        if isinstance(event, Tricks):
            extra = "" if event.trump is None else f"; trump {event.trump.value}"
            extra += "" if event.stoeck is None else f"; stoeck {event.stoeck}"
            return f"tricks {pairs_text(event.points, event.zero_trick)}{extra}"
        if isinstance(event, Played):
            return f"hand {_hand_text(event)}"
        assert isinstance(event, Refix)
        return f"fix {event.number} {_hand_text(event.hand)}"

    def start(self, setup: DiffSetup) -> Board:
        return Board(setup.players, setup.rules)

    def apply(self, setup: DiffSetup, board: Board, event: object) -> Board:
        return apply(board, event)

    def summary(self, board: Board) -> dict[str, Any]:
        return {"hands": len(board.hands), "totals": list(board.totals)}


def _hand_text(hand: Played) -> str:
    stoeck = "" if hand.stoeck is None else f"; stoeck {hand.stoeck}"
    return (f"{hand.trump.value}; call {pairs_text(hand.calls)}; "
            f"tricks {pairs_text(hand.points, hand.zero_trick)}{stoeck}")


DIFFERENZLER = DifferenzlerFile()


def load_rules_file(path: Path) -> DiffRules:
    """A Differenzler house-rules TOML file (`new --rules house.toml`), read with a session
    file's guards; a problem is refused naming the file and the key's line."""
    return read_rules(path, rules_from_mapping)
