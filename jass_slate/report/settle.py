"""Settling up after the last hand (`settle`): what each player pays or gets, and the
fewest payments that settle it.

Money is exact until it is rounded once: each balance is a `Fraction` of the currency,
then rounded to the unit (0.05 by default, the smallest Swiss coin) by the largest
remainder, so that the rounded balances still sum to exactly zero and none is a unit or
more from its exact value; what is shown is a `Decimal`, never a float.

Each game is settled side against side: every player of a side gets the stake times the
sum of the side's differences to each other side (`--per-strich`: in Striche, over every
game of the file, the open one too; `--per-points AMOUNT/N`: in points of the decided
games, AMOUNT per N). Two teams: the difference of the two; each alone (3 to 8 players):
pairwise, so the balances sum to zero. Where the lowest total wins, the sign turns.

The fewest payments: the most groups of players whose balances sum to zero, found exactly
(a table of subsets) for up to 15 players who owe or are owed; in each group the largest
debtor pays the largest creditor until it is settled, one payment fewer than its
players. Above 15, the same greedy over everyone: at most one payment fewer than the
players, not always the fewest (`exact` says which).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from jass_slate.core.notation import fold
from jass_slate.report.results import GameResult

EXACT_LIMIT = 15  # players with a balance: above, the greedy alone


@dataclass(frozen=True)
class Stake:
    """`--per-strich AMOUNT` (per 1 Strich) or `--per-points AMOUNT/N`."""

    amount: Decimal
    per: int = 1
    striche: bool = True


@dataclass(frozen=True)
class Payment:
    payer: str
    payee: str
    amount: Decimal


@dataclass(frozen=True)
class Settlement:
    players: list[tuple[str, int | None, Decimal]]  # name, own Striche, balance
    payments: list[Payment]
    exact: bool  # whether the payments are proven the fewest


def exact_balances(results: Iterable[GameResult], stake: Stake
                   ) -> tuple[dict[str, Fraction], dict[str, int], dict[str, str]]:
    """Each player's balance, exactly; each player's own Striche; and each player's name
    as first written (players are the same person whatever their case and accents)."""
    balances: dict[str, Fraction] = {}
    strokes: dict[str, int] = {}
    names: dict[str, str] = {}
    price = Fraction(stake.amount) / stake.per
    for result in results:
        values = result.striche if stake.striche else result.points
        counted = values is not None and (stake.striche or result.decided)
        for index, side in enumerate(result.sides):
            for player in side:
                key = fold(player)
                names.setdefault(key, player)
                balances.setdefault(key, Fraction(0))
                if result.striche is not None:
                    strokes[key] = strokes.get(key, 0) + result.striche[index]
                if counted:
                    assert values is not None
                    balances[key] += price * _difference(values, index, result.highest_wins)
    return balances, strokes, names


def _difference(values: Sequence[int], index: int, highest_wins: bool) -> int:
    """A side's differences to each other side, added; turned where the lowest wins."""
    said = sum(values[index] - other for other in values)
    return said if highest_wins else -said


