"""Ratings (issue 34): openskill's Plackett-Luce model over the decided games in time order;
the library's own README example, ties by places, the example evenings, and Hypothesis:
the order the files are named in changes nothing."""

from __future__ import annotations

import json
import random
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.render.ratings import ratings_svg
from jass_slate.report.ratings import rate, ratings_data
from jass_slate.report.results import GameResult
from tests.cli_tools import EXAMPLES, ok, run

SESSIONS = [str(EXAMPLES / "sessions" / f"{name}.toml")
            for name in ("friday-classic", "saturday-swiss", "sunday-tournament")]


def two_teams(winners: tuple[str, str], losers: tuple[str, str], at: str = "2026-01-01",
              session: str = "a.toml", game: int = 1) -> GameResult:
    return GameResult(session, game, at, (winners, losers), (3000, 1000), True, True)


def test_the_librarys_own_example() -> None:
    # openskill's README: two fresh pairs, the first wins: mu 26.964..., sigma 8.177...
    ratings = rate([two_teams(("A", "B"), ("C", "D"))])
    by_name = {p.name: p for p in ratings.players}
    assert by_name["A"].mu == pytest.approx(26.964294621803063, rel=1e-12)
    assert by_name["A"].sigma == pytest.approx(8.177962604389991, rel=1e-12)
    assert by_name["C"].mu == pytest.approx(23.035705378196937, rel=1e-12)
    assert by_name["A"].rating == pytest.approx(2.4304068086330872, rel=1e-12)
    assert [p.name for p in ratings.players] == ["A", "B", "C", "D"]


def test_each_alone_by_places_ties_share() -> None:
    # A Differenzler: the lowest total wins; 20 < 40 = 40 < 90 is places 1, 2, 2, 4
    game = GameResult("d.toml", 1, "", (("A",), ("B",), ("C",), ("D",)), (20, 40, 40, 90),
                      False, True)
    assert game.ranked() == (1, 2, 2, 4)
    by_name = {p.name: p for p in rate([game]).players}
    assert by_name["A"].mu == pytest.approx(27.795252672501135, rel=1e-12)
    assert by_name["B"].mu == by_name["C"].mu == pytest.approx(24.689416369722096, rel=1e-12)
    assert by_name["D"].mu == pytest.approx(22.825914588054673, rel=1e-12)


def test_three_games_in_time_order() -> None:
    # AB > CD, AC > BD, BC > AD: A, B, C ahead of D, all sigma 7.8788...
    games = [two_teams(("A", "B"), ("C", "D"), "2026-01-01T20:00"),
             two_teams(("A", "C"), ("B", "D"), "2026-01-01T21:00"),
             two_teams(("B", "C"), ("A", "D"), "2026-01-01T22:00")]
    ratings = rate(reversed(games))  # named in any order: rated in time order
    assert [(p.name, round(p.mu, 9)) for p in ratings.players] == [
        ("A", 27.004038222), ("B", 26.924551022), ("C", 26.843123795), ("D", 19.228286962)]
    assert {round(p.sigma, 9) for p in ratings.players} == {7.878811820}


def test_the_example_evenings() -> None:
    data = json.loads(ok("stats", "--ratings", "--json", *SESSIONS))
    assert [(p["name"], p["rating"], p["games"]) for p in data["players"]] == [
        ("Anna", 7.33, 7), ("Beat", 6.61, 7), ("Eli", 1.56, 2), ("Fritz", 1.56, 2),
        ("Cla", -2.15, 5), ("Dora", -2.87, 5)]
    assert data["partners"][:2] == [{"players": ["Anna", "Beat"], "games": 5, "won": 4},
                                    {"players": ["Cla", "Dora"], "games": 3, "won": 0}]
    said = ok("stats", "--ratings", *SESSIONS)
    assert said.startswith(" 1. Anna     7.33  (7 games)\n")


def test_the_order_the_files_are_named_in_changes_nothing() -> None:
    outputs = {ok("stats", "--ratings", "--json", *order) for order in permutations(SESSIONS)}
    assert len(outputs) == 1


@settings(deadline=None)  # the machine's speed is no test's business
@given(st.lists(st.tuples(st.permutations(["Anna", "Beat", "Cla", "Dora", "Eli", "Fritz"]),
                          st.integers(0, 3), st.booleans()), min_size=1, max_size=8),
       st.randoms(use_true_random=False))
def test_a_ratings_order_does_not_depend_on_the_order_given(
        games: list[tuple[list[str], int, bool]], shuffler: random.Random) -> None:
    results = [GameResult(f"s{index % 3}.toml", index, f"2026-01-{1 + index % 9:02d}T20:{day}",
                          ((seats[0], seats[1]), (seats[2], seats[3])), (1, 0) if won else
                          (0, 1), True, True)
               for index, (seats, day, won) in enumerate(games)]
    shuffled = list(results)
    shuffler.shuffle(shuffled)
    assert ratings_data(rate(shuffled)) == ratings_data(rate(results))


def test_the_chart_shows_names_as_text() -> None:
    games = [two_teams(("<b>Anna</b>", "Beat & Co"), ("Cla", "Dora"))]
    svg = ratings_svg(rate(games), games)
    assert "&lt;b&gt;Anna&lt;/b&gt;" in svg and "Beat &amp; Co" in svg and "<b>" not in svg
    assert svg.count("<polyline") == 4


def test_refusals() -> None:
    result = run("stats", SESSIONS[0], "--chart", "x.svg")
    assert result.exit_code == 2 and "give --ratings with it" in result.stderr
    mixed = run("stats", "--ratings", SESSIONS[0], str(EXAMPLES / "differenzler.toml"))
    assert mixed.exit_code == 1 and "give the files of one game at a time" in mixed.stderr
