"""What is said at a free board, made into events and written: `hand Anna=10 Beat=-20
Cla=x` (one player left out takes the rest where every hand writes a fixed total), a
fix, an undo; and `new --game board`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.said import player, said_pairs
from jass_slate.file.game_file import GameSession
from jass_slate.file.game_write import create_game, record_game
from jass_slate.games.board.file.game_file import (
    BOARD,
    BoardSetup,
    counted_names,
    load_rules_file,
)
from jass_slate.games.board.scoring.board import Board
from jass_slate.games.board.scoring.events import Hand, Refix
from jass_slate.games.board.scoring.rules import (
    MOST_HANDS,
    MOST_POINTS,
    PRESETS,
    BoardRules,
    checked,
    preset,
)
from jass_slate.games.board.scoring.said import entry
from jass_slate.language.i18n import N_

BoardSession = GameSession[BoardSetup, Board]


def read_hand(board: Board, words: Sequence[str]) -> Hand:
    """Every player's entry from `Anna=10 Beat=-20 Cla=x`: each player named once; one
    left out takes the rest where every hand writes a fixed total (0 where the others
    make it), and one who has finished (where the others play on) may be left out."""
    players = board.players
    if not words:
        raise InputError(message(N_("say what the hand writes for each player: hand "
                                    "{example}"), example=_example(players)))
    said: dict[str, int | None] = {}
    for name, value in said_pairs(words):
        found = player(players, name)
        if found in said:
            raise InputError(message(N_("{player} is said twice in one hand"), player=found),
                             value=name)
        said[found] = entry(value)
    for seat in range(len(players)):
        if seat not in board.playing:
            said.setdefault(players[seat], None)
    left = [name for name in players if name not in said]
    if len(left) == 1 and board.rules.per_hand is not None:
        rest = board.rules.per_hand - sum(v for v in said.values() if v is not None)
        said[left[0]] = rest
    elif left:
        raise InputError(message(N_("say what the hand writes for {players}: every player "
                                    "is named{rest}"), players=", ".join(left),
                                 rest=_rest_words(board)))
    return Hand(tuple((name, said[name]) for name in players))


def _rest_words(board: Board) -> str:
    if board.rules.per_hand is None:
        return ""
    return message(N_(", but one, who takes the rest of {total}"),
                   total=board.rules.per_hand).text()


def _example(players: Sequence[str]) -> str:
    return " ".join(f"{name}={10 * (seat + 1)}" for seat, name in enumerate(players))


def record(path: Path, make: Callable[[BoardSession], object]) -> tuple[BoardSession, object]:
    """Read the session under its lock, make the event from it (`make(session)`), record
    it and write; a refusal writes nothing."""
    return record_game(path, BOARD, make)


def hand_event(session: BoardSession, words: Sequence[str]) -> Hand:
    return read_hand(session.board, words)


def fix_event(session: BoardSession, number: int, words: Sequence[str]) -> Refix:
    """`fix N`: the players who had finished by hand N may be left out."""
    board = session.board
    if not 1 <= number <= len(board.hands):
        raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to {count} "
                                   "are played"), number=number, count=len(board.hands)),
                        value=number)
    before = Board(board.players, board.rules, board.hands[:number - 1])
    return Refix(number, read_hand(before, words))


def rules_for(told: str | None, target: int | None, hands: int | None,
              lowest_wins: bool) -> BoardRules:
    """The rules `new` names: a preset (default `free`) or a TOML file, with `--target`,
    `--hands` and `--lowest-wins` over them."""
    if told is None:
        rules = PRESETS["free"]
    elif told.strip().lower() in PRESETS or not (told.endswith(".toml") or Path(told).exists()):
        rules = preset(told)
    else:
        rules = load_rules_file(Path(told))
    if target is not None:
        rules = replace(rules, target=_count("--target", target, MOST_POINTS), hands=None)
    if hands is not None:
        rules = replace(rules, hands=_count("--hands", hands, MOST_HANDS), target=None)
    if lowest_wins:
        rules = replace(rules, lowest_wins=True)
    return checked(rules)


def _count(option: str, value: int, most: int) -> int:
    if not 1 <= value <= most:
        raise RuleError(message(N_("{option} must be a whole number from 1 to {most}, not "
                                   "{value}"), option=option, most=most, value=value),
                        value=value)
    return value


def new_session(path: Path, players: str | None, rules: BoardRules,
                force: bool) -> BoardSession:
    if not players:
        raise InputError(message(N_("a board needs its players: --players Anna,Beat,Cla")))
    names = counted_names(players.split(","), rules)
    return create_game(path, BOARD, BoardSetup(names, rules), force)

