"""`jass-slate tournament new|check|show|export DIR`: a tournament night (issue 35), its
draw, the check of the tables' files as they come back, the standings (jass_slate/
tournament does the work; the games are found through the registry)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.language.i18n import _, ngettext
from jass_slate.shell.common import draw, family, print_json, refusals, say, usage_error
from jass_slate.shell.options import DEFAULT_PORT, JsonOpt, LanOpt, PortOpt

if TYPE_CHECKING:
    from jass_slate.tournament.file import Tournament
    from jass_slate.tournament.standings import Standings
    from jass_slate.tournament.tables import Night

commands = family()
tournament = family()
commands.add_typer(tournament, name="tournament", help=_(
    "A tournament night: the draw of every round, a session file per table, the "
    "standings.\n\n"
    "Example: jass-slate tournament new night --players Anna,Beat,Cla,Dora,Ernst,Fritz,"
    "Gret,Hans --rounds 3 --hands 8 --seed 7; jass-slate tournament show night"))
Folder = Annotated[Path, typer.Argument(metavar="DIR", show_default=False, help=_(
    "The tournament's folder: tournament.toml and round-N/table-M.toml."))]
FORMATS = ("csv", "md", "svg")


@tournament.command(name="new", help=_(
    "Draw a tournament: tables of four with partners drawn anew each round so that nobody "
    "partners the same player twice while that can be, or tables of players each alone; "
    "the byes; one session file per table and round. The seed is kept and said: the draw "
    "can be drawn again and checked.\n\n"
    "Example: jass-slate tournament new night --players players.txt --rounds 3 --hands 12"))
@refusals
def new(
    ctx: typer.Context,
    folder: Folder,
    players: Annotated[str, typer.Option(
        metavar="FILE|A,B,…", show_default=False,
        help=_("The players: a file with a name a line, or the names with commas."))],
    rounds: Annotated[int, typer.Option(min=1, max=100, metavar="N", show_default=False,
                                        help=_("How many rounds (Passen)."))],
    hands: Annotated[int, typer.Option(min=1, max=1000, metavar="N", show_default=False,
                                       help=_("How many hands a round."))],
    game: Annotated[str | None, typer.Option(
        metavar="NAME", show_default=False,
        help=_("The game (default: the first that offers a tournament)."))] = None,
    rules: Annotated[str | None, typer.Option(
        metavar="PRESET|FILE", show_default=False,
        help=_("The tables' rules: a preset or a rules file (default: the game's "
               "tournament preset)."))] = None,
    seed: Annotated[int | None, typer.Option(
        min=0, max=2**63 - 1, metavar="N", show_default=False,
        help=_("The seed of the draw (default: drawn, and said)."))] = None,
    name: Annotated[str | None, typer.Option(
        metavar="NAME", show_default=False,
        help=_("The tournament's name (default: the folder's)."))] = None,
    drop_worst: Annotated[bool, typer.Option(
        "--drop-worst", help=_("Each player's worst round is not counted (a "
                               "Streichpasse)."))] = False,
) -> None:
    import secrets

    from jass_slate.tournament.night import NewTournament, begin

    chosen = _game(ctx, game)
    told = NewTournament(folder, _players(ctx, players), rounds, hands, chosen, rules,
                         secrets.randbelow(10**9) if seed is None else seed,
                         name if name is not None else folder.resolve().name, drop_worst)
    started, line, repeats = begin(told)
    _said_new(folder, started, line, repeats)


def _game(ctx: typer.Context, game: str | None) -> str:
    from jass_slate.games import tournament_games

    offered = [found.name for found in tournament_games()]
    if game is None:
        return offered[0]
    if game not in offered:
        usage_error(ctx, _("--game is one of {games}, not {value!r}").format(
            games=", ".join(offered), value=game))
    return game


def _players(ctx: typer.Context, said: str) -> tuple[str, ...]:
    """The names typed with commas, or a file's, a name a line (# starts a comment)."""
    from jass_slate.core.errors import RuleError, message
    from jass_slate.language.i18n import N_

    if "," in said:
        names = [name.strip() for name in said.split(",")]
        if not all(names):
            usage_error(ctx, _("--players A,B,… has an empty name: write the names with "
                               "commas between them, or a file with a name a line"))
        return tuple(names)
    from jass_slate.file.document import read_bytes
    from jass_slate.tournament.file import PLAYERS_LIST

    data = read_bytes(Path(said), PLAYERS_LIST)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RuleError(message(N_("{file} is not UTF-8 text"), file=said)) from None
    names = [line.split("#", 1)[0].strip() for line in text.splitlines()]
    found = tuple(name for name in names if name)
    if not found:
        raise RuleError(message(N_("{file} names no player"), file=said))
    return found


