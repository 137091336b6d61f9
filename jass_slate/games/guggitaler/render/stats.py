"""The Guggitaler players' statistics over several sessions, drawn for the terminal."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from jass_slate.games.guggitaler.scoring.rules import PENALTIES
from jass_slate.language.i18n import _, ngettext
from jass_slate.report.visible import visible


def stats_table(data: dict[str, Any]) -> Table:
    """The Guggitaler players' figures drawn (rich): series won, what each took in the
    penalising hands, the domino's average place."""
    sessions = ngettext("{count} session", "{count} sessions", len(data["sessions"]))
    table = Table(title=_("Guggitaler: {sessions}").format(
        sessions=sessions.format(count=len(data["sessions"]))), title_justify="left")
    table.add_column(_("Player"), no_wrap=True)
    heads = (_("Sessions"), _("Won"), _("Tricks"), _("Hearts"), _("Queens"), _("Kings"),
             _("Last"), _("Ø domino"))
    for header in heads:
        table.add_column(header, justify="right", no_wrap=True)
    for p in data["players"]:
        place = p["average_domino_place"]
        table.add_row(Text(visible(p["name"])), str(p["sessions"]), str(p["games_won"]),
                      *(str(p["taken"][k.value]) for k in PENALTIES),
                      "–" if place is None else str(place))
    return table
