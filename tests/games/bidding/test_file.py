"""The bidding session file: its event lines read back to the events they were written
from, its head is checked, and a broken line is told with its place."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, SessionFileError
from jass_slate.file.game_file import load_game
from jass_slate.games import find_game
from jass_slate.games.bidding.file.game_file import BIDDING
from jass_slate.games.bidding.scoring.events import Bid, Refix
from tests.cli_tools import ok

EVENTS: list[object] = [
    Bid(Contract.BELLS, "Anna", 100, 112),
    Bid(Contract.ACORNS, "Cla", 60, 45, all_passed=True),
    Bid(Contract.HEARTS, "Anna & Cla", 120, 130, double=2, weis=("Beat & Dora", (50, 20)),
        stoeck="Anna & Cla"),
    Refix(3, Bid(Contract.OBENABE, "Beat", 157, 0)),
]


@pytest.mark.parametrize("event", EVENTS)
def test_every_event_line_reads_back(event: object) -> None:
    assert BIDDING.read_event(BIDDING.event_text(event)) == event


def test_the_lines_are_readable() -> None:
    assert BIDDING.event_text(EVENTS[0]) == "hand bells; by Anna; bid 100; points 112"
    assert BIDDING.event_text(EVENTS[2]) == (
        "hand hearts; by Anna & Cla; bid 120; points 130; double 2; weis Beat & Dora=50 20; "
        "stoeck Anna & Cla")
    assert BIDDING.event_text(EVENTS[3]) == "fix 3 obenabe; by Beat; bid 157; points 0"


@pytest.mark.parametrize("text", [
    "hand bells", "hand bells; by Anna; bid 100", "hand bells; by Anna; bid x; points 1",
    "hand purple; by Anna; bid 100; points 1", "hand bells; by A; bid 1; points 1; x 2",
    "hand bells; by A; bid 1; points 1; passed yes", "fix x bells; by A; bid 1; points 1",
    "hand bells; by A; bid 1; points 1; weis 50", "dance", "hand bells; by A; by B"])
def test_a_line_that_does_not_read_is_refused(text: str) -> None:
    with pytest.raises(InputError):
        BIDDING.read_event(text)


def test_registered() -> None:
    assert find_game("bidding").hooks.parse.keywords["game_file"] is BIDDING  # type: ignore[attr-defined]


def test_a_broken_file_is_told_with_its_line() -> None:
    ok("new", "--game", "bidding", "--players", "Anna,Beat,Cla")
    ok("hand", "bells", "--by", "Anna", "--bid", "100", "--points", "112")
    path = Path("jass.toml")
    text = path.read_text(encoding="utf-8")
    broken = text.replace("bid 100", "bid 105")
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(SessionFileError) as caught:
        load_game(path, BIDDING)
    line = next(n for n, said in enumerate(broken.splitlines(), 1) if "bid 105" in said)
    assert caught.value.line == line and "105 is not a bid" in str(caught.value)
    path.write_text(text.replace('"Cla",', '"Anna",'), encoding="utf-8")
    with pytest.raises(SessionFileError, match="named twice"):
        load_game(path, BIDDING)
    path.write_text(text.replace('"Cla",\n', ''), encoding="utf-8")
    with pytest.raises(SessionFileError, match="3 players"):
        load_game(path, BIDDING)
