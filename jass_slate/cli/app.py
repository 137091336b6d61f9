"""The command line: parse what was typed, call the core, print, and exit with CLI.md's code.

This is the only module that prints or exits. Heavy imports (rich) happen inside
the commands that draw.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import gc
import os
import sys
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, ParamSpec, TypeVar

import typer

from jass_slate.cli.completion import complete_contract, complete_team
from jass_slate.cli.watch import AsciiOpt, FacingOpt, StyleOpt, slate_look
from jass_slate.game.cards import Contract, Deck, parse_contract
from jass_slate.game.errors import InputError, JassError, SessionFileError, WriteError
from jass_slate.game.events import Claim, Event, Fix, Hand, Start, Stoeck, TricksTaken, Undo, Weis
from jass_slate.game.events import WeisCall as WeisCallT
from jass_slate.game.rules import Rules, preset, with_target
from jass_slate.game.teams import make_teams, parse_team
from jass_slate.language import i18n
from jass_slate.language.i18n import N_, _, ngettext
from jass_slate.report.shown import visible
from jass_slate.session.disk import written
from jass_slate.session.export import write_export
from jass_slate.session.file import Session, create, editing, load, save
from jass_slate.session.rules_file import load_rules_file
from jass_slate.table import inputs

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.game.scorer import HandResult, Scorer

P = ParamSpec("P")
R = TypeVar("R")

DEFAULT_FILE = "jass.toml"
RECENT_GAMES = 5  # `history` draws this many games of a season; --all draws them all

app = typer.Typer(
    name="jass-slate",
    help=_("Keep the score of a Schieber Jass table: the chalk slate, in your terminal.\n\n"
           "Start with `jass-slate new --team 'Anna & Beat' --team 'Cla & Dora'`, then record "
           "each hand with `jass-slate hand hearts --points 1=100`."),
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


class DeckChoice(StrEnum):
    french = "french"
    swiss = "swiss"


DECK_NAMES = {Deck.FRENCH: N_("french deck"), Deck.SWISS: N_("swiss deck")}
# One sentence per deck, so that each language can say the deck in its own grammar.
FILE_DECK_REFUSALS = {Deck.FRENCH: N_("{rules} plays the french deck, not swiss"),
                      Deck.SWISS: N_("{rules} plays the swiss deck, not french")}


class ExportFormat(StrEnum):
    csv = "csv"
    json = "json"
    md = "md"
    svg = "svg"


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush meets no closed pipe."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


# How each kind of error ends a command (CLI.md): the first kind that matches.
EXIT_CODES: tuple[tuple[type[JassError], int], ...] = (
    (SessionFileError, 3), (WriteError, 3), (JassError, 1))


def exit_code(error: JassError) -> int:
    """The exit code CLI.md gives for this kind of error."""
    return next(code for kind, code in EXIT_CODES if isinstance(error, kind))


def refusals(command: Callable[P, R]) -> Callable[P, R]:
    """Turn the core's errors into one line on stderr and CLI.md's exit code."""

    @functools.wraps(command)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        written.clear()
        try:
            result = command(*args, **kwargs)
            sys.stdout.flush()
        except BrokenPipeError:  # `history | head`: the reader has seen enough
            _silence_stdout()
            raise typer.Exit(0) from None
        except JassError as error:
            _tell(str(error))
            raise typer.Exit(exit_code(error)) from None
        except (OSError, ImportError) as error:  # the last net: printing, a late import, ...
            raise typer.Exit(_late_failure(error)) from None
        finally:
            for note in written.notes:
                _tell(note)
        return result

    return wrapper


def _late_failure(error: OSError | ImportError) -> int:
    """Say what failed outside the store, and whether the change is written: exit 0 if it is
    (a retry would record it twice; README, "Your score is safe"), else 3."""
    if isinstance(error, ImportError):
        reason = _("cannot load a part of jass-slate ({reason})").format(reason=error)
    else:
        reason = error.strerror or str(error)
        if error.filename:
            reason = _("{file}: {reason}").format(file=error.filename, reason=reason)
    if written.paths:
        with contextlib.suppress(OSError, ValueError):  # no real stdout under a test runner
            _silence_stdout()  # the interpreter's last flush would fail again
        _tell(_("{path}: the change IS written, but then this failed: {reason}; run "
                "`jass-slate show` to see it").format(path=written.paths[-1],
                                                       reason=reason))
        return 0
    _tell(_("{reason}; nothing was written").format(reason=reason) if isinstance(
        error, ImportError) else reason)
    return 3


def _tell(text: str) -> None:
    with contextlib.suppress(OSError):
        typer.echo(visible("jass-slate: " + " ".join(text.split())), err=True)


@app.callback()
def main_options(
    ctx: typer.Context,
    file: Annotated[
        Path | None,
        typer.Option("--file", "-f", envvar="JASS_SLATE_FILE",
                     help=_("The session file (default: ./jass.toml)."), show_default=False),
    ] = None,
    lang: Annotated[
        str | None,
        typer.Option("--lang", help=_("Language: en, de, fr or it (default: JASS_SLATE_LANG, "
                                      "then the system locale)."), show_default=False),
    ] = None,
) -> None:
    """Keep the score of a Schieber Jass table."""
    if lang is not None:
        code = i18n.known_language(lang)
        if code is None:
            raise typer.BadParameter(_("say en, de, fr or it, not {lang!r}").format(lang=lang),
                                     param_hint="'--lang'")
        i18n.use(code)
    ctx.obj = file or Path(DEFAULT_FILE)


def session_path(ctx: typer.Context) -> Path:
    path = ctx.find_root().obj
    return path if isinstance(path, Path) else Path(DEFAULT_FILE)


def print_json(data: Any) -> None:
    import json

    text = json.dumps(data, ensure_ascii=False, indent=2)
    if not text.isascii() and not _writable(text):  # a file name that is not UTF-8
        text = json.dumps(data, ensure_ascii=True, indent=2)
    sys.stdout.write(text + "\n")


def _writable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def draw(renderable: RenderableType) -> None:
    from rich.console import Console

    from jass_slate.render.show import Shown

    Console().print(Shown(renderable))


def say(text: str) -> None:
    """Print a message; the names in it are shown as text (jass_slate.report.shown), and a file
    name that is not UTF-8 is shown escaped (`\\udc80`), not a crash."""
    text = visible(text, lines=True)
    typer.echo(text if _writable(text) else text.encode("utf-8", "backslashreplace").decode())


def usage_error(ctx: typer.Context, message: str) -> NoReturn:
    """Refuse what was typed as a usage error (exit 2), in Click's own frame: the usage
    line, where to find help, then `message`. Nothing is read or written."""
    from typer._click.exceptions import UsageError

    from jass_slate.cli.words import SpokenUsageError

    raise SpokenUsageError(UsageError(message, ctx))


def one_trick_option(ctx: typer.Context, points: str | None, match: str | None) -> None:
    """`--points` or `--match`, exactly one of them: anything else is a usage error."""
    if (points is None) == (match is None):
        usage_error(ctx, _("say the trick points with --points TEAM=N, or --match TEAM, once"))


# --- new -------------------------------------------------------------------------------


def _names_file(rules: str) -> bool:
    """Whether `new --rules` names a house-rules file rather than a preset."""
    return rules.endswith(".toml") or os.sep in rules or Path(rules).is_file()


def _rules_for(rules: str, deck: DeckChoice | None, target: int | None) -> Rules:
    chosen_deck = None if deck is None else Deck(deck.value)
    if _names_file(rules):
        result = load_rules_file(Path(rules), chosen_deck, target)
        if chosen_deck is not None and result.deck is not chosen_deck:
            raise InputError(_(FILE_DECK_REFUSALS[result.deck]).format(rules=rules))
        return result
    result = preset(rules, chosen_deck)
    return result if target is None else with_target(result, target)


@app.command(help=_(
    "Start a session file: the two teams, their seats and the rules.\n\n"
    "Example: jass-slate new --team \"Anna & Beat\" --team \"Cla & Dora\" --first-forehand Anna"))
@refusals
def new(
    ctx: typer.Context,
    team: Annotated[list[str], typer.Option("--team", help=_(
        "A team's name, given twice; 'Anna & Beat' names its two players."))],
    seats: Annotated[str | None, typer.Option(help=_(
        "The four players anticlockwise, P1,P2,P3,P4 (1 and 3 are team 1)."))] = None,
    first_forehand: Annotated[str | None, typer.Option(
        help=_("Who holds the seven of clubs (of roses with the Swiss deck) and is forehand "
               "in the first hand."))] = None,
    rules: Annotated[str, typer.Option(help=_(
        "A preset name (see `rules --presets`) or a house-rules TOML file."))] = "classic",
    deck: Annotated[DeckChoice | None, typer.Option(
        help=_("The deck, for the presets that leave it open (single, tournament)."))] = None,
    target: Annotated[int | None, typer.Option(
        help=_("Points to win, instead of the preset's or the rules file's; Schneider and "
               "Bergpreis follow at half of it unless the rules file sets them."))] = None,
    force: Annotated[bool, typer.Option(help=_("Replace an existing session file."))] = False,
) -> None:
    seat_list = None if seats is None else seats.split(",")
    teams = make_teams(team, seat_list, first_forehand)
    chosen = _rules_for(rules, deck, target)
    path = session_path(ctx)
    session = create(path, chosen, teams, force)
    from jass_slate.report.sentences import goal_text, house_rules_line, rules_name

    names = {"path": path, "team1": teams.names[0], "team2": teams.names[1],
             "preset": chosen.preset, "deck": _(DECK_NAMES[chosen.deck])}
    differ = house_rules_line(chosen)
    if differ:
        named = rules_name(chosen, rules if _names_file(rules) else None)
        say(_("New session in {path}: {team1} against {team2}, {rules} ({deck}, {goal}).")
            .format(rules=named, goal=goal_text(chosen), **names))
    elif chosen.target:
        say(_("New session in {path}: {team1} against {team2}, {preset} rules "
              "({deck}, to {target}).").format(target=chosen.target, **names))
    else:
        hands = chosen.hands or 0
        say(ngettext("New session in {path}: {team1} against {team2}, {preset} rules "
                     "({deck}, {count} hand).",
                     "New session in {path}: {team1} against {team2}, {preset} rules "
                     "({deck}, {count} hands).", hands).format(count=hands, **names))
    if differ:
        say(differ)
    if seats is None and teams.seats is not None:  # RULES.md §10.2: say the guess
        say(_("Seated anticlockwise as the team names list them: {seats} (another order: "
              "new --force --seats P1,P2,P3,P4).").format(seats=", ".join(teams.seats)))
    deal = session.slate.next_deal()
    if deal is not None:
        say(_("{player} is forehand.").format(player=deal[1]))


# --- recording -------------------------------------------------------------------------


def record(
    ctx: typer.Context, build: Callable[[Session], Event], dry_run: bool = False
) -> Scorer:
    """Read the session under its lock, check the event `build` makes from what the user
    typed, write it unless `dry_run`, and return the new slate."""
    return record_change(ctx, build, dry_run)[1]


def record_change(
    ctx: typer.Context, build: Callable[[Session], Event], dry_run: bool = False
) -> tuple[Scorer, Scorer]:
    """`record`, returning the slate before the event too. They are two slates for an
    undo or a fix, which replay the record; one, changed in place, for other events."""
    with editing(session_path(ctx)) as session:
        before = session.slate
        session.record(build(session))
        if not dry_run:
            save(session)
        return before, session.slate


def say_changes(before: Scorer, after: Scorer, json_out: bool, number: int | None = None,
                **extra: Any) -> None:
    """After an undo or a fix: the slate as JSON, or what changed in the games' outcomes."""
    from jass_slate.game.changes import outcome_changes
    from jass_slate.report.sentences import changes_sentence

    changes = outcome_changes(before, after)
    if json_out:
        from jass_slate.report.data import changes_data

        report_json(after, number, changes=changes_data(after, changes), **extra)
        return
    sentence = changes_sentence(changes, after.teams.names)
    if sentence:
        say(sentence)


