"""One trick as played (RULES.md §3, seeds 000 and 001): who wins it and what it is worth.

In a trump contract the highest trump wins, the trumps ranked Puur (jack), Näll (nine), ace,
king, queen, ten, eight, seven, six; without a trump the highest card of the suit led,
ace high in Obenabe and six high in Undenufe. Of two equal cards (a pack with each card
twice) the second played wins. Whether a player could have followed suit is not known
from the tricks alone, so it is not judged here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.cards import RANKS, Card, Contract, Rank
from jass_slate.core.errors import RuleError, message
from jass_slate.games.schieber.scoring.points import Counting
from jass_slate.language.i18n import N_

PLAYERS = 4  # cards in a trick of Schieber at four; six at a six-player table
# Low to high.
TRUMP_ORDER = (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.TEN, Rank.QUEEN, Rank.KING, Rank.ACE,
               Rank.NINE, Rank.JACK)
OBENABE_ORDER = RANKS
UNDENUFE_ORDER = tuple(reversed(RANKS))


def strength(card: Card, led: Card, contract: Contract) -> tuple[int, int]:
    """How strong a card is in a trick led by `led`: a trump beats the suit led, which beats
    any other suit (which cannot win); then its rank in the contract's order (Misère and
    Wunsch: in the contract they play)."""
    contract = contract.played
    trump = contract.trump
    if trump is not None and card.suit is trump:
        return 2, TRUMP_ORDER.index(card.rank)
    if card.suit is not led.suit:
        return 0, 0
    order = UNDENUFE_ORDER if contract is Contract.UNDENUFE else OBENABE_ORDER
    return 1, order.index(card.rank)


def winning_position(cards: Sequence[Card], contract: Contract) -> int:
    """The position in the trick (0: the card led) of the card that wins it; of equal
    cards, the later."""
    best = 0
    for position in range(1, len(cards)):
        if strength(cards[position], cards[0], contract) >= strength(cards[best], cards[0],
                                                                     contract):
            best = position
    return best


@dataclass(frozen=True)
class PlayedTrick:
    """A trick as played: its cards from the lead on, the seat that led, the seat that won
    it, and its points (the last trick's 5 on the ninth)."""

    number: int
    cards: tuple[Card, ...]
    lead: int
    winner: int
    points: int
    last: bool = False  # the hand's last trick (the ninth of the normal pack at four)
    players: int = PLAYERS  # the seats round the table: a card each in every trick

    def seat_of(self, position: int) -> int:
        """The seat that played the card at `position` (seats go round anticlockwise)."""
        return (self.lead + position) % self.players

    def played_by(self, card: Card) -> int:
        return self.seat_of(self.cards.index(card))


def play_trick(played: Sequence[PlayedTrick], cards: Sequence[Card], lead: int,
               how: Counting, players: int = PLAYERS) -> PlayedTrick:
    """The next trick of a hand, checked: a card a player, none played before, no more
    tricks than the pack makes (nine at four players, six at six)."""
    tricks = how.pack.size // players
    if len(played) >= tricks:
        if tricks == 9:
            said = message(N_("the hand's nine tricks are played: there is no tenth"))
        else:
            said = message(N_("the hand's {count} tricks are played: there is no more"),
                           count=tricks)
        raise RuleError(said, key="trick")
    if len(cards) != players:
        raise RuleError(message(N_("a trick is {players} cards, one a player, not {count}"),
                                players=players, count=len(cards)), key="trick",
                        value=len(cards))
    _check_unplayed(played, cards, how)
    number = len(played) + 1
    winner = (lead + winning_position(cards, how.contract)) % players
    last = number == tricks
    return PlayedTrick(number, tuple(cards), lead, winner, how.pile(cards, last), last,
                       players)


def _check_unplayed(played: Sequence[PlayedTrick], cards: Sequence[Card], how: Counting
                    ) -> None:
    """Refuse a card played before in the hand (with the double pack: both its copies)."""
    copies = how.pack.copies
    for card in cards:
        before = [trick.number for trick in played if card in trick.cards]
        seen = sum(trick.cards.count(card) for trick in played) + cards.count(card)
        if seen <= copies:
            continue
        if not before:  # a hand-edited trick may hold a card twice
            raise RuleError(message(N_("{card} is in one trick more often than the pack "
                                       "holds it"), card=card), key="trick", value=card.label)
        text = N_("{card} was played in trick {number} already") if copies == 1 else \
            N_("both {card} were played already (the last in trick {number})")
        raise RuleError(message(text, card=card, number=before[-1]), key="trick",
                        value=card.label)


def stoeck_seat(played: Sequence[PlayedTrick], contract: Contract) -> int | None:
    """The seat that has just completed a pair of king and ober of trumps, having played the
    other card before (so it held both as dealt); None if the last trick completed none.
    With the double pack each copy counts as itself: a seat's pairs are the fewer of its
    kings and its obers, and the second pair completes when that number grows again."""
    trump = contract.trump
    if trump is None or not played:
        return None
    pair = (Card(trump, Rank.KING), Card(trump, Rank.QUEEN))
    last = played[-1]
    for position, card in enumerate(last.cards):
        seat = last.seat_of(position)
        if card in pair and _pairs(played, seat, pair) > _pairs(played[:-1], seat, pair):
            return seat
    return None


def _pairs(played: Sequence[PlayedTrick], seat: int, pair: tuple[Card, Card]) -> int:
    """How many pairs of king and ober of trumps `seat` has played in these tricks."""
    cards = [trick.cards[at] for trick in played for at in range(len(trick.cards))
             if trick.seat_of(at) == seat]
    return min(cards.count(pair[0]), cards.count(pair[1]))
