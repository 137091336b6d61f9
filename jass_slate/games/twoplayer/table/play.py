"""`play` for a two-player game: each hand asked as at the table (the trump, who took it
on where the rules have a taker, each player's card points, a Match, Weis and Stöck),
written with its last answer, and its verdict said. At any question: undo (the last hand
written), show, help, quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import JassError
from jass_slate.core.notation import key
from jass_slate.file.game_file import load_game, take_back
from jass_slate.games.twoplayer.file.game_file import TWOPLAYER
from jass_slate.games.twoplayer.report.words import hand_line, lead_line, undone_line
from jass_slate.games.twoplayer.scoring.board import Board
from jass_slate.games.twoplayer.scoring.rules import WeisRule
from jass_slate.games.twoplayer.table.hands import (
    HandWords,
    hand_event,
    player,
    record,
    trump_of,
)
from jass_slate.language.i18n import _
from jass_slate.table.answer_words import HELP_WORDS, QUIT_WORDS, SHOW_WORDS, UNDO_WORDS


class Quit(Exception):
    """`quit`, or the end of the input."""


class Again(Exception):
    """`undo`, `show` or `help` was answered, or an answer was refused: ask anew."""


@dataclass
class TwoTable:
    """The questions of a two-player evening, and where the answers go."""

    path: Path
    ask: Callable[[str], str]
    say: Callable[[str], None]
    show: Callable[[Board], None]

    def board(self) -> Board:
        board: Board = load_game(self.path, TWOPLAYER).board
        return board

    def run(self) -> Board:
        self.say(_("Two players: answer each question; undo, show, help or quit at any of "
                   "them."))
        while True:
            board = self.board()
            if board.winner is not None:
                self.say(lead_line(board))
                return board
            try:
                self.hand(board)
            except Quit:
                self.say(_("Stopped. {lead}").format(lead=lead_line(self.board())))
                return self.board()
            except Again:
                continue

    def _answer(self, prompt: str) -> str:
        try:
            said = self.ask(prompt).strip()
        except EOFError:
            raise Quit from None
        word = key(said)
        if word in QUIT_WORDS or word == "q":
            raise Quit
        if word in UNDO_WORDS:
            try:
                session, event = take_back(self.path, TWOPLAYER)
                self.say(undone_line(session.board, event))
            except JassError as error:
                self.say(str(error))
            raise Again
        if word in SHOW_WORDS:
            self.show(self.board())
            raise Again
        if word in HELP_WORDS:
            self.say(_("Give the trump (the turned card's suit), who took the game on, each "
                       "player's card points, then who took every trick, Weis (PLAYER=V,V) "
                       "and Stöck, Enter for none. undo takes back the last hand written, "
                       "show draws the board, quit stops."))
            raise Again
        return said

    def _checked(self, check: Callable[[], object]) -> None:
        try:
            check()
        except JassError as error:
            self.say(str(error))
            raise Again from None

    def hand(self, board: Board) -> None:
        rules, players = board.rules, board.players
        trump = self._answer(_("Hand {number}: trump? ").format(number=board.next_number))
        self._checked(lambda: trump_of(rules, trump))
        taker = None
        if rules.taking:
            taker = self._answer(_("Who took the game on ({players})? ").format(
                players=", ".join(players)))
            self._checked(lambda: player(players, taker or ""))
        points = []
        for name in players[:1] if rules.all_played else players:
            said = self._answer(_("{player}'s card points? ").format(player=name))
            points.append(f"{name}={said}")
        match = self._answer(_("Who took every trick (a player, or Enter for none)? ")) or None
        weis: list[str] = []
        if rules.weis is not WeisRule.NONE:
            said = self._answer(_("Weis (PLAYER=V,V, or Enter for none)? "))
            weis = [said] if said else []
        stoeck = self._answer(_("Stöck (a player, or Enter for none)? ")) or None
        words = HandWords(trump, taker, points, match, weis, stoeck)
        self._checked(lambda: record(self.path, lambda s: hand_event(s, words)))
        done = self.board()
        self.say(hand_line(done, done.hands[-1]))
        self.say(lead_line(done))
