"""The two-player statistics over several sessions, drawn for the terminal."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from jass_slate.language.i18n import _, ngettext
from jass_slate.report.visible import visible


def stats_table(data: dict[str, Any]) -> Table:
    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    table = Table(title=_("Two players: {sessions}, {hands} hands").format(
        sessions=sessions.format(count=len(data["sessions"])), hands=data["hands"]),
        title_justify="left")
    table.add_column(_("Player"))
    for header in (_("Sessions"), _("Won"), _("Hands"), _("Taken"), _("Made"), _("Failed"),
                   _("Matches"), _("Ø sum")):
        table.add_column(header, justify="right", no_wrap=True)
    for p in data["players"]:
        average = p["average_sum"]
        table.add_row(Text(visible(p["name"])), str(p["sessions"]), str(p["games_won"]),
                      str(p["hands"]), str(p["taken"]), str(p["made"]), str(p["failed"]),
                      str(p["matches"]), "–" if average is None else str(average))
    return table
