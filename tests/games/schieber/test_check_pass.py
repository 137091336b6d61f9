"""`check` of a Schieber season in one pass (issue 30): for generated seasons (undo, fix,
claims, six players, the double pack, corrections, renames), sound or with a fault planted
(a broken line, a stale, edited or missing snapshot, a summary that disagrees, a torn
end), and for every hostile file of benchmarks/hostile.py, `check` says exactly what the
check that reads the file whole says; and a sound season is told by the pass alone."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks import hostile
from jass_slate.file import check as frame
from jass_slate.file.check import GameCheck, OnePass, Problems
from jass_slate.file.snapshot import snapshot_path
from jass_slate.games import find_game
from jass_slate.games.schieber.file import check_pass
from jass_slate.games.schieber.scoring.events import Entry
from tests.cli.test_benchmark_files import sessions
from tests.games.schieber.test_one_pass import seasons, written

Told = tuple[list[tuple[str, str, int]], str, list[str]]


def _check_of(whole: bool) -> Callable[[str], GameCheck]:
    def check_of(game: str) -> GameCheck:
        hook: GameCheck = find_game(game).hooks.problems
        return hook.problems if whole and isinstance(hook, OnePass) else hook
    return check_of


def _told(found: Problems) -> Told:
    """What `check` and `check --json` say of a file: each problem (in the language in
    use and in English) with its line, the snapshot, the notes."""
    return ([(str(p), p.english(), p.line) for p in found], found.snapshot,
            [note.english() for note in found.notes])


def _both(path: Path) -> tuple[Told, Told]:
    """The file checked in one pass and read whole, each on a fresh copy of the file and its
    snapshot at the same place (a check writes a missing snapshot anew)."""
    said = []
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        for whole in (False, True):
            shutil.copyfile(path, copy)
            snapshot_path(copy).unlink(missing_ok=True)
            if snapshot_path(path).exists():
                shutil.copyfile(snapshot_path(path), snapshot_path(copy))
            said.append(_told(frame.check_file(copy, _check_of(whole))))
    return said[0], said[1]


def _plant(path: Path, fault: str, where: float) -> None:
    data = path.read_bytes()
    lines = data.split(b"\n")
    events = [i for i, line in enumerate(lines) if line.startswith(b'  "')]
    if fault == "broken line" and events:
        broken = b'  "2025-09-05T19:30:00+02:00 hand heartz",'
        lines[events[int(where * (len(events) - 1))]] = broken
    elif fault == "edited line" and events:  # the snapshot no longer covers the file
        at = events[int(where * (len(events) - 1))]
        lines[at] = lines[at].replace(b"+02:00", b"+01:00", 1)
    elif fault == "summary":
        lines = [line.replace(b"hands = ", b"hands = 1", 1) for line in lines]
    elif fault == "torn end":
        lines = data[: int(len(data) * (0.5 + where / 2))].split(b"\n")
    elif fault == "snapshot edited" and snapshot_path(path).exists():
        held = snapshot_path(path).read_bytes()
        snapshot_path(path).write_bytes(held.replace(b'"position":', b'"position":1', 1))
    elif fault == "snapshot gone":
        snapshot_path(path).unlink(missing_ok=True)
    path.write_bytes(b"\n".join(lines))


FAULTS = ("none", "broken line", "edited line", "summary", "torn end", "snapshot edited",
          "snapshot gone")


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(seasons(), st.sampled_from(FAULTS), st.floats(0, 1))
def test_check_in_one_pass_says_what_the_whole_check_says(
        season_and_table: tuple[list[Entry], object], fault: str, where: float) -> None:
    entries, table = season_and_table
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "jass.toml"
        written(path, entries, table)
        _plant(path, fault, where)
        one, whole = _both(path)
        assert one == whole
        if fault == "none":
            assert one[:2] == ([], "agrees")


@pytest.mark.parametrize("what", list(hostile.SESSIONS))
def test_check_in_one_pass_says_what_the_whole_check_says_of_hostile_files(
        tmp_path: Path, what: str) -> None:
    path = tmp_path / "jass.toml"
    path.write_text(hostile.SESSIONS[what](40_000), encoding="utf-8")
    one, whole = _both(path)
    assert one == whole
    if what.startswith("a sound season"):
        assert one[0] == []


def test_a_sound_season_is_told_by_the_pass_alone(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The check that reads the file whole is never asked, and the pass's slate keeps no
    more than its last hands of the season."""
    path = tmp_path / "jass.toml"
    sessions.write_session(path, 1500, seed=5)
    kept: list[int] = []
    replayed = check_pass._replayed

    def watched(*args: object) -> object:
        scorer = replayed(*args)  # type: ignore[arg-type]
        kept.append(len(scorer.hands.recent))
        return scorer

    def whole(*args: object) -> list[object]:
        raise AssertionError("read whole")

    monkeypatch.setattr(check_pass, "_replayed", watched)
    monkeypatch.setattr("jass_slate.games.schieber.file.check.problems", whole)
    found = frame.check_file(path, _check_of(False))
    assert _told(found) == ([], "agrees", [])
    assert kept and kept[0] <= check_pass.KEEP_HANDS < 1500
