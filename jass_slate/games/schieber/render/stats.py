"""`stats` as tables that fit an 80-column terminal (pure: statistics in, renderables out)."""

from __future__ import annotations

from dataclasses import dataclass

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from jass_slate.core.cards import Contract
from jass_slate.games.schieber.report.stats import ContractTally, Stats, Tally
from jass_slate.language.i18n import _, ngettext, pgettext
from jass_slate.report.visible import visible

NAME_FLOOR = 5  # a name cut for a narrow terminal keeps this many cells, "…" among them
WIDE = 10_000  # a width no table here needs: the table measured as it would like to be


def _table(title: str, *columns: str, left: int = 1) -> Table:
    """A table with its first `left` columns of names left-aligned and numbers right."""
    # The title and headers as Text, as rich would make them of these words (no markup in
    # them), without loading rich's table of emoji codes (5 ms) to look for one
    table = Table(title=Text(title, style="bold"), title_justify="left", title_style="bold",
                  box=box.SIMPLE_HEAD, expand=False, min_width=len(title),
                  show_edge=False, pad_edge=False, padding=(0, 1, 0, 0))
    for index, column in enumerate(columns):
        table.add_column(Text(column), justify="left" if index < left else "right",
                         no_wrap=True, overflow="ellipsis")
    return table


@dataclass(frozen=True)
class NamesGiveWay:
    """A table whose first column, the names, gives up room before any other: whole where
    the terminal has room for the table, cut (…) only where it has not, down to
    NAME_FLOOR cells; the numbers keep their width as long as there is room for them."""

    table: Table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        names = self.table.columns[0]
        names.max_width = None
        excess = self._needed(console, options) - options.max_width
        if excess > 0:
            widest = max((cell_len(str(cell)) for cell in names.cells), default=0)
            names.max_width = max(NAME_FLOOR, widest - excess)
        yield self.table

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table)

    def _needed(self, console: Console, options: ConsoleOptions) -> int:
        """The columns' own width, not the title's (which the table is as wide as)."""
        table = self.table
        kept, table.min_width = table.min_width, None
        try:
            return Measurement.get(console, options.update_width(WIDE), table).maximum
        finally:
            table.min_width = kept


def _add_row(table: Table, *cells: str | Text) -> None:
    """A row whose words and numbers are Text: a str would be read as markup and searched
    for emoji codes."""
    table.add_row(*(Text(cell) if isinstance(cell, str) else cell for cell in cells))


def _average(points: int, hands: int) -> str:
    return "–" if hands == 0 else f"{points / hands:.1f}"


def _paid(paid: int, counted: int) -> str:
    return "–" if counted == 0 else f"{paid}/{counted} {100 * paid / counted:.0f}%"


def _with_count(points: int, hands: int) -> str:
    return "–" if hands == 0 else f"{points} ({hands})"


def _matches(tally: Tally) -> str:
    """Matches of the side that chose; `+N?` those of a hand whose chooser is not known."""
    unknown = f" +{tally.matches_unknown}?" if tally.matches_unknown else ""
    return f"{tally.matches}{unknown}"


def _unknown_matches_note(stats: Stats) -> list[RenderableType]:
    tallies = [*stats.teams.values(), *stats.players.values()]
    if not any(t.matches_unknown for t in tallies):
        return []
    return [Text(_("+N?: all nine tricks, Match or Kontermatch unknown (no first forehand)."),
                 style="dim")]


def _schneider_note(stats: Stats) -> list[RenderableType]:
    """Why Won is not the slate's games won: a Schneider counts two there, one here."""
    if not any(t.schneider_won for t in stats.teams.values()):
        return []
    counted = ", ".join(f"{visible(t.name)} {t.games_counted}" for t in stats.teams.values())
    return [Text(_("Won: games won of the games decided, each once. The slate's games won "
                   "count a game won with Schneider (Schn.) twice: {teams}.").format(
                       teams=counted), style="dim")]


def _striche_line(stats: Stats) -> list[RenderableType]:
    """`Striche (own:against): Anna & Beat 17:5 · Anna 17:5 …`, where the rules count them."""
    counted = [t for t in [*stats.teams.values(), *stats.players.values()]
               if t.striche is not None]
    if not counted:
        return []
    said = " · ".join(f"{visible(t.name)} {t.striche[0]}:{t.striche[1]}" for t in counted
                      if t.striche is not None)
    return [Text(_("Striche (own:against): {sides}").format(sides=said))]


