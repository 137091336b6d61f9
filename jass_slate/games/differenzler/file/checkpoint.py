"""The checkpoint of a Differenzler: its board as the snapshot beside its file keeps it
(file/game_snapshot.py); what its head says comes from the head again.

Its state is the open hand (core/plain.py), the totals, and the played hands as one text,
a row's JSON a line. A resumed board keeps those lines unread (scoring/rows.py) and reads
a hand only when a command asks for it: most commands need the totals and the last hands
alone. A write keeps the lines it resumed as they were and adds the new hands' ones, so a
season's hands are neither read nor written again on every command. The text is checked
line by line in one go when resumed (`_shape`), so that a row read later always reads.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from typing import Any

from jass_slate.core.cards import Contract
from jass_slate.core.plain import plain, typed
from jass_slate.games.differenzler.file.game_file import DiffSetup
from jass_slate.games.differenzler.scoring.board import Board, OpenHand
from jass_slate.games.differenzler.scoring.rows import Rows
from jass_slate.games.differenzler.scoring.score import HandRow

VERSION = 2  # 1: every row as plain data, read back when resumed
_TRUMPS = {contract.value: contract for contract in Contract}  # Contract(word), quicker


def checkpoint(board: Board) -> list[Any]:
    """The board's state: its open hand, its totals and its rows' lines."""
    if not isinstance(board, Board):
        raise ValueError(f"not a Board: {type(board).__name__}")
    return [plain(board.open, OpenHand | None), list(board.running),
            "\n".join(board.hands.kept(row_text))]


def resume(setup: DiffSetup, data: Any) -> Board:
    """The board of that head and state, its rows unread; ValueError for data of another
    shape."""
    if type(data) is not list or len(data) != 3:
        raise ValueError("not the state of a Board")
    said, running, text = data
    players = len(setup.players)
    if type(running) is not list or len(running) != players \
            or not set(map(type, running)) <= {int}:
        raise ValueError("not the totals of the players")
    if type(text) is not str or (text and _shape(players).fullmatch(text) is None):
        raise ValueError("not the rows of the players")
    kept = text.split("\n") if text else []
    return Board(setup.players, setup.rules, Rows(kept=kept, read=read_rows),
                 typed(OpenHand | None, said), running)


def row_text(row: HandRow) -> str:
    """A row's line: its fields' values in their order, as JSON."""
    return json.dumps(plain(row, HandRow), separators=(",", ":"))


def read_rows(texts: Sequence[str]) -> list[HandRow]:
    """The rows of lines `_shape` matched, read as one JSON list."""
    return [HandRow(number, _TRUMPS[trump], tuple(calls), tuple(points), frozenset(zero),
                    stoeck, tuple(differences), tuple(credits), tuple(scores))
            for number, trump, calls, points, zero, stoeck, differences, credits, scores
            in json.loads(f"[{','.join(texts)}]")]


@functools.cache
def _shape(players: int) -> re.Pattern[str]:
    """The lines of rows of that many players, as `row_text` writes them."""
    whole = r"-?(?:0|[1-9][0-9]*)"
    seat = "|".join(str(seat) for seat in range(players))
    each = rf"\[(?:{whole},){{{players - 1}}}{whole}\]"
    trump = "|".join(re.escape(json.dumps(c.value)) for c in Contract)
    row = (rf"\[[1-9][0-9]*,(?:{trump}),{each},{each},\[(?:(?:{seat})(?:,(?:{seat}))*)?\],"
           rf"(?:null|{seat}),{each},{each},{each}\]")
    return re.compile(rf"(?:{row}\n)*+{row}")  # possessive: no memory kept per line
