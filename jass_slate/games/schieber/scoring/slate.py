"""The scoring core: replay what was said at the table through the rules.

Scores are never stored as truth. A `Scorer` starts from an empty slate and
applies the recorded events one by one; every rule of RULES.md §3–§7 is
checked as it goes, and a broken one raises `RuleError`.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.errors import RuleError, message
from jass_slate.core.teams import Team, Teams, check_push_on, suggested
from jass_slate.core.undo import EventError, Undo
from jass_slate.games.schieber.scoring.claims import ClaimJudge, Written
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Correction,
    Entry,
    Event,
    Fix,
    Hand,
    Rename,
    Start,
    Stoeck,
    Trick,
    TricksTaken,
    Weis,
)
from jass_slate.games.schieber.scoring.parts import Parts
from jass_slate.games.schieber.scoring.resolve import standing_order
from jass_slate.games.schieber.scoring.results import ClaimTerm, ClaimVerdict
from jass_slate.games.schieber.scoring.rules import Part, Rules
from jass_slate.games.schieber.scoring.standing import OpenHand, check_first, who_first
from jass_slate.games.schieber.scoring.tricks import one
from jass_slate.games.schieber.scoring.tricks_played import check_taken
from jass_slate.games.schieber.scoring.weis import check_misere, check_weis, check_weis_in
from jass_slate.language.i18n import N_

# One sentence per deck, so that each language can say the deck in its own grammar.
SUIT_DECK_REFUSALS = {Deck.FRENCH: N_("{contract} is not a suit of the french deck"),
                      Deck.SWISS: N_("{contract} is not a suit of the swiss deck")}


class Scorer(Parts):
    """Replays events through the rules; the state of the slate after them."""

    def __init__(self, rules: Rules, teams: Teams) -> None:
        super().__init__(rules, teams)
        self.dealt = 0
        self.first_seat = None if teams.first_forehand is None else teams.seat_of(
            teams.first_forehand)

    # --- the seats -----------------------------------------------------------------

    def seat(self, offset: int) -> str | None:
        """The player `offset` seats anticlockwise from the first forehand."""
        if self.first_seat is None or self.teams.seats is None:
            return None
        return self.teams.seats[(self.first_seat + offset) % self.teams.size]

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

    def judge_claim(self, hand: Written, claim: Claim) -> ClaimVerdict:
        """Settle a claim by RULES.md §7 without changing the slate."""
        game = self.game
        return ClaimJudge(self.rules, self.teams, game.scores, game.tied).judge(hand, claim)

    # --- applying events -----------------------------------------------------------

    def apply(self, event: Event, at: str = "") -> None:
        self._changed()
        match event:
            case Start(contract, pushed, forehand, pushed_back, pushed_on):
                self._start(contract, pushed, forehand, at, pushed_back, pushed_on=pushed_on)
            case Weis(call):
                self._weis(self._open_hand(Weis), call)
            case Stoeck(team):
                self._stoeck(self._open_hand(Stoeck), team)
            case TricksTaken(tricks, first):
                self._tricks(self._open_hand(TricksTaken), tricks, first)
            case Hand():
                self._whole_hand(event, at)
            case Claim():
                self._claim(self._open_hand(Claim), event)
            case Correction(team, points, why):
                self._correct(team, points, why, at)
            case Rename(old, new):
                self._rename(old, new, at)
            case Trick(cards, lead):
                self._trick(self._open_hand(Trick), cards, lead)
            case Undo() | Fix():
                raise RuleError(message(N_("undo and fix are resolved before replay")))

    def opened(self, kind: type[OpenEvent]) -> OpenHand:
        """The open hand an event of `kind` needs; refused, saying why, if none is open."""
        return self._open_hand(kind)

    def _open_hand(self, kind: type[OpenEvent]) -> OpenHand:
        if self._hand is not None:
            return self._hand
        decided, unopened = _NO_OPEN_HAND[kind]
        if kind is Trick and self.hands and self.hands[-1].tricks \
                and self.hands[-1].tricks[-1].last:
            number = self.hands[-1].number
            said = message(N_("the nine tricks of hand {number} are played: there is no tenth"),
                           number=number) if self.teams.size == 4 else message(
                N_("the {count} tricks of hand {number} are played: there is no more"),
                count=len(self.hands[-1].tricks), number=number)
            raise RuleError(said, key="trick")
        game = self._running
        if game is not None and game.decided and self.hands \
                and game.decided_in == self.hands[-1].number:
            raise RuleError(message(decided, game=game.number, hand=game.decided_in,
                                    next=game.number + 1))
        raise RuleError(message(unopened))

    def _start(self, contract: Contract, pushed: bool, forehand: str | None, at: str,
               pushed_back: bool = False, fixed: bool = False, pushed_on: bool = False
               ) -> OpenHand:
        if self._hand is not None:
            raise RuleError(message(
                N_("hand {number} is still open: record its tricks or a claim, or undo it, "
                   "first"), number=self._hand.number))
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
        self._set_forehand(forehand)
        if self._running is None or self._running.decided:
            self._new_game()
        hand = self._hand = self._new_hand(contract, factor, pushed, at, pushed_back, fixed,
                                           pushed_on)
        self.dealt += 1
        return hand

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
        # pushed: the partner two seats on chooses; pushed on (six players): the third,
        # four seats on; pushed back: forehand
        chooser_offset = self.dealt + (4 if pushed_on else 2 if pushed and not pushed_back
                                       else 0)
        return OpenHand(
            number=len(self.hands) + 1,
            game=self._playing().number,
            contract=contract,
            factor=factor,
            pushed=pushed,
            pushed_back=pushed_back,
            forehand=self.seat(self.dealt),
            dealer=self.dealer(self.dealt),
            chooser=self.seat(chooser_offset),
            # the partner who is pushed to sits in forehand's team
            chooser_team=None if self.first_seat is None else self.teams.team_at(
                self.first_seat + self.dealt),
            at=at,
            fixed=fixed,
            pushed_on=pushed_on,
        )

    def _whole_hand(self, event: Hand, at: str) -> None:
        if event.first is not None:
            check_first(self.rules)
        hand = self._start(event.contract, event.pushed, event.forehand, at,
                           event.pushed_back, event.fixed, event.pushed_on)
        self.trick_points(event.tricks, event.contract)
        if event.weis is not None:
            check_weis_in(event.contract, self.rules)
            check_weis(event.weis.values, self.rules)
        # Every part is written; the order counts only when a part decides the game
        # (RULES.md §7), which closes the hand and cuts the parts after it.
        for part in self.rules.claim_order:
            if self._hand is None:
                if _has(event, part):
                    self._cut(part)
            elif part is Part.STOECK and event.stoeck is not None:
                self._stoeck(hand, event.stoeck)
                if event.second_stoeck is not None:
                    self._second_stoeck(hand, event.second_stoeck)
            elif part is Part.WEIS and event.weis is not None:
                self._weis(hand, event.weis)
            elif part is Part.STICH:
                self._write_tricks(hand, event.tricks, event.first)
        if self._hand is hand:
            self._close(hand)

    def _claim(self, hand: OpenHand, claim: Claim) -> None:
        if self.rules.tournament or self.rules.target is None:
            raise RuleError(message(N_("no claims in a tournament: the game ends after its "
                                       "hands")))
        if claim.also == claim.team:
            raise RuleError(message(N_("--also names the other team, the one that claimed "
                                       "second")), key="also", value=claim.team.number)
        if hand.played:
            check_taken(hand.played, claim, self.teams)
        game = self._playing()
        verdict = ClaimJudge(self.rules, self.teams, game.scores, game.tied).judge(hand, claim)
        hand.claim = verdict
        hand.piles = claim.piles
        if verdict.written:
            for term in verdict.terms:
                self._record_term(hand, term, claim)
            if game.bergpreis is None:
                game.bergpreis = who_first(game.scores, self.rules.bergpreis_at, claim.team,
                                           self.rules, bergpreis=True)
        self._decide(verdict.winner)

    def _second_stoeck(self, hand: OpenHand, team: Team) -> None:
        """The double pack's second pair, unless the first decided the game."""
        if self._hand is hand:
            self._stoeck(hand, team)
        else:
            self._cut(Part.STOECK)

    def _record_term(self, hand: OpenHand, term: ClaimTerm, claim: Claim) -> None:
        if term.part is Part.STOECK and hand.stoeck is None:
            hand.stoeck = term.team
        elif term.part is Part.STOECK:
            hand.second_stoeck = term.team  # the double pack's second pair
        elif term.part is Part.WEIS:
            hand.weis = claim.weis
        self._add(hand, one(term.team, hand.factor * term.points))