def report_json(scorer: Scorer, number: int | None = None, **extra: Any) -> None:
    """`--json` of a writing command: the slate as `show --json` shows it, and the hand."""
    from jass_slate.report.data import hand_data, open_hand_data, show_data

    data = show_data(scorer)
    hand = next((h for h in reversed(scorer.hands) if h.number == number), None)
    if hand is not None:
        data["hand"] = hand_data(hand, scorer.games)
    elif scorer.open is not None:
        data["hand"] = open_hand_data(scorer.open)
    print_json({**data, **extra})


def _latest_number(scorer: Scorer) -> int:
    """The open hand's number, or the last recorded hand's when none is open."""
    return len(scorer.hands) + (0 if scorer.open is None else 1)


def report_hand(scorer: Scorer, number: int, json_out: bool = False) -> None:
    from jass_slate.report.sentences import game_sentence, hand_sentence, written_so_far

    if json_out:
        report_json(scorer, number)
        return

    hand = next((h for h in reversed(scorer.hands) if h.number == number), None)
    if hand is not None:
        say(hand_sentence(hand, scorer))
    elif scorer.open is not None:
        say(_("Hand {number}: written so far: {written}; now {total1} – {total2}").format(
            number=scorer.open.number, written=written_so_far(scorer.open, scorer),
            total1=scorer.game.scores[0], total2=scorer.game.scores[1]))
    sentence = game_sentence(scorer)
    if sentence and scorer.game.decided_in in (number, None):  # None: a tie goes on
        say(sentence)


