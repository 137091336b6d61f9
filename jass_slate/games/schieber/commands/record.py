"""Recording at the table: hand, start, weis, stoeck, tricks, claim, undo and fix.

Each command fills one value from its options, calls jass_slate.games.schieber.table.recording, and
says
the result with the sentences of jass_slate.report.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.schieber.commands.completion import (
    complete_player,
    complete_team,
    complete_team_points,
)
from jass_slate.games.schieber.commands.options import (
    ContractArg,
    DryRunClaimOpt,
    DryRunFixOpt,
    DryRunHandOpt,
    FirstOpt,
    ForehandFixOpt,
    ForehandOpt,
    LastOpt,
    MatchOpt,
    PointsOpt,
    PushedBackOpt,
    PushedOpt,
    RecordJsonOpt,
    StoeckOpt,
    WeisOpt,
    hand_options,
)
from jass_slate.games.schieber.commands.reply import (
    forehand_hint,
    hand_options_of,
    push_options,
    report_hand,
    report_json,
    say_changes,
)
from jass_slate.games.schieber.table import recording
from jass_slate.games.schieber.table.recording import ClaimWords, HandWords, Opening, WeisWords
from jass_slate.language.i18n import _
from jass_slate.shell.common import family, refusals, say, session_path, usage_error

if TYPE_CHECKING:
    from jass_slate.games.schieber.scoring.slate import Slate
    from jass_slate.games.schieber.scoring.weis_verdict import Verdict

commands = family()


def one_trick_option(ctx: typer.Context, points: str | None, match: str | None,
                     scored: str | None = None) -> None:
    """`--points`, `--match` or (`hand`, `fix`) `--scored`, exactly one of them: anything
    else is a usage error."""
    if [points, match, scored].count(None) != 2:
        usage_error(ctx, _("say the trick points with --points TEAM=N, or --match TEAM, once"))


@commands.command(name="hand", help=_(
    "Record a whole hand in one go.\n\n"
    "Example: jass-slate hand hearts --points 1=100 --weis 1=20 --stoeck 2; "
    "with the cards shown: --weis \"Anna: ♥9-Q\" --weis \"Cla: ♠10-K\"")
    + "\n\n" + _("Short: jass-slate hand herz 1=100 -w 1=20 -s 2 (TEAM=N after the contract is "
                  "--points TEAM=N). --dry-run only says what the hand would score."))
@refusals
@hand_options(ForehandOpt)
def hand(ctx: typer.Context, words: HandWords, dry_run: DryRunHandOpt = False,
         json_out: RecordJsonOpt = False) -> None:
    one_trick_option(ctx, words.points, words.match, words.scored)
    verdicts: list[Verdict] = []  # declared Weis, judged once while the hand is built
    scorer, made = recording.record_hand(session_path(ctx), words, verdicts.append, dry_run)
    if not json_out:
        say_weis_verdict(verdicts)
    report_hand(scorer, scorer.hands[-1].number, json_out, dry_run)
    if scorer.hands[-1].number == 1 and not dry_run:
        forehand_hint(scorer, "fix 1 " + hand_options_of(made), json_out)


@commands.command(name="start", help=_(
    "Open a hand, to score it part by part as it is played.\n\n"
    "Example: jass-slate start obenabe --pushed"))
@refusals
def start(
    ctx: typer.Context,
    contract: ContractArg,
    pushed: PushedOpt = 0,
    forehand: ForehandOpt = None,
    pushed_back: PushedBackOpt = False,
    json_out: RecordJsonOpt = False,
) -> None:
    from jass_slate.games.schieber.report.sentences import opened_sentence

    scorer = recording.start_hand(session_path(ctx),
                                  Opening(contract, pushed, forehand, pushed_back))
    opened = scorer.open
    assert opened is not None
    if json_out:
        report_json(scorer)
    else:
        say(opened_sentence(opened))
    if opened.number == 1:
        options = " ".join([opened.contract.value,
                            *push_options(bool(pushed), pushed_back, opened.pushed_on)])
        forehand_hint(scorer, f"undo; jass-slate start {options}", json_out)


def say_weis_verdict(verdicts: list[Verdict]) -> None:
    """Say why a team's declared Weis scored (no verdict for Weis given as values)."""
    from jass_slate.games.schieber.table.declared import sentence

    for verdict in verdicts[-1:]:
        say(sentence(verdict))


def weis_words(ctx: typer.Context, team: str | None, player: list[str] | None) -> None:
    """A team (or declarations) or `--player`, exactly one of them: else a usage error."""
    if player and team is not None:
        usage_error(ctx, _("give TEAM and values, or --player \"NAME: CARDS\", not both"))
    if not player and team is None:
        usage_error(ctx, _("say the team and its Weis, like `weis 1 20 50`, or the cards "
                           "shown, like `weis \"Anna: ♥9-Q\" \"Cla: ♠10-K\"`"))


def _latest_number(scorer: Slate) -> int:
    """The open hand's number, or the last recorded hand's when none is open."""
    return len(scorer.hands) + (0 if scorer.open is None else 1)


