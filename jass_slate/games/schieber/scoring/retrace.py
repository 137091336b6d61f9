"""An undo or a fix within a course (games/schieber/scoring/course.py): the slate replayed from
where the
course starts, not from the first event of the season, when what the change takes back
or replaces lies after that start. None when it does not: the caller replays whole."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import replace

from jass_slate.core.errors import RuleError
from jass_slate.core.undo import EventError
from jass_slate.games.schieber.scoring.course import Course
from jass_slate.games.schieber.scoring.events import Correction, Entry, Fix, Hand, Rename, Start
from jass_slate.games.schieber.scoring.resolve import last_standing
from jass_slate.games.schieber.scoring.slate import Slate


def undone(course: Course, entries: Sequence[Entry]) -> tuple[Slate, Course] | None:
    """The slate and course after the undo recorded last in `entries`, of the last event
    of the order (no fix), when it lies after the course's start."""
    taken = last_standing(entries, len(entries) - 1)
    if course.begun is None or not course.order or taken != course.order[-1] \
            or isinstance(entries[taken].event, Fix):
        return None
    return _replayed(course, entries, course.order[:-1], course.fixed)


def fixed(course: Course, entries: Sequence[Entry]) -> tuple[Slate, Course] | None:
    """The slate and course after the fix recorded last in `entries`, of a hand that
    begins after the course's start (EventError if it breaks a later event), as
    `resolve.standing_order` places a fix."""
    index = len(entries) - 1
    fix = entries[index].event
    assert isinstance(fix, Fix)
    if course.begun is None:
        return None
    begins = [at for at, i in enumerate(course.order)
              if isinstance((course.fixed.get(i) or entries[i]).event, Start | Hand)]
    number = fix.number - len(course.begun.slate.hands)
    if not 1 <= number <= len(begins):
        return None
    begin = begins[number - 1]
    end = begins[number] if number < len(begins) else len(course.order)
    old = course.fixed.get(course.order[begin]) or entries[course.order[begin]]
    hand = replace(fix.hand, fixed=True,
                   forehand=fix.hand.forehand or getattr(old.event, "forehand", None))
    kept = [i for i in course.order[begin + 1:end]  # corrections and renames stay, after it
            if type(entries[i].event) in (Correction, Rename)]
    order = [*course.order[:begin], index, *kept, *course.order[end:]]
    return _replayed(course, entries, order,
                     {**course.fixed, index: Entry(hand, old.at)})  # as it was played


def _replayed(course: Course, entries: Sequence[Entry], order: Sequence[int],
              fixes: dict[int, Entry]) -> tuple[Slate, Course]:
    assert course.begun is not None
    scorer = copy.copy(course.begun.slate)
    again = Course(course.start, [], fixes, list(course.begun.checkpoints))
    again.begin(scorer)
    for index in order:
        entry = fixes.get(index) or entries[index]
        try:
            again.follow(scorer, index, entry)
        except RuleError as error:
            raise EventError(index, error) from None
    return scorer, again