def _games(tally: Tally) -> str:
    """Games won of the games decided."""
    return f"{tally.games_won}/{tally.games}"


def teams_table(stats: Stats) -> Table:
    table = _table(_("Teams (Weis and Stöck: points after the factor, and in how many hands)"),
                   _("Team"), _("Won"), _("Schn."), _("Hands"), _("Match"), _("Konter"),
                   _("Weis"), _("Stöck"), _("Ø/hand"))
    for tally in stats.teams.values():
        _add_row(table, Text(visible(tally.name)), _games(tally), str(tally.schneider_won),
                      str(tally.hands), _matches(tally), str(tally.kontermatches),
                      _with_count(tally.weis_points, tally.weis_hands),
                      _with_count(tally.stoeck_points, tally.stoeck_hands),
                      _average(tally.points, tally.hands))
    return table


def choosing_table(stats: Stats) -> Table:
    table = _table(_("Choosing (paid off: the chooser's side took over 78 of 157)"),
                   _("Team or player"), pgettext("how often", "Chose"), _("after push"),
                   _("Pushed"), _("Paid off"), _("Ø chosen"))
    for tally in [*stats.teams.values(), *stats.players.values()]:
        _add_row(table, Text(visible(tally.name)), str(tally.chosen), str(tally.chosen_after_push),
                      str(tally.pushes), _paid(tally.paid_off, tally.counted),
                      _average(tally.chosen_points, tally.chosen))
    return table


def players_table(stats: Stats) -> Table:
    table = _table(_("Players (their side's results)"), _("Player"), _("Sessions"), _("Won"),
                   _("Schn."), _("Hands"), _("Match"), _("Konter"), _("Ø/hand"))
    for tally in stats.players.values():
        _add_row(table, Text(visible(tally.name)), str(tally.sessions), _games(tally),
                      str(tally.schneider_won),
                      str(tally.hands), _matches(tally), str(tally.kontermatches),
                      _average(tally.points, tally.hands))
    return table


def contracts_table(stats: Stats) -> Table:
    table = _table(_("Per contract"), _("Team"), _("Contract"), _("Hands"), _("Ø/hand"),
                   pgettext("how often", "Chose"), _("pushed"), _("Ø chosen"), _("Paid off"),
                   left=2)
    for tally in stats.teams.values():
        first = True
        named = sorted(((_contract_word(name), contract)
                        for name, contract in tally.contracts.items()),
                       key=lambda pair: pair[0].casefold())
        for word, contract in named:
            name = Text(visible(tally.name) if first else "")
            _add_row(table, name, word, *_contract_cells(contract))
            first = False
        table.add_section()
    return table


def _contract_word(name: str) -> str:
    """A contract as the stats name it (its value), in the language in use."""
    try:
        return Contract(name).word
    except ValueError:
        return name


def _contract_cells(contract: ContractTally) -> list[str]:
    return [str(contract.hands), _average(contract.points, contract.hands), str(contract.chosen),
            str(contract.pushed), _average(contract.chosen_points, contract.chosen),
            _paid(contract.paid_off, contract.counted)]


def render_stats(stats: Stats) -> RenderableType:
    lines = [_("{file}: {hands}, {games}").format(
        file=visible(s["file"]),
        hands=ngettext("{count} hand", "{count} hands", s["hands"]).format(count=s["hands"]),
        games=ngettext("{count} game decided", "{count} games decided", s["games"]).format(
            count=s["games"]))
        for s in stats.sessions]
    parts: list[RenderableType] = [Text("\n".join(lines)), teams_table(stats),
                                   *_schneider_note(stats), *_striche_line(stats)]
    if stats.players and not stats.fixed_partners:
        parts.append(players_table(stats))
    elif stats.players:
        parts.append(Text(_("Players: each played every hand in one team with one partner, so "
                            "their results are their team's above."), style="dim"))
    parts += [*_unknown_matches_note(stats), choosing_table(stats), contracts_table(stats)]
    spaced: list[RenderableType] = []
    for part in parts:
        spaced += [NamesGiveWay(part) if isinstance(part, Table) else part, Text("")]
    return Group(*spaced[:-1])
