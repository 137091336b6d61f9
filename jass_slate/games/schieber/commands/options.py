"""The options several commands share, each defined once, with metavars in the user's words.

`hand_options` is the one option list of `hand` and `fix`: a command decorated with it
takes the hand's words as one `HandWords` value.
"""

from __future__ import annotations

import functools
import inspect
import typing
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import typer

from jass_slate.games.schieber.commands.completion import (
    complete_contract,
    complete_team,
    complete_team_points,
)
from jass_slate.language.i18n import _
from jass_slate.shell.common import usage_error

if TYPE_CHECKING:
    from jass_slate.games.schieber.render.slate import SlateLook

ContractArg = Annotated[str, typer.Argument(
    autocompletion=complete_contract,
    metavar="CONTRACT",
    help=_("Trump suit (clubs, spades, diamonds, hearts; acorns, shields, roses, bells; "
           "German, French and Italian names work too), obenabe or undenufe.") + " " + _(
        "Where the rules give them a factor: slalom-oben, slalom-unden, gusti, mery, "
        "tuo-SUIT, misere, wunsch-SUIT, wunsch-obenabe, wunsch-undenufe."),
    show_default=False)]
# The short letters: -p points, -m match, -w Weis, -s Stöck, -g pushed ("gschobe", as it is
# said at the table; -p is taken by the points, and -s by Stöck).
PushedOpt = Annotated[int, typer.Option("--pushed", "--schoben", "-g", count=True,
                                        show_default=False,
                                        help=_("Forehand pushed; the partner chose. At six "
                                               "players --pushed 2 (or twice): the partner "
                                               "pushed on and the third partner chose."))]
PushedBackOpt = Annotated[bool, typer.Option(
    "--pushed-back", "--zurueck", show_default=False,
    help=_("Forehand pushed, the partner pushed back and forehand chose (house rule "
           "push_back)."))]
RecordJsonOpt = Annotated[bool, typer.Option(
    "--json", show_default=False,
    help=_("Print one JSON document: the slate as `show --json`, and the hand."))]
PointsOpt = Annotated[str | None, typer.Option(
    "--points", "-p", metavar="TEAM=N", autocompletion=complete_team_points,
    help=_("TEAM=N: that team's trick points with the last trick's 5; "
           "the other team gets 157 − N. Or the cards of its tricks, \"TEAM: CARDS\" "
           "(like \"1: ♣A ♥9 ♥J ♣7 …\"): counted, and kept in the record."))]
ScoredOpt = Annotated[str | None, typer.Option(
    "--scored", metavar="TEAM=N", autocompletion=complete_team_points,
    help=_("TEAM=N: that team's trick points as written on the slate, after the factor "
           "(1=190 in a ×2 hand is 95); a number the factor does not divide is refused."))]
LastOpt = Annotated[str | None, typer.Option(
    "--last", metavar="TEAM", autocompletion=complete_team,
    help=_("TEAM took the last trick (its 5), with --points \"TEAM: CARDS\"."))]
MatchOpt = Annotated[str | None, typer.Option("--match", "-m", metavar="TEAM",
                                              help=_("TEAM took all nine tricks."),
                                              autocompletion=complete_team)]
WeisOpt = Annotated[list[str] | None, typer.Option(
    "--weis", "-w", metavar="TEAM=V[,V…]", show_default=False,
    autocompletion=complete_team_points,
    help=_("TEAM=V[,V...]: the Weis that scored (the team with the best Weis). Or "
           "the cards shown, \"NAME: CARDS\" once per player (like \"Anna: ♥9-Q\"): "
           "the rules decide which team scores, and the record keeps the cards."))]
StoeckOpt = Annotated[str | None, typer.Option("--stoeck", "--stock", "--stöck", "-s",
                                                            metavar="TEAM",
                                               help=_("TEAM scored Stöck."),
                                               autocompletion=complete_team)]
FirstOpt = Annotated[str | None, typer.Option(
    "--first", metavar="TEAM", autocompletion=complete_team,
    help=_("TEAM claimed first, when this hand takes both teams past the target; TEAM got "
           "there first, when it takes both past the Bergpreis."))]
ForehandOpt = Annotated[str | None, typer.Option(
    "--forehand", metavar="PLAYER",
    help=_("Who is forehand, on the first hand when `new` was not told."))]
