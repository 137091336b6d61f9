"""The open hand becomes its HandResult with every field in its place
(games/schieber/scoring/standing.py hands on by name what it holds as it is, and makes the
rest): each field is given a value no other field has."""

from __future__ import annotations

from typing import Any

from jass_slate.core.cards import Contract
from jass_slate.core.teams import TEAMS
from jass_slate.games.schieber.scoring.events import Pile, WeisCall
from jass_slate.games.schieber.scoring.results import ClaimVerdict, HandResult
from jass_slate.games.schieber.scoring.standing import OpenHand
from jass_slate.games.schieber.scoring.trick import PlayedTrick

# What result() makes of the fields it does not hand on as they are.
MADE = {"scores": "scores", "tricks": "played", "taken": "taken"}


def distinct_open_hand() -> OpenHand:
    one, two = TEAMS
    return OpenHand(
        number=7, game=2, contract=Contract.HEARTS, factor=3, pushed=True, pushed_back=False,
        forehand="Anna", dealer="Dora", chooser="Beat", chooser_team=two,
        at="2026-12-01T20:00:00+01:00", fixed=True, pushed_on=True, points=(100, 57),
        match=one, weis=WeisCall(one, (50,), ()), stoeck=two, scores=[300, 171],
        claim=ClaimVerdict(one, None, 3, 1000, (90, 67), (), (270, 201), (1270, 1101), one,
                           True, False), piles=(Pile(two, (), None),),
        played=[PlayedTrick(1, (), 0, 1, 11)], taken=[98, 59], second_stoeck=one)


def test_every_field_of_the_hand_result_is_the_open_hands_own() -> None:
    hand = distinct_open_hand()
    written = hand.result([1200, 900])
    expected: dict[str, Any] = {"totals": [1200, 900], "cut": ()}
    for name in HandResult._fields:
        if name in expected:
            want = expected[name]
        else:
            given = getattr(hand, MADE.get(name, name))
            want = tuple(given) if name in ("tricks", "taken") else given
        assert getattr(written, name) == want, name
    assert written.scores is not hand.scores  # the open hand may grow on, the result not
