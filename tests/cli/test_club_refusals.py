"""The club's database (issue 35): every bad input refused in one line with CLI.md's exit
code, the database and the session files as they were."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from tests.cli_tools import digest, ok, refused, run


def evening(tmp_path: Path, name: str = "evening.toml") -> Path:
    path = tmp_path / name
    ok("-f", str(path), "new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    ok("-f", str(path), "hand", "hearts", "--points", "1=100")
    return path


def test_sqlite_without_a_file_is_a_usage_error(tmp_path: Path) -> None:
    session = evening(tmp_path)
    result = run("export", str(session), "--format", "sqlite")
    assert result.exit_code == 2 and "give it with -o FILE" in result.stderr


def test_not_a_sqlite_file_is_never_written(tmp_path: Path) -> None:
    session = evening(tmp_path)
    text = tmp_path / "notes.db"
    text.write_text("my notes\n", encoding="utf-8")
    said = refused(text, "export", str(session), "--format", "sqlite", "-o", str(text), code=3)
    assert "is not a SQLite database" in said
    said = refused(session, "export", str(session), "--format", "sqlite", "-o", str(session),
                   code=3)
    assert "is not a SQLite database" in said


def test_another_programs_database_and_a_newer_schema(tmp_path: Path) -> None:
    session = evening(tmp_path)
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE players (who TEXT, age INTEGER)")
    said = refused(other, "export", str(session), "--format", "sqlite", "-o", str(other))
    assert "is not jass-slate's" in said
    newer = tmp_path / "newer.db"
    ok("export", str(session), "--format", "sqlite", "-o", str(newer))
    with sqlite3.connect(newer) as connection:
        connection.execute("UPDATE schema_info SET value = '2' WHERE key = 'schema_version'")
    said = refused(newer, "export", str(session), "--format", "sqlite", "-o", str(newer))
    assert said.endswith("schema_version 2 is newer than this jass-slate writes (1): update "
                         "jass-slate; nothing was written")


def test_nothing_to_export_and_no_folder(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    db = tmp_path / "club.db"
    said = refused(db, "export", str(empty), "--format", "sqlite", "-o", str(db))
    assert "no session file to export in" in said and not db.exists()
    session = evening(tmp_path)
    nowhere = tmp_path / "no" / "club.db"
    said = refused(nowhere, "export", str(session), "--format", "sqlite", "-o", str(nowhere))
    assert "unable to open database file" in said and not nowhere.parent.exists()


def test_one_session_in_two_files_that_differ(tmp_path: Path) -> None:
    session = evening(tmp_path)
    copy = tmp_path / "copy.toml"
    copy.write_bytes(session.read_bytes())
    db = tmp_path / "club.db"
    ok("export", str(session), str(copy), "--format", "sqlite", "-o", str(db))  # a copy: once
    ok("-f", str(copy), "hand", "spades", "--points", "1=90")
    said = refused(db, "export", str(session), str(copy), "--format", "sqlite", "-o", str(db))
    assert said.endswith("are the same session (one id) but differ: export one of them; "
                         "nothing was written")


def test_a_corrupt_file_among_many_leaves_the_database_as_it_was(tmp_path: Path) -> None:
    first = evening(tmp_path, "a.toml")
    db = tmp_path / "club.db"
    ok("export", str(first), "--format", "sqlite", "-o", str(db))
    ok("-f", str(first), "hand", "spades", "--points", "1=90")
    broken = evening(tmp_path, "b.toml")
    broken.write_text(broken.read_text(encoding="utf-8").replace("points=", "pts="),
                      encoding="utf-8")
    said = refused(db, "export", str(tmp_path), "--format", "sqlite", "-o", str(db), code=3)
    assert "b.toml" in said
    new = tmp_path / "new.db"
    refused(new, "export", str(tmp_path), "--format", "sqlite", "-o", str(new), code=3)
    assert not new.exists()  # a database the export would have made is not left behind


def test_ctrl_c_in_the_middle_leaves_the_database_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from jass_slate.cli import club_sql

    session = evening(tmp_path)
    db = tmp_path / "club.db"
    ok("export", str(session), "--format", "sqlite", "-o", str(db))
    ok("-f", str(session), "hand", "spades", "--points", "1=90")
    before = digest(db)
    hands = club_sql._hands

    def interrupted(*args: object) -> object:
        yield from hands(*args)  # type: ignore[arg-type]
        raise KeyboardInterrupt

    monkeypatch.setattr(club_sql, "_hands", interrupted)
    result = run("export", str(session), "--format", "sqlite", "-o", str(db))
    assert result.exit_code != 0
    assert digest(db) == before
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT COUNT(*) FROM hands").fetchall() == [(1,)]


def test_the_database_options_refused_as_usage(tmp_path: Path) -> None:
    session = evening(tmp_path)
    for words in (["--database", "mysql://me@there/club"], ["--database", "club.db"],
                  ["--database", "postgresql:///club", "-o", "x.db"],
                  ["--database", "postgresql:///club", "--format", "csv"]):
        result = run("export", str(session), *words)
        assert result.exit_code == 2, words
        assert "Traceback" not in result.output


def test_without_the_driver_one_line_says_how_to_get_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = evening(tmp_path)
    monkeypatch.setitem(sys.modules, "psycopg", None)
    said = refused(session, "export", str(session), "--database", "postgresql:///club")
    assert said == ("jass-slate: --database needs the PostgreSQL driver, which is not "
                    "installed: pip install 'jass-slate[postgresql]' (with pipx: pipx inject "
                    "jass-slate 'psycopg[binary]')")


def test_a_server_not_there_never_shows_the_password(tmp_path: Path) -> None:
    pytest.importorskip("psycopg")
    session = evening(tmp_path)
    url = f"postgresql://club:s3cret-pw@/club?host={tmp_path}&port=1"
    said = refused(session, "export", str(session), "--database", url)
    assert "s3cret-pw" not in said and "postgresql://club:***@" in said
    assert said.endswith("nothing was written")


def test_sql_over_a_file_follows_the_exports_rule(tmp_path: Path) -> None:
    session = evening(tmp_path)
    there = tmp_path / "club.sql"
    there.write_text("kept\n", encoding="utf-8")
    said = refused(there, "export", str(session), "--format", "sql", "-o", str(there))
    assert "already exists: use --force" in said
    ok("export", str(session), "--format", "sql", "-o", str(there), "--force")
    assert there.read_text(encoding="utf-8").startswith("BEGIN;\nCREATE TABLE IF NOT EXISTS")
