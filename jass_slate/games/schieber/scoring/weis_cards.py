"""Weis from the cards (RULES.md §4): the melds a hand holds and its best split.

A `Meld` is one combination found in cards (a run, four of a kind); the `Weis` event
is what a team scores, the values only. Which team scores is `weis_verdict`'s.

A hand's Weis for scoring are the disjoint set that scores most (a run of eight
as 5 + 3); for the comparison each player shows the strongest single
combination the cards hold (a run of eight as a run of eight).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from jass_slate.core.cards import Card, Contract, Deck, Extra, Rank, Suit, card_order
from jass_slate.core.notation import run_text
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.weis import four_value, run_points
from jass_slate.language.i18n import N_, _

SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}

# A Weis's name, translated where it is shown; the English is the `label` JSON keeps.
# Each run length has its own message, since players name runs by their length
# (Dreiblatt, Vierblatt; tierce, cinquante, cent); the placeholder says the length.
RUN_NAMES = {
    # Translators: a run of three cards of one suit (Dreiblatt); {three_cards} is like ♥9–J
    3: N_("run {three_cards}"),
    # Translators: a run of four cards of one suit (Vierblatt); {four_cards} is like ♥9–Q
    4: N_("run {four_cards}"),
    # Translators: a run of five cards of one suit (Fünfblatt); {five_cards} is like ♥9–K
    5: N_("run {five_cards}"),
    # Translators: a run of six cards of one suit (Sechsblatt); {six_cards} is like ♥9–A
    6: N_("run {six_cards}"),
    # Translators: a run of seven cards of one suit (Siebenblatt); {seven_cards} is like ♥8–A
    7: N_("run {seven_cards}"),
    # Translators: a run of eight cards of one suit (Achtblatt); {eight_cards} is like ♥7–A
    8: N_("run {eight_cards}"),
    # Translators: a run of all nine cards of one suit (Neunblatt); {nine_cards} is like ♥6–A
    9: N_("run {nine_cards}"),
}
RUN_FIELDS = ("three_cards", "four_cards", "five_cards", "six_cards", "seven_cards",
              "eight_cards", "nine_cards")
FOUR_NAMES = {  # four of a kind in either deck; the Swiss deck's own ranks in SWISS_FOURS
    Rank.SIX: N_("four sixes"),
    Rank.SEVEN: N_("four sevens"),
    Rank.EIGHT: N_("four eights"),
    # Translators: four nines (vier Nell)
    Rank.NINE: N_("four nines"),
    Rank.TEN: N_("four tens"),
    # Translators: four jacks of the French deck (vier Buure)
    Rank.JACK: N_("four jacks"),
    Rank.QUEEN: N_("four queens"),
    Rank.KING: N_("four kings"),
    Rank.ACE: N_("four aces"),
}
SWISS_FOURS = {
    # Translators: four banners (the tens of the Swiss deck: vier Banner)
    Rank.TEN: N_("four banners"),
    # Translators: four unders (the jacks of the Swiss deck: vier Under)
    Rank.JACK: N_("four unders"),
    # Translators: four obers (the queens of the Swiss deck: vier Ober)
    Rank.QUEEN: N_("four obers"),
}


class MeldKind(Enum):
    """A run of one suit, or four of a kind."""

    RUN = "run"
    FOUR = "four"


@dataclass(frozen=True)
class Meld:
    """One combination found in cards: a run of one suit (cards low to high) or four of
    a kind. (A `Weis` is the event that writes a team's values.)"""

    kind: MeldKind
    cards: tuple[Card, ...]
    points: int

    @property
    def rank(self) -> Rank:
        """A run's top card, a four-of-a-kind's rank."""
        return self.cards[-1].rank

    @property
    def low(self) -> Rank:
        return self.cards[0].rank

    @property
    def suit(self) -> Suit | None:
        return self.cards[0].suit if self.kind is MeldKind.RUN else None

    @property
    def label(self) -> str:
        """`run ♥9–Q`, `four kings`: the English name, as JSON keeps it."""
        return self._named(str)

    def name(self) -> str:
        """`run ♥9–Q`, `four kings` in the language in use (`Vierblatt ♥9–Q`)."""
        return self._named(_)

    def _named(self, say: Callable[[str], str]) -> str:
        if self.kind is MeldKind.RUN:
            cards = run_text(self.cards)
            return say(RUN_NAMES[len(self.cards)]).format(**dict.fromkeys(RUN_FIELDS, cards))
        names = SWISS_FOURS if self.cards[0].suit.deck is Deck.SWISS else {}
        return say(names.get(self.rank) or FOUR_NAMES[self.rank])


@dataclass(frozen=True)
class WeisTable:
    """What Weis are judged under: the house rules and the contract (None: not said)."""

    rules: Rules
    contract: Contract | None = None

    @property
    def undenufe(self) -> bool:
        return self.contract is not None and self.contract.base is Contract.UNDENUFE

    @property
    def trump(self) -> Suit | None:
        return None if self.contract is None else self.contract.trump


# --- points --------------------------------------------------------------------------


def four_points(rank: Rank, table: WeisTable) -> int:
    """Four of a kind's points; 0 where the rules make it no Weis."""
    return four_value(rank, table.rules, table.undenufe)


def _run(cards: Sequence[Card], rules: Rules) -> Meld:
    return Meld(MeldKind.RUN, tuple(cards), run_points(len(cards), rules))


# --- finding Weis in a hand ----------------------------------------------------------


def segments(cards: Iterable[Card]) -> list[list[Card]]:
    """The hand's cards cut into maximal runs of one suit (a lone card is a run of one).
    A run needs distinct ranks: with the double pack the second copies of cards make runs
    of their own (♥9 ♥9 ♥10 ♥10 ♥J: ♥9–J and ♥9–10)."""
    first: list[Card] = []
    second: list[Card] = []
    for card in sorted(cards, key=card_order):
        (second if first and card in first else first).append(card)
    return _segments(first) + (_segments(second) if second else [])


def _segments(cards: list[Card]) -> list[list[Card]]:
    found: list[list[Card]] = []
    for card in cards:
        last = found[-1][-1] if found else None
        if last is not None and last.suit is card.suit and last.rank.value + 1 == card.rank.value:
            found[-1].append(card)
        else:
            found.append([card])
    return found


def fours_in(cards: Iterable[Card], table: WeisTable) -> list[Meld]:
    """The four-of-a-kinds in the hand that score under the rules: one card of each suit;
    with the double pack eight of a kind is two of them."""
    held = Counter(cards)
    fours = []
    for rank in Rank:
        same = sorted((c for c in held if c.rank is rank), key=card_order)
        points = four_points(rank, table)
        if len(same) == 4 and points:
            sets = min(held[card] for card in same)
            fours += [Meld(MeldKind.FOUR, tuple(same), points)] * sets
    return fours


def _split(segment: Sequence[Card], rules: Rules) -> list[Meld]:
    """The best split of one maximal run into disjoint runs (8 as 5 + 3 in small Weis)."""
    best: list[tuple[int, list[Meld]]] = [(0, [])]
    for end in range(1, len(segment) + 1):
        choice = best[end - 1]
        for length in range(3, end + 1):
            points, runs = best[end - length]
            piece = _run(segment[end - length:end], rules)
            if points + piece.points > choice[0]:
                choice = (points + piece.points, [*runs, piece])
        best.append(choice)
    return best[-1][1]


def _best_runs(cards: Iterable[Card], rules: Rules) -> list[Meld]:
    return [run for segment in segments(cards) for run in _split(segment, rules)]


def best_weis(cards: Iterable[Card], table: WeisTable) -> tuple[Meld, ...]:
    """The disjoint Weis of a hand that score most, strongest first."""
    held = list(cards)
    fours = fours_in(held, table)
    if table.rules.shared_cards:  # Kreuzweis: a card may serve a four and a run
        options = [[*fours, *_best_runs(held, table.rules)]]
    else:
        options = []
        for count in range(len(fours) + 1):
            for chosen in combinations(fours, count):
                rest = list((Counter(held) - Counter(
                    card for four in chosen for card in four.cards)).elements())
                options.append([*chosen, *_best_runs(rest, table.rules)])
    best = max(options, key=lambda weis: (sum(w.points for w in weis), -len(weis)))
    return tuple(sorted(best, key=lambda weis: strength(weis, table), reverse=True))


def strongest(cards: Iterable[Card], table: WeisTable) -> Meld | None:
    """The strongest single combination the cards hold, as shown for the comparison."""
    held = list(cards)
    whole_runs = [_run(s, table.rules) for s in segments(held) if len(s) >= 3]
    shown = whole_runs + fours_in(held, table)
    return max(shown, key=lambda weis: strength(weis, table), default=None)


def holds_stoeck(cards: Iterable[Card], table: WeisTable) -> bool:
    """King and ober/queen of trumps in one hand; never without a trump (nor in TUO under
    `stoeck_in_tuo = false`)."""
    trump = table.trump
    if trump is None or (table.contract is not None and table.contract.extra is Extra.TUO
                         and not table.rules.stoeck_in_tuo):
        return False
    held = set(cards)
    return Card(trump, Rank.KING) in held and Card(trump, Rank.QUEEN) in held


# --- the order of Weis ---------------------------------------------------------------


def strength(weis: Meld, table: WeisTable, position: int = 0) -> tuple[int, ...]:
    """A key that sorts Weis by RULES.md §4: the larger key is the better Weis."""
    four = weis.kind is MeldKind.FOUR
    rank = -weis.low.value if table.undenufe else weis.rank.value
    in_trump = weis.suit is not None and weis.suit is table.trump
    suit = -1 if weis.suit is None else SUIT_ORDER[weis.suit]
    return (
        weis.points,
        int(four and table.rules.quads_beat_runs),
        len(weis.cards),
        rank,
        int(in_trump),
        -position,
        suit,
        int(four),
    )
