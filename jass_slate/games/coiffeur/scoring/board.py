"""Coiffeur Schieber, pure: the teams, the rules, the cells and the board they make.

Each team plays each row once; only the declaring team's points are written, in its cell of
the row, and the cell is worth the row's factor times them (research/variants.md §1.1,
§1.3; the scoring of simonste/jasstafel's `coiffeur_score.dart`, read, not copied). When
every cell is filled the higher total wins, a tie is a tie; a team may also be sure of it
before (games/coiffeur/scoring/outlook.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.pack import Pack
from jass_slate.core.rules_keys import flag
from jass_slate.core.teams import split_team_name
from jass_slate.games.coiffeur.scoring.rows import Row, RowKind
from jass_slate.games.coiffeur.scoring.seats import Seating
from jass_slate.language.i18n import N_

FEWEST_TEAMS, MOST_TEAMS = 2, 3  # simonste/jasstafel's third column (`threeTeams`)
FEWEST_ALONE, MOST_ALONE = 3, 6  # Einzel-Coiffeur: 3 or 4 in the sources, 5 and 6 inferred


class Outcome(StrEnum):
    """What a cell holds: the declaring team's points, a Match (all nine tricks), a
    Kontermatch (no trick), or scratched (given up: played, 0, crossed out)."""

    POINTS = "points"
    MATCH = "match"
    KONTERMATCH = "kontermatch"
    SCRATCH = "scratch"


def round_tens(value: int) -> int:
    """Points written in tens, half away from zero: 105 -> 11, 157 -> 16, 257 -> 26, -5 -> -1
    (simonste/jasstafel `roundedInt`; its tests `rounded`, `bonus rounded`)."""
    tens, rest = divmod(abs(value), 10)
    rounded = tens + (rest >= 5)
    return rounded if value >= 0 else -rounded


@dataclass(frozen=True)
class CoiffeurRules:
    """How the cells count: the pack, Match or bonus mode, the Kontermatch penalty and
    rounding; `early` decides a game as soon as it cannot turn; `evaluation` and `grey`
    are how the board is drawn."""

    pack: Pack = Pack.NORMAL
    bonus_mode: bool = False  # a Match is the hand's points × factor + `bonus` (flat)
    bonus: int = 500
    match: int | None = None  # a Match's points; None: the pack's (257, 514; bonus mode 157, 314)
    kontermatch_penalty: int = 0  # × factor, flat in bonus mode; 0: a Kontermatch is 0
    rounded: bool = False
    early: bool = True
    evaluation: bool = False
    grey: bool = False
    weis: bool = False  # the declaring team's Weis and Stöck are written (jasshaus's preset)

    @property
    def hand(self) -> int:
        """A hand's points: 157, or 314 with the double pack."""
        return 157 if self.pack is Pack.NORMAL else 314

    @property
    def match_points(self) -> int:
        """The points a Match writes before the factor."""
        if self.match is not None:
            return self.match
        return self.hand if self.bonus_mode else self.hand + self.pack.match_bonus

    def written(self, points: int) -> int:
        """Points as the slate writes them: in tens if the rules say so."""
        return round_tens(points) if self.rounded else points

    def match_value(self, factor: int) -> int:
        """What a Match adds in a row of `factor`: factor × the Match (+ the flat bonus)."""
        bonus = self.written(self.bonus) if self.bonus_mode else 0
        return factor * self.written(self.match_points) + bonus

    def kontermatch_value(self, factor: int) -> int:
        """What a Kontermatch adds: 0, or minus the penalty (× factor; flat in bonus mode)."""
        penalty = self.written(self.kontermatch_penalty)
        return -penalty if self.bonus_mode else -factor * penalty


RULE_KEYS = ("pack", "bonus_mode", "bonus", "match", "kontermatch_penalty", "rounded",
             "early", "evaluation", "grey", "weis")


def rules_from(data: Mapping[str, Any]) -> CoiffeurRules:
    """Coiffeur rules from a rules file's or a session file's table; unknown keys, wrong
    types and impossible values are refused with their key."""
    for name in data:
        if name not in (*RULE_KEYS, "rows"):
            raise RuleError(message(N_("{key!r} is not a Coiffeur rule: the rules are "
                                       "{keys}"), key=name, keys=", ".join(RULE_KEYS)),
                            key=name)
    values: dict[str, Any] = {}
    for name in ("bonus_mode", "rounded", "early", "evaluation", "grey", "weis"):
        if name in data:
            values[name] = flag(name, data[name])
    for name, least in (("bonus", 0), ("match", 1), ("kontermatch_penalty", 0)):
        if name in data:
            value = data[name]
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                raise RuleError(message(N_("{key!r} must be a whole number of at least "
                                           "{least}"), key=name, least=least), key=name)
            values[name] = value
    if "pack" in data:
        if data["pack"] not in set(Pack):
            raise RuleError(message(N_("'pack' must be {packs}"),
                                    packs=" or ".join(Pack)), key="pack")
        values["pack"] = Pack(data["pack"])
    return CoiffeurRules(**values)


