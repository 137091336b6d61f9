"""The course of what stands from a game's beginning on: what a snapshot of a season keeps
(games/schieber/file/snapshot.py), so that a command goes on from the game before the
current one instead of replaying every hand of the season.

A `Course` follows the order of what stands from a checkpoint (scoring/checkpoint.py) on
and keeps the last `CHECKPOINTS` checkpoints, so that the hands at hand always hold the
current game and the ones before it that the commands about the current games read.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from jass_slate.core.errors import RuleError
from jass_slate.core.teams import Teams
from jass_slate.core.undo import EventError
from jass_slate.games.schieber.scoring.checkpoint import Checkpoint
from jass_slate.games.schieber.scoring.events import Entry, Fix, Hand, Start
from jass_slate.games.schieber.scoring.resolve import standing_order
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate, apply_one

# The checkpoints a course keeps: the current game's and the five before it, so that
# a snapshot holds the hands `history` draws (games/schieber/commands/reading.py: RECENT_GAMES) and
# the hand
# before them; `show` needs the current game, the last with hands and the hand before.
CHECKPOINTS = 6


def begins_game(scorer: Slate, entry: Entry) -> bool:
    """Whether `entry` begins a game on this slate (a hand opened after a decided one)."""
    return isinstance(entry.event, Start | Hand) and scorer.between_games()


@dataclass(frozen=True)
class Begun:
    """The slate where a course starts, and its checkpoints then."""

    slate: Slate
    checkpoints: list[Checkpoint]


@dataclass
class Course:
    """The order of what stands from `start` on (indices in the record), the entries that
    fixes put in place of hands among them, and the checkpoints of the last game
    beginnings (`CHECKPOINTS`)."""

    start: int
    order: list[int]
    fixed: dict[int, Entry] = field(default_factory=dict)
    checkpoints: list[Checkpoint] = field(default_factory=list)
    begun: Begun | None = None  # the slate at `start`, for an undo or a fix after it

    def begin(self, scorer: Slate) -> None:
        """Keep the slate at `start` (a copy that goes on apart), before any of the order."""
        self.begun = Begun(copy.copy(scorer), list(self.checkpoints))

    @property
    def base(self) -> Checkpoint:
        """Where a snapshot resumes: the beginning of the fifth game before the current
        one, so that the games a command about the current ones reads are at hand."""
        return self.checkpoints[0]

    def follow(self, scorer: Slate, index: int, entry: Entry) -> None:
        """Apply the entry at `index` of the record, the next of the order (RuleError as
        the slate raises it), with a checkpoint where it begins a game."""
        position = self.start + len(self.order)
        if begins_game(scorer, entry) and self.checkpoints[-1].position != position:
            self.checkpoints = [*self.checkpoints[1 - CHECKPOINTS:], scorer.checkpoint(position)]
        apply_one(scorer, entry)
        self.order.append(index)

    def tail(self) -> tuple[int, list[int]]:
        """The position of the base in the order, and the order from it on."""
        base = self.base.position
        return base, self.order[base - self.start:]


def new_course(scorer: Slate) -> Course:
    """The course of an empty record: a checkpoint at its start."""
    return Course(0, [], {}, [scorer.checkpoint(0)])


def fixed_entry(fix: Entry, forehand: str | None, played: str) -> Entry:
    """The hand a fix puts in place, with the forehand the fixed hand had unless it says
    one, and the time it was `played` (games/schieber/scoring/resolve.py)."""
    assert isinstance(fix.event, Fix)
    hand = fix.event.hand
    return Entry(replace(hand, fixed=True, forehand=hand.forehand or forehand), played)


def replay_course(rules: Rules, teams: Teams, entries: Sequence[Entry]
                  ) -> tuple[Slate, Course]:
    """The slate after all recorded events, and the course that led there (EventError
    for a broken rule, as `scorer.replay` raises it)."""
    scorer = Slate(rules, teams)
    order, fixed = standing_order(entries)
    course = new_course(scorer)
    course.fixed = fixed
    course.begin(scorer)
    for index in order:
        try:
            course.follow(scorer, index, fixed.get(index) or entries[index])
        except RuleError as error:
            raise EventError(index, error) from None
    return scorer, course


def agrees(resumed: Slate, whole: Slate) -> bool:
    """Whether a slate resumed from a checkpoint is the slate the whole record replays to, in
    everything it holds: the counts, the current games' hands and games, the open hand,
    the corrections, renames, teams and seats."""
    hands, games = resumed.hands.recent, resumed.games.recent
    return (len(resumed.hands), len(resumed.games)) == (len(whole.hands), len(whole.games)) \
        and list(whole.hands[len(whole.hands) - len(hands):]) == hands \
        and list(whole.games[len(whole.games) - len(games):]) == games \
        and resumed.open == whole.open and resumed.games_won == whole.games_won \
        and resumed.corrections == whole.corrections and resumed.renames == whole.renames \
        and (resumed.teams, resumed.dealt, resumed.first_seat, resumed.began_at) \
        == (whole.teams, whole.dealt, whole.first_seat, whole.began_at)
