"""`serve` of a Coiffeur and of a Differenzler: the same server, paths and token as
Schieber's, each game's page (its chalk picture as its export draws it, its totals, who
leads, its cells or hands as text), names as text, and a hidden call never shown."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import urllib.request
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.cli_tools import HANG_SECONDS, JASS, ok, refused
from tests.shell.test_serve import HOSTILE, Running, start_serve, state

COIFFEUR = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"]
DIFFERENZLER = ["new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora"]
NEW = {"coiffeur": COIFFEUR, "differenzler": DIFFERENZLER}
SECRET = ("41", "27", "89")  # hand 2's hidden calls (with Cla's 0): numbers seen nowhere else


@pytest.fixture
def coiffeur(session_file: Path) -> Iterator[Running]:
    ok(*COIFFEUR)
    running = Running(session_file, None)
    yield running
    running.stop()
    assert running.serving.failures == 0


@pytest.fixture
def differenzler(session_file: Path) -> Iterator[Running]:
    ok(*DIFFERENZLER)
    running = Running(session_file, None)
    yield running
    running.stop()
    assert running.serving.failures == 0


def page_of(running: Running) -> str:
    status, body = running.get("/")
    assert status == 200
    return body.decode()


def picture_of(running: Running) -> str:
    status, body = running.get("/slate.svg")
    assert status == 200
    return body.decode()


def test_a_coiffeur_page_follows_a_written_cell(coiffeur: Running) -> None:
    page = page_of(coiffeur)
    assert "<title>Coiffeur: Anna &amp; Beat – Cla &amp; Dora</title>" in page
    assert 'data-totals="0 – 0"' in page and "No cell written yet" in page
    before = state(coiffeur)
    ok("hand", "3", "--by", "1", "--points", "100")  # ×3: 300
    after = state(coiffeur)
    content = str(after["content"])
    assert after["stamp"] != before["stamp"] and after["stale"] is False
    assert 'data-totals="300 – 0"' in content
    assert "Anna &amp; Beat leads with 300, 300 ahead" in content
    assert ('<tr><td class="word">Shields / Diamonds</td><td>×3</td><td>100</td><td></td>'
            "</tr>") in content
    assert "Cla &amp; Dora: 0 now, at best 9252, at worst 0" in content
    assert picture_of(coiffeur) == ok("export", "--format", "svg")  # the export's picture
    assert picture_of(coiffeur).split("\n", 1)[1] in content  # and on the page


def test_a_coiffeur_page_says_who_has_won(coiffeur: Running) -> None:
    for row in range(1, 9):
        ok("hand", str(row), "--by", "1", "--match")
        ok("hand", str(row), "--by", "2", "--scratch")
    content = str(state(coiffeur)["content"])
    assert "Anna &amp; Beat wins the Coiffeur" in content
    assert "leads with" not in content
    assert '<tr><td class="word">Undenufe</td><td>×6</td><td>Match</td><td>✗ 0</td></tr>' \
        in content


def test_a_differenzler_page_follows_a_recorded_hand(differenzler: Running) -> None:
    page = page_of(differenzler)
    assert "<title>Differenzler: Anna, Beat, Cla, Dora</title>" in page
    assert 'data-totals="0 · 0 · 0 · 0"' in page and "No hand played yet." in page
    before = state(differenzler)
    ok("hand", "hearts", "--call", "40,25,30,62", "--points", "Anna=38,Beat=25,Cla=30")
    after = state(differenzler)
    content = str(after["content"])
    assert after["stamp"] != before["stamp"] and after["stale"] is False
    assert 'data-totals="2 · 0 · 0 · 2"' in content
    assert "Beat, Cla lead together with 0." in content
    assert ("<tr><td>1</td><td class=\"word\">♥ hearts</td><td>40/38: 2 = 2</td>"
            "<td>25/25: 0 = 0</td><td>30/30: 0 = 0</td><td>62/64: 2 = 2</td></tr>") in content
    assert picture_of(differenzler) == ok("export", "--format", "svg")
    assert picture_of(differenzler).split("\n", 1)[1] in content


DRAWING = frozenset({  # where a thing is drawn and how, not what it says
    "x", "y", "x1", "y1", "x2", "y2", "width", "height", "viewbox", "rx", "font-size",
    "stroke-width", "opacity", "points", "offset", "d", "cx", "cy", "r", "transform",
    "stroke-dasharray", "style"})


class Said(HTMLParser):
    """Every text a page or a picture says, and every attribute value that is not a
    coordinate or a style (a number drawn is text; an x="141.5" is not)."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.said: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.said += [value for name, value in attrs
                      if value is not None and name not in DRAWING]

    def handle_data(self, data: str) -> None:
        self.said.append(data)


