"""The slate kept at load for an undo or a fix to come (games/schieber/file/session.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from jass_slate.core.undo import Undo
from jass_slate.games.schieber.scoring.events import Fix

if TYPE_CHECKING:
    from jass_slate.games.schieber.scoring.slate import Slate


@dataclass(frozen=True)
class Kept:
    """The slate replayed up to where an undo or a fix to come changes the order of what
    stands (`change`: `Undo()`, or the number of the hand to be fixed). A `position` of
    None: `slate` is the slate after the undo itself, the slate from before the last event
    recorded, which an undo takes back (`play` keeps it for its last answer, when that was
    no undo or fix and so the last of the order: games/schieber/file/memo.py)."""

    change: Undo | int
    position: int | None
    slate: Slate

    def serves(self, event: Undo | Fix) -> bool:
        return event == self.change if isinstance(event, Undo) else \
            isinstance(self.change, int) and event.number == self.change
