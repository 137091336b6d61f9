"""The board and history at any width: every number `show --json` and `history --json`
give is drawn whole (a table where it fits, a labelled line per hand where it does not),
for 2 to 8 players at 40, 60, 80 and 120 columns, and a phone's 32."""

from __future__ import annotations

import json

import pytest
from rich.cells import cell_len

from tests.cli_tools import ok
from tests.games.differenzler.test_board import holds_in_order, numbers

PLAYERS = ("Anna", "Beat", "Cla", "Dora", "Emil", "Fritz", "Gina", "Hans")  # no digits
WIDTHS = (32, 40, 60, 80, 120)


def drawn_at(width: int, *command: str) -> str:
    text = ok(*command, COLUMNS=str(width))
    assert "…" not in text, text  # nothing cut
    assert max(cell_len(line) for line in text.splitlines()) <= width, text
    return text


@pytest.mark.parametrize("count", range(2, 9))
def test_every_number_is_drawn_whole_at_every_width(count: int) -> None:
    names = PLAYERS[:count]
    ok("new", "--game", "board", "--players", ",".join(names))
    for hand in range(3):
        ok("hand", *(f"{n}={(-1) ** seat * (977 * hand + 131 * seat + 12345)}"
                     for seat, n in enumerate(names)))
    shown = json.loads(ok("show", "--json"))
    hands = json.loads(ok("history", "--json"))["hands"]
    board = [n for h in hands for n in [h["number"], *h["points"]]]
    board += [p["total"] for p in shown["players"]]
    running = [n for h in hands for n in [h["number"],
                                          *[x for pair in zip(h["points"], h["totals"],
                                                              strict=True) for x in pair]]]
    for width in WIDTHS:
        assert holds_in_order(numbers(drawn_at(width, "show")), board), (count, width)
        assert holds_in_order(numbers(drawn_at(width, "history")), running), (count, width)
