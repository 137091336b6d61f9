"""Claims ("sich bedanken"): every verdict path of RULES.md §7 with exact numbers."""

from __future__ import annotations

import pytest

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.teams import Team
from jass_slate.games.schieber.report.claim_sentences import claim_message, claim_sentence
from jass_slate.games.schieber.scoring.events import Claim, Hand, Start, Stoeck, Weis, WeisCall
from jass_slate.games.schieber.scoring.rules import Rules, preset
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import counted, match
from jass_slate.language import i18n
from tests.helpers import play_to, rules_with, scorer


def at_2900() -> Slate:
    """Anna & Beat on 2900, Cla & Dora on 84, a hearts hand (×2) open."""
    slate = scorer()
    for hand in (Hand(Contract.UNDENUFE, match(Team.ONE)), Hand(Contract.UNDENUFE, match(Team.ONE)),
                 Hand(Contract.OBENABE, match(Team.ONE)), Hand(Contract.CLUBS, counted(Team.ONE,
                                                                                       73))):
        slate.apply(hand)
    assert slate.game.scores == [2900, 84]
    slate.apply(Start(Contract.HEARTS))
    return slate


def settle(slate: Slate, claim: Claim) -> str:
    slate.apply(claim)
    verdict = slate.hands[-1].claim
    assert verdict is not None
    return claim_sentence(verdict, slate)


def test_true_claim_with_stoeck_is_written_and_wins_schneider() -> None:
    slate = at_2900()
    text = settle(slate, Claim(Team.ONE, captured=(45, 0), stoeck=Team.ONE))
    assert text == "2900 + Stöck 20×2 + tricks 45×2 = 3030 ≥ 3000: Anna & Beat win, Schneider"
    assert slate.game.scores == [3030, 84] and slate.game.winner == 0
    assert slate.games_won == [2, 0]
    hand = slate.hands[-1]
    assert hand.stoeck == 0 and hand.points is None and hand.scores == [130, 0]


def test_false_claim_loses_and_writes_nothing() -> None:
    slate = at_2900()
    text = settle(slate, Claim(Team.ONE, captured=(20, 0), stoeck=Team.ONE))
    assert text == ("2900 + Stöck 20×2 + tricks 20×2 = 2980 < 3000: false claim by "
                    "Anna & Beat, Cla & Dora win")
    assert slate.game.scores == [2900, 84] and slate.game.winner == 1
    assert not slate.game.schneider and slate.games_won == [0, 1]


def test_claim_with_unwritten_weis_reaching_exactly_the_target() -> None:
    slate = at_2900()
    text = settle(slate, Claim(Team.ONE, captured=(30, 0), weis=WeisCall(Team.ONE, (20,))))
    assert text == "2900 + Weis 20×2 + tricks 30×2 = 3000 ≥ 3000: Anna & Beat win, Schneider"
    assert slate.game.scores == [3000, 84]


def test_stoeck_already_written_is_refused_in_a_claim_and_counts_without_it() -> None:
    """Issue 13, item 6: a claim's --stoeck for Stöck already written is refused."""
    slate = at_2900()
    slate.apply(Stoeck(Team.ONE))
    assert slate.game.scores == [2940, 84]
    with pytest.raises(RuleError) as refusal:
        slate.apply(Claim(Team.ONE, captured=(30, 0), stoeck=Team.ONE))
    assert str(refusal.value) == ("Stöck is already written in hand 5 for Anna & Beat: it "
                                  "counts already; claim without --stoeck")
    assert slate.game.scores == [2940, 84] and slate.open is not None
    text = settle(slate, Claim(Team.ONE, captured=(30, 0)))
    assert text == "2940 + tricks 30×2 = 3000 ≥ 3000: Anna & Beat win, Schneider"


def test_weis_already_written_is_refused_in_a_claim() -> None:
    """Issue 13, item 6: the same for --weis, with or without --also."""
    slate = at_2900()
    slate.apply(Weis(WeisCall(Team.ONE, (20,))))
    for claim in (Claim(Team.ONE, captured=(30, 0), weis=WeisCall(Team.ONE, (20,))),
                  Claim(Team.ONE, also=Team.TWO, captured=(30, 0), weis=WeisCall(Team.ONE, (50,)))):
        with pytest.raises(RuleError) as refusal:
            slate.apply(claim)
        assert str(refusal.value) == ("Anna & Beat's Weis 20 is already written in hand 5: "
                                      "it counts already; claim without --weis")
    assert slate.game.scores == [2940, 84] and slate.open is not None


