"""The pack and what its cards are worth: the one home of card points (RULES.md §3).

The normal pack has the 36 cards of one deck once. The double pack (rules key
`pack = "double"`, issue 15) has the 9 to the ace of every suit twice, 48 cards, no 6,
7, 8 (seed 001: "a double pack from which the cards below 9 are removed").

Card points go by the valuation a contract counts with (`Contract.base`): a trump suit,
Obenabe, or Undenufe (classic: ace 11, six 0; modern: six 11, ace 0). The hand's total is
every card's points once per copy plus the last trick: 152 + 5 = 157 in the normal pack;
with the double pack 2 × 152 + 10 = 314 in a trump suit, 2 × 120 + 10 = 250 in Obenabe and
classic Undenufe (the 8s are gone), 2 × 76 + 10 = 162 in modern Undenufe (the 6s that
count 11 are gone too). Pure: no rules object, so that `rules` and `tricks` build on it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from enum import StrEnum

from jass_slate.core.cards import RANKS, Card, Contract, Deck, Rank, deck_suits


class Pack(StrEnum):
    """`pack`: one deck of 36 cards, or the double pack of 48."""

    NORMAL = "normal"
    DOUBLE = "double"

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """The ranks the pack holds: 6 to ace, or 9 to ace in the double pack."""
        return RANKS if self is Pack.NORMAL else RANKS[3:]

    @property
    def copies(self) -> int:
        """How often each card is in the pack."""
        return 1 if self is Pack.NORMAL else 2

    @property
    def last_trick(self) -> int:
        """The last trick's bonus unless the rules say otherwise (`last_trick`)."""
        return 5 if self is Pack.NORMAL else 10

    @property
    def match_bonus(self) -> int:
        """The Match bonus unless the rules say otherwise: 257 and 514 with a trump."""
        return 100 if self is Pack.NORMAL else 200

    @property
    def size(self) -> int:
        """How many cards the pack has: 36, or 48."""
        return len(self.ranks) * 4 * self.copies

    def holds(self, card: Card) -> bool:
        """Whether the pack has this card (the double pack has no 6, 7 or 8)."""
        return card.rank in self.ranks

    def hand_size(self, players: int = 4) -> int:
        """The cards each player is dealt: 9 (six players: 6); double pack 12 (six: 8)."""
        return self.size // players

    def cards(self, deck: Deck) -> Iterator[Card]:
        """Every card of the pack, each as often as the pack holds it."""
        for suit in deck_suits(deck):
            for rank in self.ranks:
                for _copy in range(self.copies):
                    yield Card(suit, rank)


# The cards that count, by valuation (RULES.md §3); every other card counts 0.
TRUMP_POINTS = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4,
                Rank.QUEEN: 3}
PLAIN_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
OBENABE_POINTS = {**PLAIN_POINTS, Rank.EIGHT: 8}
MODERN_UNDENUFE_POINTS = {**OBENABE_POINTS, Rank.ACE: 0, Rank.SIX: 11}


def card_points(card: Card, contract: Contract, modern_undenufe: bool = False) -> int:
    """What one card is worth in `contract` (counted as its `base`)."""
    base = contract.base
    if base is Contract.OBENABE:
        return OBENABE_POINTS.get(card.rank, 0)
    if base is Contract.UNDENUFE:
        table = MODERN_UNDENUFE_POINTS if modern_undenufe else OBENABE_POINTS
        return table.get(card.rank, 0)
    if card.suit is base.trump:
        return TRUMP_POINTS.get(card.rank, 0)
    return PLAIN_POINTS.get(card.rank, 0)


def _points(pack: Pack, contract: Contract, modern_undenufe: bool) -> list[int]:
    """The points of every card of the pack. The deck does not change them: a trump
    contract is counted with a suit of its own deck, Obenabe and Undenufe with any."""
    trump = contract.base.trump
    deck = Deck.FRENCH if trump is None else trump.deck
    return [card_points(card, contract, modern_undenufe) for card in pack.cards(deck)]


def valuation(contract: Contract, modern_undenufe: bool) -> tuple[str, bool]:
    """What the card points depend on: trump, Obenabe or Undenufe, and the Undenufe rule."""
    kind = contract.valuation
    return kind, modern_undenufe and kind == "undenufe"


@functools.cache
def pack_counts(pack: Pack, last_trick: int,
                modern_undenufe: bool) -> dict[str, tuple[int, tuple[int, ...]]]:
    """Per valuation ("trump", "obenabe", "undenufe"): the hand's total and the counts no
    cards make, looked up by `Contract.valuation` on the replay's hot path."""
    return {kind: (_card_total(pack, kind, modern) + last_trick,
                   _impossible(pack, kind, modern, last_trick))
            for kind, modern in (("trump", False), ("obenabe", False),
                                 ("undenufe", modern_undenufe))}


@functools.cache
def _card_total(pack: Pack, kind: str, modern: bool) -> int:
    contract = Contract.HEARTS if kind == "trump" else Contract(kind)
    return sum(_points(pack, contract, modern))


def card_total(pack: Pack, contract: Contract, modern_undenufe: bool = False) -> int:
    """All the cards' points, without the last trick: 152 a deck; double 304, 240, 152."""
    return _card_total(pack, *valuation(contract, modern_undenufe))


def hand_total(pack: Pack, contract: Contract, last_trick: int,
               modern_undenufe: bool = False) -> int:
    """The hand's trick points: the cards and the last trick (157; double 314, 250 ...)."""
    return card_total(pack, contract, modern_undenufe) + last_trick


@functools.cache
def _sums(pack: Pack, kind: str, modern: bool) -> int:
    """The card points some set of the pack's cards makes, as the bits of an integer."""
    contract = Contract.HEARTS if kind == "trump" else Contract(kind)
    reachable = 1
    for points in _points(pack, contract, modern):
        reachable |= reachable << points
    return reachable


def impossible_counts(pack: Pack, contract: Contract, last_trick: int,
                      modern_undenufe: bool = False) -> tuple[int, ...]:
    """The counts from 0 to the hand's total that no set of cards makes, with or without
    the last trick: 1 and 156 in the normal pack; double trump 1 and 313 (last trick 10)."""
    return _impossible(pack, *valuation(contract, modern_undenufe), last_trick)


@functools.cache  # replay asks for every count of every hand
def _impossible(pack: Pack, kind: str, modern: bool, last_trick: int) -> tuple[int, ...]:
    sums = _sums(pack, kind, modern)
    total = _card_total(pack, kind, modern) + last_trick

    def made(count: int) -> bool:
        return bool(sums >> count & 1) or (count >= last_trick
                                           and bool(sums >> (count - last_trick) & 1))

    return tuple(count for count in range(total + 1) if not made(count))
