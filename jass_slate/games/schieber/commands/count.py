"""`count`: the card points of a pile of cards in a contract (RULES.md §3)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.games.schieber.commands.weis import ContractOpt, RulesOpt
from jass_slate.language.i18n import _
from jass_slate.shell.common import family, print_json, refusals, say, session_path, usage_error
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.core.cards import Contract
    from jass_slate.games.schieber.scoring.points import Counting
    from jass_slate.games.schieber.scoring.rules import Rules

PileArg = Annotated[list[str] | None, typer.Argument(
    metavar="CARDS", show_default=False,
    help=_("The cards of the pile, like ♣A ♥9 h-J c7, or a run ♥9-Q."))]
LastOpt = Annotated[bool, typer.Option(
    "--last", show_default=False, help=_("The pile holds the last trick: add its 5."))]
UndenufeOpt = Annotated[str | None, typer.Option(
    "--undenufe", metavar="classic|modern", show_default=False,
    help=_("How Undenufe counts: classic (ace 11, eight 8) or modern (ace 0, six 11); "
           "default: the session's rules."))]


def count(
    ctx: typer.Context,
    cards: PileArg = None,
    contract: ContractOpt = None,
    last: LastOpt = False,
    undenufe: UndenufeOpt = None,
    rules: RulesOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """The card points of a pile of cards, card by card.

    Example: jass-slate count ♣A ♥9 ♥J ♣7 --contract hearts
    """
    from jass_slate.core.notation import split_tokens
    from jass_slate.games.schieber.report.counts import (
        CountedPile,
        pile_data,
        pile_heading,
        pile_lines,
    )
    from jass_slate.games.schieber.scoring.piles import parse_pile

    if not cards:
        usage_error(ctx, _("say the cards, like `count ♣A ♥9 ♥J ♣7 --contract hearts`"))
    chosen, open_contract = _rules(ctx, rules)
    counting = _counting(ctx, chosen, contract, open_contract, undenufe)
    pile = CountedPile(counting, parse_pile(split_tokens(cards), chosen.deck, counting.pack),
                       last, chosen.multipliers.get(counting.contract))
    if json_out:
        print_json(pile_data(pile))
        return
    say(pile_heading(pile))
    for line in pile_lines(pile):
        say(line)
    if pile.factor is not None:
        say(_("{points} × {factor} = {worth}").format(
            points=pile.points, factor=pile.factor, worth=pile.points * pile.factor))


def _rules(ctx: typer.Context, rules_word: str | None) -> tuple[Rules, Contract | None]:
    """The rules to count by (`--rules`, else the session's, else classic) and the open
    hand's contract, if a session has one."""
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.scoring.rules import preset
    from jass_slate.games.schieber.table.new_session import rules_for

    path = session_path(ctx)
    session = load(path) if path.exists() else None
    open_hand = None if session is None else session.scorer.open
    open_contract = None if open_hand is None else open_hand.contract
    if rules_word is not None:
        return rules_for(rules_word, None, None), open_contract
    return (preset("classic") if session is None else session.rules), open_contract


def _counting(ctx: typer.Context, rules: Rules, contract_word: str | None,
              open_contract: Contract | None, undenufe_word: str | None) -> Counting:
    from jass_slate.core.notation import parse_contract
    from jass_slate.games.schieber.scoring.points import counting
    from jass_slate.games.schieber.scoring.rules import UndenufePoints

    contract = open_contract if contract_word is None else \
        parse_contract(contract_word, rules.deck)
    if contract is None:
        usage_error(ctx, _("say the contract with --contract (no hand is open)"))
    found = counting(rules, contract)
    if undenufe_word is None:
        return found
    choices = {points.value: points for points in UndenufePoints}
    if undenufe_word.strip().lower() not in choices:
        usage_error(ctx, _("--undenufe is classic or modern, not {word!r}").format(
            word=undenufe_word))
    return replace(found, undenufe=choices[undenufe_word.strip().lower()])


commands = family()
commands.command(name="count", help=_(
    "The card points of a pile of cards, card by card.\n\n"
    "Example: jass-slate count ♣A ♥9 ♥J ♣7 --contract hearts"))(refusals(count))
