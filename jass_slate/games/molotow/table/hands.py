"""What is said at a Molotow table, made into events and written: `hand hearts Anna=62
Beat=40 Cla=55` (one player left out takes the rest of 157), `--hand-weis Beat=20`,
`--table-weis Anna=20,50` (each Weis said positive: the game gives the sign), `--stoeck
Dora`; a fix, an undo; and `new --game molotow`."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import parse_contract
from jass_slate.core.said import number, player, said_pairs
from jass_slate.file.game_file import GameSession
from jass_slate.file.game_write import create_game, record_game
from jass_slate.games.molotow.file.game_file import MOLOTOW, MolotowSetup, load_rules_file
from jass_slate.games.molotow.scoring.board import Board
from jass_slate.games.molotow.scoring.events import Played, Refix, Said
from jass_slate.games.molotow.scoring.players import check_players
from jass_slate.games.molotow.scoring.rules import HAND_POINTS, PRESETS, MolotowRules, preset
from jass_slate.language.i18n import N_

MolotowSession = GameSession[MolotowSetup, Board]
AFTER_A_VALUE = re.compile(r",|(?<=\d)\s+")  # `Eva Maria=20 50 Anna=20`: names keep spaces


@dataclass(frozen=True)
class HandWords:
    """A whole hand as typed: its trump, the trick points, the Weis and the Stöck."""

    trump: str
    points: Sequence[str]
    hand_weis: Sequence[str] = ()
    table_weis: Sequence[str] = ()
    stoeck: str | None = None


def trump_of(rules: MolotowRules, word: str) -> Contract:
    return parse_contract(word, rules.deck)


def read_points(players: Sequence[str], words: Sequence[str]) -> Said:
    """Every player's trick points from `Anna=62 Beat=40 Cla=55`: one player left out
    takes the rest of 157."""
    said: dict[str, int] = {}
    for name, value in said_pairs(words):
        who = player(players, name)
        if who in said:
            raise InputError(message(N_("{player}'s points are said twice"), player=who))
        said[who] = number(value, N_("the points"))
    left = [name for name in players if name not in said]
    if len(left) > 1:
        raise InputError(message(N_("say the points of {players}: one player at most may be "
                                    "left out, to take the rest of 157"),
                                 players=", ".join(left)))
    if left:
        rest = HAND_POINTS - sum(said.values())
        if rest < 0:
            raise RuleError(message(N_("the points given add up to {sum}, more than the 157 "
                                       "of a hand: {player} cannot take the rest"),
                                    sum=sum(said.values()), player=left[0]))
        said[left[0]] = rest
    return tuple((name, said[name]) for name in players)


def read_weis(players: Sequence[str], words: Sequence[str]) -> Said:
    """Each Weis from `Anna=20,20 Beat=50`, `Anna=20,Beat=50` or `Eva Maria=20` (an
    option given once or more): a value after a player's is his too."""
    said: list[tuple[str, int]] = []
    for word in words:
        who: str | None = None
        for item in (i.strip() for i in AFTER_A_VALUE.split(word)):
            if not item:
                continue
            name, equals, value = item.rpartition("=")
            if equals:
                who = player(players, name)
            elif who is None:
                raise InputError(message(N_("say each Weis as PLAYER=V[,V...] (Anna=20,50), "
                                            "not {text!r}"), text=word), value=word)
            said.append((who, number(value, N_("a Weis"))))
    return tuple(said)


def played_event(session: MolotowSession, words: HandWords) -> Played:
    setup = session.setup
    stoeck = None if words.stoeck is None else player(setup.players, words.stoeck)
    return Played(trump_of(setup.rules, words.trump), read_points(setup.players, words.points),
                  read_weis(setup.players, words.hand_weis),
                  read_weis(setup.players, words.table_weis), stoeck)


def fix_event(session: MolotowSession, hand: int, words: HandWords) -> Refix:
    return Refix(hand, played_event(session, words))


def record(path: Path, make: Callable[[MolotowSession], object]) -> tuple[MolotowSession, object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing."""
    return record_game(path, MOLOTOW, make)


def rules_for(told: str | None) -> MolotowRules:
    """The rules `new --rules` names: a preset (default `reglement`), or a TOML file."""
    if told is None:
        return PRESETS["reglement"]
    if told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        return preset(told)
    return load_rules_file(Path(told))


def new_session(path: Path, players: str | None, rules: MolotowRules,
                force: bool) -> MolotowSession:
    if not players:
        raise InputError(message(N_("a Molotow needs its players: --players Anna,Beat,Cla,Dora "
                                    "(3 to 6, in seat order)")))
    return create_game(path, MOLOTOW, MolotowSetup(check_players(players.split(",")), rules),
                       force)
