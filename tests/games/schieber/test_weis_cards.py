"""Weis from the cards: the optimiser against a brute force, the order of §4, real hands."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Card, Contract, Deck, Rank, Suit, full_deck
from jass_slate.core.held_cards import parse_hand
from jass_slate.core.notation import split_tokens
from jass_slate.core.teams import Team
from jass_slate.games.schieber.report.weis_sentences import verdict_sentence
from jass_slate.games.schieber.scoring.rules import Rules, preset
from jass_slate.games.schieber.scoring.weis import run_points
from jass_slate.games.schieber.scoring.weis_cards import (
    Meld,
    MeldKind,
    WeisTable,
    best_weis,
    four_points,
    holds_stoeck,
    strongest,
)
from jass_slate.games.schieber.scoring.weis_verdict import (
    Player,
    Shown,
    TieBreak,
    adjudicate,
    compare,
)
from tests.weis_reference import best_total, four_value, run_value

CLASSIC = preset("classic")
FRENCH = full_deck(Deck.FRENCH)
HOUSE_RULES = [
    replace(CLASSIC, four_nines=nines, large_weis=large, shared_cards=shared,
            four_sixes_in_undenufe=sixes)
    for nines, large, shared, sixes in itertools.product(
        (0, 100, 150), (False, True), (False, True), (False, True))
]
CONTRACTS = (Contract.HEARTS, Contract.OBENABE, Contract.UNDENUFE, None)


def cards(text: str, deck: Deck = Deck.FRENCH) -> tuple[Card, ...]:
    return parse_hand(split_tokens([text]), deck)


def table(contract: Contract | None = None, **changes: object) -> WeisTable:
    return WeisTable(replace(CLASSIC, **changes), contract)  # type: ignore[arg-type]


def labels(found: tuple[Meld, ...]) -> list[tuple[str, int]]:
    return [(w.label, w.points) for w in found]


# --- the optimiser against a brute force ---------------------------------------------


def rich_hand(rng: random.Random) -> list[Card]:
    """Nine cards drawn to hold many Weis: long runs, fours, both at once."""
    style = rng.randrange(4)
    if style == 0:
        return rng.sample(FRENCH, 9)
    if style == 1:  # two or three suits only: long runs
        suits = rng.sample(list(Suit)[:4], rng.choice((1, 2, 3)))
        pool = [c for c in FRENCH if c.suit in suits]
        return rng.sample(pool, min(9, len(pool)))
    ranks = rng.sample(list(Rank), rng.choice((1, 2)))
    fours = [c for c in FRENCH if c.rank in ranks]
    rest = [c for c in FRENCH if c not in fours]
    if style == 2:  # fours plus whatever
        return fours + rng.sample(rest, 9 - len(fours))
    suit = rng.choice(list(Suit)[:4])  # a four crossing a long run: Kreuzweis
    run = [c for c in rest if c.suit is suit]
    hand = fours[:4] + rng.sample(run, min(5, len(run)))
    return hand + rng.sample([c for c in FRENCH if c not in hand], 9 - len(hand))


def check_split(hand: list[Card], found: tuple[Meld, ...], weis_table: WeisTable) -> None:
    """The optimiser's Weis are real, priced right and disjoint as the rules ask."""
    rules = weis_table.rules
    for weis in found:
        assert set(weis.cards) <= set(hand)
        if weis.kind is MeldKind.RUN:
            ranks = [c.rank.value for c in weis.cards]
            assert len({c.suit for c in weis.cards}) == 1
            assert ranks == list(range(ranks[0], ranks[0] + len(ranks)))
            assert weis.points == run_value(len(ranks), rules)
        else:
            assert weis.points == four_value(weis.rank, rules, weis_table.contract)
    runs = [c for w in found if w.kind is MeldKind.RUN for c in w.cards]
    assert len(runs) == len(set(runs))
    if not rules.shared_cards:
        every = [c for w in found for c in w.cards]
        assert len(every) == len(set(every))


@pytest.mark.parametrize("rules", HOUSE_RULES, ids=lambda r: (
    f"nines{r.four_nines}-large{int(r.large_weis)}-shared{int(r.shared_cards)}"
    f"-sixes{int(r.four_sixes_in_undenufe)}"))
def test_optimiser_agrees_with_brute_force(rules: Rules) -> None:
    rng = random.Random(f"weis-{rules.four_nines}-{rules.large_weis}-{rules.shared_cards}-"
                        f"{rules.four_sixes_in_undenufe}")
    for number in range(1500):
        hand = rich_hand(rng)
        weis_table = WeisTable(rules, CONTRACTS[number % len(CONTRACTS)])
        found = best_weis(hand, weis_table)
        check_split(hand, found, weis_table)
        assert sum(w.points for w in found) == best_total(hand, rules, weis_table.contract), hand


# --- best Weis of known hands --------------------------------------------------------


def test_run_of_eight_is_split_five_and_three() -> None:
    found = best_weis(cards("♥6-K ♠A"), table(Contract.CLUBS))
    assert labels(found) == [("run ♥6–10", 100), ("run ♥J–K", 20)]


