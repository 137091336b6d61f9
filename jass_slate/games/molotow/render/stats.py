"""The Molotow players' statistics over several sessions, drawn for the terminal."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from jass_slate.language.i18n import _, ngettext
from jass_slate.report.visible import visible


def stats_table(data: dict[str, Any]) -> Table:
    """The Molotow players' figures drawn (rich)."""

    def figure(value: object) -> str:
        return "–" if value is None else str(value)

    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    table = Table(title=_("Molotow: {sessions}, {hands} hands").format(
        sessions=sessions.format(count=len(data["sessions"])), hands=data["hands"]),
        title_justify="left")
    table.add_column(_("Player"))
    for header in (_("Sessions"), _("Won"), _("Hands"), _("Ø pts"), _("Hand Weis"),
                   _("Table Weis"), _("Stöck"), _("Match")):
        table.add_column(header, justify="right", no_wrap=True)
    for p in data["players"]:
        table.add_row(Text(visible(p["name"])), str(p["sessions"]), str(p["games_won"]),
                      str(p["hands"]), figure(p["average_points"]),
                      f"{p['hand_weis']} · {p['hand_weis_points']}",
                      f"{p['table_weis']} · {p['table_weis_points']}", str(p["stoeck"]),
                      str(p["matches"]))
    return table
