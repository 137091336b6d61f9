"""The checkpoint of a free board: its board as the snapshot beside its file keeps it
(file/game_snapshot.py), every field of its state as plain data (core/plain.py: Kept);
what its head says comes from the head again."""

from __future__ import annotations

from typing import Any

from jass_slate.core.plain import Kept
from jass_slate.games.board.file.game_file import BoardSetup
from jass_slate.games.board.scoring.board import Board

VERSION = 1
_KEPT = Kept(Board, 2)


def checkpoint(board: Board) -> list[Any]:
    return _KEPT.checkpoint(board)


def resume(setup: BoardSetup, data: Any) -> Board:
    board: Board = _KEPT.resume((setup.players, setup.rules), data)
    return board
