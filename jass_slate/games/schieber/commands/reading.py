"""Reading the session: show, history, rules, export and check."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.core.errors import InputError
from jass_slate.games.schieber.commands.options import slate_look
from jass_slate.language.i18n import _
from jass_slate.report.visible import visible
from jass_slate.shell.club_export import DatabaseOpt, export_club, to_database
from jass_slate.shell.common import (
    deliver,
    draw,
    family,
    not_to_the_terminal,
    print_json,
    refusals,
    say,
    session_path,
    usage_error,
)
from jass_slate.shell.options import AsciiOpt, ExportFormat, FacingOpt, JsonOpt, StyleOpt

if TYPE_CHECKING:
    from jass_slate.games.schieber.file.session import Session
    from jass_slate.games.schieber.report.evening import Evening
    from jass_slate.games.schieber.scoring.passing import Season
    from jass_slate.games.schieber.scoring.slate import Slate

# `history` draws this many games of a season (--all draws them all): a snapshot holds
# their hands (games/schieber/scoring/course.py: MARKS is one more), so a season's are not read
# for them.
RECENT_GAMES = 5

commands = family()


@commands.command(name="show", help=_(
    "The Z slate of both teams, the target and Bergpreis, whose deal it is.\n\n"
    "Example: jass-slate show --facing"))
@refusals
def show(ctx: typer.Context, json_out: JsonOpt = False, facing: FacingOpt = False,
         ascii_: AsciiOpt = False, style: StyleOpt = None,
         more: Annotated[bool, typer.Option(
             "--more", show_default=False,
             help=_("Under the slate: the last hand recorded, the game's Match (M) and "
                    "Kontermatch (K), and how long the game and the evening have run."))]
         = False) -> None:
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.report.data import show_data

    # The look is worked out (and a bad --style refused) before reading, but only when
    # there is one to check for --json: drawing needs rich, which JSON does not.
    look = slate_look(facing, ascii_, style) if style or not json_out else None
    session = load(session_path(ctx))
    scorer = session.scorer
    if json_out or look is None:
        print_json(show_data(scorer))
        return
    from jass_slate.games.schieber.render.show import render_show

    draw(render_show(scorer, look, more, session.created))


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
    games_only: Annotated[bool, typer.Option(
        "--games", show_default=False,
        help=_("One line per game: the winner, the score, Schneider, Bergpreis, how it ended, "
               "its hands and how long it took; then the evening."))] = False,
) -> None:
    from jass_slate.games.schieber.file.session import load

    session = load(session_path(ctx))
    scorer = session.scorer
    if games_only:
        from jass_slate.games.schieber.file.one_pass import season

        say_games(scorer, session.created, json_out, season=season(session))
        return
    if json_out:
        from jass_slate.games.schieber.file.one_pass import season
        from jass_slate.games.schieber.report.data import history_parts
        from jass_slate.report import jsonout

        # A hand a line, as the one pass over the record reads it.
        jsonout.write(history_parts(scorer, season(session)), sys.stdout)
        return
    from jass_slate.games.schieber.render.history import render_history

    count = len(scorer.games)  # games 1 to count: a season's are not read for it
    if game is not None:
        refuse_no_game(scorer, game)
    if every_game and scorer.hands:
        draw_every_game(session)
        return
    only = None if every_game else {game} if game is not None else \
        set(range(max(count - RECENT_GAMES, 0) + 1, count + 1))
    draw(render_history(scorer, only=only))
    if count > 1 or scorer.game.decided:  # the evening read back, once a game is over
        say("")
        say_games(scorer, session.created, False, only)


def refuse_no_game(scorer: Slate, game: int) -> None:
    """`--game N` where there is no game N is refused."""
    count = len(scorer.games)
    if not scorer.hands:
        raise InputError(_("there is no game {game}: no hand is recorded yet").format(game=game))
    if not 1 <= game <= count:
        raise InputError(_("there is no game {game}: games 1 to {count} are recorded").format(
            game=game, count=count))


def draw_every_game(session: Session) -> None:
    """`history --all`: every game drawn as it is read (the season read twice, in one
    pass each: games/schieber/render/history.py), then the evening."""
    from jass_slate.games.schieber.file.one_pass import season
    from jass_slate.games.schieber.render.history import EveryGame

    scorer = session.scorer
    drawn = EveryGame(scorer, lambda: season(session))
    for piece in drawn.pieces():
        draw(piece)
    if len(scorer.games) > 1 or scorer.game.decided:
        say("")
        say_games(scorer, session.created, False, evening=drawn.evening(session.created))


def say_games(scorer: Slate, created: str, json_out: bool, only: set[int] | None = None,
              season: Season | None = None, evening: Evening | None = None) -> None:
    """One line per game (those in `only`: their hands alone are read; else every game's,
    from `evening` where its hands were taken, or from `season` where given, read in one
    pass), then the evening's, wrapped to the terminal between words; or them as JSON."""
    from rich.text import Text

    from jass_slate.games.schieber.report.evening import (
        Evening,
        evening_said,
        games_data,
        read_evening,
        summaries,
        summary_line,
    )
    from jass_slate.games.schieber.report.striche import session_striche
    from jass_slate.games.schieber.scoring.passing import Season
    from jass_slate.games.schieber.scoring.striche_count import striche_totals

    if evening is None:
        evening = read_evening(scorer, season or Season(scorer), created) if only is None \
            else Evening(summaries(scorer, created, len(only)), session_striche(scorer))
    if json_out:
        print_json({"games": games_data(scorer, evening)})
        return
    earned = evening.earned
    lines = [summary_line(s, scorer.teams.names,
                          None if earned is None else striche_totals(earned, s.game.number))
             for s in evening.summaries if only is None or s.game.number in only]
    said = evening_said(scorer, created, earned)
    for line in [*lines, *([said] if said else [])]:
        draw(Text(visible(line)))


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
    from jass_slate.games.schieber.scoring.rules import PRESET_LINES, preset
    from jass_slate.games.schieber.scoring.rules_mapping import rules_to_mapping

    if presets:
        if json_out:
            print_json({name: rules_to_mapping(preset(name)) for name in PRESET_LINES})
        else:
            for name, line in PRESET_LINES.items():
                say(f"{name:14} {_(line)}")  # the lines are marked N_() in rules.py
        return
    from jass_slate.games.schieber.file.head_only import load_head

    session_rules = load_head(session_path(ctx)).rules  # the head alone
    if json_out:
        print_json(rules_to_mapping(session_rules))
        return
    from jass_slate.games.schieber.render.rules import render_rules

    draw(render_rules(session_rules))


