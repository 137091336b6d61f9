"""`jass-slate stats [FILES...] [--json]`: teams and players over one or many sessions, of
any games: each game counts its own files (cli/several.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import draw, family, print_json, refusals, session_path
from jass_slate.shell.options import JsonOpt

commands = family()


@commands.command(name="stats", help=_(
    "Per team and per player: games, Schneider, Matches, Weis, Stöck, contracts chosen, "
    "pushes, points per hand and per contract, and how often the choice paid off.\n\n"
    "Example: jass-slate stats examples/sessions/*.toml"))
@refusals
def stats(
    ctx: typer.Context,
    files: Annotated[list[Path] | None, typer.Argument(
        metavar="FILE", help=_("Session files (default: the session file)."),
        show_default=False)] = None,
    json_out: JsonOpt = False,
    alias: Annotated[list[str] | None, typer.Option(
        "--alias", metavar="OTHER=NAME", show_default=False,
        help=_("OTHER=NAME: the player written OTHER in some sessions is NAME (\"Uli=Ueli\"), "
               "in the players and the team names; repeatable or comma-separated."))] = None,
) -> None:
    from jass_slate.cli.several import stats_several
    from jass_slate.report.aliases import parse_aliases

    data, drawings = stats_several(files or [session_path(ctx)], parse_aliases(alias or []))
    if json_out:
        print_json(data)
        return
    for drawing in drawings:
        draw(drawing())
