"""`export FILES|DIR --format sqlite -o FILE` (issue 35): the club's database queried back
with SQL. An evening of every game, its totals by SQL equal to `show --json`'s; a hand
worked by hand; Striche; the events with what an undo took back; exporting again writes
the same rows; a changed file replaces its session's rows; two clubs' folders in one
database; names with quotes, `;`, `--`, umlauts and emoji kept as typed."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jass_slate.games import GAMES, played_by
from tests.cli_tools import EXAMPLES, SEATED, ok, run_example

# The example evenings: at least one of every game of the registry (tested below)
SCRIPTS = ("full-game", "six-players", "coiffeur", "einzel-coiffeur", "differenzler",
           "mittlere", "guggitaler", "molotow", "bidding", "twoplayer", "board")


def query(db: Path, sql: str, *values: Any) -> list[tuple[Any, ...]]:
    with sqlite3.connect(db) as connection:
        return connection.execute(sql, values).fetchall()


def every_row(db: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows, sorted (schema_info aside: it says which version wrote)."""
    tables = [name for (name,) in query(db, "SELECT name FROM sqlite_master WHERE "
                                            "type = 'table' ORDER BY name")]
    return {table: sorted(query(db, f"SELECT * FROM {table}"), key=repr)
            for table in tables if table != "schema_info"}


def export(db: Path, *files: Path | str) -> str:
    return ok("export", *map(str, files), "--format", "sqlite", "-o", str(db))


