"""Undo and fix: which recorded events stand, and in which order they count."""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from jass_slate.core.errors import RuleError, message
from jass_slate.core.lazy_sequence import LazySequence
from jass_slate.core.undo import NOTHING_TO_UNDO, EventError, Undo
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Correction,
    Entry,
    Fix,
    Hand,
    Rename,
    Start,
)
from jass_slate.language.i18n import N_


def resolve(entries: Sequence[Entry]) -> list[tuple[int, Entry]]:
    """The events that stand after undos and fixes, each with its index in the record."""
    order, fixed = standing_order(entries)
    return [(index, fixed.get(index) or entries[index]) for index in order]


def standing_order(entries: Sequence[Entry], read: Callable[[int], Entry] | None = None
                   ) -> tuple[Sequence[int], dict[int, Entry]]:
    """The indices of the events that stand, in the order they count, and the entries
    that fixes put in place of hands (by the fix's index): lean enough for a season.
    `read` gives the whole entry of a hand a fix replaces, where `entries` say only the
    kind of each event (the one pass over a record: games/schieber/file/one_pass.py)."""
    standing, has_fixes = not_undone(entries)
    return _apply_fixes(entries, standing, read) if has_fixes else (standing, {})


def claim_index(entries: Sequence[Entry], hand: int) -> int:
    """The index in the record of the claim that stands in hand `hand` (counted from 1)."""
    order, fixed = standing_order(entries)
    begun = 0
    for index in order:
        event = (fixed.get(index) or entries[index]).event
        if isinstance(event, Start | Hand):
            begun += 1
        elif begun == hand and isinstance(event, Claim):
            return index
    raise LookupError(f"no claim stands in hand {hand}")


def not_undone(entries: Sequence[Entry]) -> tuple[array[int], bool]:
    """The indices of the events no undo took back, in the order recorded (the last is
    what the next undo takes back), and whether a fix is among them."""
    standing = array("l")  # compact: one machine word an event, not an int object
    has_fixes = False
    for index, entry in enumerate(entries):
        if isinstance(entry.event, Undo):
            if not standing:
                raise EventError(index, RuleError(message(NOTHING_TO_UNDO)))
            standing.pop()
        else:
            standing.append(index)
            has_fixes = has_fixes or isinstance(entry.event, Fix)
    return standing, has_fixes


def last_standing(entries: Sequence[Entry], end: int | None = None) -> int | None:
    """The index of the event the next undo after the first `end` entries (default: all)
    takes back (None: nothing stands), told from the entries at hand when they tell it
    (a season's are not read)."""
    end = len(entries) if end is None else end
    start = entries.before if isinstance(entries, LazySequence) else 0
    if start:
        stack: list[int] = []
        for index in range(start, end):
            if isinstance(entries[index].event, Undo):
                if stack:
                    stack.pop()
            else:
                stack.append(index)
        if stack:  # the last that stands is at hand; what the undos before took is not
            return stack[-1]
    standing = not_undone(entries[:end])[0]
    return standing[-1] if standing else None


def _apply_fixes(entries: Sequence[Entry], standing: Iterable[int],
                 read: Callable[[int], Entry] | None = None
                 ) -> tuple[Sequence[int], dict[int, Entry]]:
    """A fix takes the place of all its hand's events so far (a correction after the hand
    stays, after the fix), with the time the hand was played; later ones follow the last
    hand."""
    order = array("l")
    begins: list[int] = []  # where each hand's events begin in `order`
    fixed: dict[int, Entry] = {}
    read = read or entries.__getitem__
    for index in standing:
        event = entries[index].event
        if isinstance(event, Start | Hand):
            begins.append(len(order))
            order.append(index)
        elif isinstance(event, Fix):
            number = event.number
            if not 1 <= number <= len(begins):
                raise EventError(index, RuleError(
                    message(N_("there is no hand {number} to fix"), number=number),
                    value=number))
            begin = begins[number - 1]
            end = begins[number] if number < len(begins) else len(order)
            old = fixed.get(order[begin]) or read(order[begin])
            forehand = event.hand.forehand or getattr(old.event, "forehand", None)
            hand = replace(event.hand, fixed=True, forehand=forehand)
            fixed[index] = Entry(hand, old.at)  # the hand keeps the time it was played
            # A correction or a rename written after the hand stays where it was, after its fix.
            kept = [i for i in order[begin + 1:end]
                    if type(entries[i].event) in (Correction, Rename)]
            order[begin:end] = array("l", [index, *kept])
            for later in range(number, len(begins)):  # fixes are mostly of recent hands
                begins[later] -= end - begin - 1 - len(kept)
        else:
            order.append(index)
    return order, fixed




# --- where an undo or a fix changes the order ---------------------------------------------
# An undo or a fix changes what stands from one place in the order on; the slate before
# that place is the same before and after it, so it is replayed once
# (games/schieber/scoring/slate.py).


def change_position(entries: Sequence[Entry], change: Undo | int) -> int | None:
    """Where in the order of what stands an undo (`Undo()`) or a fix of hand `change`
    recorded after these entries changes it: the events before stand as they were. None:
    nothing to undo, or no such hand."""
    standing, has_fixes = not_undone(entries)
    if isinstance(change, Undo):
        if not standing:
            return None
        taken_back = entries[standing[-1]].event
        if not isinstance(taken_back, Fix):  # the last in the order: it goes
            return (len(_apply_fixes(entries, standing)[0]) if has_fixes else len(standing)) - 1
        change = taken_back.number  # what the fix replaced stands again in its place
    order, fixed = _apply_fixes(entries, standing) if has_fixes else (standing, {})
    begun = 0
    for position, index in enumerate(order):
        if isinstance((fixed.get(index) or entries[index]).event, Start | Hand):
            begun += 1
            if begun == change:
                return position
    return None
