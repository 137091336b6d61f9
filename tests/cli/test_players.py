"""The club's players (issue 34): `players` lists, adds and merges them in players.toml
beside the session files, and `stats`, `export FILES` and `settle` read it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from jass_slate.file.players import Player, players_text, read_players
from tests.cli_tools import EXAMPLES, digest, ok, refused, run

SESSIONS = EXAMPLES / "sessions"


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """The example evenings, copied into a club's folder."""
    for name in ("friday-classic", "saturday-swiss"):
        shutil.copy(SESSIONS / f"{name}.toml", tmp_path / f"{name}.toml")
    return tmp_path


def players(club: Path, *args: str) -> str:
    return ok("-f", str(club / "friday-classic.toml"), "players", *args)


def test_add_list_and_merge(club: Path) -> None:
    assert "No players yet" in players(club)
    assert players(club, "add", "Anna", "--spelling", "Anni") == \
        f"Anna added to {club / 'players.toml'}.\n"
    players(club, "add", "Ueli", "--spelling", "Uli")
    players(club, "merge", "Ü. Meier", "Ueli")  # a spelling seen in some session
    players(club, "add", "Beat")
    players(club, "merge", "Beat", "Anna")  # a player: its name and spellings move
    assert players(club) == "Anna  (Anni, Beat)\nUeli  (Uli, Ü. Meier)\n"
    assert json.loads(players(club, "--json")) == {"players": [
        {"name": "Anna", "spellings": ["Anni", "Beat"]},
        {"name": "Ueli", "spellings": ["Uli", "Ü. Meier"]}]}
    assert read_players(club / "players.toml")[0] == [Player("Anna", ("Anni", "Beat")),
                                                      Player("Ueli", ("Uli", "Ü. Meier"))]


def test_settle_and_stats_read_the_players(club: Path) -> None:
    friday = str(club / "friday-classic.toml")
    apart = json.loads(ok("settle", friday, "--per-points", "1/100", "--unit", "0.01",
                          "--json"))
    assert [p["name"] for p in apart["players"]] == ["Anna", "Beat", "Cla", "Dora"]
    # Beat is written "Beat" in the file; players.toml says the club calls him "Bea"
    (club / "players.toml").write_text(players_text([Player("Bea", ("Beat",))]),
                                       encoding="utf-8")
    named = json.loads(ok("settle", friday, "--per-points", "1/100", "--unit", "0.01",
                          "--json"))
    assert [p["name"] for p in named["players"]] == ["Anna", "Bea", "Cla", "Dora"]
    assert named["players"][1]["balance"] == apart["players"][1]["balance"] == 41.32
    stats = json.loads(ok("stats", friday, "--json"))
    assert "Bea" in json.dumps(stats) and '"Beat"' not in json.dumps(stats)
    # --alias still works, and wins for its call
    aliased = json.loads(ok("settle", friday, "--per-points", "1/100", "--json",
                            "--alias", "Beat=Bertram"))
    assert [p["name"] for p in aliased["players"]][1] == "Bertram"


@pytest.mark.parametrize(("args", "said"), [
    (["add", "Anni"], "'Anni' is already a player or a spelling"),
    (["add", "anna"], "'anna' is already a player or a spelling"),
    (["add", "7"], "a player's name is a word, not '7'"),
    (["merge", "Anna", "Anna"], "'Anna' is Anna already"),
    (["merge", "Cla", "Nobody"], "no player 'Nobody' to merge into"),
])
def test_bad_changes_are_refused_and_the_file_kept(club: Path, args: list[str],
                                                    said: str) -> None:
    players(club, "add", "Anna", "--spelling", "Anni")
    assert said in refused(club / "players.toml", "-f", str(club / "friday-classic.toml"),
                           "players", *args)


@pytest.mark.parametrize("args", [["remove", "Anna"], ["add"], ["merge", "Anna"],
                                  ["merge", "A", "B", "--spelling", "C"]])
def test_other_words_are_usage_errors(club: Path, args: list[str]) -> None:
    result = run("-f", str(club / "friday-classic.toml"), "players", *args)
    assert result.exit_code == 2 and "players merge OTHER NAME" in result.stderr
    assert not (club / "players.toml").exists()


@pytest.mark.parametrize(("text", "said"), [
    ('format = 1\n[[player]]\nname = "Anna"\n[[player]]\nname = "Beat"\nspellings = '
     '["anna"]\n', "'anna' means Anna and Beat"),
    ('format = 2\n', "newer than this jass-slate reads"),
    ('[[player]]\nname = "Anna"\nid = "anna"\n', "unknown key 'id' of a [[player]]"),
    ('[[player]]\nname = ""\n', "a player's name is a word"),
    ('[[player]]\nname = "Anna"\nspellings = "Anni"\n', "a list of words"),
    ('players = 1\n', "unknown key 'players'"),
    ('[[player]\n', "players.toml"),
])
def test_a_bad_players_file_is_refused_with_its_line(club: Path, text: str, said: str) -> None:
    path = club / "players.toml"
    path.write_text(text, encoding="utf-8")
    before = digest(path)
    for args in (["-f", str(club / "friday-classic.toml"), "players"],
                 ["stats", str(club / "friday-classic.toml")],
                 ["settle", str(club / "friday-classic.toml"), "--per-points", "1/100"]):
        line = refused(path, *args, code=3)
        assert said in line and str(path) in line
    assert digest(path) == before


def test_the_clubs_season_reads_its_players_file() -> None:
    # examples/club/: five evenings under Striche, one of them writing Fritz as "Fritzli";
    # the shell's *.toml names players.toml too, which is the players, not a session.
    club = sorted(str(path) for path in (EXAMPLES / "club").glob("*.toml"))
    assert club[-1].endswith("players.toml")
    settled = json.loads(ok("settle", *club, "--per-strich", "0.50", "--json"))
    assert [(p["name"], p["strokes"], p["balance"]) for p in settled["players"]] == [
        ("Anna", 27, 9.5), ("Beat", 11, -1.5), ("Cla", 13, -4), ("Dora", 10, -2.5),
        ("Eli", 18, 4), ("Fritz", 9, -5.5)]
    rated = json.loads(ok("stats", "--ratings", "--json", *club))
    assert [p["name"] for p in rated["players"]] == ["Anna", "Beat", "Cla", "Eli", "Fritz",
                                                     "Dora"]
