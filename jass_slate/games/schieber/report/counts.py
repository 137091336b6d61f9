"""A counted pile of cards, for people and for `--json`: each card and its points, the last
trick's bonus, the total and, where the contract's factor is known, what it is worth."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.core.cards import Card, Contract
from jass_slate.core.teams import TEAMS, Teams
from jass_slate.games.schieber.scoring.points import Counting, counting
from jass_slate.games.schieber.scoring.results import HandResult
from jass_slate.games.schieber.scoring.rules import Rules, UndenufePoints
from jass_slate.games.schieber.scoring.trick import PlayedTrick
from jass_slate.language.i18n import _, ngettext


@dataclass(frozen=True)
class CountedPile:
    """A pile counted in one contract; `last`: it holds the last trick."""

    counting: Counting
    cards: tuple[Card, ...]
    last: bool = False
    factor: int | None = None

    @property
    def points(self) -> int:
        return self.counting.pile(self.cards, self.last)


def pile_data(pile: CountedPile) -> dict[str, Any]:
    """`{"points": N, "cards": [{"card", "points"}…]}` and what else is known."""
    counting = pile.counting
    return {
        "points": pile.points,
        "cards": [{"card": card.label, "points": counting.points(card)} for card in pile.cards],
        "last_trick": counting.last_bonus if pile.last else 0,
        "contract": counting.contract.value,
        "undenufe_points": counting.undenufe.value,
        "pack": counting.pack.value,
        "factor": pile.factor,
        "worth": None if pile.factor is None else pile.points * pile.factor,
    }


def pile_lines(pile: CountedPile, indent: str = "  ") -> list[str]:
    """One line per card, the last trick, and the total with its factor: the arithmetic."""
    counting = pile.counting
    rows: list[tuple[str, int]] = [(card.label, counting.points(card)) for card in pile.cards]
    if pile.last:
        rows.append((_("last trick"), counting.last_bonus))
    total = _("total")
    width = max([len(label) for label, _points in rows] + [len(total)]) + 2
    lines = [f"{indent}{label:<{width}}{points:>4}" for label, points in rows]
    lines.append(f"{indent}{total:<{width}}{pile.points:>4}")
    return lines


def pile_sum(pile: CountedPile) -> str:
    """`11 + 14 + 20 + 0 = 45`, `… = 45, ×2 = 90`: the count in one line."""
    terms = [str(pile.counting.points(card)) for card in pile.cards]
    if pile.last:
        terms.append(str(pile.counting.last_bonus))
    line = f"{' + '.join(terms)} = {pile.points}"
    if pile.factor is not None:
        line += f", ×{pile.factor} = {pile.points * pile.factor}"
    return line


def pile_heading(pile: CountedPile) -> str:
    """`4 cards in ♥ hearts:`, `… in Undenufe (modern):` (how the count begins)."""
    counting = pile.counting
    contract = counting.contract.label
    if counting.contract is Contract.UNDENUFE and counting.undenufe is UndenufePoints.MODERN:
        # Translators: Undenufe counted the modern way (ace 0, six 11)
        contract = _("{contract} (modern)").format(contract=contract)
    count = len(pile.cards)
    return ngettext("{count} card in {contract}:", "{count} cards in {contract}:",
                    count).format(count=count, contract=contract)


def trick_sentence(trick: PlayedTrick, hand: HandResult, teams: Teams) -> str:
    """`Trick 3: Cla wins with ♥J, 45 for Cla & Dora; tricks so far 12 – 45.`"""
    seats = teams.seats or ()
    card = trick.cards[(trick.winner - trick.lead) % len(trick.cards)]
    if trick.last:
        text = _("Trick {number}: {player} wins with {card}, {points} with the last trick's 5 "
                 "for {team}; the tricks made {first} – {second}.")
    else:
        text = _("Trick {number}: {player} wins with {card}, {points} for {team}; tricks so "
                 "far {first} – {second}.")
    return text.format(number=trick.number, player=seats[trick.winner], card=card,
                       points=trick.points, team=teams.name(teams.team_at(trick.winner)),
                       first=hand.taken[0], second=hand.taken[1])


def tricks_so_far(hand: HandResult, teams: Teams) -> str:
    """`3 tricks played: Anna & Beat 78, Cla & Dora 0 (before the factor)`."""
    taken = ", ".join(f"{teams.name(team)} {hand.taken[team]}" for team in TEAMS)
    return ngettext("{count} trick played: {taken} (before the factor)",
                    "{count} tricks played: {taken} (before the factor)",
                    len(hand.tricks)).format(count=len(hand.tricks), taken=taken)


def trick_data(trick: PlayedTrick, hand: HandResult, teams: Teams) -> dict[str, Any]:
    """The trick for `--json`: its cards, who led and won it, its points, the tricks so far."""
    seats = teams.seats or ()
    return {"number": trick.number, "cards": [card.label for card in trick.cards],
            "lead": seats[trick.lead], "winner": seats[trick.winner],
            "team": teams.team_at(trick.winner).number, "points": trick.points,
            "taken": list(hand.taken)}


def _terms(cards: Sequence[Card], how: Counting) -> str:
    """`♣A 11 + ♥9 14 + ♥J 20 + ♣7 0`."""
    return " + ".join(f"{card.label} {how.points(card)}" for card in cards)


def claim_explanation(hand: HandResult, rules: Rules, teams: Teams) -> list[str]:
    """A claim's trick points card by card: each trick the claimants took (or the cards
    they said), the sum of each, and the total per team, before the factor."""
    how = counting(rules, hand.contract)
    seats = teams.seats or ()
    lines: list[str] = []
    for pile in hand.piles:
        lines.append(_("{team}'s cards, before the factor:").format(team=teams.name(pile.team)))
        won = [t for t in hand.tricks if teams.team_at(t.winner) == pile.team]
        for trick in won:
            lines.append("  " + _("trick {number} ({player}): {terms} = {points}").format(
                number=trick.number, player=seats[trick.winner],
                terms=_terms(trick.cards, how), points=trick.points))
        if not won:
            lines.append(f"  {_terms(pile.cards, how)}")
        lines.append("  " + _("together {points}").format(
            points=how.pile(pile.cards, pile.has_last)))
    if not lines:
        lines.append(_("No cards were given: the captured points were said as numbers."))
    return lines
