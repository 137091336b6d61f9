"""The checkpoint of a two-player game: its board as the snapshot beside its file keeps it
(file/game_snapshot.py), every field of its state as plain data (core/plain.py: Kept);
its players and its rules come from the head again."""

from __future__ import annotations

from jass_slate.core.plain import Kept
from jass_slate.games.twoplayer.scoring.board import Board

VERSION = 1
_KEPT = Kept(Board, 2)
checkpoint = _KEPT.checkpoint
resume = _KEPT.resume_from
