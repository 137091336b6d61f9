"""`play` for okr's Büter: first the Büter and his bid, then each hand asked as at the
table (who made trump, its factor, the Büter's card points or a Match, the Weis and the
Stöck), written when its last answer is given, and the race's verdict said. At any
question: undo (the last bid or hand written), show, help, quit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from jass_slate.core.notation import key
from jass_slate.core.said import number
from jass_slate.file.game_file import GameFile
from jass_slate.games.bidding.file.game_file import BIDDING
from jass_slate.games.bidding.report.bueter_words import (
    bid_line,
    hand_line,
    lead_line,
    undone_line,
)
from jass_slate.games.bidding.scoring.bueter import FACTORS, check_bid
from jass_slate.games.bidding.scoring.race import Race, check_factor
from jass_slate.games.bidding.table.bueter_hands import seat, side
from jass_slate.games.bidding.table.hands import HandWords, game_bid, hand_event, record
from jass_slate.language.i18n import N_, _
from jass_slate.table.asking import AskingTable

MATCH_WORDS = frozenset({"match", "matsch"})


@dataclass
class BueterTable(AskingTable[Race]):
    """The questions of a Büter's evening, and where the answers go."""

    game_file: ClassVar[GameFile[Any, Any]] = BIDDING

    def intro(self) -> str:
        return _("Büter: answer each question; undo, show, help or quit at any of them.")

    def help_line(self) -> str:
        return _("First the Büter (a name or a seat) and his bid; then each hand: who made "
                 "trump, its factor (1 to 5), the Büter's card points or match bueter / "
                 "match pair, the Weis (bueter=50 or pair=20,20) and who showed Stöck. "
                 "undo takes back the last bid or hand written, show draws the board, quit "
                 "stops.")

    def over(self, board: Race) -> bool:
        return board.winner is not None

    def lead(self, board: Race) -> str:
        return lead_line(board)

    def undone(self, board: Race, event: object) -> str:
        return undone_line(board, event)

    def hand_said(self, board: Race) -> str:
        return hand_line(board, len(board.hands))

    def hand(self, board: Race) -> None:
        if board.bid is None:
            self.bid(board)
            return
        by = self.answer(_("Hand {number}: who made trump ({players})? ").format(
            number=len(board.hands) + 1, players=", ".join(board.players)))
        self.checked(lambda: seat(board, by))
        factor = self.answer(_("Factor ({low} to {high}, Enter for 1)? ").format(
            low=FACTORS[0], high=FACTORS[-1])) or "1"
        self.checked(lambda: check_factor(number(factor, N_("a factor"))))
        said = self.answer(_("The Büter's card points (0 to 157), or match bueter / match "
                             "pair? "))
        words = said.split()
        match = words[1] if len(words) == 2 and key(words[0]) in MATCH_WORDS else None
        if match is not None:
            self.checked(lambda: side(board, match))
        weis = self.answer(_("Weis (bueter=V,V or pair=V, Enter for none)? "))
        stoeck = self.answer(_("Stöck (bueter, pair or a player, Enter for none)? ")) or None
        hand = HandWords("", by, None, None if match else said, weis=tuple(weis.split())
                         if weis else (), stoeck=stoeck, factor=factor, match=match)
        self.write_hand(lambda s: hand_event(s, hand), self.hand_said)

    def bid(self, board: Race) -> None:
        who = self.answer(_("Who is the Büter ({players})? ").format(
            players=", ".join(board.players)))
        self.checked(lambda: seat(board, who))
        bids = board.rules.bids
        bid = self.answer(_("His bid ({low} to {high} in tens)? ").format(
            low=bids.start, high=bids[-1]))
        self.checked(lambda: check_bid(board.rules, number(bid, N_("a bid"))))
        self.checked(lambda: record(self.path, lambda s: game_bid(s, who, bid)))
        self.say(bid_line(self.board()))

