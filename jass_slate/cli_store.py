"""`jass-slate migrate`: bring a session file of an older format to this one."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    from jass_slate import cli  # cli imports this module at its end; it is complete by now

    @app.command()
    @cli.refusals
    def migrate(ctx: typer.Context) -> None:
        """Bring a session file of an older format to this one, keeping a copy of the old file.

        Example: jass-slate migrate
        """
        from jass_slate import store

        path = cli.session_path(ctx)
        was, copy = store.migrate(path)
        if copy is None:
            cli.say(f"{path} is in session format {store.FORMAT} already; nothing to do.")
        else:
            cli.say(f"{path}: brought from session format {was} to {store.FORMAT}; "
                    f"the old file is kept as {copy}.")
