"""The event lines of okr's Büter, readable by eye: the game's one bid (the Büter's seat,
1 to 3, and his bid), then per hand the trump maker's seat and what each side took:

    bid 2 700
    hand 1; factor 3; points 100; weis pair=50; stoeck bueter
    hand 3; match pair
    fix 2 1; points 57

`points` are the Büter's card points (the pair took the rest of 157); a side is `bueter`
or `pair`; a seat is written from 1, kept from 0 (scoring/bueter.py).
"""

from __future__ import annotations

from jass_slate.core.errors import InputError, message
from jass_slate.core.said import number
from jass_slate.games.bidding.file.parts import event_parts
from jass_slate.games.bidding.scoring.bueter import BUETER, PAIR, GameBid, Hand, Refix
from jass_slate.language.i18n import N_

NOT_A_LINE = N_("this event line does not read: a Büter's lines are bid, hand or fix with "
                "the trump maker's seat, factor, points or match, weis and stoeck")
SIDE_WORDS = ("bueter", "pair")  # in the order of the sides, BUETER then PAIR


def _side(word: str) -> int:
    if word not in SIDE_WORDS:
        raise InputError(message(NOT_A_LINE), value=word)
    return SIDE_WORDS.index(word)


def _weis(texts: list[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    weis: list[tuple[int, ...]] = [(), ()]
    for text in texts:
        side, equals, values = text.partition("=")
        if not equals or not values.split() or weis[_side(side.strip())]:
            raise InputError(message(NOT_A_LINE))
        weis[_side(side.strip())] = tuple(number(v, N_("a Weis")) for v in values.split())
    return weis[BUETER], weis[PAIR]


def _hand(seat: str, text: str) -> Hand:
    weis = [p.strip()[len("weis "):] for p in text.split(";") if p.strip().startswith("weis ")]
    parts = event_parts(";".join(p for p in text.split(";")
                                 if p.strip() and not p.strip().startswith("weis ")))
    if set(parts) - {"factor", "points", "match", "stoeck"} \
            or ("points" in parts) == ("match" in parts):
        raise InputError(message(NOT_A_LINE))
    return Hand(maker=number(seat, N_("a seat")) - 1,
                factor=number(parts.get("factor", "1"), N_("a factor")),
                points=number(parts.get("points", "0"), N_("the points")),
                match=_side(parts["match"]) if "match" in parts else None,
                weis=_weis(weis),
                stoeck=_side(parts["stoeck"]) if "stoeck" in parts else None)


def read_bueter_event(text: str) -> object:
    """One event line as its event; a line that does not read is refused."""
    verb, _, rest = text.strip().partition(" ")
    first, _, after = rest.partition(";")
    if verb == "bid" and not after:
        seat, _, bid = first.strip().partition(" ")
        return GameBid(number(seat, N_("a seat")) - 1, number(bid, N_("a bid")))
    if verb == "hand":
        return _hand(first, after)
    if verb == "fix":
        count, _, seat = first.strip().partition(" ")
        return Refix(number(count, N_("a hand")), _hand(seat, after))
    raise InputError(message(NOT_A_LINE))


def _hand_text(hand: Hand) -> str:
    text = f"{hand.maker + 1}"
    if hand.factor != 1:
        text += f"; factor {hand.factor}"
    text += f"; points {hand.points}" if hand.match is None \
        else f"; match {SIDE_WORDS[hand.match]}"
    for side, values in zip(SIDE_WORDS, hand.weis, strict=True):
        if values:
            text += f"; weis {side}={' '.join(str(v) for v in values)}"
    if hand.stoeck is not None:
        text += f"; stoeck {SIDE_WORDS[hand.stoeck]}"
    return text


def bueter_event_text(event: object) -> str:
    """An event as its line writes it (read back equal)."""
    if isinstance(event, GameBid):
        return f"bid {event.seat + 1} {event.bid}"
    if isinstance(event, Refix):
        return f"fix {event.number} {_hand_text(event.hand)}"
    assert isinstance(event, Hand)
    return f"hand {_hand_text(event)}"
