"""`play` for a Guggitaler: the series asked part by part as at the table. A hand is
announced with what it penalises, each player's count is asked (the last player has the
rest, said back), or, where the hand counts one card or trick, who took it; the domino
asks who went out first, second ... (the last is given). A hand is written once it is
whole; `play` starts where the file stands. At any question: undo, show, help, quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import JassError
from jass_slate.core.notation import key
from jass_slate.core.said import number, player
from jass_slate.file.game_file import load_game, take_back
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
from jass_slate.games.guggitaler.table.hands import record, with_rest
from jass_slate.language.i18n import N_, _
from jass_slate.table.answer_words import HELP_WORDS, QUIT_WORDS, SHOW_WORDS, UNDO_WORDS


class Quit(Exception):
    """`quit`, or the end of the input."""


class Again(Exception):
    """`undo` or `show` was answered, or an answer refused: ask the part again."""


@dataclass
class GugTable:
    """The questions of a Guggitaler series, and where the answers go."""

    path: Path
    ask: Callable[[str], str]
    say: Callable[[str], None]
    show: Callable[[Board], None]

    def board(self) -> Board:
        board: Board = load_game(self.path, GUGGITALER).board
        return board

    def run(self) -> Board:
        """Ask until the series is over, `quit` or the end of the input."""
        self.say(_("Guggitaler: answer each question; undo, show, help or quit at any of "
                   "them."))
        while True:
            board = self.board()
            at = board.next
            if at is None:
                self.say(lead_line(board))
                return board
            try:
                self.say(next_line(board) or "")
                event = self._domino(board) if at.domino else self._hand(board, at)
                self._write(event)
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
                session, event = take_back(self.path, GUGGITALER)
                self.say(undone_line(session.board, event))
            except JassError as error:
                self.say(str(error))
            raise Again
        if word in SHOW_WORDS:
            self.show(self.board())
            raise Again
        if word in HELP_WORDS:
            self.say(_("Give each player's count of what the hand penalises (the last "
                       "player has the rest), the taker of the king or the last trick, "
                       "or the domino's order. undo takes back the last part written, show "
                       "draws the board, quit stops."))
            raise Again
        return said

    def _refused(self, error: JassError) -> Again:
        self.say(str(error))
        return Again()

    def _hand(self, board: Board, at: Part) -> Counted:
        assert at.penalty is not None
        players = board.players
        there = most(at.penalty, len(players))
        if there == 1:
            said = self._answer(_("Who took {what}? ").format(what=label(board, at.penalty)))
            try:
                taker = player(players, said)
            except JassError as error:
                raise self._refused(error) from None
            return Counted(at.penalty, tuple((n, int(n == taker)) for n in players))
        counts: list[tuple[str, int]] = []
        for name in players[:-1]:
            said = self._answer(_("{player}: how many ({what})? ").format(
                player=name, what=label(board, at.penalty)))
            try:
                counts.append((name, number(said, N_("a count"))))
            except JassError as error:
                raise self._refused(error) from None
        try:
            whole = with_rest(players, dict(counts), there)
        except JassError as error:
            raise self._refused(error) from None
        self.say(_("{player} has the rest: {count}.").format(player=players[-1],
                                                             count=whole[-1][1]))
        return Counted(at.penalty, whole)

    def _domino(self, board: Board) -> Domino:
        order: list[str] = []
        for place in range(1, len(board.players)):
            said = self._answer(_("Domino: who went out {place}.? ").format(place=place))
            try:
                order.append(player(board.players, said))
            except JassError as error:
                raise self._refused(error) from None
        last = [name for name in board.players if name not in order]
        if len(last) == 1:
            self.say(_("{player} went out last.").format(player=last[0]))
        return Domino((*order, *last))

    def _write(self, event: object) -> None:
        """Record the part; a refusal is said and the part asked again."""
        try:
            record(self.path, lambda _session: event)
        except JassError as error:
            raise self._refused(error) from None
        done = self.board()
        self.say(row_line(done, done.rows[-1]))
        self.say(lead_line(done))