def _contract_of(session: Session, word: str) -> Contract:
    return parse_contract(word, session.rules.deck)


ContractArg = Annotated[str, typer.Argument(
    autocompletion=complete_contract,
    metavar="CONTRACT",
    help=_("Trump suit (clubs, spades, diamonds, hearts; acorns, shields, roses, bells; "
           "German, French and Italian names work too), obenabe or undenufe."),
    show_default=False)]
PushedOpt = Annotated[bool, typer.Option("--pushed", "--schoben",
                                         help=_("Forehand pushed; the partner chose."))]
PushedBackOpt = Annotated[bool, typer.Option(
    "--pushed-back", "--zurueck",
    help=_("Forehand pushed, the partner pushed back and forehand chose (house rule "
           "push_back)."))]
JsonOpt = Annotated[bool, typer.Option("--json", help=_("Print one JSON document."))]
RecordJsonOpt = Annotated[bool, typer.Option(
    "--json", help=_("Print one JSON document: the slate as `show --json`, and the hand."))]
PointsOpt = Annotated[str | None, typer.Option(
    "--points", help=_("TEAM=N: that team's trick points with the last trick's 5; "
                       "the other team gets 157 − N."))]
MatchOpt = Annotated[str | None, typer.Option("--match", help=_("TEAM took all nine tricks."),
                                              autocompletion=complete_team)]