FilesArg = Annotated[list[Path] | None, typer.Argument(
    metavar="FILE",
    help=_("Session files, or folders of them, to export as one table with a session "
           "column (default: the session file, exported alone)."), show_default=False)]
FormatOpt = Annotated[ExportFormat, typer.Option(
    "--format", help=_("csv, json, md, svg or png (png needs the optional rasteriser: "
                       "pip install 'jass-slate[png]', or with pipx: pipx inject "
                       "jass-slate cairosvg); sqlite or sql: the club's database "
                       "(docs/database.md)."))]
OutputOpt = Annotated[Path | None, typer.Option(
    "--output", "-o", metavar="FILE",
    help=_("Write to FILE instead of stdout, in one step. Never over "
           "a session file or a file being exported."))]
ForceOpt = Annotated[bool, typer.Option("--force", show_default=False, help=_(
    "Let -o replace an existing file (never a session file)."))]
ExportFacingOpt = Annotated[bool, typer.Option("--facing", show_default=False, help=_(
    "md, svg and png: the far team's (team 2's) Z upside down, as it lies between the "
    "two scorers."))]
AliasOpt = Annotated[list[str] | None, typer.Option(
    "--alias", metavar="OTHER=NAME", show_default=False,
    help=_("With FILES: the player written OTHER in some sessions is NAME (\"Uli=Ueli\"), "
           "in the team names and the chooser, as in stats; repeatable or "
           "comma-separated."))]


@commands.command(name="export", help=_(
    "Export the session's history as CSV (a row per hand), JSON or Markdown, or the slate "
    "drawn in chalk as an SVG or PNG picture; with --format sqlite or sql, or --database, "
    "the sessions of FILES or a folder into the club's database.\n\n"
    "Example: jass-slate export --format png --facing -o slate.png\n\n"
    "Example: jass-slate export club/ --format sqlite -o club.db"))
@refusals
def export(ctx: typer.Context, files: FilesArg = None, format: FormatOpt = ExportFormat.csv,
           output: OutputOpt = None, force: ForceOpt = False, facing: ExportFacingOpt = False,
           alias: AliasOpt = None, database: DatabaseOpt = None) -> None:
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.render.exports import export_chunks, export_png

    if to_database(format.value, database):
        export_club(ctx, files, format.value, output, force, database, alias)
        return

    sources = [*(files or []), session_path(ctx)]  # an export never replaces these
    look = None
    if format in (ExportFormat.md, ExportFormat.svg, ExportFormat.png):
        from jass_slate.games.schieber.render.slate import SlateLook  # rich: not for CSV, JSON

        look = SlateLook(facing=facing)
    if alias and not files:
        usage_error(ctx, _("--alias goes with FILES: the sessions exported as one table"))
    chunks: Iterable[str] | bytes
    if files:
        from jass_slate.shell.club import club
        from jass_slate.shell.every_game import every_game

        sessions, aliases = club(alias, files)
        chunks = every_game(ctx).export_several(sessions, format.value, aliases)
    elif format is ExportFormat.png:
        not_to_the_terminal(output)
        chunks = export_png(load(session_path(ctx)).scorer, look)
    else:
        from jass_slate.games.schieber.file.one_pass import season

        session = load(session_path(ctx))
        chunks = export_chunks(session.scorer, format.value, look, season(session))
    deliver(chunks, output, force, sources)
