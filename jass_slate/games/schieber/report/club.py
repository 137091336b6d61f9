"""A Schieber session as the club's database keeps it (report/club.py): from the same
data its JSON export of several sessions says, its games' Schneider and Bergpreis, and
each Strich of the session."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from jass_slate.core.teams import TEAMS
from jass_slate.games.schieber.report.exports_many import sessions_data
from jass_slate.games.schieber.report.results import game_results, side
from jass_slate.games.schieber.report.striche import session_striche
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.report.club import (
    ClubSession,
    CorrectionRow,
    HandRow,
    SidePart,
    StrichRow,
    game_rows,
    side_of,
)


def club_session(name: str, scorer: Slate, aliases: Mapping[str, str]) -> ClubSession:
    data = sessions_data([(name, scorer)], aliases)
    session = data["sessions"][0]
    sides = tuple(side(scorer.teams, team, aliases) for team in TEAMS)
    players = [" & ".join(players) for players in sides]
    hands = tuple(_hand(hand, players) for hand in data["hands"])
    details = {game["number"]: (bool(game["schneider"]),
                                side_of(game["bergpreis"], session["teams"]))
               for game in session["games"]}
    earned = session_striche(scorer) or []
    return ClubSession(name, "schieber", tuple(session["teams"]), sides, hands,
                       game_rows(game_results(name, scorer, aliases), hands, details),
                       tuple(StrichRow(strich.game, int(strich.team) + 1, str(strich.event),
                                       strich.striche) for strich in earned),
                       tuple(CorrectionRow(fixed.game, int(fixed.team) + 1, fixed.after,
                                           fixed.points, fixed.why, fixed.at or None)
                             for fixed in scorer.corrections))


def _hand(hand: Mapping[str, Any], players: Sequence[str]) -> HandRow:
    """A hand: its contract, factor, who chose (pushed or not), each team's trick points,
    Weis (as declared, before the factor), Stöck, score and running total."""
    weis = hand.get("weis") or {}
    points = hand.get("points")
    parts = tuple(SidePart(team, hand["scores"][team - 1], hand["totals"][team - 1],
                           points[team - 1] if points else None, None,
                           sum(weis.get("values", ())) if weis.get("team") == team else 0,
                           hand.get("stoeck") == team)
                  for team in (1, 2))
    return HandRow(hand["number"], hand["game"], hand["contract"], hand["factor"], parts,
                   bool(hand["pushed"]), side_of(hand["chooser"], players),
                   hand["match"] if isinstance(hand.get("match"), int) else None,
                   hand.get("at"))
