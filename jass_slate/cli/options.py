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

from jass_slate.cli.completion import complete_contract, complete_team
from jass_slate.language.i18n import _

if TYPE_CHECKING:
    from jass_slate.render.slate import SlateLook

ContractArg = Annotated[str, typer.Argument(
    autocompletion=complete_contract,
    metavar="CONTRACT",
    help=_("Trump suit (clubs, spades, diamonds, hearts; acorns, shields, roses, bells; "
           "German, French and Italian names work too), obenabe or undenufe.") + " " + _(
        "Where the rules give them a factor: slalom-oben, slalom-unden, gusti, mery, "
        "tuo-SUIT, misere, wunsch-SUIT, wunsch-obenabe, wunsch-undenufe."),
    show_default=False)]
PushedOpt = Annotated[bool, typer.Option("--pushed", "--schoben", show_default=False,
                                         help=_("Forehand pushed; the partner chose."))]
PushedBackOpt = Annotated[bool, typer.Option(
    "--pushed-back", "--zurueck", show_default=False,
    help=_("Forehand pushed, the partner pushed back and forehand chose (house rule "
           "push_back)."))]
JsonOpt = Annotated[bool, typer.Option("--json", show_default=False,
                                       help=_("Print one JSON document."))]
RecordJsonOpt = Annotated[bool, typer.Option(
    "--json", show_default=False,
    help=_("Print one JSON document: the slate as `show --json`, and the hand."))]
PointsOpt = Annotated[str | None, typer.Option(
    "--points", metavar="TEAM=N",
    help=_("TEAM=N: that team's trick points with the last trick's 5; "
           "the other team gets 157 − N."))]
MatchOpt = Annotated[str | None, typer.Option("--match", metavar="TEAM",
                                              help=_("TEAM took all nine tricks."),
                                              autocompletion=complete_team)]
WeisOpt = Annotated[list[str] | None, typer.Option(
    "--weis", metavar="TEAM=V[,V…]", show_default=False,
    help=_("TEAM=V[,V...]: the Weis that scored (the team with the best Weis). Or "
           "the cards shown, \"NAME: CARDS\" once per player (like \"Anna: ♥9-Q\"): "
           "the rules decide which team scores, and the record keeps the cards."))]
StoeckOpt = Annotated[str | None, typer.Option("--stoeck", "--stock", "--stöck", metavar="TEAM",
                                               help=_("TEAM scored Stöck."),
                                               autocompletion=complete_team)]
FirstOpt = Annotated[str | None, typer.Option(
    "--first", metavar="TEAM", autocompletion=complete_team,
    help=_("TEAM claimed first, when this hand takes both teams past the target."))]
ForehandOpt = Annotated[str | None, typer.Option(
    "--forehand", metavar="PLAYER",
    help=_("Who is forehand, on the first hand when `new` was not told."))]
ForehandFixOpt = Annotated[str | None, typer.Option(
    "--forehand", metavar="PLAYER",
    help=_("Who was forehand (held the seven), when fixing hand 1 and it was not said."))]
# `--dry-run`: a flag alone, no `--no-dry-run`.
DryRunClaimOpt = Annotated[bool, typer.Option(
    "--dry-run", show_default=False, help=_("Only say the verdict; write nothing."))]
DryRunFixOpt = Annotated[bool, typer.Option(
    "--dry-run", show_default=False,
    help=_("Only say what the fix would change; write nothing."))]


# How the slate is drawn: `show` and `watch`.
FacingOpt = Annotated[bool, typer.Option(
    "--facing", show_default=False,
    help=_("Draw the slate as it lies between the two scorers: the far team's "
           "(team 2's) Z upside down."))]
AsciiOpt = Annotated[bool, typer.Option(
    "--ascii", show_default=False,
    help=_("Plain ASCII instead of box-drawing and symbols, for terminals and printers "
           "without them; names are kept as they were typed."))]
StyleOpt = Annotated[list[str] | None, typer.Option(
    "--style", envvar="JASS_SLATE_STYLE", show_default=False, metavar="STYLE",
    help=_("How your club draws marks, repeatable or comma-separated: v (five hundreds as a "
           "V), x (hundreds as X marks), tally (the rest as strokes, not digits)."))]


def slate_look(facing: bool, ascii_: bool, style: list[str] | None) -> SlateLook:
    """The look the drawing options ask for; an unknown style is refused."""
    from jass_slate.render.slate import SlateLook, parse_styles

    return SlateLook(facing=facing, ascii=ascii_, styles=parse_styles(style or []))


def _hand_words(
    contract: ContractArg,
    pushed: PushedOpt = False,
    points: PointsOpt = None,
    match: MatchOpt = None,
    weis: WeisOpt = None,
    stoeck: StoeckOpt = None,
    first: FirstOpt = None,
    pushed_back: PushedBackOpt = False,
) -> dict[str, Any]:
    """The options `hand` and `fix` share (the forehand's help differs: each has its own)."""
    return {"contract": contract, "pushed": pushed, "points": points, "match": match,
            "weis": tuple(weis or ()), "stoeck": stoeck, "first": first,
            "pushed_back": pushed_back}


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
            from jass_slate.table.recording import HandWords  # loaded by hand and fix alone

            told = _hand_words(**{name: given.pop(name) for name in shared})
            command(words=HandWords(**told, forehand=given.pop("forehand")), **given)

        wrapper.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) if p.default is not p.empty
             else p for p in params])
        wrapper.__annotations__ = {p.name: p.annotation for p in params}
        del wrapper.__wrapped__  # Typer reads the signature above, not the command's
        return wrapper

    return decorate
