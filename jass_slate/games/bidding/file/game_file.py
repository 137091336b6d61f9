"""The session file of a bidding game (file/game_file.py): the head's `[players]` (each
alone) or `[teams]`, and `[rules]`; one event line per hand, readable by eye:

    hand bells; by Anna; bid 100; points 112
    hand acorns; by Cla; bid 60; points 45; passed
    hand hearts; by Anna & Cla; bid 120; points 130; double 2; weis Beat & Dora=50 20;
        stoeck Anna & Cla
    fix 3 bells; by Anna; bid 100; points 84
"""

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
from jass_slate.core.said import check_names, number
from jass_slate.file.document import key_line, table_line
from jass_slate.file.rules_file import load_rules_file as read_rules
from jass_slate.games.bidding.file.bueter_lines import bueter_event_text, read_bueter_event
from jass_slate.games.bidding.file.parts import NOT_AN_EVENT, event_parts
from jass_slate.games.bidding.scoring import race
from jass_slate.games.bidding.scoring.board import Board, apply
from jass_slate.games.bidding.scoring.bueter import BueterRules, GameBid
from jass_slate.games.bidding.scoring.bueter import Hand as BueterHand
from jass_slate.games.bidding.scoring.bueter import Refix as BueterRefix
from jass_slate.games.bidding.scoring.events import Bid, Refix
from jass_slate.games.bidding.scoring.presets import AnyRules, rules_from_mapping, rules_table
from jass_slate.games.bidding.scoring.race import Race
from jass_slate.games.bidding.scoring.rules import BidRules, Sides
from jass_slate.language.i18n import N_

PLAYER_COUNT = N_("these rules have {fewest} players, each alone; {count} were given")
TEAM_COUNT = N_("these rules have two teams; {count} were given")


@dataclass(frozen=True)
class BidSetup:
    """The head: the sides (players each alone, or two teams) and the house rules."""

    sides: tuple[str, ...]
    rules: BidRules

    @property
    def teams(self) -> bool:
        return self.rules.sides is Sides.TEAMS


@dataclass(frozen=True)
class BueterSetup:
    """A Büter's head: its three players in seat order and its house rules."""

    sides: tuple[str, ...]
    rules: BueterRules


Setup = BidSetup | BueterSetup
AnyBoard = Board | Race
BUETER_PLAYERS = 3


def check_sides(names: Sequence[str], rules: AnyRules) -> tuple[str, ...]:
    """The sides' names as `new` gives them, as many as the rules play."""
    if isinstance(rules, BueterRules):
        return check_names(names, BUETER_PLAYERS, BUETER_PLAYERS, PLAYER_COUNT)
    if rules.sides is Sides.TEAMS:
        return check_names(names, 2, 2, TEAM_COUNT)
    return check_names(names, rules.players, rules.players, PLAYER_COUNT)


def _table(rules: AnyRules) -> str:
    return "teams" if isinstance(rules, BidRules) and rules.sides is Sides.TEAMS else "players"


def _sides(name: str, doc: Mapping[str, Any], lines: Sequence[str],
           rules: AnyRules) -> tuple[str, ...]:
    table_name = _table(rules)
    heading = f"[{table_name}]"
    table = doc.get(table_name)
    where = key_line(lines, "names", heading) or table_line(lines, heading)
    if not isinstance(table, dict):
        raise SessionFileError(name, message(N_("no {table} table: was the file cut short?"),
                                             table=heading), where)
    names = table.get("names")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SessionFileError(name, message(N_("{table} names must be a list of names"),
                                             table=heading), where)
    try:
        return check_sides(names, rules)
    except JassError as error:
        raise SessionFileError(name, error.message, where) from None


