"""Judging a claim ("sich bedanken", RULES.md §7): does the claimant reach the line with
the parts not yet written, counted in the session's claim order?"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError, message
from jass_slate.core.teams import TEAMS, Team, Teams
from jass_slate.games.schieber.scoring.events import Claim, WeisCall
from jass_slate.games.schieber.scoring.piles import captured_of
from jass_slate.games.schieber.scoring.points import Counting, counting
from jass_slate.games.schieber.scoring.results import ClaimTerm, ClaimVerdict
from jass_slate.games.schieber.scoring.rules import Part, Rules
from jass_slate.games.schieber.scoring.standing import first_past
from jass_slate.games.schieber.scoring.tricks import HAND_POINTS, check_count, hand_points
from jass_slate.games.schieber.scoring.weis import (
    STOECK_POINTS,
    both_pairs,
    check_stoeck_in,
    check_weis,
    check_weis_in,
    one_pair,
)
from jass_slate.language.i18n import N_


class Written(Protocol):
    """What a claim reads of the hand it ends (a `HandResult` or the hand being written)."""

    @property
    def number(self) -> int: ...
    @property
    def factor(self) -> int: ...
    @property
    def contract(self) -> Contract: ...
    @property
    def stoeck(self) -> Team | None: ...
    @property
    def second_stoeck(self) -> Team | None: ...
    @property
    def weis(self) -> WeisCall | None: ...


@dataclass(frozen=True)
class ClaimJudge:
    """Settles claims under a session's rules, for the game as it stands."""

    rules: Rules
    teams: Teams
    scores: Sequence[int]
    tied: bool

    def judge(self, hand: Written, claim: Claim) -> ClaimVerdict:
        """Settle a claim by RULES.md §7 without changing the slate."""
        self._check(hand, claim)
        steps = self._steps(hand, claim)
        if claim.also is None:
            steps = [[t for t in step if t.team == claim.team] for step in steps]
        scores = list(self.scores)
        lines = self._lines()
        counted_terms: list[ClaimTerm] = []
        winner: Team | None = None
        done = 0  # the steps counted: both claimed, the steps after the decisive one are not
        for step in steps:
            for term in step:
                scores[term.team] += hand.factor * term.points
            counted_terms += step
            done += 1
            if claim.also is not None:
                winner = first_past(scores, lines, claim.team)
                if winner is not None:
                    break
        if claim.also is None and scores[claim.team] >= lines[claim.team]:
            winner = claim.team
        reckoned = (scores[0], scores[1])
        written = winner is not None
        if winner is None:
            winner = claim.team.other
            scores = list(self.scores)
        return ClaimVerdict(
            claimant=claim.team,
            also=claim.also,
            factor=hand.factor,
            target=lines[claim.team],
            base=(self.scores[0], self.scores[1]),
            terms=tuple(counted_terms),
            reckoned=reckoned,
            totals=(scores[0], scores[1]),
            winner=winner,
            written=written,
            schneider=scores[winner.other] < self.rules.schneider_lines[winner.other],
            not_counted=tuple(term for step in steps[done:] for term in step),
        )

    def _lines(self) -> tuple[int, int]:
        """The total each team's claim must reach: the target, or after an exact tie past
        it one more than the other team's written total (RULES.md §10.4)."""
        scores = self.scores
        return (scores[1] + 1, scores[0] + 1) if self.tied else self.rules.targets

    def _check(self, hand: Written, claim: Claim) -> None:
        claimants = {claim.team} if claim.also is None else set(TEAMS)
        weis_team = None if claim.weis is None else claim.weis.team
        named = [(team, "--stoeck") for team in claim.pairs] + [(weis_team, "--weis")]
        named += [(team, "--captured") for team in TEAMS if claim.captured[team]]
        for team, option in named:
            if team is not None and team not in claimants:
                raise RuleError(message(
                    N_("{option} names {team}, who did not claim: in a claim only the "
                       "claimants' parts count (both claimed: add --also TEAM)"),
                    option=option, team=self.teams.name(team)),
                    key=option.removeprefix("--"), value=team.number)
        if claim.pairs:
            check_stoeck_in(hand.contract, self.rules)
        if claim.weis is not None:
            check_weis_in(hand.contract, self.rules)
            check_weis(claim.weis.values, self.rules)
        _check_not_written(hand, claim, self.teams, self.rules)
        _check_pairs(hand, claim, self.rules, self.teams)
        for team in TEAMS:
            check_count(claim.captured[team], "captured trick points", self.rules,
                        hand.contract)
        total = hand_points(self.rules, hand.contract)
        if sum(claim.captured) > total:
            text = N_("captured trick points of both teams add up to more than 157") \
                if total == HAND_POINTS else N_("captured trick points of both teams add up "
                                                "to more than {total}")
            raise RuleError(message(text, total=total),
                            key="captured", value=f"{claim.captured[0]}:{claim.captured[1]}")
        if claim.piles:
            _recount(claim, counting(self.rules, hand.contract), self.rules)

    def _steps(self, hand: Written, claim: Claim) -> list[list[ClaimTerm]]:
        """The parts not yet written, grouped in the session's claim order."""
        steps: list[list[ClaimTerm]] = []
        for part in self.rules.claim_order:
            step: list[ClaimTerm] = []
            if part is Part.STOECK:
                step += [ClaimTerm(part, team, STOECK_POINTS) for team in claim.pairs]
            if part is Part.WEIS and claim.weis is not None and hand.weis is None:
                step.append(ClaimTerm(part, claim.weis.team, claim.weis.total))
            if part is Part.STICH:
                step += [ClaimTerm(part, t, p) for t, p in zip(TEAMS, claim.captured,
                                                                strict=True) if p]
            steps.append(step)
        return steps


