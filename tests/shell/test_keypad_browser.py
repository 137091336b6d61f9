"""The scorer's keypad in a real browser (issue 33): headless Chromium (Debian's chromium
and chromium-driver) through Selenium, on a phone's 390 CSS px. An evening entered with
real clicks on the keypad leaves the file the same words typed at the CLI leave (time
stamps masked); the page's lines are legible at arm's length.

Skipped, with the reason, when Selenium or Chromium is missing. With
JASS_SLATE_SCREENSHOTS=FOLDER the keypad and the big totals are kept there, light and
dark (docs/pictures holds the ones docs/sharing.md shows).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.cli_tools import HANG_SECONDS, SEATED
from tests.shell.keypad_tools import READ_TOKEN, WRITE_TOKEN, Writing, cli_json, masked
from tests.shell.test_keypad_record import COIFFEUR, DIFFERENZLER, new
from tests.shell.test_serve import HOSTILE
from tests.shell.test_serve_browser import browser

pytestmark = pytest.mark.slow

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True}

# The evening as tapped: (tab, [(legend, button) ...]) with the words the CLI takes for it.
# A legend of "" is the digits' pad.
SCHIEBER_TAPS: list[tuple[str, list[tuple[str, str]], list[str]]] = [
    ("Hand", [("Contract", "♥ hearts ×2"), ("Points", "Anna & Beat"), ("", "9"), ("", "5"),
              ("Weis", "Anna & Beat"), ("Weis", "–"), ("", "5"), ("", "0")],
     ["hand", "hearts", "--points", "1=95", "--weis", "1=50"]),
    ("Hand", [("Contract", "Obenabe ×3"), ("Pushed", "Pushed"), ("Match", "Cla & Dora")],
     ["hand", "obenabe", "--pushed", "--match", "2"]),
    ("Start a hand", [("Contract", "♣ clubs ×1")], ["start", "clubs"]),
    ("Weis", [("Team", "Anna & Beat"), ("", "5"), ("", "0")], ["weis", "1", "50"]),
    ("Stöck", [("Team", "Cla & Dora")], ["stoeck", "2"]),
    ("Close the hand", [("Points", "Cla & Dora"), ("", "1"), ("", "2"), ("", "0")],
     ["tricks", "--points", "2=120"]),
    ("Hand", [("Contract", "♠ spades ×1"), ("Points", "Anna & Beat"), ("", "5"), ("", "7"),
              ("Stöck", "Cla & Dora")],
     ["hand", "spades", "--points", "1=57", "--stoeck", "2"]),
    ("Undo", [], ["undo"]),
    ("Fix a hand", [("", "1"), ("Contract", "♥ hearts ×2"), ("Points", "Anna & Beat"),
                    ("Points", "–"), ("", "1"), ("", "0"), ("", "0")],
     ["fix", "1", "hearts", "--points", "1=100"]),
    *[("Hand", [("Contract", "Undenufe ×4"), ("Match", "Anna & Beat")],
       ["hand", "undenufe", "--match", "1"])] * 2,
    ("Start a hand", [("Contract", "Undenufe ×4")], ["start", "undenufe"]),
    ("Claim", [("Claims", "Anna & Beat"), ("Points taken so far", "Anna & Beat"),
               ("", "6"), ("", "0")], ["claim", "1", "--captured", "1=60"]),
]


@pytest.fixture
def driver() -> Iterator[Any]:
    opened = browser()
    opened.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    yield opened
    opened.quit()


def until(driver: Any, script: str, *arguments: Any) -> Any:
    """A script's answer once it is truthy (bounded only by HANG_SECONDS: no speed)."""
    began = time.monotonic()
    while time.monotonic() - began < HANG_SECONDS:
        found = driver.execute_script(script, *arguments)
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"never true: {script}")


