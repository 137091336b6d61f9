"""The words of a Differenzler hand, as typed and as an event line writes them:
`Anna=40`, `Cla=0+` (a trick with no points), a list `Anna=40, Beat=25`; and which names
a player may have so that these words always read back."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from jass_slate.core.errors import RuleError, message
from jass_slate.core.player_words import named_once, number, pair
from jass_slate.language.i18n import N_

ZERO_TRICK = "0+"  # 0 points, but a trick taken (the `zero-needs-trick` bonus asks it)


def points_pair(text: str) -> tuple[str, int, bool]:
    """`Anna=38` or `Cla=0+`: the player, the points, and whether a trick with no points
    was taken."""
    name, value = pair(text)
    if value == ZERO_TRICK:
        return name, 0, True
    return name, number(value, N_("the points")), False


def pairs_text(said: Iterable[tuple[str, int]], zero_trick: Sequence[str] = ()) -> str:
    """`Anna=38, Cla=0+`: the list as an event line writes it."""
    return ", ".join(f"{name}={ZERO_TRICK if name in zero_trick and value == 0 else value}"
                     for name, value in said)


def check_names(names: Sequence[str], fewest: int, most: int) -> tuple[str, ...]:
    """The players' names as `new --players` gives them: `fewest` to `most`, each once
    (case and accents aside), none empty, none a bare number, none holding `,`, `=` or `;`."""
    if not fewest <= len(names) <= most:
        raise RuleError(message(N_("a Differenzler has {fewest} to {most} players, each "
                                   "alone; {count} were given"), fewest=fewest, most=most,
                                count=len(names)), value=len(names))
    return named_once(names)
