"""The scorer: hands, parts, rotation, game ends, undo and fix (RULES.md §1–§7)."""

from __future__ import annotations

import pytest

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.teams import Team
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.scoring.events import (
    Entry,
    Fix,
    Hand,
    Start,
    Stoeck,
    Tricks,
    TricksTaken,
    Weis,
    WeisCall,
)
from jass_slate.games.schieber.scoring.rules import Part, preset
from jass_slate.games.schieber.scoring.slate import replay
from jass_slate.games.schieber.scoring.tricks import counted, match
from jass_slate.games.schieber.scoring.weis import check_weis
from tests.helpers import TEAMS, play_to, rules_with, scorer


def test_obenabe_weis_alone_is_360() -> None:
    """RULES.md §6: four obers and a run of three in Obenabe, 3 × (100 + 20)."""
    slate = scorer()
    slate.apply(Start(Contract.OBENABE))
    slate.apply(Weis(WeisCall(Team.ONE, (100, 20))))
    assert slate.open is not None and slate.open.scores == [360, 0]


def test_step_by_step_equals_one_go() -> None:
    one_go, steps = scorer(), scorer()
    one_go.apply(Hand(Contract.HEARTS, counted(Team.TWO, 62), weis=WeisCall(Team.ONE, (50,)),
                      stoeck=Team.TWO))
    for event in (Start(Contract.HEARTS), Weis(WeisCall(Team.ONE, (50,))), Stoeck(Team.TWO),
                  TricksTaken(counted(Team.TWO, 62))):
        steps.apply(event)
    assert one_go.game.scores == steps.game.scores == [2 * (95 + 50), 2 * (62 + 20)]
    assert one_go.game.marks == steps.game.marks
    assert one_go.hands[0].scores == steps.hands[0].scores


@pytest.mark.parametrize("points", [1, 156, 158, -1])
def test_impossible_trick_points_are_refused(points: int) -> None:
    with pytest.raises(RuleError, match="trick points"):
        counted(Team.ONE, points)


def test_zero_and_157_are_counts() -> None:
    assert counted(Team.ONE, 0).points == (0, 157)
    assert counted(Team.TWO, 157).points == (0, 157)


def test_match_bonus_comes_from_the_rules() -> None:
    slate = scorer(rules_with(match_bonus=150))
    slate.apply(Hand(Contract.CLUBS, match(Team.ONE)))
    assert slate.game.scores == [307, 0]


def test_stoeck_needs_a_trump_suit() -> None:
    slate = scorer()
    slate.apply(Start(Contract.UNDENUFE))
    with pytest.raises(RuleError, match="no Stöck in Undenufe"):
        slate.apply(Stoeck(Team.ONE))


def test_stoeck_for_one_team_only() -> None:
    slate = scorer()
    slate.apply(Start(Contract.CLUBS))
    slate.apply(Stoeck(Team.ONE))
    with pytest.raises(RuleError, match="already written"):
        slate.apply(Stoeck(Team.TWO))


def test_weis_for_both_teams_is_refused() -> None:
    slate = scorer()
    slate.apply(Start(Contract.CLUBS))
    slate.apply(Weis(WeisCall(Team.ONE, (20,))))
    with pytest.raises(RuleError, match="only one team scores Weis"):
        slate.apply(Weis(WeisCall(Team.TWO, (50,))))


@pytest.mark.parametrize(
    ("values", "reason"),
    [
        ((30,), "not a Weis"),
        ((150,), "not a Weis"),
        ((200, 200), "one set of four unders"),
        ((20,) * 7, "cannot hold"),
        ((100,) * 4 + (20,), "cannot hold"),
        ((50,) * 5, "cannot hold"),
    ],
)
def test_impossible_weis_lists(values: tuple[int, ...], reason: str) -> None:
    with pytest.raises(RuleError, match=reason):
        check_weis(values, preset("classic"))


@pytest.mark.parametrize(
    "values", [(20,) * 6, (100,) * 4, (200, 100, 100, 100), (50, 50, 50, 50), (100, 100, 20, 20)]
)
def test_possible_weis_lists(values: tuple[int, ...]) -> None:
    check_weis(values, preset("classic"))


def test_house_rule_weis_values() -> None:
    check_weis((150,), rules_with(four_nines=150))
    check_weis((300, 300), rules_with(large_weis=True))
    check_weis((200, 200), rules_with(large_weis=True))  # four unders and a run of seven
    with pytest.raises(RuleError, match="cannot hold"):
        check_weis((250, 250, 20), rules_with(large_weis=True))


