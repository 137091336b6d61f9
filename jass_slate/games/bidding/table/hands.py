"""What is said at a bidding table, made into events and written: `hand bells --by Anna
--bid 100 --points 112`, a fix, an undo; and `new --game bidding`.

A SIDE is said as a player each alone is, or a team (its number 1 or 2, its name, or one
of its players), case and accents aside; `--points N` are the bidders' card points, and
`--points SIDE=N` either side's (the other took the rest of 157)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, JassError, RuleError, message
from jass_slate.core.notation import fold, parse_contract
from jass_slate.core.said import number, pair, split_list
from jass_slate.core.teams import split_team_name
from jass_slate.file.game_file import GameSession, create_game, editing_game, save_game
from jass_slate.games.bidding.file.game_file import (
    BIDDING,
    BidSetup,
    check_sides,
    load_rules_file,
)
from jass_slate.games.bidding.scoring.board import Board
from jass_slate.games.bidding.scoring.events import Bid, Refix
from jass_slate.games.bidding.scoring.rules import HAND_POINTS, PRESETS, BidRules, preset
from jass_slate.language.i18n import N_

BidSession = GameSession[BidSetup, Board]


@dataclass(frozen=True)
class HandWords:
    """A whole hand as typed (words as said)."""

    contract: str
    by: str | None
    bid: str | None
    points: str | None
    all_passed: bool = False
    double: int = 1
    weis: str | None = None
    stoeck: str | None = None


def members(side: str) -> tuple[str, ...]:
    """The players a team's name names (`Anna & Cla`); none for a plain name."""
    try:
        return split_team_name(side)
    except JassError:
        return ()


def side(sides: Sequence[str], word: str) -> str:
    """The side a typed word means: its number, its name, or a player of a team."""
    wanted = fold(word)
    if wanted.isdigit() and 1 <= int(wanted) <= len(sides):
        return sides[int(wanted) - 1]
    for name in sides:
        if fold(name) == wanted:
            return name
    for name in sides:
        if any(fold(player) == wanted for player in members(name)):
            return name
    raise InputError(message(N_("{name!r} is not a side of this session: the sides are "
                                "{sides} (or their numbers)"), name=word,
                             sides=", ".join(sides)), value=word)


def contract_of(rules: BidRules, word: str) -> Contract:
    return parse_contract(word, rules.deck)


def _points(sides: Sequence[str], by: str, said: str) -> int:
    """The bidders' card points from `N` or `SIDE=N` (the other team: the rest of 157)."""
    if "=" not in said:
        return number(said, N_("the points"))
    name, value = pair(said)
    named = side(sides, name)
    points = number(value, N_("the points"))
    if named == by:
        return points
    if len(sides) != 2:
        raise InputError(message(N_("give the bidder's points: --points N or --points "
                                    "{side}=N"), side=by))
    if points > HAND_POINTS:
        raise RuleError(message(N_("the points must be 0 to {most}, not {points}"),
                                most=HAND_POINTS, points=points), value=points)
    return HAND_POINTS - points


def _weis(sides: Sequence[str], said: str) -> tuple[str, tuple[int, ...]]:
    name, values = pair(said)
    found = tuple(number(v, N_("a Weis")) for v in split_list(values.replace(" ", ",")))
    if not found:
        raise InputError(message(N_("say the Weis as SIDE=V[,V...], like 2=50,20")))
    return side(sides, name), found


def hand_event(session: BidSession, words: HandWords) -> Bid:
    """The hand the words say; what is missing or does not read is refused."""
    setup = session.setup
    rules, sides = setup.rules, setup.sides
    contract = contract_of(rules, words.contract)
    if words.by is None:
        raise InputError(message(N_("say who won the bidding: --by SIDE")))
    by = side(sides, words.by)
    if words.all_passed:
        if words.bid is not None:
            raise InputError(message(N_("--all-passed means the dealer's forced bid: give "
                                        "no --bid")))
        if rules.forced_bid is None:
            raise RuleError(message(N_("a hand where all passed is not played under these "
                                       "rules: say who bid what")), key="forced_bid")
        bid = rules.forced_bid
    elif words.bid is None:
        raise InputError(message(N_("say the bid: --bid N (or --all-passed)")))
    else:
        bid = number(words.bid, N_("a bid"))
    if words.points is None:
        raise InputError(message(N_("say the bidders' card points: --points N")))
    points = _points(sides, by, words.points)
    weis = None if words.weis is None else _weis(sides, words.weis)
    stoeck = None if words.stoeck is None else side(sides, words.stoeck)
    return Bid(contract, by, bid, points, words.all_passed, words.double, weis, stoeck)


def record(path: Path, make: Callable[[BidSession], object]) -> tuple[BidSession, object]:
    """Read the session under its lock, make the event from it, record it and write; a
    refusal writes nothing."""
    with editing_game(path, BIDDING) as session:
        event = make(session)
        session.record(event)
        save_game(session)
    return session, event


def fix_event(session: BidSession, hand: int, words: HandWords) -> Refix:
    return Refix(hand, hand_event(session, words))


def rules_for(told: str | None) -> BidRules:
    """The rules `new --rules` names: a preset (default `bieter`), or a TOML file."""
    if told is None:
        return PRESETS["bieter"]
    if told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        return preset(told)
    return load_rules_file(Path(told))


def new_session(path: Path, players: str | None, teams: Sequence[str], rules: BidRules,
                force: bool) -> BidSession:
    """`new --game bidding`: players each alone, or two teams, as the rules play."""
    if players and teams:
        raise InputError(message(N_("give the players (--players) or the teams (--team), "
                                    "not both")))
    if teams:
        names: Sequence[str] = teams
    elif players and rules.sides.value == "teams":
        seats = players.split(",")
        if len(seats) != 4:
            raise RuleError(message(N_("two teams are four players, sitting as partners "
                                       "opposite: --players A,B,C,D (A & C against B & D)")))
        names = [f"{seats[0].strip()} & {seats[2].strip()}",
                 f"{seats[1].strip()} & {seats[3].strip()}"]
    elif players:
        names = players.split(",")
    else:
        raise InputError(message(N_("a bidding game needs its players: --players "
                                    "Anna,Beat,Cla (or two --team for Sidi-Barrani)")))
    return create_game(path, BIDDING, BidSetup(check_sides(names, rules), rules), force)
