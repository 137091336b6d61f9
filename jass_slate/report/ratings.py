"""Ratings over every decided game of several files (`stats --ratings`): openskill's
Weng–Lin Plackett–Luce model (R. C. Weng, C.-J. Lin, "A Bayesian Approximation Method for
Online Ranking", JMLR 12 (2011)), which rates teams of two or three and 3 to 8 players by
their places with the same call; the one module that knows the library, so that a swap
is one file. Its defaults (mu 25, sigma 25/3); the rating shown is its ordinal, mu - 3
sigma, which ranks a player of few games low until the games say more.

The games are rated in time order (the time of their last hand, then the file's name and
the game's number), never in the order the files are named in.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from jass_slate.core.errors import RuleError, message
from jass_slate.core.notation import fold
from jass_slate.language.i18n import N_
from jass_slate.report.results import GameResult


@dataclass
class Rated:
    """A player's rating after the games, and after each of them (for the chart)."""

    name: str
    mu: float
    sigma: float
    games: int = 0
    course: list[tuple[str, float]] = field(default_factory=list)  # (when, ordinal)

    @property
    def rating(self) -> float:
        return self.mu - 3 * self.sigma


@dataclass
class Pairing:
    """Two players together (partners) or against each other: games, and games won."""

    games: int = 0
    won: int = 0


@dataclass
class Ratings:
    players: list[Rated]  # in rating order
    partners: dict[tuple[str, str], Pairing]
    opponents: dict[tuple[str, str], Pairing]  # (player, against): the player's wins


def in_time_order(results: Iterable[GameResult]) -> list[GameResult]:
    """The decided games, oldest first; the same whatever order the files were named in."""
    return sorted((r for r in results if r.decided), key=lambda r: (r.at, r.session, r.game))


def rate(results: Iterable[GameResult]) -> Ratings:
    """Every decided game rated in time order; players as written (case and accents
    aside, the first spelling met names them)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    rated: dict[str, Rated] = {}
    partners: dict[tuple[str, str], Pairing] = {}
    opponents: dict[tuple[str, str], Pairing] = {}
    for result in in_time_order(results):
        keys = [[fold(player) for player in side] for side in result.sides]
        _one_each(result, keys)
        for side, names in zip(keys, result.sides, strict=True):
            for key, name in zip(side, names, strict=True):
                if key not in rated:
                    fresh = model.rating()
                    rated[key] = Rated(name, fresh.mu, fresh.sigma)
        places = result.ranked()
        teams = [[model.create_rating([rated[k].mu, rated[k].sigma]) for k in side]
                 for side in keys]
        for side, after in zip(keys, model.rate(teams, ranks=list(places)), strict=True):
            for key, new in zip(side, after, strict=True):
                player = rated[key]
                player.mu, player.sigma, player.games = new.mu, new.sigma, player.games + 1
                player.course.append((result.at, player.rating))
        _pairings(keys, places, rated, partners, opponents)
    order = sorted(rated.values(), key=lambda p: (-p.rating, fold(p.name)))
    return Ratings(order, partners, opponents)


def _one_each(result: GameResult, keys: Sequence[Sequence[str]]) -> None:
    every = [key for side in keys for key in side]
    if len(set(every)) != len(every):
        names = {fold(player): player for side in result.sides for player in side}
        twice = names[next(key for key in every if every.count(key) > 1)]
        raise RuleError(message(N_("{file}: game {game} has {player} in two seats: say who "
                                   "is who with --alias or players.toml"),
                                file=result.session, game=result.game, player=twice))


def _pairings(keys: Sequence[Sequence[str]], places: Sequence[int], rated: dict[str, Rated],
              partners: dict[tuple[str, str], Pairing],
              opponents: dict[tuple[str, str], Pairing]) -> None:
    """Partners: two of one side; opponents: each against each of a worse or equal place
    (both ways, each counting its own wins)."""
    for side, place in zip(keys, places, strict=True):
        for one, two in combinations(sorted(side, key=lambda k: fold(rated[k].name)), 2):
            pair = partners.setdefault((rated[one].name, rated[two].name), Pairing())
            pair.games += 1
            pair.won += place == 1
    for (side, place), (other, other_place) in combinations(zip(keys, places,
                                                                strict=True), 2):
        for one in side:
            for two in other:
                for me, them, better in ((one, two, place < other_place),
                                         (two, one, other_place < place)):
                    pairing = opponents.setdefault((rated[me].name, rated[them].name),
                                                   Pairing())
                    pairing.games += 1
                    pairing.won += better


def ratings_data(ratings: Ratings) -> dict[str, object]:
    """`stats --ratings --json`: the players in rating order, then the partners and
    opponents (most games first)."""
    return {
        "players": [{"name": p.name, "rating": round(p.rating, 2), "games": p.games,
                     "mu": round(p.mu, 4), "sigma": round(p.sigma, 4)}
                    for p in ratings.players],
        "partners": [{"players": list(pair), "games": p.games, "won": p.won}
                     for pair, p in _most_games(ratings.partners)],
        "opponents": [{"player": pair[0], "against": pair[1], "games": p.games,
                       "won": p.won} for pair, p in _most_games(ratings.opponents)],
    }


def _most_games(pairings: dict[tuple[str, str], Pairing]
                ) -> list[tuple[tuple[str, str], Pairing]]:
    return sorted(pairings.items(), key=lambda item: (-item[1].games, -item[1].won,
                                                      fold(item[0][0]), fold(item[0][1])))
