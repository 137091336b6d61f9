"""`rules` of a Coiffeur session: how its cells count and its rows; `--presets` lists the
rows presets with their sources."""

from __future__ import annotations

from typing import Annotated

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import family, print_json, refusals, say, session_path
from jass_slate.shell.options import JsonOpt

commands = family()


@commands.command(name="rules", help=_(
    "The Coiffeur's house rules and its rows; `--presets` lists the rows presets.\n\n"
    "Example: jass-slate rules --presets"))
@refusals
def rules(ctx: typer.Context, json_out: JsonOpt = False,
          presets: Annotated[bool, typer.Option(
              "--presets", show_default=False, help=_("List the rows presets."))] = False
          ) -> None:
    from jass_slate.games.coiffeur.scoring.rows import PRESETS, row_tables

    if presets:
        if json_out:
            print_json({name: {"rows": row_tables(p.rows), "source": p.source}
                        for name, p in PRESETS.items()})
            return
        for name, preset in PRESETS.items():
            say(f"{name:16} {_(preset.source)}")
        return
    from jass_slate.games.coiffeur.report.words import rules_data
    from jass_slate.games.coiffeur.table.cells import load_coiffeur

    setup = load_coiffeur(session_path(ctx)).setup
    data = {**rules_data(setup), "rows": row_tables(setup.rows)}
    if json_out:
        print_json(data)
        return
    for key, value in rules_data(setup).items():
        if value is not None:
            say(f"{key:20} {str(value).lower() if isinstance(value, bool) else value}")
    for number, row in enumerate(setup.rows, start=1):
        say(f"{number:>2}. ×{row.factor:<3} {row.label} ({row.kind.value})")