def shown_numbers(html: str) -> set[str]:
    return set(re.findall(r"(?<![\d.])\d+(?![\d.])", " ".join(Said(html).said)))


@pytest.fixture
def hidden(session_file: Path) -> Iterator[Running]:
    """A Differenzler of hidden calls, served."""
    ok(*DIFFERENZLER, "--rules", "hidden")
    running = Running(session_file, None)
    yield running
    running.stop()
    assert running.serving.failures == 0


def test_a_hidden_call_is_never_on_the_page_the_news_or_the_picture(hidden: Running) -> None:
    ok("hand", "hearts", "--call", "40,25,0,92", "--points", "Anna=38,Beat=25,Cla=0")
    ok("call", "41", "27", "0", "89", "--trump", "herz")
    differenzler = hidden
    news = differenzler.get("/state")[1].decode()
    shown = {"page": page_of(differenzler), "state": str(json.loads(news)["content"]),
             "picture": picture_of(differenzler)}
    for where, html in shown.items():
        assert not shown_numbers(html) & set(SECRET), where
        drawn = 4 if where == "picture" else 8  # each call written, on the slate and below
        assert html.count("***") == drawn, where
    assert not any(secret in news for secret in ("/41", "41/", ">41<", ">89<", ">27<"))
    ok("tricks", "Anna=41", "Beat=27", "Cla=0")  # played: the calls are the hand's now
    content = str(state(differenzler)["content"])
    assert set(SECRET) <= shown_numbers(content) and "41/41: -10" in content
    assert "***" not in content


@pytest.mark.parametrize("game", ["coiffeur", "differenzler"])
def test_without_the_token_nothing_of_the_game_is_served(session_file: Path,
                                                         game: str) -> None:
    ok(*NEW[game])
    running = Running(session_file, "s3cret-token")
    try:
        for target in ("/", "/state", "/slate.svg", "/?t=wrong", "/state?t=s3cret-toke",
                       "/slate.svg?t=s3cret-token-and-more"):
            assert running.get(target) == (404, b""), target
        status, body = running.get("/?t=s3cret-token")
        assert status == 200 and b'fetch("/state?t=s3cret-token"' in body
        assert b"Anna" in body
        assert running.get("/state?t=s3cret-token")[0] == 200
        assert running.get("/slate.svg?t=s3cret-token")[1].startswith(b"<?xml")
    finally:
        running.stop()
    assert running.serving.failures == 0


def names_shown(game: str) -> list[str]:
    """A session of `game` whose names are markup, with a cell or a hand recorded."""
    if game == "coiffeur":
        ok("new", "--game", "coiffeur", "--team", HOSTILE[0], "--team", HOSTILE[1])
        ok("hand", "1", "--by", "1", "--points", "80")
        return list(HOSTILE)
    players = [HOSTILE[0], HOSTILE[1], "Cla"]
    ok("new", "--game", "differenzler", "--players", ",".join(players))
    ok("call", "40", "25", "92", "--trump", "hearts")
    ok("tricks", "38", "25", "94")
    return players


