"""`play`'s claim dialogue: a refused answer asks that part again, the parts answered
before are kept, and the claim is written once confirmed (issue 28)."""

from __future__ import annotations

from pathlib import Path

from jass_slate.games.schieber.file.session import load
from tests.evening import new_session
from tests.games.schieber.test_play import play

PARTS = "Trick points taken so far in this hand, before the factor"


def test_a_refused_part_of_a_claim_is_asked_again_and_the_claim_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    lines = ["hearts", "claim 3", "1", "no", "abc", "158", "zora", "none", "40", "1 20",
             "30", "yes"]
    result = play(path, lines)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert ("  No team '3': say 1 (Anna & Beat) or 2 (Cla & Dora), or a player's name. Try "
            "again, or say help.\nWhich team claims? 1\n") in out
    assert ("  Captured trick points are a whole number from 0 to 157, not 'abc'. Try again, "
            f"or say help.\n{PARTS}") in out
    assert "\nStöck not yet written (TEAM, or none): zora\n  No team 'zora'" in out
    assert ("  40 is not a Weis under these rules: a Weis is worth 20, 50, 100, 200. Try "
            "again, or say help.\nWeis not yet written (TEAM VALUES, or none): 1 20\n") in out
    # 158 is read, then refused by the rules: the captured points alone are asked again
    assert ("  Captured trick points must be 0 to 157, not 158. Try again, or say help.\n"
            f"{PARTS}") in out
    assert out.count("Which team claims?") == 1 and out.count("Did Cla & Dora claim") == 1
    assert out.count("Stöck not yet written") == 2 and out.count("Weis not yet written") == 2
    assert ("  0 + Weis 20×2 + tricks 30×2 = 100 < 3000: false claim by Anna & Beat, Cla & "
            "Dora win, Schneider") in out
    assert "Weis after the first trick" not in out.partition("claim 3")[2]
    assert "Claim cancelled" not in out
    slate = load(path).scorer
    assert slate.games_won == [0, 2]
    claim = slate.hands[0].claim
    assert claim is not None and claim.reckoned == (100, 0) and not claim.written


def test_a_weis_without_its_team_is_never_shown_an_illegal_example(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play(path, ["hearts", "40", "50", "quit"])
    out = result.stdout
    assert ("  40 is not a Weis under these rules: a Weis is worth 20, 50, 100, 200. Try "
            "again, or say help.") in out
    assert "like 1 40" not in out
    assert "  Say the team first, then the Weis: like 1 50. Try again, or say help." in out
    hand = load(path).scorer.open
    assert hand is not None and hand.weis is None

