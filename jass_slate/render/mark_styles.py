"""How a club draws its marks on a chalk slate, beyond plain strokes and digits (`--style`):
five hundreds as a V, hundreds as X marks, the rest as tally strokes."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from jass_slate.core.errors import InputError
from jass_slate.language.i18n import N_, _


class MarkStyle(StrEnum):
    """How a club draws its marks, beyond plain strokes and digits."""

    V = "v"  # five hundreds as one V
    X = "x"  # each hundred as an X mark
    TALLY = "tally"  # the rest as tally strokes instead of digits


STYLE_HELP = {
    MarkStyle.V: N_("five hundreds as a V"),
    MarkStyle.X: N_("hundreds as X marks"),
    MarkStyle.TALLY: N_("the rest as tally strokes instead of digits"),
}


def parse_styles(words: Iterable[str]) -> frozenset[MarkStyle]:
    """Mark styles from words like `v`, `x,tally`; an unknown one is refused."""
    styles: set[MarkStyle] = set()
    for word in ",".join(words).split(","):
        name = word.strip().lower()
        if not name:
            continue
        try:
            styles.add(MarkStyle(name))
        except ValueError:
            known = ", ".join(f"{s.value} ({_(STYLE_HELP[s])})" for s in MarkStyle)
            raise InputError(_("no mark style {style!r}: choose from {known}").format(
                style=word.strip(), known=known)) from None
    return frozenset(styles)
