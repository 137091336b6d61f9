"""What is still possible on a Coiffeur slate: each team's best and worst total, who has
won or lost already, and what each team still needs ("a Match in ×6 is enough").

The rule is simonste/jasstafel's (`coiffeur_info.dart`, tests `coiffeur_info_test.dart`,
read and worked through, not copied): a team's best total has a Match in every open row,
its worst a Kontermatch in every open row. Before the last cell, a team has won when its
worst is above every other team's best (jasstafel says "at least": an equal best can still
tie, so that team cannot lose any more, no more); it has lost when its best is below another
team's worst. The hints follow the same figures (research/variants.md §1.6.3).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from jass_slate.games.coiffeur.scoring.board import Board
from jass_slate.games.coiffeur.scoring.rows import RowKind


@dataclass(frozen=True)
class Outlook:
    """One team's figures: its total now, its best and worst, the factors of its open rows."""

    team: int
    total: int
    best: int
    worst: int
    open: tuple[int, ...]


def outlooks(board: Board) -> list[Outlook]:
    """Each team's total, best and worst: the worst of an open row is a Kontermatch (in a
    Misère row a Match, which scores 0)."""
    rules = board.rules
    found = []
    for team in range(len(board.setup.teams)):
        rows = [board.setup.rows[row] for row in board.open_rows(team)]
        total = board.total(team)
        worst = sum(0 if row.kind is RowKind.MISERE else rules.kontermatch_value(row.factor)
                    for row in rows)
        found.append(Outlook(team, total, total + sum(rules.match_value(r.factor) for r in rows),
                             total + worst, tuple(row.factor for row in rows)))
    return found


