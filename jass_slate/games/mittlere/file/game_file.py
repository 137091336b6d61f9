"""The session file of a Mittlere (file/game_file.py): the head's `[players]` and
`[rules]`, and one event line per hand, readable by eye:

    hand Anna=70, Beat=50, Cla=37
    hand Anna=80, Beat=77, Cla=0+
    hand Anna=60, Beat=60, Cla=37; middle Beat
    hand void
    fix 3 Anna=80, Beat=77, Cla=0
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import (
    InputError,
    JassError,
    RuleError,
    SessionFileError,
    message,
)
from jass_slate.core.said import check_names, number, pairs_text, points_pair, split_list
from jass_slate.file.document import key_line, table_line
from jass_slate.file.rules_file import load_rules_file as read_rules
from jass_slate.games.mittlere.scoring.board import Board, apply
from jass_slate.games.mittlere.scoring.events import Hand, Refix
from jass_slate.games.mittlere.scoring.rules import (
    PLAYERS,
    MittlereRules,
    rules_from_mapping,
    rules_table,
)
from jass_slate.language.i18n import N_

PLAYERS_TABLE = "[players]"
RULES_TABLE = "[rules]"
VOID = "void"
NOT_AN_EVENT = N_("this event line does not read: a Mittlere's lines are hand or fix with "
                  "the points (or void)")


@dataclass(frozen=True)
class MittlereSetup:
    """The head: the three players in seat order and the house rules."""

    players: tuple[str, ...]
    rules: MittlereRules


def three_players(names: Sequence[str]) -> tuple[str, ...]:
    """The players' names as `new --players` gives them: exactly three, each once."""
    if len(names) != PLAYERS:
        raise RuleError(message(N_("a Mittlere has exactly three players, each alone; "
                                   "{count} were given"), count=len(names)), value=len(names))
    return check_names(names)


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
        return three_players(names)
    except JassError as error:
        raise SessionFileError(name, error.message, where) from None


def _rules(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> MittlereRules:
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


def read_hand(text: str) -> Hand:
    """`Anna=80, Beat=77, Cla=0+; middle Beat` or `void`, as an event line writes it."""
    said, _, after = text.partition(";")
    middle = None
    if after.strip():
        word, _, who = after.strip().partition(" ")
        if word != "middle" or not who.strip() or ";" in who:
            raise InputError(message(NOT_AN_EVENT))
        middle = who.strip()
    if said.strip() == VOID:
        if middle is not None:
            raise InputError(message(NOT_AN_EVENT))
        return Hand(void=True)
    read = [points_pair(item) for item in split_list(said)]
    if not read:
        raise InputError(message(NOT_AN_EVENT))
    return Hand(tuple((n, p) for n, p, _zero in read), tuple(n for n, _p, zero in read if zero),
                middle)


def hand_text(hand: Hand) -> str:
    if hand.void:
        return VOID
    middle = "" if hand.middle is None else f"; middle {hand.middle}"
    return pairs_text(hand.points, hand.zero_trick) + middle


class MittlereFile:
    """Mittlere's `GameFile`: what its session file holds and how it replays."""

    name = "mittlere"

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> MittlereSetup:
        return MittlereSetup(_players(name, doc, lines), _rules(name, doc, lines))

    def setup_tables(self, setup: MittlereSetup) -> dict[str, Any]:
        return {"players": {"names": list(setup.players)}, "rules": rules_table(setup.rules)}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.strip().partition(" ")
        if verb == "hand":
            return read_hand(rest)
        if verb == "fix":
            count, _, said = rest.strip().partition(" ")
            return Refix(number(count, N_("a hand")), read_hand(said))
        raise InputError(message(NOT_AN_EVENT))

    def event_text(self, event: object) -> str:
        if isinstance(event, Hand):
            return f"hand {hand_text(event)}"
        assert isinstance(event, Refix)
        return f"fix {event.number} {hand_text(event.hand)}"

    def start(self, setup: MittlereSetup) -> Board:
        return Board(setup.players, setup.rules)

    def apply(self, setup: MittlereSetup, board: Board, event: object) -> Board:
        return apply(board, event)

    def summary(self, board: Board) -> dict[str, Any]:
        return {"hands": board.counted, "totals": list(board.totals)}


MITTLERE = MittlereFile()


def load_rules_file(path: Path) -> MittlereRules:
    """A Mittlere house-rules TOML file (`new --rules house.toml`), read with a session
    file's guards; a problem is refused naming the file and the key's line."""
    return read_rules(path, rules_from_mapping)
