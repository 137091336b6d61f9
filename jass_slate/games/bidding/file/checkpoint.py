"""The checkpoint of a bidding game: its board as the snapshot beside its file keeps it
(file/game_snapshot.py), every field of its state as plain data (core/plain.py: Kept);
what its head says comes from the head again. A Büter's race keeps its bid and its hands,
and is run again from them (scoring/race.py: Race.rerun), as every change of it is."""

from __future__ import annotations

import typing
from typing import Any

from jass_slate.core.plain import Kept, plain, typed
from jass_slate.games.bidding.file.game_file import BueterSetup, Setup
from jass_slate.games.bidding.scoring.board import Board
from jass_slate.games.bidding.scoring.race import Race

VERSION = 2  # 1 kept no Büter
_KEPT = Kept(Board, 2)
_RACE = tuple((name, typing.get_type_hints(Race)[name]) for name in ("bid", "hands"))


def checkpoint(board: Board | Race) -> list[Any]:
    if isinstance(board, Race):
        return [plain(getattr(board, name), hint) for name, hint in _RACE]
    return _KEPT.checkpoint(board)


def resume(setup: Setup, data: Any) -> Board | Race:
    if isinstance(setup, BueterSetup):
        return _race(setup, data)
    board: Board = _KEPT.resume_from(setup, data)
    return board


def _race(setup: BueterSetup, data: Any) -> Race:
    if type(data) is not list or len(data) != len(_RACE):
        raise ValueError("not the state of a Büter's race")
    bid, hands = (typed(hint, item) for (_, hint), item in zip(_RACE, data, strict=True))
    race = Race(setup.rules, bid, hands, players=setup.sides)
    race.rerun()
    return race
