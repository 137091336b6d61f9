"""The session file of a free board (file/game_file.py): the head's `[players]` and
`[rules]`, and one event line per hand, readable by eye:

    hand Anna=10, Beat=-20, Cla=x
    fix 3 Anna=10, Beat=20, Cla=30
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import InputError, JassError, RuleError, SessionFileError, message
from jass_slate.core.said import check_names, number
from jass_slate.file.document import key_line, table_line
from jass_slate.file.rules_file import load_rules_file as read_rules
from jass_slate.games.board.scoring.board import Board
from jass_slate.games.board.scoring.events import Hand, Refix
from jass_slate.games.board.scoring.hands import apply
from jass_slate.games.board.scoring.rules import BoardRules, rules_from_mapping, rules_table
from jass_slate.games.board.scoring.said import entries_text, read_entries
from jass_slate.language.i18n import N_

PLAYERS_TABLE = "[players]"
RULES_TABLE = "[rules]"
NOT_AN_EVENT = N_("this event line does not read: a board's lines are hand or fix with "
                  "PLAYER=N for every player")


@dataclass(frozen=True)
class BoardSetup:
    """The head: the players in seat order and the house rules."""

    players: tuple[str, ...]
    rules: BoardRules


def counted_names(names: Sequence[str], rules: BoardRules) -> tuple[str, ...]:
    """The players' names as `new --players` gives them, as many as the rules take."""
    if not rules.fewest_players <= len(names) <= rules.most_players:
        raise RuleError(message(N_("this board has {fewest} to {most} players; {count} were "
                                   "given"), fewest=rules.fewest_players,
                                most=rules.most_players, count=len(names)), value=len(names))
    return check_names(names)


def _rules(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> BoardRules:
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


def _players(name: str, doc: Mapping[str, Any], lines: Sequence[str], rules: BoardRules
             ) -> tuple[str, ...]:
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
        return counted_names(names, rules)
    except JassError as error:
        raise SessionFileError(name, error.message, where) from None


def _hand(text: str) -> Hand:
    try:
        entries = read_entries(text)
    except InputError:
        raise InputError(message(NOT_AN_EVENT)) from None
    if not entries:
        raise InputError(message(NOT_AN_EVENT))
    return Hand(entries)


class BoardFile:
    """The free board's `GameFile`: what its session file holds and how it replays."""

    name = "board"

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> BoardSetup:
        rules = _rules(name, doc, lines)
        return BoardSetup(_players(name, doc, lines, rules), rules)

    def setup_tables(self, setup: BoardSetup) -> dict[str, Any]:
        return {"players": {"names": list(setup.players)}, "rules": rules_table(setup.rules)}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.strip().partition(" ")
        if verb == "hand":
            return _hand(rest)
        if verb == "fix":
            count, _, said = rest.strip().partition(" ")
            return Refix(number(count, N_("a hand")), _hand(said))
        raise InputError(message(NOT_AN_EVENT))

    def event_text(self, event: object) -> str:
        if isinstance(event, Hand):
            return f"hand {entries_text(event.entries)}"
        assert isinstance(event, Refix)
        return f"fix {event.number} {entries_text(event.hand.entries)}"

    def start(self, setup: BoardSetup) -> Board:
        return Board(setup.players, setup.rules)

    def apply(self, setup: BoardSetup, board: Board, event: object) -> Board:
        return apply(board, event)

    def summary(self, board: Board) -> dict[str, Any]:
        return {"hands": len(board.hands), "totals": list(board.totals)}


BOARD = BoardFile()


def load_rules_file(path: Path) -> BoardRules:
    """A board's house-rules TOML file (`new --rules house.toml`)."""
    return read_rules(path, rules_from_mapping)