WeisOpt = Annotated[list[str] | None, typer.Option(
    "--weis", help=_("TEAM=V[,V...]: the Weis that scored (the team with the best Weis). Or "
                     "the cards shown, \"NAME: CARDS\" once per player (like \"Anna: ♥9-Q\"): "
                     "the rules decide which team scores, and the record keeps the cards."))]
StoeckOpt = Annotated[str | None, typer.Option("--stoeck", "--stock", "--stöck",
                                               help=_("TEAM scored Stöck."),
                                               autocompletion=complete_team)]
FirstOpt = Annotated[str | None, typer.Option(
    "--first", autocompletion=complete_team,
    help=_("TEAM claimed first, when this hand takes both teams past the target."))]
ForehandOpt = Annotated[str | None, typer.Option(
    "--forehand", help=_("Who is forehand, on the first hand when `new` was not told."))]


def _forehand_of(session: Session, number: int | None) -> str | None:
    """Forehand of the next hand, or of recorded hand `number` (for a fix)."""
    slate = session.slate
    if number is None:
        return slate.seat(slate.dealt)
    return slate.hands[number - 1].forehand if 0 < number <= len(slate.hands) else None


def _hand_event(session: Session, contract: str, pushed: bool, points: str | None,
                match_team: str | None, weis: list[str] | None, stoeck: str | None,
                first: str | None, forehand: str | None, number: int | None = None,
                pushed_back: bool = False) -> Hand:
    from jass_slate.table.declared import weis_call

    teams = session.teams
    played = _contract_of(session, contract)
    return Hand(
        contract=played,
        tricks=inputs.trick_option(teams, points, match_team),
        pushed=pushed or pushed_back,
        pushed_back=pushed_back,
        weis=weis_call(weis or [], session.rules, teams, played,
                       forehand or _forehand_of(session, number)),
        stoeck=inputs.team_option(teams, stoeck),
        first=inputs.team_option(teams, first),
        forehand=forehand,
    )


@app.command(help=_(
    "Record a whole hand in one go.\n\n"
    "Example: jass-slate hand hearts --points 1=100 --weis 1=20 --stoeck 2; "
    "with the cards shown: --weis \"Anna: ♥9-Q\" --weis \"Cla: ♠10-K\""))
@refusals
def hand(
    ctx: typer.Context,
    contract: ContractArg,
    pushed: PushedOpt = False,
    points: PointsOpt = None,
    match: MatchOpt = None,
    weis: WeisOpt = None,
    stoeck: StoeckOpt = None,
    first: FirstOpt = None,
    forehand: ForehandOpt = None,
    pushed_back: PushedBackOpt = False,
    json_out: RecordJsonOpt = False,
) -> None:
    one_trick_option(ctx, points, match)
    made: list[Hand] = []

    def build(session: Session) -> Hand:
        made.append(_hand_event(session, contract, pushed, points, match, weis, stoeck, first,
                                forehand, pushed_back=pushed_back))
        return made[-1]

    scorer = record(ctx, build)
    if not json_out:
        say_weis_verdict(scorer, weis, scorer.hands[-1])
    report_hand(scorer, scorer.hands[-1].number, json_out)
    if scorer.hands[-1].number == 1:
        _forehand_hint(scorer, "fix 1 " + _hand_options(made[-1]), json_out)