# Why an event that needs an open hand found none: after a decided game, or before any
# `start`; translated where it is said.
_NO_OPEN_HAND = {
    Weis: (
        N_("no open hand for a Weis: game {game} was decided in hand {hand}; the next hand "
           "starts game {next}"),
        N_("no open hand for a Weis: open one with `start CONTRACT` first"),
    ),
    Stoeck: (
        N_("no open hand for Stöck: game {game} was decided in hand {hand}; the next hand "
           "starts game {next}"),
        N_("no open hand for Stöck: open one with `start CONTRACT` first"),
    ),
    TricksTaken: (
        N_("no open hand for trick points: game {game} was decided in hand {hand}; the next "
           "hand starts game {next}"),
        N_("no open hand for trick points: open one with `start CONTRACT` first"),
    ),
    Claim: (
        N_("no open hand for a claim: game {game} was decided in hand {hand}; the next hand "
           "starts game {next}"),
        N_("no open hand for a claim: open one with `start CONTRACT` first"),
    ),
    Trick: (
        N_("no open hand for a trick: game {game} was decided in hand {hand}; the next hand "
           "starts game {next}"),
        N_("no open hand for a trick: open one with `start CONTRACT` first"),
    ),
}
OpenEvent = Weis | Stoeck | TricksTaken | Claim | Trick


