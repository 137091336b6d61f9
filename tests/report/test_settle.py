"""Settling up (issue 34): balances reckoned exactly and rounded once, and the fewest
payments; worked examples by hand and Hypothesis for the invariants."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.report.results import GameResult
from jass_slate.report.settle import (
    Stake,
    exact_balances,
    greedy,
    rounded,
    settle,
    zero_groups,
)

CENT = Decimal("0.01")


def teams(points: tuple[int, int], striche: tuple[int, int] | None = None,
          decided: bool = True, sides: tuple[tuple[str, ...], ...] = (("Anna", "Beat"),
                                                                      ("Cla", "Dora"))
          ) -> GameResult:
    return GameResult("evening.toml", 1, "", sides, points, True, decided, striche)


def test_per_strich_each_player_of_a_team_gets_the_difference() -> None:
    # 14 : 1 Striche at 0.50: D = 13, each winner +6.50, each loser -6.50; two payments.
    done = settle([teams((0, 0), (14, 1), decided=False)], Stake(Decimal("0.50")), CENT)
    assert [(n, s, b) for n, s, b in done.players] == [
        ("Anna", 14, Decimal("6.50")), ("Beat", 14, Decimal("6.50")),
        ("Cla", 1, Decimal("-6.50")), ("Dora", 1, Decimal("-6.50"))]
    assert [(p.payer, p.payee, p.amount) for p in done.payments] == [
        ("Cla", "Anna", Decimal("6.50")), ("Dora", "Beat", Decimal("6.50"))]


def test_per_points_counts_decided_games_only() -> None:
    # 1.00 per 100: (3197 - 1249) = 1948 -> +19.48; the open game 2443 : 1240 is left out
    games = [teams((3197, 1249)), teams((2443, 1240), decided=False)]
    done = settle(games, Stake(Decimal(1), 100, striche=False), CENT)
    assert done.players[0] == ("Anna", None, Decimal("19.48"))
    assert done.players[2] == ("Cla", None, Decimal("-19.48"))


def test_each_alone_settles_pairwise_and_the_lowest_wins() -> None:
    # Differenzler totals 40, 65, 90, 125 at 0.10 a point (T = 320, n = 4):
    # A 0.10 x (320 - 160) = +16, B +6, C -4, D -18; no zero-sum group but all: 3 payments
    game = GameResult("d.toml", 1, "", (("A",), ("B",), ("C",), ("D",)), (40, 65, 90, 125),
                      False, True)
    done = settle([game], Stake(Decimal("0.10"), 1, striche=False), CENT)
    assert [b for _n, _s, b in done.players] == [Decimal(16), Decimal(6), Decimal(-4),
                                                 Decimal(-18)]
    assert [(p.payer, p.payee, p.amount) for p in done.payments] == [
        ("C", "B", Decimal("4.00")), ("D", "A", Decimal("16.00")), ("D", "B", Decimal("2.00"))]


def test_rounding_gives_the_missing_units_to_the_largest_remainders() -> None:
    # 2059 points at 0.50/100: exactly +-10.295 each. To the cent: floors -1030, -1030,
    # +1029, +1029 (sum -2); the two cents to the largest remainders (all 0.5: by name,
    # Anna and Beat): Anna -10.29, Beat +10.30, Cla -10.30, Dora +10.29. (Saturday's teams.)
    game = teams((0, 2059), sides=(("Anna", "Cla"), ("Beat", "Dora")))
    done = settle([game], Stake(Decimal("0.50"), 100, striche=False), CENT)
    assert [b for _n, _s, b in done.players] == [Decimal("-10.29"), Decimal("10.30"),
                                                 Decimal("-10.30"), Decimal("10.29")]
    # to 0.05: 205.9 units: -206, -206, +205, +205; Beat and Dora (0.9) get the two
    coins = settle([game], Stake(Decimal("0.50"), 100, striche=False), Decimal("0.05"))
    assert [b for _n, _s, b in coins.players] == [Decimal("-10.30"), Decimal("10.30"),
                                                  Decimal("-10.30"), Decimal("10.30")]


def test_amounts_that_do_not_sum_to_zero_are_a_fault_said_at_once() -> None:
    with pytest.raises(ValueError, match="sum to 10, not 0"):
        greedy({"Anna": 10, "Beat": -10, "Cla": 10})


def test_the_greedy_trap_is_settled_in_three_payments() -> None:
    # A -7, B -8, C +9, D -9, E +15: greedy alone needs 4 (D->E 9, B->C 8, A->E 6, A->C 1);
    # the groups {C, D} and {A, B, E} need 3: D->C 9, A->E 7, B->E 8.
    units = dict(zip("ABCDE", (-700, -800, 900, -900, 1500), strict=True))
    assert len(greedy(units)) == 4
    assert zero_groups(list(units.values())) == [[0, 1, 4], [2, 3]]
    # the same through settle: five alone, the balances made by a stake of 1 per point
    # (each alone settles pairwise: balance_i = sum_j (p_i - p_j) = 5 p_i - T)
    points = (-7, -8, 9, -9, 15)  # T = 0: balance_i = 5 p_i: -35, -40, 45, -45, 75
    game = GameResult("x.toml", 1, "", tuple((name,) for name in "ABCDE"), points, True, True)
    done = settle([game], Stake(Decimal(1), 1, striche=False), CENT)
    assert [(p.payer, p.payee, p.amount) for p in done.payments] == [
        ("A", "E", Decimal("35.00")), ("B", "E", Decimal("40.00")), ("D", "C", Decimal("45.00"))]
    assert done.exact


def test_nothing_owed_is_no_payment() -> None:
    done = settle([teams((0, 0), (0, 0))], Stake(Decimal(1)), CENT)
    assert done.payments == [] and all(b == 0 for _n, _s, b in done.players)


balances_lists = st.lists(st.integers(-5000, 5000), min_size=1, max_size=9).map(
    lambda values: [*values, -sum(values)])


@settings(deadline=None)  # the machine's speed is no test's business
@given(balances_lists)
def test_payments_settle_every_balance_in_the_fewest(values: list[int]) -> None:
    names = [f"P{index:02d}" for index in range(len(values))]
    groups = zero_groups(values)
    paid = [payment for group in groups
            for payment in greedy({names[i]: values[i] for i in group})]
    left = dict(zip(names, values, strict=True))
    for payer, payee, amount in paid:
        assert amount > 0
        left[payer] += amount
        left[payee] -= amount
    assert all(value == 0 for value in left.values())
    payers, payees = {p for p, _q, _a in paid}, {q for _p, q, _a in paid}
    assert not payers & payees  # nobody both pays and receives
    owing = sum(1 for value in values if value)
    assert len(paid) <= max(owing - 1, 0)
    if len(values) <= 7:  # the fewest, by brute force: n - the most zero-sum groups
        assert len(paid) == owing - most_groups([v for v in values if v])


def most_groups(values: list[int]) -> int:
    """The most disjoint zero-sum groups that together are all of `values`, by trying."""
    if not values:
        return 0
    first, rest = values[0], values[1:]
    best = 0
    for size in range(len(rest) + 1):
        for chosen in combinations(range(len(rest)), size):
            if first + sum(rest[i] for i in chosen) == 0:
                others = [v for i, v in enumerate(rest) if i not in chosen]
                best = max(best, 1 + most_groups(others))
    return best


results_lists = st.lists(st.tuples(st.integers(0, 5000), st.integers(0, 5000),
                                   st.booleans()), min_size=1, max_size=6)


@settings(deadline=None)  # the machine's speed is no test's business
@given(results_lists, st.sampled_from(["0.05", "0.01", "0.10"]),
       st.sampled_from([("0.50", 1), ("1", 100), ("0.05", 3)]))
def test_balances_sum_to_zero_before_and_after_rounding(
        games: list[tuple[int, int, bool]], unit: str, price: tuple[str, int]) -> None:
    sides = (("Anna", "Beat"), ("Cla", "Dora"))
    crossed = (("Anna", "Cla"), ("Beat", "Dora"))
    results = [teams((one, two), decided=decided, sides=crossed if index % 2 else sides)
               for index, (one, two, decided) in enumerate(games)]
    stake = Stake(Decimal(price[0]), price[1], striche=False)
    exact, _strokes, _names = exact_balances(results, stake)
    assert sum(exact.values()) == 0
    units = rounded(exact, Decimal(unit))
    assert sum(units.values()) == 0
    for key, value in exact.items():
        assert abs(value / Fraction(Decimal(unit)) - units[key]) < 1
    done = settle(results, stake, Decimal(unit))
    assert sum(b for _n, _s, b in done.players) == 0
    left = {name: balance for name, _s, balance in done.players}
    for payment in done.payments:
        left[payment.payer] += payment.amount
        left[payment.payee] -= payment.amount
    assert all(value == 0 for value in left.values())


def test_six_players_each_get_their_teams_striche() -> None:
    # 3 v 3 at 1.00 a Strich, 5 : 2: D = 3, each of A, B, C +3.00, each of D, E, F -3.00;
    # three payments, paired by name
    game = GameResult("six.toml", 1, "", (("A", "B", "C"), ("D", "E", "F")), (0, 0), True,
                      True, (5, 2))
    done = settle([game], Stake(Decimal(1)), CENT)
    assert [b for _n, _s, b in done.players] == [Decimal(3)] * 3 + [Decimal(-3)] * 3
    assert [(p.payer, p.payee) for p in done.payments] == [("D", "A"), ("E", "B"), ("F", "C")]
