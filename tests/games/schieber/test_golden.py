"""The golden table: known hands with known scores, kept as data (tests/data/golden.toml)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.cards import Contract
from jass_slate.games.schieber.scoring.events import Hand, WeisCall
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import counted, match
from tests.helpers import TEAMS

GOLDEN = tomllib.loads((Path(__file__).parents[2] / "data" / "golden.toml").read_text("utf-8"))


def _hand(case: dict[str, Any]) -> Hand:
    if "match" in case:
        tricks = match(case["match"] - 1)
    else:
        team, points = case["points"]
        tricks = counted(team - 1, points)
    weis = None
    if "weis" in case:
        weis = WeisCall(case["weis"][0] - 1, tuple(case["weis"][1]))
    stoeck = case["stoeck"] - 1 if "stoeck" in case else None
    return Hand(Contract(case["contract"]), tricks, case.get("pushed", False), weis, stoeck)


@pytest.mark.parametrize("case", GOLDEN["hand"], ids=[c["name"] for c in GOLDEN["hand"]])
def test_golden_hand(case: dict[str, Any]) -> None:
    slate = Slate(preset(case["preset"]), TEAMS)
    slate.apply(_hand(case))
    hand = slate.hands[0]
    assert hand.scores == case["scores"]
    assert slate.game.scores == case["scores"]
    bonus = 100 if "match" in case else 0
    assert hand.points is not None and sum(hand.points) == 157 + bonus
