"""`jass-slate stats [FILES...] [--json]`: teams and players over one or many sessions."""

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
    from jass_slate.file.path import peek_game
    from jass_slate.games.differenzler.commands.export import split_stats, stats_table
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.report.stats import collect, stats_data
    from jass_slate.report.aliases import parse_aliases

    aliases = parse_aliases(alias or [])
    paths, differenzler = split_stats(files or [session_path(ctx)], aliases)
    coiffeurs = [path for path in paths if peek_game(path) == "coiffeur"]
    schieber = [path for path in paths if path not in coiffeurs]
    report = collect(((str(path), load(path).scorer) for path in schieber), aliases)
    if coiffeurs:
        from jass_slate.games.coiffeur.commands.cells import coiffeur_stats, draw_coiffeur_stats

        counted = coiffeur_stats(coiffeurs, aliases)
    if json_out:
        print_json({**stats_data(report), **({"coiffeur": counted} if coiffeurs else {}),
                    **({"differenzler": differenzler} if differenzler else {})})
        return
    from jass_slate.games.schieber.render.stats import render_stats

    if schieber:
        draw(render_stats(report))
    if coiffeurs:
        draw_coiffeur_stats(counted)
    if differenzler:
        draw(stats_table(differenzler))
