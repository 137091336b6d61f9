"""Several session files exported as one, whatever games they hold: the formats they are
exported in (a picture is of one session), and the Markdown page of one game's sessions."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from jass_slate.core.errors import InputError
from jass_slate.language.i18n import _
from jass_slate.report.visible import md_cell

# Several sessions, of any game, export as one in these formats; a picture is of one.
FORMATS = ("csv", "json", "md")


def check_format(format_name: str) -> None:
    """Refuse a format several sessions are not exported in (before a file is read)."""
    if format_name not in FORMATS:
        raise InputError(_("--format {format} exports one session: give it with -f FILE, "
                           "not as FILES (for several sessions: {formats})").format(
            format=format_name, formats=", ".join(FORMATS)))


def sessions_page(title: str, parts: Iterable[tuple[str, Sequence[str], Sequence[str],
                                                     Sequence[object]]]) -> Iterator[str]:
    """One game's sessions as one Markdown page: `title`, then each session's name as a
    heading, the lines of its table of hands, and its totals: each player's name (as the
    aliases say it) and his total as the game writes it."""
    lines = [f"# {title}"]
    for session, table, names, totals in parts:
        lines += ["", f"## {md_cell(session)}", "", *table, "",
                  _("Totals: {totals}.").format(totals=", ".join(
                      f"{md_cell(name)} {total}"
                      for name, total in zip(names, totals, strict=True)))]
    yield "".join(line + "\n" for line in lines)
