"""No hand is ever lost: kill -9 during `hand`, writers at once, and a failing disk.

CI size by default; JASS_SLATE_STRESS=N runs N times as much (benchmarks/stress.py prints
the same figures for any size).
"""

from __future__ import annotations

import os
from pathlib import Path

from benchmarks import stress, stress_append

STRESS = max(1, int(os.environ.get("JASS_SLATE_STRESS", "1")))


def test_kill_9_during_hand_never_loses_a_hand(tmp_path: Path) -> None:
    report = stress.kill_loop(tmp_path, kills=200 * STRESS)
    assert report.problems == []
    assert report.kills >= 200 * STRESS
    assert (report.lost, report.unsound, report.broken, report.refused) == (0, 0, 0, 0)
    assert report.leftovers == []  # what the killed left, the next writer swept


def test_kill_9_in_a_season_that_keeps_a_snapshot(tmp_path: Path) -> None:
    """600 hands: past the size from which a write keeps its snapshot
    (games/schieber/file/session.py:
    SNAPSHOT_FROM), so every run resumes from one and writes one; `check` after each run
    compares the snapshot with the record."""
    report = stress.kill_loop(tmp_path, kills=60 * STRESS, season=600)
    assert report.problems == []
    assert report.kills >= 60 * STRESS
    assert (report.lost, report.unsound, report.broken, report.refused) == (0, 0, 0, 0)
    assert report.leftovers == []
    for lane in ("lane0", "lane1"):
        session = tmp_path / lane / "jass.toml"
        assert session.stat().st_size >= 32 * 1024
        assert (tmp_path / lane / ".jass.toml.slate").exists()


def test_kill_9_of_a_fresh_process_too(tmp_path: Path) -> None:
    report = stress.kill_loop(tmp_path, kills=6 * STRESS, spawn=True)
    assert report.problems == []
    assert report.kills >= 6 * STRESS
    assert (report.lost, report.unsound, report.broken, report.refused) == (0, 0, 0, 0)
    assert report.leftovers == []


def test_four_writers_at_once_record_every_hand(tmp_path: Path) -> None:
    report = stress.concurrent_run(tmp_path, writers=4, hands=50 * STRESS)
    assert report.succeeded == report.recorded == 200 * STRESS
    assert report.sound
    assert report.leftovers == []


def test_every_fault_at_every_step_fails_cleanly(tmp_path: Path) -> None:
    report = stress.fault_matrix(tmp_path, rounds=STRESS)
    assert report.missed == []
    assert report.problems == []
    expected = len(stress.STEPS) * len(stress.ERRNOS) * len(stress.WRITING) * STRESS
    assert report.injected == expected
    assert report.failed_cleanly == report.unchanged == report.clean_folders == expected


def test_kill_9_at_every_point_of_a_write_in_place(tmp_path: Path) -> None:
    """Before each pwrite and fdatasync of a hand written at the file's end, and inside
    the first pwrite: the file as it was, with the hand, or a torn end told with its line
    (show and check, exit 3) that hand refuses to write to (benchmarks/stress_append.py)."""
    report = stress_append.kill_points(tmp_path, season=600, rounds=STRESS)
    assert report.problems == []
    assert report.old + report.new + report.reported == len(stress_append.POINTS) * STRESS
    assert report.old and report.new and report.reported


def test_every_fault_of_a_write_in_place_fails_cleanly(tmp_path: Path) -> None:
    report = stress_append.fault_matrix(tmp_path, rounds=STRESS)
    assert report.missed == []
    assert report.problems == []
    expected = len(stress_append.STEPS) * len(stress.ERRNOS) * len(stress_append.APPENDING)
    assert report.injected == report.failed_cleanly == report.unchanged == expected * STRESS


def test_writers_through_the_command_line_and_play_at_once(tmp_path: Path) -> None:
    report = stress_append.mixed_writers(tmp_path, writers=4, hands=10 * STRESS)
    assert report.succeeded == report.recorded == 40 * STRESS
    assert report.in_place and report.sound
    assert report.reads >= 1 and report.torn_reads == []  # a reader beside them never
    # saw a write in place half-way
