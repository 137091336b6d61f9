"""Who deals and who is forehand, and a hand opened: the seats anticlockwise from the
first forehand, the contract checked against the rules, the chooser after a push."""

from __future__ import annotations

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.errors import RuleError, message
from jass_slate.core.teams import Team, Teams, check_push_on, suggested
from jass_slate.games.schieber.scoring.parts import Parts
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.standing import OpenHand
from jass_slate.games.schieber.scoring.weis import check_misere
from jass_slate.language.i18n import N_

# One sentence per deck, so that each language can say the deck in its own grammar.
SUIT_DECK_REFUSALS = {Deck.FRENCH: N_("{contract} is not a suit of the french deck"),
                      Deck.SWISS: N_("{contract} is not a suit of the swiss deck")}


class Dealing(Parts):
    """The parts of a hand written on the games, and the hands dealt around the table."""

    def __init__(self, rules: Rules, teams: Teams) -> None:
        super().__init__(rules, teams)
        self._factors: dict[tuple[Contract, bool, bool], int] = {}
        self.dealt = 0
        self.first_seat = None if teams.first_forehand is None else teams.seat_of(
            teams.first_forehand)

    def seat(self, offset: int) -> str | None:
        """The player `offset` seats anticlockwise from the first forehand."""
        seats = self.teams.seats
        if self.first_seat is None or seats is None:
            return None
        return seats[(self.first_seat + offset) % len(seats)]  # len: the table's size

    def dealer(self, offset: int) -> str | None:
        """Who deals the hand whose forehand sits `offset` seats on: the player before,
        except in the first hand, which anyone may deal (RULES.md §1)."""
        return self.seat(offset - 1) if offset else None

    def next_deal(self) -> tuple[str | None, str] | None:
        """Dealer (None for the first hand) and forehand of the next hand to be dealt."""
        forehand = self.seat(self.dealt)
        if forehand is None:
            return None
        return self.dealer(self.dealt), forehand

    def _start(self, contract: Contract, pushed: bool, forehand: str | None, at: str,
               pushed_back: bool = False, fixed: bool = False, pushed_on: bool = False
               ) -> OpenHand:
        if self._hand is not None:
            raise RuleError(message(
                N_("hand {number} is still open: record its tricks or a claim, or undo it, "
                   "first"), number=self._hand.number))
        factor = self.contract_factor(contract, pushed_back, pushed_on)
        self._set_forehand(forehand)
        if self._running is None or self._running.decided:
            self._new_game()
        hand = self._hand = self._new_hand(contract, factor, pushed, at, pushed_back, fixed,
                                           pushed_on)
        self.dealt += 1
        return hand

    def contract_factor(self, contract: Contract, pushed_back: bool, pushed_on: bool) -> int:
        """The factor of a hand opened in `contract`, the contract and the push checked
        against the rules and the table: once for each way a hand is opened, as nothing
        the slate writes changes what they say (a replay opens every hand of a season)."""
        said = (contract, pushed_back, pushed_on)
        factor = self._factors.get(said)
        if factor is None:
            factor = self._factors[said] = self._checked_factor(contract, pushed_back,
                                                                pushed_on)
        return factor

    def _checked_factor(self, contract: Contract, pushed_back: bool, pushed_on: bool) -> int:
        if contract.trump is not None and contract.trump.deck is not self.rules.deck:
            raise RuleError(message(SUIT_DECK_REFUSALS[self.rules.deck],
                                    contract=contract.word), value=contract.value)
        factor = self.rules.factor(contract)
        check_misere(contract, self.rules)
        if pushed_back and not self.rules.push_back:
            raise RuleError(message(
                N_("pushing back (zurückschieben) is not allowed under these rules: the "
                   "partner must choose (house rule push_back = true allows it)")),
                key="push_back")
        if pushed_on:
            check_push_on(self.teams, pushed_back)
        return factor

    def _set_forehand(self, forehand: str | None) -> None:
        if forehand is None:
            return
        seat = self.teams.seat_of(forehand)
        if seat is None:
            near = suggested(forehand, self.teams.seats or ())
            said = message(N_("{player!r} has no seat at this table: did you mean "
                              "{suggestions}?"), player=forehand, suggestions=near) if near \
                else message(N_("{player!r} has no seat at this table"), player=forehand)
            raise RuleError(said, key="forehand", value=forehand)
        if self.first_seat is not None:
            if seat == self.first_seat and not self.dealt:
                return  # said again, the same
            raise RuleError(message(
                N_("{player} is forehand in hand 1 already: the first forehand is said "
                   "once, and the rotation follows"), player=self.seat(0)),
                key="forehand", value=forehand)
        if self.dealt:
            raise RuleError(message(
                N_("the first forehand is said with hand 1: `fix 1 CONTRACT ... --forehand "
                   "NAME` gives it now")), key="forehand", value=forehand)
        self.first_seat = seat

    def _new_hand(self, contract: Contract, factor: int, pushed: bool, at: str,
                  pushed_back: bool, fixed: bool, pushed_on: bool = False) -> OpenHand:
        # OpenHand's fields in their order, given by place: a replay opens every hand
        return OpenHand(len(self.hands) + 1, self._playing().number, contract, factor, pushed,
                        pushed_back, *self._around(pushed, pushed_back, pushed_on), at, fixed,
                        pushed_on)

    def _around(self, pushed: bool, pushed_back: bool, pushed_on: bool
                ) -> tuple[str | None, str | None, str | None, Team | None]:
        """The next hand's forehand, dealer, chooser and the chooser's team."""
        dealt, first = self.dealt, self.first_seat
        # pushed: the partner two seats on chooses; pushed on (six players): the third,
        # four seats on; pushed back: forehand
        chooser = dealt + (4 if pushed_on else 2 if pushed and not pushed_back else 0)
        # the partner who is pushed to sits in forehand's team
        chooser_team = None if first is None else self.teams.team_at(first + dealt)
        return self.seat(dealt), self.dealer(dealt), self.seat(chooser), chooser_team
