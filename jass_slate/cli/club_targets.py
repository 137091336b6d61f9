"""Where the club's database is written: a SQLite file (the standard library's `sqlite3`),
a PostgreSQL server (psycopg 3, the optional extra `jass-slate[postgresql]`), or a script
of portable SQL. One transaction each: on any error, or Ctrl-C, the database is as it was
(a SQLite file the export made is removed again)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from jass_slate.cli.club_database import Cursor, Sessions, club_statements
from jass_slate.core.errors import RuleError, SessionFileError, message
from jass_slate.language.i18n import N_

SQLITE_HEADER = b"SQLite format 3\x00"
LOCK_WAIT = 5.0  # seconds a SQLite file another program writes is waited for
INSTALL = N_("--database needs the PostgreSQL driver, which is not installed: pip install "
             "'jass-slate[postgresql]' (with pipx: pipx inject jass-slate 'psycopg[binary]')")


def to_sql(files: Sequence[Path], aliases: Mapping[str, str],
           sessions_of: Sessions) -> Iterator[str]:
    """The script that writes the sessions into either engine (`--format sql`)."""
    from jass_slate.cli.club_sql import sql_text

    return sql_text(list(club_statements(files, aliases, sessions_of, {})))


def to_sqlite(path: Path, files: Sequence[Path], aliases: Mapping[str, str],
           sessions_of: Sessions) -> int:
    """Write the sessions into the SQLite file `path`; how many sessions were written."""
    import sqlite3

    _refuse_not_sqlite(path)
    made = not os.path.lexists(path)
    try:
        connection = sqlite3.connect(path, timeout=LOCK_WAIT, isolation_level=None)
    except sqlite3.Error as error:
        raise RuleError(_cannot(path, error)) from None
    done = False
    try:
        cursor = connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("BEGIN IMMEDIATE")
        try:
            count = _write(cursor, "SELECT name FROM sqlite_master WHERE type = 'table'", "?",
                           files, aliases, sessions_of)
            cursor.execute("COMMIT")
            done = True
        finally:
            if connection.in_transaction:
                connection.rollback()
    except sqlite3.Error as error:
        raise RuleError(_cannot(path, error)) from None
    finally:
        connection.close()
        if made and not done:
            Path(path).unlink(missing_ok=True)
    return count


def to_postgresql(url: str, files: Sequence[Path], aliases: Mapping[str, str],
           sessions_of: Sessions) -> int:
    """Write the sessions into the PostgreSQL database the URL names (libpq's own URL:
    a socket folder, sslmode, .pgpass and PG* variables all work)."""
    try:
        import psycopg
    except ImportError:
        raise RuleError(message(INSTALL)) from None
    shown = hidden_password(url)
    try:
        connection = psycopg.connect(url, connect_timeout=10)
    except psycopg.Error as error:
        raise RuleError(_cannot(shown, error, url)) from None
    try:
        with connection.cursor() as cursor:
            count = _write(cursor, "SELECT table_name FROM information_schema.tables WHERE "
                           "table_schema = current_schema()", "%s", files, aliases, sessions_of)
        connection.commit()
    except psycopg.Error as error:
        connection.rollback()
        raise RuleError(_cannot(shown, error, url)) from None
    except BaseException:
        connection.rollback()
        raise
    finally:
        connection.close()
    return count


def _write(cursor: Cursor, tables_sql: str, placeholder: str, files: Sequence[Path],
           aliases: Mapping[str, str], sessions_of: Sessions) -> int:
    """Check the database is one of ours and not newer, make the tables, and write."""
    from jass_slate.cli.club_sql import SCHEMA, SCHEMA_VERSION, TABLES

    cursor.execute(tables_sql)
    tables = {str(row[0]) for row in cursor.fetchall()}
    if "schema_info" not in tables and tables & set(TABLES):
        raise RuleError(message(N_("the database has tables named as jass-slate's but is not "
                                   "jass-slate's (no schema_info): export into another one; "
                                   "nothing was written")))
    written: dict[str, str] = {}
    if "schema_info" in tables:
        cursor.execute("SELECT value FROM schema_info WHERE key = 'schema_version'")
        version = int(str(next(iter(cursor.fetchall()), ["0"])[0]))
        if version > SCHEMA_VERSION:
            raise RuleError(message(N_("the database's schema_version {version} is newer than "
                                       "this jass-slate writes ({known}): update jass-slate; "
                                       "nothing was written"),
                                    version=version, known=SCHEMA_VERSION))
    for ddl in SCHEMA:
        cursor.execute(ddl)
    if "sessions" in tables:
        cursor.execute("SELECT id, content_hash FROM sessions")
        written = {str(row[0]): str(row[1]) for row in cursor.fetchall()}
    count = 0
    for sql, values in club_statements(files, aliases, sessions_of, written):
        cursor.execute(sql.replace("?", placeholder), _plain(values))
        count += sql.startswith("INSERT INTO sessions ")
    return count


def _plain(values: Iterable[Any]) -> tuple[Any, ...]:
    """Booleans as 0 and 1: the schema's columns are INTEGER in both engines."""
    return tuple(int(value) if isinstance(value, bool) else value for value in values)


def _refuse_not_sqlite(path: Path) -> None:
    """A file that is there and not SQLite (a session file, a text) is never written."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return
    except OSError as error:
        raise SessionFileError(str(path), message(N_("cannot read it ({reason})"),
                                                  reason=error.strerror or str(error))) from None
    if head and head != SQLITE_HEADER:
        raise SessionFileError(str(path), message(N_(
            "is not a SQLite database: an export writes only into one; nothing was written")))


def _cannot(where: object, error: BaseException, url: str = "") -> Any:
    """One line of what the database said, never the URL's password."""
    said = (str(error).strip().splitlines() or [type(error).__name__])[0]
    secret = _password(url)
    if secret:
        said = said.replace(secret, "***")
    return message(N_("{database}: {reason}; nothing was written"), database=where,
                   reason=said)


def _password(url: str) -> str:
    from urllib.parse import unquote, urlsplit

    try:
        return unquote(urlsplit(url).password or "")
    except ValueError:
        return ""


def hidden_password(url: str) -> str:
    """The URL as a message may show it: its password as ***."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        if parts.password is None:
            return url
    except ValueError:
        return "postgresql://..."
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return parts._replace(netloc=netloc).geturl()
