"""Piles of cards as written (`♣A ♥9 ♥J ♣7`): each card of the pack, no card more often than
the pack holds it, no more cards than the pack has; and two teams' piles of one hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from jass_slate.core.cards import Card, Deck
from jass_slate.core.errors import InputError, Message, RuleError, message
from jass_slate.core.notation import parse_cards
from jass_slate.core.pack import Pack
from jass_slate.core.teams import TEAMS
from jass_slate.games.schieber.scoring.events import Pile
from jass_slate.games.schieber.scoring.points import Counting
from jass_slate.language.i18n import N_


def parse_pile(tokens: Sequence[str], deck: Deck, pack: Pack = Pack.NORMAL) -> tuple[Card, ...]:
    """The cards of a pile in the order written (a run `♥9-Q` gives each of its cards)."""
    if not tokens:
        raise InputError(message(N_("say the cards, like ♣A ♥9 ♥J ♣7")))
    cards: list[Card] = []
    words: dict[Card, list[str]] = {}
    for token in tokens:
        for card in parse_cards(token, deck):
            cards.append(card)
            words.setdefault(card, []).append(token)
    check_pile(cards, pack, words)
    return tuple(cards)


def check_pile(cards: Sequence[Card], pack: Pack = Pack.NORMAL,
               words: dict[Card, list[str]] | None = None) -> None:
    """Refuse a pile no pack makes: a card not in the pack, a card more often than the pack
    holds it, more cards than the pack has. `words`: how each card was written."""
    if len(cards) > pack.size:
        raise RuleError(message(N_("a pack has {size} cards, not {count}"), size=pack.size,
                                count=len(cards)), value=len(cards))
    for card, count in Counter(cards).items():
        written = (words or {}).get(card) or [card.label]
        if not pack.holds(card):
            # Only the double pack leaves cards out (the normal one holds every card).
            raise RuleError(message(N_("{card} is not in the double pack: it holds the 9 to "
                                       "the ace of each suit, twice"), card=card),
                            value=written[0])
        if count > pack.copies:
            raise RuleError(_too_often(card, count, pack, written), value=written[-1])


def _too_often(card: Card, count: int, pack: Pack, written: list[str]) -> Message:
    if pack.copies == 1 and len(set(written)) > 1:
        return message(N_("{card} is given twice ({first!r} and {token!r}): a pack holds "
                          "each card once"), card=card, first=written[0], token=written[1])
    if pack.copies == 1:
        return message(N_("{card} is given twice: a pack holds each card once"), card=card)
    return message(N_("{card} is given {count} times: the double pack holds each card "
                      "twice"), card=card, count=count)


def check_piles(first: Sequence[Card], second: Sequence[Card], pack: Pack = Pack.NORMAL) -> None:
    """Two teams' piles of one hand: together no card more often than the pack holds it."""
    for card, count in (Counter(first) + Counter(second)).items():
        if count > pack.copies:  # each pile alone is checked by check_pile
            raise RuleError(message(N_("{card} cannot be in both teams' tricks"), card=card),
                            value=card.label)


# One sentence per deck, so that each language names the deck in its own words.
OTHER_DECK_REFUSALS = {Deck.FRENCH: N_("{card} is not a card of the french deck"),
                       Deck.SWISS: N_("{card} is not a card of the swiss deck")}


def check_deck(cards: Sequence[Card], deck: Deck) -> None:
    """Refuse a card of the other deck (a hand-edited file may hold one)."""
    for card in cards:
        if card.suit.deck is not deck:
            raise RuleError(message(OTHER_DECK_REFUSALS[deck], card=card), value=card.label)


def captured_of(piles: Sequence[Pile], how: Counting, deck: Deck) -> tuple[int, int]:
    """Both teams' captured points counted from their piles (a team without a pile: 0);
    each team once, no card in both piles."""
    captured = [0, 0]
    seen = set()
    for pile in piles:
        if pile.team in seen:
            raise RuleError(message(N_("team {number}'s cards are given twice: put all of a "
                                       "team's cards in one pile"), number=pile.team.number),
                            key="captured", value=pile.team.number)
        seen.add(pile.team)
        check_deck(pile.cards, deck)
        check_pile(pile.cards, how.pack)
        captured[pile.team] = how.pile(pile.cards, pile.has_last)
    by_team = {pile.team: pile.cards for pile in piles}
    check_piles(by_team.get(TEAMS[0], ()), by_team.get(TEAMS[1], ()), how.pack)
    return captured[0], captured[1]