@dataclass(frozen=True)
class Decision:
    """Who has won (more than one: a tie) and who has lost, as far as it is decided; and,
    before the last cell, the team that cannot lose any more but may still be tied."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    unbeaten: tuple[int, ...] = ()


def decision(board: Board) -> Decision:
    """The winners and losers: when every cell is filled, by the totals; before, only
    where the rules decide early (`early`) and nothing can turn it (with Weis written,
    `weis`, a team's best has no bound: nothing is decided early)."""
    looks = outlooks(board)
    if not board.finished and (not board.rules.early or board.rules.weis):
        return Decision((), ())
    bests = sorted(look.best for look in looks)
    highest_worst = max(look.worst for look in looks)
    # Out of reach: no other team can pass it (at the end, the highest totals: a tie too).
    ahead = [look for look in looks if look.best == bests[-1] and look.worst >= bests[-2]]
    losers = tuple(look.team for look in looks if look.best < highest_worst)
    if board.finished:
        return Decision(tuple(look.team for look in ahead), losers)
    return Decision(tuple(look.team for look in ahead if look.worst > bests[-2]), losers,
                    tuple(look.team for look in ahead if look.worst == bests[-2]))


class HintKind(StrEnum):
    """The hints, as simonste's Jasstafel words them (`coiffeur_hint.dart`)."""

    LOST = "lost"  # would need an average of `points` in its open rows to win
    WIN_AVERAGE = "win_average"  # wins with an average of `points`
    WIN_MATCH = "win_match"  # a Match in the ×`factor` row is enough to win
    WIN_POINTS = "win_points"  # `points` in the ×`factor` row are enough to win
    LEAD_AVERAGE = "lead_average"  # needs an average of `points` not to lose
    LEAD_MATCH = "lead_match"  # needs a Match in ×`factor` not to lose
    LEAD_AVERAGE_OTHER = "lead_average_other"  # and an average of `points` in the others
    KONTERMATCH = "kontermatch"  # needs the leader to be Kontermatched not to lose


@dataclass(frozen=True)
class Hint:
    kind: HintKind
    team: int
    points: int | None = None
    factor: int | None = None


@dataclass(frozen=True)
class _Figures:
    """What every team's hints compare with."""

    highest_worst: int
    highest_best: int
    highest_total: int
    second_best: int
    match: int  # a Match's points as written
    no_match: int  # the most a hand makes without a Match, as written
    bonus: int  # the flat bonus as written (0 outside bonus mode)
    bonus_mode: bool
    plain_bonus: int  # the bonus as the rules say it, for the "is one Match enough" test


def hints(board: Board) -> list[Hint]:
    """What each team still needs, in team order; none once every cell is filled."""
    looks = outlooks(board)
    rules = board.rules
    bests = sorted(look.best for look in looks)
    figures = _Figures(
        max(look.worst for look in looks), bests[-1], max(look.total for look in looks),
        bests[-2], rules.written(rules.match_points), rules.written(rules.hand),
        rules.written(rules.bonus) if rules.bonus_mode else 0, rules.bonus_mode,
        rules.bonus if rules.bonus_mode else 0)
    return [hint for look in looks for hint in _team_hints(
        look, figures, max(other.worst for other in looks if other is not look))]


def _ceil(numerator: int, denominator: int) -> int:
    return math.ceil(numerator / denominator)


def _to_win(figures: _Figures, current: int, factor: int) -> int:
    return max(_ceil(figures.second_best - current, factor), 0)


def _team_hints(look: Outlook, figures: _Figures, rivals_worst: int) -> list[Hint]:
    """`rivals_worst`: the highest worst of the other teams; a best no higher can tie at
    most, so the hints say what it needs not to lose (the verdict says the other team
    cannot lose any more)."""
    can_win = look.best >= figures.highest_worst
    found: list[Hint] = []
    if can_win and look.best < figures.highest_total:
        found.append(Hint(HintKind.KONTERMATCH, look.team))
    if sum(look.open) == 0:
        return found
    if not can_win:
        needed = figures.highest_worst - look.total - len(look.open) * figures.bonus
        return [*found, Hint(HintKind.LOST, look.team, points=_ceil(needed, sum(look.open)))]
    if look.best == figures.highest_best and look.worst < figures.second_best \
            and look.best > rivals_worst:
        return [*found, *_winning(look, figures)]
    if look.total != figures.highest_total:
        return [*found, *_not_losing(look, figures)]
    return found


def _winning(look: Outlook, figures: _Figures) -> list[Hint]:
    """A team that can still win by itself: what wins."""
    average = _to_win(figures, look.total, sum(look.open))
    if len(look.open) == 1:
        factor = look.open[0]
        if average > figures.no_match:
            return [Hint(HintKind.WIN_MATCH, look.team, factor=factor)]
        return [Hint(HintKind.WIN_POINTS, look.team, points=average, factor=factor)]
    if average > figures.match and figures.bonus_mode:
        return _not_losing(look, figures)
    found = [Hint(HintKind.WIN_AVERAGE, look.team, points=average)]
    for factor in look.open:
        enough = _to_win(figures, look.worst, factor)
        if enough < figures.no_match:
            found.append(Hint(HintKind.WIN_POINTS, look.team, points=enough, factor=factor))
        elif factor * figures.match + figures.bonus > figures.second_best - look.total:
            found.append(Hint(HintKind.WIN_MATCH, look.team, factor=factor))
    return found


def _match_needed(figures: _Figures, average: int, factors: list[int]) -> int:
    """The factor of a row whose Match the team needs for `average` (0: none), taken out
    of `factors`: the first row whose Match with the most points elsewhere is enough."""
    if average <= figures.no_match or not factors:
        return 0
    short = sum(factors) * average - sum(factors) * figures.no_match
    for factor in factors:
        gain = figures.plain_bonus if figures.bonus_mode else \
            (figures.match - figures.no_match) * factor
        if short <= gain:
            factors.reverse()
            factors.remove(factor)  # the last row of that factor
            factors.reverse()
            return factor
    return factors.pop()


def _not_losing(look: Outlook, figures: _Figures) -> list[Hint]:
    """A team behind: the Matches and the average it needs to catch the leader."""
    left = list(look.open)
    total = look.total
    average = _ceil(figures.highest_total - total, sum(left))
    factor = _match_needed(figures, average, left)
    needs_match = factor != 0
    found = []
    while factor != 0:
        found.append(Hint(HintKind.LEAD_MATCH, look.team, factor=factor))
        if not left:
            break
        total += factor * figures.match + figures.bonus
        average = _ceil(figures.highest_total - total, sum(left))
        factor = _match_needed(figures, average, left)
    if left:
        kind = HintKind.LEAD_AVERAGE_OTHER if needs_match else HintKind.LEAD_AVERAGE
        found.append(Hint(kind, look.team, points=average))
    return found