ForehandFixOpt = Annotated[str | None, typer.Option(
    "--forehand", metavar="PLAYER",
    help=_("Who was forehand (held the seven), when fixing hand 1 and it was not said."))]
WrittenArg = Annotated[list[str] | None, typer.Argument(
    metavar="TEAM=N", show_default=False, hidden=True, autocompletion=complete_team_points,
    help=_("TEAM=N after the contract: the same as --points TEAM=N (`hand herz 1=95`)."))]
# `--dry-run`: a flag alone, no `--no-dry-run`.
DryRunClaimOpt = Annotated[bool, typer.Option(
    "--dry-run", show_default=False, help=_("Only say the verdict; write nothing."))]
DryRunHandOpt = Annotated[bool, typer.Option(
    "--dry-run", show_default=False,
    help=_("Only say what the hand would score; write nothing."))]
DryRunFixOpt = Annotated[bool, typer.Option(
    "--dry-run", show_default=False,
    help=_("Only say what the fix would change; write nothing."))]


def slate_look(facing: bool, ascii_: bool, style: list[str] | None) -> SlateLook:
    """The look the drawing options ask for; an unknown style is refused."""
    from jass_slate.games.schieber.render.slate import SlateLook
    from jass_slate.render.mark_styles import parse_styles

    return SlateLook(facing=facing, ascii=ascii_, styles=parse_styles(style or []))


def _hand_words(
    contract: ContractArg,
    written: WrittenArg = None,
    pushed: PushedOpt = 0,
    points: PointsOpt = None,
    match: MatchOpt = None,
    weis: WeisOpt = None,
    stoeck: StoeckOpt = None,
    first: FirstOpt = None,
    pushed_back: PushedBackOpt = False,
    scored: ScoredOpt = None,
    last: LastOpt = None,
) -> dict[str, Any]:
    """The options `hand` and `fix` share (the forehand's help differs: each has its own).
    `written` (TEAM=N after the contract) is folded into `points` by `_points_written`."""
    del written
    return {"contract": contract, "pushed": pushed, "points": points, "match": match,
            "weis": tuple(weis or ()), "stoeck": stoeck, "first": first,
            "pushed_back": pushed_back, "scored": scored,
            "last": last}


def _points_written(ctx: typer.Context, points: str | None,
                    written: list[str] | None) -> str | None:
    """The trick points, from `--points` or from one TEAM=N after the contract."""
    if not written:
        return points
    for word in written:
        if "=" not in word:
            usage_error(ctx, _("after the contract comes TEAM=N, like 1=95; not {word!r}")
                        .format(word=word))
    if points is not None or len(written) > 1:
        usage_error(ctx, _("say the trick points once: TEAM=N after the contract, or "
                           "--points TEAM=N"))
    return written[0]


def hand_options(forehand: Any) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Give a command the hand's options, and `forehand` (an option type), in place of its
    `words` parameter: it is called with them as one HandWords."""
    shared = inspect.signature(_hand_words).parameters
    hints = typing.get_type_hints(_hand_words, include_extras=True)
    folded = inspect.Parameter("forehand", inspect.Parameter.KEYWORD_ONLY, default=None,
                               annotation=forehand)

    def decorate(command: Callable[..., None]) -> Callable[..., None]:
        own = typing.get_type_hints(command, include_extras=True)
        params: list[inspect.Parameter] = []
        for name, param in inspect.signature(command).parameters.items():
            if name == "words":
                params += [p.replace(annotation=hints[p.name]) for p in shared.values()]
                params.append(folded)
            else:
                params.append(param.replace(annotation=own[name]))

        @functools.wraps(command)
        def wrapper(**given: Any) -> None:
            from jass_slate.games.schieber.table.recording import (
                HandWords,  # loaded by hand and fix alone
            )

            values = {name: given.pop(name) for name in shared}
            written = values.pop("written")
            told = _hand_words(**values)
            told["points"] = _points_written(given["ctx"], told["points"], written)
            command(words=HandWords(**told, forehand=given.pop("forehand")), **given)

        wrapper.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) if p.default is not p.empty
             else p for p in params])
        wrapper.__annotations__ = {p.name: p.annotation for p in params}
        del wrapper.__wrapped__  # Typer reads the signature above, not the command's
        return wrapper

    return decorate