def rules_table(rules: CoiffeurRules) -> dict[str, Any]:
    """The rules as `rules_from` reads them back (the match only when it is set)."""
    table: dict[str, Any] = {"pack": rules.pack.value, "bonus_mode": rules.bonus_mode,
                             "bonus": rules.bonus,
                             "kontermatch_penalty": rules.kontermatch_penalty,
                             "rounded": rules.rounded, "early": rules.early,
                             "evaluation": rules.evaluation, "grey": rules.grey,
                             "weis": rules.weis}
    if rules.match is not None:
        table["match"] = rules.match
    return table


@dataclass(frozen=True)
class CoiffeurTeam:
    """A column of the slate: the team's name and the players it names (`Anna & Beat`)."""

    name: str
    players: tuple[str, ...] = ()


@dataclass(frozen=True)
class CoiffeurSetup:
    """What the head of a Coiffeur session says: the teams, the rows and the rules."""

    teams: tuple[CoiffeurTeam, ...]
    rows: tuple[Row, ...]
    rules: CoiffeurRules = field(default_factory=CoiffeurRules)
    preset: str | None = None  # the rows preset they came from, if any
    seating: Seating | None = None  # the players round the table, where they are named
    alone: bool = False  # each player plays alone: a column per player (Einzel-Coiffeur)


def make_teams(names: Sequence[str]) -> tuple[CoiffeurTeam, ...]:
    """Two or three teams, each named once (case aside), a player in one team only."""
    from jass_slate.core.notation import fold

    clean = [name.strip() for name in names]
    if not FEWEST_TEAMS <= len(clean) <= MOST_TEAMS:
        raise InputError(message(N_("a Coiffeur needs two or three teams (--team NAME, "
                                    "once each), not {count}"), count=len(clean)))
    if not all(clean) or len({fold(n) for n in clean}) != len(clean):
        raise InputError(message(N_("the teams need names, each a different one")))
    teams = tuple(CoiffeurTeam(name, split_team_name(name)) for name in clean)
    players = [fold(p) for team in teams for p in team.players]
    if len(set(players)) != len(players):
        raise RuleError(message(N_("a player can play in one team only")))
    return teams


def make_players(names: Sequence[str]) -> tuple[CoiffeurTeam, ...]:
    """Each player alone, a column each: 3 to 6 players, each named once."""
    from jass_slate.core.said import check_names

    if not FEWEST_ALONE <= len(names) <= MOST_ALONE:
        raise RuleError(message(N_("an Einzel-Coiffeur has {fewest} to {most} players, each "
                                   "alone; {count} were given"), fewest=FEWEST_ALONE,
                                most=MOST_ALONE, count=len(names)), value=len(names))
    return tuple(CoiffeurTeam(name, (name,)) for name in check_names(names))


@dataclass(frozen=True)
class Cell:
    """What a team wrote in a row: the outcome and, for points, the declaring team's own
    count (0 to the hand's points); `player` the one who chose, if said; `weis` its Weis
    and Stöck, where the rules write them."""

    outcome: Outcome
    points: int | None = None
    player: str | None = None
    weis: int = 0


@dataclass(frozen=True)
class Played:
    """An event: `team` (0-based) declared row `row` (0-based) and wrote `cell`; a `fix`
    replaces what the cell held."""

    row: int
    team: int
    cell: Cell
    fix: bool = False


def cell_points(rules: CoiffeurRules, row: Row, cell: Cell) -> int:
    """The points a cell scores before the factor and rounding: the count (the others'
    count in a Misère row), a Match's points, 0 for a scratch or a Kontermatch. In a
    Misère row a Kontermatch (the others took every trick) scores as a Match and a Match
    scores 0 (research/variants.md §1.7, QF: only the opponents' points count)."""
    misere = row.kind is RowKind.MISERE
    if cell.outcome is Outcome.POINTS:
        assert cell.points is not None
        return rules.hand - cell.points if misere else cell.points
    if cell.outcome is Outcome.MATCH:
        return 0 if misere else rules.match_points
    if cell.outcome is Outcome.KONTERMATCH and misere:
        return rules.match_points
    return 0


def cell_value(rules: CoiffeurRules, row: Row, cell: Cell) -> int:
    """What a cell adds to its team's total: factor × its points as written, a Match's
    flat bonus, a Kontermatch's penalty."""
    misere = row.kind is RowKind.MISERE
    weis = 0 if cell.outcome is Outcome.SCRATCH else row.factor * rules.written(cell.weis)
    scores_match = cell.outcome is (Outcome.KONTERMATCH if misere else Outcome.MATCH)
    if scores_match:
        return rules.match_value(row.factor) + weis
    if cell.outcome is Outcome.KONTERMATCH:
        return rules.kontermatch_value(row.factor) + weis
    return row.factor * rules.written(cell_points(rules, row, cell)) + weis


