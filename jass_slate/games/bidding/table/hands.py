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
from jass_slate.file.game_file import GameSession
from jass_slate.file.game_write import create_game, record_game
from jass_slate.games.bidding.file.game_file import (
    BIDDING,
    AnyBoard,
    BidSetup,
    BueterSetup,
    Setup,
    check_sides,
    load_rules_file,
)
from jass_slate.games.bidding.scoring.events import Bid, Refix
from jass_slate.games.bidding.scoring.presets import PRESETS, AnyRules, preset
from jass_slate.games.bidding.scoring.race import Race
from jass_slate.games.bidding.scoring.rules import HAND_POINTS, BidRules
from jass_slate.games.bidding.table import bueter_hands
from jass_slate.language.i18n import N_

BidSession = GameSession[Setup, AnyBoard]


@dataclass(frozen=True)
class HandWords:
    """A whole hand as typed (words as said)."""

    contract: str
    by: str | None
    bid: str | None
    points: str | None
    all_passed: bool = False
    double: int = 1
    weis: tuple[str, ...] = ()
    stoeck: str | None = None
    factor: str | None = None  # a Büter's
    match: str | None = None  # a Büter's


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


def hand_event(session: BidSession, words: HandWords) -> object:
    """The hand the words say, a Büter's or a per-hand game's; what is missing, does not
    read or is not said in its game is refused."""
    board = session.board
    if isinstance(board, Race):
        for option, given in (("CONTRACT", words.contract), ("--bid", words.bid),
                              ("--all-passed", words.all_passed),
                              ("--double", words.double != 1)):
            if given:
                raise InputError(message(bueter_hands.NOT_FOR_THE_BUETER, option=option))
        return bueter_hands.hand_event(board, bueter_hands.BueterWords(
            words.by, words.factor, words.points, words.match, words.weis, words.stoeck))
    for option, said in (("--factor", words.factor), ("--match", words.match)):
        if said is not None:
            raise InputError(message(N_("{option} is a Büter's: this game's hand is said "
                                        "with its contract, --by, --bid and --points"),
                                     option=option))
    if len(words.weis) > 1:
        raise InputError(message(N_("--weis once: the Weis of the side that scores them")))
    assert isinstance(session.setup, BidSetup)
    return bid_hand(session.setup, words)


def bid_hand(setup: BidSetup, words: HandWords) -> Bid:
    """A per-hand game's hand as the words say it."""
    rules, sides = setup.rules, setup.sides
    if not words.contract:
        raise InputError(message(N_("say the hand's contract: hand CONTRACT --by SIDE "
                                    "--bid N --points N")))
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
    weis = _weis(sides, words.weis[0]) if words.weis else None
    stoeck = None if words.stoeck is None else side(sides, words.stoeck)
    return Bid(contract, by, bid, points, words.all_passed, words.double, weis, stoeck)


def record(path: Path, make: Callable[[BidSession], object]) -> tuple[BidSession, object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing."""
    return record_game(path, BIDDING, make)


def fix_event(session: BidSession, hand: int, words: HandWords) -> object:
    event = hand_event(session, words)
    if isinstance(event, Bid):
        return Refix(hand, event)
    assert isinstance(session.board, Race)
    return bueter_hands.fix_event(session.board, hand, bueter_hands.BueterWords(
        words.by, words.factor, words.points, words.match, words.weis, words.stoeck))


def game_bid(session: BidSession, who: str, bid: str) -> object:
    """`bid PLAYER N`: a Büter's one bid; the per-hand games bid with each hand."""
    if not isinstance(session.board, Race):
        raise RuleError(message(N_("this game bids with each hand: hand CONTRACT --by SIDE "
                                   "--bid N --points N; `bid` is the Büter's")))
    return bueter_hands.bid_event(session.board, who, bid)


def rules_for(told: str | None) -> AnyRules:
    """The rules `new --rules` names: a preset (default `bieter`), or a TOML file."""
    if told is None:
        return PRESETS["bieter"]
    if told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        return preset(told)
    return load_rules_file(Path(told))


def new_session(path: Path, players: str | None, teams: Sequence[str], rules: AnyRules,
                force: bool) -> BidSession:
    """`new --game bidding`: players each alone, or two teams, as the rules play."""
    if players and teams:
        raise InputError(message(N_("give the players (--players) or the teams (--team), "
                                    "not both")))
    if teams:
        names: Sequence[str] = teams
    elif players and isinstance(rules, BidRules) and rules.sides.value == "teams":
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
    sides = check_sides(names, rules)
    setup = BueterSetup(sides, rules) if not isinstance(rules, BidRules) \
        else BidSetup(sides, rules)
    return create_game(path, BIDDING, setup, force)
