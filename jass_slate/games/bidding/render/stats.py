"""The bidding sides' statistics over several sessions, drawn for the terminal."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from jass_slate.language.i18n import _, ngettext
from jass_slate.report.visible import visible


def stats_table(data: dict[str, Any]) -> Table:
    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    table = Table(title=_("Bidding: {sessions}, {hands} hands").format(
        sessions=sessions.format(count=len(data["sessions"])), hands=data["hands"]),
        title_justify="left")
    table.add_column(_("Side"))
    for header in (_("Sessions"), _("Won"), _("Hands"), _("Bids"), _("Made"), _("Failed"),
                   _("Ø bid")):
        table.add_column(header, justify="right", no_wrap=True)
    for side in data["sides"]:
        average = side["average_bid"]
        table.add_row(Text(visible(side["name"])), str(side["sessions"]),
                      str(side["games_won"]), str(side["hands"]), str(side["bids"]),
                      str(side["made"]), str(side["failed"]),
                      "–" if average is None else str(average))
    return table
