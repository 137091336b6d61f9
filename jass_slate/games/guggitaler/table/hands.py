"""What is said at a Guggitaler table, made into events and written: `hand Anna=3 Beat=2
Cla=4` (one player left out takes the rest of what the hand counts; where the rest is 0
every one left out has 0, so `hand Cla` or `hand Cla=1` names who took the king or the
last trick), `domino Dora,Anna,Cla,Beat` in finishing order (the last may be left out),
a fix, an undo; and `new --game guggitaler`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.said import check_names, number, player, said_pairs
from jass_slate.file.game_file import GameSession
from jass_slate.file.game_write import create_game, record_game
from jass_slate.games.guggitaler.file.game_file import GUGGITALER, GugSetup, load_rules_file
from jass_slate.games.guggitaler.scoring.board import Board, Part, domino_next, hand_next, part
from jass_slate.games.guggitaler.scoring.events import Counted, Domino, Refix
from jass_slate.games.guggitaler.scoring.rules import (
    FEWEST_PLAYERS,
    MOST_PLAYERS,
    PRESETS,
    GugRules,
    most,
    preset,
)
from jass_slate.language.i18n import N_

GugSession = GameSession[GugSetup, Board]


def read_counts(players: Sequence[str], at: Part, words: Sequence[str]) -> Counted:
    """Every player's count from `Anna=3 Beat=2` (one left out takes the rest; where the
    rest is 0, all left out have 0), or a bare name where the hand counts one card or
    trick: its taker."""
    assert at.penalty is not None
    there = most(at.penalty, len(players))
    text = " ".join(words).strip()
    if not text:
        raise InputError(message(N_("say each player's count as PLAYER=N (Anna=3)")))
    if "=" not in text and there == 1:
        pairs = [(player(players, text), "1")]
    else:
        pairs = [(player(players, name), value) for name, value in said_pairs(words)]
    said: dict[str, int] = {}
    for name, value in pairs:
        if name in said:
            raise InputError(message(N_("{player}'s count is said twice"), player=name))
        said[name] = number(value, N_("a count"))
    return Counted(at.penalty, with_rest(players, said, there))


def with_rest(players: Sequence[str], said: dict[str, int], there: int
              ) -> tuple[tuple[str, int], ...]:
    """Every player's count in seat order: those left out have the rest (one of them, or
    any number where the rest is 0); more than the hand has is refused."""
    left = [name for name in players if name not in said]
    rest = there - sum(said.values())
    if left and rest < 0:
        raise RuleError(message(N_("the counts given add up to {sum}, more than the {most} "
                                   "this hand has: {players} cannot take the rest"),
                                sum=sum(said.values()), most=there, players=", ".join(left)))
    if len(left) > 1 and rest > 0:
        raise InputError(message(N_("say the counts of {players}: one player at most may be "
                                    "left out, to take the rest"), players=", ".join(left)))
    for name in left:
        said[name] = rest
    return tuple((name, said[name]) for name in players)


def read_order(players: Sequence[str], words: Sequence[str]) -> Domino:
    """The domino's finishing order, `Dora,Anna,Cla,Beat` (or a word each); the last
    player may be left out."""
    names = [player(players, item.strip()) for word in words for item in word.split(",")
             if item.strip()]
    if len(set(names)) != len(names):
        raise InputError(message(N_("a player is named twice in the domino's order: each "
                                    "player once")))
    left = [name for name in players if name not in names]
    if len(left) > 1:
        raise InputError(message(N_("say the domino's finishing order of every player (the "
                                    "last may be left out): {players} are missing"),
                                 players=", ".join(left)))
    return Domino(tuple(names + left))


def hand_event(session: GugSession, words: Sequence[str]) -> Counted:
    board = session.board
    return read_counts(board.players, hand_next(board), words)


def domino_event(session: GugSession, words: Sequence[str]) -> Domino:
    domino_next(session.board)
    return read_order(session.board.players, words)


def fix_event(session: GugSession, number_: int, words: Sequence[str]) -> Refix:
    board = session.board
    at = part(board.rules, number_)
    if at is None or number_ > len(board.rows):
        raise RuleError(message(N_("there is no part {number} to fix: parts 1 to {count} "
                                   "are played"), number=number_, count=len(board.rows)),
                        value=number_)
    if at.domino:
        return Refix(number_, read_order(board.players, words))
    return Refix(number_, read_counts(board.players, at, words))


def record(path: Path, make: Callable[[GugSession], object]) -> tuple[GugSession, object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing."""
    return record_game(path, GUGGITALER, make)


def rules_for(told: str | None) -> GugRules:
    """The rules `new --rules` names: a preset (default `jassbuch`), or a TOML file."""
    if told is None:
        return PRESETS["jassbuch"]
    if told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        return preset(told)
    return load_rules_file(Path(told))


def new_session(path: Path, players: str | None, rules: GugRules, force: bool) -> GugSession:
    if not players:
        raise InputError(message(N_("a Guggitaler needs its players: --players "
                                    "Anna,Beat,Cla,Dora (three or four, in seat order)")))
    names = check_names(players.split(","), FEWEST_PLAYERS, MOST_PLAYERS)
    return create_game(path, GUGGITALER, GugSetup(names, rules), force)