def _said_new(folder: Path, started: Tournament, line: str, repeats: bool) -> None:
    from jass_slate.games import find_game
    from jass_slate.tournament.words import round_lines

    hooks = find_game(started.game).tournament
    assert hooks is not None
    say(ngettext("Drew {name} in {folder}: {players} players, {rounds} round.",
                 "Drew {name} in {folder}: {players} players, {rounds} rounds.",
                 started.rounds).format(
        name=started.name, folder=folder, players=len(started.players),
        rounds=started.rounds))
    say(line + ".")
    for each in started.draw:
        for said in round_lines(each, hooks.partners):
            say(said)
    if repeats:
        say(_("Warning: {rounds} rounds are more than {players} players can play without "
              "someone partnering the same player twice; the draw repeats as few as it "
              "can.").format(rounds=started.rounds, players=len(started.players)))
    say(_("Seed {seed}: `jass-slate tournament check {folder}` draws it again and "
          "compares.").format(seed=started.seed, folder=folder))


@tournament.command(name="check", help=_(
    "Check a tournament's folder: the draw follows from its seed, every table's file is "
    "there, sound, of this tournament, at its place, with the draw's players and seats; "
    "a problem a line (exit 1; 3 where a table's file fails check).\n\n"
    "Example: jass-slate tournament check night"))
@refusals
def check(folder: Folder) -> None:
    from jass_slate.shell.common import tell
    from jass_slate.tournament.checking import check_tournament
    from jass_slate.tournament.file import read_tournament

    found = check_tournament(folder, read_tournament(folder))
    if not found:
        say(_("{folder}: sound.").format(folder=folder))
        return
    for finding in found:
        tell(finding.said.text())
    raise typer.Exit(max(finding.code for finding in found))


@tournament.command(name="show", help=_(
    "The standings: each player's rounds, those counted, his total and rank; a round not "
    "counted in brackets, a bye as –. Ties: the better single round, then a shared "
    "rank.\n\n"
    "Example: jass-slate tournament show night --after 2"))
@refusals
def show(
    folder: Folder,
    after: Annotated[int | None, typer.Option(
        min=1, metavar="ROUND", show_default=False,
        help=_("The standings after this round (default: every round)."))] = None,
    json_out: JsonOpt = False,
) -> None:
    from jass_slate.tournament.words import standings_data, standings_table, summary_line

    started, night, shown = standings_of(folder, after)
    if json_out:
        print_json(standings_data(shown, night.missing, night.playing))
        return
    from rich.console import Group
    from rich.text import Text

    missing = [_("Round {round}, table {table}: its file is not back.").format(
        round=round_number, table=table) for round_number, table in night.missing]
    draw(Group(standings_table(shown, started.name),
               *(Text(line) for line in [summary_line(shown), *missing])))


def standings_of(folder: Path, after: int | None) -> tuple[Tournament, Night, Standings]:
    """The tournament, its tables read and the standings after `after` rounds (all)."""
    from jass_slate.tournament.file import read_tournament
    from jass_slate.tournament.standings import standings
    from jass_slate.tournament.tables import read_night

    started = read_tournament(folder)
    upto = started.rounds if after is None else min(after, started.rounds)
    night = read_night(folder, started, upto)
    return started, night, standings(
        started.players, started.rounds, night.scores, night.sat_out, night.over(upto),
        night.highest_wins, started.drop_worst, upto)


@tournament.command(name="export", help=_(
    "The standings as CSV, Markdown or an SVG picture, to stdout or a file.\n\n"
    "Example: jass-slate tournament export night --format svg -o standings.svg"))
@refusals
def export(
    ctx: typer.Context,
    folder: Folder,
    format_name: Annotated[str, typer.Option(
        "--format", metavar="csv|md|svg", show_default=False,
        help=_("csv, md or svg."))] = "csv",
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", metavar="FILE", show_default=False,
        help=_("Write it to FILE (default: stdout)."))] = None,
    force: Annotated[bool, typer.Option(
        "--force", help=_("Replace FILE if it exists."))] = False,
    after: Annotated[int | None, typer.Option(
        min=1, metavar="ROUND", show_default=False,
        help=_("The standings after this round (default: every round)."))] = None,
) -> None:
    from jass_slate.shell.common import deliver
    from jass_slate.tournament.picture import standings_svg
    from jass_slate.tournament.words import standings_csv, standings_markdown

    if format_name not in FORMATS:
        usage_error(ctx, _("--format is one of {formats}, not {value!r}").format(
            formats=", ".join(FORMATS), value=format_name))
    started, _night, shown = standings_of(folder, after)
    made = standings_csv(shown) if format_name == "csv" else \
        standings_markdown(shown, started.name) if format_name == "md" else \
        iter([standings_svg(shown, started.name)])
    deliver(made, output, force, [folder / "tournament.toml"])


@tournament.command(name="serve", help=_(
    "The standings as a page for a screen at the venue, updated as the tables' files come "
    "back; read-only. With --lan the phones and the screen on the network open it by its "
    "address and code.\n\n"
    "Example: jass-slate tournament serve night --lan"))
@refusals
def serve(folder: Folder, port: PortOpt = DEFAULT_PORT, lan: LanOpt = False) -> None:
    from jass_slate.shell.serve import access_token, run_server
    from jass_slate.shell.serving import Serving
    from jass_slate.tournament.leaderboard import leaderboard, live_tournament

    leaderboard(folder)  # a folder that cannot be read is refused now (exit 3)
    run_server(Serving(live_tournament(folder), port, access_token(lan)), lan)
