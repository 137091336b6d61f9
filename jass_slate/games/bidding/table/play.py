"""`play` for a bidding game: each hand asked as at the table (the contract, who won the
bidding, the bid or that all passed, a double, the bidders' card points, Weis and Stöck
where the rules write them), written when its last answer is given, and the board's
verdict said. At any question: undo (the last hand written), show, help, quit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from jass_slate.core.notation import key
from jass_slate.core.said import number
from jass_slate.file.game_file import GameFile
from jass_slate.games.bidding.file.game_file import BIDDING
from jass_slate.games.bidding.report.words import hand_line, lead_line, undone_line
from jass_slate.games.bidding.scoring.board import Board, check_bid
from jass_slate.games.bidding.scoring.rules import BidRules
from jass_slate.games.bidding.table.hands import HandWords, contract_of, hand_event, side
from jass_slate.language.i18n import N_, _
from jass_slate.table.asking import Again, AskingTable

PASS_WORDS = frozenset({"pass", "passed", "all", "alle", "fort", "passe", "passo"})
DOUBLES = {"": 1, "no": 1, "nein": 1, "non": 1, "double": 2, "doppelt": 2, "doppeln": 2,
           "contre": 2, "contro": 2, "redouble": 4, "kontra": 4, "konter": 4, "kontern": 4,
           "surcontre": 4, "surcontro": 4}


def said_bid(rules: BidRules, said: str, passed: bool) -> None:
    """A bid answered: one the rules allow, or that all passed where the rules play it."""
    bid = rules.forced_bid if passed else number(said, N_("a bid"))
    check_bid(rules, bid or 0, passed)


@dataclass
class BiddingTable(AskingTable[Board]):
    """The questions of a bidding evening, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = BIDDING

    def intro(self) -> str:
        return _("Bidding: answer each question; undo, show, help or quit at any of "
                 "them.")

    def help_line(self) -> str:
        return _("Give the contract (hearts, herz, obenabe ...), who won the bidding "
                 "(a name or a number), the bid (or pass when all passed), then the "
                 "card points the bidders took. undo takes back the last hand written, "
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
        rules, sides = board.rules, board.sides
        contract = self.answer(_("Hand {number}: contract? ").format(
            number=board.next_number))
        self.checked(lambda: contract_of(rules, contract))
        by = self.answer(_("Who won the bidding ({sides})? ").format(
            sides=", ".join(sides)))
        self.checked(lambda: side(sides, by))
        passing = _(", or pass when all passed") if rules.forced_bid else ""
        bid = self.answer(_("The bid{passing}? ").format(passing=passing))
        passed = key(bid) in PASS_WORDS
        self.checked(lambda: said_bid(rules, bid, passed))
        double = 1
        if rules.double:
            said = key(self.answer(_("Doubled (no, double, redouble)? ")))
            if said not in DOUBLES:
                self.say(_("say no, double or redouble"))
                raise Again
            double = DOUBLES[said]
        points = self.answer(_("Card points the bidders took (0 to 157)? "))
        weis = stoeck = None
        if rules.weis:
            weis = self.answer(_("Weis (SIDE=V,V, or Enter for none)? ")) or None
            stoeck = self.answer(_("Stöck (a side, or Enter for none)? ")) or None
        words = HandWords(contract, by, None if passed else bid, points, passed, double,
                          (weis,) if weis else (), stoeck)
        self.write_hand(lambda s: hand_event(s, words), self.hand_said)
