"""The session file of a Guggitaler (file/game_file.py): the head's `[players]` and
`[rules]`, and one event line per hand, the domino or a fix, readable by eye:

    hand tricks; Anna=3, Beat=2, Cla=4, Dora=0
    domino Dora, Anna, Cla, Beat
    fix 2 hearts; Anna=2, Beat=5, Cla=0, Dora=2
    fix 6 domino Dora, Anna, Cla, Beat
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import (
    InputError,
    JassError,
    SessionFileError,
    message,
)
from jass_slate.core.said import check_names, number, pair, pairs_text, split_list
from jass_slate.file.document import key_line, table_line
from jass_slate.file.rules_file import load_rules_file as read_rules
from jass_slate.games.guggitaler.scoring.board import Board, apply
from jass_slate.games.guggitaler.scoring.events import Counted, Domino, Refix
from jass_slate.games.guggitaler.scoring.rules import (
    FEWEST_PLAYERS,
    MOST_PLAYERS,
    GugRules,
    Penalty,
    rules_from_mapping,
    rules_table,
)
from jass_slate.language.i18n import N_

PLAYERS_TABLE = "[players]"
RULES_TABLE = "[rules]"
NOT_AN_EVENT = N_("this event line does not read: a Guggitaler's lines are hand, domino or "
                  "fix with what was said")


@dataclass(frozen=True)
class GugSetup:
    """The head: the players in seat order and the house rules."""

    players: tuple[str, ...]
    rules: GugRules


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


def _rules(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> GugRules:
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


def _counted(text: str) -> Counted:
    """`tricks; Anna=3, Beat=2, ...`."""
    word, semicolon, said = text.partition(";")
    items = split_list(said)
    if not semicolon or not items or word.strip() not in [p.value for p in Penalty]:
        raise InputError(message(NOT_AN_EVENT))
    counts = tuple((name, number(value, N_("a count")))
                   for name, value in (pair(item) for item in items))
    return Counted(Penalty(word.strip()), counts)


def _domino(text: str) -> Domino:
    names = split_list(text)
    if not names:
        raise InputError(message(NOT_AN_EVENT))
    return Domino(tuple(names))


class GuggitalerFile:
    """The Guggitaler's `GameFile`: what its session file holds and how it replays."""

    name = "guggitaler"

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> GugSetup:
        return GugSetup(_players(name, doc, lines), _rules(name, doc, lines))

    def setup_tables(self, setup: GugSetup) -> dict[str, Any]:
        return {"players": {"names": list(setup.players)}, "rules": rules_table(setup.rules)}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.strip().partition(" ")
        if verb == "hand":
            return _counted(rest)
        if verb == "domino":
            return _domino(rest)
        if verb == "fix":
            count, _, what = rest.strip().partition(" ")
            kind, _, after = what.strip().partition(" ")
            fixed = _domino(after) if kind == "domino" else _counted(what)
            return Refix(number(count, N_("a hand")), fixed)
        raise InputError(message(NOT_AN_EVENT))

    def event_text(self, event: object) -> str:
        if isinstance(event, Refix):
            return f"fix {event.number} {_part_text(event.part)}"
        assert isinstance(event, Counted | Domino)
        return _part_text(event) if isinstance(event, Domino) else f"hand {_part_text(event)}"

    def start(self, setup: GugSetup) -> Board:
        return Board(setup.players, setup.rules)

    def apply(self, setup: GugSetup, board: Board, event: object) -> Board:
        return apply(board, event)

    def summary(self, board: Board) -> dict[str, Any]:
        return {"parts": len(board.rows), "totals": list(board.totals)}


def _part_text(part: Counted | Domino) -> str:
    if isinstance(part, Domino):
        return "domino " + ", ".join(part.order)
    return f"{part.penalty.value}; {pairs_text(part.counts)}"


GUGGITALER = GuggitalerFile()


def load_rules_file(path: Path) -> GugRules:
    """A Guggitaler house-rules TOML file (`new --rules house.toml`), read with a session
    file's guards; a problem is refused naming the file and the key's line."""
    return read_rules(path, rules_from_mapping)
