"""examples/mittlere.sh plays the evening its comments work out: Anna wins with +5
(Striche 10/7/7, Nuller 5/11/8), and the file it writes passes `check`."""

from __future__ import annotations

from pathlib import Path

from tests.cli_tools import run_example, sound_and_shown


def test_the_mittlere_evening_and_its_session(tmp_path: Path) -> None:
    session = tmp_path / "mittlere.toml"
    said = run_example("mittlere", session)
    assert "Anna wins with +5 after 12 hands" in said
    data = sound_and_shown(session)
    assert [p["total"] for p in data["players"]] == [5, -4, -1]
    assert (data["striche"], data["nuller"]) == ([10, 7, 7], [5, 11, 8])
    assert data["winner"] == "Anna" and data["hands"] == 12 == data["of"]
    assert data["void"] == 1