def _hand_options(event: Hand) -> str:
    """The options of `hand` (and `fix`) that record `event` again."""
    import shlex

    words = [event.contract.value, *_push_options(event.pushed, event.pushed_back)]
    tricks = event.tricks
    words += (["--match", str(tricks.match + 1)] if tricks.match is not None
              else ["--points", f"1={tricks.points[0]}"])
    if event.weis is not None:
        values = ",".join(map(str, event.weis.values))
        for said in event.weis.declared or (f"{event.weis.team + 1}={values}",):
            words += ["--weis", shlex.quote(said)]
    for option, team in (("--stoeck", event.stoeck), ("--first", event.first)):
        if team is not None:
            words += [option, str(team + 1)]
    return " ".join(words)


def _push_options(pushed: bool, pushed_back: bool) -> list[str]:
    return ["--pushed-back"] if pushed_back else ["--pushed"] if pushed else []


def _forehand_hint(scorer: Scorer, command: str, json_out: bool) -> None:
    """After the first hand recorded without a forehand: say how to give it (once: after
    the first hand, `--forehand` is only taken by `fix 1`)."""
    from jass_slate.report.sentences import forehand_hint

    seats = scorer.teams.seats
    if seats is None or scorer.first_seat is not None:
        return
    hint = forehand_hint(command, seats)
    if json_out:  # stdout is the JSON document; the names in the hint are shown as text
        typer.echo(visible(hint, lines=True), err=True)
    else:
        say(hint)


@app.command(help=_(
    "Open a hand, to score it part by part as it is played.\n\n"
    "Example: jass-slate start obenabe --pushed"))
@refusals
def start(
    ctx: typer.Context,
    contract: ContractArg,
    pushed: PushedOpt = False,
    forehand: ForehandOpt = None,
    pushed_back: PushedBackOpt = False,
    json_out: RecordJsonOpt = False,
) -> None:
    scorer = record(ctx, lambda session: Start(
        _contract_of(session, contract), pushed or pushed_back, forehand, pushed_back))
    hand = scorer.open
    assert hand is not None
    if json_out:
        report_json(scorer)
    elif hand.chooser:
        say(_("Hand {number}: {contract} ×{factor}; {player} chose.").format(
            number=hand.number, contract=hand.contract.label, factor=hand.factor,
            player=hand.chooser))
    else:
        say(_("Hand {number}: {contract} ×{factor}.").format(
            number=hand.number, contract=hand.contract.label, factor=hand.factor))
    if hand.number == 1:
        options = " ".join([hand.contract.value, *_push_options(pushed, pushed_back)])
        _forehand_hint(scorer, f"undo; jass-slate start {options}", json_out)


def say_weis_verdict(scorer: Scorer, texts: list[str] | None, hand: HandResult | None) -> None:
    """Say why a team's declared Weis scored (nothing for Weis given as values)."""
    from jass_slate.table.declared import declarations, sentence

    if hand is not None and texts and declarations(texts):
        say(sentence(texts, scorer.rules, hand.contract, scorer.teams, hand.forehand))


def weis_words(ctx: typer.Context, team: str | None, player: list[str] | None) -> None:
    """A team (or declarations) or `--player`, exactly one of them: else a usage error."""
    if player and team is not None:
        usage_error(ctx, _("give TEAM and values, or --player \"NAME: CARDS\", not both"))
    if not player and team is None:
        usage_error(ctx, _("say the team and its Weis, like `weis 1 20 50`, or the cards "
                           "shown, like `weis \"Anna: ♥9-Q\" \"Cla: ♠10-K\"`"))


def _weis_event(session: Session, team: str | None, values: list[str],
                player: list[str]) -> Weis:
    from jass_slate.table.declared import declarations, weis_call

    if not player and team is not None and declarations([team, *values]):
        player = [team, *values]
        team, values = None, []
    if player:
        hand = session.slate.open
        contract, forehand = (None, None) if hand is None else (hand.contract, hand.forehand)
        call = weis_call(player, session.rules, session.teams, contract, forehand)
        assert call is not None
        return Weis(call)
    assert team is not None  # `weis_words` refused the call without one
    return Weis(WeisCallT(parse_team(team, session.teams), inputs.weis_values(values)))


@app.command(help=_(
    "Write a team's Weis after the first trick: as values, or as the cards shown.\n\n"
    "Examples: jass-slate weis 1 20 50; "
    "jass-slate weis \"Anna: ♥9-Q\" \"Cla: ♠10-K\" (the same as --player \"Anna: ♥9-Q\" ...)"))
