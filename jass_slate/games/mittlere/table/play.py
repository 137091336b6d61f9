"""`play` for a Mittlere: the evening asked hand by hand as at the table: the first two
players' card points (the third takes the rest of 157), or void, or a Match; whether a
player on 0 took a trick; where points are level, whom the table counts as the middle
player; then the marks. Every hand is written at once. At any question: undo, show,
help, quit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from jass_slate.core.notation import key
from jass_slate.core.said import ZERO_TRICK, number, player
from jass_slate.file.game_file import GameFile
from jass_slate.games.mittlere.file.game_file import MITTLERE
from jass_slate.games.mittlere.report.words import hand_line, lead_line, undone_line
from jass_slate.games.mittlere.scoring.board import Board
from jass_slate.games.mittlere.scoring.events import Hand
from jass_slate.games.mittlere.scoring.marks import undecided
from jass_slate.games.mittlere.scoring.rules import HAND_POINTS
from jass_slate.language.i18n import N_, _
from jass_slate.table.answer_words import MATCH_WORDS, said_as
from jass_slate.table.asking import AskingTable

VOID_WORDS = said_as("void", "ungültig", "annulliert", "nul", "nulle", "nullo", "annullata")
YES = ("y", "j", "o", "s")  # yes, ja, oui, sì


@dataclass
class MittlereTable(AskingTable[Board]):
    """The questions of a Mittlere evening, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = MITTLERE

    def intro(self) -> str:
        return _("Mittlere: answer each question; undo, show, help or quit at any of "
                 "them.")

    def help_line(self) -> str:
        return _("Give each player's card points (0+ is a trick of no points; the "
                 "last player takes the rest of 157), or void when no trump was "
                 "fixed, or match and the player who took every trick. undo takes "
                 "back the last hand, show draws the board, quit stops.")

    def over(self, board: Board) -> bool:
        return board.finished

    def lead(self, board: Board) -> str:
        return lead_line(board)

    def undone(self, board: Board, event: object) -> str:
        return undone_line(board, event)

    def hand_said(self, board: Board) -> str:
        return hand_line(board, board.hands[-1])

    def hand(self, board: Board) -> None:
        first, second, last = board.players
        prompt = _("Hand {number}: {player}'s points (or void, or match PLAYER)? ") \
            if board.rules.voids else _("Hand {number}: {player}'s points (or match PLAYER)? ")
        said = self.answer(prompt.format(number=board.next_number, player=first))
        word, _space, rest = said.partition(" ")
        if key(said) in VOID_WORDS:
            self._write(Hand(void=True))
            return
        if key(word) in MATCH_WORDS:
            taker = self.checked(lambda: player(board.players, rest))
            self._write(Hand(tuple((n, HAND_POINTS if n == taker else 0)
                                   for n in board.players)))
            return
        zero = [first] if said == ZERO_TRICK else []
        points = [(first, self._points(said))]
        again = self.answer(_("{player}'s points? ").format(player=second))
        zero += [second] if again == ZERO_TRICK else []
        points.append((second, self._points(again)))
        rest_points = HAND_POINTS - sum(p for _n, p in points)
        points.append((last, rest_points))
        self._write(self._asked(board, points, zero, last, rest_points))

    def _points(self, said: str) -> int:
        if said == ZERO_TRICK:
            return 0
        return self.checked(lambda: number(said, N_("the points")))

    def _asked(self, board: Board, points: list[tuple[str, int]], zero: list[str],
               last: str, rest: int) -> Hand:
        """The hand, once asked whether the last player took a trick on 0 and, where the
        points do not say it, who is the middle player."""
        if rest == 0:
            took = self.answer(_("{player} has 0: a trick taken (y/n)? ").format(player=last))
            if took.lower().startswith(YES):
                zero.append(last)
        counts = [p for _n, p in points]
        seats = frozenset(board.players.index(n) for n in zero)
        asked = undecided(counts, seats) if all(c >= 0 for c in counts) else ()
        middle = None
        if asked:
            names = " / ".join(board.players[s] for s in asked)
            said = self.answer(_("Who does the table count as the middle player ({players})? "
                                 ).format(players=names))
            middle = self.checked(lambda: player(board.players, said))
        return Hand(tuple(points), tuple(zero), middle)

    def _write(self, hand: Hand) -> None:
        """Record the hand; a refusal is said and the hand asked again."""
        self.write_hand(lambda _session: hand, self.hand_said)