def test_claim_without_an_open_hand_or_in_a_tournament_is_refused() -> None:
    slate = scorer()
    with pytest.raises(RuleError, match="no open hand for a claim"):
        slate.apply(Claim(Team.ONE, captured=(40, 0)))
    tournament = scorer(preset("tournament"))
    tournament.apply(Start(Contract.CLUBS))
    with pytest.raises(RuleError, match="no claims in a tournament"):
        tournament.apply(Claim(Team.ONE))


def test_parts_of_the_other_team_in_a_single_claim_are_refused() -> None:
    slate = at_2900()
    with pytest.raises(RuleError, match="did not claim"):
        slate.apply(Claim(Team.ONE, stoeck=Team.TWO))


def both_claim(rules: Rules, claim: Claim) -> tuple[Slate, str]:
    """Both teams claim in the first trick of a hearts hand at 950 – 934 (target 1000)."""
    slate = scorer(rules)
    play_to(slate, 950, 934)
    slate.apply(Start(Contract.HEARTS))
    return slate, settle(slate, claim)


BOTH = Claim(Team.TWO, also=Team.ONE, captured=(30, 0), stoeck=Team.ONE, weis=WeisCall(Team.TWO,
                                                                                       (50,)))


def test_both_claim_default_order_stoeck_weis_stich() -> None:
    slate, text = both_claim(rules_with(target=1000), BOTH)
    assert slate.game.winner == 1 and slate.game.scores == [990, 1034]
    assert text == ("both claimed: Anna & Beat 950 + Stöck 20×2 = 990 (not counted: tricks "
                    "30×2); Cla & Dora 934 + Weis 50×2 = 1034: Cla & Dora win")


def test_both_claim_weis_first() -> None:
    rules = rules_with(target=1000, claim_order=["weis", "stoeck", "stich"])
    slate, _ = both_claim(rules, BOTH)
    assert slate.game.winner == 1 and slate.game.scores == [950, 1034]


def test_both_claim_tricks_first() -> None:
    rules = rules_with(target=1000, claim_order=["stich", "stoeck", "weis"])
    slate, _ = both_claim(rules, BOTH)
    assert slate.game.winner == 0 and slate.game.scores == [1010, 934]


def test_both_claim_neither_reaches_first_claimant_loses() -> None:
    slate, text = both_claim(rules_with(target=1000), Claim(Team.ONE, also=Team.TWO, captured=(10,
                                                                                               0)))
    assert slate.game.winner == 1 and slate.game.scores == [950, 934]
    assert text.endswith("neither reaches 1000: false claim by Anna & Beat, Cla & Dora win")


def test_both_reach_at_the_same_step_first_claimant_wins() -> None:
    slate, _ = both_claim(rules_with(target=1000), Claim(Team.ONE, also=Team.TWO, captured=(30,
                                                                                            40)))
    assert slate.game.winner == 0 and slate.game.scores == [1010, 1014]


def test_dry_run_verdict_matches_the_recorded_one() -> None:
    slate = at_2900()
    assert slate.open is not None
    verdict = slate.judge_claim(slate.open, Claim(Team.ONE, captured=(45, 0), stoeck=Team.ONE))
    assert verdict.holds and verdict.reckoned == (3030, 84)
    assert slate.game.scores == [2900, 84] and slate.open is not None


def test_a_claim_is_said_in_english_without_changing_the_language_spoken() -> None:
    slate = at_2900()
    slate.apply(Claim(Team.ONE, captured=(45, 0), stoeck=Team.ONE))
    verdict = slate.hands[-1].claim
    assert verdict is not None
    with i18n.speaking("de"):
        said = claim_message(verdict, slate)
        english = said.english()
        assert i18n.language() == "de"
        german = said.text()
    assert english == "2900 + Stöck 20×2 + tricks 45×2 = 3030 ≥ 3000: Anna & Beat win, Schneider"
    with i18n.speaking("de"):
        assert german == claim_sentence(verdict, slate) != english
