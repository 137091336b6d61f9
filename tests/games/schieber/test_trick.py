"""Who wins a trick, against a table of ranks written here from RULES.md §3 and the seeds
(seed 000: "Trunfo J 9 A K Q 10 8 7 6", "Obenabe ... ordem A K Q J 10 9 8 7 6", "Undenufe
... inversa 6 7 8 9 10 J Q K A"; seed 001: "Under(20), 9(14), ace(11), King(4), Ober(3),
Banner(10), 8(0), 7(0), 6(0)"), not from the code."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Card, Contract, Deck, Rank, Suit, deck_contracts, full_deck
from jass_slate.core.errors import RuleError
from jass_slate.core.notation import split_tokens
from jass_slate.core.teams import Team
from jass_slate.games.schieber.scoring.events import Hand, Start, Trick
from jass_slate.games.schieber.scoring.piles import parse_pile
from jass_slate.games.schieber.scoring.points import Counting
from jass_slate.games.schieber.scoring.rules import UndenufePoints
from jass_slate.games.schieber.scoring.trick import (
    PlayedTrick,
    play_trick,
    stoeck_seat,
    winning_position,
)
from jass_slate.games.schieber.scoring.tricks import counted, match
from tests.games.schieber.test_points import reference_points
from tests.helpers import TEAMS, scorer

# High to low, by rank label.
TRUMP_RANKS = ["J", "9", "A", "K", "Q", "10", "8", "7", "6"]
OBENABE_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6"]
UNDENUFE_RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
LABEL = {Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
         Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}


def reference_winner(cards: list[Card], contract: Contract) -> int:
    """The position of the winning card, as a player at the table decides it."""
    trump = None if contract in (Contract.OBENABE, Contract.UNDENUFE) else contract.value
    trumps = [i for i, c in enumerate(cards) if c.suit.value == trump]
    if trumps:
        return min(trumps, key=lambda i: TRUMP_RANKS.index(LABEL[cards[i].rank]))
    order = UNDENUFE_RANKS if contract is Contract.UNDENUFE else OBENABE_RANKS
    followed = [i for i, c in enumerate(cards) if c.suit is cards[0].suit]
    return min(followed, key=lambda i: order.index(LABEL[cards[i].rank]))


def trick(text: str) -> list[Card]:
    return list(parse_pile(split_tokens([text]), Deck.FRENCH))


@pytest.mark.parametrize(("cards", "contract", "winner"), [
    ("♣A ♥9 ♥J ♣7", Contract.HEARTS, 2),  # seed 000: C trumps with the Puur
    ("♣A ♥9 ♥6 ♣7", Contract.HEARTS, 1),  # the Näll beats a small trump
    ("♥A ♥9 ♥K ♥10", Contract.HEARTS, 1),  # Näll over the ace in trumps
    ("♥A ♥J ♥9 ♥10", Contract.HEARTS, 1),  # Puur over the Näll
    ("♣A ♥9 ♥J ♣7", Contract.CLUBS, 0),  # hearts are thrown off: the ace led wins
    ("♣7 ♣A ♥J ♣J", Contract.CLUBS, 3),  # the Puur of clubs
    ("♣7 ♣A ♥J ♣J", Contract.OBENABE, 1),  # ace high, hearts thrown off
    ("♣7 ♣A ♥6 ♣J", Contract.UNDENUFE, 0),  # six high: the seven of the suit led
    ("♣8 ♣A ♣6 ♥6", Contract.UNDENUFE, 2),  # the six led suit wins, not the other six
    ("♠10 ♣A ♥A ♦A", Contract.OBENABE, 0),  # nobody follows: the card led wins
])
def test_golden_tricks(cards: str, contract: Contract, winner: int) -> None:
    assert winning_position(trick(cards), contract) == winner
    assert reference_winner(trick(cards), contract) == winner


@given(st.permutations(full_deck(Deck.FRENCH)), st.sampled_from(deck_contracts(Deck.FRENCH)))
def test_winners_in_every_contract_agree_with_the_table_of_ranks(
        cards: list[Card], contract: Contract) -> None:
    for start in range(0, 36, 4):
        four = cards[start:start + 4]
        assert winning_position(four, contract) == reference_winner(four, contract)


@given(st.permutations(full_deck(Deck.SWISS)), st.sampled_from(deck_contracts(Deck.SWISS)))
def test_swiss_winners_agree_too(cards: list[Card], contract: Contract) -> None:
    four = cards[:4]
    assert winning_position(four, contract) == reference_winner(four, contract)


def test_the_seed_trick_is_worth_45_to_the_third_seat() -> None:
    played = play_trick([], trick("♣A ♥9 ♥J ♣7"), 0, Counting(Contract.HEARTS))
    assert (played.winner, played.points) == (2, 45)  # 11 + 14 + 20 + 0


def test_the_ninth_trick_has_the_last_tricks_5() -> None:
    how = Counting(Contract.OBENABE)
    cards = list(full_deck(Deck.FRENCH))
    played: list[PlayedTrick] = []
    for start in range(0, 36, 4):
        played.append(play_trick(played, cards[start:start + 4], 0, how))
    assert played[-1].points == how.pile(cards[32:]) + 5
    assert sum(t.points for t in played) == 157
    with pytest.raises(RuleError, match="no tenth"):
        play_trick(played, trick("♣A ♥9 ♥J ♣7"), 0, how)


def test_impossible_tricks() -> None:
    how = Counting(Contract.HEARTS)
    with pytest.raises(RuleError, match="a trick is 4 cards, one a player, not 3"):
        play_trick([], trick("♣A ♥9 ♥J"), 0, how)
    first = play_trick([], trick("♣A ♥9 ♥J ♣7"), 0, how)
    with pytest.raises(RuleError, match="♥J was played in trick 1 already"):
        play_trick([first], trick("♥J ♠9 ♠10 ♠7"), 2, how)
    # A hand-edited trick line may hold a card twice: refused, not a crash.
    twice = [Card(Suit.CLUBS, Rank.SIX), Card(Suit.CLUBS, Rank.SIX), Card(Suit.CLUBS, Rank.EIGHT),
             Card(Suit.CLUBS, Rank.NINE)]
    with pytest.raises(RuleError, match="♣6 is in one trick more often than the pack holds it"):
        play_trick([], twice, 0, how)


def test_stoeck_falls_with_the_second_card_of_one_player() -> None:
    how = Counting(Contract.HEARTS)
    king = play_trick([], trick("♥K ♥6 ♥7 ♥8"), 1, how)  # seat 1 plays the king
    assert stoeck_seat([king], Contract.HEARTS) is None
    other = play_trick([king], trick("♣A ♣6 ♣7 ♣8"), king.winner, how)
    assert stoeck_seat([king, other], Contract.HEARTS) is None  # not in this trick
    queen = play_trick([king, other], trick("♠6 ♥Q ♠7 ♠8"), 0, how)  # seat 1 again
    assert stoeck_seat([king, other, queen], Contract.HEARTS) == 1
    split = play_trick([king], trick("♥Q ♠6 ♠7 ♠8"), 0, how)  # seat 0: not the same hand
    assert stoeck_seat([king, split], Contract.HEARTS) is None
    assert stoeck_seat([queen], Contract.OBENABE) is None
    assert Card(Suit.HEARTS, Rank.KING) in king.cards


@given(st.permutations(full_deck(Deck.FRENCH)), st.sampled_from(deck_contracts(Deck.FRENCH)))
def test_any_hand_played_trick_by_trick_scores_as_the_hand_in_one_go(
        cards: list[Card], contract: Contract) -> None:
    """The scorer's trick-by-trick slate against the same hand recorded with `hand`, its
    points, Match and Stöck worked out here with the independent tables."""
    by_tricks, in_one_go = scorer(), scorer()
    by_tricks.apply(Start(contract))
    lead, taken, won, played_by = 0, [0, 0], [0, 0], {}
    for start in range(0, 36, 4):
        four = cards[start:start + 4]
        by_tricks.apply(Trick(tuple(four)))
        winner = (lead + reference_winner(four, contract)) % 4
        taken[winner % 2] += sum(reference_points(c, contract, UndenufePoints.CLASSIC)
                                 for c in four) + (5 if start == 32 else 0)
        won[winner % 2] += 1
        played_by.update({card: (lead + i) % 4 for i, card in enumerate(four)})
        lead = winner
    stoeck = None
    if contract.trump is not None:
        king, queen = (played_by[Card(contract.trump, r)] for r in (Rank.KING, Rank.QUEEN))
        stoeck = TEAMS.team_at(king) if king == queen else None
    alone = [team for team in (Team.ONE, Team.TWO) if won[team.other] == 0]
    tricks = match(alone[0]) if alone else counted(Team.ONE, taken[0])
    in_one_go.apply(Hand(contract, tricks, stoeck=stoeck))
    assert by_tricks.open is None
    assert by_tricks.game.scores == in_one_go.game.scores
    ours, theirs = by_tricks.hands[0], in_one_go.hands[0]
    assert (ours.points, ours.match, ours.stoeck, ours.scores) == (
        theirs.points, theirs.match, theirs.stoeck, theirs.scores)