@refusals
def weis(
    ctx: typer.Context,
    team: Annotated[str | None, typer.Argument(
        metavar="TEAM", autocompletion=complete_team,
        help=_("The team whose Weis scores; or a declaration \"NAME: CARDS\"."),
        show_default=False)] = None,
    values: Annotated[list[str] | None, typer.Argument(
        metavar="VALUES",
        help=_("Weis values, like 20 50; or more declarations \"NAME: CARDS\"."),
        show_default=False)] = None,
    player: Annotated[list[str] | None, typer.Option(
        "--player", "-p", show_default=False,
        help=_("\"NAME: CARDS\": the cards a player shows, once per player (like "
               "\"Anna: ♥9-Q\"); the rules, the contract and the seats decide which team "
               "scores."))]
    = None,
    json_out: RecordJsonOpt = False,
) -> None:
    weis_words(ctx, team, player)
    scorer = record(ctx, lambda session: _weis_event(session, team, values or [], player or []))
    texts = player or [t for t in (team, *(values or [])) if t is not None]
    if not json_out:
        say_weis_verdict(scorer, texts, scorer.open or (scorer.hands[-1] if scorer.hands else None))
    report_hand(scorer, _latest_number(scorer), json_out)


@app.command(name="stoeck", help=_(
    "Write Stöck (20 times the factor) when the second of the pair is played.\n\n"
    "Example: jass-slate stoeck 2"))
@refusals
def stoeck_command(
    ctx: typer.Context,
    team: Annotated[str, typer.Argument(help=_("The team that showed king and ober of trumps."),
                                        autocompletion=complete_team)],
    json_out: RecordJsonOpt = False,
) -> None:
    scorer = record(ctx, lambda session: Stoeck(parse_team(team, session.teams)))
    report_hand(scorer, _latest_number(scorer), json_out)


@app.command(help=_(
    "Close the open hand with its trick points.\n\n"
    "Example: jass-slate tricks --points 2=62"))
@refusals
def tricks(
    ctx: typer.Context,
    points: PointsOpt = None,
    match: MatchOpt = None,
    first: FirstOpt = None,
    json_out: RecordJsonOpt = False,
) -> None:
    one_trick_option(ctx, points, match)

    def build(session: Session) -> Event:
        teams = session.teams
        return TricksTaken(inputs.trick_option(teams, points, match),
                           inputs.team_option(teams, first))

    scorer = record(ctx, build)
    report_hand(scorer, scorer.hands[-1].number, json_out)


def _claim_weis(session: Session, texts: list[str]) -> WeisCallT | None:
    from jass_slate.table.declared import weis_call

    hand = session.slate.open
    contract, forehand = (None, None) if hand is None else (hand.contract, hand.forehand)
    return weis_call(texts, session.rules, session.teams, contract, forehand)


@app.command(help=_(
    "A team claims the game in the open hand (\"sich bedanken\"); the rules settle it.\n\n"
    "Example: jass-slate claim 1 --captured 45 --stoeck 1"))
@refusals
def claim(
    ctx: typer.Context,
    team: Annotated[str, typer.Argument(help=_("The team that says it has reached the target."),
                                        autocompletion=complete_team)],
    also: Annotated[str | None, typer.Option(
        autocompletion=complete_team,
        help=_("The other team claimed too, after TEAM (both in the first trick)."))] = None,
    captured: Annotated[list[str] | None, typer.Option(
        help=_("[TEAM=]N: trick points taken so far in this hand, before the factor."))] = None,
    stoeck: StoeckOpt = None,
    weis: WeisOpt = None,
    dry_run: Annotated[bool, typer.Option(
        help=_("Only say the verdict; write nothing."))] = False,
    json_out: RecordJsonOpt = False,
) -> None:
    from jass_slate.report.sentences import claim_sentence

    def build(session: Session) -> Event:
        teams = session.teams
        claimant = parse_team(team, teams)
        return Claim(
            team=claimant,
            also=inputs.team_option(teams, also),
            captured=inputs.captured_option(teams, captured or [], claimant),
            stoeck=inputs.team_option(teams, stoeck),
            weis=_claim_weis(session, weis or []),
        )

    scorer = record(ctx, build, dry_run)
    verdict = scorer.hands[-1].claim
    assert verdict is not None
    sentence = claim_sentence(verdict, scorer)
    if json_out:
        from jass_slate.report.data import claim_data

        with i18n.speaking("en"):  # JSON is the same in every language
            english = claim_sentence(verdict, scorer)
        report_json(scorer, scorer.hands[-1].number, dry_run=dry_run,
                    claim={**claim_data(verdict), "sentence": english})
        return
    say(_("Dry run, nothing written: {sentence}").format(sentence=sentence) if dry_run
        else sentence)


# --- reading ---------------------------------------------------------------------------



@app.command(help=_(
    "The Z slate of both teams, the target and Bergpreis, whose deal it is.\n\n"
    "Example: jass-slate show --facing"))
