"""The Z slate as a scorer chalks it (RULES.md §8): state in, rich renderables out.

Each team has a Z: hundreds cross the top line, fifties the diagonal (two crossed
into an X), twenties the bottom line, and the rest is written at the right.
Strokes go in fives, the fifth drawn across the four before it. The top line is
as long as the target's hundreds, with a mark at its halfway point (the Bergpreis).
Nothing here prints: the renderable chooses the full Z or, on a narrow console,
a compact one, and box-drawing or ASCII, when rich draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.text import Text

from jass_slate.core.teams import TEAMS, Team
from jass_slate.games.schieber.scoring.marks import Marks
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import _
from jass_slate.render.mark_styles import MarkStyle
from jass_slate.report.visible import visible

DEFAULT_SLOTS = 30  # a top line without a target (tournament) still looks like a slate
DIAGONAL_ROWS = 3
LABEL_GAP = 3
GUTTER = 4  # the compact layout's "100 " in front of each line

LINE, STROKE, MARK, HILL, NAME, TOTAL = "dim", "bold", "yellow", "bold yellow", "bold", "bold"

Cell = tuple[str, str]  # what is drawn in one place, and its rich style
Row = list[Cell]


@dataclass(frozen=True)
class Glyphs:
    """The characters one drawing uses."""

    line: str
    stroke: str  # a hundred or a twenty crossing its line
    fifth: str  # the fifth stroke, drawn across the four before it
    cross: str  # a hundred as an X mark (style x)
    five: str  # five hundreds as a V (style v)
    diagonal: str
    fifty: str  # a lone fifty across the diagonal
    pair: str  # two fifties crossed into an X
    halfway: str  # the top line's halfway mark
    hill: str  # the halfway mark of the team that took the Bergpreis
    tally: str  # one point of the rest (style tally)
    middle: str  # the middle of the slate, between two facing Zs


BOX = Glyphs(line="─", stroke="┼", fifth="╱", cross="╳", five="V", diagonal="╱", fifty="╲",
             pair="╳", halfway="△", hill="▲", tally="│", middle="┈")
ASCII = Glyphs(line="-", stroke="|", fifth="/", cross="x", five="V", diagonal="/", fifty="\\",
               pair="X", halfway="+", hill="*", tally="|", middle=".")

# What each glyph looks like turned upside down (the far scorer's Z).
TURNED = {"△": "▽", "▲": "▼", "V": "Λ"}
TURNED_ASCII = {"V": "^"}


@dataclass(frozen=True)
class SlateLook:
    """How the slate is drawn: facing or side by side, box or ASCII, the club's mark styles."""

    facing: bool = False
    ascii: bool = False
    styles: frozenset[MarkStyle] = frozenset()


@dataclass(frozen=True)
class ZTeam:
    """What one team's Z shows."""

    name: str
    marks: Marks
    hill: bool  # took the Bergpreis


@dataclass(frozen=True)
class ZSlate:
    """Both teams' Zs; drawn full-size where they fit, compact where they do not."""

    teams: tuple[ZTeam, ZTeam]
    slots: int  # hundreds the top line holds: the target's
    halfway: int | None  # the Bergpreis mark sits before this hundred
    look: SlateLook = SlateLook()

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        glyphs = ASCII if self.look.ascii or options.ascii_only else BOX
        rows = self.full_rows(glyphs)
        if max(map(_width, rows)) > options.max_width:
            rows = self.compact_rows(glyphs, options.max_width)
        for row in rows:
            yield _text(row)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        glyphs = ASCII if self.look.ascii else BOX
        return Measurement(GUTTER + 12, max(map(_width, self.full_rows(glyphs))))

    def drawings(self) -> list[tuple[ZTeam, bool]]:
        """The Zs top to bottom, each with whether it is upside down."""
        if self.look.facing:
            return [(self.teams[1], True), (self.teams[0], False)]
        return [(self.teams[0], False), (self.teams[1], False)]

    def full_rows(self, glyphs: Glyphs) -> list[Row]:
        """Both Zs full-size with name and total beside each, a blank row between."""
        zs = [(z_rows(team, self, glyphs), team, turned) for team, turned in self.drawings()]
        width = max(_width(row) for rows, _, _ in zs for row in rows)
        drawn: list[Row] = []
        for index, (rows, team, turned) in enumerate(zs):
            if index:
                drawn += [[], _middle(glyphs, width)] if self.look.facing else []
                drawn.append([])
            placed = _turn(rows, width, glyphs) if turned else rows
            drawn += _beside(placed, _label(team), width + LABEL_GAP)
        return drawn

    def compact_rows(self, glyphs: Glyphs, width: int) -> list[Row]:
        """Both Zs as three labelled lines, wrapped to `width`."""
        drawn: list[Row] = []
        for index, (team, turned) in enumerate(self.drawings()):
            if index:
                drawn.append([])
            lines = compact_lines(team, self, glyphs, max(width - GUTTER, 12))
            drawn.append(_header(team, min(width, max(map(_width, lines)))))
            drawn += lines[::-1] if turned else lines
        return drawn


