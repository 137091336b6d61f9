"""An undo or a fix replays the record once: from the slate the load kept where the change
begins. Its slates, and its refusals, are those of a whole replay of the changed record."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.errors import RuleError
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.session import Kept, Session
from jass_slate.games.schieber.scoring import slate as scoring
from jass_slate.games.schieber.scoring.events import Entry, Fix, Hand
from jass_slate.games.schieber.scoring.resolve import change_position, standing_order
from tests.cli.test_benchmark_files import sessions


def slate(scorer: scoring.Slate) -> tuple[Any, ...]:
    """Everything a slate publishes."""
    return (scorer.hands, scorer.games, scorer.games_won, scorer.open, scorer.dealt,
            scorer.first_seat)


def session_at(table: Any, entries: list[Entry], change: Undo | int | None) -> Session:
    session = Session(Path("s.toml"), table.rules, table.teams, "", list(entries))
    position = None if change is None else change_position(entries, change)
    session.replayed, kept = scoring.replay_keeping(table.rules, table.teams, entries,
                                                    position)
    if kept is not None and position is not None and change is not None:
        session.kept = Kept(change, position, kept)
    return session


def outcome(session: Session, event: Undo | Fix) -> tuple[str, Any]:
    try:
        session.record(event)
    except RuleError as error:
        return "refused", str(error)
    return "slate", slate(session.scorer)


def a_fix(entries: list[Entry], number: int, rng: random.Random) -> Fix:
    """A fix of hand `number`: another hand's events, as a whole hand, in its place."""
    hands = [e.event for e in entries if isinstance(e.event, Hand)]
    return Fix(number, replace(rng.choice(hands), forehand=None))


TABLE = sessions.session_events(400, seed=11)


@pytest.fixture(autouse=True)
def same_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both ways record the change at the same time."""
    monkeypatch.setattr("jass_slate.games.schieber.file.session.now",
                        lambda: "2025-09-05T23:00:00+02:00")


@pytest.mark.parametrize("seed", range(6))
def test_a_change_from_the_kept_slate_is_a_whole_replay(seed: int) -> None:
    rng = random.Random(seed)
    entries = TABLE.entries
    checked = 0
    for _ in range(40):
        cut = rng.randrange(1, len(entries))
        record = entries[:cut]
        hands = sum(1 for index in standing_order(record)[0]
                    if type(record[index].event).__name__ in ("Start", "Hand"))
        number = rng.choice([hands, max(1, hands - 1), rng.randint(1, max(1, hands)),
                             hands + 1])
        for event, change in ((Undo(), Undo()), (a_fix(entries, number, rng), number)):
            assert isinstance(event, Undo | Fix)
            kept = session_at(TABLE, record, change)
            whole = session_at(TABLE, record, None)
            assert kept.scorer is not whole.scorer
            assert outcome(kept, event) == outcome(whole, event)
            checked += kept.kept is not None
    assert checked > 40  # most changes went on from a kept slate


def test_the_kept_slate_is_the_slate_before_the_change_begins() -> None:
    entries = TABLE.entries[:300]
    for change in (Undo(), 1, 5, 20):
        position = change_position(entries, change)
        assert position is not None
        order, fixed = standing_order(entries)
        prefix = [fixed.get(i) or entries[i] for i in order[:position]]
        kept = scoring.replay_keeping(TABLE.rules, TABLE.teams, entries, position)[1]
        assert kept is not None
        alone = scoring.Slate(TABLE.rules, TABLE.teams)
        for entry in prefix:
            alone.apply(entry.event, entry.at)
        assert slate(kept) == slate(alone)


def test_a_kept_slate_serves_only_its_own_change() -> None:
    entries = TABLE.entries[:200]
    session = session_at(TABLE, entries, 3)  # kept for a fix of hand 3
    whole = session_at(TABLE, entries, None)
    rng = random.Random(1)
    fix = a_fix(entries, 7, rng)
    assert outcome(session, fix) == outcome(whole, fix)  # hand 7: replayed whole
    assert session.kept is not None and not session.kept.serves(Undo())
    assert change_position([], Undo()) is None
    assert change_position(entries, 10_000) is None
