"""What is said at a Mittlere table, made into events and written: `hand Anna=70 Beat=50`
(one player left out takes the rest of 157), `Cla=0+` a trick of no points, `--match
Anna`, `--void`, `--middle Beat` where points are level; a fix, an undo; and `new --game
mittlere`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import InputError, message
from jass_slate.core.said import player, read_points, rest_of
from jass_slate.file.game_file import GameSession
from jass_slate.file.game_write import create_game, record_game
from jass_slate.games.mittlere.file.game_file import (
    MITTLERE,
    MittlereSetup,
    load_rules_file,
    three_players,
)
from jass_slate.games.mittlere.scoring.board import Board
from jass_slate.games.mittlere.scoring.events import Hand, Refix
from jass_slate.games.mittlere.scoring.rules import HAND_POINTS, PRESETS, MittlereRules, preset
from jass_slate.language.i18n import N_

MittlereSession = GameSession[MittlereSetup, Board]


@dataclass(frozen=True)
class HandWords:
    """A hand as typed: the points (`Anna=70`), or who took every trick, or void; and the
    middle player where the table says it."""

    points: Sequence[str] = ()
    match: str | None = None
    void: bool = False
    middle: str | None = None


def hand_of(players: Sequence[str], words: HandWords) -> Hand:
    """The hand the words say; a Match is 157 to its taker and 0 (no trick) to the others."""
    middle = None if words.middle is None else player(players, words.middle)
    if words.void:
        if words.points or words.match or words.middle:
            raise InputError(message(N_("a void hand has no points, no Match and no middle "
                                        "player: say --void alone")))
        return Hand(void=True)
    if words.match is not None:
        if words.points:
            raise InputError(message(N_("--match says every player's points: give no "
                                        "others")))
        taker = player(players, words.match)
        said = tuple((name, HAND_POINTS if name == taker else 0) for name in players)
        return Hand(said, (), middle)
    if not words.points:
        raise InputError(message(N_("say the card points: PLAYER=N ... (one player may be "
                                    "left out and takes the rest of 157), or --match "
                                    "PLAYER, or --void")))
    points, zero = read_points(players, words.points,
                               lambda said, left: rest_of(HAND_POINTS, said, left))
    return Hand(points, zero, middle)


def hand_event(session: MittlereSession, words: HandWords) -> Hand:
    return hand_of(session.setup.players, words)


def fix_event(session: MittlereSession, number: int, words: HandWords) -> Refix:
    return Refix(number, hand_of(session.setup.players, words))


def record(path: Path, make: Callable[[MittlereSession], object]) -> tuple[MittlereSession, object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing."""
    return record_game(path, MITTLERE, make)


def rules_for(told: str | None) -> MittlereRules:
    """The rules `new --rules` names: a preset (default `reglement`), or a TOML file."""
    if told is None:
        return PRESETS["reglement"]
    if told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        return preset(told)
    return load_rules_file(Path(told))


def new_session(path: Path, players: str | None, rules: MittlereRules,
                force: bool) -> MittlereSession:
    if not players:
        raise InputError(message(N_("a Mittlere needs its three players: --players "
                                    "Anna,Beat,Cla (in seat order)")))
    return create_game(path, MITTLERE, MittlereSetup(three_players(players.split(",")), rules),
                       force)
