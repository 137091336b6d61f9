"""The club's database on a real PostgreSQL server (issue 35): `export --database` and the
`--format sql` script loaded with psql, each giving the rows the SQLite export gives.

The server is the one `.ci/run` starts from Debian's postgresql package (a folder of its
own, a Unix socket only) and names in JASS_SLATE_TEST_PG; where it is not set, or psycopg
is not installed, these tests are skipped and say why."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.cli.test_club_sqlite import HOSTILE, every_row, export
from tests.cli_tools import EXAMPLES, HANG_SECONDS, ok

SERVER = os.environ.get("JASS_SLATE_TEST_PG", "")
pytestmark = pytest.mark.skipif(not SERVER, reason="no PostgreSQL server to test against: "
                                "JASS_SLATE_TEST_PG is not set (.ci/run starts one and sets it)")


@pytest.fixture
def database() -> Iterator[str]:
    """A fresh database on the server, dropped after the test; its URL."""
    psycopg = pytest.importorskip("psycopg", reason="psycopg is not installed "
                                  "(pip install 'jass-slate[postgresql]')")
    name = f"club_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(SERVER, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name}")
    parts = urlsplit(SERVER)
    yield f"{parts.scheme}://{parts.netloc}/{name}" + (f"?{parts.query}" if parts.query else "")
    with psycopg.connect(SERVER, autocommit=True) as connection:
        connection.execute(f"DROP DATABASE {name} WITH (FORCE)")


def pg_rows(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows, sorted as every_row sorts SQLite's."""
    import psycopg

    with psycopg.connect(url) as connection:
        tables = [name for (name,) in connection.execute(
            "SELECT table_name FROM information_schema.tables WHERE "
            "table_schema = current_schema() ORDER BY table_name").fetchall()]
        return {table: sorted((tuple(row) for row in connection.execute(
                    f"SELECT * FROM {table}").fetchall()), key=repr)
                for table in tables if table != "schema_info"}


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """The example club's seasons, and an evening of hostile names beside them."""
    folder = tmp_path / "club"
    shutil.copytree(EXAMPLES / "club", folder)
    hostile = folder / "hostile.toml"
    ok("-f", str(hostile), "new", "--team", HOSTILE[0], "--team", HOSTILE[1])
    ok("-f", str(hostile), "hand", "hearts", "--points", "1=100")
    ok("-f", str(hostile), "hand", "spades", "--points", "2=80")
    ok("-f", str(hostile), "undo")
    return folder


def test_database_gives_the_sqlite_exports_rows(club: Path, tmp_path: Path,
                                                database: str) -> None:
    db = tmp_path / "club.db"
    export(db, club)
    said = ok("export", str(club), "--database", database)
    assert "Wrote 6 new or changed sessions of 6 into the database." in said
    assert pg_rows(database) == every_row(db)
    assert "Wrote 0 new or changed sessions of 6" in ok("export", str(club), "--database",
                                                       database)
    assert pg_rows(database) == every_row(db)
    ok("-f", str(club / "hostile.toml"), "undo")
    export(db, club)
    assert "Wrote 1 new or changed session of 6" in ok("export", str(club), "--database",
                                                       database)
    assert pg_rows(database) == every_row(db)


def test_the_sql_script_loads_with_psql(club: Path, tmp_path: Path, database: str) -> None:
    psql = shutil.which("psql")
    if psql is None:
        pytest.skip("no psql on the PATH to load the script with")
    script = tmp_path / "club.sql"
    ok("export", str(club), "--format", "sql", "-o", str(script))
    for _ in range(2):  # loading it twice gives the same rows
        done = subprocess.run([psql, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", database,
                               "-f", str(script)], capture_output=True, text=True,
                              timeout=HANG_SECONDS, check=False)
        assert done.returncode == 0, done.stderr
    db = tmp_path / "club.db"
    export(db, club)
    assert pg_rows(database) == every_row(db)
    with sqlite3.connect(db) as connection:
        names = connection.execute("SELECT name FROM sides WHERE name LIKE '%DROP%'").fetchall()
    assert names == [(HOSTILE[0],)]
