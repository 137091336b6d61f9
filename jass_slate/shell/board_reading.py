"""The reading commands of a board game (show, history, rules, export): one body each for
every game whose board the shared bodies draw (shell/board_game.py); a game gives its
help texts, its drawing and its rules module, and its commands/reading.py is a few lines."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Protocol

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.board_game import export_board, loaded, show_board, show_history
from jass_slate.shell.club_export import DatabaseOpt, export_club, to_database
from jass_slate.shell.common import family, print_json, refusals, say
from jass_slate.shell.options import AsciiOpt, ExportFormat, JsonOpt

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.shell.board_game import BoardGame


class RulesModule(Protocol):
    """What `rules` reads of a game's rules module (its scoring/rules.py)."""

    @property
    def PRESETS(self) -> Mapping[str, Any]:
        """The presets by name."""

    @property
    def PRESET_HELP(self) -> Mapping[str, str]:
        """Each preset's line of help, marked with N_."""

    def rules_table(self, rules: Any) -> dict[str, Any]:
        """The rules as a rules file's table."""


@dataclass(frozen=True)
class ReadingHelp:
    """The game's own help of `show`, `history` and `rules`, each already through `_()`."""

    show: str
    history: str
    rules: str
    export: str | None = None  # None: the boards' shared help of `export`


FilesArg = Annotated[list[Path] | None, typer.Argument(
    metavar="FILE", show_default=False,
    help=_("Session files, or folders of them, to export as one table (default: the "
           "session file)."))]
FormatOpt = Annotated[ExportFormat, typer.Option(
    "--format", help=_("csv, json, md, svg or png (png needs the optional rasteriser: "
                       "pip install 'jass-slate[png]'); sqlite or sql: the club's "
                       "database (docs/database.md)."))]
OutputOpt = Annotated[Path | None, typer.Option(
    "--output", "-o", metavar="FILE",
    help=_("Write to FILE instead of stdout, in one step. Never over a session file or "
           "a file being exported."))]
ForceOpt = Annotated[bool, typer.Option("--force", show_default=False, help=_(
    "Let -o replace an existing file (never a session file)."))]
AliasOpt = Annotated[list[str] | None, typer.Option(
    "--alias", metavar="OTHER=NAME", show_default=False,
    help=_("With FILES: the player written OTHER in some sessions is NAME."))]
PresetsOpt = Annotated[bool, typer.Option("--presets", show_default=False,
                                          help=_("List the presets."))]
EXPORT_HELP = _("Export the session's hands as CSV (a row per hand), JSON or Markdown, or the "
                "board chalked as an SVG or PNG picture; with FILES, several sessions as one "
                "table; with --format sqlite or sql, or --database, into the club's database."
                "\n\nExample: jass-slate export --format png -o board.png\n\n"
                "Example: jass-slate export club/ --format sqlite -o club.db")


def reading_commands(game: BoardGame[Any, Any],
                     drawing: Callable[[Any, bool], RenderableType], helps: ReadingHelp,
                     rules_module: Callable[[], RulesModule]) -> typer.Typer:
    """The family of a board game's reading commands; `rules_module` is imported only
    when `rules` runs."""
    commands = family()

    @commands.command(name="show", help=helps.show)
    @refusals
    def show(ctx: typer.Context, json_out: JsonOpt = False, ascii_: AsciiOpt = False) -> None:
        show_board(ctx, game, json_out, lambda board: drawing(board, ascii_))

    @commands.command(name="history", help=helps.history)
    @refusals
    def history(ctx: typer.Context, json_out: JsonOpt = False,
                ascii_: AsciiOpt = False) -> None:
        show_history(ctx, game, json_out, ascii_)

    @commands.command(name="rules", help=helps.rules)
    @refusals
    def rules(ctx: typer.Context, json_out: JsonOpt = False, presets: PresetsOpt = False) -> None:
        said_rules(ctx, game, rules_module(), json_out, presets)

    @commands.command(name="export", help=helps.export or EXPORT_HELP)
    @refusals
    def export(ctx: typer.Context, files: FilesArg = None,
               format: FormatOpt = ExportFormat.csv, output: OutputOpt = None,
               force: ForceOpt = False, alias: AliasOpt = None,
               database: DatabaseOpt = None) -> None:
        if to_database(format.value, database):
            export_club(ctx, files, format.value, output, force, database, alias)
            return
        export_board(ctx, game, files, format.value, output, force, alias)

    return commands


def said_rules(ctx: typer.Context, game: BoardGame[Any, Any], module: RulesModule,
               json_out: bool, presets: bool) -> None:
    """`rules`: the session's house rules, or with --presets the game's presets."""
    if presets:
        if json_out:
            print_json({name: module.rules_table(r) for name, r in module.PRESETS.items()})
            return
        for name, text in module.PRESET_HELP.items():
            say(f"{name}: {_(text)}")
        return
    table = module.rules_table(loaded(ctx, game).board.rules)
    if json_out:
        print_json(table)
        return
    import tomli_w

    say(tomli_w.dumps(table).rstrip("\n"))  # as a rules file writes it
