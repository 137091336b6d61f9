"""The scoring core: replay what was said at the table through the rules.

Scores are never stored as truth. A `Scorer` starts from an empty slate and
applies the recorded events one by one; every rule of RULES.md §3–§7 is
checked as it goes, and a broken one raises `RuleError`.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from jass_slate.game.cards import Contract, Deck
from jass_slate.game.errors import RuleError
from jass_slate.game.events import (
    Claim,
    Entry,
    Event,
    Fix,
    Hand,
    Start,
    Stoeck,
    Tricks,
    TricksTaken,
    Undo,
    Weis,
    WeisCall,
)
from jass_slate.game.marks import Marks
from jass_slate.game.rules import Part, Rules
from jass_slate.game.teams import Teams
from jass_slate.game.weis import check_weis
from jass_slate.language.i18n import N_, _

HAND_POINTS = 157
STOECK_POINTS = 20
IMPOSSIBLE_COUNTS = (1, HAND_POINTS - 1)


# How a count is refused, by what it counts: out of range, or a count no cards make.
# One sentence per deck, so that each language can say the deck in its own grammar.
SUIT_DECK_REFUSALS = {Deck.FRENCH: N_("{contract} is not a suit of the french deck"),
                      Deck.SWISS: N_("{contract} is not a suit of the swiss deck")}
_COUNT_REFUSALS = {
    "trick points": (
        N_("trick points must be 0 to {top}, not {points}"),
        N_("trick points cannot be {points}: no cards make it (0 to 157, but not 1 or 156)"),
    ),
    "captured trick points": (
        N_("captured trick points must be 0 to {top}, not {points}"),
        N_("captured trick points cannot be {points}: no cards make it "
           "(0 to 157, but not 1 or 156)"),
    ),
}


def check_count(points: int, what: str = "trick points") -> None:
    """Refuse a trick-point count that no set of cards can make; `what` is "trick points"
    or "captured trick points"."""
    if not 0 <= points <= HAND_POINTS:
        refusal = _COUNT_REFUSALS[what][0]
        raise RuleError(_(refusal).format(top=HAND_POINTS, points=points))
    if points in IMPOSSIBLE_COUNTS:
        raise RuleError(_(_COUNT_REFUSALS[what][1]).format(points=points))


def counted(team: int, points: int) -> Tricks:
    """One team's counted trick points; the other team has the rest of 157."""
    check_count(points)
    pair = (points, HAND_POINTS - points)
    return Tricks(pair if team == 0 else (pair[1], pair[0]))


def match(team: int) -> Tricks:
    return Tricks((0, 0), team)


@dataclass(frozen=True)
class ClaimTerm:
    """One part counted in a claim, before the factor."""

    part: Part
    team: int
    points: int


@dataclass(frozen=True)
class ClaimVerdict:
    """How a claim was settled, with the arithmetic that settled it."""

    claimant: int
    also: int | None
    factor: int
    target: int
    base: tuple[int, int]
    terms: tuple[ClaimTerm, ...]
    reckoned: tuple[int, int]
    totals: tuple[int, int]
    winner: int
    written: bool
    schneider: bool

    @property
    def holds(self) -> bool:
        return self.winner == self.claimant


@dataclass(slots=True)  # a season holds thousands: a third of the memory without __dict__
class HandResult:
    """One hand as the slate saw it: what was chosen, counted and written."""

    number: int
    game: int
    contract: Contract
    factor: int
    pushed: bool
    pushed_back: bool
    forehand: str | None
    dealer: str | None
    chooser: str | None
    chooser_team: int | None
    at: str
    fixed: bool = False
    points: tuple[int, int] | None = None
    match: int | None = None
    weis: WeisCall | None = None
    stoeck: int | None = None
    scores: list[int] = field(default_factory=lambda: [0, 0])
    totals: list[int] = field(default_factory=lambda: [0, 0])
    cut: list[Part] | tuple[()] = ()  # the parts a decided game cut off; rarely any
    claim: ClaimVerdict | None = None

    @property
    def kontermatch(self) -> bool | None:
        """Whether all nine tricks went to the side that did not choose; None when they
        did but nobody said who was forehand, so neither Match nor Kontermatch is known."""
        if self.match is None:
            return False
        if self.chooser_team is None:
            return None
        return self.match != self.chooser_team


