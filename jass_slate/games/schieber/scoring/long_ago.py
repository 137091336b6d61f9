"""A fix of a hand long ago, replayed once: the slate after it with its course, and the
slate before it, without replaying the season twice.

Before and after the fix the order of what stands is the same up to the fixed hand, and
the same again from some event on (its tail). The record is replayed up to the fixed
hand once; from there the old order and the new go on side by side until, in the tail,
both stand at the beginning of a game with the same slate but the games won (a checkpoint
that differs in nothing else: scoring/checkpoint.py). From there every hand and game comes
out the same: the new slate goes on alone, and the slate before the fix is the new one
with the old hands, games, corrections and renames of the stretch that differed, and the
games won as they were. When they never meet, both are replayed to the end.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from jass_slate.core.errors import RuleError
from jass_slate.core.lazy_sequence import Earlier, LazySequence
from jass_slate.core.teams import Teams
from jass_slate.core.undo import EventError
from jass_slate.games.schieber.scoring.changes import Changes, outcome_changes
from jass_slate.games.schieber.scoring.checkpoint import Checkpoint
from jass_slate.games.schieber.scoring.course import Course, begins_game, new_course
from jass_slate.games.schieber.scoring.events import Entry
from jass_slate.games.schieber.scoring.resolve import standing_order
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate, apply_one, replay

# A record read as a replay asks for its lines, and the stand-ins of its events' kinds
Read = tuple[Sequence[Entry], Sequence[Entry]]


@dataclass(frozen=True)
class Fixed:
    """The slate after an undo or a fix, its course (when known), and the slate before it;
    for a fix long ago on a season resumed from its snapshot, what it changed and the
    slates a moved claim is looked for on (the stretch that differed: the season's hands
    and games are not at hand)."""

    after: Slate
    course: Course | None
    before: Slate
    changes: Changes | None = None
    compared: tuple[Slate, Slate] | None = None

    @property
    def looked_at(self) -> tuple[Slate, Slate]:
        """The slates before and after a moved claim is looked for on."""
        return self.compared or (self.before, self.after)


@dataclass(frozen=True)
class Known:
    """The slate before the fix as resumed from the snapshot, and its course."""

    slate: Slate
    course: Course


class _Side:
    """One order of what stands, replayed from a place on."""

    def __init__(self, order: Sequence[int], fixed: dict[int, Entry], at: int) -> None:
        self.order, self.fixed, self.at = order, fixed, at

    def entry(self, entries: Sequence[Entry]) -> tuple[int, Entry]:
        index = self.order[self.at]
        return index, self.fixed.get(index) or entries[index]


def fixed_long_ago(rules: Rules, teams: Teams, entries: Sequence[Entry],
                   known: Known | None = None,
                   read: Read | None = None) -> Fixed:
    """The slates after and before the fix (or the undo) recorded last in `entries`
    (EventError where it breaks a later event, as `course.replay_course` raises it). Where
    the two orders meet before the course `known` starts, the season from there is not
    replayed again: the known slate goes on (`_spliced`). `read`: the entries read as
    asked for, and the stand-ins of their kinds the orders are resolved from
    (file/long_ago_read.py)."""
    if read is None:
        entries = list(entries)  # a season's, read once: indexed many times
        kinds: Sequence[Entry] = entries
    else:
        entries, kinds = read
    old_order, old_fixed = standing_order(kinds[: len(kinds) - 1], entries.__getitem__)
    new_order, new_fixed = standing_order(kinds, entries.__getitem__)
    fixes = (old_fixed, new_fixed)
    start = _shared_prefix(old_order, new_order, fixes)
    tail = _shared_suffix(old_order, new_order, start, fixes)
    scorer = Slate(rules, teams)
    course = new_course(scorer)
    course.fixed = new_fixed
    course.begin(scorer)
    new, old = _Side(new_order, new_fixed, 0), _Side(old_order, old_fixed, start)
    _go(course, scorer, new, entries, start)
    was = copy.copy(scorer)  # goes on apart: Slate.__copy__
    for _ in range(start, len(old_order) - tail):
        apply_one(was, old.entry(entries)[1])
        old.at += 1
    _go(course, scorer, new, entries, len(new_order) - tail)
    while new.at < len(new_order):
        entry = new.entry(entries)[1]
        if begins_game(scorer, entry) and begins_game(was, entry) \
                and _alike(was.checkpoint(0), scorer.checkpoint(0)):
            met = (was, list(scorer.games_won))
            if known is not None and _before_known(known, new.at - len(new_order)
                                                   + len(old_order)):
                return _spliced(known, was, scorer, len(new_order) - len(old_order),
                                lambda: replay(rules, teams, entries))
            _go(course, scorer, new, entries, len(new_order))
            return Fixed(scorer, course, _before(*met, scorer))
        apply_one(was, entry)
        _go(course, scorer, new, entries, new.at + 1)
    return Fixed(scorer, course, was)


def _go(course: Course, scorer: Slate, side: _Side, entries: Sequence[Entry], end: int) -> None:
    """Follow the new order up to position `end`."""
    while side.at < end:
        index, entry = side.entry(entries)
        try:
            course.follow(scorer, index, entry)
        except RuleError as error:
            raise EventError(index, error) from None
        side.at += 1


def _alike(old: Checkpoint, new: Checkpoint) -> bool:
    """Two slates at a game's beginning that differ at most in the games won and in the
    decided game before (its points): what follows comes out the same on both."""
    return replace(old, games_won=(0, 0), running=None) \
        == replace(new, games_won=(0, 0), running=None)


def _before(was: Slate, won: list[int], after: Slate) -> Slate:
    """The slate before the fix: `after`, with what `was` (the old order, where the two
    met) holds up to there, and the games won as they were."""
    assert after.hands.before == 0 and was.hands.before == 0  # replayed whole: all at hand
    before = copy.copy(after)
    hands, games = was.hands.recent, was.games.recent
    before.hands = LazySequence([*hands, *after.hands.recent[len(hands):]])
    before._past = LazySequence([*games, *after.games.recent[len(games):-1]])
    before.corrections = [*was.corrections, *after.corrections[len(was.corrections):]]
    before.renames = [*was.renames, *after.renames[len(was.renames):]]
    before.games_won = [after.games_won[t] - won[t] + was.games_won[t] for t in (0, 1)]
    before._changed()
    return before


def _shared_prefix(old: Sequence[int], new: Sequence[int],
                   fixes: tuple[dict[int, Entry], dict[int, Entry]]) -> int:
    """How many first events of the two orders are the same."""
    count = _longest(min(len(old), len(new)), lambda k: old[:k] == new[:k])
    for index in _differing(fixes):
        count = min([count, *(_where(order, index) for order in (old, new))])
    return count


def _shared_suffix(old: Sequence[int], new: Sequence[int], start: int,
                   fixes: tuple[dict[int, Entry], dict[int, Entry]]) -> int:
    """How many last events of the two orders are the same, after the first `start`."""
    count = _longest(min(len(old), len(new)) - start,
                     lambda k: old[len(old) - k:] == new[len(new) - k:])
    for index in _differing(fixes):
        count = min([count, *(len(order) - 1 - _where(order, index, -1)
                              for order in (old, new))])
    return count


def _longest(most: int, same: Callable[[int], bool]) -> int:
    """The largest count up to `most` that is `same` (true up to some count, then false):
    the orders are compared a slice at a time, not an event at a time."""
    low, high = 0, most
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if same(middle) else (low, middle - 1)
    return low


def _differing(fixes: tuple[dict[int, Entry], dict[int, Entry]]) -> set[int]:
    """The fixes whose hands differ in the two orders (the new fix, as a rule)."""
    old, new = fixes
    return {index for index in old.keys() | new.keys() if old.get(index) != new.get(index)}


def _where(order: Sequence[int], index: int, absent: int | None = None) -> int:
    """Where `index` stands in the order (`absent`, else past the end, if it does not)."""
    return order.index(index) if index in order else \
        (len(order) if absent is None else absent)


# --- going on from the slate the snapshot resumed -----------------------------------------


def _before_known(known: Known, met: int) -> bool:
    """Whether the orders met (at `met`, of the old order) before the known course starts,
    on a slate that holds at hand exactly what follows that start."""
    begun = known.course.begun
    return begun is not None and met < known.course.start \
        and len(begun.slate.hands) == known.slate.hands.before \
        and len(begun.slate.games) == known.slate.games.before + 1


def _spliced(known: Known, was: Slate, now: Slate, shift: int,
             whole: Callable[[], Slate]) -> Fixed:
    """The slate after the fix: the known one (before it) with the games won moved as the
    stretch that differed moved them, and its corrections and renames; the hands and games
    before the known course's start are fetched from `whole()` when first read."""
    slate, course = known.slate, known.course
    won = [now.games_won[team] - was.games_won[team] for team in (0, 1)]
    after = copy.copy(slate)  # goes on apart: Slate.__copy__
    after.games_won = [slate.games_won[team] + won[team] for team in (0, 1)]
    after.corrections = [*now.corrections, *slate.corrections[len(was.corrections):]]
    after.renames = [*now.renames, *slate.renames[len(was.renames):]]
    once: list[Slate] = []

    def replayed() -> Slate:
        if not once:
            once.append(whole())
        return once[0]

    hands, games = slate.hands, slate._past
    after.hands = LazySequence(hands.recent, Earlier(hands.before, lambda: replayed().hands))
    after._past = LazySequence(games.recent, Earlier(
        games.before, lambda: replayed().games[: games.before]))
    after._changed()
    moved = Course(course.start + shift, list(course.order), dict(course.fixed), [
        replace(mark, position=mark.position + shift, games_won=(
            mark.games_won[0] + won[0], mark.games_won[1] + won[1]))
        for mark in course.checkpoints])
    said = outcome_changes(was, now)
    changes = replace(said, games_won=(after.games_won[0], after.games_won[1]),
                      games_won_before=(slate.games_won[0], slate.games_won[1]))
    return Fixed(after, moved, slate, changes, (was, now))
