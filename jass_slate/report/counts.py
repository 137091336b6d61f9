"""A counted pile of cards, for people and for `--json`: each card and its points, the last
trick's bonus, the total and, where the contract's factor is known, what it is worth."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jass_slate.game.cards import Card, Contract
from jass_slate.game.points import Counting
from jass_slate.game.rules import UndenufePoints
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
        "last_trick": counting.pack.last_trick if pile.last else 0,
        "contract": counting.contract.value,
        "undenufe_points": counting.undenufe.value,
        "pack": counting.pack.name,
        "factor": pile.factor,
        "worth": None if pile.factor is None else pile.points * pile.factor,
    }


def pile_lines(pile: CountedPile, indent: str = "  ") -> list[str]:
    """One line per card, the last trick, and the total with its factor: the arithmetic."""
    counting = pile.counting
    rows: list[tuple[str, int]] = [(card.label, counting.points(card)) for card in pile.cards]
    if pile.last:
        rows.append((_("last trick"), counting.pack.last_trick))
    total = _("total")
    width = max([len(label) for label, _points in rows] + [len(total)]) + 2
    lines = [f"{indent}{label:<{width}}{points:>4}" for label, points in rows]
    lines.append(f"{indent}{total:<{width}}{pile.points:>4}")
    return lines


def pile_sum(pile: CountedPile) -> str:
    """`11 + 14 + 20 + 0 = 45`, `… = 45, ×2 = 90`: the count in one line."""
    terms = [str(pile.counting.points(card)) for card in pile.cards]
    if pile.last:
        terms.append(str(pile.counting.pack.last_trick))
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
