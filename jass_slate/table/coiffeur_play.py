"""`play` of a Coiffeur: the row, the team that declared, what it made, asked hand by hand
and written at once through the recorder `hand` uses, so the file is the same as if the
hands had been typed as commands. At any question: undo, show, help, quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from jass_slate.game.coiffeur import Board
from jass_slate.game.errors import JassError
from jass_slate.game.notation import key
from jass_slate.language.i18n import _
from jass_slate.report.coiffeur import outcome_message, played_message, totals_text
from jass_slate.table.answers import HELP_WORDS, MATCH_WORDS, QUIT_WORDS, SHOW_WORDS, UNDO_WORDS
from jass_slate.table.coiffeur import CellWords, load_coiffeur, record_cell, undo_last

KONTERMATCH_WORDS = frozenset(key(w) for w in ("kontermatch", "konter", "k", "countermatch",
                                                 "contre-match", "contromatch"))
SCRATCH_WORDS = frozenset(key(w) for w in ("scratch", "x", "streichen", "gestrichen",
                                             "strich", "rayer", "rayé", "cancellare"))


class _Again(Exception):
    """An answer that starts the hand's questions over (undo, show, help)."""


class _Done(Exception):
    """quit, or the end of the input."""


@dataclass
class CoiffeurTable:
    """Asks with `ask`, speaks with `say`, shows the slate with `show`."""

    path: Path
    ask: Callable[[str], str]
    say: Callable[[str], None]
    show: Callable[[Board], None] | None = None

    def run(self) -> Board:
        board = load_coiffeur(self.path).board
        self.say(_("Coiffeur: {teams}. For each hand say the row, who declared and what "
                   "they made; `help` lists what else you can say.").format(
            teams=", ".join(t.name for t in board.setup.teams)))
        while not board.finished:
            try:
                board = self._hand(board)
            except _Again:
                board = load_coiffeur(self.path).board
            except _Done:
                break
        if board.finished:
            outcome = outcome_message(board)
            self.say(_("Every cell is filled: {totals}.").format(totals=totals_text(board)))
            if outcome is not None:
                self.say(outcome.text())
        return board

    def _answer(self, question: str) -> str:
        try:
            answer = self.ask(question).strip()
        except EOFError:
            raise _Done from None
        word = key(answer)
        if word in QUIT_WORDS:
            raise _Done
        if word in HELP_WORDS:
            self.say(_("Say a row by its number or name (herz, obenabe, 3), the team or the "
                       "player who declared, then the points (100, or 2=57: the others made "
                       "57), match, kontermatch or scratch. Also: undo, show, quit."))
            raise _Again
        if word in SHOW_WORDS:
            if self.show is not None:
                self.show(load_coiffeur(self.path).board)
            raise _Again
        if word in UNDO_WORDS:
            try:
                session, _undone = undo_last(self.path)
                self.say(_("Taken back; totals {totals}").format(
                    totals=totals_text(session.board)))
            except JassError as error:
                self.say(str(error))
            raise _Again
        return answer

    def _hand(self, board: Board) -> Board:
        deal = board.next_deal()
        if deal is not None:
            self.say(_("{dealer} deals, {forehand} is forehand.").format(dealer=deal[0],
                                                                        forehand=deal[1]))
        row = self._answer(_("Row? "))
        by = self._answer(_("Who declared (team or player)? "))
        made = self._answer(_("Points (N, TEAM=N, match, kontermatch, scratch)? "))
        word = key(made)
        words = CellWords(row, by, None if word in MATCH_WORDS | KONTERMATCH_WORDS
                          | SCRATCH_WORDS else made, word in MATCH_WORDS,
                          word in KONTERMATCH_WORDS, word in SCRATCH_WORDS)
        try:
            session, event = record_cell(self.path, words)
        except JassError as error:
            self.say(str(error))
            return board
        self.say(played_message(session.board, event).text())
        outcome = outcome_message(session.board)
        if outcome is not None and not session.board.finished:
            self.say(outcome.text())
        return session.board
