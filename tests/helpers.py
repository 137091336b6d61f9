"""Building known slates for the tests: real hands through the real scorer."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from jass_slate.core.cards import Contract
from jass_slate.core.teams import Team, make_teams
from jass_slate.games.schieber.scoring.events import Hand
from jass_slate.games.schieber.scoring.rules import Rules, preset
from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import counted

TEAMS = make_teams(("Anna & Beat", "Cla & Dora"), None, "Anna")


def scorer(rules: Rules | None = None) -> Slate:
    return Slate(rules or preset("classic"), TEAMS)


def rules_with(**changes: Any) -> Rules:
    data: Mapping[str, Any] = {"preset": "classic", **changes}
    return rules_from_mapping(data)


def play_to(slate: Slate, team1: int, team2: int) -> None:
    """Clubs hands (×1) that bring a fresh game to exactly `team1` – `team2`.

    The two totals must add up to a multiple of 157; the points are spread evenly.
    """
    hands, rest = divmod(team1 + team2, 157)
    assert rest == 0 and hands > 0
    each = team1 // hands
    first = None if slate.rules.both_past_target == "higher" else Team.ONE  # --first answers "ask"
    for number in range(hands):
        points = each if number < hands - 1 else team1 - each * (hands - 1)
        slate.apply(Hand(Contract.CLUBS, counted(Team.ONE, points), first=first))
    assert slate.game.scores == [team1, team2]


class NoFsync:
    """`os` for the store without fsync: durability is proved elsewhere, speed counts here."""

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    @staticmethod
    def fsync(fd: int) -> None:
        del fd
