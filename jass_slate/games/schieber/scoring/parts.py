"""The parts of a hand as they are written: Weis, Stöck, the trick points, and the tricks
one at a time (RULES.md §3–§7). The slate applies the events and uses these."""

from __future__ import annotations

from jass_slate.core.cards import Card, Contract, Extra
from jass_slate.core.errors import RuleError, message
from jass_slate.core.teams import Team, Teams
from jass_slate.games.schieber.scoring.corrections import Corrections
from jass_slate.games.schieber.scoring.events import Tricks, WeisCall
from jass_slate.games.schieber.scoring.piles import check_deck
from jass_slate.games.schieber.scoring.points import counting
from jass_slate.games.schieber.scoring.rules import Part, Rules
from jass_slate.games.schieber.scoring.standing import OpenHand, check_first
from jass_slate.games.schieber.scoring.trick import play_trick, stoeck_seat
from jass_slate.games.schieber.scoring.tricks import one, trick_points
from jass_slate.games.schieber.scoring.tricks_played import played_tricks, taken_piles, trick_lead
from jass_slate.games.schieber.scoring.weis import (
    STOECK_POINTS,
    both_pairs,
    check_stoeck_in,
    check_weis,
    check_weis_in,
    one_pair,
)
from jass_slate.language.i18n import N_

# Extra contracts whose way (trump, Obenabe, Undenufe) changes from trick to trick.
CHANGING_WAYS = (Extra.SLALOM, Extra.GUSTI, Extra.TUO)


# How many counts of trick points a slate keeps (a season says a few hundred).
COUNTS = 4096


class Parts(Corrections):
    """Writes the parts of the open hand, each checked by the rules, each deciding the
    game when it takes a team to the target."""

    def __init__(self, rules: Rules, teams: Teams) -> None:
        super().__init__(rules, teams)
        self._counts: dict[tuple[object, ...], tuple[int, int]] = {}

    def trick_points(self, tricks: Tricks, contract: Contract | None = None) -> tuple[int, int]:
        """Both teams' points before the factor in `contract` (default: the open hand's),
        checked; Match is the hand's total (157) + bonus against 0. Trick points counted
        from cards are counted again."""
        if contract is None:
            contract = Contract.HEARTS if self._hand is None else self._hand.contract
        return trick_points(tricks, self.rules, contract, self.teams.size)

    def _counted(self, tricks: Tricks, contract: Contract) -> tuple[int, int]:
        """`trick_points`, worked out once for the same points or Match in the same
        contract (a replay counts every hand of a season, saying the same few hundred);
        counted from cards, every time."""
        if tricks.pile is not None:
            return self.trick_points(tricks, contract)
        said = (tricks.points, tricks.match, contract)
        points = self._counts.get(said)
        if points is None:
            if len(self._counts) >= COUNTS:
                self._counts.clear()
            points = self._counts[said] = self.trick_points(tricks, contract)
        return points

    def _weis(self, hand: OpenHand, call: WeisCall) -> None:
        check_weis_in(hand.contract, self.rules)
        check_weis(call.values, self.rules)
        self._write_weis(hand, call)

    def _write_weis(self, hand: OpenHand, call: WeisCall) -> None:
        """A Weis the rules allow, written unless a team's Weis is written already."""
        if hand.weis is not None:
            if hand.weis.team == call.team:
                raise RuleError(message(
                    N_("{team}'s Weis is already written in hand {number}: undo it to change "
                       "it"), team=self.teams.name(call.team), number=hand.number),
                    key="weis", value=call.team.number)
            raise RuleError(message(
                N_("only one team scores Weis: {team}'s Weis is already written in hand "
                   "{number}"), team=self.teams.name(hand.weis.team), number=hand.number),
                key="weis", value=call.team.number)
        hand.weis = call
        self._write(hand, one(call.team, hand.factor * call.total), None)

    def _stoeck(self, hand: OpenHand, team: Team) -> None:
        """Stöck for `team`: once a hand, or (the double pack's `second_stoeck`) twice."""
        check_stoeck_in(hand.contract, self.rules)
        if hand.stoeck is None:
            hand.stoeck = team
        elif self.rules.second_stoeck and hand.second_stoeck is None:
            hand.second_stoeck = team
        elif self.rules.second_stoeck:
            raise both_pairs(hand.number, team.number)
        else:
            raise one_pair(hand.number, self.teams.name(hand.stoeck), team.number)
        self._write(hand, one(team, hand.factor * STOECK_POINTS), None)

    def _tricks(self, hand: OpenHand, tricks: Tricks, first: Team | None) -> None:
        if hand.played and not hand.played[-1].last:
            raise RuleError(message(
                N_("hand {number} is recorded trick by trick ({count} tricks so far): record "
                   "the other tricks with `trick`, or undo them"), number=hand.number,
                count=len(hand.played)), key="tricks")
        if first is not None:
            check_first(self.rules)
        self._write_tricks(hand, tricks, first)
        if self._hand is hand:
            self._close(hand)

    def _write_tricks(self, hand: OpenHand, tricks: Tricks, first: Team | None) -> None:
        points = self._counted(tricks, hand.contract)
        hand.points, hand.match = points, tricks.match
        if tricks.pile is not None:
            hand.piles = (tricks.pile,)
        self._write(hand, (hand.factor * points[0], hand.factor * points[1]), first)

    def _trick(self, hand: OpenHand, cards: tuple[Card, ...], lead: str | None) -> None:
        """One trick as played: its points to the team that won it, Stöck when its second
        card falls, the game decided the moment a team reaches the target, the hand closed
        (Match or not) after the ninth. Stöck and the trick count in `claim_order`."""
        check_deck(cards, self.rules.deck)
        if hand.contract.extra in CHANGING_WAYS:
            raise RuleError(message(N_(
                "{contract} changes its way during the hand: record its trick points with "
                "`tricks --points`, not trick by trick"), contract=hand.contract.value),
                key="trick")
        how = counting(self.rules, hand.contract)
        trick = play_trick(hand.played, cards, trick_lead(self.teams, hand, lead), how,
                           self.teams.size)
        hand.played.append(trick)
        stoeck = stoeck_seat(hand.played, hand.contract)
        if hand.stoeck is not None and not (self.rules.second_stoeck
                                            and hand.second_stoeck is None):
            stoeck = None  # written already (said with `stoeck`), and no second pair counts
        for part in self.rules.claim_order:
            if self._hand is not hand:  # a part before decided the game: cut off
                if part is Part.STICH or (part is Part.STOECK and stoeck is not None):
                    self._cut(part)
                continue
            if part is Part.STOECK and stoeck is not None:
                self._stoeck(hand, self.teams.team_at(stoeck))
            elif part is Part.STICH:
                self._take(hand, self.teams.team_at(trick.winner), trick.points)
        if self._hand is hand and trick.last:
            hand.piles = taken_piles(hand.played, self.teams)
            self._tricks(hand, played_tricks(hand.taken, hand.piles), None)

    def _take(self, hand: OpenHand, team: Team, points: int) -> None:
        """A trick's points to `team`; written at once if they take it to the target."""
        hand.taken[team] += points
        game = self._playing()
        if self.rules.target is None or game.tied:
            return
        if game.scores[team] + hand.factor * hand.taken[team] >= self.rules.targets[team]:
            hand.piles = taken_piles(hand.played, self.teams)
            self._write(hand, one(team, hand.factor * hand.taken[team]), None)
