"""`play` for a Guggitaler: the series asked part by part as at the table. A hand is
announced with what it penalises, each player's count is asked (the last player has the
rest, said back), or, where the hand counts one card or trick, who took it; the domino
asks who went out first, second ... (the last is given). A hand is written once it is
whole; `play` starts where the file stands. At any question: undo, show, help, quit."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

from jass_slate.core.said import number, player
from jass_slate.file.game_file import GameFile
from jass_slate.games.guggitaler.file.game_file import GUGGITALER
from jass_slate.games.guggitaler.report.words import (
    label,
    lead_line,
    next_line,
    row_line,
    undone_line,
)
from jass_slate.games.guggitaler.scoring.board import Board, Part
from jass_slate.games.guggitaler.scoring.events import Counted, Domino
from jass_slate.games.guggitaler.scoring.rules import most
from jass_slate.games.guggitaler.table.hands import with_rest
from jass_slate.language.i18n import N_, _
from jass_slate.table.asking import AskingTable


@dataclass
class GugTable(AskingTable[Board]):
    """The questions of a Guggitaler series, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = GUGGITALER

    def intro(self) -> str:
        return _("Guggitaler: answer each question; undo, show, help or quit at any of "
                 "them.")

    def help_line(self) -> str:
        return _("Give each player's count of what the hand penalises (the last "
                 "player has the rest), the taker of the king or the last trick, "
                 "or the domino's order. undo takes back the last part written, show "
                 "draws the board, quit stops.")

    def over(self, board: Board) -> bool:
        return board.next is None

    def lead(self, board: Board) -> str:
        return lead_line(board)

    def undone(self, board: Board, event: object) -> str:
        return undone_line(board, event)

    def hand_said(self, board: Board) -> str:
        return row_line(board, board.rows[-1])

    def hand(self, board: Board) -> None:
        """The next part: a hand or the domino, announced, asked and written."""
        at = board.next
        assert at is not None
        self.say(next_line(board) or "")
        event = self._domino(board) if at.domino else self._hand(board, at)
        self.write_hand(lambda _session: event, self.hand_said)

    def _hand(self, board: Board, at: Part) -> Counted:
        assert at.penalty is not None
        players = board.players
        there = most(at.penalty, len(players))
        if there == 1:
            said = self.answer(_("Who took {what}? ").format(what=label(board, at.penalty)))
            taker = self.checked(lambda: player(players, said))
            return Counted(at.penalty, tuple((n, int(n == taker)) for n in players))
        counts: list[tuple[str, int]] = []
        for name in players[:-1]:
            said = self.answer(_("{player}: how many ({what})? ").format(
                player=name, what=label(board, at.penalty)))
            counts.append((name, self.checked(partial(number, said, N_("a count")))))
        whole = self.checked(lambda: with_rest(players, dict(counts), there))
        self.say(_("{player} has the rest: {count}.").format(player=players[-1],
                                                             count=whole[-1][1]))
        return Counted(at.penalty, whole)

    def _domino(self, board: Board) -> Domino:
        order: list[str] = []
        for place in range(1, len(board.players)):
            said = self.answer(_("Domino: who went out {place}.? ").format(place=place))
            order.append(self.checked(partial(player, board.players, said)))
        last = [name for name in board.players if name not in order]
        if len(last) == 1:
            self.say(_("{player} went out last.").format(player=last[0]))
        return Domino((*order, *last))
