"""A tournament said: the draw of each round, the standings as a table for the terminal,
as JSON, CSV, Markdown and SVG. Names are data: shown as text everywhere (report/visible)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from jass_slate.language.i18n import _, ngettext
from jass_slate.tournament.standings import TIE_BREAKS, Standing, Standings

if TYPE_CHECKING:
    from rich.table import Table as RichTable

    from jass_slate.tournament.file import Round


def round_lines(each: Round, partners: bool) -> Iterator[str]:
    """One round's draw: a line per table, and the byes."""
    for table in each.tables:
        seats = table.seats
        players = _("{one} & {two} against {three} & {four}").format(
            one=seats[0], two=seats[2], three=seats[1], four=seats[3]) if partners \
            else ", ".join(seats)
        yield _("Round {round}, table {table}: {players}").format(
            round=each.number, table=table.number, players=players)
    if each.byes:
        yield _("Round {round}, sitting out: {players}").format(
            round=each.number, players=", ".join(each.byes))


def _cell(line: Standing, number: int) -> str:
    score = line.rounds[number - 1]
    if score is None:
        return "–" if number in line.sat_out else "…"
    return str(score) if number in line.counted else f"({score})"


def header(shown: Standings) -> list[str]:
    return [_("Rank"), _("Player"),
            *(_("R{round}").format(round=n) for n in range(1, shown.after + 1)), _("Total")]


def rows(shown: Standings) -> list[list[str]]:
    return [[str(line.rank), line.name, *(_cell(line, n) for n in range(1, shown.after + 1)),
             str(line.total)] for line in shown.players]


def standings_table(shown: Standings, title: str) -> RichTable:
    """The standings for the terminal: a round not counted in brackets, a bye as –, a
    table not over as …."""
    from rich.table import Table
    from rich.text import Text

    table = Table(title=Text(title), title_justify="left")
    for index, word in enumerate(header(shown)):
        table.add_column(word, justify="left" if index == 1 else "right",
                         overflow="fold")
    for row in rows(shown):
        table.add_row(*(Text(cell) for cell in row))
    return table


def summary_line(shown: Standings) -> str:
    """What the standings count: the rounds over and how many each player is ranked on."""
    order = _("highest total first") if shown.highest_wins else _("lowest total first")
    if not shown.played:
        return _("After {after} of {rounds} rounds: no round is over yet.").format(
            after=shown.after, rounds=shown.rounds)
    if not shown.counted:
        return _("After {after} of {rounds} rounds ({played} over): someone sat out every "
                 "round that is over, so none counts yet.").format(
            after=shown.after, rounds=shown.rounds, played=shown.played)
    return ngettext("After {after} of {rounds} rounds ({played} over): each player's best "
                    "round counts, {order}.",
                    "After {after} of {rounds} rounds ({played} over): each player's best "
                    "{counted} rounds count, {order}.", shown.counted).format(
        after=shown.after, rounds=shown.rounds, played=shown.played, counted=shown.counted,
        order=order)


def standings_data(shown: Standings, missing: Sequence[tuple[int, int]],
                   playing: Sequence[tuple[int, int]]) -> dict[str, Any]:
    """`tournament show --json`: CLI.md's keys first, then ours."""
    return {
        "rounds": shown.rounds, "played": shown.played,
        "players": [{"name": line.name, "total": line.total, "rank": line.rank,
                     "rounds": list(line.rounds), "counted": list(line.counted),
                     "best": line.best, "byes": line.byes} for line in shown.players],
        "after": shown.after, "counted": shown.counted,
        "lowest_wins": not shown.highest_wins, "tie_breaks": list(TIE_BREAKS),
        "missing": [{"round": r, "table": t} for r, t in missing],
        "playing": [{"round": r, "table": t} for r, t in playing],
    }


def standings_csv(shown: Standings) -> Iterator[str]:
    from jass_slate.report.visible import csv_cell, csv_lines

    names = ["rank", "player", *(f"round_{n}" for n in range(1, shown.after + 1)), "total"]
    lines = [[line.rank, csv_cell(line.name), *(line.rounds[n - 1] if line.rounds[n - 1]
                                                  is not None else "" for n in
                                                  range(1, shown.after + 1)), line.total]
             for line in shown.players]
    return csv_lines([names, *lines])


def standings_markdown(shown: Standings, title: str) -> Iterator[str]:
    from jass_slate.report.visible import md_cell

    yield f"# {md_cell(title)}\n\n{summary_line(shown)}\n\n"
    words = header(shown)
    yield "| " + " | ".join(words) + " |\n"
    yield "|" + "|".join(["---:", "---", *(["---:"] * (len(words) - 2))]) + "|\n"
    for row in rows(shown):
        yield "| " + " | ".join(md_cell(cell) for cell in row) + " |\n"
