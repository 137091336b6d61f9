"""Differenzler files handed over: `export` of a Differenzler session, and the part of
`export FILES` and `stats FILES` that reads the Differenzler files among Schieber ones
(games/schieber/commands/reading.py and cli/stats.py ask `mixed_export` and `split_stats`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from jass_slate.language.i18n import _, ngettext
from jass_slate.shell.common import deliver, family, not_to_the_terminal, refusals, session_path
from jass_slate.shell.options import ExportFormat

if TYPE_CHECKING:
    from jass_slate.games.differenzler.scoring.board import Board

commands = family()
GAME = "differenzler"


def ours(paths: Sequence[Path]) -> tuple[list[Path], list[Path]]:
    """The Differenzler files among `paths`, and the others (in the order given)."""
    from jass_slate.file.path import peek_game

    games = [peek_game(path) == GAME for path in paths]
    return ([p for p, mine in zip(paths, games, strict=True) if mine],
            [p for p, mine in zip(paths, games, strict=True) if not mine])


def named_boards(paths: Iterable[Path]) -> list[tuple[str, Board]]:
    from jass_slate.games.differenzler.commands.hands import load_board

    return [(str(path), load_board(path)) for path in paths]


def mixed_export(files: Sequence[Path], format_name: str, aliases: dict[str, str],
                 rest: Callable[[list[Path]], Iterable[str]]) -> Iterable[str] | None:
    """`export FILES` when Differenzler files are among them (None: there are none): their
    own table, or with the other games' files (which `rest` exports as one) one JSON
    document or one Markdown page of all; a CSV is one table and takes one game's files."""
    from jass_slate.core.errors import RuleError, message
    from jass_slate.games.differenzler.report.exports import MANY, sessions_data
    from jass_slate.language.i18n import N_

    mine, others = ours(files)
    if not mine:
        return None
    boards = named_boards(mine)
    if not others:
        return MANY[format_name](boards, aliases)
    if format_name == "csv":
        raise RuleError(message(N_("a CSV is one table and a Differenzler's columns are not a "
                                   "Schieber's: export the files of each game apart, or use "
                                   "--format json or md")))
    import json

    from jass_slate.report import jsonout

    schieber = rest(list(others))  # the other games' files, exported as one
    if format_name == "md":
        return [*schieber, "\n", *MANY["md"](boards, aliases)]
    data: dict[str, Any] = json.loads("".join(schieber))
    return jsonout.lines({**data, "differenzler": sessions_data(boards, aliases)})


def split_stats(paths: Sequence[Path], aliases: dict[str, str]
                ) -> tuple[list[Path], dict[str, Any] | None]:
    """`stats FILES`: the files left for Schieber's statistics, and the Differenzler
    players' figures (None: no Differenzler file among them)."""
    mine, others = ours(paths)
    if not mine:
        return others, None
    from jass_slate.games.differenzler.report.exports import stats_data

    return others, stats_data(named_boards(mine), aliases)


def stats_table(data: dict[str, Any]) -> Any:
    """The Differenzler players' figures drawn (rich)."""
    from rich.table import Table
    from rich.text import Text

    from jass_slate.report.visible import visible

    def figure(value: object) -> str:
        return "–" if value is None else str(value)

    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    table = Table(title=_("Differenzler: {sessions}, {hands} hands").format(
        sessions=sessions.format(count=len(data["sessions"])), hands=data["hands"]),
        title_justify="left")
    table.add_column(_("Player"))
    for header in (_("Sessions"), _("Won"), _("Hands"), _("Ø call"), _("Ø pts"),
                   _("Exact"), _("Zero"), _("Ø diff")):
        table.add_column(header, justify="right", no_wrap=True)
    for p in data["players"]:
        table.add_row(Text(visible(p["name"])), str(p["sessions"]), str(p["games_won"]),
                      str(p["hands"]), figure(p["average_call"]), figure(p["average_points"]),
                      str(p["exact_hits"]), str(p["zero_calls"]),
                      figure(p["average_difference"]))
    return table


@commands.command(name="export", help=_(
    "Export the session's hands as CSV (a row per hand), JSON or Markdown, or the board "
    "chalked as an SVG or PNG picture; with FILES, several sessions as one table.\n\n"
    "Example: jass-slate export --format png -o board.png"))
@refusals
def export(
    ctx: typer.Context,
    files: Annotated[list[Path] | None, typer.Argument(
        metavar="FILE", show_default=False,
        help=_("Session files to export as one table (default: the session file)."))] = None,
    format: Annotated[ExportFormat, typer.Option(
        "--format", help=_("csv, json, md, svg or png (png needs the optional rasteriser: "
                           "pip install 'jass-slate[png]')."))] = ExportFormat.csv,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", metavar="FILE",
        help=_("Write to FILE instead of stdout, in one step. Never over a session file or "
               "a file being exported."))] = None,
    force: Annotated[bool, typer.Option("--force", show_default=False, help=_(
        "Let -o replace an existing file (never a session file)."))] = False,
    alias: Annotated[list[str] | None, typer.Option(
        "--alias", metavar="OTHER=NAME", show_default=False,
        help=_("With FILES: the player written OTHER in some sessions is NAME."))] = None,
) -> None:
    from jass_slate.report.aliases import parse_aliases

    path = session_path(ctx)
    chunks: Iterable[str] | bytes
    if files:
        from jass_slate.cli.kinds import export_many

        chunks = export_many(files, format.value, parse_aliases(alias or []))
    else:
        from jass_slate.games.differenzler.commands.hands import load_board

        board = load_board(path)
        if format in (ExportFormat.csv, ExportFormat.json):  # no rich: nothing is drawn
            from jass_slate.games.differenzler.report import exports as plain

            chunks = plain.export_csv(board) if format is ExportFormat.csv else \
                plain.export_json(board)
        elif format is ExportFormat.png:
            from jass_slate.games.differenzler.render.board import board_png

            not_to_the_terminal(output)
            chunks = board_png(board)
        else:
            from jass_slate.games.differenzler.render.board import export_chunks

            chunks = export_chunks(board, format.value)
    deliver(chunks, output, force, [*(files or []), path])