@dataclass
class Game:
    """One game of the session, from 0–0 until a team wins (or the hands run out)."""

    number: int
    scores: list[int] = field(default_factory=lambda: [0, 0])
    entries: list[tuple[int, int]] = field(default_factory=list)
    hands: int = 0
    winner: int | None = None
    draw: bool = False
    schneider: bool = False
    bergpreis: int | None = None
    decided_in: int | None = None
    # An exact tie past the target (or the Bergpreis) under `both_past_target = "higher"`:
    # the end of the next hand that leaves one team ahead decides it (RULES.md §10.4).
    tied: bool = False
    hill_tied: bool = False

    @property
    def decided(self) -> bool:
        return self.winner is not None or self.draw

    @property
    def marks(self) -> list[Marks]:
        """Both teams' marks, chalked entry by entry: worked out when the slate is drawn,
        not on every entry of a replay."""
        marks = [Marks(), Marks()]
        for team, amount in self.entries:
            marks[team] = marks[team].write(amount)
        return marks


class Scorer:
    """Replays events through the rules; the state of the slate after them."""

    def __init__(self, rules: Rules, teams: Teams) -> None:
        self.rules = rules
        self.teams = teams
        self.games: list[Game] = []
        self.hands: list[HandResult] = []
        self.open: HandResult | None = None
        self.games_won = [0, 0]
        self.dealt = 0
        self.first_seat = None if teams.first_forehand is None else teams.seat_of(
            teams.first_forehand)

    # --- reading the state ---------------------------------------------------------

    @property
    def game(self) -> Game:
        """The current game: the last one, still shown after it was decided."""
        return self.games[-1] if self.games else Game(1)

    def seat(self, offset: int) -> str | None:
        """The player `offset` seats anticlockwise from the first forehand."""
        if self.first_seat is None or self.teams.seats is None:
            return None
        return self.teams.seats[(self.first_seat + offset) % 4]

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

    # --- applying events -----------------------------------------------------------

    def apply(self, event: Event, at: str = "") -> None:
        match event:
            case Start(contract, pushed, forehand, pushed_back):
                self._start(contract, pushed, forehand, at, pushed_back)
            case Weis(call):
                self._weis(self._open_hand(Weis), call)
            case Stoeck(team):
                self._stoeck(self._open_hand(Stoeck), team)
            case TricksTaken(tricks, first):
                self._tricks(self._open_hand(TricksTaken), tricks, first)
            case Hand():
                self._hand(event, at)
            case Claim():
                self._claim(self._open_hand(Claim), event)
            case Undo() | Fix():
                raise RuleError(_("undo and fix are resolved before replay"))

    def _open_hand(self, kind: type[Weis | Stoeck | TricksTaken | Claim]) -> HandResult:
        if self.open is not None:
            return self.open
        decided, unopened = _NO_OPEN_HAND[kind]
        game = self.game
        if game.decided and self.hands and game.decided_in == self.hands[-1].number:
            raise RuleError(_(decided).format(game=game.number, hand=game.decided_in,
                                              next=game.number + 1))
        raise RuleError(_(unopened))

    def _start(self, contract: Contract, pushed: bool, forehand: str | None, at: str,
               pushed_back: bool = False) -> None:
        if self.open is not None:
            raise RuleError(
                _("hand {number} is still open: record its tricks or a claim, or undo it, first")
                .format(number=self.open.number)
            )
        if contract.trump is not None and contract.trump.deck is not self.rules.deck:
            raise RuleError(_(SUIT_DECK_REFUSALS[self.rules.deck]).format(
                contract=contract.word))
        factor = self.rules.factor(contract)
        if pushed_back and not self.rules.push_back:
            raise RuleError(_("pushing back (zurückschieben) is not allowed under these rules: "
                              "the partner must choose (house rule push_back = true allows it)"))
        self._set_forehand(forehand)
        if not self.games or self.game.decided:
            self.games.append(Game(len(self.games) + 1))
        self.open = self._new_hand(contract, factor, pushed, at, pushed_back)
        self.dealt += 1

    def _set_forehand(self, forehand: str | None) -> None:
        if forehand is None:
            return
        seat = self.teams.seat_of(forehand)
        if seat is None:
            raise RuleError(_("{player!r} has no seat at this table").format(player=forehand))
        if self.first_seat is not None:
            if seat == self.first_seat and not self.dealt:
                return  # said again, the same
            raise RuleError(_("{player} is forehand in hand 1 already: the first forehand is "
                              "said once, and the rotation follows").format(player=self.seat(0)))
        if self.dealt:
            raise RuleError(_("the first forehand is said with hand 1: `fix 1 CONTRACT ... "
                              "--forehand NAME` gives it now"))
        self.first_seat = seat

    def _new_hand(self, contract: Contract, factor: int, pushed: bool, at: str,
                  pushed_back: bool) -> HandResult:
        chooser_offset = self.dealt + 2 if pushed and not pushed_back else self.dealt
        return HandResult(
            number=len(self.hands) + 1,
            game=self.game.number,
            contract=contract,
            factor=factor,
            pushed=pushed,
            pushed_back=pushed_back,
            forehand=self.seat(self.dealt),
            dealer=self.dealer(self.dealt),
            chooser=self.seat(chooser_offset),
            # the partner who is pushed to sits in forehand's team
            chooser_team=None if self.first_seat is None else (self.first_seat + self.dealt) % 2,
            at=at,
        )

    def _weis(self, hand: HandResult, call: WeisCall) -> None:
        check_weis(call.values, self.rules)
        if hand.weis is not None:
            if hand.weis.team == call.team:
                raise RuleError(
                    _("{team}'s Weis is already written in hand {number}: undo it to change it")
                    .format(team=self.teams.name(call.team), number=hand.number)
                )
            raise RuleError(
                _("only one team scores Weis: {team}'s Weis is already written in hand {number}")
                .format(team=self.teams.name(hand.weis.team), number=hand.number)
            )
        hand.weis = call
        self._write(hand, _one(call.team, hand.factor * call.total), None)

    def _stoeck(self, hand: HandResult, team: int) -> None:
        if hand.contract.trump is None:
            raise RuleError(_no_stoeck(hand.contract))
        if hand.stoeck is not None:
            raise RuleError(
                _("Stöck is already written in hand {number} for {team}: only one team holds "
                  "king and ober of trumps").format(number=hand.number,
                                                    team=self.teams.name(hand.stoeck))
            )
        hand.stoeck = team
        self._write(hand, _one(team, hand.factor * STOECK_POINTS), None)

    def trick_points(self, tricks: Tricks) -> tuple[int, int]:
        """Both teams' points before the factor, checked; Match is 157 + bonus against 0."""
        if tricks.match is not None:
            return _one(tricks.match, HAND_POINTS + self.rules.match_bonus)
        for points in tricks.points:
            check_count(points)
        if sum(tricks.points) != HAND_POINTS:
            raise RuleError(
                _("trick points {first} and {second} must add up to 157").format(
                    first=tricks.points[0], second=tricks.points[1])
            )
        return tricks.points

    def _tricks(self, hand: HandResult, tricks: Tricks, first: int | None) -> None:
        if first is not None:
            self._check_first()
        self._write_tricks(hand, tricks, first)
        if self.open is hand:
            self._close(hand)

    def _write_tricks(self, hand: HandResult, tricks: Tricks, first: int | None) -> None:
        points = self.trick_points(tricks)
        hand.points, hand.match = points, tricks.match
        self._write(hand, (hand.factor * points[0], hand.factor * points[1]), first)

    def _hand(self, event: Hand, at: str) -> None:
        if event.first is not None:
            self._check_first()
        self._start(event.contract, event.pushed, event.forehand, at, event.pushed_back)
        hand = self.open
        assert hand is not None
        hand.fixed = event.fixed
        self.trick_points(event.tricks)
        if event.weis is not None:
            check_weis(event.weis.values, self.rules)
        # Every part is written; the order counts only when a part decides the game
        # (RULES.md §7), which closes the hand and cuts the parts after it.
        for part in self.rules.claim_order:
            if self.open is None:
                if _has(event, part):
                    hand.cut = [*hand.cut, part]
            elif part is Part.STOECK and event.stoeck is not None:
                self._stoeck(hand, event.stoeck)
            elif part is Part.WEIS and event.weis is not None:
                self._weis(hand, event.weis)
            elif part is Part.STICH:
                self._write_tricks(hand, event.tricks, event.first)
        if self.open is hand:
            self._close(hand)

    # --- writing onto the slate and deciding the game ------------------------------

    def _add(self, hand: HandResult, amounts: tuple[int, int]) -> None:
        game = self.game
        for team, amount in enumerate(amounts):
            if amount:
                game.scores[team] += amount
                part = (team, amount)
                game.entries.append(_PARTS.setdefault(part, part))  # a season repeats them
                hand.scores[team] += amount

    def _write(self, hand: HandResult, amounts: tuple[int, int], first: int | None) -> None:
        """Write one part for both teams, then see whether it decided anything."""
        self._add(hand, amounts)
        if self.rules.tournament:
            return
        game = self.game
        # Nobody found past a line a team has reached: both are, level, under `higher`.
        if game.bergpreis is None and not game.hill_tied:
            game.bergpreis = self._who_first(self.rules.bergpreis_at, first, bergpreis=True)
            game.hill_tied = game.bergpreis is None and game.scores[0] >= self.rules.bergpreis_at
        assert self.rules.target is not None
        if game.tied:
            return  # the end of the hand decides
        winner = self._who_first(self.rules.target, first)
        if winner is not None:
            self._decide(winner)
        elif game.scores[0] >= self.rules.target:
            game.tied = True

    def _settle_ties(self) -> None:
        """At the end of a hand, the team ahead wins what an exact tie left open."""
        game = self.game
        scores = game.scores
        if scores[0] == scores[1]:
            return
        ahead = int(scores[1] > scores[0])
        if game.hill_tied:
            game.hill_tied = False
            if game.bergpreis is None:  # a claim may have given it
                game.bergpreis = ahead
        if game.tied:
            game.tied = False
            if not game.decided:
                self._decide(ahead)

    def _check_first(self) -> None:
        """`--first` was given: it answers only the default `ask` (RULES.md §10.5)."""
        if self.rules.both_past_target == "higher":
            raise RuleError(_("--first answers only both_past_target = \"ask\": under the house "
                              "rule both_past_target = \"higher\" the higher total wins"))

    def _who_first(self, line: int, first: int | None, bergpreis: bool = False) -> int | None:
        scores = self.game.scores
        if scores[0] < line and scores[1] < line:
            return None  # the usual case, asked twice for every part of every hand
        reached = [team for team in (0, 1) if scores[team] >= line]
        if len(reached) < 2:
            return reached[0] if reached else None
        if first is not None:
            return first
        if self.rules.both_past_target == "higher":
            if scores[0] == scores[1]:
                return None
            return 0 if scores[0] > scores[1] else 1
        if bergpreis:
            refusal = _("this takes both teams past the Bergpreis ({line}): say which team "
                        "claimed first with --first TEAM")
        else:
            refusal = _("this takes both teams past the target ({line}): say which team "
                        "claimed first with --first TEAM")
        raise RuleError(refusal.format(line=line))

    def _decide(self, winner: int | None) -> None:
        """End the current game; a hand still open ends with it."""
        game = self.game
        game.winner, game.draw = winner, winner is None
        if winner is not None:
            loser_score = game.scores[1 - winner]
            game.schneider = not self.rules.tournament and loser_score < self.rules.schneider_below
            self.games_won[winner] += 2 if game.schneider else 1
        game.decided_in = self.open.number if self.open else self.hands[-1].number
        if self.open is not None:
            self._close(self.open)

    def _close(self, hand: HandResult) -> None:
        game = self.game
        hand.totals = list(game.scores)
        self.hands.append(hand)
        self.open = None
        game.hands += 1
        if game.tied or game.hill_tied:  # rare: asked at the end of every hand
            self._settle_ties()
        if self.rules.hands is not None and game.hands >= self.rules.hands and not game.decided:
            scores = game.scores
            self._decide(None if scores[0] == scores[1] else int(scores[1] > scores[0]))

    # --- claims --------------------------------------------------------------------

    def _claim(self, hand: HandResult, claim: Claim) -> None:
        if self.rules.tournament or self.rules.target is None:
            raise RuleError(_("no claims in a tournament: the game ends after its hands"))
        if claim.also == claim.team:
            raise RuleError(_("--also names the other team, the one that claimed second"))
        verdict = self.judge_claim(hand, claim)
        hand.claim = verdict
        if verdict.written:
            for term in verdict.terms:
                self._record_term(hand, term, claim)
            game = self.game
            if game.bergpreis is None:
                game.bergpreis = self._who_first(self.rules.bergpreis_at, claim.team,
                                                 bergpreis=True)
        self._decide(verdict.winner)

    def _record_term(self, hand: HandResult, term: ClaimTerm, claim: Claim) -> None:
        if term.part is Part.STOECK:
            hand.stoeck = term.team
        elif term.part is Part.WEIS:
            hand.weis = claim.weis
        self._add(hand, _one(term.team, hand.factor * term.points))

    def judge_claim(self, hand: HandResult, claim: Claim) -> ClaimVerdict:
        """Settle a claim by RULES.md §7 without changing the slate."""
        self._check_claim(hand, claim)
        steps = self._claim_steps(hand, claim)
        if claim.also is None:
            steps = [[t for t in step if t.team == claim.team] for step in steps]
        scores = list(self.game.scores)
        lines = self._claim_lines()
        counted_terms: list[ClaimTerm] = []
        winner: int | None = None
        for step in steps:
            for term in step:
                scores[term.team] += hand.factor * term.points
            counted_terms += step
            if claim.also is not None:
                winner = _first_reached(scores, lines, claim.team)
                if winner is not None:
                    break
        if claim.also is None and scores[claim.team] >= lines[claim.team]:
            winner = claim.team
        reckoned = (scores[0], scores[1])
        written = winner is not None
        if winner is None:
            winner = 1 - claim.team
            scores = list(self.game.scores)
        return ClaimVerdict(
            claimant=claim.team,
            also=claim.also,
            factor=hand.factor,
            target=lines[claim.team],
            base=(self.game.scores[0], self.game.scores[1]),
            terms=tuple(counted_terms),
            reckoned=reckoned,
            totals=(scores[0], scores[1]),
            winner=winner,
            written=written,
            schneider=scores[1 - winner] < self.rules.schneider_below,
        )

    def _claim_lines(self) -> tuple[int, int]:
        """The total each team's claim must reach: the target, or after an exact tie past
        it one more than the other team's written total (RULES.md §10.4)."""
        target = self.rules.target
        assert target is not None
        scores = self.game.scores
        return (scores[1] + 1, scores[0] + 1) if self.game.tied else (target, target)

    def _check_claim(self, hand: HandResult, claim: Claim) -> None:
        claimants = {claim.team} if claim.also is None else {0, 1}
        weis_team = None if claim.weis is None else claim.weis.team
        named = [(claim.stoeck, "--stoeck"), (weis_team, "--weis")]
        named += [(team, "--captured") for team in (0, 1) if claim.captured[team]]
        for team, option in named:
            if team is not None and team not in claimants:
                raise RuleError(
                    _("{option} names {team}, who did not claim: in a claim only the claimants' "
                      "parts count (both claimed: add --also TEAM)").format(
                          option=option, team=self.teams.name(team))
                )
        if claim.stoeck is not None and hand.contract.trump is None:
            raise RuleError(_no_stoeck(hand.contract))
        if claim.weis is not None:
            check_weis(claim.weis.values, self.rules)
        self._check_not_written(hand, claim)
        for team in (0, 1):
            check_count(claim.captured[team], "captured trick points")
        if sum(claim.captured) > HAND_POINTS:
            raise RuleError(_("captured trick points of both teams add up to more than 157"))

    def _check_not_written(self, hand: HandResult, claim: Claim) -> None:
        """A claim's Stöck and Weis must not be written yet in the hand: written, they
        count already (one `stoeck` and one `weis` per hand, RULES.md §10.11)."""
        if claim.stoeck is not None and hand.stoeck is not None:
            if hand.stoeck != claim.stoeck:
                raise RuleError(_("Stöck is already written for the other team in this hand"))
            raise RuleError(
                _("Stöck is already written in hand {number} for {team}: it counts already; "
                  "claim without --stoeck").format(number=hand.number,
                                                   team=self.teams.name(hand.stoeck)))
        if claim.weis is not None and hand.weis is not None:
            if hand.weis.team != claim.weis.team:
                raise RuleError(_("only one team scores Weis: the other team's Weis is written"))
            raise RuleError(
                _("{team}'s Weis {values} is already written in hand {number}: it counts "
                  "already; claim without --weis").format(
                      team=self.teams.name(hand.weis.team), number=hand.number,
                      values=", ".join(map(str, hand.weis.values))))

    def _claim_steps(self, hand: HandResult, claim: Claim) -> list[list[ClaimTerm]]:
        """The parts not yet written, grouped in the session's claim order."""
        steps: list[list[ClaimTerm]] = []
        for part in self.rules.claim_order:
            step: list[ClaimTerm] = []
            if part is Part.STOECK and claim.stoeck is not None and hand.stoeck is None:
                step.append(ClaimTerm(part, claim.stoeck, STOECK_POINTS))
            if part is Part.WEIS and claim.weis is not None and hand.weis is None:
                step.append(ClaimTerm(part, claim.weis.team, claim.weis.total))
            if part is Part.STICH:
                step += [ClaimTerm(part, t, p) for t, p in enumerate(claim.captured) if p]
            steps.append(step)
        return steps


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
}


