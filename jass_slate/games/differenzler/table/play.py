"""`play` for a Differenzler: the evening asked hand by hand as at the table: the trump
shown, each player's call (hidden calls are read without echo), then the points each
took (the last player takes the rest), and the board. Every answer is written at once;
`play` picks up an open hand. At any question: undo, show, help, quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

from jass_slate.core.said import ZERO_TRICK, number, player
from jass_slate.file.game_file import GameFile
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER
from jass_slate.games.differenzler.report.words import hand_line, lead_line, undone_line
from jass_slate.games.differenzler.scoring.board import Board
from jass_slate.games.differenzler.scoring.events import Call, Tricks
from jass_slate.games.differenzler.scoring.rules import Bonus, StoeckRule
from jass_slate.games.differenzler.table.hands import record, trump_of
from jass_slate.language.i18n import N_, _
from jass_slate.table.asking import AskingTable


@dataclass
class DiffTable(AskingTable[Board]):
    """The questions of a Differenzler evening, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = DIFFERENZLER

    def intro(self) -> str:
        return _("Differenzler: answer each question; undo, show, help or quit at any "
                 "of them.")

    def help_line(self) -> str:
        return _("Give the trump (hearts, herz, ♥ ...), each call 0 to 157, then each "
                 "player's points; 0+ is a trick of no points. undo takes back the "
                 "last answer written, show draws the board, quit stops.")

    def over(self, board: Board) -> bool:
        return board.winner is not None

    def lead(self, board: Board) -> str:
        return lead_line(board)

    def undone(self, board: Board, event: object) -> str:
        return undone_line(board, event)

    def _written(self, make: Callable[[Board], object]) -> None:
        """Record what `make` builds from the board; a refusal is said and asked again."""
        self.checked(lambda: record(self.path, lambda session: make(session.board)))

    def hand(self, board: Board) -> None:
        """The next answer the board calls for: the trump, a call, or the points."""
        hand = board.open
        if hand is None or hand.trump is None:
            word = self.answer(_("Hand {number}: trump? ").format(number=board.next_number))
            self._written(lambda b: Call((), trump_of(b.rules, word)))
            return
        waiting = [s for s in range(len(board.players)) if s not in hand.calls]
        if waiting:
            self._ask_call(board, board.players[waiting[0]])
            return
        self._ask_points(board)

    def _ask_call(self, board: Board, name: str) -> None:
        most = board.rules.highest_call(board.open.trump if board.open else None)
        prompt = _("{player}'s call (0 to {most})? ").format(player=name, most=most)
        said = self.answer(prompt, secret=board.rules.hidden)
        self._written(lambda b: Call(((name, number(said, N_("a call"))),)))

    def _ask_points(self, board: Board) -> None:
        zero = board.rules.bonus is Bonus.ZERO_NEEDS_TRICK
        hint = _(" (0+: a trick of no points)") if zero else ""
        points: list[tuple[str, int]] = []
        took: list[str] = []
        for name in board.players[:-1]:
            said = self.answer(_("{player}'s points{hint}? ").format(player=name, hint=hint))
            if said == ZERO_TRICK:
                took.append(name)
                points.append((name, 0))
                continue
            points.append((name, self.checked(partial(number, said, N_("the points")))))
        trump = board.open.trump if board.open else None
        last = board.players[-1]
        rest = board.rules.total(trump) - sum(p for _n, p in points)
        if rest == 0 and zero:
            said = self.answer(_("{player} has 0: a trick taken (y/n)? ").format(player=last))
            if said.lower().startswith(("y", "j", "o", "s")):
                took.append(last)
        stoeck = self._ask_stoeck(board)
        self._written(lambda b: Tricks((*points, (last, rest)), tuple(took), None, stoeck))
        done = self.board()
        self.say(hand_line(done, done.hands[-1]))
        self.say(lead_line(done))

    def _ask_stoeck(self, board: Board) -> str | None:
        trump = board.open.trump if board.open else None
        if board.rules.stoeck is StoeckRule.NONE or trump is None or trump.trump is None:
            return None
        said = self.answer(_("Stöck (a player, or Enter for none)? "))
        return self.checked(lambda: player(board.players, said)) if said else None