def _rules(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> AnyRules:
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


def _weis(text: str) -> tuple[str, tuple[int, ...]]:
    side, equals, values = text.rpartition("=")
    if not equals or not side.strip() or not values.split():
        raise InputError(message(NOT_AN_EVENT))
    return side.strip(), tuple(number(v, N_("a Weis")) for v in values.split())


def _bid(word: str, text: str) -> Bid:
    parts = event_parts(text)
    known = {"by", "bid", "points", "passed", "double", "weis", "stoeck"}
    if set(parts) - known or not {"by", "bid", "points"} <= set(parts) \
            or parts.get("passed", ""):
        raise InputError(message(NOT_AN_EVENT))
    try:
        contract = Contract(word.strip())
    except ValueError:
        raise InputError(message(NOT_AN_EVENT)) from None
    return Bid(contract, parts["by"], number(parts["bid"], N_("a bid")),
               number(parts["points"], N_("the points")), "passed" in parts,
               number(parts.get("double", "1"), N_("a double")),
               _weis(parts["weis"]) if "weis" in parts else None,
               parts.get("stoeck") or None)


def bid_text(hand: Bid) -> str:
    """`bells; by Anna; bid 100; points 112`: a hand as its line writes it."""
    text = f"{hand.contract.value}; by {hand.by}; bid {hand.bid}; points {hand.points}"
    if hand.all_passed:
        text += "; passed"
    if hand.double != 1:
        text += f"; double {hand.double}"
    if hand.weis is not None:
        text += f"; weis {hand.weis[0]}={' '.join(str(v) for v in hand.weis[1])}"
    if hand.stoeck is not None:
        text += f"; stoeck {hand.stoeck}"
    return text


class BiddingFile:
    """The bidding games' `GameFile`: what their session file holds and how it replays."""

    name = "bidding"

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> Setup:
        rules = _rules(name, doc, lines)
        sides = _sides(name, doc, lines, rules)
        if isinstance(rules, BueterRules):
            return BueterSetup(sides, rules)
        return BidSetup(sides, rules)

    def setup_tables(self, setup: Setup) -> dict[str, Any]:
        return {_table(setup.rules): {"names": list(setup.sides)},
                "rules": rules_table(setup.rules)}

    def read_event(self, text: str) -> object:
        verb, _, rest = text.strip().partition(" ")
        first, _, after = rest.partition(";")
        if _bueter_line(verb, first):
            return read_bueter_event(text)
        if verb == "hand":
            return _bid(first, after)
        if verb == "fix":
            count, _, word = first.strip().partition(" ")
            return Refix(number(count, N_("a hand")), _bid(word, after))
        raise InputError(message(NOT_AN_EVENT))

    def event_text(self, event: object) -> str:
        if isinstance(event, GameBid | BueterHand | BueterRefix):
            return bueter_event_text(event)
        if isinstance(event, Refix):
            return f"fix {event.number} {bid_text(event.hand)}"
        assert isinstance(event, Bid)
        return f"hand {bid_text(event)}"

    def start(self, setup: Setup) -> AnyBoard:
        if isinstance(setup, BueterSetup):
            return Race(setup.rules, players=setup.sides)
        return Board(setup.sides, setup.rules)

    def apply(self, setup: Setup, board: AnyBoard, event: object) -> AnyBoard:
        if isinstance(board, Race):
            return race.apply(board, event)
        return apply(board, event)

    def summary(self, board: AnyBoard) -> dict[str, Any]:
        return {"hands": len(board.hands), "totals": list(board.totals)}


def _bueter_line(verb: str, first: str) -> bool:
    """Whether a line is a Büter's: its bid, or a hand (a fix) that names a seat where the
    per-hand games name a contract."""
    words = first.split()
    seat = words[0] if verb == "hand" and words else words[1] if verb == "fix" \
        and len(words) > 1 else ""
    return verb == "bid" or seat.isdigit()


BIDDING = BiddingFile()


def load_rules_file(path: Path) -> AnyRules:
    """A bidding house-rules TOML file (`new --rules house.toml`), read with a session
    file's guards; a problem is refused naming the file and the key's line."""
    return read_rules(path, rules_from_mapping)
