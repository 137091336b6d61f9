"""Which players a Molotow has: three to six, each alone, named so that the words of a
hand always read back (core/said.py)."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import check_names
from jass_slate.games.molotow.scoring.rules import FEWEST_PLAYERS, MOST_PLAYERS
from jass_slate.language.i18n import N_


def check_players(names: Sequence[str]) -> tuple[str, ...]:
    """The players' names as `new --players` gives them, in seat order."""
    cleaned = tuple(name.strip() for name in names)
    if not FEWEST_PLAYERS <= len(cleaned) <= MOST_PLAYERS:
        raise RuleError(message(N_("a Molotow has {fewest} to {most} players, each alone; "
                                   "{count} were given"), fewest=FEWEST_PLAYERS,
                                most=MOST_PLAYERS, count=len(cleaned)), value=len(cleaned))
    check_names(cleaned)
    return cleaned
