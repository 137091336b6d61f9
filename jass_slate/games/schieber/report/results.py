"""A Schieber's games as every game hands them over for reckoning over several files
(report/results.py): its two teams' players, each game's totals and Striche."""

from __future__ import annotations

from collections.abc import Mapping

from jass_slate.core.teams import TEAMS, Team, Teams, split_team_name
from jass_slate.games.schieber.scoring.passing import Season
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.striche_count import Matches, striche_totals
from jass_slate.report.aliases import aliased_player
from jass_slate.report.results import GameResult


def side(teams: Teams, team: Team, aliases: Mapping[str, str]) -> tuple[str, ...]:
    """A team's players (its name where it names none), with their aliases."""
    players = teams.players(team) or split_team_name(teams.name(team)) or (teams.name(team),)
    return tuple(aliased_player(player, aliases) for player in players)


def game_results(name: str, scorer: Slate, aliases: Mapping[str, str],
                 season: Season | None = None) -> list[GameResult]:
    """Every game of the session that has a hand, oldest first: its hands read once, in
    one pass where `season` is one (the slate's whole season by default)."""
    read = Season(scorer) if season is None else season
    matches, last = Matches(), {}
    for hand, _decided in read.hands():
        last[hand.game] = hand.at
        matches.take(hand)
    games = read.games()
    values = scorer.rules.striche
    earned = None if values is None else matches.earned(values, games)
    sides = tuple(side(scorer.teams, team, aliases) for team in TEAMS)
    return [GameResult(name, game.number, last[game.number], sides, tuple(game.scores), True,
                       game.decided,
                       None if earned is None else tuple(striche_totals(earned, game.number)),
                       _places(game.winner))
            for game in games if game.number in last]


def _places(winner: Team | None) -> tuple[int, int]:
    """The winners first (a false claim's winners may have fewer points); a draw: both."""
    if winner is None:
        return (1, 1)
    return (1, 2) if winner is Team.ONE else (2, 1)