@dataclass(frozen=True)
class Board:
    """The slate after the events: each row's cells in team order (None: open)."""

    setup: CoiffeurSetup
    cells: tuple[tuple[Cell | None, ...], ...]
    order: tuple[tuple[int, int], ...] = ()  # (row, team) of each cell as first written

    @property
    def rules(self) -> CoiffeurRules:
        return self.setup.rules

    def value(self, row: int, team: int) -> int | None:
        cell = self.cells[row][team]
        return None if cell is None else cell_value(self.rules, self.setup.rows[row], cell)

    def total(self, team: int) -> int:
        """Σ over the team's filled cells of what each adds."""
        return sum(self.value(row, team) or 0 for row in range(len(self.cells)))

    def totals(self) -> list[int]:
        return [self.total(team) for team in range(len(self.setup.teams))]

    def difference(self, row: int) -> int | None:
        """The evaluation column (two teams): team 1's value minus team 2's, once both
        cells of the row are filled (simonste's `diff`)."""
        first, second = self.value(row, 0), self.value(row, 1)
        return None if first is None or second is None else first - second

    def evaluation(self) -> int:
        """The evaluation column's sum."""
        return sum(d for row in range(len(self.cells)) if (d := self.difference(row)) is not None)

    def open_rows(self, team: int) -> list[int]:
        return [row for row, cells in enumerate(self.cells) if cells[team] is None]

    def next_deal(self) -> tuple[str, str] | None:
        """Who deals the next hand and who is forehand (None: not known, or all played)."""
        seating = self.setup.seating
        if seating is None or self.finished:
            return None
        return seating.deal(len(self.order))

    @property
    def played(self) -> int:
        return sum(cell is not None for cells in self.cells for cell in cells)

    @property
    def finished(self) -> bool:
        """Every cell is filled."""
        return all(cell is not None for cells in self.cells for cell in cells)


def empty_board(setup: CoiffeurSetup) -> Board:
    return Board(setup, tuple((None,) * len(setup.teams) for _ in setup.rows))


def check_cell(rules: CoiffeurRules, cell: Cell) -> None:
    """A count from 0 to the hand's points; the other outcomes carry none."""
    if cell.outcome is Outcome.POINTS:
        if cell.points is None or not 0 <= cell.points <= rules.hand:
            raise RuleError(message(N_("points are 0 to {most}, not {points}"),
                                    most=rules.hand, points=cell.points), value=cell.points)
    elif cell.points is not None:
        raise RuleError(message(N_("a {outcome} carries no points"),
                                outcome=cell.outcome.value))
    if cell.weis and not rules.weis:
        raise RuleError(message(N_("no Weis or Stöck in this Coiffeur (house rule weis = "
                                   "false)")), key="weis")
    if cell.weis < 0 or cell.weis % 10 or (cell.weis and cell.outcome is Outcome.SCRATCH):
        raise RuleError(message(N_("Weis and Stöck are tens of points of a row played, not "
                                   "{weis}"), weis=cell.weis), key="weis")


def check_open(board: Board, row: int, team: int, fix: bool = False) -> None:
    """A cell is written once (`hand`) and then only changed (`fix`)."""
    held = board.cells[row][team]
    label, factor = board.setup.rows[row].label, board.setup.rows[row].factor
    name = board.setup.teams[team].name
    if fix and held is None:
        raise RuleError(message(N_("{team} has not played {row} (×{factor}) yet: record "
                                   "it with hand, not fix"), team=name, row=label,
                                factor=factor))
    if not fix and held is not None:
        raise RuleError(message(N_("{team} has already played {row} (×{factor}): `fix` "
                                   "changes a cell, `undo` takes it back"), team=name,
                                row=label, factor=factor))


def play(board: Board, event: Played) -> Board:
    """The board with the event written; what breaks a rule is refused (RuleError)."""
    setup = board.setup
    if not 0 <= event.row < len(setup.rows):
        raise RuleError(message(N_("there is no row {number}: this slate has rows 1 to "
                                   "{count}"), number=event.row + 1, count=len(setup.rows)))
    if not 0 <= event.team < len(setup.teams):
        raise RuleError(message(N_("there is no team {number}: this slate has {count}"),
                                number=event.team + 1, count=len(setup.teams)))
    check_cell(board.rules, event.cell)
    check_open(board, event.row, event.team, event.fix)
    cells = [list(cells) for cells in board.cells]
    cells[event.row][event.team] = event.cell
    order = board.order if event.fix else (*board.order, (event.row, event.team))
    return Board(setup, tuple(tuple(c) for c in cells), order)


def replay(setup: CoiffeurSetup, events: Sequence[Played]) -> Board:
    """The board after the events, in order; a refusal raises with the event's place
    left to the caller."""
    board = empty_board(setup)
    for event in events:
        board = play(board, event)
    return board
