"""Piles of cards as written (`♣A ♥9 ♥J ♣7`): each card of the pack, no card more often than
the pack holds it, no more cards than the pack has; and two teams' piles of one hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from jass_slate.game.cards import Card, Deck
from jass_slate.game.errors import InputError, Message, RuleError, message
from jass_slate.game.notation import parse_cards
from jass_slate.game.points import NORMAL, Pack
from jass_slate.language.i18n import N_


def parse_pile(tokens: Sequence[str], deck: Deck, pack: Pack = NORMAL) -> tuple[Card, ...]:
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


def check_pile(cards: Sequence[Card], pack: Pack = NORMAL,
               words: dict[Card, list[str]] | None = None) -> None:
    """Refuse a pile no pack makes: a card not in the pack, a card more often than the pack
    holds it, more cards than the pack has. `words`: how each card was written."""
    if len(cards) > pack.size:
        raise RuleError(message(N_("a pack has {size} cards, not {count}"), size=pack.size,
                                count=len(cards)), value=len(cards))
    for card, count in Counter(cards).items():
        written = (words or {}).get(card) or [card.label]
        if not pack.holds(card):
            raise RuleError(message(N_("{card} is not in the {pack} pack"), card=card,
                                    pack=pack.name), value=written[0])
        if count > pack.copies:
            raise RuleError(_too_often(card, count, pack, written), value=written[-1])


def _too_often(card: Card, count: int, pack: Pack, written: list[str]) -> Message:
    if pack.copies == 1 and len(set(written)) > 1:
        return message(N_("{card} is given twice ({first!r} and {token!r}): a pack holds "
                          "each card once"), card=card, first=written[0], token=written[1])
    if pack.copies == 1:
        return message(N_("{card} is given twice: a pack holds each card once"), card=card)
    return message(N_("{card} is given {count} times: the {pack} pack holds it {copies} "
                      "times"), card=card, count=count, pack=pack.name, copies=pack.copies)


def check_piles(first: Sequence[Card], second: Sequence[Card], pack: Pack = NORMAL) -> None:
    """Two teams' piles of one hand: together no card more often than the pack holds it."""
    for card, count in (Counter(first) + Counter(second)).items():
        if count > pack.copies:  # each pile alone is checked by check_pile
            raise RuleError(message(N_("{card} cannot be in both teams' tricks"), card=card),
                            value=card.label)
