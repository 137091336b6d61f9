"""examples/bidding.sh: its Bieterjass gives the totals its comments work out, Beat wins,
and its Sidi-Barrani file too; both files pass `check`."""

from __future__ import annotations

from pathlib import Path

from tests.cli_tools import run_example, sound_and_shown


def test_the_bidding_evening_and_its_sessions(tmp_path: Path) -> None:
    session = tmp_path / "bidding.toml"
    said = run_example("bidding", session)
    assert "Beat wins with 1526 after 9 hands." in said
    data = sound_and_shown(session)
    assert [p["total"] for p in data["players"]] == [465, 1526, -50]
    assert data["winner"] == "Beat" and data["hands"] == 9
    sidi = sound_and_shown(tmp_path / "bidding-sidi.toml")
    # 250 + 267 + 205 = 722; 27 + 90 + 162 = 279.
    assert [t["total"] for t in sidi["teams"]] == [722, 279] and sidi["winner"] is None


def test_the_bueter_of_the_example(tmp_path: Path) -> None:
    session = tmp_path / "bidding.toml"
    said = run_example("bidding", session)
    assert "Beat wins with 717 after 4 hands (700 to reach)." in said
    data = sound_and_shown(tmp_path / "bidding-bueter.toml")
    # 500 + 160 + 30 + 27 = 717 (Stöck first: 690 + 20 = 710 ≥ 700); the pair 285 + 468 +
    # 227 + 150 = 1130, past its 1000 only in the cards' stage, after him.
    assert data["teams"] == [{"name": "Beat", "total": 717, "target": 700},
                             {"name": "Anna & Cla", "total": 1130, "target": 1000}]
    assert data["winner"] == "Beat" and data["decided_after"] == 4
