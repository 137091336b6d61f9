"""The cards players say they hold: one player's hand (`♥9-Q ♠A`) and a table of hands
("Anna: ♥9-Q"), each card of the pack as often as the pack holds it (RULES.md §4 reads
Weis from them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.cards import Card, Deck, card_order
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import example_cards, fold, parse_cards, split_tokens
from jass_slate.core.pack import Pack
from jass_slate.language.i18n import N_, _


def _written(tokens: Sequence[str], deck: Deck, owner: str | None,
             pack: Pack = Pack.NORMAL) -> list[tuple[Card, str]]:
    """Each card of one player's hand (`owner`; None: a hand of nobody named) and the word
    it was written in; in the double pack a card may be there twice."""
    if not tokens:
        raise InputError(_no_cards(owner, example_cards(deck)))
    given: list[tuple[Card, str]] = []
    for token in tokens:
        for card in parse_cards(token, deck):
            if card.rank not in pack.ranks:
                raise RuleError(message(N_("{card}: the double pack has no 6, 7 or 8 (it "
                                           "holds 9 to ace twice)"), card=card), value=token)
            earlier = [word for held, word in given if held == card]
            if len(earlier) >= pack.copies:
                if pack is Pack.NORMAL:
                    raise RuleError(_twice(card, owner, earlier[0], token))
                raise RuleError(message(N_("{card} is given three times: the double pack holds "
                                           "each card twice"), card=card), value=token)
            given.append((card, token))
    most = pack.hand_size()
    if len(given) > most:
        if pack is Pack.NORMAL:
            raise RuleError(_too_many(owner, len(given), tokens[-1]))
        raise RuleError(message(N_("a hand holds at most {most} cards of the double pack, not "
                                   "{count} (the last given: {token!r})"),
                                most=most, count=len(given), token=tokens[-1]))
    return given


def _no_cards(owner: str | None, examples: str) -> str:
    if owner is None:
        return _("say the cards of the hand, like {examples}").format(examples=examples)
    return _("say the cards of {player}, like {examples}").format(player=owner,
                                                                   examples=examples)


def _twice(card: Card, owner: str | None, first: str, token: str) -> str:
    """A card written twice: by the same word, or by two words (`h9` and `♥9`)."""
    if owner is None:
        if first == token:
            message = _("{card} is given twice for the hand ({token!r} twice)")
        else:
            message = _("{card} is given twice for the hand ({first!r} and {token!r})")
    elif first == token:
        message = _("{card} is given twice for {player} ({token!r} twice)")
    else:
        message = _("{card} is given twice for {player} ({first!r} and {token!r})")
    return message.format(card=card, player=owner, first=first, token=token)


def _too_many(owner: str | None, count: int, last: str) -> str:
    if owner is None:
        message = _("the hand holds at most nine cards, not {count} (the last given: {token!r})")
    else:
        message = _("{player} holds at most nine cards, not {count} (the last given: {token!r})")
    return message.format(player=owner, count=count, token=last)


def parse_hand(tokens: Sequence[str], deck: Deck, owner: str | None = None,
               pack: Pack = Pack.NORMAL) -> tuple[Card, ...]:
    """The cards one player holds (`owner`; None: the hand): at most nine, each once (the
    double pack: at most twelve, each at most twice)."""
    return tuple(sorted((card for card, _word in _written(tokens, deck, owner, pack)),
                        key=card_order))


@dataclass(frozen=True)
class Said:
    """One player's declaration as typed: `Anna: ♥9-Q`."""

    name: str
    cards: tuple[Card, ...]
    written: tuple[tuple[Card, str], ...] = ()

    def token(self, card: Card) -> str:
        """The word the card was written in (`h9`, `♥9-Q`)."""
        return dict(self.written).get(card, card.label)


def parse_said(text: str, deck: Deck, pack: Pack = Pack.NORMAL) -> Said:
    """`NAME: CARDS`, the cards a player shows (or holds)."""
    name, sep, cards = text.partition(":")
    if not sep or not name.strip():
        raise InputError(message(
            N_("a declaration is written \"NAME: CARDS\", like \"Anna: ♥9-Q\", "
               "not {text!r}"),
            text=text))
    name = name.strip()
    written = _written(split_tokens([cards]), deck, name, pack)
    return Said(name, tuple(sorted((card for card, _word in written), key=card_order)),
                tuple(written))


def parse_table(texts: Sequence[str], deck: Deck, pack: Pack = Pack.NORMAL) -> tuple[Said, ...]:
    """Several players' declarations: each name once, no card in two hands (the double
    pack: no card in more hands than its two copies)."""
    saids = tuple(parse_said(text, deck, pack) for text in texts)
    if pack is not Pack.NORMAL:
        return _no_third_copy(saids, pack)
    _each_player_once(saids)
    owners: dict[Card, Said] = {}
    for said in saids:
        for card in said.cards:
            owner = owners.get(card)
            if owner is not None:
                raise RuleError(message(
                    N_("{card} cannot be in both {player}'s hand ({token!r}) "
                       "and {other}'s ({other_token!r})"),
                    card=card, player=owner.name, token=owner.token(card), other=said.name,
                    other_token=said.token(card)), value=said.token(card))
            owners[card] = said
    return saids


def _each_player_once(saids: Sequence[Said]) -> None:
    """Refuse a player named twice in one table of hands (names as folded)."""
    names: set[str] = set()
    for said in saids:
        if fold(said.name) in names:
            raise InputError(message(
                N_("{player} is given twice: put all of a player's cards in one"),
                player=said.name))
        names.add(fold(said.name))


def _no_third_copy(saids: tuple[Said, ...], pack: Pack) -> tuple[Said, ...]:
    """The double pack's table: each name once, each card at most twice over all hands."""
    _each_player_once(saids)
    held: dict[Card, list[Said]] = {}
    for said in saids:
        for card in said.cards:
            owners = held.setdefault(card, [])
            owners.append(said)
            if len(owners) > pack.copies:
                raise RuleError(message(
                    N_("{card} is given three times ({players}): the double pack holds each "
                       "card twice"), card=card,
                    players=", ".join(dict.fromkeys(s.name for s in owners))),
                    value=said.token(card))
    return saids
