"""A brute-force reference for the best Weis of a hand, written from RULES.md §4 alone.

It lists every run of three or more and every scoring four of a kind, then tries
every set of them that does not use a card twice (Kreuzweis: a card may serve one
four and one run), and keeps the highest total. Slow on purpose: nothing clever.
"""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.cards import Card, Contract, Rank, Suit
from jass_slate.games.schieber.scoring.rules import Rules

ORDER = list(Rank)  # 6 7 8 9 10 J Q K A


def run_value(length: int, rules: Rules) -> int:
    if length >= 6 and rules.large_weis:
        return {6: 150, 7: 200, 8: 250, 9: 300}[length]
    return {3: 20, 4: 50}.get(length, 100)


def four_value(rank: Rank, rules: Rules, contract: Contract | None) -> int:
    sixes = contract is Contract.UNDENUFE and rules.four_sixes_in_undenufe
    table = {
        Rank.ACE: 0 if sixes else 100, Rank.KING: 100, Rank.QUEEN: 100, Rank.JACK: 200,
        Rank.TEN: 100, Rank.NINE: rules.four_nines, Rank.EIGHT: 0, Rank.SEVEN: 0,
        Rank.SIX: 100 if sixes else 0,
    }
    return table[rank]


Candidate = tuple[bool, int, int]  # is a run, the cards as bits, the points


def candidates(hand: Sequence[Card], rules: Rules, contract: Contract | None) -> list[Candidate]:
    """Every run of three or more and every scoring four in the hand, cards as bits."""
    bit = {card: 1 << index for index, card in enumerate(hand)}
    found: list[Candidate] = []
    for suit in _suits_of(hand):
        for start in range(len(ORDER)):
            cards = 0
            for end in range(start, len(ORDER)):  # grow the run while the hand holds it
                card = Card(suit, ORDER[end])
                if card not in bit:
                    break
                cards |= bit[card]
                if end - start >= 2:
                    found.append((True, cards, run_value(end - start + 1, rules)))
    for rank in ORDER:
        four = [Card(suit, rank) for suit in _suits_of(hand)]
        value = four_value(rank, rules, contract)
        if value and all(card in bit for card in four):
            found.append((False, sum(bit[c] for c in four), value))
    return found


def _suits_of(hand: Sequence[Card]) -> list[Suit]:
    deck = hand[0].suit.deck
    return [suit for suit in Suit if suit.deck is deck]


def best_total(hand: Sequence[Card], rules: Rules, contract: Contract | None) -> int:
    """The highest total of any allowed set of Weis in the hand: try every set."""
    if not hand:
        return 0
    found = candidates(hand, rules, contract)

    def search(index: int, run_cards: int, four_cards: int) -> int:
        if index == len(found):
            return 0
        best = search(index + 1, run_cards, four_cards)
        is_run, cards, value = found[index]
        used, other = (run_cards, four_cards) if is_run else (four_cards, run_cards)
        if not cards & used and (rules.shared_cards or not cards & other):
            if is_run:
                rest = search(index + 1, run_cards | cards, four_cards)
            else:
                rest = search(index + 1, run_cards, four_cards | cards)
            best = max(best, value + rest)
        return best

    return search(0, 0, 0)