def test_contract_of_the_other_deck_or_not_allowed() -> None:
    slate = scorer()
    with pytest.raises(RuleError, match="not a suit of the french deck"):
        slate.apply(Start(Contract.ROSES))
    strict = scorer(rules_with(multipliers={"clubs": 1, "hearts": 2}))
    with pytest.raises(RuleError, match="obenabe is not played"):
        strict.apply(Start(Contract.OBENABE))


def test_rotation_moves_forehand_anticlockwise_and_pushed_partner_chooses() -> None:
    slate = scorer()
    assert slate.next_deal() == (None, "Anna")  # any player deals the first hand
    slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 80)))
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 80), pushed=True))
    first, second = slate.hands
    assert (first.dealer, first.forehand, first.chooser, first.chooser_team) == (
        None, "Anna", "Anna", 0)
    assert (second.dealer, second.forehand, second.chooser) == ("Anna", "Cla", "Dora")
    assert second.chooser_team == 1
    assert slate.next_deal() == ("Cla", "Beat")


def test_kontermatch_is_a_match_by_the_team_that_did_not_choose() -> None:
    slate = scorer()
    slate.apply(Hand(Contract.CLUBS, match(Team.TWO)))
    slate.apply(Hand(Contract.CLUBS, match(Team.TWO)))
    assert [h.kontermatch for h in slate.hands] == [True, False]


def test_reaching_the_target_ends_the_game_and_the_next_hand_starts_a_new_one() -> None:
    slate = scorer(rules_with(target=1000))
    play_to(slate, 950, 934)
    slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 60), first=Team.ONE))
    game = slate.games[0]
    assert game.winner == 0 and game.scores == [1010, 1031]
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 100)))
    assert slate.game.number == 2 and slate.game.scores == [200, 114]
    assert slate.hands[-1].game == 2
    assert slate.games_won == [1, 0]


def test_both_past_the_target_needs_first() -> None:
    slate = scorer(rules_with(target=1000))
    play_to(slate, 950, 934)
    with pytest.raises(RuleError, match="--first"):
        slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 60)))


def test_both_past_the_target_higher_total_wins() -> None:
    slate = scorer(rules_with(target=1000, both_past_target="higher"))
    play_to(slate, 950, 934)
    slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 60)))
    assert slate.game.winner == 1 and slate.game.scores == [1010, 1031]


def test_exact_tie_past_the_target_plays_on_under_higher() -> None:
    slate = scorer(rules_with(target=1000, both_past_target="higher"))
    play_to(slate, 943, 941)
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 78)))
    assert slate.game.scores == [1099, 1099] and not slate.game.decided
    slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 100)))
    assert slate.game.winner == 0 and slate.game.scores == [1199, 1156]


def test_weis_decides_before_the_tricks_in_one_go() -> None:
    slate = scorer(rules_with(target=1000))
    play_to(slate, 950, 934)
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 20), weis=WeisCall(Team.TWO, (50,))))
    hand = slate.hands[-1]
    assert slate.game.winner == 1 and slate.game.scores == [950, 1034]
    assert hand.points is None and hand.cut == [Part.STICH]
    assert hand.scores == [0, 100]


def test_stoeck_decides_before_weis_and_tricks() -> None:
    slate = scorer(rules_with(target=1000))
    play_to(slate, 970, 914)
    slate.apply(Hand(Contract.HEARTS, counted(Team.TWO, 100), weis=WeisCall(Team.TWO, (50,)),
                     stoeck=Team.ONE))
    assert slate.game.winner == 0 and slate.game.scores == [1010, 914]
    assert slate.hands[-1].cut == [Part.WEIS, Part.STICH]


def test_claim_order_changes_who_decides_in_one_go() -> None:
    slate = scorer(rules_with(target=1000, claim_order=["stich", "stoeck", "weis"]))
    play_to(slate, 970, 914)
    slate.apply(Hand(Contract.HEARTS, counted(Team.TWO, 100), weis=WeisCall(Team.TWO, (50,)),
                     stoeck=Team.ONE,
                     first=Team.TWO))
    assert slate.game.winner == 1 and slate.game.scores == [1084, 1114]
    assert slate.hands[-1].cut == [Part.STOECK, Part.WEIS]


def test_tricks_after_a_deciding_weis_are_refused() -> None:
    slate = scorer(rules_with(target=1000))
    play_to(slate, 950, 934)
    slate.apply(Start(Contract.HEARTS))
    slate.apply(Weis(WeisCall(Team.TWO, (50,))))
    assert slate.game.winner == 1 and slate.open is None
    with pytest.raises(RuleError, match="was decided in hand 13"):
        slate.apply(TricksTaken(counted(Team.ONE, 20)))


