"""Where a `fix` may stand in a record: after its hand is over, never where that hand is
still open. Replay puts a fix in place of its hand's events wherever it stands, so a fix
of the open hand replays; but `fix` never records one, so only a hand edit writes it:
`check` reports it, and a command refuses to write to a file that holds one
(games/schieber/file/session.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from jass_slate.core.errors import Message, message
from jass_slate.core.teams import Teams
from jass_slate.core.undo import EventError, Undo
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Entry,
    Event,
    Fix,
    Hand,
    Start,
    TricksTaken,
)
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import replay
from jass_slate.language.i18n import N_


def open_hand_fixes(rules: Rules, teams: Teams, entries: Sequence[Entry]) -> Iterator[int]:
    """The `fix` events that replace the hand still open where they stand in the record.

    `check` looks, and so does a command that writes; one that only reads does not: it
    costs a replay of the record before each fix of a hand that a Weis or Stöck may have
    ended, and the replay is well defined either way. Each standing event notes how many
    hands were begun and whether the last is still open; where that says a fix is of the
    open hand, a replay of the record before it makes sure (a Weis or Stöck that decides
    the game ends its hand without tricks)."""
    return fixes_of_open_hands(entries, lambda index, number: _open_in(
        rules, teams, entries[:index], number))


def fixes_of_open_hands(entries: Sequence[Entry], still_open_at: Callable[[int, int], bool]
                        ) -> Iterator[int]:
    """The `fix` events that may replace the hand still open where they stand, as each
    standing event's kind says (`entries` need say no more of the other events than their
    kind), each yielded where `still_open_at(index, number)` says the hand is open."""
    if not any(type(entry.event) is Fix for entry in entries):
        return
    after: list[tuple[int, bool]] = []  # (hands begun, last one open) after each event
    for index, entry in enumerate(entries):
        event = entry.event
        begun, still_open = after[-1] if after else (0, False)
        if isinstance(event, Undo):
            if after:
                after.pop()
        elif (isinstance(event, Fix) and event.number == begun and still_open
              and still_open_at(index, begun)):
            yield index  # left out: what stands after it is as if it were not there
        else:
            after.append(_hands_after(event, begun, still_open))


def _hands_after(event: Event, begun: int, still_open: bool) -> tuple[int, bool]:
    if isinstance(event, Start | Hand):
        return begun + 1, isinstance(event, Start)
    if isinstance(event, TricksTaken | Claim) or (isinstance(event, Fix)
                                                  and event.number == begun):
        return begun, False
    return begun, still_open


def _open_in(rules: Rules, teams: Teams, entries: Sequence[Entry], number: int) -> bool:
    try:
        scorer = replay(rules, teams, entries)
    except EventError:
        return False  # the record before it is broken: that is the problem to report
    return scorer.open is not None and scorer.open.number == number


def open_hand_fix(entry: Entry) -> Message:
    """What is wrong with a `fix` of the hand still open."""
    number = entry.event.number if isinstance(entry.event, Fix) else 0
    return message(N_("fix {number} stands where hand {number} is still open: only a hand "
                      "that is over can be fixed (record its tricks first)"), number=number)

