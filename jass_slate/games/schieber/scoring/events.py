"""What was said at the table: the events a session records, oldest first.

How each is written as a line of the session file is `jass_slate.games.schieber.file.event_text`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from jass_slate.core.cards import Card, Contract
from jass_slate.core.teams import Team, as_team
from jass_slate.core.undo import Undo


def _teams_of(event: object, *names: str) -> None:
    """Make the team fields of a new event Teams, as the index 0 or 1 may be given."""
    for name in names:
        team = getattr(event, name)
        if team is not None and type(team) is not Team:
            object.__setattr__(event, name, as_team(team))


@dataclass(frozen=True)
class Pile:
    """The cards one team counted: the tricks it took (at a claim, also the trick being
    played); `last`: the team that took the last trick, None before it is played."""

    team: Team
    cards: tuple[Card, ...]
    last: Team | None = None

    def __post_init__(self) -> None:
        _teams_of(self, "team", "last")

    @property
    def has_last(self) -> bool:
        return self.last == self.team


@dataclass(frozen=True)
class Tricks:
    """Both teams' trick points of a hand before the factor, Match included; `pile`: the
    cards one team counted them from, if it was counted from its cards."""

    points: tuple[int, int]
    match: Team | None = None  # the team that took all nine tricks
    pile: Pile | None = None

    def __post_init__(self) -> None:
        _teams_of(self, "match")


@dataclass(frozen=True)
class WeisCall:
    """The Weis one team scores in a hand; `declared` keeps the cards shown, if given."""

    team: Team
    values: tuple[int, ...]
    declared: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _teams_of(self, "team")

    @property
    def total(self) -> int:
        return sum(self.values)


@dataclass(frozen=True)
class Start:
    """A hand opened; `pushed_back`: the partner pushed back and forehand chose;
    `pushed_on`: at six players, the partner pushed on and the third partner chose."""

    contract: Contract
    pushed: bool = False
    forehand: str | None = None
    pushed_back: bool = False
    pushed_on: bool = False


@dataclass(frozen=True)
class Weis:
    call: WeisCall


@dataclass(frozen=True)
class Stoeck:
    team: Team

    def __post_init__(self) -> None:
        _teams_of(self, "team")


@dataclass(frozen=True)
class TricksTaken:
    tricks: Tricks
    first: Team | None = None

    def __post_init__(self) -> None:
        _teams_of(self, "first")


@dataclass(frozen=True)
class Hand:
    """A whole hand recorded in one go (`hand`, or the replacement in a `fix`)."""

    contract: Contract
    tricks: Tricks
    pushed: bool = False
    weis: WeisCall | None = None
    stoeck: Team | None = None
    first: Team | None = None
    forehand: str | None = None
    fixed: bool = False
    pushed_back: bool = False
    pushed_on: bool = False  # six players: pushed twice, the third partner chose
    second_stoeck: Team | None = None  # the double pack's second pair (rule second_stoeck)

    def __post_init__(self) -> None:
        _teams_of(self, "stoeck", "first", "second_stoeck")


@dataclass(frozen=True)
class Claim:
    """A team says it has reached the target ("sich bedanken")."""

    team: Team
    also: Team | None = None
    captured: tuple[int, int] = (0, 0)
    stoeck: Team | None = None
    weis: WeisCall | None = None
    piles: tuple[Pile, ...] = ()  # the cards `captured` was counted from, per team
    second_stoeck: Team | None = None  # the double pack's second pair (rule second_stoeck)

    def __post_init__(self) -> None:
        _teams_of(self, "team", "also", "stoeck", "second_stoeck")

    @property
    def pairs(self) -> tuple[Team, ...]:
        """The teams of the Stöck pairs claimed, not yet written: none, one or two."""
        return tuple(team for team in (self.stoeck, self.second_stoeck) if team is not None)


@dataclass(frozen=True)
class Correction:
    """A manual entry for one team between hands, the sponge of the chalk slate: `points`
    (negative takes points away) with the reason `why`, kept in the record."""

    team: Team
    points: int
    why: str = ""

    def __post_init__(self) -> None:
        _teams_of(self, "team")


@dataclass(frozen=True)
class Rename:
    """A player called `new` from here on (a misspelling put right, a nickname): the
    events before it keep `old`, the name they were said with."""

    old: str
    new: str


@dataclass(frozen=True)
class Trick:
    """One trick as played, its cards from the lead on; `lead`: who led, where the hand
    cannot tell (the first trick without a known forehand)."""

    cards: tuple[Card, ...]
    lead: str | None = None


@dataclass(frozen=True)
class Fix:
    number: int
    hand: Hand


Event = (Start | Weis | Stoeck | TricksTaken | Hand | Claim | Trick | Correction | Rename | Undo
         | Fix)


@dataclass(frozen=True, slots=True)  # slots: a season holds tens of thousands
class Entry:
    """One recorded event and when it was entered (ISO 8601)."""

    event: Event
    at: str = field(default="")


def only_added(entries: Sequence[Entry]) -> bool:
    """Whether these new entries only add to what stands: an undo, a fix or a rename
    changes what earlier lines mean (a write of them rewrites the whole file, one of the
    others may write only the file's end: file/append.py)."""
    return bool(entries) and not any(isinstance(entry.event, Undo | Fix | Rename)
                                     for entry in entries)
