"""`jass-slate migrate`: bring a session file of an older format to this one."""

from __future__ import annotations

import typer

from jass_slate.language.i18n import _


def register(app: typer.Typer) -> None:
    from jass_slate.cli import (
        app as cli,  # cli imports this module at its end; it is complete by now
    )

    @app.command(help=_(
        "Bring a session file of an older format to this one, keeping a copy of the old file."
        "\n\nExample: jass-slate migrate"))
    @cli.refusals
    def migrate(ctx: typer.Context) -> None:
        from jass_slate.session.head import FORMAT
        from jass_slate.session.migrate import migrate as migrate_file

        path = cli.session_path(ctx)
        was, copy = migrate_file(path)
        if copy is None:
            cli.say(_("{file} is in session format {format} already; nothing to do.").format(
                file=path, format=FORMAT))
        else:
            cli.say(_("{file}: brought from session format {old} to {new}; the old file is kept "
                      "as {copy}.").format(file=path, old=was, new=FORMAT, copy=copy))
