"""What is said at a two-player table, made into events and written: `hand hearts
--taker Anna --points Anna=95 Beat=67 --weis Beat=50 --stoeck Anna`, a fix, an undo;
and `new --game twoplayer`. Where every card is played (157 a hand) one player's points
may be left out: he took the rest."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold, parse_contract
from jass_slate.core.said import number, pair
from jass_slate.file.game_file import GameSession
from jass_slate.file.game_write import create_game, record_game
from jass_slate.games.twoplayer.file.game_file import (
    TWOPLAYER,
    TwoSetup,
    check_players,
    load_rules_file,
)
from jass_slate.games.twoplayer.scoring.board import Board, check_trump
from jass_slate.games.twoplayer.scoring.events import Hand, Refix, Said
from jass_slate.games.twoplayer.scoring.rules import (
    ALL_CARDS,
    PRESETS,
    TwoRules,
    check_target,
    preset,
)
from jass_slate.language.i18n import N_

TwoSession = GameSession[TwoSetup, Board]


@dataclass(frozen=True)
class HandWords:
    """A whole hand as typed (words as said)."""

    trump: str
    taker: str | None
    points: Sequence[str]
    match: str | None = None
    weis: Sequence[str] = ()
    stoeck: str | None = None


def player(players: Sequence[str], word: str) -> str:
    """The player a typed name (or seat number 1, 2) means, case and accents aside."""
    wanted = fold(word)
    if wanted in ("1", "2"):
        return players[int(wanted) - 1]
    for name in players:
        if fold(name) == wanted:
            return name
    raise InputError(message(N_("{name!r} is not a player of this session: the players are "
                                "{players}"), name=word, players=", ".join(players)),
                     value=word)


def trump_of(rules: TwoRules, word: str) -> Contract:
    """The trump a typed word names, a suit of the session's deck."""
    trump = parse_contract(word, rules.deck)
    check_trump(rules, trump)
    return trump


def read_points(rules: TwoRules, players: Sequence[str], words: Sequence[str]) -> Said:
    """Both players' card points from `Anna=95,Beat=67` (or each given apart; a name may
    hold spaces); where every card is played one may be left out and takes the rest."""
    items = [item.strip() for word in words for item in word.split(",") if item.strip()]
    said: dict[str, int] = {}
    for item in items:
        name, value = pair(item)
        who = player(players, name)
        if who in said:
            raise InputError(message(N_("{player}'s points are said twice"), player=who))
        said[who] = number(value, N_("the points"))
    left = [name for name in players if name not in said]
    if len(left) == 1 and rules.all_played and said:
        rest = ALL_CARDS - sum(said.values())
        if rest < 0:
            raise RuleError(message(N_("the points given add up to {sum}, more than the 157 "
                                       "of the hand"), sum=sum(said.values())))
        said[left[0]] = rest
    elif left:
        raise InputError(message(N_("give both players' card points: --points {first}=N "
                                    "{second}=N"), first=players[0], second=players[1]))
    return tuple((name, said[name]) for name in players)


def _weis(players: Sequence[str], words: Sequence[str]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    found: dict[str, tuple[int, ...]] = {}
    for word in words:
        name, values = pair(word)
        who = player(players, name)
        found[who] = found.get(who, ()) + tuple(
            number(v, N_("a Weis")) for v in re.split(r"[,\s]+", values) if v)
    return tuple((name, found[name]) for name in players if name in found)


def hand_event(session: TwoSession, words: HandWords) -> Hand:
    """The hand the words say; what does not read is refused."""
    setup = session.setup
    rules, players = setup.rules, setup.players
    trump = trump_of(rules, words.trump)
    taker = None if words.taker is None else player(players, words.taker)
    if not words.points:
        raise InputError(message(N_("say the card points: --points {first}=N {second}=N"),
                                 first=players[0], second=players[1]))
    points = read_points(rules, players, words.points)
    match = None if words.match is None else player(players, words.match)
    stoeck = None if words.stoeck is None else player(players, words.stoeck)
    return Hand(trump, taker, points, match, _weis(players, words.weis), stoeck)


def record(path: Path, make: Callable[[TwoSession], object]) -> tuple[TwoSession, object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing."""
    return record_game(path, TWOPLAYER, make)


def fix_event(session: TwoSession, hand: int, words: HandWords) -> Refix:
    return Refix(hand, hand_event(session, words))


def rules_for(told: str | None) -> TwoRules:
    """The rules `new --rules` names: a preset (default `cinq-cents`), or a TOML file."""
    if told is None:
        return PRESETS["cinq-cents"]
    if told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        return preset(told)
    return load_rules_file(Path(told))


def new_session(path: Path, players: str | None, rules: TwoRules, force: bool) -> TwoSession:
    if not players:
        raise InputError(message(N_("a two-player game needs its players: --players "
                                    "Anna,Beat")))
    check_target(rules)
    return create_game(path, TWOPLAYER, TwoSetup(check_players(players.split(",")), rules),
                       force)
