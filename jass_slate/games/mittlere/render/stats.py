"""The Mittlere players' statistics over several sessions, drawn for the terminal."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from jass_slate.language.i18n import _, ngettext
from jass_slate.report.visible import visible


def stats_table(data: dict[str, Any]) -> Table:
    """The Mittlere players' figures drawn (rich)."""
    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    table = Table(title=_("Mittlere: {sessions}, {hands} hands").format(
        sessions=sessions.format(count=len(data["sessions"])), hands=data["hands"]),
        title_justify="left")
    table.add_column(_("Player"), min_width=6)
    for header in (_("Won"), _("Hands"), "I", "0", "±", _("Middle"), "100+", _("No trick"),
                   _("Match")):
        table.add_column(header, justify="right", no_wrap=True)
    for p in data["players"]:
        table.add_row(Text(visible(p["name"])), str(p["games_won"]), str(p["hands"]),
                      str(p["striche"]), str(p["nuller"]), str(p["total"]), str(p["middle"]),
                      str(p["hundred"]), str(p["no_trick"]), str(p["matches"]))
    return table
