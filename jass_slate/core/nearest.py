"""The nearest known words to a refused one: what "did you mean" offers.

Words are compared as `compare` folds them (the caller's: case and accents aside for
names, spaces and hyphens too for contracts), by difflib's ratio. A word nearer than
`CUTOFF` to none of them gets no suggestion, so its refusal says what it said before;
beside the nearest, only words about as near (within `CLOSE`) are offered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from difflib import SequenceMatcher

CUTOFF = 0.6  # difflib's own: `hertz` finds `herz`, `trumpf` finds nothing
CLOSE = 0.05  # `ober` finds `oben` (0.75), not also `coeur` (0.67)
MOST = 3


def nearest(word: str, known: Iterable[str], compare: Callable[[str], str],
            most: int = MOST) -> list[str]:
    """The known words nearest `word`, best first, at most `most`, each once."""
    folded: dict[str, str] = {}
    for candidate in known:
        folded.setdefault(compare(candidate), candidate)
    typed = compare(word)
    scored = sorted(((SequenceMatcher(None, typed, f).ratio(), f) for f in folded),
                    key=lambda pair: -pair[0])
    if not scored or scored[0][0] < CUTOFF:
        return []
    floor = max(CUTOFF, scored[0][0] - CLOSE)
    return [folded[f] for ratio, f in scored[:most] if ratio >= floor]


def said_list(words: Iterable[str]) -> str:
    """Suggestions as one list to put in a sentence: `Anna, Beat`."""
    return ", ".join(words)
