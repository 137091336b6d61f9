"""A session's Striche in words and data: the line under the slate, `show --json`'s
`striche`, each game's in `history --games` (scoring/striche_count.py counts them)."""

from __future__ import annotations

from typing import Any

from jass_slate.core.teams import TEAMS
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.striche import Strich
from jass_slate.games.schieber.scoring.striche_count import striche_earned, striche_totals
from jass_slate.language.i18n import _


def session_striche(scorer: Slate) -> list[Strich] | None:
    """Every Strich of the session; None when its rules count none."""
    values = scorer.rules.striche
    if values is None:
        return None
    return striche_earned(values, scorer.games, scorer.hands)


def striche_data(scorer: Slate) -> dict[str, Any]:
    """`show --json`'s keys: both teams' Striche of the session and of the game shown;
    nothing when the rules count none."""
    earned = session_striche(scorer)
    if earned is None:
        return {}
    return {"striche": striche_totals(earned),
            "striche_game": striche_totals(earned, scorer.game.number)}


def game_striche_data(earned: list[Strich], game: int) -> dict[str, Any]:
    """A game's Striche in `history --games --json`: per team, and each event."""
    return {"striche": striche_totals(earned, game),
            "striche_events": [{"team": s.team.number, "event": s.event.value,
                                "striche": s.striche} for s in earned if s.game == game]}


def striche_line(scorer: Slate) -> str | None:
    """`Striche: Anna & Beat 14 · Cla & Dora 1 (this game 5 : 0)`, when the rules count
    them."""
    earned = session_striche(scorer)
    if earned is None:
        return None
    game = striche_totals(earned, scorer.game.number)
    return _("{striche} (this game {one}:{two})").format(
        striche=striche_sentence(scorer, earned).rstrip("."), one=game[0], two=game[1])


def striche_sentence(scorer: Slate, earned: list[Strich]) -> str:
    """`Striche: Anna & Beat 14 · Cla & Dora 1.`"""
    evening = striche_totals(earned)
    teams = " · ".join(f"{scorer.teams.name(team)} {evening[team]}" for team in TEAMS)
    return _("Striche: {teams}.").format(teams=teams)
