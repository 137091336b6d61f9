"""The scoring core: replay what was said at the table through the rules.

Scores are never stored as truth. A `Slate` starts from an empty slate and
applies the recorded events one by one; every rule of RULES.md §3–§7 is
checked as it goes, and a broken one raises `RuleError`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

from jass_slate.core.errors import RuleError, message
from jass_slate.core.lazy_sequence import Earlier, LazySequence
from jass_slate.core.teams import Team, Teams
from jass_slate.core.undo import EventError, Undo
from jass_slate.games.schieber.scoring.checkpoint import Checkpoint
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
from jass_slate.games.schieber.scoring.quiet import QuietHands
from jass_slate.games.schieber.scoring.resolve import standing_order
from jass_slate.games.schieber.scoring.results import (
    ClaimTerm,
    ClaimVerdict,
    CorrectionResult,
    Game,
    HandResult,
    RenameResult,
)
from jass_slate.games.schieber.scoring.rules import Part, Rules
from jass_slate.games.schieber.scoring.standing import (
    OpenHand,
    RunningGame,
    check_first,
    who_first,
)
from jass_slate.games.schieber.scoring.tricks import one
from jass_slate.games.schieber.scoring.tricks_played import check_taken
from jass_slate.games.schieber.scoring.weis import check_weis, check_weis_in
from jass_slate.language.i18n import N_


class Slate(QuietHands):
    """Replays events through the rules; the state of the slate after them."""

    # --- a checkpoint, and a slate resumed from one (what a snapshot keeps) --------------

    def checkpoint(self, position: int) -> Checkpoint:
        """This slate as a checkpoint: right before the event at `position` of the order,
        which begins a game."""
        running = self._running
        return Checkpoint(position, len(self.hands), len(self._past),
                          None if running is None else running.result(),
                          (self.games_won[0], self.games_won[1]), len(self.corrections),
                          len(self.renames), self.teams, self.dealt, self.first_seat,
                          self.began_at)

    @classmethod
    def resume(cls, rules: Rules, checkpoint: Checkpoint,
               corrections: Sequence[CorrectionResult], renames: Sequence[RenameResult],
               whole: Callable[[], Slate]) -> Slate:
        """The slate at a checkpoint; the hands and games before it are fetched from
        `whole()` (the record replayed whole, asked once) when first read."""
        slate = cls(rules, checkpoint.teams)
        once: list[Slate] = []

        def replayed() -> Slate:
            if not once:
                once.append(whole())
            return once[0]

        slate.hands = LazySequence((), Earlier[HandResult](checkpoint.hands,
                                                     lambda: replayed().hands))
        slate._past = LazySequence((), Earlier[Game](
            checkpoint.games, lambda: replayed().games[: checkpoint.games]))
        running = checkpoint.running
        slate._running = None if running is None else RunningGame.going_on(running)
        slate.games_won = list(checkpoint.games_won)
        slate.corrections, slate.renames = list(corrections), list(renames)
        slate.dealt, slate.first_seat = checkpoint.dealt, checkpoint.first_seat
        slate.began_at = checkpoint.began_at
        return slate

    def judge_claim(self, hand: Written, claim: Claim) -> ClaimVerdict:
        """Settle a claim by RULES.md §7 without changing the slate."""
        game = self.game
        return ClaimJudge(self.rules, self.teams, game.scores, game.tied).judge(hand, claim)

    # --- applying events -----------------------------------------------------------

    def apply(self, event: Event, at: str = "") -> None:
        self._changed()
        if isinstance(event, Hand):  # most lines of a season: asked first
            self._whole_hand(event, at)
            return
        match event:
            case Start(contract, pushed, forehand, pushed_back, pushed_on):
                self._start(contract, pushed, forehand, at, pushed_back, pushed_on=pushed_on)
            case Weis(call):
                self._weis(self._open_hand(Weis), call)
            case Stoeck(team):
                self._stoeck(self._open_hand(Stoeck), team)
            case TricksTaken(tricks, first):
                self._tricks(self._open_hand(TricksTaken), tricks, first)
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

    def _sound(self, event: Hand) -> tuple[int, tuple[int, int]] | None:
        """The factor and trick points of a whole hand that every check not depending on
        the slate lets through; None where one refuses it."""
        try:
            factor = self.contract_factor(event.contract, event.pushed_back, event.pushed_on)
            return factor, self._hand_checks(event)
        except RuleError:
            return None

    def _hand_checks(self, event: Hand) -> tuple[int, int]:
        """The checks of a whole hand's trick points (given back) and Weis (RULES.md
        §3–§5)."""
        points = self._counted(event.tricks, event.contract)
        if event.weis is not None:
            check_weis_in(event.contract, self.rules)
            check_weis(event.weis.values, self.rules)
        return points

    def _whole_hand(self, event: Hand, at: str) -> None:
        if event.first is not None:
            check_first(self.rules)
        sound = self._sound(event)
        if sound is not None and self._quietly(event, *sound, at):
            return
        hand = self._start(event.contract, event.pushed, event.forehand, at,
                           event.pushed_back, event.fixed, event.pushed_on)
        self._hand_checks(event)
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
                self._write_weis(hand, event.weis)  # its rules checked above
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
                game.bergpreis = who_first(game.scores, self.rules.bergpreis_lines, claim.team,
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
        self._add(hand.scores, one(term.team, hand.factor * term.points))


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


def replay(rules: Rules, teams: Teams, entries: Sequence[Entry]) -> Slate:
    """The slate after all recorded events; a broken rule raises EventError."""
    return replay_keeping(rules, teams, entries, None)[0]


def replay_keeping(rules: Rules, teams: Teams, entries: Sequence[Entry],
                   keep: int | None) -> tuple[Slate, Slate | None]:
    """The slate after all recorded events, and a copy of it after the first `keep` events
    of the order (None when not asked for, or when there are not that many)."""
    scorer = Slate(rules, teams)
    order, fixed = standing_order(entries)
    if keep is None or not 0 <= keep <= len(order):
        _apply(scorer, entries, order, fixed)
        return scorer, None
    _apply(scorer, entries, order[:keep], fixed)
    kept = copy.copy(scorer)
    _apply(scorer, entries, order[keep:], fixed)
    return scorer, kept


def replay_from(kept: Slate, position: int, entries: Sequence[Entry]) -> Slate:
    """The slate after all recorded events, going on from `kept`, the slate after the first
    `position` events of their order (see `resolve.shared_prefix`); `kept` is left as it is."""
    order, fixed = standing_order(entries)
    scorer = copy.copy(kept)
    _apply(scorer, entries, order[position:], fixed)
    return scorer


def _apply(scorer: Slate, entries: Sequence[Entry], order: Sequence[int],
           fixed: dict[int, Entry]) -> None:
    for index in order:
        entry = fixed.get(index) or entries[index]
        try:
            scorer.apply(entry.event, entry.at)
        except RuleError as error:
            raise EventError(index, error) from None


def apply_one(scorer: Slate, entry: Entry) -> None:
    """Apply one recorded entry (RuleError if it breaks a rule)."""
    scorer.apply(entry.event, entry.at)