@pytest.mark.parametrize(("loser", "schneider"), [(499, True), (500, False)])
def test_schneider_at_the_threshold(loser: int, schneider: bool) -> None:
    slate = scorer(rules_with(target=1000))
    play_to(slate, 1413 - loser, loser)
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 100)))
    assert slate.game.winner == 0 and slate.game.scores[1] == loser + 114
    assert slate.game.schneider is (loser + 114 < 500)
    slate2 = scorer(rules_with(target=1000))
    play_to(slate2, 1413 - loser, loser)
    slate2.apply(Start(Contract.CLUBS))
    slate2.apply(Weis(WeisCall(Team.ONE, (100,))))  # decides before the loser gets tricks
    assert slate2.game.scores == [1513 - loser, loser]
    assert slate2.game.schneider is schneider
    assert slate2.games_won == ([2, 0] if schneider else [1, 0])


def test_bergpreis_goes_to_the_first_team_past_half_the_target() -> None:
    slate = scorer()
    slate.apply(Hand(Contract.UNDENUFE, match(Team.TWO)))
    assert slate.game.bergpreis is None
    slate.apply(Hand(Contract.UNDENUFE, counted(Team.TWO, 150)))
    assert slate.game.bergpreis == 1
    slate.apply(Hand(Contract.UNDENUFE, match(Team.ONE)))
    assert slate.game.bergpreis == 1


def test_tournament_ends_after_its_hands() -> None:
    slate = scorer(preset("tournament"))
    for number in range(12):
        slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 79 if number % 2 else 78)))
    assert slate.game.draw and slate.game.winner is None and slate.games_won == [0, 0]
    for _ in range(12):
        slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 100)))
    assert slate.game.number == 2 and slate.game.winner == 0 and not slate.game.schneider
    assert slate.games_won == [1, 0]


def _entries(*events: object) -> list[Entry]:
    return [Entry(e) for e in events]  # type: ignore[arg-type]


def test_undo_takes_back_the_last_event() -> None:
    hand = Hand(Contract.HEARTS, counted(Team.ONE, 100))
    entries = _entries(hand, Start(Contract.CLUBS), Weis(WeisCall(Team.TWO, (20,))), Undo())
    slate = replay(preset("classic"), TEAMS, entries)
    assert slate.open is not None and slate.open.scores == [0, 0]
    slate = replay(preset("classic"), TEAMS, [*entries, *_entries(Undo(), Undo())])
    assert slate.hands == [] and slate.game.scores == [0, 0]


def test_fix_replaces_a_hand_and_later_totals_follow() -> None:
    first = Hand(Contract.HEARTS, counted(Team.ONE, 100))
    second = Hand(Contract.CLUBS, counted(Team.ONE, 50))
    corrected = Hand(Contract.OBENABE, counted(Team.ONE, 100))
    fixed = replay(preset("classic"), TEAMS, _entries(first, second, Fix(1, corrected)))
    direct = replay(preset("classic"), TEAMS, _entries(corrected, second))
    assert [h.scores for h in fixed.hands] == [h.scores for h in direct.hands]
    assert fixed.hands[1].totals == [350, 278] and fixed.hands[0].fixed


def test_push_back_is_a_house_rule_and_forehand_then_chooses() -> None:
    with pytest.raises(RuleError, match="zurückschieben"):
        scorer().apply(Start(Contract.CLUBS, pushed=True, pushed_back=True))
    slate = scorer(rules_with(push_back=True))
    slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, 80), pushed=True, pushed_back=True))
    hand = slate.hands[0]
    assert (hand.pushed, hand.pushed_back, hand.chooser) == (True, True, "Anna")


def test_a_refused_event_leaves_the_session_as_it_was(tmp_path: object) -> None:
    from pathlib import Path

    from jass_slate.games.schieber.file.session import create

    path = Path(str(tmp_path)) / "s.toml"
    session = create(path, preset("classic"), TEAMS, force=False)
    session.record(Hand(Contract.HEARTS, counted(Team.ONE, 100)))
    bad = Hand(Contract.CLUBS, Tricks((100, 100)))  # refused after the hand was opened
    with pytest.raises(RuleError):
        session.record(bad)
    assert session.scorer.game.scores == [200, 114] and session.scorer.open is None
    assert len(session.entries) == 1
