"""`jass-slate settle [FILES...] (--per-strich AMOUNT | --per-points AMOUNT/N)`: what each
player pays or gets after the last hand, of one evening or several, and the fewest
payments that settle it (report/settle.py reckons it)."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import family, print_json, refusals, say, session_path, usage_error
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.report.results import GameResult
    from jass_slate.report.settle import Settlement, Stake

commands = family()
AMOUNT = re.compile(r"\d+(\.\d+)?")
CURRENCY = re.compile(r"[A-Z]{3}")


@commands.command(name="settle", help=_(
    "After the last hand: what each player pays or gets, per Strich or per points, and the "
    "fewest payments that settle it.\n\n"
    "Example: jass-slate settle friday.toml --per-strich 0.50"))
@refusals
def settle(
    ctx: typer.Context,
    files: Annotated[list[Path] | None, typer.Argument(
        metavar="FILE", help=_("Session files of one game (default: the session file)."),
        show_default=False)] = None,
    per_strich: Annotated[str | None, typer.Option(
        "--per-strich", metavar="AMOUNT", show_default=False,
        help=_("The stake per Strich of difference (the rules must count Striche)."))] = None,
    per_points: Annotated[str | None, typer.Option(
        "--per-points", metavar="AMOUNT/N", show_default=False,
        help=_("The stake per N points of difference in the decided games: 1/100 is 1.00 "
               "per 100 points."))] = None,
    currency: Annotated[str, typer.Option(
        metavar="C", help=_("The currency, three letters."))] = "CHF",
    unit: Annotated[str, typer.Option(
        metavar="AMOUNT", help=_("What the balances are rounded to (0.05: the smallest "
                                 "Swiss coin; 0.01: to the Rappen)."))] = "0.05",
    json_out: JsonOpt = False,
    alias: Annotated[list[str] | None, typer.Option(
        "--alias", metavar="OTHER=NAME", show_default=False,
        help=_("OTHER=NAME: the player written OTHER in some sessions is NAME (\"Uli=Ueli\"); "
               "repeatable or comma-separated."))] = None,
) -> None:
    from jass_slate.cli.several import results_several
    from jass_slate.report.settle import settle as reckon
    from jass_slate.report.settle import settle_lines
    from jass_slate.shell.club import club

    stake, step = _stake(ctx, per_strich, per_points, unit)
    if not CURRENCY.fullmatch(currency):
        usage_error(ctx, _("--currency is three capital letters, like CHF or EUR, not "
                           "{value!r}").format(value=currency))
    paths, aliases = club(alias, files or [session_path(ctx)])
    results = results_several(paths, aliases)
    _check_counted(results, stake.striche)
    done = reckon(results, stake, step)
    if json_out:
        print_json(_data(done, currency))
        return
    for line in settle_lines(done, currency):
        say(line)


def _amount(ctx: typer.Context, option: str, text: str) -> Decimal:
    """A positive amount written with a point: 0.50, 2, 1.5."""
    if not AMOUNT.fullmatch(text.strip()):
        hint = _(" (write {fixed})").format(fixed=text.replace(",", ".")) if "," in text else ""
        usage_error(ctx, _("{option} wants an amount like 0.50, not {value!r}").format(
            option=option, value=text) + hint)
    amount = Decimal(text.strip())
    if amount <= 0:
        usage_error(ctx, _("{option} wants an amount above 0, not {value!r}").format(
            option=option, value=text))
    return amount


def _stake(ctx: typer.Context, per_strich: str | None, per_points: str | None,
           unit: str) -> tuple[Stake, Decimal]:
    """The stake one of --per-strich and --per-points says, and the unit."""
    from jass_slate.report.settle import Stake

    if (per_strich is None) == (per_points is None):
        usage_error(ctx, _("say the stake with --per-strich AMOUNT or --per-points AMOUNT/N, "
                           "one of them"))
    step = _amount(ctx, "--unit", unit)
    if per_strich is not None:
        stake = Stake(_amount(ctx, "--per-strich", per_strich))
    else:
        assert per_points is not None
        amount, slash, per = per_points.partition("/")
        if not slash or not per.strip().isdigit() or int(per) < 1:
            usage_error(ctx, _("--per-points is AMOUNT/N, like 1/100 (1.00 per 100 points), "
                               "not {value!r}").format(value=per_points))
        stake = Stake(_amount(ctx, "--per-points", amount), int(per), striche=False)
    if stake.amount % step:
        usage_error(ctx, _("the stake {amount} is not a whole number of the unit {unit}")
                    .format(amount=stake.amount, unit=step))
    return stake, step


def _check_counted(results: list[GameResult], striche: bool) -> None:
    """--per-strich wants Striche in every file; something must be there to settle."""
    from jass_slate.core.errors import RuleError, message
    from jass_slate.language.i18n import N_

    if striche:
        for result in results:
            if result.striche is None:
                raise RuleError(message(N_("{file}: its rules count no Striche: settle it "
                                           "with --per-points AMOUNT/N"), file=result.session))
    elif not any(result.decided for result in results):
        raise RuleError(message(N_("no game is decided yet: --per-points settles the "
                                   "decided games")))


def _data(done: Settlement, currency: str) -> dict[str, Any]:
    from jass_slate.report.settle import settle_data

    return settle_data(done, currency)
