"""The whole season in one pass (issue 30): for generated seasons (undo, fix, claims, six
players, the double pack, corrections, renames, extra contracts), the readers that take
each hand from one pass over the record (history --json and --games, the exports, stats)
write exactly what they write from the record replayed whole, byte for byte, and the
pass keeps no season in memory."""

from __future__ import annotations

import io
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console, RenderableType

from jass_slate.core.teams import Team
from jass_slate.core.undo import EventError, Undo
from jass_slate.games.schieber.file.one_pass import record_of, season
from jass_slate.games.schieber.file.session import Session, create, load, parse_session, save
from jass_slate.games.schieber.render.exports import export_chunks
from jass_slate.games.schieber.render.history import EveryGame, render_history
from jass_slate.games.schieber.render.stats import render_stats
from jass_slate.games.schieber.report.data import history_parts
from jass_slate.games.schieber.report.evening import games_data, read_evening
from jass_slate.games.schieber.report.results import game_results
from jass_slate.games.schieber.report.stats import collect, stats_data
from jass_slate.games.schieber.scoring.course import replay_course
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Correction,
    Entry,
    Event,
    Fix,
    Hand,
    Rename,
    Stoeck,
)
from jass_slate.games.schieber.scoring.passing import Passing, Season
from jass_slate.games.schieber.scoring.resolve import standing_order
from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping
from jass_slate.games.schieber.scoring.slate import replay
from jass_slate.games.schieber.scoring.tricks import counted
from jass_slate.report import jsonout
from tests.cli.test_benchmark_files import sessions

EXTRA_CONTRACTS = {"multipliers": {"slalom": 4, "gusti": 5, "misere": 2}}
INSERTS = ("correct", "rename", "slalom-oben", "gusti", "misere-obenabe")


@st.composite
def seasons(draw: st.DrawFn) -> tuple[list[Entry], object]:
    """A generated season and its table (rules and teams), with corrections, renames and
    hands of extra contracts put in where the rules take them."""
    players = draw(st.sampled_from([4, 6]))
    pack = draw(st.sampled_from(["normal", "double"]))
    table = sessions.session_events(draw(st.integers(3, 70)), draw(st.integers(0, 10**6)),
                                    players, pack)
    striche = {"striche": {"preset": "jasswiki"}} if draw(st.booleans()) else {}
    table.rules = rules_from_mapping(
        {**({"pack": "double"} if pack == "double" else {"preset": "classic"}),
         **EXTRA_CONTRACTS, **striche})
    entries = list(table.entries)
    inserts = draw(st.lists(st.tuples(st.floats(0, 1), st.sampled_from(INSERTS),
                                      st.integers(0, 1), st.integers(-80, 80)), max_size=8))
    for number, (where, kind, team, points) in enumerate(inserts):
        event = _insert(kind, Team(team), points, number, table.teams.seats or ())
        tried = [*entries]
        tried.insert(int(where * len(entries)), Entry(event, entries[0].at if entries
                                                      else "2025-09-05T19:30:00+02:00"))
        try:
            replay(table.rules, table.teams, tried)
        except EventError:
            continue  # where the rules refuse it, as the table would
        entries = tried
    return entries, table


def _insert(kind: str, team: Team, points: int, number: int, seats: tuple[str, ...]
            ) -> Event:
    from jass_slate.core.cards import Contract

    if kind == "correct":
        return Correction(team, points or 10, "a Weis forgotten")
    if kind == "rename":
        old = seats[number % len(seats)] if seats else "Anna"
        return Rename(old, f"{old}{number}")
    return Hand(Contract(kind), counted(team, 40 + abs(points)))


def written(path: Path, entries: list[Entry], table: object) -> None:
    """The season's file and its snapshot, as the table's writes leave them."""
    rules, teams = table.rules, table.teams  # type: ignore[attr-defined]
    session = create(path, rules, teams, force=True)
    session.entries = entries
    session.original = path.read_bytes()
    session.replayed, session.course = replay_course(rules, teams, entries)
    save(session)


