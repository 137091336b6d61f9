"""Hypothesis: invariants of scoring, undo, fix and the session file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.core.cards import Contract, deck_contracts
from jass_slate.core.teams import Team
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.event_text import format_entry, parse_entry
from jass_slate.games.schieber.file.session import Session, parse_session, render_session
from jass_slate.games.schieber.report.data import history_data, show_data
from jass_slate.games.schieber.scoring.events import Entry, Event, Fix, Hand, WeisCall
from jass_slate.games.schieber.scoring.marks import Marks
from jass_slate.games.schieber.scoring.rules import PRESET_LINES, Rules, preset
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.scoring.tricks import HAND_POINTS, counted, match
from tests.helpers import TEAMS

COUNTS = st.integers(0, HAND_POINTS).filter(lambda p: p not in (1, HAND_POINTS - 1))
TEAM = st.sampled_from(list(Team))
WEIS = st.sampled_from([(20,), (50,), (100,), (20, 20), (100, 20), (200,), (50, 20, 20)])


@st.composite
def hands(draw: st.DrawFn, rules: Rules) -> Hand:
    contract = draw(st.sampled_from(list(rules.multipliers)))
    tricks = draw(st.one_of(st.builds(counted, TEAM, COUNTS), st.builds(match, TEAM)))
    weis = draw(st.none() | st.builds(WeisCall, TEAM, WEIS)) if rules.weis else None
    stoeck = draw(st.none() | TEAM) if contract.trump is not None and rules.stoeck else None
    return Hand(contract, tricks, draw(st.booleans()), weis, stoeck, first=draw(TEAM))


def rules_and_hands(size: int = 30) -> st.SearchStrategy[tuple[Rules, list[Hand]]]:
    names = sorted(PRESET_LINES)
    return st.sampled_from(names).map(preset).flatmap(
        lambda rules: st.tuples(st.just(rules), st.lists(hands(rules), max_size=size)))


def state(slate: Slate) -> dict[str, Any]:
    """Everything a user sees, apart from when things were entered and what was fixed."""
    history = history_data(slate)
    for hand in history["hands"]:
        hand.pop("at")
        hand.pop("fixed")
    return {"show": show_data(slate), "history": history}


@given(rules_and_hands())
def test_trick_points_add_to_157_or_257_and_marks_add_up(case: tuple[Rules, list[Hand]]) -> None:
    rules, played = case
    slate = Slate(rules, TEAMS)
    for hand in played:
        slate.apply(hand)
    for result in slate.hands:
        if result.points is not None:
            assert sum(result.points) in (HAND_POINTS, HAND_POINTS + rules.match_bonus)
    for game in slate.games:
        for team in (0, 1):
            assert game.marks[team].value == game.scores[team]
            assert game.marks[team].rest < 20


@given(st.lists(st.integers(0, 2000), max_size=40))
def test_marks_identity_for_any_entries(entries: list[int]) -> None:
    marks = Marks()
    for points in entries:
        marks = marks.write(points)
    assert marks.value == sum(entries) and 0 <= marks.rest < 20


def test_marks_of_the_rules_examples() -> None:
    assert Marks().write(257) == Marks(2, 1, 0, 7)
    assert Marks().write(60) == Marks(0, 1, 0, 10)
    assert Marks(19, 5, 18, 8).value == 2518 and Marks(8, 6, 12, 7).value == 1347


@given(rules_and_hands(20), st.data())
def test_undo_restores_the_previous_state(case: tuple[Rules, list[Hand]], data: st.DataObject
                                          ) -> None:
    rules, played = case
    entries = [Entry(hand) for hand in played]
    before = state(replay(rules, TEAMS, entries))
    extra = data.draw(hands(rules))
    after = replay(rules, TEAMS, [*entries, Entry(extra), Entry(Undo())])
    assert state(after) == before


@given(rules_and_hands(20), st.data())
def test_fix_equals_recording_the_corrected_hand(case: tuple[Rules, list[Hand]],
                                                 data: st.DataObject) -> None:
    rules, played = case
    if not played:
        return
    number = data.draw(st.integers(1, len(played)))
    corrected = data.draw(hands(rules))
    fixed = replay(rules, TEAMS, [Entry(h) for h in played] + [Entry(Fix(number, corrected))])
    direct_hands = list(played)
    direct_hands[number - 1] = corrected
    direct = replay(rules, TEAMS, [Entry(h) for h in direct_hands])
    assert state(fixed) == state(direct)


@given(rules_and_hands(15))
def test_event_lines_round_trip(case: tuple[Rules, list[Hand]]) -> None:
    _, played = case
    events: list[Event] = [*played, Undo(), *(Fix(1, h) for h in played[:2])]
    for event in events:
        entry = Entry(event, "2026-11-29T20:00:00+01:00")
        assert parse_entry(format_entry(entry)) == entry


@settings(max_examples=30)
@given(rules_and_hands(15))
def test_session_file_round_trips(case: tuple[Rules, list[Hand]]) -> None:
    rules, played = case
    session = Session(Path("x.toml"), rules, TEAMS, "2026-11-29T20:00:00+01:00",
                            [Entry(h, "2026-11-29T20:00:00+01:00") for h in played])
    text = render_session(session)
    again = parse_session("x.toml", text.encode("utf-8"))
    assert (again.rules, again.teams, again.entries) == (rules, TEAMS, session.entries)
    assert render_session(again) == text


def test_swiss_contracts_round_trip() -> None:
    rules = preset("classic-swiss")
    for contract in deck_contracts(rules.deck):
        hand = Hand(contract, counted(Team.ONE, 90))
        assert parse_entry(format_entry(Entry(hand, "2026-11-29T20:00:00+01:00"))).event == hand
    assert Contract.ROSES in rules.multipliers
