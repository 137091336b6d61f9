"""Several session files exported as one, whatever games they hold: the formats they are
exported in (a picture is of one session)."""

from __future__ import annotations

from jass_slate.core.errors import InputError
from jass_slate.language.i18n import _

# Several sessions, of any game, export as one in these formats; a picture is of one.
FORMATS = ("csv", "json", "md")


def check_format(format_name: str) -> None:
    """Refuse a format several sessions are not exported in (before a file is read)."""
    if format_name not in FORMATS:
        raise InputError(_("--format {format} exports one session: give it with -f FILE, "
                           "not as FILES (for several sessions: {formats})").format(
            format=format_name, formats=", ".join(FORMATS)))