def _recount(claim: Claim, how: Counting, rules: Rules) -> None:
    """Refuse captured points that the cards they were counted from do not make."""
    counted = captured_of(claim.piles, how, rules.deck)
    for pile in claim.piles:
        if counted[pile.team] != claim.captured[pile.team]:
            raise RuleError(message(
                N_("the cards team {number} captured count {count}, not {points}"),
                number=pile.team.number, count=counted[pile.team],
                points=claim.captured[pile.team]), key="captured")


def _check_pairs(hand: Written, claim: Claim, rules: Rules, teams: Teams) -> None:
    """A claim names at most the Stöck pairs a hand holds (one, or two under the double
    pack's `second_stoeck`) less those written: a written pair counts already."""
    pairs = claim.pairs
    if not rules.second_stoeck:
        if len(pairs) > 1:
            raise one_pair(hand.number, teams.name(pairs[0]), pairs[1].number)
        return
    written = [team for team in (hand.stoeck, hand.second_stoeck) if team is not None]
    if pairs and len(written) == 2:
        raise both_pairs(hand.number, pairs[0].number)
    if len(pairs) + len(written) > 2:
        raise RuleError(message(
            N_("one pair's Stöck is already written in hand {number} for {team}: it counts "
               "already; claim only the other pair (--stoeck TEAM)"),
            number=hand.number, team=teams.name(written[0])), key="stoeck")


def _check_not_written(hand: Written, claim: Claim, teams: Teams, rules: Rules) -> None:
    """A claim's Stöck and Weis must not be written yet in the hand: written, they
    count already (one `stoeck` and one `weis` per hand, RULES.md §10.11)."""
    if claim.stoeck is not None and hand.stoeck is not None and not rules.second_stoeck:
        if hand.stoeck != claim.stoeck:
            raise RuleError(message(
                N_("Stöck is already written for the other team in this hand")), key="stoeck")
        raise RuleError(message(
            N_("Stöck is already written in hand {number} for {team}: it counts already; "
               "claim without --stoeck"), number=hand.number, team=teams.name(hand.stoeck)),
            key="stoeck")
    if claim.weis is not None and hand.weis is not None:
        if hand.weis.team != claim.weis.team:
            raise RuleError(message(
                N_("only one team scores Weis: the other team's Weis is written")), key="weis")
        raise RuleError(message(
            N_("{team}'s Weis {values} is already written in hand {number}: it counts "
               "already; claim without --weis"),
            team=teams.name(hand.weis.team), number=hand.number,
            values=", ".join(map(str, hand.weis.values))), key="weis")
