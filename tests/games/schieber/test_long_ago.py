"""A fix of a hand long ago, replayed once (games/schieber/scoring/long_ago.py): for generated
seasons (undo, fix, claims, six players, the double pack, corrections, renames) and a fix
of any hand, said again or with other trick points, the slate after it and its course are
those the record with the fix replays to, the slate before it is the one the record
without it replays to, and a fix that breaks a later event breaks the same event."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jass_slate.core.teams import Team, Teams
from jass_slate.core.undo import EventError, Undo
from jass_slate.games.schieber.file.head import summary
from jass_slate.games.schieber.scoring.course import Course, replay_course
from jass_slate.games.schieber.scoring.events import Entry, Fix, Hand
from jass_slate.games.schieber.scoring.long_ago import fixed_long_ago
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.scoring.tricks import counted
from tests.games.schieber.test_one_pass import seasons

AT = "2025-09-06T01:00:00+02:00"


def held(slate: Slate) -> tuple[object, ...]:
    """All a slate publishes, as plain values."""
    return (list(slate.hands), list(slate.games), list(slate.games_won), slate.open,
            slate.corrections, slate.renames, slate.teams, slate.dealt, slate.first_seat,
            slate.began_at, summary(slate))


def course_of(course: Course | None) -> tuple[object, ...]:
    assert course is not None
    return (course.start, list(course.order), course.fixed, course.checkpoints)


def a_fix(table: object, entries: list[Entry], number: int, points: int | None) -> Fix:
    """Hand `number` said again as it stands (its contract and points), or with `points`
    for team 1 of the hand's whole."""
    hand = replay(table.rules, table.teams, entries).hands[number - 1]  # type: ignore[attr-defined]
    said = hand.points or (78, 79)
    total = said[0] + said[1]
    tricks = counted(Team(0), min(points, total), total) if points is not None \
        else counted(Team(0), said[0], total)
    return Fix(number, Hand(hand.contract, tricks, pushed=hand.pushed,
                            pushed_back=hand.pushed_back, pushed_on=hand.pushed_on))


def _closed(season: tuple[list[Entry], object]
            ) -> tuple[Rules, Teams, Slate, list[Entry]] | None:
    """The season's rules, teams, slate and entries, where it has hands and none is open."""
    entries, table = season
    rules, teams = table.rules, table.teams  # type: ignore[attr-defined]
    scored = replay(rules, teams, entries)
    if not scored.hands or scored.open is not None:
        return None
    return rules, teams, scored, entries


def _fix_at(season: tuple[list[Entry], object], scored: Slate, where: float,
            points: int | None) -> Entry:
    """A fix of the hand at `where` (0: the first, 1: the last) of the season's hands."""
    entries, table = season
    number = 1 + int(where * (len(scored.hands) - 1))
    return Entry(a_fix(table, entries, number, points), AT)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(season=seasons(), where=st.floats(0, 1),
       points=st.sampled_from([None, 0, 20, 57, 100, 140, 157]))
def test_a_fix_long_ago_replayed_once_is_the_record_replayed_whole(
        season: tuple[list[Entry], object], where: float, points: int | None) -> None:
    closed = _closed(season)
    if closed is None:
        return
    rules, teams, scored, entries = closed
    record = [*entries, _fix_at(season, scored, where, points)]
    try:
        whole, course = replay_course(rules, teams, record)
    except EventError as error:
        with pytest.raises(EventError) as raised:
            fixed_long_ago(rules, teams, record)
        assert raised.value.index == error.index
        assert str(raised.value) == str(error)
        return
    done = fixed_long_ago(rules, teams, record)
    assert held(done.after) == held(whole)
    assert course_of(done.course) == course_of(course)
    assert held(done.before) == held(scored)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(season=seasons(), where=st.floats(0, 1), points=st.sampled_from([None, 20, 140]))
def test_the_undo_of_a_fix_long_ago_replayed_once_is_the_record_replayed_whole(
        season: tuple[list[Entry], object], where: float, points: int | None) -> None:
    closed = _closed(season)
    if closed is None:
        return
    rules, teams, scored, entries = closed
    fixed = [*entries, _fix_at(season, scored, where, points)]
    try:
        was = replay(rules, teams, fixed)
    except EventError:
        return
    record = [*fixed, Entry(Undo(), AT)]
    whole, course = replay_course(rules, teams, record)
    done = fixed_long_ago(rules, teams, record)
    assert held(done.after) == held(whole) == held(scored)
    assert course_of(done.course) == course_of(course)
    assert held(done.before) == held(was)