def _no_stoeck(contract: Contract) -> str:
    return _("no Stöck in {contract}: Stöck needs a trump suit").format(
        contract=contract.value.capitalize())


# The (team, amount) entries written on slates, shared: a season writes ~24,000 of a
# few hundred kinds.
_PARTS: dict[tuple[int, int], tuple[int, int]] = {}


def _one(team: int, amount: int) -> tuple[int, int]:
    return (amount, 0) if team == 0 else (0, amount)


def _has(event: Hand, part: Part) -> bool:
    if part is Part.STOECK:
        return event.stoeck is not None
    if part is Part.WEIS:
        return event.weis is not None
    return True


def _first_reached(scores: list[int], lines: tuple[int, int], first: int) -> int | None:
    reached = [team for team in (0, 1) if scores[team] >= lines[team]]
    if not reached:
        return None
    return first if first in reached else reached[0]


# --- undo and fix ----------------------------------------------------------------------


class EventError(RuleError):
    """A recorded event that breaks the rules; `index` says which one."""

    def __init__(self, index: int, error: RuleError) -> None:
        self.index = index
        super().__init__(str(error))


def resolve(entries: Sequence[Entry]) -> list[tuple[int, Entry]]:
    """The events that stand after undos and fixes, each with its index in the record."""
    order, fixed = standing_order(entries)
    return [(index, fixed.get(index) or entries[index]) for index in order]


