"""Card points (RULES.md §3): what each card counts in each contract, the pack the cards
come from (which cards, how often, the last trick's bonus) and what a pile is worth.

The one home of card values: the count, the piles of a claim and the tricks of a hand all
ask `Counting`; the 157 of a hand is the sum of the pack's cards and the last trick's 5.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from jass_slate.game.cards import RANKS, Card, Contract, Deck, Rank, deck_suits
from jass_slate.game.rules import Rules, UndenufePoints

# What a card counts, by rank (a rank left out counts 0), RULES.md §3.
TRUMP_POINTS: Mapping[Rank, int] = {
    Rank.ACE: 11, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 20, Rank.TEN: 10, Rank.NINE: 14}
PLAIN_POINTS: Mapping[Rank, int] = {
    Rank.ACE: 11, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2, Rank.TEN: 10}
OBENABE_POINTS: Mapping[Rank, int] = {**PLAIN_POINTS, Rank.EIGHT: 8}
UNDENUFE_POINTS: Mapping[UndenufePoints, Mapping[Rank, int]] = {
    UndenufePoints.CLASSIC: OBENABE_POINTS,
    # "modern": the six takes the ace's 11, the ace counts nothing
    UndenufePoints.MODERN: {**{r: p for r, p in OBENABE_POINTS.items() if r is not Rank.ACE},
                            Rank.SIX: 11},
}
LAST_TRICK = 5  # the last trick's bonus in the normal pack


@dataclass(frozen=True)
class Pack:
    """The cards a hand is played with: which ranks, each card how often, the last trick's
    bonus. The normal pack is 36 cards, each once, 5 for the last trick."""

    name: str = "normal"
    ranks: tuple[Rank, ...] = RANKS
    copies: int = 1
    last_trick: int = LAST_TRICK

    def cards(self, deck: Deck) -> tuple[Card, ...]:
        """Every card of the pack, each as often as it is in it."""
        return tuple(Card(suit, rank) for suit in deck_suits(deck) for rank in self.ranks
                     for _ in range(self.copies))

    @property
    def size(self) -> int:
        return 4 * len(self.ranks) * self.copies

    def holds(self, card: Card) -> bool:
        return card.rank in self.ranks


NORMAL = Pack()


@dataclass(frozen=True)
class Counting:
    """How the cards count in one contract: its trump, the Undenufe valuation, the pack."""

    contract: Contract
    undenufe: UndenufePoints = UndenufePoints.CLASSIC
    pack: Pack = NORMAL

    def table(self, trump: bool) -> Mapping[Rank, int]:
        """The points by rank of a trump card (`trump`) or of any other card."""
        if self.contract is Contract.OBENABE:
            return OBENABE_POINTS
        if self.contract is Contract.UNDENUFE:
            return UNDENUFE_POINTS[self.undenufe]
        return TRUMP_POINTS if trump else PLAIN_POINTS

    def points(self, card: Card) -> int:
        return self.table(card.suit is self.contract.trump).get(card.rank, 0)

    def pile(self, cards: Iterable[Card], last: bool = False) -> int:
        """The points of a pile of cards, with the last trick's bonus if it holds it."""
        return sum(self.points(card) for card in cards) + (self.pack.last_trick if last else 0)

    @property
    def hand_points(self) -> int:
        """What all the cards of a hand and the last trick are worth: 157 in the normal
        pack, whatever the contract."""
        trump = sum(self.table(True).get(rank, 0) for rank in self.pack.ranks)
        plain = sum(self.table(False).get(rank, 0) for rank in self.pack.ranks)
        # one trump suit and three others (without trump, the four count alike)
        return (trump + 3 * plain) * self.pack.copies + self.pack.last_trick


def counting(rules: Rules, contract: Contract, pack: Pack = NORMAL) -> Counting:
    """How cards count in `contract` under a session's rules."""
    return Counting(contract, rules.undenufe_points, pack)


HAND_POINTS = Counting(Contract.OBENABE).hand_points  # 157: the normal pack's hand
