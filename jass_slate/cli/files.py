"""The session file itself: new, migrate, and the bundled demo."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from jass_slate.games.schieber.commands.completion import (
    complete_known_player,
    complete_known_seats,
    complete_known_team,
)
from jass_slate.games.schieber.table.new_session import DeckChoice, NewSession
from jass_slate.language.i18n import _
from jass_slate.shell.common import draw, family, refusals, say, session_path, usage_error

commands = family()


class GameChoice(StrEnum):
    """The games a session file may hold (games/schieber/file/head.py: GAMES)."""

    schieber = "schieber"
    coiffeur = "coiffeur"
    differenzler = "differenzler"


@commands.command(name="new", help=_(
    "Start a session file: the two teams, their seats and the rules.\n\n"
    "Example: jass-slate new --team \"Anna & Beat\" --team \"Cla & Dora\" --first-forehand Anna")
    + "\n\n" + _("The same table as last time: jass-slate new -f friday.toml --like last")
    + "\n\n" + _("A Coiffeur: jass-slate new --game coiffeur --team \"Anna & Beat\" --team "
                 "\"Cla & Dora\"; a Differenzler: jass-slate new --game differenzler "
                 "--players Anna,Beat,Cla,Dora"))
@refusals
def new(
    ctx: typer.Context,
    team: Annotated[list[str] | None, typer.Option(
        "--team", metavar="NAME", autocompletion=complete_known_team, show_default=False,
        help=_("A team's name, given twice; 'Anna & Beat' names its two players ('Anna & Beat & "
               "Chris' three, at a six-player table)."))] = None,
    seats: Annotated[str | None, typer.Option(
        metavar="P1,P2,P3,P4", autocompletion=complete_known_seats, help=_(
        "The four players anticlockwise, P1,P2,P3,P4 (1 and 3 are team 1); or six, the teams "
        "alternating (1, 3 and 5 are team 1)."))] = None,
    first_forehand: Annotated[str | None, typer.Option(
        metavar="PLAYER", autocompletion=complete_known_player,
        help=_("Who holds the seven of clubs (of roses with the Swiss deck) and is forehand "
               "in the first hand."))] = None,
    rules: Annotated[str, typer.Option(metavar="PRESET|FILE", help=_(
        "A preset name (see `rules --presets`) or a house-rules TOML file."))] = "classic",
    deck: Annotated[DeckChoice | None, typer.Option(
        help=_("The deck, for the presets that leave it open (single, tournament)."))] = None,
    target: Annotated[int | None, typer.Option(
        metavar="N",
        help=_("Points to win, instead of the preset's or the rules file's; Schneider and "
               "Bergpreis follow at half of it unless the rules file sets them."))] = None,
    force: Annotated[bool, typer.Option("--force", show_default=False,
                                        help=_("Replace an existing session file."))] = False,
    like: Annotated[str | None, typer.Option(
        metavar="FILE|last", help=_(
            "Take the teams, seats and rules from another session file, or from the last "
            "one written in this folder (last); the options given beside it win. The first "
            "forehand is not taken."))] = None,
    game: Annotated[GameChoice, typer.Option(
        help=_("The game the slate keeps."))] = GameChoice.schieber,
    rows: Annotated[str | None, typer.Option(
        metavar="PRESET|FILE", help=_(
            "Coiffeur: the rows and their factors, a preset name or a rows TOML file."))] = None,
    players: Annotated[str | None, typer.Option(
        metavar="A,B,C,D", help=_("Differenzler: the players, each alone, in seat order."))
    ] = None,
) -> None:
    from jass_slate.games.schieber.report.replies import forehand_sentence, new_session_lines
    from jass_slate.games.schieber.table.new_session import new_session

    if game is not GameChoice.schieber:
        from jass_slate.cli.kinds import NewGame, not_for, start_game

        for option, said in (("--deck", deck), ("--target", target), ("--like", like)):
            if said is not None:
                raise not_for(option, game.value)

        source = ctx.get_parameter_source("rules")
        chosen = None if getattr(source, "name", "") == "DEFAULT" else rules
        start_game(ctx, NewGame(game.value, session_path(ctx), tuple(team or ()), players,
                                rows, chosen, seats, first_forehand, force))
        return
    for option, given in (("--rows", rows), ("--players", players)):
        if given is not None:
            from jass_slate.cli.kinds import not_for

            raise not_for(option, GameChoice.schieber.value)
    if not team and like is None:  # as Click says it of a required option: a usage error
        from jass_slate.shell.click_words import usage_message

        usage_error(ctx, usage_message("Missing option '--team'."))
    path = session_path(ctx)
    if like is not None:
        from jass_slate.games.schieber.table.like import like_file

        like = str(like_file(like, path))
    source = ctx.get_parameter_source("rules")  # beside --like, only --rules given counts
    given = rules if like is None or getattr(source, "name", "") != "DEFAULT" else None
    told = NewSession(tuple(team or ()), seats, first_forehand, given, deck, target, force,
                      like)
    session, teams = new_session(path, told)
    guessed = seats is None and (like is None or bool(team))  # --like's seats are no guess
    for line in new_session_lines(path, session.rules, teams, told.rules_file, guessed):
        say(line)
    if like is not None:
        say(_("Taken from {file}: the teams, seats and rules not given here.").format(
            file=like))
    # no first forehand, no deal to say (Scorer.next_deal): the scorer is not loaded for it
    deal = None if session.teams.first_forehand is None else session.scorer.next_deal()
    if deal is not None:
        say(forehand_sentence(deal[1]))


@commands.command(name="migrate", help=_(
    "Bring a session file of an older format to this one, keeping a copy of the old file."
    "\n\nExample: jass-slate migrate"))
@refusals
def migrate(ctx: typer.Context) -> None:
    from jass_slate.file.head import FORMAT
    from jass_slate.file.migrate import migrate as session_migrate
    from jass_slate.games.schieber.report.replies import migrated_sentence
    path = session_path(ctx)
    was, copy = session_migrate(path)
    say(migrated_sentence(path, was, FORMAT, copy))


@commands.command(name="demo", help=_(
    "Play a bundled example session into a temporary file and show it."))
@refusals
def demo() -> None:
    import tempfile

    from jass_slate.games.schieber.render.history import render_history
    from jass_slate.games.schieber.render.show import render_show
    from jass_slate.games.schieber.table.demo import play_demo

    with tempfile.TemporaryDirectory() as folder:
        scorer = play_demo(Path(folder) / "demo.toml", say)
        draw(render_history(scorer))
        draw(render_show(scorer))