@refusals
def show(ctx: typer.Context, json_out: JsonOpt = False, facing: FacingOpt = False,
         ascii_: AsciiOpt = False, style: StyleOpt = None) -> None:
    from jass_slate.report.data import show_data

    # The look is worked out (and a bad --style refused) before reading, but only when
    # there is one to check for --json: drawing needs rich, which JSON does not.
    look = slate_look(facing, ascii_, style) if style or not json_out else None
    scorer = load(session_path(ctx)).slate
    if json_out or look is None:
        print_json(show_data(scorer))
        return
    from jass_slate.render.show import render_show

    draw(render_show(scorer, look))


@app.command(help=_(
    "Every hand: contract, who chose, points, Weis, Stöck and running totals.\n\n"
    "The table draws the last few games of a long session (--all: every game); "
    "--json always gives every hand.\n\n"
    "Example: jass-slate history --game 2"))
@refusals
def history(
    ctx: typer.Context,
    json_out: JsonOpt = False,
    every_game: Annotated[bool, typer.Option(
        "--all", help=_("Draw every game (default: the last {count}).").format(
            count=RECENT_GAMES))] = False,
    game: Annotated[int | None, typer.Option(
        "--game", metavar="N", help=_("Draw game N only."))] = None,
) -> None:
    scorer = load(session_path(ctx)).slate
    if json_out:
        from jass_slate.report import jsonout
        from jass_slate.report.data import history_parts

        jsonout.write(history_parts(scorer), sys.stdout)  # a hand a line, as it is made
        return
    from jass_slate.render.show import render_history

    games = [g.number for g in scorer.games]
    if game is not None and not scorer.hands:
        raise InputError(_("there is no game {game}: no hand is recorded yet").format(game=game))
    if game is not None and game not in games:
        raise InputError(_("there is no game {game}: games 1 to {count} are recorded").format(
            game=game, count=len(games)))
    only = None if every_game else {game} if game is not None else set(games[-RECENT_GAMES:])
    draw(render_history(scorer, only))


@app.command(help=_(
    "The session's house rules in full, or the presets with `--presets`.\n\n"
    "Example: jass-slate rules --presets"))
@refusals
def rules(
    ctx: typer.Context,
    json_out: JsonOpt = False,
    presets: Annotated[bool, typer.Option("--presets", help=_("List the presets."))] = False,
) -> None:
    from jass_slate.game.rules import PRESET_LINES, rules_to_mapping

    if presets:
        if json_out:
            print_json({name: rules_to_mapping(preset(name)) for name in PRESET_LINES})
        else:
            for name, line in PRESET_LINES.items():
                say(f"{name:14} {_(line)}")  # the lines are marked N_() in rules.py
        return
    session_rules = load(session_path(ctx)).rules
    if json_out:
        print_json(rules_to_mapping(session_rules))
        return
    from jass_slate.render.show import render_rules

    draw(render_rules(session_rules))


# --- changing the past -----------------------------------------------------------------


