"""How the games stand: the parts written onto the slate, and who passed a line first.

`Standing` keeps the game being played and the hand being written as working sheets
and publishes them as frozen `Game` and `HandResult` when they are read. Who passed
the target (or the Bergpreis) first is decided here, for every part and every claim.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError, message
from jass_slate.core.lazy_sequence import LazySequence
from jass_slate.core.teams import TEAMS, Team, Teams
from jass_slate.games.schieber.scoring.events import Pile, WeisCall
from jass_slate.games.schieber.scoring.results import (
    ClaimVerdict,
    CorrectionResult,
    Game,
    HandResult,
    RenameResult,
)
from jass_slate.games.schieber.scoring.rules import BothPastTarget, Part, Rules
from jass_slate.games.schieber.scoring.trick import PlayedTrick
from jass_slate.language.i18n import N_

# --- who passed a line first -----------------------------------------------------------


def past(scores: Sequence[int], lines: Sequence[int]) -> list[Team]:
    """The teams whose score has reached their line."""
    return [team for team in TEAMS if scores[team] >= lines[team]]


def ahead(scores: Sequence[int]) -> Team | None:
    """The team with the higher score; None when level."""
    if scores[0] == scores[1]:
        return None
    return TEAMS[int(scores[1] > scores[0])]


def first_past(scores: Sequence[int], lines: Sequence[int], first: Team) -> Team | None:
    """Who reached their line, `first` when both did (a claim by both teams)."""
    reached = past(scores, lines)
    if not reached:
        return None
    return first if first in reached else reached[0]


def who_first(scores: Sequence[int], lines: Sequence[int], first: Team | None, rules: Rules,
              bergpreis: bool = False) -> Team | None:
    """The team past its line (the target, or the Bergpreis; a team's own with a target
    per team); when both are, the one said `first`, or under `both_past_target =
    "higher"` the one ahead (None: level)."""
    if scores[0] < lines[0] and scores[1] < lines[1]:
        return None  # the usual case, asked twice for every part of every hand
    reached = past(scores, lines)
    if len(reached) < 2:
        return reached[0]
    if first is not None:
        return first
    if rules.both_past_target == BothPastTarget.HIGHER:
        return ahead(scores)
    line = str(lines[0]) if lines[0] == lines[1] else f"{lines[0]}/{lines[1]}"
    if bergpreis:
        refusal = N_("this takes both teams past the Bergpreis ({line}): say which team "
                     "got there first with --first TEAM")
    else:
        refusal = N_("this takes both teams past the target ({line}): say which team "
                     "claimed first with --first TEAM")
    raise RuleError(message(refusal, line=line), key="first")


def check_first(rules: Rules) -> None:
    """`--first` was given: it answers only the default `ask` (RULES.md §10.5)."""
    if rules.both_past_target == BothPastTarget.HIGHER:
        raise RuleError(message(N_("--first answers only both_past_target = \"ask\": under "
                                   "the house rule both_past_target = \"higher\" the higher "
                                   "total wins")), key="first")


# --- the working sheets ----------------------------------------------------------------


@dataclass(slots=True)
class OpenHand:
    """The hand being written: a `HandResult` still growing."""

    number: int
    game: int
    contract: Contract
    factor: int
    pushed: bool
    pushed_back: bool
    forehand: str | None
    dealer: str | None
    chooser: str | None
    chooser_team: Team | None
    at: str
    fixed: bool = False
    pushed_on: bool = False
    points: tuple[int, int] | None = None
    match: Team | None = None
    weis: WeisCall | None = None
    stoeck: Team | None = None
    scores: list[int] = field(default_factory=lambda: [0, 0])
    claim: ClaimVerdict | None = None
    piles: tuple[Pile, ...] = ()
    played: list[PlayedTrick] = field(default_factory=list)  # the tricks recorded one by one
    taken: list[int] = field(default_factory=lambda: [0, 0])  # their points, per team
    second_stoeck: Team | None = None

    def result(self, totals: list[int]) -> HandResult:
        """The hand as written: what it holds handed on by name (HandResult's fields before
        `scores`, read in one step), then what a written hand makes of its growing lists.
        A replay makes one of every hand of a season; tests/games/schieber/test_open_hand.py
        holds every field in its place."""
        return HandResult._make((  # `_make`: a third of the cost of a call by name
            *_HANDED_ON(self), list(self.scores), totals, (), tuple(self.played),
            (self.taken[0], self.taken[1])))  # scores, totals, cut (none), tricks, taken


# HandResult's fields an open hand holds as they are: those before `scores`.
_RESULT_FIELDS = list(HandResult._fields)
_HANDED_ON = attrgetter(*_RESULT_FIELDS[:_RESULT_FIELDS.index("scores")])


@dataclass(slots=True)
class RunningGame:
    """The game being played: a `Game` still growing."""

    number: int
    scores: list[int] = field(default_factory=lambda: [0, 0])
    entries: list[tuple[Team, int]] = field(default_factory=list)
    hands: int = 0
    winner: Team | None = None
    draw: bool = False
    schneider: bool = False
    bergpreis: Team | None = None
    decided_in: int | None = None
    tied: bool = False
    hill_tied: bool = False

    @property
    def decided(self) -> bool:
        return self.winner is not None or self.draw

    def result(self) -> Game:
        return Game(self.number, list(self.scores), tuple(self.entries), self.hands,
                    self.winner, self.draw, self.schneider, self.bergpreis, self.decided_in,
                    self.tied, self.hill_tied)

    @classmethod
    def going_on(cls, game: Game) -> RunningGame:
        """The game as a result says it, to be written on (a slate resumed from it)."""
        return cls(game.number, list(game.scores), list(game.entries), game.hands,
                   game.winner, game.draw, game.schneider, game.bergpreis, game.decided_in,
                   game.tied, game.hill_tied)


# The (team, amount) entries written on slates, shared: a season writes ~24,000 of a
# few hundred kinds.
_PARTS: dict[tuple[Team, int], tuple[Team, int]] = {}


class Standing:
    """The games and hands written so far, and how each part written decides a game."""

    # A tournament's table plays one Passe, its first game (tournament/tables.py): said by
    # the session whose file has a `[tournament]` part (file/session.py: Session.scorer).
    one_passe = False

    def __init__(self, rules: Rules, teams: Teams) -> None:
        self.rules = rules
        self.teams = teams
        self.hands: LazySequence[HandResult] = LazySequence()
        self.corrections: list[CorrectionResult] = []
        self.renames: list[RenameResult] = []
        self.games_won = [0, 0]
        self.began_at: str | None = None  # the first hand's time (`hands[0].at`)
        self._past: LazySequence[Game] = LazySequence()
        self._running: RunningGame | None = None
        self._hand: OpenHand | None = None
        self._shown: tuple[LazySequence[Game], HandResult | None] | None = None
        self._lines: tuple[tuple[int, int], tuple[int, int]] | None = None

    def __copy__(self) -> Standing:
        """A slate that goes on apart from this one (a what-if replay)."""
        copied = object.__new__(type(self))
        copied.__dict__.update(self.__dict__)
        copied.hands, copied.games_won, copied._past = (
            self.hands.copy(), list(self.games_won), self._past.copy())
        copied.corrections, copied.renames = list(self.corrections), list(self.renames)
        copied._running, copied._hand = copy.deepcopy(self._running), copy.deepcopy(self._hand)
        return copied

    # --- what is published -------------------------------------------------------------

    @property
    def games(self) -> LazySequence[Game]:
        return self._published()[0]

    @property
    def open(self) -> HandResult | None:
        """The hand being written, as far as it is written; None between hands."""
        return self._published()[1]

    @property
    def game(self) -> Game:
        """The current game: the last one, still shown after it was decided."""
        games = self.games
        return games[-1] if games else Game(1)

    @property
    def passe_over(self) -> bool:
        """Whether this slate plays one Passe and it is over: no hand is begun after it."""
        if not self.one_passe:
            return False
        game = self.game
        return game.decided or game.number > 1

    def between_games(self) -> bool:
        """Whether the next hand begins a game: none is running, or it was decided."""
        return self._running is None or self._running.decided

    def _published(self) -> tuple[LazySequence[Game], HandResult | None]:
        if self._shown is None:
            running, hand = self._running, self._hand
            games = self._past.copy()
            if running is not None:
                games.append(running.result())
            shown = None if hand is None else hand.result([0, 0])  # totals: when it closes
            self._shown = (games, shown)
        return self._shown

    def _changed(self) -> None:
        self._shown = None

    def _playing(self) -> RunningGame:
        """The game parts are written into; one is always begun before the first part."""
        assert self._running is not None
        return self._running

    def _new_game(self) -> None:
        if self._running is not None:
            self._past.append(self._running.result())
        self._running = RunningGame(len(self._past) + 1)

    # --- writing onto the slate and deciding the game ----------------------------------

    def _add(self, hand: list[int], amounts: tuple[int, int]) -> None:
        """Write one part for both teams on the game and on the `hand`'s scores."""
        game = self._playing()
        for team in TEAMS:
            amount = amounts[team]
            if amount:
                game.scores[team] += amount
                part = (team, amount)
                game.entries.append(_PARTS.setdefault(part, part))  # a season repeats them
                hand[team] += amount

    def _write(self, hand: OpenHand, amounts: tuple[int, int], first: Team | None) -> None:
        """Write one part for both teams, then see whether it decided anything."""
        self._add(hand.scores, amounts)
        self._judge(first)

    def goal_lines(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """Each team's target and Bergpreis line, which a part is judged against (read
        from the rules once); None in a tournament, whose games end after their hands."""
        if self._lines is None and not self.rules.tournament:
            self._lines = (self.rules.targets, self.rules.bergpreis_lines)
        return self._lines

    def _judge(self, first: Team | None) -> None:
        """Whether what was just written took a team past the Bergpreis or the target."""
        lines = self.goal_lines()
        if lines is None:
            return
        targets, hill = lines
        rules, game = self.rules, self._playing()
        # Nobody found past a line a team has reached: both are, level, under `higher`.
        if game.bergpreis is None and not game.hill_tied:
            game.bergpreis = who_first(game.scores, hill, first, rules, True)
            game.hill_tied = game.bergpreis is None and game.scores[0] >= hill[0]
        if game.tied:
            return  # the end of the hand decides
        winner = who_first(game.scores, targets, first, rules)
        if winner is not None:
            self._decide(winner)
        elif game.scores[0] >= targets[0]:
            game.tied = True

    def _settle_ties(self) -> None:
        """At the end of a hand, the team ahead wins what an exact tie left open."""
        game = self._playing()
        leader = ahead(game.scores)
        if leader is None:
            return
        if game.hill_tied:
            game.hill_tied = False
            if game.bergpreis is None:  # a claim may have given it
                game.bergpreis = leader
        if game.tied:
            game.tied = False
            if not game.decided:
                self._decide(leader)

    def _decide(self, winner: Team | None) -> None:
        """End the current game; a hand still open ends with it."""
        game = self._playing()
        game.winner, game.draw = winner, winner is None
        if winner is not None:
            loser_score = game.scores[winner.other]
            game.schneider = (not self.rules.tournament
                              and loser_score < self.rules.schneider_lines[winner.other])
            self.games_won[winner] += 2 if game.schneider else 1
        game.decided_in = self._hand.number if self._hand else self.hands[-1].number
        if self._hand is not None:
            self._close(self._hand)

    def _close(self, hand: OpenHand) -> None:
        self._hand = None
        self._written(hand.result(list(self._playing().scores)))

    def _written(self, hand: HandResult) -> None:
        """A hand closed: on the slate, counted in its game, which its end may decide."""
        game = self._playing()
        if self.began_at is None and not self.hands:  # once: a season's hands never go
            self.began_at = hand.at
        self.hands.append(hand)
        game.hands += 1
        if game.tied or game.hill_tied:  # rare: asked at the end of every hand
            self._settle_ties()
        if self.rules.hands is not None and game.hands >= self.rules.hands and not game.decided:
            self._decide(ahead(game.scores))

    def _cut(self, part: Part) -> None:
        """A part the hand's decided game cut off (RULES.md §7)."""
        last = self.hands[-1]
        self.hands[-1] = last._replace(cut=[*last.cut, part])
