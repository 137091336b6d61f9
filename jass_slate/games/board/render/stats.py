"""The board players' statistics over several sessions, drawn for the terminal."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from jass_slate.language.i18n import _, ngettext
from jass_slate.report.visible import visible


def stats_table(data: dict[str, Any]) -> Table:
    """The board players' figures drawn (rich)."""

    def figure(value: object) -> str:
        return "–" if value is None else str(value)

    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    table = Table(title=_("Board: {sessions}, {hands} hands").format(
        sessions=sessions.format(count=len(data["sessions"])), hands=data["hands"]),
        title_justify="left")
    table.add_column(_("Player"))
    for header in (_("Sessions"), _("Won"), _("Hands"), _("Ø"), _("Best"), _("Worst")):
        table.add_column(header, justify="right", no_wrap=True)
    for p in data["players"]:
        table.add_row(Text(visible(p["name"])), str(p["sessions"]), str(p["games_won"]),
                      str(p["hands"]), figure(p["average"]), figure(p["best_hand"]),
                      figure(p["worst_hand"]))
    return table
