"""The Guggitaler board and history at any width: every number `show --json` and `history
--json` give is drawn whole (a table where it fits, a labelled line per part where it
does not), for 3 and 4 players at 40, 60, 80 and 120 columns, long names too."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.cli_tools import ok
from tests.games.differenzler.test_board import drawn_at, holds_in_order, numbers

WIDTHS = (40, 60, 80, 120)
NAMES = ("Anna", "Beat", "Cla", "Dora")
LONG = ("Anna-Barbara von Allmen", "Beat Zumbühl-Gisler", "Claudia Wüthrich",
        "Dorothea Stäubli")


def whole_series(names: tuple[str, ...], preset: str = "jasstafel") -> None:
    ok("new", "--game", "guggitaler", "--players", ",".join(names), "--rules", preset)
    three = len(names) == 3
    for words in ((["5", "4"] if three else ["3", "2", "4"]),
                  ["2", "5", "0"][:len(names) - 1], ["1", "0", "2"][:len(names) - 1]):
        ok("hand", *(f"{n}={w}" for n, w in zip(names, words, strict=False)))
    ok("hand", names[2])
    ok("hand", names[1])
    ok("domino", ",".join(reversed(names)))


def expected(shown: dict[str, Any], history: list[dict[str, Any]]) -> list[int]:
    """Hand by hand its number, then each player's count and score (a count of 0 is drawn
    `·` in the table, so only what was taken is looked for); then the totals. (The
    domino's line names the players in finishing order, the table in seat order.)"""
    found: list[int] = []
    for part in history:
        if "counts" in part:
            found.append(part["number"])
            for count, score in zip(part["counts"], part["scores"], strict=True):
                found += [count, score] if count else []
    return found + [p["total"] for p in shown["players"]]


@pytest.mark.parametrize("names", [NAMES, NAMES[:3], LONG, LONG[:3]])
def test_the_board_and_history_draw_every_number_whole_at_every_width(
        names: tuple[str, ...]) -> None:
    whole_series(names)
    shown = json.loads(ok("show", "--json"))
    history = json.loads(ok("history", "--json"))["hands"]
    assert shown["hands"] == len(history) == 6
    for width in WIDTHS:
        drawn = numbers(drawn_at(width, "show"))
        assert holds_in_order(drawn, expected(shown, history)), (names, width, drawn)
        domino = history[-1]
        for place, score in zip(domino["places"], domino["scores"], strict=True):
            assert holds_in_order(drawn, [place, score]), (names, width, drawn)
        told = numbers(drawn_at(width, "history"))
        assert holds_in_order(told, [p["number"] for p in history]), (names, width)


def test_a_narrow_board_is_a_labelled_line_per_part() -> None:
    whole_series(NAMES, "jassbuch")
    text = ok("show", COLUMNS="40")
    assert "Hand 2 (each heart ×2): Anna 2: 4,\n  Beat 5: 10, Cla 0: 0, Dora 2: 4." in text
    assert "Domino: Dora 1.: -25, Cla 2.: -16," in text, text


def test_the_ascii_board_and_the_swiss_words() -> None:
    whole_series(NAMES, "jassbuch")
    text = ok("show", "--ascii")
    assert text.isascii() and "each heart x2" in text
    ok("new", "--force", "--game", "guggitaler", "--players", "A1x,B,C")
