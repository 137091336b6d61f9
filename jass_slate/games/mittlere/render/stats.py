"""The Mittlere players' statistics over several sessions, drawn for the terminal: a
table where it fits, a labelled line per player where it does not (no name or number is
cut at any width)."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.language.i18n import _, ngettext
from jass_slate.render.fitting import TableOrLines, labelled
from jass_slate.report.visible import visible

FIGURES = ("games_won", "hands", "striche", "nuller", "total", "middle", "hundred",
           "no_trick", "matches")


def _heads() -> tuple[str, ...]:
    return (_("Won"), _("Hands"), "I", "0", "±", _("Middle"), "100+", _("No trick"),
            _("Match"))


def stats_table(data: dict[str, Any]) -> RenderableType:
    """The Mittlere players' figures drawn (rich)."""
    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    title = _("Mittlere: {sessions}, {hands} hands").format(
        sessions=sessions.format(count=len(data["sessions"])), hands=data["hands"])
    table = Table(title=title, title_justify="left")
    table.add_column(_("Player"), no_wrap=True)
    for head in _heads():
        table.add_column(head, justify="right", no_wrap=True)
    for p in data["players"]:
        table.add_row(Text(visible(p["name"])), *(str(p[key]) for key in FIGURES))

    def lines(width: int) -> RenderableType:
        return Group(Text(title), *(
            labelled((f"{visible(p['name'])}:", ""),
                     [f"{head} {p[key]}" for head, key in zip(_heads(), FIGURES,
                                                             strict=True)], width)
            for p in data["players"]))

    return TableOrLines(table, lines)
