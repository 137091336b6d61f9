"""The Guggitaler's example evening, its kept session file, its files among several of
other games (`export FILES`, `stats FILES`), and its live page."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_tools import EXAMPLES, ok, refused, run_example, sound_and_shown


def test_the_guggitaler_evening_and_its_session(tmp_path: Path) -> None:
    """examples/guggitaler.sh's five hands and domino give the totals its comments work
    out, Dora wins; its session file and the one kept in examples/ pass `check`."""
    session = tmp_path / "guggitaler.toml"
    said = run_example("guggitaler", session)
    assert "Dora wins with -17: the lowest total." in said
    for path in (session, EXAMPLES / "guggitaler.toml"):
        data = sound_and_shown(path)
        assert [p["total"] for p in data["players"]] == [-5, 14, 8, -17]
        assert data["winner"] == "Dora" and data["hands"] == 6 == data["of"]


def test_its_files_among_several_of_other_games(session_file: Path) -> None:
    kept = str(EXAMPLES / "guggitaler.toml")
    differenzler = str(EXAMPLES / "differenzler.toml")
    data = json.loads(ok("-f", kept, "export", "--format", "json", kept, differenzler))
    assert [s["totals"] for s in data["guggitaler"]] == [[-5, 14, 8, -17]]
    assert "differenzler" in data
    md = ok("-f", kept, "export", "--format", "md", kept, kept)
    assert "2 Guggitaler sessions" in md and "| 6 | domino | 2: -16 = -5 |" in md
    rows = ok("-f", kept, "export", "--format", "csv", kept, kept).splitlines()
    assert rows[0] == "session,part,penalises,unit,player,seat,count,score,total"
    assert len(rows) == 1 + 2 * 6 * 4
    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    line = refused(session_file, "export", "--format", "csv", str(session_file), kept)
    assert "a CSV is one table and a Guggitaler's columns" in line
    stats = json.loads(ok("stats", kept, kept, "--json"))["guggitaler"]
    assert stats["players"][3] == {"name": "Dora", "sessions": 2, "games_won": 2,
                                   "taken": {"tricks": 0, "hearts": 4, "queens": 2,
                                             "king": 0, "last": 0},
                                   "average_domino_place": 1.0}
    assert "Guggitaler: 2 sessions" in ok("stats", kept, kept)


def test_the_live_page_and_the_watch_frame() -> None:
    from rich.console import Console

    from jass_slate.games.guggitaler.commands.hooks import page
    from jass_slate.games.guggitaler.commands.live import board_frame

    shown = page(EXAMPLES / "guggitaler.toml")
    assert "Dora wins with -17" in shown.content and "<svg" in shown.picture
    console = Console(width=80, record=True, color_system=None)
    console.print(board_frame(EXAMPLES / "guggitaler.toml", False))
    assert "-17" in console.export_text()


def test_the_board_as_a_picture(tmp_path: Path) -> None:
    import pytest

    pytest.importorskip("cairosvg")
    kept = str(EXAMPLES / "guggitaler.toml")
    ok("-f", kept, "export", "--format", "png", "-o", str(tmp_path / "board.png"))
    assert (tmp_path / "board.png").read_bytes().startswith(b"\x89PNG")
    svg = ok("-f", kept, "export", "--format", "svg")
    assert svg.count('class="hand"') == 6 and ">-17<" in svg