def test_large_weis_keeps_the_run_of_eight_whole() -> None:
    found = best_weis(cards("♥6-K ♠A"), table(Contract.CLUBS, large_weis=True))
    assert labels(found) == [("run ♥6–K", 250)]


def test_run_of_nine_is_five_and_four() -> None:
    assert sum(w.points for w in best_weis(cards("♣6-A"), table())) == 150
    assert sum(w.points for w in best_weis(cards("♣6-A"), table(large_weis=True))) == 300


def test_the_comparison_shows_the_whole_run() -> None:
    shown = strongest(cards("♥6-K ♠A"), table(Contract.CLUBS))
    assert shown is not None and (shown.label, shown.points) == ("run ♥6–K", 100)


def test_a_card_serves_one_weis_unless_kreuzweis() -> None:
    hand = cards("♥10-K ♣K ♠K ♦K")
    assert labels(best_weis(hand, table())) == [("four kings", 100), ("run ♥10–Q", 20)]
    assert labels(best_weis(hand, table(shared_cards=True))) == [
        ("four kings", 100), ("run ♥10–K", 50)]


def test_four_jacks_and_four_nines() -> None:
    hand = cards("♣J ♠J ♦J ♥J ♣9 ♠9 ♦9 ♥9")
    assert labels(best_weis(hand, table())) == [("four jacks", 200)]
    assert labels(best_weis(hand, table(four_nines=150))) == [
        ("four jacks", 200), ("four nines", 150)]
    assert labels(best_weis(hand, table(four_nines=100))) == [
        ("four jacks", 200), ("four nines", 100)]


def test_four_sixes_in_undenufe() -> None:
    hand = cards("♣6 ♠6 ♦6 ♥6 ♣A ♠A ♦A ♥A")
    assert labels(best_weis(hand, table(Contract.UNDENUFE))) == [("four aces", 100)]
    assert labels(best_weis(hand, table(Contract.UNDENUFE, four_sixes_in_undenufe=True))) == [
        ("four sixes", 100)]
    assert labels(best_weis(hand, table(Contract.OBENABE, four_sixes_in_undenufe=True))) == [
        ("four aces", 100)]


def test_swiss_cards_and_names() -> None:
    hand = cards("eU rU sU bU s6-8", Deck.SWISS)
    assert labels(best_weis(hand, table())) == [("four unders", 200), ("run s6–8", 20)]


def test_stoeck_needs_a_trump() -> None:
    hand = cards("♥K ♥Q ♠6")
    assert holds_stoeck(hand, table(Contract.HEARTS))
    assert not holds_stoeck(hand, table(Contract.SPADES))
    assert not holds_stoeck(hand, table(Contract.OBENABE))


def test_points_of_runs_and_fours() -> None:
    assert [run_points(n, CLASSIC) for n in range(2, 10)] == [0, 20, 50, 100, 100, 100, 100, 100]
    large = replace(CLASSIC, large_weis=True)
    assert [run_points(n, large) for n in range(6, 10)] == [150, 200, 250, 300]
    assert four_points(Rank.EIGHT, table()) == 0


# --- the order of §4 with real cards -------------------------------------------------


def judge(contract: Contract | None, *hands: tuple[str, str], **changes: object) -> tuple[
        str, TieBreak | None, str]:
    """Players in the order they play (1st and 3rd team 1); the winner, the step, the words."""
    players = [Player(name, Team(i % 2), cards(text)) for i, (name, text) in enumerate(hands)]
    verdict = adjudicate(players, table(contract, **changes))
    assert verdict.best is not None
    return verdict.best.player.name, verdict.step, verdict_sentence(verdict)


def test_more_points_wins() -> None:
    assert judge(Contract.CLUBS, ("Anna", "♠6-9"), ("Cla", "♥9-K")) == (
        "Cla", TieBreak.POINTS,
        "Cla's run ♥9–K beats Anna's run ♠6–9: more points (100 against 50).")


def test_run_of_five_beats_four_kings() -> None:
    quads = "♣K ♠K ♦K ♥K"
    assert judge(Contract.CLUBS, ("Anna", quads), ("Cla", "♠6-10"))[:2] == (
        "Cla", TieBreak.CARDS)
    assert judge(Contract.CLUBS, ("Cla", "♠6-10"), ("Anna", quads))[:2] == (
        "Cla", TieBreak.CARDS)


def test_house_rule_four_of_a_kind_beats_a_run_of_equal_points() -> None:
    quads = "♣K ♠K ♦K ♥K"
    assert judge(Contract.CLUBS, ("Cla", "♠6-10"), ("Anna", quads), quads_beat_runs=True) == (
        "Anna", TieBreak.FOUR_OVER_RUN,
        "Anna's four kings beat Cla's run ♠6–10: four of a kind beats a run of equal points "
        "(house rule).")


def test_more_cards_between_runs_of_equal_points() -> None:
    assert judge(Contract.CLUBS, ("Anna", "♠6-10"), ("Cla", "♥6-Q"))[:2] == (
        "Cla", TieBreak.CARDS)


