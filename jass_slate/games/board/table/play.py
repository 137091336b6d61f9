"""`play` for a free board: the evening asked hand by hand, each player's number in seat
order (where every hand writes a fixed total the last player takes the rest; a player
who has finished is not asked), and the hand said back. Every hand is written at once.
At any question: undo, show, help, quit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from jass_slate.core.errors import JassError
from jass_slate.file.game_file import GameFile
from jass_slate.games.board.file.game_file import BOARD
from jass_slate.games.board.report.words import hand_line, lead_line, undone_line
from jass_slate.games.board.scoring.board import Board
from jass_slate.games.board.scoring.events import Hand
from jass_slate.games.board.scoring.said import entry
from jass_slate.games.board.table.hands import read_hand
from jass_slate.language.i18n import _
from jass_slate.table.asking import AskingTable


@dataclass
class BoardTable(AskingTable[Board]):
    """The questions of a board's evening, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = BOARD

    def intro(self) -> str:
        return _("Board: give each player's number, hand by hand; undo, show, help or "
                 "quit at any question.")

    def help_line(self) -> str:
        return _("Give each player's number for the hand: a whole number, negative "
                 "too (-20), or x where a player may sit out. undo takes back the last "
                 "hand written, show draws the board, quit stops.")

    def over(self, board: Board) -> bool:
        return board.finished

    def lead(self, board: Board) -> str:
        return lead_line(board)

    def undone(self, board: Board, event: object) -> str:
        return undone_line(board, event)

    def hand_said(self, board: Board) -> str:
        return hand_line(board, board.hands[-1])

    def hand(self, board: Board) -> None:
        """One hand: each playing player's number (the last one's left out where the rest
        is known), then written; a refusal is said and the hand asked again. Once a
        player has answered, `undo` asks the hand again from its first player."""
        asked = list(board.playing)
        if board.rules.per_hand is not None:
            asked = asked[:-1]
        words: list[str] = []
        for seat in asked:
            name = board.players[seat]
            words.append(f"{name}={self._entry(board, name, bool(words))}")
        self.write_hand(lambda session: self._hand(session.board, words), self.hand_said)

    def _entry(self, board: Board, name: str, started: bool) -> str:
        """One player's number, asked until it is one."""
        prompt = _("Hand {number}, {player}? ").format(number=board.next_number, player=name)
        while True:
            said = self.answer(prompt, started=started)
            try:
                entry(said)
            except JassError as error:
                self.say(str(error))
                continue
            return said

    @staticmethod
    def _hand(board: Board, words: list[str]) -> Hand:
        return read_hand(board, words)
