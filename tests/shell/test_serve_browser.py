"""`serve` in a real browser: headless Chromium (Debian's chromium and chromium-driver)
driven by Selenium. A hand recorded from the CLI shows on the open page by itself, in a
Schieber, a Coiffeur and a Differenzler (whose hidden calls the page never shows); with
--lan, a request without the token gets nothing.

Skipped, with the reason, when Selenium (the `browser` extra) or Chromium is missing.
With JASS_SLATE_SCREENSHOTS=FOLDER the desktop and phone screenshots are kept there
(docs/pictures holds the ones docs/sharing.md shows).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.teams import make_teams
from jass_slate.games.schieber.file.session import create, editing, save
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.table.demo import DEMO_HANDS, TEAMS
from tests.cli_tools import HANG_SECONDS, JASS, ok
from tests.shell.test_serve import start_serve
from tests.shell.test_serve_games import COIFFEUR, DIFFERENZLER

pytestmark = pytest.mark.slow

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
LAST = DEMO_HANDS[12]  # the hand that decides the demo's game: obenabe, 96, Weis 50 and 20
LAST_WORDS = ("obenabe", "--points", "1=96", "--weis", "1=50,20")
SCREENS = {"desktop": (1100, 1900), "phone": (390, 1500)}


def browser() -> Any:
    """Headless Chromium through Selenium, or a skip that says what is missing."""
    webdriver = pytest.importorskip(
        "selenium.webdriver", reason="Selenium is not installed: pip install "
        "'jass-slate[browser]'")
    if CHROMIUM is None or DRIVER is None:
        pytest.skip("no Chromium: apt-get install chromium chromium-driver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--disable-dev-shm-usage"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)


@pytest.fixture
def demo_file(session_file: Path) -> Path:
    """The demo evening up to the hand before the one that decides its game."""
    create(session_file, preset("classic"), make_teams(TEAMS, None, "Anna"), force=True)
    with editing(session_file) as session:
        for event in DEMO_HANDS[:12]:
            session.record(event)
        save(session)
    return session_file


@pytest.fixture
def driver() -> Iterator[Any]:
    opened = browser()
    yield opened
    opened.quit()


def stop(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGINT)
    process.communicate(timeout=HANG_SECONDS)
    assert process.returncode == 0


def totals(driver: Any) -> str:
    """The totals the page shows, read in one step in the page: the page redraws itself, so
    an element found first and read after may be gone by then."""
    return str(driver.execute_script(
        "const shown = document.querySelector('p.totals');"
        "return shown === null ? '' : shown.getAttribute('data-totals');"))


def first_row(driver: Any, text: str = "") -> list[str]:
    """The cells of the page's first row of hands or cells (the first holding `text`), read
    in one step in the page."""
    return list(driver.execute_script(
        "const rows = Array.from(document.querySelectorAll('.history tbody tr'))"
        "  .filter(row => row.textContent.includes(arguments[0]));"
        "return rows.length === 0 ? [] : Array.from(rows[0].cells, cell => cell.textContent);",
        text))


def until_shown(driver: Any, wanted: str) -> None:
    """Wait for the page to show the totals `wanted` (bounded only by HANG_SECONDS: this
    measures no speed)."""
    seen = time.monotonic()
    while totals(driver) != wanted and time.monotonic() - seen < HANG_SECONDS:
        time.sleep(0.05)
    assert totals(driver) == wanted


def record(path: Path, *words: str) -> None:
    """A command run in another process, as at another terminal."""
    done = subprocess.run([*JASS, "-f", str(path), *words], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr


def keep_screens(driver: Any, name: str) -> None:
    folder = os.environ.get("JASS_SLATE_SCREENSHOTS")
    if not folder:
        return
    for screen, (width, height) in SCREENS.items():
        driver.set_window_size(width, height)
        time.sleep(0.3)
        driver.save_screenshot(str(Path(folder) / f"{name}-{screen}.png"))


def test_the_page_shows_a_recorded_hand(demo_file: Path, driver: Any) -> None:
    """The page shows a hand recorded in another terminal by itself; how soon (within a
    second of its poll on an idle machine) is printed, not asserted: a busy machine may take
    longer."""
    process, said = start_serve(demo_file)
    try:
        url = next(word for word in said.split() if word.startswith("http://"))
        driver.set_window_size(*SCREENS["desktop"])
        driver.get(url)
        assert totals(driver) == "2470 – 2862"
        assert "Anna & Beat against Cla & Dora" in driver.title
        recorded = subprocess.run(
            [sys.executable, "-m", "jass_slate", "-f", str(demo_file), "hand", *LAST_WORDS],
            capture_output=True, text=True, check=False)
        assert recorded.returncode == 0, recorded.stderr
        seen = time.monotonic()
        while totals(driver) != "2968 – 3045" and time.monotonic() - seen < HANG_SECONDS:
            time.sleep(0.05)
        waited = time.monotonic() - seen
        assert totals(driver) == "2968 – 3045", f"not shown after {waited:.2f} s"
        print(f"the recorded hand showed after {waited:.2f} s")
        keep_screens(driver, "live-page")
    finally:
        stop(process)


def test_lan_without_the_token_gets_nothing(demo_file: Path, driver: Any) -> None:
    process, said = start_serve(demo_file, "--lan")
    try:
        url = next(word for word in said.split() if "?t=" in word)
        port = url.split(":")[2].split("/")[0]
        local = f"http://127.0.0.1:{port}/"
        for without in (local, local + "state", local + "slate.svg", local + "?t=guess"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(without, timeout=HANG_SECONDS)
            assert refused.value.code == 404 and refused.value.read() == b""
        driver.get(local)  # Chromium shows its own page for an empty 404: none of ours
        from selenium.webdriver.common.by import By

        assert driver.find_elements(By.CSS_SELECTOR, ".totals, .slate, .history") == []
        assert "against" not in driver.title and "2470" not in driver.page_source
        driver.get(local + "?t=" + url.split("?t=")[1])
        assert totals(driver) == "2470 – 2862"
    finally:
        stop(process)


def test_a_coiffeur_page_shows_a_written_cell(session_file: Path, driver: Any) -> None:
    ok(*COIFFEUR)
    ok("hand", "1", "--by", "1", "--points", "80")
    process, said = start_serve(session_file)
    try:
        driver.set_window_size(*SCREENS["desktop"])
        driver.get(next(word for word in said.split() if word.startswith("http://")))
        assert totals(driver) == "80 – 0"
        assert driver.title == "Coiffeur: Anna & Beat – Cla & Dora"
        assert first_row(driver, "Shields") == ["Shields / Diamonds", "×3", "", ""]
        record(session_file, "hand", "3", "--by", "2", "--match")  # 3 × 257
        until_shown(driver, "80 – 771")
        assert first_row(driver, "Shields") == ["Shields / Diamonds", "×3", "", "Match"]
        shown = driver.find_element("tag name", "body").text
        assert "Cla & Dora leads with 771, 691 ahead" in shown
        assert "<svg" not in shown and driver.find_elements("css selector", ".slate svg")
        keep_screens(driver, "live-coiffeur")
    finally:
        stop(process)


def test_a_differenzler_page_keeps_a_hidden_call_hidden(session_file: Path,
                                                        driver: Any) -> None:
    ok(*DIFFERENZLER, "--rules", "hidden")
    ok("call", "41", "27", "0", "89", "--trump", "herz")
    process, said = start_serve(session_file)
    try:
        driver.set_window_size(*SCREENS["desktop"])
        driver.get(next(word for word in said.split() if word.startswith("http://")))
        assert totals(driver) == "0 · 0 · 0 · 0"
        assert driver.title == "Differenzler: Anna, Beat, Cla, Dora"
        assert first_row(driver) == ["1", "♥ hearts", "***", "***", "***", "***"]
        shown = driver.find_element("tag name", "body").text
        assert not re.search(r"(?<!\d)(41|27|89)(?!\d)", shown), shown
        record(session_file, "tricks", "Anna=41", "Beat=27", "Cla=0")
        until_shown(driver, "-10 · -10 · 0 · -10")  # exact hits; a correct 0 earns nothing
        assert first_row(driver) == ["1", "♥ hearts", "41/41: -10 = -10", "27/27: -10 = -10",
                                     "0/0: 0 = 0", "89/89: -10 = -10"]
        assert "Anna, Beat, Dora lead together with -10." in \
            driver.find_element("tag name", "body").text
        keep_screens(driver, "live-differenzler")
    finally:
        stop(process)