def _has(event: Hand, part: Part) -> bool:
    if part is Part.STOECK:
        return event.stoeck is not None
    if part is Part.WEIS:
        return event.weis is not None
    return True


def replay(rules: Rules, teams: Teams, entries: Sequence[Entry]) -> Scorer:
    """The slate after all recorded events; a broken rule raises EventError."""
    return replay_keeping(rules, teams, entries, None)[0]


def replay_keeping(rules: Rules, teams: Teams, entries: Sequence[Entry],
                   keep: int | None) -> tuple[Scorer, Scorer | None]:
    """The slate after all recorded events, and a copy of it after the first `keep` events
    of the order (None when not asked for, or when there are not that many)."""
    scorer = Scorer(rules, teams)
    order, fixed = standing_order(entries)
    if keep is None or not 0 <= keep <= len(order):
        _apply(scorer, entries, order, fixed)
        return scorer, None
    _apply(scorer, entries, order[:keep], fixed)
    kept = copy.copy(scorer)
    _apply(scorer, entries, order[keep:], fixed)
    return scorer, kept


def replay_from(kept: Scorer, position: int, entries: Sequence[Entry]) -> Scorer:
    """The slate after all recorded events, going on from `kept`, the slate after the first
    `position` events of their order (see `resolve.shared_prefix`); `kept` is left as it is."""
    order, fixed = standing_order(entries)
    scorer = copy.copy(kept)
    _apply(scorer, entries, order[position:], fixed)
    return scorer


def _apply(scorer: Scorer, entries: Sequence[Entry], order: Sequence[int],
           fixed: dict[int, Entry]) -> None:
    for index in order:
        entry = fixed.get(index) or entries[index]
        try:
            scorer.apply(entry.event, entry.at)
        except RuleError as error:
            raise EventError(index, error) from None


def apply_one(scorer: Scorer, entry: Entry) -> None:
    """Apply one recorded entry (RuleError if it breaks a rule)."""
    scorer.apply(entry.event, entry.at)
