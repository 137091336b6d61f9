"""Reading the session: show, history, rules, export and check."""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from jass_slate.cli.common import draw, family, print_json, refusals, say, session_path
from jass_slate.cli.options import AsciiOpt, FacingOpt, JsonOpt, StyleOpt, slate_look
from jass_slate.game.errors import InputError
from jass_slate.language.i18n import _
from jass_slate.report.shown import visible
from jass_slate.session.export import write_export
from jass_slate.session.file import load, load_head

RECENT_GAMES = 5  # `history` draws this many games of a season; --all draws them all

commands = family()


class ExportFormat(StrEnum):
    csv = "csv"
    json = "json"
    md = "md"
    svg = "svg"


@commands.command(name="show", help=_(
    "The Z slate of both teams, the target and Bergpreis, whose deal it is.\n\n"
    "Example: jass-slate show --facing"))
@refusals
def show(ctx: typer.Context, json_out: JsonOpt = False, facing: FacingOpt = False,
         ascii_: AsciiOpt = False, style: StyleOpt = None) -> None:
    from jass_slate.report.data import show_data

    # The look is worked out (and a bad --style refused) before reading, but only when
    # there is one to check for --json: drawing needs rich, which JSON does not.
    look = slate_look(facing, ascii_, style) if style or not json_out else None
    scorer = load(session_path(ctx)).scorer
    if json_out or look is None:
        print_json(show_data(scorer))
        return
    from jass_slate.render.show import render_show

    draw(render_show(scorer, look))


@commands.command(name="history", help=_(
    "Every hand: contract, who chose, points, Weis, Stöck and running totals.\n\n"
    "The table draws the last few games of a long session (--all: every game); "
    "--json always gives every hand.\n\n"
    "Example: jass-slate history --game 2"))
@refusals
def history(
    ctx: typer.Context,
    json_out: JsonOpt = False,
    every_game: Annotated[bool, typer.Option(
        "--all", show_default=False, help=_("Draw every game (default: the last {count}).")
        .format(count=RECENT_GAMES))] = False,
    game: Annotated[int | None, typer.Option(
        "--game", metavar="N", help=_("Draw game N only."))] = None,
) -> None:
    scorer = load(session_path(ctx)).scorer
    if json_out:
        from jass_slate.report import jsonout
        from jass_slate.report.data import history_parts

        jsonout.write(history_parts(scorer), sys.stdout)  # a hand a line, as it is made
        return
    from jass_slate.render.history import render_history

    games = [g.number for g in scorer.games]
    if game is not None and not scorer.hands:
        raise InputError(_("there is no game {game}: no hand is recorded yet").format(game=game))
    if game is not None and game not in games:
        raise InputError(_("there is no game {game}: games 1 to {count} are recorded").format(
            game=game, count=len(games)))
    only = None if every_game else {game} if game is not None else set(games[-RECENT_GAMES:])
    draw(render_history(scorer, only=only))


@commands.command(name="rules", help=_(
    "The session's house rules in full, or the presets with `--presets`.\n\n"
    "Example: jass-slate rules --presets"))
@refusals
def rules(
    ctx: typer.Context,
    json_out: JsonOpt = False,
    presets: Annotated[bool, typer.Option("--presets", show_default=False,
                                          help=_("List the presets."))] = False,
) -> None:
    from jass_slate.game.rules import PRESET_LINES, preset, rules_to_mapping

    if presets:
        if json_out:
            print_json({name: rules_to_mapping(preset(name)) for name in PRESET_LINES})
        else:
            for name, line in PRESET_LINES.items():
                say(f"{name:14} {_(line)}")  # the lines are marked N_() in rules.py
        return
    session_rules = load_head(session_path(ctx)).rules  # the head alone
    if json_out:
        print_json(rules_to_mapping(session_rules))
        return
    from jass_slate.render.show import render_rules

    draw(render_rules(session_rules))


@commands.command(name="export", help=_(
    "Export the session's history as CSV (a row per hand), JSON or Markdown, or the slate "
    "as an SVG picture.\n\n"
    "Example: jass-slate export --format svg -o slate.svg"))
@refusals
def export(
    ctx: typer.Context,
    files: Annotated[list[Path] | None, typer.Argument(
        metavar="FILE",
        help=_("Session files to export as one table with a session column (default: the "
               "session file, exported alone)."), show_default=False)] = None,
    format: Annotated[ExportFormat, typer.Option(
        "--format", help=_("csv, json, md or svg."))] = ExportFormat.csv,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", metavar="FILE",
        help=_("Write to FILE instead of stdout, in one step. Never over "
               "a session file or a file being exported."))] = None,
    force: Annotated[bool, typer.Option("--force", show_default=False, help=_(
        "Let -o replace an existing file (never a session file)."))] = False,
) -> None:
    from jass_slate.render.exports import export_chunks
    from jass_slate.report.replies import wrote_sentence

    sources = [*(files or []), session_path(ctx)]  # an export never replaces these
    if files:
        from jass_slate.report.exports_many import export_sessions

        chunks = export_sessions([(str(f), load(f).scorer) for f in files], format.value)
    else:
        chunks = export_chunks(load(session_path(ctx)).scorer, format.value)
    if output is None:
        sys.stdout.writelines(chunks)  # a hand a line, as it is made
    else:
        write_export(output, "".join(chunks), force, sources)  # in one step: made whole
        say(wrote_sentence(output))


@commands.command(name="check", help=_(
    "Check a (possibly hand-edited) session file; exit 0 if sound, 3 if not.\n\n"
    "Example: jass-slate check jass.toml"))
@refusals
def check(
    ctx: typer.Context,
    file: Annotated[Path | None, typer.Argument(metavar="FILE", help=_(
        "The file to check (default: the session file)."))] = None,
    json_out: JsonOpt = False,
) -> None:
    from jass_slate.report.replies import sound_sentence
    from jass_slate.session.check import check_file

    path = file or session_path(ctx)
    problems = check_file(path)
    if json_out:  # JSON is the same in every language: English
        print_json({"file": str(path), "sound": not problems,
                    "problems": [problem.english() for problem in problems]})
    if problems:
        for problem in problems:
            typer.echo(visible(f"jass-slate: {problem}"), err=True)
        raise typer.Exit(3)
    if not json_out:
        say(sound_sentence(path))