@commands.command(name="weis", help=_(
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
        "--player", "-p", show_default=False, metavar="\"NAME: CARDS\"",
        help=_("\"NAME: CARDS\": the cards a player shows, once per player (like "
               "\"Anna: ♥9-Q\"); the rules, the contract and the seats decide which team "
               "scores."))]
    = None,
    json_out: RecordJsonOpt = False,
) -> None:
    weis_words(ctx, team, player)
    told = WeisWords(team, tuple(values or ()), tuple(player or ()))
    verdicts: list[Verdict] = []
    scorer = recording.record_weis(session_path(ctx), told, verdicts.append)
    if not json_out:
        say_weis_verdict(verdicts)
    report_hand(scorer, _latest_number(scorer), json_out)


@commands.command(name="stoeck", help=_(
    "Write Stöck (20 times the factor) when the second of the pair is played.\n\n"
    "Example: jass-slate stoeck 2"))
@refusals
def stoeck_command(
    ctx: typer.Context,
    team: Annotated[str, typer.Argument(help=_("The team that showed king and ober of trumps."),
                                        metavar="TEAM", autocompletion=complete_team)],
    json_out: RecordJsonOpt = False,
) -> None:
    scorer = recording.record_stoeck(session_path(ctx), team)
    report_hand(scorer, _latest_number(scorer), json_out)


@commands.command(name="tricks", help=_(
    "Close the open hand with its trick points.\n\n"
    "Example: jass-slate tricks --points 2=62; from the cards: "
    "jass-slate tricks --points \"1: ♣A ♥9 ♥J ♣7\" --last 2"))
@refusals
def tricks(
    ctx: typer.Context,
    points: PointsOpt = None,
    match: MatchOpt = None,
    first: FirstOpt = None,
    last: LastOpt = None,
    json_out: RecordJsonOpt = False,
) -> None:
    one_trick_option(ctx, points, match)
    scorer = recording.close_hand(session_path(ctx), points, match, first, last)
    report_hand(scorer, scorer.hands[-1].number, json_out)


@commands.command(name="trick", help=_(
    "Record one trick as played, its cards from the lead on: jass-slate knows who won it, "
    "writes Stöck when its second card falls, closes the hand after the ninth (Match "
    "included) and sees a team reach the target the moment it does.\n\n"
    "Example: jass-slate trick ♣A ♥9 ♥J ♣7"))
@refusals
def trick(
    ctx: typer.Context,
    cards: Annotated[list[str], typer.Argument(
        metavar="CARDS", show_default=False,
        help=_("The four cards in the order played, the lead first, like ♣A ♥9 ♥J ♣7."))],
    lead: Annotated[str | None, typer.Option(
        "--lead", metavar="PLAYER", autocompletion=complete_team,
        help=_("Who led: needed for the first trick when the forehand is not known; "
               "otherwise the last trick's winner leads."))] = None,
    json_out: RecordJsonOpt = False,
) -> None:
    from jass_slate.games.schieber.report.counts import trick_data, trick_sentence

    scorer = recording.record_trick(session_path(ctx), cards, lead)
    hand = scorer.open or scorer.hands[-1]
    played = hand.tricks[-1]
    if json_out:
        report_json(scorer, hand.number, trick=trick_data(played, hand, scorer.teams))
        return
    say(trick_sentence(played, hand, scorer.teams))
    report_hand(scorer, hand.number)


@commands.command(name="claim", help=_(
    "A team claims the game in the open hand (\"sich bedanken\"); the rules settle it.\n\n"
    "Example: jass-slate claim 1 --captured 45 --stoeck 1; from the cards: "
    "jass-slate claim 1 --captured \"1: ♣A ♥9 ♥J ♣7\"; after `trick`, the tricks taken "
    "count by themselves: jass-slate claim 1 --explain"))
@refusals
def claim(
    ctx: typer.Context,
    team: Annotated[str, typer.Argument(help=_("The team that says it has reached the target."),
                                        metavar="TEAM", autocompletion=complete_team)],
    also: Annotated[str | None, typer.Option(
        autocompletion=complete_team, metavar="TEAM",
        help=_("The other team claimed too, after TEAM (both in the first trick)."))] = None,
    captured: Annotated[list[str] | None, typer.Option(
        metavar="[TEAM=]N", show_default=False, autocompletion=complete_team_points,
        help=_("[TEAM=]N: trick points taken so far in this hand, before the factor; or the "
               "cards taken, \"TEAM: CARDS\", counted and kept in the record."))] = None,
    stoeck: StoeckOpt = None,
    weis: WeisOpt = None,
    dry_run: DryRunClaimOpt = False,
    explain: Annotated[bool, typer.Option(
        "--explain", show_default=False,
        help=_("Show the trick points card by card: each trick the claimants took, or the "
               "cards they said."))] = False,
    json_out: RecordJsonOpt = False,
) -> None:
    told = ClaimWords(team, also, tuple(captured or ()), stoeck, tuple(weis or ()))
    scorer = recording.record_claim(session_path(ctx), told, dry_run)
    if explain and not json_out:
        from jass_slate.games.schieber.report.counts import claim_explanation

        for line in claim_explanation(scorer.hands[-1], scorer.rules, scorer.teams):
            say(line)
    say_claim(scorer, dry_run, json_out)