def standing_order(entries: Sequence[Entry]) -> tuple[Sequence[int], dict[int, Entry]]:
    """The indices of the events that stand, in the order they count, and the entries
    that fixes put in place of hands (by the fix's index): lean enough for a season."""
    standing, has_fixes = not_undone(entries)
    return _apply_fixes(entries, standing) if has_fixes else (standing, {})


def not_undone(entries: Sequence[Entry]) -> tuple[array[int], bool]:
    """The indices of the events no undo took back, in the order recorded (the last is
    what the next undo takes back), and whether a fix is among them."""
    standing = array("l")  # compact: one machine word an event, not an int object
    has_fixes = False
    for index, entry in enumerate(entries):
        if isinstance(entry.event, Undo):
            if not standing:
                raise EventError(index, RuleError(_("nothing to undo")))
            standing.pop()
        else:
            standing.append(index)
            has_fixes = has_fixes or isinstance(entry.event, Fix)
    return standing, has_fixes


def _apply_fixes(entries: Sequence[Entry], standing: Iterable[int]
                 ) -> tuple[Sequence[int], dict[int, Entry]]:
    """A fix takes the place of all its hand's events so far; later ones follow the last hand."""
    order = array("l")
    begins: list[int] = []  # where each hand's events begin in `order`
    fixed: dict[int, Entry] = {}
    for index in standing:
        event = entries[index].event
        if isinstance(event, Start | Hand):
            begins.append(len(order))
            order.append(index)
        elif isinstance(event, Fix):
            number = event.number
            if not 1 <= number <= len(begins):
                raise EventError(index, RuleError(
                    _("there is no hand {number} to fix").format(number=number)))
            begin = begins[number - 1]
            end = begins[number] if number < len(begins) else len(order)
            old = (fixed.get(order[begin]) or entries[order[begin]]).event
            forehand = event.hand.forehand or getattr(old, "forehand", None)
            hand = replace(event.hand, fixed=True, forehand=forehand)
            fixed[index] = Entry(hand, entries[index].at)
            order[begin:end] = array("l", [index])
            for later in range(number, len(begins)):  # fixes are mostly of recent hands
                begins[later] -= end - begin - 1
        else:
            order.append(index)
    return order, fixed


def replay(rules: Rules, teams: Teams, entries: Sequence[Entry]) -> Scorer:
    """The slate after all recorded events; a broken rule raises EventError."""
    scorer = Scorer(rules, teams)
    order, fixed = standing_order(entries)
    for index in order:
        entry = fixed.get(index) or entries[index]
        try:
            scorer.apply(entry.event, entry.at)
        except RuleError as error:
            raise EventError(index, error) from None
    return scorer