TAP = """
const [legend, words] = arguments;
const pad = document.getElementById("keypad");
let scope = pad;
if (legend === "TAB") { scope = pad.querySelector("nav"); }
else if (legend === "") { scope = pad.querySelector(".digits"); }
else if (legend === "ACTIONS") { scope = pad.querySelector(".actions"); }
else {
  const [name, side] = legend.split("/");
  scope = Array.from(pad.querySelectorAll("fieldset"))
    .find(box => box.querySelector("legend").textContent === name);
  if (scope && side) {  // a number of each side: the field under that side's name
    scope = Array.from(scope.querySelectorAll("label.each"))
      .find(label => label.firstChild.textContent === side);
  }
}
if (!scope) { return false; }
const button = Array.from(scope.querySelectorAll("button"))
  .find(b => b.textContent === words);
if (!button) { return false; }
button.click();
return true;
"""
SAID = "const s = document.querySelector('#keypad .said'); return s ? s.textContent : '';"
VERDICT = "const v = document.querySelector('#keypad .verdict');" \
          "return v && v.textContent !== arguments[0] ? v.textContent : '';"


def tap(driver: Any, legend: str, words: str) -> None:
    """One real click on the keypad's button that says `words` (under `legend`)."""
    until(driver, TAP, legend, words)


def enter(driver: Any, tab: str, taps: list[tuple[str, str]], record: str = "Record") -> str:
    """An entry tapped on the keypad (on the tab open, where `tab` is ""); what the page
    said it would send, and the verdict line it was answered with."""
    if tab:
        tap(driver, "TAB", tab)
    for legend, words in taps:
        tap(driver, legend, words)
    shown = driver.execute_script(SAID)
    tap(driver, "ACTIONS", record)
    verdict = str(until(driver, VERDICT, "Sending…"))
    return f"{shown}\n{verdict}"


def open_keypad(driver: Any, running: Writing) -> None:
    driver.get(f"http://127.0.0.1:{running.serving.port}/w/{WRITE_TOKEN}")
    until(driver, "return document.querySelector('#keypad nav') !== null")


def test_a_schieber_evening_tapped_is_the_evening_typed(tmp_path: Path, driver: Any) -> None:
    phone, typed = tmp_path / "phone.toml", tmp_path / "typed.toml"
    new(phone, SEATED)
    new(typed, SEATED)
    running = Writing(phone)
    try:
        open_keypad(driver, running)
        for tab, taps, words in SCHIEBER_TAPS:
            said, verdict = enter(driver, tab, taps,
                                  "Undo" if tab == "Undo" else "Record").split("\n", 1)
            assert said == " ".join(words)
            code, answer, reason = cli_json(typed, words)
            assert code == 0 and verdict.startswith("Written."), (words, verdict, reason)
        shown = driver.execute_script("return document.querySelector('p.totals').dataset.totals")
    finally:
        running.stop()
    assert masked(phone.read_bytes()) == masked(typed.read_bytes())
    assert shown == " – ".join(str(team["score"]) for team in answer["teams"])
    assert answer["winner"] is not None and running.serving.failures == 0


def test_a_claim_is_tried_before_it_is_written(tmp_path: Path, driver: Any,
                                                session_file: Path) -> None:
    new(session_file, SEATED)
    running = Writing(session_file)
    try:
        open_keypad(driver, running)
        enter(driver, "Start a hand", [("Contract", "♥ hearts ×2")])
        before = session_file.read_bytes()
        tried = enter(driver, "Claim", [("Claims", "Anna & Beat"), ("", "6"), ("", "0")],
                      "Try first")
        assert session_file.read_bytes() == before
        assert tried.split("\n")[1] == ("Tried, nothing written: 0 + tricks 60×2 = 120 < "
                                        "3000: false claim by Anna & Beat, Cla & Dora win, "
                                        "Schneider")
        assert enter(driver, "", [], "Record").split("\n")[1].startswith("Written.")
    finally:
        running.stop()
    assert session_file.read_bytes() != before


@pytest.fixture
def second() -> Iterator[Any]:
    """Another phone: a browser of its own (its own storage, its own name picked)."""
    opened = browser()
    opened.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    yield opened
    opened.quit()


CALLS = [  # (page, player, call): each player types their own call on a phone
    (0, "Anna", "40"), (1, "Beat", "30"), (0, "Cla", "50"), (1, "Dora", "37")]
