"""`export` into the club's database, the same in every game: `--format sqlite -o FILE`,
`--format sql` (a script for psql or sqlite3) or `--database postgresql://...`, of the
session file, of FILES, or of each session file in a folder (DIR). The registry writes
it (cli/club_database.py), through the command's context."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Annotated

import typer

from jass_slate.language.i18n import _, ngettext

DATABASE_FORMATS = ("sqlite", "sql")
DatabaseOpt = Annotated[str | None, typer.Option(
    "--database", metavar="URL", show_default=False,
    help=_("Write FILES into a PostgreSQL database, postgresql://USER@HOST/DB (libpq's "
           "URL; needs pip install 'jass-slate[postgresql]'), as --format sqlite writes a "
           "file; docs/database.md has the tables."))]


def to_database(format_name: str, database: str | None) -> bool:
    """Whether the export goes into the club's database."""
    return format_name in DATABASE_FORMATS or database is not None


def export_club(ctx: typer.Context, files: Sequence[Path] | None, format_name: str,
                output: Path | None, force: bool, database: str | None,
                alias: list[str] | None) -> None:
    """`export ... --format sqlite|sql` or `--database URL`."""
    from jass_slate.shell.club import club
    from jass_slate.shell.common import deliver, say, session_path, usage_error
    from jass_slate.shell.every_game import every_game

    if database is not None:
        source = ctx.get_parameter_source("format")
        if getattr(source, "name", "") != "DEFAULT" or output is not None:
            usage_error(ctx, _("--database writes into a database: it goes with neither "
                               "--format nor -o"))
        if not database.startswith(("postgresql://", "postgres://")):
            usage_error(ctx, _("--database takes a PostgreSQL URL, "
                               "postgresql://USER@HOST/DB, not {url!r}").format(
                url=database.split("@")[-1]))
    elif format_name == "sqlite" and output is None:
        usage_error(ctx, _("--format sqlite writes a database file: give it with -o FILE"))
    sessions, aliases = club(alias, every_game(ctx).session_files(files or [session_path(ctx)]))
    if format_name == "sql" and database is None:
        deliver(every_game(ctx).club_sql(sessions, aliases), output, force, sessions)
        return
    written = every_game(ctx).club_write(sessions, aliases, output, database)
    where = str(output) if database is None else _("the database")
    say(ngettext("Wrote {count} new or changed session of {total} into {database}.",
                 "Wrote {count} new or changed sessions of {total} into {database}.",
                 written).format(count=written, total=len(sessions), database=where))
