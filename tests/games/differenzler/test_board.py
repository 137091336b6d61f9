"""The Differenzler board and history at any width: every number `show --json` and
`history --json` give is drawn whole (a table where it fits, a labelled line per hand where
it does not), for 3 to 8 players at 40, 60, 80 and 120 columns."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

import pytest
from rich.cells import cell_len

from tests.cli_tools import ok

PLAYERS = ("Anna", "Beat", "Cla", "Dora", "Emil", "Fritz", "Gina", "Hans")  # no digits
WIDTHS = (40, 60, 80, 120)
TRUMPS = ("hearts", "ecken", "schaufel")


def play_three_hands(count: int) -> None:
    """Three hands of calls and points that differ from player to player, then an open
    hand with two calls said."""
    names = PLAYERS[:count]
    ok("new", "--game", "differenzler", "--players", ",".join(names), "--rules", "open")
    for hand, trump in enumerate(TRUMPS):
        points = [(23 * seat + 37 * hand + 7) % (157 // count) for seat in range(count - 1)]
        points.append(157 - sum(points))  # the player left out takes the rest
        calls = [max(0, p + (seat * 7 + hand * 5) % 19 - 9) for seat, p in enumerate(points)]
        said = ",".join(f"{n}={p}" for n, p in zip(names[:-1], points, strict=False))
        ok("hand", trump, "--call", ",".join(map(str, calls)), "--points", said)
    ok("call", names[0], "41", "--trump", "herz")
    ok("call", names[1], "113")


def numbers(text: str) -> list[int]:
    return [int(found) for found in re.findall(r"-?\d+", text)]


def holds_in_order(drawn: list[int], expected: Sequence[int]) -> bool:
    """Whether `expected` can be read in `drawn`, in its order (other numbers between)."""
    rest = iter(drawn)
    return all(any(number == wanted for number in rest) for wanted in expected)


def drawn_at(width: int, *command: str) -> str:
    text = ok(*command, COLUMNS=str(width))
    assert "…" not in text, text  # nothing cut
    assert max(cell_len(line) for line in text.splitlines()) <= width, text
    return text


def board_numbers(shown: dict[str, Any], hands: list[dict[str, Any]]) -> list[int]:
    """Hand by hand its number, then each player's call, points and what it wrote; then
    the totals."""
    expected = []
    for hand in hands:
        expected.append(hand["number"])
        for figures in zip(hand["calls"], hand["points"], hand["scores"], strict=True):
            expected += figures
    return expected + [player["total"] for player in shown["players"]]


@pytest.mark.parametrize("count", range(3, 9))
def test_the_board_draws_every_number_whole_at_every_width(count: int) -> None:
    play_three_hands(count)
    shown = json.loads(ok("show", "--json"))
    hands = json.loads(ok("history", "--json"))["hands"]
    assert shown["hands"] == len(hands) == 3
    open_hand = [shown["hands"] + 1, *(c for c in shown["open"]["calls"] if c is not None)]
    assert open_hand == [4, 41, 113]
    for width in WIDTHS:
        drawn = numbers(drawn_at(width, "show"))
        assert holds_in_order(drawn, board_numbers(shown, hands)), (count, width, drawn)
        assert holds_in_order(drawn, open_hand), (count, width, drawn)


@pytest.mark.parametrize("count", range(3, 9))
def test_the_history_draws_every_number_whole_at_every_width(count: int) -> None:
    play_three_hands(count)
    hands = json.loads(ok("history", "--json"))["hands"]
    expected: list[int] = []
    totals = [0] * count
    for hand in hands:
        expected.append(hand["number"])
        for seat, figures in enumerate(zip(hand["calls"], hand["points"], hand["scores"],
                                           strict=True)):
            totals[seat] += figures[2]
            expected += [*figures, totals[seat]]
    for width in WIDTHS:
        drawn = numbers(drawn_at(width, "history"))
        assert holds_in_order(drawn, expected), (count, width, drawn)


def test_a_narrow_board_is_a_labelled_line_per_hand() -> None:
    play_three_hands(5)
    text = ok("show", COLUMNS="60")
    # |call - points| by hand: no bonus for an exact hit under `open`.
    assert text.splitlines()[2:9] == [
        "Hand 1 (♥ hearts): Anna 0/7: 7, Beat 28/30: 2, Cla 27/22: 5,",
        "  Dora 7/14: 7, Emil 84/84: 0.",
        "Hand 2 (♦ diamonds): Anna 9/13: 4, Beat 8/5: 3,",
        "  Cla 19/28: 9, Dora 18/20: 2, Emil 96/91: 5.",
        "Hand 3 (♠ spades): Anna 20/19: 1, Beat 19/11: 8, Cla 0/3: 3,",
        "  Dora 29/26: 3, Emil 89/98: 9.",
        "Totals: Anna 12, Beat 13, Cla 17, Dora 12, Emil 14."]
    assert "Hand 4 (♥ hearts): Anna 41, Beat 113; to call: Cla, Dora, Emil." in \
        text.replace("\n", " ").replace("  ", " ")
