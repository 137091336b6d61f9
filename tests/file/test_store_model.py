"""A stateful model of an evening: hands, parts of hands, claims, undo, fix and reloads,
typed as commands; the session file always agrees with the events the model accepted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import typer.testing
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule
from typer.main import get_command
from typer.testing import CliRunner

from benchmarks.stress import new_session
from jass_slate.cli.app import app
from jass_slate.core.cards import Contract
from jass_slate.core.errors import JassError
from jass_slate.core.teams import Team
from jass_slate.core.undo import Undo
from jass_slate.file import disk
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.event_text import event_words
from jass_slate.games.schieber.file.session import Session, load
from jass_slate.games.schieber.report.data import show_data
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Entry,
    Event,
    Fix,
    Hand,
    Start,
    Stoeck,
    Tricks,
    TricksTaken,
    Weis,
    WeisCall,
)
from jass_slate.games.schieber.scoring.slate import replay
from jass_slate.games.schieber.scoring.tricks import counted, match
from tests.helpers import NoFsync

STRESS = max(1, int(os.environ.get("JASS_SLATE_STRESS", "1")))
COMMAND = get_command(app)
CONTRACTS = st.sampled_from([Contract.CLUBS, Contract.SPADES, Contract.DIAMONDS,
                             Contract.HEARTS, Contract.OBENABE, Contract.UNDENUFE])
TEAMS = st.sampled_from(list(Team))
POINTS = st.integers(0, 157)
WEIS = st.lists(st.sampled_from([20, 50, 100, 150, 200, 30]), min_size=1, max_size=2)


def tricks_words(team: Team, points: int | None) -> tuple[list[str], Tricks | None]:
    """`--points T=N` or `--match T`, and the tricks they mean (None: refused as typed)."""
    if points is None:
        return ["--match", str(team + 1)], match(team)
    try:
        tricks = counted(team, points)
    except JassError:
        return ["--points", f"{team + 1}={points}"], None
    return ["--points", f"{team + 1}={points}"], tricks


class Evening(RuleBasedStateMachine):
    """The model: the events accepted so far; the file must say the same."""

    path: Path

    def __init__(self) -> None:
        super().__init__()
        self.path.unlink(missing_ok=True)
        new_session(self.path, hands=4)
        self.base = load(self.path)
        self.events: list[Event] = [entry.event for entry in self.base.entries]

    def attempt(self, args: list[str], event: Event | None) -> None:
        """Type the command; it must be accepted exactly when the model accepts the event."""
        accepted = event is not None and self.accepts(event)
        before = self.path.read_bytes()
        result = CliRunner().invoke(app, ["-f", str(self.path), *args])
        assert isinstance(result.exception, SystemExit | None), repr(result.exception)
        assert result.exit_code == (0 if accepted else 1), (args, result.output)
        if accepted:
            assert event is not None
            self.events.append(event)
        else:
            assert self.path.read_bytes() == before

    def accepts(self, event: Event) -> bool:
        session = Session(self.path, self.base.rules, self.base.teams, "",
                                [Entry(e) for e in self.events])
        try:
            session.record(event)
        except JassError:
            return False
        return True

    @rule(contract=CONTRACTS, team=TEAMS, points=st.none() | POINTS, pushed=st.booleans(),
          weis=st.none() | st.tuples(TEAMS, WEIS), stoeck=st.none() | TEAMS)
    def hand(self, contract: Contract, team: Team, points: int | None, pushed: bool,
             weis: tuple[Team, list[int]] | None, stoeck: Team | None) -> None:
        words, tricks = tricks_words(team, points)
        args = ["hand", contract.value, *words, *(["--pushed"] if pushed else [])]
        if weis is not None:
            args += ["--weis", f"{weis[0] + 1}={','.join(map(str, weis[1]))}"]
        if stoeck is not None:
            args += ["--stoeck", str(stoeck + 1)]
        call = None if weis is None else WeisCall(weis[0], tuple(weis[1]))
        event = None if tricks is None else Hand(contract, tricks, pushed, call, stoeck)
        self.attempt(args, event)

    @rule(contract=CONTRACTS, pushed=st.booleans())
    def start(self, contract: Contract, pushed: bool) -> None:
        self.attempt(["start", contract.value, *(["--pushed"] if pushed else [])],
                     Start(contract, pushed))

    @rule(team=TEAMS, values=WEIS)
    def weis(self, team: Team, values: list[int]) -> None:
        self.attempt(["weis", str(team + 1), *map(str, values)],
                     Weis(WeisCall(team, tuple(values))))

    @rule(team=TEAMS)
    def stoeck(self, team: Team) -> None:
        self.attempt(["stoeck", str(team + 1)], Stoeck(team))

    @rule(team=TEAMS, points=st.none() | POINTS)
    def tricks(self, team: Team, points: int | None) -> None:
        words, tricks = tricks_words(team, points)
        self.attempt(["tricks", *words], None if tricks is None else TricksTaken(tricks))

    @rule(team=TEAMS, captured=st.integers(0, 157))
    def claim(self, team: Team, captured: int) -> None:
        pair = (captured, 0) if team == 0 else (0, captured)
        self.attempt(["claim", str(team + 1), "--captured", str(captured)], Claim(team, None, pair))

    @rule()
    def undo(self) -> None:
        self.attempt(["undo"], Undo())

    @rule(number=st.integers(0, 7), contract=CONTRACTS, team=TEAMS, points=st.none() | POINTS)
    def fix(self, number: int, contract: Contract, team: Team, points: int | None) -> None:
        words, tricks = tricks_words(team, points)
        event = None if tricks is None else Fix(number, Hand(contract, tricks, fixed=True))
        self.attempt(["fix", str(number), contract.value, *words], event)

    @rule()
    def reload(self) -> None:
        loaded = load(self.path)
        expected = replay(self.base.rules, self.base.teams, [Entry(e) for e in self.events])
        assert show_data(loaded.scorer) == show_data(expected)
        assert check_file(self.path) == []

    @invariant()
    def the_file_agrees(self) -> None:
        written = [event_words(entry.event) for entry in load(self.path).entries]
        assert written == [event_words(event) for event in self.events]


@pytest.fixture
def evening(session_file: Path, monkeypatch: pytest.MonkeyPatch) -> type[Evening]:
    if hasattr(typer.testing, "_get_command"):
        monkeypatch.setattr(typer.testing, "_get_command", lambda _: COMMAND)
    monkeypatch.setattr(disk, "os", NoFsync())
    Evening.path = session_file
    return Evening


def test_the_file_always_agrees_with_the_model(evening: type[Evening]) -> None:
    evening.TestCase.settings = settings(
        max_examples=50 * STRESS, stateful_step_count=40, deadline=None, database=None,
        suppress_health_check=list(HealthCheck))
    evening.TestCase().runTest()
