"""`play` for a Molotow: the evening asked hand by hand as at the table: the trump (a
suit, or Obenabe when nobody renounced), each player's trick points (the last player
takes the rest of 157), the Weis from a hand, the Weis on the table, the Stöck; then the
hand is written in one step and the board says it. At any question: undo, show, help,
quit."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

from jass_slate.core.said import number, player
from jass_slate.file.game_file import GameFile
from jass_slate.games.molotow.file.game_file import MOLOTOW
from jass_slate.games.molotow.report.words import hand_line, lead_line, undone_line
from jass_slate.games.molotow.scoring.board import Board
from jass_slate.games.molotow.scoring.events import Played
from jass_slate.games.molotow.scoring.rules import HAND_POINTS
from jass_slate.games.molotow.table.hands import read_weis, trump_of
from jass_slate.language.i18n import N_, _
from jass_slate.table.asking import AskingTable


@dataclass
class MolotowTable(AskingTable[Board]):
    """The questions of a Molotow evening, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = MOLOTOW

    def intro(self) -> str:
        return _("Molotow: answer each question; undo, show, help or quit at any of "
                 "them.")

    def help_line(self) -> str:
        return _("Give the trump (hearts, herz, ♥ ..., or obenabe when nobody "
                 "renounced), each player's trick points, then the Weis as "
                 "PLAYER=V,V (Enter: none) and who had the Stöck. undo takes back "
                 "the last hand, show draws the board, quit stops.")

    def over(self, board: Board) -> bool:
        return board.finished

    def lead(self, board: Board) -> str:
        return lead_line(board)

    def undone(self, board: Board, event: object) -> str:
        return undone_line(board, event)

    def hand_said(self, board: Board) -> str:
        return hand_line(board, board.hands[-1])

    def hand(self, board: Board) -> None:
        word = self.answer(_("Hand {number}: trump? ").format(number=board.next_number))
        trump = self.checked(lambda: trump_of(board.rules, word))
        points: list[tuple[str, int]] = []
        for name in board.players[:-1]:
            said = self.answer(_("{player}'s trick points? ").format(player=name))
            points.append((name, self.checked(partial(number, said, N_("the points")))))
        last = board.players[-1]
        points.append((last, HAND_POINTS - sum(p for _n, p in points)))
        self.say(_("{player} takes the rest: {points}.").format(player=last,
                                                                points=points[-1][1]))
        hand = self._weis(board, _("Weis from a hand (Anna=20,50 ..., Enter: none)? "))
        table = self._weis(board, _("Weis on the table (Beat=20 ..., Enter: none)? "))
        stoeck = None
        if trump.trump is not None:
            said = self.answer(_("Stöck (a player, Enter: none)? "))
            stoeck = self.checked(lambda: player(board.players, said)) if said else None
        event = Played(trump, tuple(points), hand, table, stoeck)
        self.write_hand(lambda _session: event, self.hand_said)

    def _weis(self, board: Board, prompt: str) -> tuple[tuple[str, int], ...]:
        said = self.answer(prompt)
        if not said:
            return ()
        return self.checked(lambda: read_weis(board.players, [said]))
