"""The keypads of the games added beside the keypad (issue 33), in headless Chromium on a
phone's 390 CSS px with real clicks (tests/shell/test_keypad_browser.py's tools): what is
tapped is sent as the words the CLI takes (a repeatable option said before each player's
points or Weis, a negative number), and leaves the file those words typed leave (time
stamps masked); the Guggitaler's form follows the hand being played, and turns to the
domino once the five hands are in; every line is legible on the phone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.shell.keypad_tools import Writing, cli_json, masked
from tests.shell.test_keypad_browser import LEGIBLE, PHONE, driver, enter, open_keypad, until
from tests.shell.test_keypad_record import new

pytestmark = pytest.mark.slow
__all__ = ["driver"]  # the fixture, taken from the Schieber's browser tests

GUGGITALER = ["new", "--game", "guggitaler", "--players", "Anna,Beat,Cla,Dora"]
TWOPLAYER = ["new", "--game", "twoplayer", "--players", "Anna,Beat"]
MOLOTOW = ["new", "--game", "molotow", "--players", "Anna,Beat,Cla,Dora"]
BOARD = ["new", "--game", "board", "--players", "Anna,Beat,Cla"]
FOUR_HANDS = [["hand", "Anna=3", "Beat=2", "Cla=4"], ["hand", "Anna=2", "Beat=5", "Cla=0"],
              ["hand", "Anna=1", "Beat=0", "Cla=2"], ["hand", "Cla"]]

# (start, words typed into both files first, [(tab, taps, the words the CLI takes)])
EVENINGS: dict[str, tuple[list[str], list[list[str]],
                          list[tuple[str, list[tuple[str, str]], list[str]]]]] = {
    "twoplayer": (TWOPLAYER, [], [
        ("Hand", [("Trump", "♥ hearts"), ("Took the game on", "Anna"),
                  ("Points/Anna", "–"), ("", "9"), ("", "5"), ("Points/Beat", "–"),
                  ("", "6"), ("", "7"), ("Weis", "Beat"), ("Weis", "–"), ("", "5"),
                  ("", "0"), ("Stöck", "Anna")],
         ["hand", "hearts", "--taker", "Anna", "--points", "Anna=95", "--points", "Beat=67",
          "--weis", "Beat=50", "--stoeck", "Anna"]),
        ("Undo", [], ["undo"])]),
    "molotow": (MOLOTOW, [], [  # two players' Weis from their hands, each tapped
        ("Hand", [("Trump", "♦ diamonds"), ("Points/Anna", "–"), ("", "4"), ("", "0"),
                  ("Points/Beat", "–"), ("", "1"), ("", "1"), ("Points/Cla", "–"),
                  ("", "8"), ("", "6"), ("Weis in a hand", "Anna"), ("", "2"), ("", "0"),
                  ("Weis in a hand", "Dora"), ("", "1"), ("", "0"), ("", "0")],
         ["hand", "diamonds", "Anna=40", "Beat=11", "Cla=86", "--hand-weis", "Anna=20",
          "--hand-weis", "Dora=100"])]),
    "board": (BOARD, [], [  # a negative number: ± on the pad
        ("Hand", [("Points/Anna", "–"), ("", "3"), ("", "0"), ("Points/Beat", "–"),
                  ("", "±"), ("", "2"), ("", "0"), ("Points/Cla", "–"), ("", "5")],
         ["hand", "Anna=30", "Beat=-20", "Cla=5"])]),
    "guggitaler": (GUGGITALER, FOUR_HANDS, [
        ("Hand", [("the last trick/Beat", "–"), ("", "1")], ["hand", "Beat=1"]),
        ("Domino", [("Place 1", "Dora"), ("Place 2", "Anna"), ("Place 3", "Cla")],
         ["domino", "Dora", "Anna", "Cla"]),
        ("Fix the domino", [("Place 1", "Anna"), ("Place 2", "Dora"), ("Place 3", "Cla")],
         ["fix", "6", "Anna", "Dora", "Cla"])]),
}


@pytest.mark.parametrize("game", sorted(EVENINGS))
def test_an_evening_tapped_is_the_evening_typed(tmp_path: Path, driver: Any,
                                                game: str) -> None:
    start, typed_first, taps = EVENINGS[game]
    phone, typed = tmp_path / "phone.toml", tmp_path / "typed.toml"
    for path in (phone, typed):
        new(path, start)
        for words in typed_first:
            assert cli_json(path, words)[0] == 0
    running = Writing(phone)
    try:
        open_keypad(driver, running)
        for tab, tapped, words in taps:
            said, verdict = enter(driver, tab, tapped,
                                  "Undo" if tab == "Undo" else "Record").split("\n", 1)
            assert said == " ".join(words)
            code, _, reason = cli_json(typed, words)
            assert code == 0 and verdict.startswith("Written."), (words, verdict, reason)
        small, totals, width = driver.execute_script(LEGIBLE)
    finally:
        running.stop()
    assert masked(phone.read_bytes()) == masked(typed.read_bytes())
    assert small == [] and min(totals) >= 48 and width <= PHONE["width"]
    assert running.serving.failures == 0


def test_the_guggitalers_form_is_the_hand_being_played(tmp_path: Path, driver: Any) -> None:
    path = tmp_path / "jass.toml"
    new(path, GUGGITALER)
    running = Writing(path)
    try:
        open_keypad(driver, running)
        legend = "return document.querySelector('#keypad fieldset legend').textContent"
        first = driver.execute_script(legend)
        enter(driver, "Hand", [("each trick/Anna", "–"), ("", "3"), ("each trick/Beat", "–"),
                               ("", "2"), ("each trick/Cla", "–"), ("", "4")])
        until(driver, legend + " === 'each heart'")
    finally:
        running.stop()
    assert first == "each trick"