TYPED_CALLS = [["call", "Anna", "40", "--trump", "hearts"], ["call", "Beat", "30"],
               ["call", "Cla", "50"], ["call", "Dora", "37"],
               ["tricks", "Anna=40", "Beat=30", "Cla=50"]]


def test_hidden_calls_typed_on_two_phones_stay_hidden_until_the_hand_is_played(
        tmp_path: Path, driver: Any, second: Any) -> None:
    phone, typed = tmp_path / "phone.toml", tmp_path / "typed.toml"
    new(phone, DIFFERENZLER)
    new(typed, DIFFERENZLER)
    running = Writing(phone)
    pages = (driver, second)
    try:
        for page in pages:
            open_keypad(page, running)
        for number, (which, player, call) in enumerate(CALLS):
            page = pages[which]
            taps = [("Player", player), *[("", digit) for digit in call]]
            if number == 0:
                taps.append(("Trump", "♥ hearts"))
            said, verdict = enter(page, "Call", taps).split("\n", 1)
            assert said == "call " + " ".join(
                [player, "•••", *(["--trump", "hearts"] if number == 0 else [])])
            assert verdict.startswith("Written.") and call not in verdict
            for other in pages:  # neither page shows a call while the hand is open
                until(other, "return document.querySelectorAll('#live *').length > 0")
                assert call not in other.execute_script(
                    "return document.getElementById('live').textContent")
        remembered = second.execute_script(
            "return Array.from(document.querySelectorAll('#keypad fieldset button:not(.number)'))"
            ".filter(b => b.getAttribute('aria-pressed') === 'true').map(b => b.textContent)")
        assert remembered == ["Dora"]  # the name picked stays picked on that phone
        taps = [("Points/Anna", "–"), ("", "4"), ("", "0"), ("Points/Beat", "–"), ("", "3"),
                ("", "0"), ("Points/Cla", "–"), ("", "5"), ("", "0")]
        said, verdict = enter(driver, "Points of the hand", taps).split("\n", 1)
        assert said == "tricks Anna=40 Beat=30 Cla=50" and verdict.startswith("Written.")
    finally:
        running.stop()
    for words in TYPED_CALLS:
        assert cli_json(typed, words)[0] == 0
    assert masked(phone.read_bytes()) == masked(typed.read_bytes())


COIFFEUR_TAPS = [  # (page, tab, taps, the words typed)
    (0, "Hand", [("Row", "Shields / Diamonds ×3"), ("Declared by", "Anna & Beat"), ("", "8"),
                 ("", "0")], ["hand", "3", "--by", "1", "--points", "80"]),
    (1, "Hand", [("Row", "Acorns / Spades ×1"), ("Declared by", "Cla & Dora"),
                 ("Match", "Match")], ["hand", "1", "--by", "2", "--match"]),
    (0, "Undo", [], ["undo"]),
    (1, "Hand", [("Row", "Roses / Clubs ×2"), ("Declared by", "Anna & Beat"),
                 ("Row given up", "Row given up")], ["hand", "2", "--by", "1", "--scratch"]),
    (0, "Fix a cell", [("Row", "Shields / Diamonds ×3"), ("Declared by", "Anna & Beat"),
                       ("Points", "Cla & Dora"), ("", "6"), ("", "7")],
     ["fix", "3", "--by", "1", "--points", "2=67"]),
]


def test_a_coiffeur_written_on_two_phones_is_the_coiffeur_typed(
        tmp_path: Path, driver: Any, second: Any) -> None:
    phone, typed = tmp_path / "phone.toml", tmp_path / "typed.toml"
    new(phone, COIFFEUR)
    new(typed, COIFFEUR)
    running = Writing(phone)
    pages = (driver, second)
    try:
        for page in pages:
            open_keypad(page, running)
        for which, tab, taps, words in COIFFEUR_TAPS:
            said, verdict = enter(pages[which], tab, taps,
                                  "Undo" if tab == "Undo" else "Record").split("\n", 1)
            assert said == " ".join(words) and verdict.startswith("Written."), verdict
            assert cli_json(typed, words)[0] == 0
    finally:
        running.stop()
    assert masked(phone.read_bytes()) == masked(typed.read_bytes())