def test_higher_top_card() -> None:
    assert judge(Contract.CLUBS, ("Anna", "♥9-Q"), ("Cla", "♠10-K")) == (
        "Cla", TieBreak.RANK, "Cla's run ♠10–K beats Anna's run ♥9–Q: higher top card.")


def test_undenufe_lower_run_wins() -> None:
    assert judge(Contract.UNDENUFE, ("Cla", "♠10-K"), ("Anna", "♥9-Q")) == (
        "Anna", TieBreak.RANK,
        "Anna's run ♥9–Q beats Cla's run ♠10–K: lower bottom card, in Undenufe.")


def test_four_aces_beat_four_tens_but_not_in_undenufe() -> None:
    aces, tens = "♣A ♠A ♦A ♥A", "♣10 ♠10 ♦10 ♥10"
    assert judge(Contract.OBENABE, ("Cla", tens), ("Anna", aces))[:2] == ("Anna", TieBreak.RANK)
    assert judge(Contract.UNDENUFE, ("Anna", aces), ("Cla", tens)) == (
        "Cla", TieBreak.RANK, "Cla's four tens beat Anna's four aces: lower rank, in Undenufe.")


def test_four_sixes_beat_four_tens_in_undenufe_by_house_rule() -> None:
    sixes, tens = "♣6 ♠6 ♦6 ♥6", "♣10 ♠10 ♦10 ♥10"
    assert judge(Contract.UNDENUFE, ("Anna", tens), ("Cla", sixes),
                 four_sixes_in_undenufe=True)[:2] == ("Cla", TieBreak.RANK)


def test_trump_run_beats_the_same_run_outside_trumps() -> None:
    assert judge(Contract.SPADES, ("Anna", "♥9-Q"), ("Cla", "♠9-Q")) == (
        "Cla", TieBreak.TRUMP,
        "Cla's run ♠9–Q beats Anna's run ♥9–Q: a run in trumps beats one outside them.")


def test_seat_order_from_forehand() -> None:
    assert judge(Contract.OBENABE, ("Anna", "♥9-Q"), ("Cla", "♠9-Q")) == (
        "Anna", TieBreak.SEAT,
        "Anna's run ♥9–Q beats Cla's run ♠9–Q: Anna plays earlier to the first trick.")
    assert judge(Contract.OBENABE, ("Cla", "♠9-Q"), ("Anna", "♥9-Q"))[:2] == (
        "Cla", TieBreak.SEAT)


def test_the_best_team_scores_all_its_players_weis() -> None:
    players = [Player("Anna", Team.ONE, cards("♥6-8")), Player("Cla", Team.TWO, cards("♠6-9")),
               Player("Beat", Team.ONE, cards("♣A ♠A ♦A ♥A ♦6-8")), Player("Dora", Team.TWO,
                                                                           cards("♦K"))]
    verdict = adjudicate(players, table(Contract.OBENABE))
    assert verdict.scoring_team == 0
    assert verdict.team_points == (140, 0)
    assert verdict.scoring_weis() == (100, 20, 20)
    assert verdict.beaten is not None and verdict.beaten.player.name == "Cla"


def test_nobody_has_weis() -> None:
    verdict = adjudicate([Player("Anna", Team.ONE, cards("♥6 ♥8"))], table())
    assert verdict.scoring_team is None and verdict.team_points == (0, 0)
    assert verdict_sentence(verdict) == "Nobody has a Weis."


# --- the comparison is a total order -------------------------------------------------


@st.composite
def shown_weis(draw: st.DrawFn, weis_table: WeisTable) -> Shown:
    position = draw(st.integers(0, 3))
    if draw(st.booleans()):
        suit = draw(st.sampled_from(list(Suit)[:4]))
        length = draw(st.integers(3, 9))
        low = draw(st.integers(6, 15 - length))
        run = tuple(Card(suit, Rank(v)) for v in range(low, low + length))
        return Shown(Meld(MeldKind.RUN, run, run_points(length, weis_table.rules)), position)
    ranks = [r for r in Rank if four_points(r, weis_table)]
    rank = draw(st.sampled_from(ranks))
    four = tuple(Card(suit, rank) for suit in list(Suit)[:4])
    return Shown(Meld(MeldKind.FOUR, four, four_points(rank, weis_table)), position)


tables = st.builds(
    lambda rules, contract, quads: WeisTable(replace(rules, quads_beat_runs=quads), contract),
    st.sampled_from(HOUSE_RULES), st.sampled_from(CONTRACTS), st.booleans())


@given(st.data(), tables)
def test_comparison_is_a_total_order(data: st.DataObject, weis_table: WeisTable) -> None:
    a, b, c = (data.draw(shown_weis(weis_table)) for _ in range(3))
    assert compare(a, b, weis_table) == -compare(b, a, weis_table)
    assert (compare(a, b, weis_table) == 0) == (a == b)
    if compare(a, b, weis_table) >= 0 and compare(b, c, weis_table) >= 0:
        assert compare(a, c, weis_table) >= 0
    assert compare(a, a, weis_table) == 0