@app.command(help=_(
    "Take back the last recorded event; the file keeps a record of the undo.\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: RecordJsonOpt = False) -> None:
    from jass_slate.report.sentences import undone_sentence

    said: list[str | None] = []
    before, scorer = record_change(ctx, lambda session: undoing(session, said))
    if not json_out:
        say(undone_sentence(said[0], scorer))
    say_changes(before, scorer, json_out)


def undoing(session: Session, said: list[str | None]) -> Undo:
    """The undo, noting in `said` what it takes back (worked out before it is recorded)."""
    from jass_slate.report.sentences import undone_part

    said.append(undone_part(session.entries, session.slate))
    return Undo()


@app.command(help=_(
    "Replace what hand number HAND recorded; later totals follow, and a game whose outcome "
    "changes is named. --dry-run only says it; --forehand gives a first forehand not said "
    "in hand 1.\n\n"
    "Example: jass-slate fix 3 hearts --points 1=110 --dry-run"))
@refusals
def fix(
    ctx: typer.Context,
    number: Annotated[int, typer.Argument(metavar="HAND",
                                          help=_("The hand number to replace."))],
    contract: ContractArg,
    pushed: PushedOpt = False,
    points: PointsOpt = None,
    match: MatchOpt = None,
    weis: WeisOpt = None,
    stoeck: StoeckOpt = None,
    first: FirstOpt = None,
    forehand: Annotated[str | None, typer.Option(
        "--forehand", help=_("Who was forehand (held the seven), when fixing hand 1 and it "
                             "was not said."))] = None,
    pushed_back: PushedBackOpt = False,
    dry_run: Annotated[bool, typer.Option(
        help=_("Only say what the fix would change; write nothing."))] = False,
    json_out: RecordJsonOpt = False,
) -> None:
    one_trick_option(ctx, points, match)
    before, scorer = record_change(ctx, lambda session: Fix(number, _hand_event(
        session, contract, pushed, points, match, weis, stoeck, first, forehand, number,
        pushed_back)), dry_run)
    if not json_out:
        game = scorer.game
        sentence = _("Hand {number} fixed. Game {game}: {score1} – {score2}.").format(
            number=number, game=game.number, score1=game.scores[0], score2=game.scores[1])
        say(_("Dry run, nothing written: {sentence}").format(sentence=sentence) if dry_run
            else sentence)
    say_changes(before, scorer, json_out, number, dry_run=dry_run)


# --- other -----------------------------------------------------------------------------


@app.command(help=_(
    "Export the session's history as CSV (a row per hand), JSON or Markdown, or the slate "
    "as an SVG picture.\n\n"
    "Example: jass-slate export --format svg -o slate.svg"))
@refusals
def export(
    ctx: typer.Context,
    files: Annotated[list[Path] | None, typer.Argument(
        help=_("Session files to export as one table with a session column (default: the "
               "session file, exported alone)."), show_default=False)] = None,
    format: Annotated[ExportFormat, typer.Option(
        "--format", help=_("csv, json, md or svg."))] = ExportFormat.csv,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", help=_("Write to FILE instead of stdout, in one step. Never over "
                                 "a session file or a file being exported."))] = None,
    force: Annotated[bool, typer.Option(help=_(
        "Let -o replace an existing file (never a session file)."))] = False,
) -> None:
    from jass_slate.report.exports import export_text

    sources = [*(files or []), session_path(ctx)]  # an export never replaces these
    if files:
        from jass_slate.report.exports_many import export_sessions

        text = export_sessions([(str(f), load(f).slate) for f in files], format.value)
    else:
        text = export_text(load(session_path(ctx)).slate, format.value)
    if output is None:
        sys.stdout.write(text)
    else:
        write_export(output, text, force, sources)
        say(_("Wrote {file}.").format(file=output))


@app.command(help=_(
    "Check a (possibly hand-edited) session file; exit 0 if sound, 3 if not.\n\n"
    "Example: jass-slate check jass.toml"))
@refusals
def check(
    ctx: typer.Context,
    file: Annotated[Path | None, typer.Argument(help=_(
        "The file to check (default: the session file)."))] = None,
    json_out: JsonOpt = False,
) -> None:
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
        say(_("{file}: sound.").format(file=path))


@app.command(help=_("Play a bundled example session into a temporary file and show it."))
@refusals
def demo() -> None:
    import tempfile

    from jass_slate.render.show import render_history, render_show
    from jass_slate.table.demo import play_demo

    with tempfile.TemporaryDirectory() as folder:
        scorer = play_demo(Path(folder) / "demo.toml", say)
        draw(render_history(scorer))
        draw(render_show(scorer))


def command_named(argv: list[str]) -> str | None:
    """The command `argv` runs, when nothing but --file and --lang come before it."""
    args = iter(argv)
    for arg in args:
        if arg in ("-f", "--file", "--lang"):
            next(args, None)
        elif not arg.startswith(("-f", "--file=", "--lang=")):
            return None if arg.startswith("-") else arg
    return None


def main() -> None:
    # What the imports made lives as long as the process: frozen out of the cyclic
    # collector's way, the collections while Typer runs and the session loads skip it.
    gc.freeze()
    # Typer works out every command's parameters before it runs one. At the table only
    # the command typed is needed, so the app is built with that one alone: it starts
    # ~10 ms sooner. Help, typos and no command at all still see every command.
    name = command_named(sys.argv[1:])
    typed = [info for info in app.registered_commands
             if (info.name or typer.main.get_command_name(getattr(info.callback, "__name__", "")))
             == name]
    lean = app
    if typed:
        lean = copy.copy(app)
        lean.registered_commands = typed
    lean(prog_name="jass-slate")


# Commands that live in their own modules register themselves here (imported last:
# they use the helpers above).
from jass_slate.cli import files as cli_store  # noqa: E402
from jass_slate.cli import play as cli_play  # noqa: E402
from jass_slate.cli import stats as cli_stats  # noqa: E402
from jass_slate.cli import watch as cli_slate  # noqa: E402
from jass_slate.cli import weis as cli_weis  # noqa: E402
from jass_slate.cli.words import speak  # noqa: E402

for _module in (cli_play, cli_store, cli_weis, cli_stats, cli_slate):
    _module.register(app)
speak(app)