def render_slate(scorer: Slate, look: SlateLook | None = None) -> RenderableType:
    """Both teams' Zs of the current game, as the slate shows them."""
    return z_slate(scorer, look)


def z_slate(scorer: Slate, look: SlateLook | None = None) -> ZSlate:
    """What both teams' Zs of the current game hold: names, marks, the Bergpreis mark."""
    rules, game = scorer.rules, scorer.game
    slots = DEFAULT_SLOTS if rules.target is None else -(-rules.target // 100)
    halfway = None
    if rules.target is not None and rules.bergpreis_at > 0:
        halfway = -(-rules.bergpreis_at // 100)
    teams = tuple(ZTeam(_team_label(scorer, t), game.marks[t], game.bergpreis == t)
                  for t in TEAMS)
    return ZSlate((teams[0], teams[1]), slots, halfway, look or SlateLook())


def _team_label(scorer: Slate, team: Team) -> str:
    """The team's name, with its players where the name does not already say them."""
    name, players = scorer.teams.name(team), scorer.teams.players(team)
    label = f"{name} ({' & '.join(players)})" if players and "&" not in name else name
    own = scorer.rules.team_targets
    if own is not None:  # a target per team: each Z says its own
        label += " · " + _("to {target}").format(target=own[team])
    return visible(label)  # rich's Text would drop a BEL silently; show it written out


# --- the lines of one Z ------------------------------------------------------------------


def stroke_cell(slot: int, count: int, glyphs: Glyphs, styles: frozenset[MarkStyle]) -> Cell:
    """What is drawn at place `slot` of a line holding `count` strokes (styles: hundreds)."""
    if slot >= count:
        return (glyphs.line, LINE)
    whole_five = (slot // 5 + 1) * 5 <= count
    if MarkStyle.V in styles and whole_five:
        return (glyphs.five, STROKE) if slot % 5 == 2 else (glyphs.line, LINE)
    if MarkStyle.X in styles:
        return (glyphs.cross, STROKE)
    return (glyphs.fifth if slot % 5 == 4 else glyphs.stroke, STROKE)


def line_cells(count: int, slots: int, glyphs: Glyphs, styles: frozenset[MarkStyle] = frozenset(),
               halfway: Cell | None = None, halfway_at: int | None = None) -> Row:
    """One line of the Z: its strokes in fives, a gap between fives, the halfway mark."""
    cells: Row = [(glyphs.line, LINE)]
    for slot in range(max(slots, count)):
        if slot and slot % 5 == 0:
            cells.append((glyphs.line, LINE))
        if halfway is not None and slot == halfway_at:
            cells += [halfway, (glyphs.line, LINE)]
        cells.append(stroke_cell(slot, count, glyphs, styles))
    cells.append((glyphs.line, LINE))
    return cells


def top_line(team: ZTeam, slate: ZSlate, glyphs: Glyphs) -> Row:
    mark = (glyphs.hill, HILL) if team.hill else (glyphs.halfway, MARK)
    return line_cells(team.marks.hundreds, slate.slots, glyphs, slate.look.styles,
                      mark if slate.halfway else None, slate.halfway)


def fifty_cells(fifties: int, glyphs: Glyphs) -> Row:
    """The diagonal where the fifties cross it: pairs as X, a lone one as a stroke."""
    cells: Row = [(glyphs.diagonal, LINE)]
    for _pair in range(fifties // 2):
        cells += [(glyphs.pair, STROKE), (glyphs.diagonal, LINE)]
    if fifties % 2:
        cells += [(glyphs.fifty, STROKE), (glyphs.diagonal, LINE)]
    return cells


def rest_cells(rest: int, glyphs: Glyphs, styles: frozenset[MarkStyle]) -> Row:
    """The rest at the right of the bottom line: digits, or tally strokes in fives."""
    if not rest:
        return []
    if MarkStyle.TALLY not in styles:
        return [(" ", ""), (str(rest), STROKE)]
    cells: Row = []
    for point in range(rest):
        if point % 5 == 0:
            cells.append((" ", ""))
        cells.append((glyphs.fifth if point % 5 == 4 else glyphs.tally, STROKE))
    return cells


def z_rows(team: ZTeam, slate: ZSlate, glyphs: Glyphs) -> list[Row]:
    """One team's Z upright: top line, the diagonal with its fifties, bottom line and rest."""
    top = top_line(team, slate, glyphs)
    bottom = line_cells(team.marks.twenties, slate.slots, glyphs)
    fifties = fifty_cells(team.marks.fifties, glyphs)
    width = max(len(top), len(bottom), len(fifties) + 4)
    top, bottom = _extend(top, width, glyphs), _extend(bottom, width, glyphs)
    rows = [top]
    for step in range(DIAGONAL_ROWS, 0, -1):
        at = (width - 1) * step // (DIAGONAL_ROWS + 1)
        if step == (DIAGONAL_ROWS + 1) // 2:
            rows.append(_spaces(max(0, at - len(fifties) // 2)) + fifties)
        else:
            rows.append([*_spaces(at), (glyphs.diagonal, LINE)])
    rows.append(bottom + rest_cells(team.marks.rest, glyphs, slate.look.styles))
    return rows


def compact_lines(team: ZTeam, slate: ZSlate, glyphs: Glyphs, room: int) -> list[Row]:
    """The three lines one under another, each labelled, long lines wrapped at a gap."""
    marks, styles = team.marks, slate.look.styles
    lines = [("100", top_line(team, slate, glyphs)), (" 50", fifty_cells(marks.fifties, glyphs)),
             (" 20", line_cells(marks.twenties, slate.slots, glyphs))]
    rows: list[Row] = []
    for label, cells in lines:
        rows += [[(label.ljust(GUTTER), LINE), *piece] for piece in _wrap(cells, room)]
    rest = rest_cells(marks.rest, glyphs, styles)
    if rest:
        rows.append([("  +".ljust(GUTTER - 1), LINE), *rest])
    return rows


# --- placing and turning -----------------------------------------------------------------


def _extend(cells: Row, width: int, glyphs: Glyphs) -> Row:
    return cells + [(glyphs.line, LINE)] * (width - len(cells))


def _spaces(count: int) -> Row:
    return [(" ", "")] * count


def _width(row: Row) -> int:
    return sum(len(text) for text, _ in row)


def _pad(row: Row, width: int) -> Row:
    return row + _spaces(width - _width(row))


def _turn(rows: list[Row], width: int, glyphs: Glyphs) -> list[Row]:
    """The Z upside down, as the scorer across the table sees it; numbers stay readable."""
    turned = TURNED_ASCII if glyphs is ASCII else TURNED
    return [[(turned.get(text, text), style) for text, style in reversed(_pad(row, width))]
            for row in reversed(rows)]


def _label(team: ZTeam) -> list[Row]:
    return [[(team.name, NAME)], [(str(team.marks.value), TOTAL)]]


def _beside(rows: list[Row], label: list[Row], column: int) -> list[Row]:
    placed = []
    for index, row in enumerate(rows):
        if index < len(label):
            row = _pad(row, column) + label[index]
        placed.append(row)
    return placed


def _middle(glyphs: Glyphs, width: int) -> Row:
    return [(glyphs.middle * width, LINE)]


def _header(team: ZTeam, width: int) -> Row:
    total = str(team.marks.value)
    gap = max(1, width - len(team.name) - len(total))
    return [(team.name, NAME), (" " * gap, ""), (total, TOTAL)]


def _wrap(cells: Row, room: int) -> list[Row]:
    """Cut a line into pieces of at most `room` cells, each cut just after a bare line."""
    pieces: list[Row] = []
    while len(cells) > room:
        cut = max((i for i in range(1, room) if cells[i][1] == LINE), default=room - 1) + 1
        pieces.append(cells[:cut])
        cells = cells[cut:]
    pieces.append(cells)
    # what is left of the line past the last mark is not worth a row of its own
    return [p for i, p in enumerate(pieces) if i == 0 or any(s != LINE for _, s in p)]


def _text(row: Row) -> Text:
    text = Text(no_wrap=True, overflow="crop", end="\n")
    for part, style in row:
        text.append(part, style)
    text.rstrip()
    return text