LEGIBLE = """
const small = [];
for (const node of document.querySelectorAll("main *")) {
  if (node.closest("svg") || !node.offsetParent) { continue; }
  const own = Array.from(node.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
  if (own && parseFloat(getComputedStyle(node).fontSize) < 16) {
    small.push(node.tagName + ": " + node.textContent.trim().slice(0, 30)); }
}
const totals = Array.from(document.querySelectorAll("p.totals b"))
  .map(b => parseFloat(getComputedStyle(b).fontSize));
return [small, totals, document.documentElement.scrollWidth];
"""


@pytest.mark.parametrize(("start", "first"), [
    (SEATED, ["hand", "hearts", "--points", "1=95"]),
    (COIFFEUR, ["hand", "3", "--by", "1", "--points", "80"]),
    (DIFFERENZLER, ["call", "Anna", "40", "--trump", "hearts"])])
def test_every_line_is_legible_on_a_phone(tmp_path: Path, driver: Any, start: list[str],
                                          first: list[str]) -> None:
    """At 390 CSS px: the totals at least 48 px, every other line at least 16, nothing
    wider than the phone, on the scorer's page and the read-only one; the big totals
    view shows the totals alone, larger."""
    path = tmp_path / "session.toml"
    new(path, start)
    assert cli_json(path, first)[0] == 0
    running = Writing(path)
    try:
        open_keypad(driver, running)
        small, totals, width = driver.execute_script(LEGIBLE)
        keep(driver, f"keypad-{start[2] if start[1] == '--game' else 'schieber'}")
        driver.find_element("id", "big").click()
        big = driver.execute_script(
            "return [document.getElementById('keypad').offsetParent === null,"
            " parseFloat(getComputedStyle(document.querySelector('p.totals b')).fontSize)]")
        if start is SEATED:
            keep(driver, "big-totals")
        driver.get(f"http://127.0.0.1:{running.serving.port}/?t={READ_TOKEN}")
        until(driver, "return document.querySelector('p.totals') !== null")
        read_only = driver.execute_script(LEGIBLE)
    finally:
        running.stop()
    assert small == [] and width <= PHONE["width"]
    assert totals and min(totals) >= 48
    assert big[0] is True and big[1] > min(totals)
    assert read_only[0] == [] and min(read_only[1]) >= 48 and read_only[2] <= PHONE["width"]


def keep(driver: Any, name: str) -> None:
    """With JASS_SLATE_SCREENSHOTS, the page as it is now, light and dark."""
    folder = os.environ.get("JASS_SLATE_SCREENSHOTS")
    if not folder:
        return
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.save_screenshot(str(Path(folder) / f"{name}-{scheme}.png"))


def test_names_are_text_on_the_keypad_never_html(tmp_path: Path, driver: Any) -> None:
    """Team names that look like HTML are shown as they were typed, on the buttons and in
    the verdict line, and nothing in them runs."""
    path = tmp_path / "hostile.toml"
    new(path, ["new", "--team", HOSTILE[0], "--team", HOSTILE[1]])
    running = Writing(path)
    try:
        open_keypad(driver, running)
        said, verdict = enter(driver, "Hand", [("Contract", "♥ hearts ×2"),
                                                ("Points", HOSTILE[0]), ("", "9"),
                                                ("", "5")]).split("\n", 1)
        shown = driver.execute_script(
            "return [Array.from(document.querySelectorAll('#keypad button'))"
            ".map(b => b.textContent), document.querySelectorAll('script').length,"
            " document.querySelectorAll('#keypad b, #keypad i, #keypad script').length]")
    finally:
        running.stop()
    assert said == "hand hearts --points 1=95"
    assert verdict.startswith("Written. ") and HOSTILE[0] in verdict and HOSTILE[1] in verdict
    assert HOSTILE[0] in shown[0] and HOSTILE[1] in shown[0]
    assert shown[1:] == [2, 0]  # the page's words and its script; nothing of the names
