"""The Differenzler's own word about its players: how many it takes (the words of a
hand are every lone-player game's, core/said.py)."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import check_names as names_checked
from jass_slate.language.i18n import N_


def check_names(names: Sequence[str], fewest: int, most: int) -> tuple[str, ...]:
    """The players' names as `new --players` gives them: `fewest` to `most`, each once
    (case and accents aside), none empty, none a bare number, none holding `,`, `=` or `;`."""
    if not fewest <= len(names) <= most:
        raise RuleError(message(N_("a Differenzler has {fewest} to {most} players, each "
                                   "alone; {count} were given"), fewest=fewest, most=most,
                                count=len(names)), value=len(names))
    return names_checked(names)
