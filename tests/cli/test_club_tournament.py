"""The club's database of a tournament night (issue 35): the tournament, its draw (each
table's seats, the byes) and each table's session at its round and table, from the
tournament's own reader; each player's points by SQL are those of the rounds he sat in."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from tests.cli_tools import ok, refused


def query(db: Path, sql: str, *values: Any) -> list[tuple[Any, ...]]:
    with sqlite3.connect(db) as connection:
        return connection.execute(sql, values).fetchall()


def night(tmp_path: Path, players: str) -> Path:
    folder = tmp_path / "night"
    ok("tournament", "new", str(folder), "--players", players, "--rounds", "2", "--hands",
       "2", "--seed", "7")
    return folder


def test_a_tournament_night_in_the_database(tmp_path: Path) -> None:
    folder = night(tmp_path, "A,B,C,D,E,F,G,H,I")  # nine players: one sits each round out
    for table in sorted(folder.glob("round-*/table-*.toml")):
        ok("-f", str(table), "hand", "hearts", "--points", "1=100")
        ok("-f", str(table), "hand", "hearts", "--points", "1=57")
    db = tmp_path / "club.db"
    said = ok("export", str(folder), "--format", "sqlite", "-o", str(db))
    assert "Wrote 4 new or changed sessions of 4" in said  # two tables of four, two rounds
    ((tid, name, game, rounds, hands, seed),) = query(
        db, "SELECT id, name, game, rounds, hands_per_round, seed FROM tournaments")
    assert (game, rounds, hands, seed) == ("schieber", 2, 2, 7) and name
    assert query(db, "SELECT tournament_round, COUNT(*), COUNT(DISTINCT player_id) FROM "
                     "tournament_seats GROUP BY tournament_round ORDER BY 1") == [
        (1, 8, 8), (2, 8, 8)]
    byes = query(db, "SELECT tournament_round, player_id FROM tournament_byes ORDER BY 1")
    assert [round_no for round_no, _ in byes] == [1, 2]
    seated = {p for (p,) in query(db, "SELECT player_id FROM tournament_seats")}
    assert seated | {p for _, p in byes} == set("abcdefghi")
    # Each table's session at its round and table, seated as drawn
    assert query(db, "SELECT tournament_id, tournament_round, table_no FROM sessions "
                     "ORDER BY 2, 3") == [(tid, 1, 1), (tid, 1, 2), (tid, 2, 1), (tid, 2, 2)]
    assert query(db, "SELECT COUNT(*) FROM sessions s JOIN session_players sp ON "
                     "sp.session_id = s.id JOIN tournament_seats ts ON ts.tournament_id = "
                     "s.tournament_id AND ts.tournament_round = s.tournament_round AND "
                     "ts.table_no = s.table_no AND ts.seat = sp.seat AND "
                     "ts.player_id = sp.player_id") == [(16,)]
    # Each hand 157 a table: team 1 100 + 57 = 157, team 2 57 + 100 = 157, a Passe of
    # two hands; so each player's points by SQL are 157 for each round he was seated in
    by_sql = dict(query(db, "SELECT sp.player_id, SUM(hs.score) FROM hand_scores hs JOIN "
                            "sessions s ON s.id = hs.session_id JOIN session_players sp ON "
                            "sp.session_id = s.id AND sp.side = hs.side WHERE "
                            "s.tournament_id = ? GROUP BY sp.player_id", tid))
    rounds_seated = dict(query(db, "SELECT player_id, COUNT(*) FROM tournament_seats "
                                   "GROUP BY player_id"))
    assert by_sql == {player: 157 * count for player, count in rounds_seated.items()}
    assert sorted(rounds_seated.values()) == [1, 1, 2, 2, 2, 2, 2, 2, 2]
    # Exported again: nothing new, nothing twice
    assert "Wrote 0 new or changed sessions of 4" in ok("export", str(folder), "--format",
                                                         "sqlite", "-o", str(db))
    assert query(db, "SELECT COUNT(*) FROM tournament_seats") == [(16,)]


def test_a_tables_file_without_its_tournament_file(tmp_path: Path) -> None:
    folder = night(tmp_path, "A,B,C,D,E,F,G,H")
    table = folder / "round-1" / "table-1.toml"
    alone = tmp_path / "alone.toml"
    alone.write_bytes(table.read_bytes())
    db = tmp_path / "club.db"
    ok("export", str(alone), "--format", "sqlite", "-o", str(db))
    # The round and table its [tournament] part says; no tournament row to point at
    assert query(db, "SELECT tournament_id, tournament_round, table_no FROM sessions") == [
        (None, 1, 1)]
    assert query(db, "SELECT COUNT(*) FROM tournaments") == [(0,)]
    broken = folder / "tournament.toml"
    broken.write_text(broken.read_text(encoding="utf-8").replace("seed = 7", "seed = -7"),
                      encoding="utf-8")
    said = refused(db, "export", str(folder), "--format", "sqlite", "-o", str(db), code=3)
    assert "tournament.toml" in said