@pytest.mark.parametrize("game", ["coiffeur", "differenzler"])
def test_names_are_text_and_no_path_is_shown(session_file: Path, game: str) -> None:
    from tests.shell.test_serve import Texts

    names = names_shown(game)
    running = Running(session_file, None)
    try:
        answers = [running.get(target)[1].decode() for target in ("/", "/state", "/slate.svg")]
    finally:
        running.stop()
    page, news, picture = answers
    content = str(json.loads(news)["content"])
    for html in (page, content, picture):
        assert "<script>alert" not in html
        parsed = Texts()
        parsed.feed(html)
        assert parsed.elements.count("script") == (1 if html is page else 0)  # ours alone
        assert "bold" not in parsed.elements
        for name in names:
            assert any(name in shown for shown in parsed.texts), (name, html[:200])
    for body in answers:
        assert str(session_file.parent) not in body and "jass.toml" not in body
        assert os.path.expanduser("~") not in body
    assert "http://" not in page.replace("http://www.w3.org/2000/svg", "")  # nothing fetched


def test_a_broken_coiffeur_file_leaves_the_last_good_state(coiffeur: Running,
                                                          session_file: Path) -> None:
    ok("hand", "3", "--by", "1", "--points", "100")
    good = state(coiffeur)
    kept = session_file.read_bytes()
    session_file.write_bytes(kept.replace(b"hand ", b"hnad "))
    broken = state(coiffeur)
    assert broken["stale"] is True and broken["content"] == good["content"]
    session_file.write_bytes(kept)
    ok("hand", "3", "--by", "2", "--points", "50")
    assert 'data-totals="300 – 150"' in str(state(coiffeur)["content"])


# --- the command ------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "said"), [
    ("coiffeur", "Serve the Coiffeur slate, the totals and the cells as a live, read-only"),
    ("differenzler", "Serve the board, the totals and the hands as a live, read-only web"),
])
def test_serve_is_a_command_of_the_game_with_its_help(session_file: Path, game: str,
                                                      said: str) -> None:
    ok(*NEW[game])
    shown = " ".join(ok("serve", "--help").split())
    assert said in shown and "--lan" in shown and "--port N" in shown
    assert "serve" in " ".join(ok("--help").split())


@pytest.mark.parametrize(("game", "said"), [
    ("coiffeur", "Die Coiffeur-Tafel, die Totale und die Zellen als live, nur lesbare"),
    ("differenzler", "eine verdeckte Ansage bleibt `***`, bis ihr Spiel gespielt ist."),
])
def test_the_help_is_said_in_the_table_s_language(session_file: Path, game: str,
                                                  said: str) -> None:
    """In a process of its own: the help is translated when its module is loaded, which
    this test process did long ago in English."""
    ok(*NEW[game])
    done = subprocess.run([*JASS, "--lang", "de", "serve", "--help"], capture_output=True,
                          text=True, check=False, timeout=HANG_SECONDS)
    assert done.returncode == 0, done.stderr
    assert said in " ".join(done.stdout.split())


@pytest.mark.parametrize("game", ["coiffeur", "differenzler"])
def test_serve_runs_in_a_session_of_the_game(session_file: Path, game: str) -> None:
    ok(*NEW[game])
    process, said = start_serve(session_file)
    try:
        url = next(word for word in said.split() if word.startswith("http://"))
        with urllib.request.urlopen(url, timeout=HANG_SECONDS) as answer:
            page = answer.read().decode()
        assert f"<title>{game.title()}: Anna" in page and "<svg" in page
    finally:
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=HANG_SECONDS)
    assert process.returncode == 0 and err == ""
    assert out == "Stopped serving the slate.\n"


def test_serve_refuses_a_broken_file_of_the_game(session_file: Path) -> None:
    ok(*COIFFEUR)
    ok("hand", "3", "--by", "1", "--points", "100")
    session_file.write_bytes(session_file.read_bytes().replace(b"hand ", b"hnad "))
    said = refused(session_file, "serve", "--port", "0", code=3)
    assert said.startswith("jass-slate: ")
