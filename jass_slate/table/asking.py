"""`play` of a board game whose hand is asked question by question: the loop every such
game's table shares. At any question: undo (the last event written, or, where a game
asks so once a player of the hand has answered, the hand again from its first player),
show, help, quit; a refused answer is said and the hand asked anew. A game says its
questions (`hand`) and its words; what it writes goes through the file layer."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from jass_slate.core.errors import JassError
from jass_slate.core.notation import key
from jass_slate.file.game_file import GameFile, load_game
from jass_slate.file.game_write import record_game, take_back
from jass_slate.language.i18n import _
from jass_slate.table.answer_words import HELP_WORDS, QUIT_WORDS, SHOW_WORDS, UNDO_WORDS

B = TypeVar("B")  # a game's board
T = TypeVar("T")


class Quit(Exception):
    """`quit`, or the end of the input."""


class Again(Exception):
    """`undo`, `show` or `help` was answered, or an answer was refused: ask anew."""


@dataclass
class AskingTable(ABC, Generic[B]):
    """The questions of an evening, and where the answers go."""

    path: Path
    ask: Callable[[str], str]
    say: Callable[[str], None]
    show: Callable[[B], None]
    ask_secret: Callable[[str], str] | None = None  # a hidden answer, read without echo

    game_file: ClassVar[GameFile[Any, Any]]

    @abstractmethod
    def intro(self) -> str:
        """The first line `play` says."""

    @abstractmethod
    def help_line(self) -> str:
        """What `help` says."""

    @abstractmethod
    def over(self, board: B) -> bool:
        """Whether the game is decided."""

    @abstractmethod
    def lead(self, board: B) -> str:
        """Who leads, or who won."""

    @abstractmethod
    def undone(self, board: B, event: object) -> str:
        """What an undo took back."""

    @abstractmethod
    def hand(self, board: B) -> None:
        """Ask the next hand, write it and say its verdict."""

    def board(self) -> B:
        board: B = load_game(self.path, self.game_file).board
        return board

    def write_hand(self, make: Callable[[Any], object], said: Callable[[B], str]) -> B:
        """Record the event `make` builds from the session read under its lock, then say
        the hand written (`said` of the board after it) and the lead; a refusal is said and
        the hand asked anew. The board after it."""
        session, _event = self.checked(lambda: record_game(self.path, self.game_file, make))
        done: B = session.board  # as written: the file is not read and replayed again
        self.say(said(done))
        self.say(self.lead(done))
        return done

    def run(self) -> B:
        """Ask until the game is decided, `quit` or the end of the input."""
        self.say(self.intro())
        while True:
            board = self.board()
            if self.over(board):
                self.say(self.lead(board))
                return board
            try:
                self.hand(board)
            except Quit:
                self.say(_("Stopped. {lead}").format(lead=self.lead(self.board())))
                return self.board()
            except Again:
                continue

    def answer(self, prompt: str, *, secret: bool = False, started: bool = False) -> str:
        """The answer to one question; undo, show, help and quit are done here. A
        `secret` answer is read without echo where the table can; once the hand is
        `started` (a game that writes a hand whole says so after its first answer), undo
        asks the hand again from its first player instead of taking back a written one."""
        reader = self.ask_secret if secret and self.ask_secret else self.ask
        try:
            said = reader(prompt).strip()
        except EOFError:
            raise Quit from None
        word = key(said)  # the words of every language
        if word in QUIT_WORDS or word == "q":
            raise Quit
        if word in UNDO_WORDS and started:
            self.say(_("This hand is asked again from its first player."))
            raise Again
        if word in UNDO_WORDS:
            try:
                session, event = take_back(self.path, self.game_file)
                self.say(self.undone(session.board, event))
            except JassError as error:
                self.say(str(error))
            raise Again
        if word in SHOW_WORDS:
            self.show(self.board())
            raise Again
        if word in HELP_WORDS:
            self.say(self.help_line())
            raise Again
        return said

    def checked(self, check: Callable[[], T]) -> T:
        """What `check` makes of an answer; a refusal is said and the hand asked anew."""
        try:
            return check()
        except JassError as error:
            self.say(str(error))
            raise Again from None
