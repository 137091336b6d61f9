"""`play` for a two-player game: each hand asked as at the table (the trump, who took it
on where the rules have a taker, each player's card points, a Match, Weis and Stöck),
written with its last answer, and its verdict said. At any question: undo (the last hand
written), show, help, quit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from jass_slate.file.game_file import GameFile
from jass_slate.games.twoplayer.file.game_file import TWOPLAYER
from jass_slate.games.twoplayer.report.words import hand_line, lead_line, undone_line
from jass_slate.games.twoplayer.scoring.board import Board
from jass_slate.games.twoplayer.scoring.rules import WeisRule
from jass_slate.games.twoplayer.table.hands import (
    HandWords,
    hand_event,
    player,
    trump_of,
)
from jass_slate.language.i18n import _
from jass_slate.table.asking import AskingTable


@dataclass
class TwoTable(AskingTable[Board]):
    """The questions of a two-player evening, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = TWOPLAYER

    def intro(self) -> str:
        return _("Two players: answer each question; undo, show, help or quit at any of "
                 "them.")

    def help_line(self) -> str:
        return _("Give the trump (the turned card's suit), who took the game on, each "
                 "player's card points, then who took every trick, Weis (PLAYER=V,V) "
                 "and Stöck, Enter for none. undo takes back the last hand written, "
                 "show draws the board, quit stops.")

    def over(self, board: Board) -> bool:
        return board.winner is not None

    def lead(self, board: Board) -> str:
        return lead_line(board)

    def undone(self, board: Board, event: object) -> str:
        return undone_line(board, event)

    def hand_said(self, board: Board) -> str:
        return hand_line(board, board.hands[-1])

    def hand(self, board: Board) -> None:
        rules, players = board.rules, board.players
        trump = self.answer(_("Hand {number}: trump? ").format(number=board.next_number))
        self.checked(lambda: trump_of(rules, trump))
        taker = None
        if rules.taking:
            taker = self.answer(_("Who took the game on ({players})? ").format(
                players=", ".join(players)))
            self.checked(lambda: player(players, taker or ""))
        points = []
        for name in players[:1] if rules.all_played else players:
            said = self.answer(_("{player}'s card points? ").format(player=name))
            points.append(f"{name}={said}")
        match = self.answer(_("Who took every trick (a player, or Enter for none)? ")) or None
        weis: list[str] = []
        if rules.weis is not WeisRule.NONE:
            said = self.answer(_("Weis (PLAYER=V,V, or Enter for none)? "))
            weis = [said] if said else []
        stoeck = self.answer(_("Stöck (a player, or Enter for none)? ")) or None
        words = HandWords(trump, taker, points, match, weis, stoeck)
        self.write_hand(lambda s: hand_event(s, words), self.hand_said)
