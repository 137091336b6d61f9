"""The benchmark's generated session files are valid sessions, so the benchmark cannot rot."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.scoring import events as record

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_sessions() -> ModuleType:
    """benchmarks/ is not a package: load its generator from the file."""
    spec = importlib.util.spec_from_file_location("bench_sessions", BENCHMARKS / "sessions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


sessions = load_sessions()


@pytest.mark.parametrize(("hands", "seed"), [(12, 6), (12, 7), (150, 6), (150, 11)])
def test_generated_files_pass_check(tmp_path: Path, hands: int, seed: int) -> None:
    path = tmp_path / "season.toml"
    sessions.write_session(path, hands, seed)
    assert check_file(path) == []
    loaded = load(path)
    assert len(loaded.scorer.hands) == hands
    assert loaded.scorer.open is None


@pytest.mark.parametrize(("seed", "players"), [(269, 4), (141, 6), (147, 6)])
def test_a_fix_that_does_not_stand_is_not_asked_for_again(seed: int, players: int) -> None:
    # These tables could not fix a hand at the seventh, and asked for it forever (a
    # generated season of the property tests never ended); now the evening plays on.
    table = sessions.session_events(12, seed, players)
    assert len(table.scorer.hands) == 12 and table.fixes() == 0


def test_the_first_evening_has_what_a_real_one_has(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    sessions.write_session(path, 12)
    loaded = load(path)
    kinds = {type(entry.event) for entry in loaded.entries}
    assert {Undo, record.Fix, record.Start, record.Hand} <= kinds
    assert len(loaded.scorer.games) == 2  # a game ended and the next one began
    assert any(hand.weis for hand in loaded.scorer.hands)
    assert any(hand.pushed for hand in loaded.scorer.hands)
    assert any(hand.stoeck is not None for hand in loaded.scorer.hands)
    assert any(hand.match is not None for hand in loaded.scorer.hands)


def test_the_benchmark_times_every_command_but_watch_and_serve() -> None:
    """benchmarks/bench.py covers every command (watch and serve run until stopped); a new
    command without a case fails here."""
    from jass_slate.cli.lazy import commands_of
    from jass_slate.games import FIRST

    COMMANDS = commands_of(FIRST)  # a Schieber file's commands, and every game's

    spec = importlib.util.spec_from_file_location("bench_bench", BENCHMARKS / "bench.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench  # its dataclasses look their module up
    path = list(sys.path)
    try:
        spec.loader.exec_module(bench)
    finally:
        sys.path[:] = path  # it puts benchmarks/ first, for its own imports
    timed = {case.args[0] for case in bench.CASES}
    assert timed == set(COMMANDS) - {"watch", "serve"}
    assert {case.label for case in bench.CASES if case.target is not None} >= {
        "hand", "start", "weis", "stoeck", "tricks", "claim", "undo", "show", "show --json",
        "rules", "weis-check", "fix (current game)", "fix (long ago)", "check", "history",
        "export --format csv", "export --format json", "export --format md", "stats", "play"}
@pytest.mark.parametrize("hands", [12, 150])
def test_double_pack_files_pass_check(tmp_path: Path, hands: int) -> None:
    """Issue 15: the benchmark's double-pack seasons are valid sessions of 314-point hands."""
    path = tmp_path / "double.toml"
    sessions.write_session(path, hands, pack="double")
    assert check_file(path) == []
    loaded = load(path)
    assert len(loaded.scorer.hands) == hands and loaded.rules.pack == "double"
    counted = [h.points for h in loaded.scorer.hands if h.points is not None
               and h.match is None and h.claim is None and h.contract.trump is not None]
    assert counted and all(points[0] + points[1] == 314 for points in counted)
