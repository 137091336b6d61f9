"""The Büter's event lines: the lines of its module's docstring read as their events, any
event written and read back equal (Hypothesis), and a line that does not read refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import InputError
from jass_slate.games.bidding.file.bueter_lines import bueter_event_text, read_bueter_event
from jass_slate.games.bidding.scoring.bueter import BUETER, PAIR, GameBid, Hand, Refix
from tests.games.bidding.test_bueter import HANDS


@pytest.mark.parametrize(("line", "event"), [
    ("bid 2 700", GameBid(1, 700)),
    ("hand 1; factor 3; points 100; weis pair=50; stoeck bueter",
     Hand(0, 3, points=100, weis=((), (50,)), stoeck=BUETER)),
    ("hand 3; match pair", Hand(2, match=PAIR)),
    ("fix 2 1; points 57", Refix(2, Hand(0, points=57))),
    ("hand 2; points 0; weis bueter=20 50; weis pair=100",
     Hand(1, points=0, weis=((20, 50), (100,)))),
])
def test_a_line_reads_as_its_event_and_writes_back(line: str, event: object) -> None:
    assert read_bueter_event(line) == event
    assert bueter_event_text(event) == line


@given(HANDS, st.integers(1, 40))
def test_every_event_reads_back_equal(hand: Hand, number: int) -> None:
    for event in (hand, Refix(number, hand), GameBid(hand.maker, 160 + 10 * number)):
        assert read_bueter_event(bueter_event_text(event)) == event


@pytest.mark.parametrize("line", [
    "bid 2", "bid two 700", "bid 2 700; by Anna", "hand 1", "hand 1; points 50; match pair",
    "hand 1; points 50; points 60", "hand 1; points -5", "hand 1; points 50; stoeck anna",
    "hand 1; points 50; weis pair=", "hand 1; points 50; weis pair=20; weis pair=50",
    "hand 1; points 50; bid 700", "call 1; points 50", "fix x 1; points 50", "",
])
def test_a_line_that_does_not_read_is_refused(line: str) -> None:
    with pytest.raises(InputError):
        read_bueter_event(line)
