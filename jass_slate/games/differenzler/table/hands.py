"""What is said at a Differenzler table, made into events and written: `call Anna 40`,
`call 40 25 30 62` in seat order, `tricks Anna=38 Beat=30 Cla=0+` (one player left out
takes the rest of the hand), a whole hand, a fix, an undo; and `new --game differenzler`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import parse_contract
from jass_slate.core.said import all_numbers, number, player, rest_of, said_pairs
from jass_slate.core.said import read_points as said_points
from jass_slate.file.game_file import GameSession, editing_game
from jass_slate.file.game_write import create_game, save_game
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER, DiffSetup, load_rules_file
from jass_slate.games.differenzler.scoring.board import Board, called_hand
from jass_slate.games.differenzler.scoring.events import Call, Played, Refix, Said, Tricks
from jass_slate.games.differenzler.scoring.rules import (
    FEWEST_PLAYERS,
    MOST_PLAYERS,
    PRESETS,
    DiffRules,
    preset,
)
from jass_slate.games.differenzler.scoring.said import check_names
from jass_slate.language.i18n import N_

DiffSession = GameSession[DiffSetup, Board]


@dataclass(frozen=True)
class HandWords:
    """A whole hand as typed: its trump, the calls and the points (words as said)."""

    trump: str
    calls: Sequence[str]
    points: Sequence[str]
    stoeck: str | None = None
    match: str | None = None  # the player who took every trick


def trump_of(rules: DiffRules, word: str) -> Contract:
    return parse_contract(word, rules.deck)


def read_calls(players: Sequence[str], words: Sequence[str]) -> Said:
    """`Anna 40`, `Anna=40 Beat=25`, or one number for each player in seat order."""
    numbers = all_numbers(words)
    if numbers is not None:
        if len(numbers) != len(players):
            raise InputError(message(N_("say a call for each of the {count} players in seat "
                                        "order ({players}), or PLAYER N"), count=len(players),
                                     players=", ".join(players)))
        return tuple((name, number(n, N_("a call")))
                     for name, n in zip(players, numbers, strict=True))
    if words and "=" not in " ".join(words) and len(words) >= 2:
        return ((player(players, " ".join(words[:-1])),
                 number(words[-1], N_("a call"))),)
    return tuple((player(players, name), number(value, N_("a call")))
                 for name, value in said_pairs(words))


def read_points(rules: DiffRules, players: Sequence[str], trump: Contract | None,
                words: Sequence[str]) -> tuple[Said, tuple[str, ...]]:
    """Every player's points from `Anna=38 Beat=30 Cla=0+` (one left out takes the rest
    of the hand) or one count per player in seat order; and who took a trick of 0."""
    return said_points(players, words, lambda said, left: _rest(rules, trump, said, left))


def _rest(rules: DiffRules, trump: Contract | None, said: Mapping[str, int], left: str) -> int:
    """What the player left out took: the rest of the hand's total. The trump is asked for
    only where it decides that total (with one pack every hand has 157)."""
    total = rules.known_total(trump)
    if total is None:
        raise RuleError(message(N_("say the trump (--trump SUIT) to leave a player out")))
    return rest_of(total, said, left)


def call_event(session: DiffSession, words: Sequence[str], trump: str | None,
               hand: int | None) -> Call:
    setup = session.setup
    contract = None if trump is None else trump_of(setup.rules, trump)
    if not words and contract is not None:
        return Call((), contract, hand)  # the trump shown, the calls to come
    if not words:
        raise InputError(message(N_("say the calls: PLAYER N, or one number for each player "
                                    "in seat order")))
    return Call(read_calls(setup.players, words), contract, hand)


def match_words(rules: DiffRules, players: Sequence[str], trump: Contract | None,
                who: str | None, words: Sequence[str]) -> Sequence[str]:
    """`--match PLAYER`: he took every trick, the hand's total, the others 0 (a Match
    counts no more in a Differenzler); beside points of its own it is refused."""
    if who is None:
        return words
    if words:
        raise InputError(message(N_("--match says every player's points: give no others")))
    name = player(players, who)
    return [f"{n}={rules.total(trump) if n == name else 0}" for n in players]


def tricks_event(session: DiffSession, words: Sequence[str], trump: str | None,
                 stoeck: str | None, match: str | None = None) -> Tricks:
    setup = session.setup
    contract = None if trump is None else trump_of(setup.rules, trump)
    known = contract or called_hand(session.board).trump
    words = match_words(setup.rules, setup.players, known, match, words)
    points, zero = read_points(setup.rules, setup.players, known, words)
    said_stoeck = None if stoeck is None else player(setup.players, stoeck)
    return Tricks(points, zero, contract, said_stoeck)


def played_event(session: DiffSession, words: HandWords) -> Played:
    setup = session.setup
    contract = trump_of(setup.rules, words.trump)
    calls = read_calls(setup.players, words.calls)
    said = match_words(setup.rules, setup.players, contract, words.match, words.points)
    points, zero = read_points(setup.rules, setup.players, contract, said)
    stoeck = None if words.stoeck is None else player(setup.players, words.stoeck)
    return Played(contract, calls, points, zero, stoeck)


def record(path: Path, make: Callable[[DiffSession], object]) -> tuple[DiffSession, object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing."""
    with editing_game(path, DIFFERENZLER) as session:
        event = make(session)
        session.record(event)
        save_game(session)
    return session, event


def fix_event(session: DiffSession, hand: int, words: HandWords) -> Refix:
    return Refix(hand, played_event(session, words))


def rules_for(told: str | None) -> DiffRules:
    """The rules `new --rules` names: a preset (default `open`), or a TOML file."""
    if told is None:
        return PRESETS["open"]
    if told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        return preset(told)
    return load_rules_file(Path(told))


def new_session(path: Path, players: str | None, rules: DiffRules,
                force: bool) -> DiffSession:
    if not players:
        raise InputError(message(N_("a Differenzler needs its players: --players "
                                    "Anna,Beat,Cla,Dora (in seat order)")))
    names = check_names(players.split(","), FEWEST_PLAYERS, MOST_PLAYERS)
    return create_game(path, DIFFERENZLER, DiffSetup(names, rules), force)
