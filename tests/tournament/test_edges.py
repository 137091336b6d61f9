"""A tournament at the edges: 4 players and 40, one round, a narrow terminal of 40 columns
and a wide one of 120; the `[tournament]` part of a table kept through every write of its
game; each game that offers a tournament answers every member of its hooks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jass_slate.games import GAMES, tournament_games
from jass_slate.shell.hooks import TournamentHooks
from jass_slate.tournament.file import read_session_part, read_tournament
from tests.cli_tools import ok

FORTY = ",".join(f"Spieler {number}" for number in range(1, 41))


def test_four_players_one_round(tmp_path: Path) -> None:
    night = tmp_path / "four"
    ok("tournament", "new", str(night), "--players", "Anna,Beat,Cla,Dora", "--rounds", "1",
       "--hands", "1", "--seed", "0")
    drawn = read_tournament(night).draw
    assert len(drawn) == 1 and len(drawn[0].tables) == 1 and not drawn[0].byes
    path = night / "round-1" / "table-1.toml"
    ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    data = json.loads(ok("tournament", "show", str(night), "--json"))
    assert sorted((p["total"], p["rank"]) for p in data["players"]) == [
        (57, 3), (57, 3), (100, 1), (100, 1)]
    assert data["played"] == 1 and data["rounds"] == 1


@pytest.mark.parametrize("columns", ["40", "120"])
def test_forty_players_in_a_terminal(tmp_path: Path, columns: str) -> None:
    night = tmp_path / "forty"
    said = ok("tournament", "new", str(night), "--players", FORTY, "--rounds", "3",
              "--hands", "12", "--seed", "9", COLUMNS=columns)
    assert said.count("Round 3, table ") == 10
    assert ok("tournament", "check", str(night)).strip() == f"{night}: sound."
    shown = ok("tournament", "show", str(night), COLUMNS=columns)
    lines = shown.splitlines()
    assert all(len(line) <= int(columns) for line in lines), lines
    assert shown.count("│") == 7 * 40 * (2 if columns == "40" else 1)  # 40 (folded) rows
    assert "no round is over yet" in " ".join(shown.split())


def test_the_part_is_kept_through_every_write(tmp_path: Path) -> None:
    night = tmp_path / "night"
    ok("tournament", "new", str(night), "--players", "Anna,Beat,Cla,Dora,Ernst",
       "--rounds", "2", "--hands", "3", "--seed", "4")
    ok("tournament", "new", str(tmp_path / "dz"), "--game", "differenzler", "--players",
       "Anna,Beat,Cla", "--rounds", "1", "--hands", "3", "--seed", "4")
    schieber, differenzler = night / "round-2" / "table-1.toml", \
        tmp_path / "dz" / "round-1" / "table-1.toml"
    before = read_session_part(schieber), read_session_part(differenzler)
    ok("-f", str(schieber), "hand", "hearts", "--points", "1=100")
    ok("-f", str(schieber), "undo")
    ok("-f", str(schieber), "hand", "spades", "--points", "1=80")
    ok("-f", str(differenzler), "hand", "hearts", "--call", "Anna=40,Beat=50,Cla=60",
       "--tricks", "Anna=40,Beat=50,Cla=67")
    ok("-f", str(differenzler), "undo")
    ok("-f", str(schieber), "migrate")
    assert (read_session_part(schieber), read_session_part(differenzler)) == before
    assert before[0] is not None and (before[0].round, before[0].table) == (2, 1)
    ok("check", str(schieber))
    ok("check", str(differenzler))


def test_the_games_that_offer_a_tournament_answer_its_hooks() -> None:
    offered = [game.name for game in tournament_games()]
    assert len(offered) >= 2
    for game in GAMES:
        hooks = game.tournament
        if hooks is None:
            continue
        for member in ("partners", "table_sizes", "default_rules", "table_rules",
                       "start_table", "table_seats"):
            assert hasattr(hooks, member), (game.name, member)
        assert isinstance(hooks.partners, bool)
        assert list(hooks.table_sizes) == sorted(hooks.table_sizes, reverse=True)
        assert not hooks.partners or tuple(hooks.table_sizes) == (4,)
    assert {name for name in dir(TournamentHooks) if not name.startswith("_")} == {
        "table_rules", "start_table", "table_seats"}
