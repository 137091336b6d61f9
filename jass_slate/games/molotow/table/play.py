"""`play` for a Molotow: the evening asked hand by hand as at the table: the trump (a
suit, or Obenabe when nobody renounced), each player's trick points (the last player
takes the rest of 157), the Weis from a hand, the Weis on the table, the Stöck; then the
hand is written in one step and the board says it. At any question: undo, show, help,
quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TypeVar

from jass_slate.core.errors import JassError
from jass_slate.core.notation import key
from jass_slate.core.said import number, player
from jass_slate.file.game_file import load_game, take_back
from jass_slate.games.molotow.file.game_file import MOLOTOW
from jass_slate.games.molotow.report.words import hand_line, lead_line, undone_line
from jass_slate.games.molotow.scoring.board import Board
from jass_slate.games.molotow.scoring.events import Played
from jass_slate.games.molotow.scoring.rules import HAND_POINTS
from jass_slate.games.molotow.table.hands import read_weis, record, trump_of
from jass_slate.language.i18n import N_, _
from jass_slate.table.answer_words import HELP_WORDS, QUIT_WORDS, SHOW_WORDS, UNDO_WORDS

T = TypeVar("T")


class Quit(Exception):
    """`quit`, or the end of the input."""


class Again(Exception):
    """`undo` or `show` was answered, or an answer was refused: ask the hand again."""


@dataclass
class MolotowTable:
    """The questions of a Molotow evening, and where the answers go."""

    path: Path
    ask: Callable[[str], str]
    say: Callable[[str], None]
    show: Callable[[Board], None]

    def board(self) -> Board:
        board: Board = load_game(self.path, MOLOTOW).board
        return board

    def run(self) -> Board:
        """Ask until the game is decided, `quit` or the end of the input."""
        self.say(_("Molotow: answer each question; undo, show, help or quit at any of "
                   "them."))
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

    def _answer(self, prompt: str) -> str:
        try:
            said = self.ask(prompt).strip()
        except EOFError:
            raise Quit from None
        word = key(said)  # the words of every language, as Schieber's play takes them
        if word in QUIT_WORDS or word == "q":
            raise Quit
        if word in UNDO_WORDS:
            try:
                session, event = take_back(self.path, MOLOTOW)
                self.say(undone_line(session.board, event))
            except JassError as error:
                self.say(str(error))
            raise Again
        if word in SHOW_WORDS:
            self.show(self.board())
            raise Again
        if word in HELP_WORDS:
            self.say(_("Give the trump (hearts, herz, ♥ ..., or obenabe when nobody "
                       "renounced), each player's trick points, then the Weis as "
                       "PLAYER=V,V (Enter: none) and who had the Stöck. undo takes back "
                       "the last hand, show draws the board, quit stops."))
            raise Again
        return said

    def _read(self, read: Callable[[], T]) -> T:
        """What `read` makes of an answer; a refusal is said and the hand asked again."""
        try:
            return read()
        except JassError as error:
            self.say(str(error))
            raise Again from None

    def ask_hand(self, board: Board) -> None:
        word = self._answer(_("Hand {number}: trump? ").format(number=board.next_number))
        trump = self._read(lambda: trump_of(board.rules, word))
        points: list[tuple[str, int]] = []
        for name in board.players[:-1]:
            said = self._answer(_("{player}'s trick points? ").format(player=name))
            points.append((name, self._read(partial(number, said, N_("the points")))))
        last = board.players[-1]
        points.append((last, HAND_POINTS - sum(p for _n, p in points)))
        self.say(_("{player} takes the rest: {points}.").format(player=last,
                                                                points=points[-1][1]))
        hand = self._weis(board, _("Weis from a hand (Anna=20,50 ..., Enter: none)? "))
        table = self._weis(board, _("Weis on the table (Beat=20 ..., Enter: none)? "))
        stoeck = None
        if trump.trump is not None:
            said = self._answer(_("Stöck (a player, Enter: none)? "))
            stoeck = self._read(lambda: player(board.players, said)) if said else None
        event = Played(trump, tuple(points), hand, table, stoeck)
        self._read(lambda: record(self.path, lambda _session: event))
        done = self.board()
        self.say(hand_line(done, done.hands[-1]))
        self.say(lead_line(done))

    def _weis(self, board: Board, prompt: str) -> tuple[tuple[str, int], ...]:
        said = self._answer(prompt)
        if not said:
            return ()
        return self._read(lambda: read_weis(board.players, [said]))