def rounded(balances: Mapping[str, Fraction], unit: Decimal) -> dict[str, int]:
    """Each balance in whole units: floored, then the units missing to a sum of zero
    given one each to the largest remainders (ties: by name)."""
    step = Fraction(unit)
    exact = {key: value / step for key, value in balances.items()}
    units = {key: value.numerator // value.denominator for key, value in exact.items()}
    missing = -sum(units.values())
    by_remainder = sorted(exact, key=lambda key: (-(exact[key] - units[key]), key))
    for key in by_remainder[:missing]:
        units[key] += 1
    return units


def settle(results: Iterable[GameResult], stake: Stake, unit: Decimal) -> Settlement:
    """The players' balances, rounded to the unit, and the payments that settle them."""
    balances, strokes, names = exact_balances(results, stake)
    units = rounded(balances, unit)
    order = sorted(units, key=lambda key: (key, names[key]))
    owing = [key for key in order if units[key]]
    groups = zero_groups([units[key] for key in owing]) if len(owing) <= EXACT_LIMIT else None
    exact = groups is not None
    payments: list[Payment] = []
    for group in groups if groups is not None else [list(range(len(owing)))]:
        for payer, payee, amount in greedy({owing[i]: units[owing[i]] for i in group}):
            payments.append(Payment(names[payer], names[payee], amount * unit))
    payments.sort(key=lambda p: (fold(p.payer), fold(p.payee)))
    players = [(names[key], strokes.get(key), units[key] * unit) for key in order]
    return Settlement(players, payments, exact)


def greedy(units: Mapping[str, int]) -> list[tuple[str, str, int]]:
    """The largest debtor pays the largest creditor the smaller of the two, until nobody
    owes (ties by name): at most one payment fewer than the players. The units must sum to
    zero (what is paid is what is got): anything else is a fault of the caller, said at
    once rather than looped on."""
    if sum(units.values()) != 0:
        raise ValueError(f"the amounts to settle sum to {sum(units.values())}, not 0")
    left = dict(units)
    paid: list[tuple[str, str, int]] = []
    while any(left.values()):
        payer = min(left, key=lambda key: (left[key], key))
        payee = min(left, key=lambda key: (-left[key], key))
        amount = min(-left[payer], left[payee])
        paid.append((payer, payee, amount))
        left[payer] += amount
        left[payee] -= amount
    return paid


def zero_groups(values: Sequence[int]) -> list[list[int]]:
    """The most disjoint groups of `values` (indices) that each sum to zero, together all
    of them (the values sum to zero). A table over the subsets: `most[mask]` is the most
    zero-sum groups a chain of removals from `mask` passes; walking it back, the removed
    values between two zero-sum subsets are a group."""
    count = len(values)
    full = (1 << count) - 1
    total = [0] * (full + 1)
    most = [0] * (full + 1)
    for mask in range(1, full + 1):
        low = (mask & -mask).bit_length() - 1
        total[mask] = total[mask & (mask - 1)] + values[low]
        best = max(most[mask & ~(1 << i)] for i in range(count) if mask >> i & 1)
        most[mask] = best + (total[mask] == 0)
    groups: list[list[int]] = []
    group: list[int] = []
    mask = full
    while mask:
        step = next(i for i in range(count) if mask >> i & 1 and
                    most[mask & ~(1 << i)] + (total[mask] == 0) == most[mask])
        group.append(step)
        mask &= ~(1 << step)
        if total[mask] == 0:
            groups.append(sorted(group))
            group = []
    return groups


def _number(amount: Decimal) -> int | float:
    """An amount for JSON: its digits as they are (a float prints 6.5 as 6.5; the
    reckoning never was one)."""
    return int(amount) if amount == amount.to_integral_value() else float(amount)


def settle_data(done: Settlement, currency: str) -> dict[str, Any]:
    """`settle --json`: the players (by name), the payments (by payer, then payee)."""
    return {
        "players": [{"name": name, "strokes": strokes, "balance": _number(balance)}
                    for name, strokes, balance in done.players],
        "payments": [{"from": p.payer, "to": p.payee, "amount": _number(p.amount)}
                     for p in done.payments],
        "currency": currency,
        "exact": done.exact,
    }


def settle_lines(done: Settlement, currency: str) -> list[str]:
    """Each player's balance (and Striche), then who pays whom."""
    from jass_slate.language.i18n import _
    from jass_slate.report.visible import visible

    width = max((len(visible(name)) for name, _s, _b in done.players), default=0)
    lines = []
    for name, strokes, balance in done.players:
        line = f"{visible(name):<{width}}  {balance:+.2f} {currency}"
        if strokes is not None:
            line += "  " + _("(Striche {count})").format(count=strokes)
        lines.append(line)
    if not done.payments:
        lines.append(_("Nobody owes anybody anything."))
    for payment in done.payments:
        lines.append(_("{payer} pays {payee} {amount} {currency}.").format(
            payer=visible(payment.payer), payee=visible(payment.payee),
            amount=f"{payment.amount:.2f}", currency=currency))
    if not done.exact:
        lines.append(_("(More than {count} players owe or are owed: these payments settle "
                       "it, though perhaps not in the fewest.)").format(count=EXACT_LIMIT))
    return lines
