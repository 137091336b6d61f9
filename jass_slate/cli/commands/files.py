"""The session file itself, in every game: new (the game's start), migrate, and the demo.

`new` takes the options of every game; the game chosen (the registry's) starts its file
and refuses what does not fit it.
"""

from __future__ import annotations

from typing import Annotated

import typer

from jass_slate import games
from jass_slate.core.cards import DeckChoice
from jass_slate.games import FIRST, GameName, find_game, first_hooks
from jass_slate.language.i18n import _
from jass_slate.shell.common import family, refusals, say, session_path

commands = family()


# `new`'s TABs: the teams and players of the first game's session files in the folder.
def complete_known_team(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    return first_hooks().complete_known_team(ctx, incomplete)


def complete_known_seats(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    return first_hooks().complete_known_seats(ctx, incomplete)


def complete_known_player(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    return first_hooks().complete_known_player(ctx, incomplete)


TeamOpt = Annotated[list[str] | None, typer.Option(
    "--team", metavar="NAME", autocompletion=complete_known_team, show_default=False,
    help=_("A team's name, given twice; 'Anna & Beat' names its two players ('Anna & Beat & "
           "Chris' three, at a six-player table)."))]
SeatsOpt = Annotated[str | None, typer.Option(
    metavar="P1,P2,P3,P4", autocompletion=complete_known_seats, help=_(
        "The four players anticlockwise, P1,P2,P3,P4 (1 and 3 are team 1); or six, the "
        "teams alternating (1, 3 and 5 are team 1)."))]
FirstForehandOpt = Annotated[str | None, typer.Option(
    metavar="PLAYER", autocompletion=complete_known_player,
    help=_("Who holds the seven of clubs (of roses with the Swiss deck) and is forehand "
           "in the first hand."))]
RulesOpt = Annotated[str, typer.Option(metavar="PRESET|FILE", help=_(
    "A preset name (see `rules --presets`) or a house-rules TOML file."))]
DeckOpt = Annotated[DeckChoice | None, typer.Option(
    help=_("The deck, for the presets that leave it open (single, tournament)."))]
TargetOpt = Annotated[list[str] | None, typer.Option(
    metavar="N|TEAM=N",
    help=_("Points to win, instead of the preset's or the rules file's; Schneider and "
           "Bergpreis follow at half of it unless the rules file sets them. A target per "
           "team (a handicap): --target 1=3000 --target 2=2500, each team's lines at half "
           "of its own."))]
ForceOpt = Annotated[bool, typer.Option("--force", show_default=False,
                                        help=_("Replace an existing session file."))]
LikeOpt = Annotated[str | None, typer.Option(
    metavar="FILE|last", help=_(
        "Take the teams, seats and rules from another session file, or from the last one "
        "written in this folder (last); the options given beside it win. The first "
        "forehand is not taken."))]
GameOpt = Annotated[GameName, typer.Option(help=_("The game the slate keeps."))]
RowsOpt = Annotated[str | None, typer.Option(metavar="PRESET|FILE", help=_(games.ROWS_HELP))]
PlayersOpt = Annotated[str | None, typer.Option(metavar="A,B,C,D",
                                                help=_(games.PLAYERS_HELP))]
HandsOpt = Annotated[int | None, typer.Option(metavar="N", help=_(games.HANDS_HELP))]
LowestWinsOpt = Annotated[bool, typer.Option("--lowest-wins", show_default=False,
                                             help=_(games.LOWEST_WINS_HELP))]


@commands.command(name="new", help=_(
    "Start a session file: the two teams, their seats and the rules.\n\n"
    "Example: jass-slate new --team \"Anna & Beat\" --team \"Cla & Dora\" --first-forehand Anna")
    + "\n\n" + _("The same table as last time: jass-slate new -f friday.toml --like last")
    + "\n\n" + _(games.NEW_HELP).format(games=games.every_game()))
@refusals
def new(ctx: typer.Context, team: TeamOpt = None, seats: SeatsOpt = None,
        first_forehand: FirstForehandOpt = None, rules: RulesOpt = "classic",
        deck: DeckOpt = None, target: TargetOpt = None, force: ForceOpt = False,
        like: LikeOpt = None, game: GameOpt = GameName(FIRST.name), rows: RowsOpt = None,
        players: PlayersOpt = None, hands: HandsOpt = None,
        lowest_wins: LowestWinsOpt = False) -> None:
    from jass_slate.shell.common import usage_error
    from jass_slate.shell.new_game import NewGame, not_for, said_targets

    if game.value != FIRST.name:  # the first game's presets and files: its options alone
        for option, said in (("--deck", deck), ("--like", like)):
            if said is not None:
                raise not_for(option, game.value)
    else:  # the options of games that go to a target or last a number of hands
        for option, given in (("--hands", hands is not None), ("--lowest-wins", lowest_wins)):
            if given:
                raise not_for(option, game.value)
    try:
        plain, per_team = said_targets(target or [])
    except ValueError as error:
        usage_error(ctx, str(error))
    if per_team and game.value != FIRST.name:  # a target per team: the first game's teams
        raise not_for("--target", game.value)
    source = ctx.get_parameter_source("rules")
    told = NewGame(game.value, session_path(ctx), tuple(team or ()), players, rows, rules,
                   getattr(source, "name", "") != "DEFAULT", seats, first_forehand, force,
                   None if deck is None else deck.value, plain, like, per_team, hands,
                   lowest_wins)
    find_game(game.value).hooks.start(ctx, told)


@commands.command(name="migrate", help=_(
    "Bring a session file of an older format to this one, keeping a copy of the old file."
    "\n\nExample: jass-slate migrate"))
@refusals
def migrate(ctx: typer.Context) -> None:
    from jass_slate.file.head import FORMAT
    from jass_slate.file.migrate import migrate as session_migrate

    path = session_path(ctx)
    was, copy = session_migrate(path, lambda game: find_game(game).hooks)
    if copy is None:
        say(_("{file} is in session format {format} already; nothing to do.").format(
            file=path, format=FORMAT))
        return
    say(_("{file}: brought from session format {old} to {new}; the old file is kept as "
          "{copy}.").format(file=path, old=was, new=FORMAT, copy=copy))


@commands.command(name="demo", help=_(
    "Play a bundled example session into a temporary file and show it."))
@refusals
def demo() -> None:
    first_hooks().demo()
