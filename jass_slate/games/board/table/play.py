"""`play` for a free board: the evening asked hand by hand, each player's number in seat
order (where every hand writes a fixed total the last player takes the rest; a player
who has finished is not asked), and the hand said back. Every hand is written at once.
At any question: undo, show, help, quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import JassError
from jass_slate.core.notation import key
from jass_slate.file.game_file import load_game, take_back
from jass_slate.games.board.file.game_file import BOARD
from jass_slate.games.board.report.words import hand_line, lead_line, undone_line
from jass_slate.games.board.scoring.board import Board
from jass_slate.games.board.scoring.events import Hand
from jass_slate.games.board.scoring.said import entry
from jass_slate.games.board.table.hands import read_hand, record
from jass_slate.language.i18n import _
from jass_slate.table.answer_words import HELP_WORDS, QUIT_WORDS, SHOW_WORDS, UNDO_WORDS


class Quit(Exception):
    """`quit`, or the end of the input."""


class Again(Exception):
    """`undo` or `show` was answered: ask what the board calls for now."""


@dataclass
class BoardTable:
    """The questions of a board's evening, and where the answers go."""

    path: Path
    ask: Callable[[str], str]
    say: Callable[[str], None]
    show: Callable[[Board], None]

    def board(self) -> Board:
        board: Board = load_game(self.path, BOARD).board
        return board

    def run(self) -> Board:
        """Ask until the game is over, `quit` or the end of the input."""
        self.say(_("Board: give each player's number, hand by hand; undo, show, help or "
                   "quit at any question."))
        while True:
            board = self.board()
            if board.finished:
                self.say(lead_line(board))
                return board
            try:
                self.ask_hand(board)
            except Quit:
                self.say(_("Stopped. {lead}").format(lead=lead_line(self.board())))
                return self.board()
            except Again:
                continue

    def _answer(self, prompt: str, started: bool = False) -> str:
        """The answer to one question; `undo` takes back the last hand written, or, once
        a player of this hand has answered (`started`), asks the hand again."""
        try:
            said = self.ask(prompt).strip()
        except EOFError:
            raise Quit from None
        word = key(said)  # the words of every language, as Schieber's play takes them
        if word in QUIT_WORDS or word == "q":
            raise Quit
        if word in UNDO_WORDS and started:
            self.say(_("This hand is asked again from its first player."))
            raise Again
        if word in UNDO_WORDS:
            try:
                session, event = take_back(self.path, BOARD)
                self.say(undone_line(session.board, event))
            except JassError as error:
                self.say(str(error))
            raise Again
        if word in SHOW_WORDS:
            self.show(self.board())
            raise Again
        if word in HELP_WORDS:
            self.say(_("Give each player's number for the hand: a whole number, negative "
                       "too (-20), or x where a player may sit out. undo takes back the last "
                       "hand written, show draws the board, quit stops."))
            raise Again
        return said

    def ask_hand(self, board: Board) -> None:
        """One hand: each playing player's number (the last one's left out where the rest
        is known), then written; a refusal is said and the hand asked again."""
        asked = list(board.playing)
        if board.rules.per_hand is not None:
            asked = asked[:-1]
        words: list[str] = []
        for seat in asked:
            name = board.players[seat]
            words.append(f"{name}={self._entry(board, name, bool(words))}")
        try:
            record(self.path, lambda session: self._hand(session.board, words))
        except JassError as error:
            self.say(str(error))
            return
        done = self.board()
        self.say(hand_line(done, done.hands[-1]))
        self.say(lead_line(done))

    def _entry(self, board: Board, name: str, started: bool) -> str:
        """One player's number, asked until it is one."""
        prompt = _("Hand {number}, {player}? ").format(number=board.next_number, player=name)
        while True:
            said = self._answer(prompt, started)
            try:
                entry(said)
            except JassError as error:
                self.say(str(error))
                continue
            return said

    @staticmethod
    def _hand(board: Board, words: list[str]) -> Hand:
        return read_hand(board, words)
