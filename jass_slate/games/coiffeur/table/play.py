"""`play` of a Coiffeur: the row, the team that declared, what it made, asked hand by hand
and written at once through the recorder `hand` uses, so the file is the same as if the
hands had been typed as commands. Each answer is read when it is given: one that cannot be
used is said and asked again, the answers before it kept. At any question: undo, show,
help, quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from jass_slate.core.errors import InputError, JassError, message
from jass_slate.core.notation import key
from jass_slate.games.coiffeur.report.words import outcome_message, played_message, totals_text
from jass_slate.games.coiffeur.scoring.board import Board, check_open, play
from jass_slate.games.coiffeur.scoring.rows import rows_named
from jass_slate.games.coiffeur.table.cells import (
    CellWords,
    load_coiffeur,
    played_from,
    record_cell,
    row_of,
    team_of,
    undo_last,
)
from jass_slate.language.i18n import N_, _
from jass_slate.table.answer_words import (
    HELP_WORDS,
    MATCH_WORDS,
    QUIT_WORDS,
    SHOW_WORDS,
    UNDO_WORDS,
    refusal,
)

KONTERMATCH_WORDS = frozenset(key(w) for w in ("kontermatch", "konter", "k", "countermatch",
                                                 "contre-match", "contromatch"))
SCRATCH_WORDS = frozenset(key(w) for w in ("scratch", "x", "streichen", "gestrichen",
                                             "strich", "rayer", "rayé", "cancellare"))
Read = TypeVar("Read")  # what an answer is read into


class _Again(Exception):
    """`undo` was answered: the hand is asked again from its row."""


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
                board = self._hand()
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

    def _hand(self) -> Board:
        """One hand's questions, on the board as the file holds it now; its cell written."""
        board = load_coiffeur(self.path).board
        deal = board.next_deal()
        if deal is not None:
            self.say(_("{dealer} deals, {forehand} is forehand.").format(dealer=deal[0],
                                                                        forehand=deal[1]))
        row, _rows = self._answer(_("Row? "), lambda said: rows_named(said, board.setup.rows))
        by, (team, _player) = self._answer(_("Who declared (team or player)? "),
                                           lambda said: team_of(said, board.setup))
        try:
            check_open(board, row_of(row, board, team, False), team)
        except JassError as error:  # the row or the team was not the one meant
            self.say(refusal(error))
            return board
        _made, words = self._answer(_("Points (N or TEAM N, match, kontermatch, scratch)? "),
                                    lambda said: cell_checked(board, row, by, said))
        try:
            session, event = record_cell(self.path, words)
        except JassError as error:  # another writer changed the board meanwhile
            self.say(refusal(error))
            return board
        self.say(played_message(session.board, event).text())
        outcome = outcome_message(session.board)
        if outcome is not None and not session.board.finished:
            self.say(outcome.text())
        return session.board

    def _answer(self, question: str, read: Callable[[str], Read]) -> tuple[str, Read]:
        """An answer and what `read` makes of it; one it refuses is said and asked again."""
        while True:
            answer = self._said(question)
            if answer is None:
                continue
            try:
                return answer, read(answer)
            except JassError as error:
                self.say(refusal(error))

    def _said(self, question: str) -> str | None:
        """The answer, or None after `help` or `show` (the question is asked again)."""
        try:
            answer = self.ask(question).strip()
        except EOFError:
            raise _Done from None
        word = key(answer)
        if word in QUIT_WORDS:
            raise _Done
        if word in HELP_WORDS:
            self.say(_(HELP))
            return None
        if word in SHOW_WORDS:
            if self.show is not None:
                self.show(load_coiffeur(self.path).board)
            return None
        if word in UNDO_WORDS:
            try:
                session, _undone = undo_last(self.path)
                self.say(_("Taken back; totals {totals}").format(
                    totals=totals_text(session.board)))
            except JassError as error:
                self.say(str(error))
            raise _Again
        return answer


def cell_words(row: str, by: str, made: str) -> CellWords:
    """What a cell holds, as said at the table: `100`, `2 57` or `2=57` (a team's count:
    the other team's is the rest of the hand), match, kontermatch or scratch."""
    word = key(made)
    if word in MATCH_WORDS | KONTERMATCH_WORDS | SCRATCH_WORDS:
        return CellWords(row, by, None, word in MATCH_WORDS, word in KONTERMATCH_WORDS,
                         word in SCRATCH_WORDS)
    words = made.replace("=", " ").split()
    if not words or not words[-1].isdecimal() or len(words[-1]) > 9:
        raise InputError(message(N_("say the points as N or TEAM N (like 2 57: that team made "
                                    "57), or match, kontermatch or scratch, not {text!r}"),
                                 text=made), value=made)
    team = " ".join(words[:-1])
    return CellWords(row, by, f"{team}={words[-1]}" if team else words[-1])


def cell_checked(board: Board, row: str, by: str, made: str) -> CellWords:
    """The cell's words, once the board takes the cell they make."""
    words = cell_words(row, by, made)
    play(board, played_from(words, board, False))
    return words


HELP = N_("Say a row by its number or name (herz, obenabe, 3), the team or the player who "
          "declared, then the points (100, or 2 57: team 2 made 57), match, kontermatch or "
          "scratch. Also: undo, show, quit.")
