"""What a session file gives the club's database (`export --format sqlite|sql`,
`--database`): its sides and their players, its games, its hands and each side's part of
them, its Striche. Each game's part of several files makes them from the same replay its
JSON export says (shell/several.py: `Several.club`); `cli/club_sql.py` writes them.

A side is a team (two-team games: 1 and 2) or a player who plays alone (1, 2, ... in the
order of the file's players)."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.core.notation import fold
from jass_slate.report.results import GameResult


@dataclass(frozen=True)
class SidePart:
    """One side's part of a hand."""

    side: int
    score: int  # what the hand wrote for the side
    total: int  # the side's running total after it
    points: int | None = None  # its trick points, where the game counts them per side
    call: int | None = None  # what it called, in a game of calls
    weis: int | None = None
    stoeck: bool | None = None


@dataclass(frozen=True)
class HandRow:
    number: int
    game: int
    contract: str | None
    factor: int | None
    parts: tuple[SidePart, ...]
    pushed: bool | None = None
    chooser_side: int | None = None
    match_side: int | None = None
    at: str | None = None  # when it was written, as the event says it


@dataclass(frozen=True)
class GameRow:
    game: int
    hands: int
    decided: bool
    winner_side: int | None
    draw: bool
    schneider: bool | None = None
    bergpreis_side: int | None = None


@dataclass(frozen=True)
class StrichRow:
    game: int
    side: int
    event: str
    striche: int


@dataclass(frozen=True)
class CorrectionRow:
    """Points written to a side between hands (a slip put right), not by a hand."""

    game: int
    side: int
    after_hand: int
    points: int
    why: str
    at: str | None = None


@dataclass(frozen=True)
class ClubSession:
    """One session file's rows."""

    file: str
    game: str  # the name the file's `game` key says
    side_names: tuple[str, ...]
    sides: tuple[tuple[str, ...], ...]  # each side's players, as named (aliases applied)
    hands: tuple[HandRow, ...]
    games: tuple[GameRow, ...]
    striche: tuple[StrichRow, ...] = ()
    corrections: tuple[CorrectionRow, ...] = ()


def game_rows(results: Sequence[GameResult], hands: Sequence[HandRow],
              details: Mapping[int, tuple[bool | None, int | None]] | None = None
              ) -> tuple[GameRow, ...]:
    """Each game as every game hands it over: decided, its winner or a draw; `details`:
    a game's Schneider and Bergpreis side, where the game knows them."""
    rows = []
    for result in results:
        places = result.ranked()
        first = [side for side, place in enumerate(places, 1) if place == 1]
        count = sum(1 for hand in hands if hand.game == result.game)
        schneider, bergpreis = (details or {}).get(result.game, (None, None))
        rows.append(GameRow(result.game, count, result.decided,
                            first[0] if result.decided and len(first) == 1 else None,
                            result.decided and len(first) > 1, schneider, bergpreis))
    return tuple(rows)


def side_of(name: object, names: Sequence[str]) -> int | None:
    """The side a name or a team number says (1-based), None where it says none."""
    if isinstance(name, bool) or name is None:
        return None
    if isinstance(name, int):
        return name if 1 <= name <= len(names) else None
    if isinstance(name, str):
        return _sides(tuple(names)).get(_folded(name))
    return None


@functools.lru_cache(maxsize=4096)
def _folded(word: str) -> str:
    return fold(word)


@functools.lru_cache(maxsize=256)
def _sides(names: tuple[str, ...]) -> dict[str, int]:
    """Each side's name and each of its players' (`Anna & Beat`), folded: the side."""
    found: dict[str, int] = {}
    for side, said in reversed(list(enumerate(names, 1))):
        for word in (said, *said.split("&")):
            found[_folded(word)] = side
    return found


def _per_side(value: object, count: int) -> list[int | None]:
    if isinstance(value, list) and len(value) == count and all(
            isinstance(item, int) and not isinstance(item, bool) for item in value):
        return list(value)
    return [None] * count


def _total(said: int | None, added: int) -> int:
    return added if said is None else said


def board_hand(hand: Mapping[str, Any], names: Sequence[str], contract_key: str | None,
               before: Sequence[int]) -> HandRow:
    """A hand of a game whose JSON gives each side's `scores` (and `totals`, `points`,
    `calls`, `weis` where it has them): its row; `before`, the totals before it."""
    count = len(names)
    scores = [score or 0 for score in _per_side(hand.get("scores"), count)]
    totals = _per_side(hand.get("totals"), count)
    points, calls = _per_side(hand.get("points"), count), _per_side(hand.get("calls"), count)
    weis = _per_side(hand.get("weis"), count)
    stoeck = side_of(hand.get("stoeck"), names)
    parts = tuple(SidePart(side, scores[side - 1],
                           _total(totals[side - 1], before[side - 1] + scores[side - 1]),
                           points[side - 1], calls[side - 1], weis[side - 1],
                           None if "stoeck" not in hand else stoeck == side)
                  for side in range(1, count + 1))
    contract = hand.get(contract_key) if contract_key else None
    factor = hand.get("factor")
    return HandRow(int(hand["number"]), int(hand.get("game", 1)),
                   None if contract is None else str(contract),
                   factor if isinstance(factor, int) else None, parts,
                   chooser_side=side_of(hand.get("by", hand.get("taker")), names),
                   at=hand.get("at"))


def board_session(data: Mapping[str, Any], result: GameResult, game: str,
                  contract_key: str | None) -> ClubSession:
    """A session of a game that each player (or side) plays on one board, from its JSON
    among several sessions and its result."""
    names = [str(name) for name in data.get("players", data.get("sides", ()))]
    totals = [0] * len(names)
    hands = []
    for hand in data.get("hands", ()):
        row = board_hand(hand, names, contract_key, totals)
        totals = [part.total for part in row.parts]
        hands.append(row)
    return ClubSession(str(data["session"]), game, tuple(names), result.sides, tuple(hands),
                       game_rows([result], hands))