@pytest.fixture(scope="module")
def evenings(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("evenings")
    for script in SCRIPTS:
        run_example(script, folder / f"{script}.toml")
    return folder


def show_totals(path: Path) -> tuple[int, list[int]]:
    """The game `show --json` shows and each side's total in it."""
    shown = json.loads(ok("-f", str(path), "show", "--json"))
    # each alone: `players` of names and totals; teams (and a Büter's two sides, whose
    # `players` are the three names): `teams`
    sides = [side for side in shown.get("players") or () if isinstance(side, dict)] \
        or shown["teams"]
    totals = [side["total"] if "total" in side else side["score"] for side in sides]
    return (shown["game"] if isinstance(shown["game"], int) else 1), totals


def test_every_games_totals_by_sql_are_shows(evenings: Path, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    files = sorted(evenings.glob("*.toml"))
    said = export(db, evenings)
    assert f"Wrote {len(files)} new or changed sessions of {len(files)} into {db}." in said
    assert {played_by(path).name for path in files} == {game.name for game in GAMES}
    for path in files:
        game, totals = show_totals(path)
        (sid,) = query(db, "SELECT id FROM sessions WHERE file = ?", str(path))[0]
        by_sql = query(db, "SELECT side, SUM(points) FROM (SELECT s.side, s.score AS points "
                           "FROM hand_scores s JOIN hands h ON h.session_id = s.session_id "
                           "AND h.number = s.number WHERE h.session_id = ? AND h.game = ? "
                           "UNION ALL SELECT side, points FROM corrections WHERE "
                           "session_id = ? AND game = ?) GROUP BY side ORDER BY side",
                       sid, game, sid, game)
        assert [total for _side, total in by_sql] == totals, path.name
        last = query(db, "SELECT s.total FROM hand_scores s WHERE s.session_id = ? AND "
                         "s.number = (SELECT MAX(number) FROM hands WHERE session_id = ? "
                         "AND game = ?) ORDER BY s.side", sid, sid, game)
        assert [total for (total,) in last] == totals, path.name
    for (sid, number, scores) in query(db, "SELECT session_id, number, scores FROM hands"):
        assert json.loads(scores) == [score for (score,) in query(
            db, "SELECT score FROM hand_scores WHERE session_id = ? AND number = ? ORDER BY "
                "side", sid, number)]
    games = query(db, "SELECT DISTINCT game FROM sessions ORDER BY game")
    assert [name for (name,) in games] == sorted(game.name for game in GAMES)


def test_a_hand_worked_by_hand(tmp_path: Path) -> None:
    # classic: hearts x2. Team 1 (Anna & Beat) 100 trick points and a Weis of 20:
    # (100 + 20) x 2 = 240; team 2 (157 - 100) x 2 = 114. Then Cla, forehand, chooses spades (x1),
    # team 2 makes 90 and Stöck: team 1 67, team 2 90 + 20 = 110.
    session = tmp_path / "evening.toml"
    ok("-f", str(session), *SEATED)
    ok("-f", str(session), "hand", "hearts", "--points", "1=100", "--weis", "1=20")
    ok("-f", str(session), "hand", "spades", "--points", "2=90", "--stoeck", "2")
    db = tmp_path / "club.db"
    export(db, session)
    assert query(db, "SELECT number, game, contract, factor, team1, team2, chooser_side "
                     "FROM hands ORDER BY number") == [
        (1, 1, "hearts", 2, 240, 114, 1), (2, 1, "spades", 1, 67, 110, 2)]
    assert query(db, "SELECT scores FROM hands ORDER BY number") == [("[240, 114]",),
                                                                   ("[67, 110]",)]
    assert query(db, "SELECT number, side, points, weis, stoeck, score, total FROM "
                     "hand_scores ORDER BY number, side") == [
        (1, 1, 100, 20, 0, 240, 240), (1, 2, 57, 0, 0, 114, 114),
        (2, 1, 67, 0, 0, 67, 307), (2, 2, 90, 0, 1, 110, 224)]
    assert query(db, "SELECT seat, player_id, side FROM session_players ORDER BY seat") == [
        (1, "anna", 1), (2, "cla", 2), (3, "beat", 1), (4, "dora", 2)]
    assert query(db, "SELECT p.name FROM hands h JOIN session_players sp ON "
                     "sp.session_id = h.session_id AND sp.side = h.chooser_side JOIN players "
                     "p ON p.id = sp.player_id WHERE h.number = 2 ORDER BY sp.seat") == [
        ("Cla",), ("Dora",)]


def test_the_club_seasons_striche_and_the_three_readme_queries(tmp_path: Path) -> None:
    club = tmp_path / "club"
    shutil.copytree(EXAMPLES / "club", club)
    db = tmp_path / "club.db"
    export(db, club)
    for path in sorted(club.glob("2026-*.toml")):
        shown = json.loads(ok("settle", str(path), "--per-strich", "1", "--json"))
        (sid,) = query(db, "SELECT id FROM sessions WHERE file = ?", str(path))[0]
        strokes = {row["name"]: row["strokes"] for row in shown["players"]}
        by_sql = query(db, "SELECT p.name, SUM(st.striche) FROM striche st JOIN "
                           "session_players sp ON sp.session_id = st.session_id AND "
                           "sp.side = st.side JOIN players p ON p.id = sp.player_id WHERE "
                           "st.session_id = ? GROUP BY p.name", sid)
        assert dict(by_sql) == {name: n for name, n in strokes.items() if n}, path.name
    assert query(db, "SELECT COUNT(*) FROM sessions") == [(5,)]
    # The README's three queries and their answers (docs/database.md has them too)
    assert query(db, "SELECT p.name, COUNT(*) FROM games g JOIN session_players sp ON "
                     "sp.session_id = g.session_id AND sp.side = g.winner_side JOIN players p "
                     "ON p.id = sp.player_id WHERE g.decided = 1 GROUP BY p.name "
                     "ORDER BY 2 DESC, 1") == [
        ("Anna", 5), ("Beat", 3), ("Cla", 3), ("Eli", 3), ("Dora", 1), ("Fritz", 1)]
    assert query(db, "SELECT p.name, SUM(st.striche) FROM striche st JOIN session_players sp "
                     "ON sp.session_id = st.session_id AND sp.side = st.side JOIN players p "
                     "ON p.id = sp.player_id GROUP BY p.name ORDER BY 2 DESC, 1") == [
        ("Anna", 27), ("Eli", 18), ("Cla", 13), ("Beat", 11), ("Dora", 10), ("Fritz", 9)]
    assert query(db, "SELECT contract, COUNT(*), ROUND(AVG(team1 + team2), 1) FROM hands "
                     "GROUP BY contract ORDER BY 3 DESC, 1") == [
        ("undenufe", 19, 693.9), ("obenabe", 17, 691.6), ("hearts", 21, 472.1),
        ("diamonds", 13, 385.2), ("spades", 27, 218.9), ("clubs", 23, 200.0)]


def evening(path: Path, *teams: str) -> Path:
    ok("-f", str(path), "new", "--team", teams[0] if teams else "Anna & Beat",
       "--team", teams[1] if teams else "Cla & Dora")
    return path


def test_the_events_and_what_an_undo_took_back(tmp_path: Path) -> None:
    session = evening(tmp_path / "evening.toml")
    ok("-f", str(session), "hand", "hearts", "--points", "1=100")
    ok("-f", str(session), "hand", "clubs", "--points", "1=80")
    ok("-f", str(session), "undo")
    ok("-f", str(session), "hand", "spades", "--points", "2=60")
    db = tmp_path / "club.db"
    export(db, session)
    rows = query(db, "SELECT seq, kind, undone, substr(line, 1, 4) = substr(at_local, 1, 4), "
                     "at_utc LIKE '%Z' FROM events ORDER BY seq")
    assert rows == [(1, "hand", 0, 1, 1), (2, "hand", 1, 1, 1), (3, "undo", 0, 1, 1),
                    (4, "hand", 0, 1, 1)]
    assert query(db, "SELECT line FROM events WHERE seq = 2")[0][0].endswith(
        "hand clubs points=80:77")
    assert query(db, "SELECT number, contract FROM hands ORDER BY number") == [
        (1, "hearts"), (2, "spades")]


def test_exporting_again_writes_the_same_rows(evenings: Path, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    export(db, evenings)
    first = every_row(db)
    assert "Wrote 0 new or changed sessions of" in export(db, evenings)
    assert every_row(db) == first
    assert "Wrote 1 new or changed session of 1" in export(db, evenings / "molotow.toml",
                                                           "--alias", "Anna=Anne")
    assert query(db, "SELECT COUNT(*) FROM sessions") == [(len(first["sessions"]),)]
    assert query(db, "SELECT COUNT(*) FROM session_players WHERE player_id = 'anne'") == [(1,)]
    export(db, evenings)  # the aliases changed back: that session is written anew
    again = every_row(db)
    # A player once written stays (other sessions may name him), seated nowhere now
    assert again.pop("players") == sorted([*first.pop("players"), ("anne", "Anne")])
    assert again.pop("player_spellings") == [("anna", "anne")]
    assert query(db, "SELECT COUNT(*) FROM session_players WHERE player_id = 'anne'") == [(0,)]
    assert again == {table: rows for table, rows in first.items() if table != "player_spellings"}


def test_a_changed_file_replaces_its_sessions_rows(tmp_path: Path) -> None:
    session = evening(tmp_path / "evening.toml")
    other = evening(tmp_path / "other.toml", "Eli & Fritz", "Gina & Hans")
    db = tmp_path / "club.db"
    export(db, tmp_path)  # no hand yet: the session's rows are replaced by those to come
    for _ in range(3):
        ok("-f", str(session), "hand", "hearts", "--points", "1=100")
    ok("-f", str(other), "hand", "spades", "--points", "1=90")
    export(db, tmp_path)
    assert query(db, "SELECT COUNT(*) FROM sessions") == [(2,)]
    (sid, digest), = query(db, "SELECT id, content_hash FROM sessions WHERE file = ?",
                           str(session))
    ok("-f", str(session), "undo")
    ok("-f", str(session), "undo")
    assert "Wrote 1 new or changed session of 2" in export(db, tmp_path)
    assert query(db, "SELECT COUNT(*) FROM hands WHERE session_id = ?", sid) == [(1,)]
    assert query(db, "SELECT COUNT(*) FROM hand_scores WHERE session_id = ?", sid) == [(2,)]
    assert query(db, "SELECT SUM(undone), COUNT(*) FROM events WHERE session_id = ?",
                 sid) == [(2, 5)]
    assert query(db, "SELECT id FROM sessions WHERE content_hash <> ?", digest) != []
    assert query(db, "SELECT COUNT(*) FROM sessions") == [(2,)]
    assert query(db, "SELECT COUNT(*) FROM hands") == [(2,)]


def test_two_clubs_folders_in_one_database(tmp_path: Path) -> None:
    east, west = tmp_path / "east", tmp_path / "west"
    east.mkdir()
    west.mkdir()
    evening(east / "monday.toml")
    evening(west / "tuesday.toml", "anna & Eli", "Fritz & Gina")
    (west / "players.toml").write_text('format = 1\n\n[[player]]\nname = "Fritz"\n'
                                       'spellings = ["Fritzli"]\n', encoding="utf-8")
    for path in (east / "monday.toml", west / "tuesday.toml"):
        ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    db = tmp_path / "club.db"
    export(db, east)
    export(db, west)
    export(db, east)
    assert query(db, "SELECT COUNT(*) FROM sessions") == [(2,)]
    # "anna" of the west is Anna of the east: one player, by her folded name
    assert query(db, "SELECT id, name FROM players ORDER BY id") == [
        ("anna", "Anna"), ("beat", "Beat"), ("cla", "Cla"), ("dora", "Dora"), ("eli", "Eli"),
        ("fritz", "Fritz"), ("gina", "Gina")]
    assert query(db, "SELECT COUNT(DISTINCT session_id) FROM session_players WHERE "
                     "player_id = 'anna'") == [(2,)]
    assert query(db, "SELECT spelling, player_id FROM player_spellings ORDER BY spelling") == [
        ("fritz", "fritz"), ("fritzli", "fritz")]


HOSTILE = ("Cla d'Arbon & Ueli; DROP TABLE players;--", 'Jürg "Ü" & Zoë 🃏')


def test_names_with_quotes_semicolons_umlauts_and_emoji_kept(tmp_path: Path) -> None:
    session = evening(tmp_path / "evening.toml", *HOSTILE)
    ok("-f", str(session), "hand", "hearts", "--points", "1=100")
    db = tmp_path / "club.db"
    export(db, session)
    assert query(db, "SELECT name FROM sides ORDER BY side") == [(name,) for name in HOSTILE]
    assert query(db, "SELECT p.name FROM session_players sp JOIN players p ON "
                     "p.id = sp.player_id ORDER BY sp.seat") == [
        ("Cla d'Arbon",), ('Jürg "Ü"',), ("Ueli; DROP TABLE players;--",), ("Zoë 🃏",)]
    script = tmp_path / "club.sql"
    ok("export", str(session), "--format", "sql", "-o", str(script))
    loaded = tmp_path / "loaded.db"
    for _ in range(2):  # loading it twice gives the same rows
        with sqlite3.connect(loaded) as connection:
            connection.executescript(script.read_text(encoding="utf-8"))
    assert every_row(loaded) == every_row(db)


# What is said at the table, in any order: a hand (its contract and team 1's points) or
# an undo (not said where nothing stands); no card makes 1 or 156 trick points
SAID = st.lists(st.one_of(st.tuples(st.sampled_from(("hearts", "clubs", "obenabe")),
                                    st.integers(2, 155)), st.none()), max_size=8)


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(said=SAID)
def test_the_database_holds_the_hands_that_stand(tmp_path: Path, said: list[Any]) -> None:
    """Whatever is said and taken back, exported after each step into one database: one
    session, its hands those that stand, its events every line, the undone ones those an
    undo took back, and each side's total the sum of its scores."""
    folder = tmp_path / str(len(list(tmp_path.iterdir())))
    folder.mkdir()
    session = evening(folder / "evening.toml")
    db = folder / "club.db"
    export(db, session)  # before any hand too: its rows are replaced by the next export's
    standing: list[str] = []
    lines = undone = 0
    for step in said:
        if step is None:
            if not standing:
                continue
            ok("-f", str(session), "undo")
            standing.pop()
            undone += 1
        else:
            ok("-f", str(session), "hand", step[0], "--points", f"1={step[1]}")
            standing.append(step[0])
        lines += 1
        export(db, session)
    assert query(db, "SELECT COUNT(*) FROM sessions") == [(1,)]
    assert [c for (c,) in query(db, "SELECT contract FROM hands ORDER BY number")] == standing
    assert query(db, "SELECT COUNT(*), COALESCE(SUM(undone), 0) FROM events") == [
        (lines, undone)]
    for side, total in query(db, "SELECT side, total FROM hand_scores WHERE number = "
                                 "(SELECT MAX(number) FROM hands)"):
        assert query(db, "SELECT SUM(score) FROM hand_scores WHERE side = ?", side) == [
            (total,)]
