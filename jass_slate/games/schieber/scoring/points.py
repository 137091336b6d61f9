"""Counting piles of cards (RULES.md §3): what a pile is worth in one contract, with the
pack it comes from. The card values and the packs have their one home in `pack`; the
count, the piles of a claim and the tricks of a hand all ask `Counting`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from jass_slate.core.cards import Card, Contract
from jass_slate.core.pack import Pack, card_points, hand_total
from jass_slate.games.schieber.scoring.rules import Rules, UndenufePoints

NORMAL = Pack.NORMAL


@dataclass(frozen=True)
class Counting:
    """How the cards count in one contract: its valuation, the Undenufe rule, the pack,
    the last trick's bonus (None: the pack's own, 5 or 10) and the players at the table."""

    contract: Contract
    undenufe: UndenufePoints = UndenufePoints.CLASSIC
    pack: Pack = NORMAL
    last_trick: int | None = None
    players: int = 4  # a card each in every trick: four, or six at a six-player table

    @property
    def last_bonus(self) -> int:
        return self.pack.last_trick if self.last_trick is None else self.last_trick

    @property
    def _modern(self) -> bool:
        return self.undenufe is UndenufePoints.MODERN

    def points(self, card: Card) -> int:
        return card_points(card, self.contract, self._modern)

    def pile(self, cards: Iterable[Card], last: bool = False) -> int:
        """The points of a pile of cards, with the last trick's bonus if it holds it."""
        return sum(self.points(card) for card in cards) + (self.last_bonus if last else 0)

    @property
    def hand_points(self) -> int:
        """What all the cards of a hand and the last trick are worth: 157 in the normal
        pack, whatever the contract; 314, 250 ... with the double pack."""
        return hand_total(self.pack, self.contract, self.last_bonus, self._modern)


def counting(rules: Rules, contract: Contract, players: int = 4) -> Counting:
    """How cards count in `contract` under a session's rules (its pack among them), at a
    table of `players`."""
    return Counting(contract, rules.undenufe_points, rules.pack, rules.last_trick, players)
