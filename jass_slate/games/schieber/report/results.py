"""A Schieber's games as every game hands them over for reckoning over several files
(report/results.py): its two teams' players, each game's totals and Striche."""

from __future__ import annotations

from collections.abc import Mapping

from jass_slate.core.teams import TEAMS, Team, Teams, split_team_name
from jass_slate.games.schieber.report.striche import session_striche
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.striche_count import striche_totals
from jass_slate.report.aliases import aliased_player
from jass_slate.report.results import GameResult


def side(teams: Teams, team: Team, aliases: Mapping[str, str]) -> tuple[str, ...]:
    """A team's players (its name where it names none), with their aliases."""
    players = teams.players(team) or split_team_name(teams.name(team)) or (teams.name(team),)
    return tuple(aliased_player(player, aliases) for player in players)


def game_results(name: str, scorer: Slate, aliases: Mapping[str, str]) -> list[GameResult]:
    """Every game of the session that has a hand, oldest first."""
    earned = session_striche(scorer)
    sides = tuple(side(scorer.teams, team, aliases) for team in TEAMS)
    last: dict[int, str] = {}
    for hand in scorer.hands:
        last[hand.game] = hand.at
    return [GameResult(name, game.number, last[game.number], sides, tuple(game.scores), True,
                       game.decided,
                       None if earned is None else tuple(striche_totals(earned, game.number)),
                       _places(game.winner))
            for game in scorer.games if game.number in last]


def _places(winner: Team | None) -> tuple[int, int]:
    """The winners first (a false claim's winners may have fewer points); a draw: both."""
    if winner is None:
        return (1, 1)
    return (1, 2) if winner is Team.ONE else (2, 1)
