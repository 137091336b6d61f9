"""The undo every game's record shares: the event itself, and a recorded event that breaks
the rules, said with its index in the record."""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.errors import RuleError
from jass_slate.language.i18n import N_

NOTHING_TO_UNDO = N_("nothing to undo")


@dataclass(frozen=True)
class Undo:
    """Take back the last event that stands; the record keeps the undo (an `undo` line)."""


class EventError(RuleError):
    """A recorded event that breaks the rules: `event` (also `index`) says which one, by
    its index in the record; the rule's message and its key and value are kept."""

    def __init__(self, index: int, error: RuleError) -> None:
        super().__init__(error.message, key=error.key, value=error.value, event=index,
                         line=error.line)

    @property
    def index(self) -> int:
        assert self.event is not None
        return self.event