def readers(session: Session, pass_of: object) -> dict[str, str]:
    """What history --json and --games --json, the csv, json and md exports, stats (text
    and --json) and the games settle reckons with write, each from its own pass."""
    def fresh() -> Season:
        return pass_of(session)  # type: ignore[operator,no-any-return]

    scorer = session.scorer
    said = {"history": "".join(jsonout.lines(history_parts(scorer, fresh()))),
            "games": json.dumps(games_data(scorer, read_evening(scorer, fresh(),
                                                               session.created)))}
    for form in ("csv", "json", "md"):
        said[form] = "".join(export_chunks(scorer, form, None, fresh()))
    stats = collect([("jass.toml", scorer, fresh())])
    said["stats --json"] = json.dumps(stats_data(stats))
    said["stats"] = drawn(render_stats(stats))
    said["results"] = repr(game_results("jass.toml", scorer, {"Anna": "Annina"}, fresh()))
    return said


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(seasons())
def test_the_readers_of_one_pass_write_what_the_whole_replay_writes(
        season_and_table: tuple[list[Entry], object]) -> None:
    entries, table = season_and_table
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "jass.toml"
        written(path, entries, table)
        whole = parse_session(str(path), path.read_bytes())
        resumed = load(path)
        assert resumed.body is not None, "resumed from its snapshot"
        assert isinstance(season(resumed), Passing)
        got = readers(resumed, season)
        assert got == readers(whole, lambda session: Season(session.scorer))
        assert got["history"].count('"number": ') >= len(whole.scorer.hands)
        if whole.scorer.hands:
            assert every_game_drawn(resumed) == drawn(render_history(whole.scorer)) + \
                got["games"]


def drawn(*pieces: RenderableType) -> str:
    console = Console(width=80, file=io.StringIO(), color_system=None)
    for piece in pieces:  # each printed apart, as `history --all` draws them
        console.print(piece)
    return console.file.getvalue()  # type: ignore[attr-defined,no-any-return]


def every_game_drawn(session: Session) -> str:
    """`history --all`'s games and evening, drawn a game at a time from two passes."""
    every = EveryGame(session.scorer, lambda: season(session))
    said = drawn(*every.pieces())
    return said + json.dumps(games_data(session.scorer, every.evening(session.created)))


def test_a_season_s_undo_fix_claim_and_extras_are_all_in_the_generated_seasons() -> None:
    """The strategy reaches what the property is about (the generator's seasons hold
    undos, fixes and claims; corrections, renames and extra contracts go in)."""
    table = sessions.session_events(300, 6)
    kinds = {type(entry.event) for entry in table.entries}
    assert {Undo, Fix, Claim} <= kinds


def test_a_pass_keeps_the_last_hands_and_forgets_the_season(tmp_path: Path) -> None:
    path = tmp_path / "jass.toml"
    sessions.write_session(path, 200, seed=4)
    passing = season(load(path))
    assert isinstance(passing, Passing)
    read = list(passing.hands())
    assert [hand.number for hand, _decided in read] == list(range(1, 201))
    hands = passing.scorer.hands
    assert len(hands) == 200 and len(hands.recent) <= 2
    with pytest.raises(LookupError):
        hands[0]
    games = passing.games()
    assert [game.number for game in games] == list(range(1, len(games) + 1))
    whole = parse_session(str(path), path.read_bytes()).scorer
    assert [g.decided_in for g in games] == [g.decided_in for g in whole.games]
    assert sum(decided for _hand, decided in read) == sum(
        g.decided_in is not None for g in whole.games)


def test_a_record_read_line_by_line_is_the_session_s_entries_from_either_end(
        tmp_path: Path) -> None:
    path = tmp_path / "jass.toml"
    sessions.write_session(path, 200, seed=4)
    session = load(path)
    record = record_of(session)
    assert record is not None and len(record) == len(session.entries)
    assert record[-1] == session.entries[-1] and record[0] == session.entries[0]
    assert list(record[-3:]) == list(session.entries[-3:])
    with pytest.raises(IndexError):
        record[len(record)]


def test_a_broken_rule_in_a_pass_names_its_event() -> None:
    """As a replay does: the index of the event in the record, and the rule's words."""
    table = sessions.session_events(20, 3)
    entries = list(table.entries)
    after = next(i for i, e in enumerate(entries) if i > 4 and type(e.event) is Hand)
    entries.insert(after + 1, Entry(Stoeck(Team(0)), entries[after].at))  # no hand is open
    with pytest.raises(EventError) as refused:
        replay(table.rules, table.teams, entries)
    order, fixed = standing_order(entries)
    passing = Passing(table.rules, table.teams, order, fixed, entries.__getitem__)
    with pytest.raises(EventError) as caught:
        list(passing.hands())
    assert caught.value.event == refused.value.event == after + 1
    assert str(caught.value) == str(refused.value)
    assert "no open hand for Stöck" in str(caught.value)
