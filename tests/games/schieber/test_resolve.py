"""The lean undo-and-fix resolution gives what the straightforward one gave."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.teams import Team
from jass_slate.core.undo import EventError, Undo
from jass_slate.games.schieber.scoring.events import (
    Entry,
    Event,
    Fix,
    Hand,
    Start,
    Stoeck,
    Tricks,
    Weis,
    WeisCall,
)
from jass_slate.games.schieber.scoring.resolve import resolve


def reference(entries: Sequence[Entry]) -> list[tuple[int, Entry]]:
    """Undos, then every hand as a list of its events, a fix replacing its hand's list."""
    standing: list[int] = []
    for index, entry in enumerate(entries):
        if isinstance(entry.event, Undo):
            if not standing:
                raise EventError(index, RuleError("nothing to undo"))
            standing.pop()
        else:
            standing.append(index)
    return _groups(entries, standing)


def _groups(entries: Sequence[Entry], standing: Iterable[int]) -> list[tuple[int, Entry]]:
    loose: list[tuple[int, Entry]] = []
    hands: list[list[tuple[int, Entry]]] = []
    for index in standing:
        entry = entries[index]
        event = entry.event
        if isinstance(event, Start | Hand):
            hands.append([(index, entry)])
        elif isinstance(event, Fix):
            if not 1 <= event.number <= len(hands):
                raise EventError(index, RuleError(f"there is no hand {event.number} to fix"))
            old = hands[event.number - 1][0][1]  # the hand keeps the time it was played
            forehand = event.hand.forehand or getattr(old.event, "forehand", None)
            fixed = replace(event.hand, fixed=True, forehand=forehand)
            hands[event.number - 1] = [(index, Entry(fixed, old.at))]
        elif hands:
            hands[-1].append((index, entry))
        else:
            loose.append((index, entry))
    return loose + [item for hand in hands for item in hand]


HAND = Hand(Contract.HEARTS, Tricks((100, 57)))
events: st.SearchStrategy[Event] = st.one_of(
    st.sampled_from([Start(Contract.CLUBS, forehand="Anna"), Start(Contract.SPADES), HAND,
                     Weis(WeisCall(Team.ONE, (20,))), Stoeck(Team.TWO), Undo()]),
    st.builds(Fix, st.integers(0, 6), st.sampled_from([HAND, replace(HAND, forehand="Cla")])),
)


def outcome(how: object, entries: list[Entry]) -> object:
    try:
        return how(entries)  # type: ignore[operator]
    except EventError as error:
        return ("refused", error.index, str(error))


@given(st.lists(events, max_size=30))
def test_same_events_in_the_same_order(said: list[Event]) -> None:
    entries = [Entry(event, f"t{n}") for n, event in enumerate(said)]
    assert outcome(resolve, entries) == outcome(reference, entries)