def say_claim(scorer: Slate, dry_run: bool, json_out: bool) -> None:
    """The claim's verdict with its arithmetic, or the slate and the claim as JSON."""
    from jass_slate.games.schieber.report.claim_sentences import claim_message
    from jass_slate.games.schieber.report.replies import dry_run_sentence

    verdict = scorer.hands[-1].claim
    assert verdict is not None
    said = claim_message(verdict, scorer)
    sentence = said.text()
    if json_out:
        from jass_slate.games.schieber.report.data import claim_data

        english = said.english()  # JSON is the same in every language
        report_json(scorer, scorer.hands[-1].number, dry_run=dry_run,
                    claim={**claim_data(verdict), "sentence": english})
        return
    say(dry_run_sentence(sentence, dry_run))


@commands.command(name="undo", help=_(
    "Take back the last recorded event; the file keeps a record of the undo.\n\n"
    "Example: jass-slate undo"))
@refusals
def undo(ctx: typer.Context, json_out: RecordJsonOpt = False) -> None:
    from jass_slate.games.schieber.report.sentences import undone_sentence

    said, scorer, changes = recording.undo_last(session_path(ctx))
    if not json_out:
        say(undone_sentence(said, scorer))
    say_changes(changes, scorer, json_out)


@commands.command(name="fix", help=_(
    "Replace what hand number HAND recorded; later totals follow, and a game whose outcome "
    "changes is named. --dry-run only says it; --forehand gives a first forehand not said "
    "in hand 1.\n\n"
    "Example: jass-slate fix 3 hearts --points 1=110 --dry-run"))
@refusals
@hand_options(ForehandFixOpt)
def fix(
    ctx: typer.Context,
    number: Annotated[int, typer.Argument(metavar="HAND",
                                          help=_("The hand number to replace."))],
    words: HandWords,
    dry_run: DryRunFixOpt = False,
    json_out: RecordJsonOpt = False,
) -> None:
    from jass_slate.games.schieber.report.replies import dry_run_sentence, fixed_sentence

    one_trick_option(ctx, words.points, words.match, words.scored)
    _, scorer, changes = recording.fix_hand(session_path(ctx), number, words, dry_run)
    if not json_out:
        say(dry_run_sentence(fixed_sentence(number, scorer), dry_run))
    say_changes(changes, scorer, json_out, number, dry_run=dry_run)


@commands.command(name="correct", context_settings={"ignore_unknown_options": True}, help=_(
    "Write a correction for a team between hands, like the sponge on the slate: +N or -N "
    "points with the reason; history shows it, undo takes it back, and it counts towards "
    "the target and the Bergpreis like any other part.\n\n"
    "Example: jass-slate correct 1 -20 --why \"Weis counted twice in hand 7\""))
@refusals
def correct(
    ctx: typer.Context,
    team: Annotated[str, typer.Argument(help=_("The team whose score is corrected."),
                                        metavar="TEAM", autocompletion=complete_team)],
    points: Annotated[str, typer.Argument(
        metavar="±N", help=_("The points to add (+20) or take away (-20)."))],
    why: Annotated[str, typer.Option("--why", metavar="TEXT",
                                     help=_("The reason, kept in the record."))],
    json_out: Annotated[bool, typer.Option(
        "--json", show_default=False,
        help=_("Print one JSON document: the slate as `show --json`, and the correction."))]
    = False,
) -> None:
    from jass_slate.games.schieber.report.corrections import correction_data, correction_line
    from jass_slate.games.schieber.report.sentences import game_sentence

    scorer = recording.record_correction(session_path(ctx), team, points, why)
    made = scorer.corrections[-1]
    if json_out:
        report_json(scorer, correction=correction_data(made))
        return
    say(correction_line(made, scorer))
    sentence = game_sentence(scorer)
    if sentence and scorer.game.decided:
        say(sentence)


@commands.command(name="rename", help=_(
    "Rename a player from here on: a recorded event, not an edit of the file. Every later "
    "command, show, history, stats and --json say the new name; the hands before keep the "
    "old one, and undo takes the rename back. A team's name follows where it is its "
    "players joined by \" & \" (\"Uli & Beat\" becomes \"Ueli & Beat\"); a team name "
    "that is not its players' stays.\n\n"
    "Example: jass-slate rename Uli Ueli"))
@refusals
def rename(
    ctx: typer.Context,
    old: Annotated[str, typer.Argument(metavar="OLD", autocompletion=complete_player,
                                       help=_("The player's name until now."))],
    new: Annotated[str, typer.Argument(metavar="NEW", help=_("The player's name from now on."))],
    json_out: Annotated[bool, typer.Option(
        "--json", show_default=False,
        help=_("Print one JSON document: the slate as `show --json`, and the rename."))]
    = False,
) -> None:
    from jass_slate.games.schieber.report.corrections import rename_data, rename_line

    scorer = recording.record_rename(session_path(ctx), old, new)
    made = scorer.renames[-1]
    if json_out:
        report_json(scorer, rename=rename_data(made))
        return
    say(rename_line(made))
