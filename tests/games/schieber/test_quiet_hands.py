"""A whole hand written in one step where nothing in it can decide anything
(games/schieber/scoring/quiet.py) gives exactly what writing it part by part gives: for
generated seasons under several house rules, read from their lines as a file is (the
events shared by their text), every hand, game, correction and rename, or the same
refusal of the same event."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.teams import Team, Teams
from jass_slate.core.undo import EventError
from jass_slate.games.schieber.file.event_text import format_entry, parse_entry
from jass_slate.games.schieber.scoring.events import Entry, Event, Hand, Start, Tricks
from jass_slate.games.schieber.scoring.quiet import QuietHands
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping
from jass_slate.games.schieber.scoring.slate import replay
from jass_slate.games.schieber.scoring.tricks import counted
from tests.games.schieber.test_one_pass import seasons

# House rules the generated seasons are replayed under besides their own: lines and ties
# elsewhere, a target per team, a tournament, another claim order, no Stöck at all.
HOUSES: tuple[dict[str, Any], ...] = (
    {},
    {"preset": "race-1500", "both_past_target": "higher"},
    {"preset": "classic", "targets": [2000, 2600]},
    {"preset": "tournament"},
    {"preset": "single", "claim_order": ["stich", "weis", "stoeck"]},
    {"preset": "passe-12"},
)


def read_as_a_file(entries: list[Entry]) -> list[Entry]:
    """The entries as a loaded file holds them: each distinct text read once."""
    known: dict[str, Event] = {}
    return [parse_entry(format_entry(entry), known) for entry in entries]


def outcome(rules: Rules, teams: Teams, entries: list[Entry], quiet: bool,
            monkeypatch: pytest.MonkeyPatch) -> tuple[object, ...]:
    """What the slate writes, or the refusal, one way or the other."""
    monkeypatch.setattr(QuietHands, "quiet_hands", quiet)
    try:
        slate = replay(rules, teams, entries)
    except EventError as error:
        return ("refused", error.index, error.message, error.key, error.value)
    return (list(slate.hands), list(slate.games), slate.games_won, slate.corrections,
            slate.renames, slate.dealt, slate.began_at, slate.teams)


def both_ways(rules: Rules, teams: Teams, entries: list[Entry],
              monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[object, ...]]:
    for quiet in (True, False):
        yield outcome(rules, teams, entries, quiet, monkeypatch)


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(season_and_table=seasons(), house=st.sampled_from(HOUSES))
def test_a_quiet_hand_is_written_as_its_parts_are(season_and_table: tuple[list[Entry], Any],
                                                  house: dict[str, Any],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    entries, table = season_and_table
    rules = table.rules if not house else rules_from_mapping(house)
    quiet, plain = both_ways(rules, table.teams, read_as_a_file(entries), monkeypatch)
    assert quiet == plain


def test_the_generated_seasons_are_mostly_quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """The property is about something: most whole hands go the quiet way."""
    from tests.cli.test_benchmark_files import sessions

    table = sessions.session_events(400, 3)
    quietly = QuietHands._quietly
    quiet: list[bool] = []

    def counting(self: QuietHands, event: Hand, factor: int, points: tuple[int, int],
                 at: str) -> bool:
        quiet.append(quietly(self, event, factor, points, at))
        return quiet[-1]

    monkeypatch.setattr(QuietHands, "_quietly", counting)
    slate = replay(table.rules, table.teams, read_as_a_file(table.entries))
    whole = sum(isinstance(entry.event, Hand) for entry in table.entries)
    assert len(slate.hands) == 400
    assert sum(quiet) > whole // 2


def hand(contract: Contract, stoeck: Team | None = None, points: int = 100) -> Hand:
    return Hand(contract, counted(Team.ONE, points), stoeck=stoeck)


@pytest.mark.parametrize("said", [
    [hand(Contract.OBENABE, stoeck=Team.TWO)] * 2,  # Stöck where no trump: refused
    [hand(Contract.HEARTS), hand(Contract.HEARTS), Start(Contract.CLUBS),
     hand(Contract.HEARTS)],  # a hand said while one is open
    [hand(Contract.CLUBS)] * 30,  # the target reached by a hand said before
    [Hand(Contract.HEARTS, Tricks((100, 57), None), stoeck=Team.ONE, second_stoeck=Team.TWO)]
    * 2,  # a second pair where the rules count one
])
def test_what_the_part_by_part_writing_refuses_is_refused_the_same(
        said: list[Event], monkeypatch: pytest.MonkeyPatch) -> None:
    rules = rules_from_mapping({"preset": "single"})
    teams = Teams(("Anna & Beat", "Cla & Dora"))
    entries = read_as_a_file([Entry(event, "2026-12-01T20:00:00+01:00") for event in said])
    quiet, plain = both_ways(rules, teams, entries, monkeypatch)
    assert quiet == plain
