"""What a Molotow hand must hold: a trump that is a suit or Obenabe, trick points that
add up to 157, Weis the rules know that fit in a player's cards or in one trick, and
Stöck only where there is a trump suit."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError, message
from jass_slate.games.molotow.scoring.rules import HAND_POINTS, MolotowRules, cards_each
from jass_slate.language.i18n import N_

FOUR_UNDERS = 200  # one set of four unders (jacks) in the pack


def check_trump(rules: MolotowRules, trump: Contract) -> None:
    if trump not in rules.contracts:
        said = ", ".join(c.word for c in rules.contracts)
        raise RuleError(message(N_("{trump} is not a Molotow trump of this session: the "
                                   "trump is a suit ({trumps}), or obenabe when nobody "
                                   "renounced"), trump=trump.label, trumps=said),
                        value=trump.value)


def check_points(players: Sequence[str], points: Sequence[int]) -> None:
    """Every count 0 to 157 but 1 and 156 (no card is worth 1), all adding up to 157."""
    for player, count in zip(players, points, strict=True):
        if not 0 <= count <= HAND_POINTS or count in (1, HAND_POINTS - 1):
            raise RuleError(message(N_("{player}'s trick points must be 0 to 157 (not 1 or "
                                       "156), not {count}"), player=player, count=count),
                            value=count)
    if sum(points) != HAND_POINTS:
        raise RuleError(message(N_("the trick points add up to {sum}, not 157: a hand has "
                                   "157 points (a Match too)"), sum=sum(points)),
                        value=sum(points))


def check_weis(rules: MolotowRules, players: Sequence[str], hand_weis: Sequence[Sequence[int]],
               table_weis: Sequence[Sequence[int]]) -> None:
    """Each Weis a value of the rules; a player's hand Weis in his cards, a table Weis in
    one trick (a card a player's each); one set of four unders in the pack."""
    known = rules.weis_values
    cards = cards_each(len(players))
    for seat, player in enumerate(players):
        for value in (*hand_weis[seat], *table_weis[seat]):
            if value not in known:
                raise RuleError(message(N_("{player}'s Weis of {value} is not a Weis of "
                                           "these rules: they know {values}"), player=player,
                                        value=value, values=", ".join(map(str, known))),
                                value=value)
        needed = sum(rules.fewest_cards(v) for v in hand_weis[seat])
        if needed > cards:
            raise RuleError(message(N_("{player}'s hand Weis need {needed} cards: a hand "
                                       "holds {cards}"), player=player, needed=needed,
                                    cards=cards), value=needed)
        for value in table_weis[seat]:
            if rules.fewest_cards(value) > len(players):
                raise RuleError(message(N_("a trick of {count} cards cannot hold a Weis of "
                                           "{value} ({player}'s table Weis)"),
                                        count=len(players), value=value, player=player),
                                value=value)
    every = [v for said in (*hand_weis, *table_weis) for v in said]
    if not rules.large_weis and every.count(FOUR_UNDERS) > 1:
        raise RuleError(message(N_("there is one set of four unders: a hand has one Weis "
                                   "of 200")), value=FOUR_UNDERS)


def check_stoeck(trump: Contract, seat: int | None) -> None:
    if seat is not None and trump.trump is None:
        raise RuleError(message(N_("there are no Stöck in {contract}: they need a trump "
                                   "suit"), contract=trump.label), key="stoeck")
