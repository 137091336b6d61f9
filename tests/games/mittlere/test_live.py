"""`serve` and `watch` of a Mittlere: the same server, paths and token as every game's; its
page (the chalk picture as `export --format svg` draws it, the totals, who leads, the
hands as text) follows a hand written, and names are text everywhere."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli_tools import ok
from tests.shell.test_serve import HOSTILE, Running, state

NEW = ["new", "--game", "mittlere", "--players", "Anna,Beat,Cla"]


@pytest.fixture
def mittlere(session_file: Path) -> Iterator[Running]:
    ok(*NEW)
    running = Running(session_file, None)
    yield running
    running.stop()
    assert running.serving.failures == 0


def test_a_mittlere_page_follows_a_written_hand(mittlere: Running) -> None:
    status, body = mittlere.get("/")
    assert status == 200 and "<title>Mittlere: Anna, Beat, Cla</title>" in body.decode()
    ok("hand", "Anna=70", "Beat=50")
    ok("hand", "--void")
    content = str(state(mittlere)["content"])
    assert "Anna, Cla lead together with +1." in content
    assert "70 I = +1" in content and "50 00 = -2" in content  # the hands as text
    assert "void: no trump was fixed, not counted" in content
    assert '<th class="wide word">rule</th>' in content  # the rule column: not on a phone
    status, picture = mittlere.get("/slate.svg")
    assert status == 200 and b'data-rule="void"' in picture and b"<script" not in picture


def test_names_are_text_on_the_page_and_the_picture(session_file: Path) -> None:
    ok("new", "--game", "mittlere", "--players", ",".join([HOSTILE[0], HOSTILE[1], "Cla"]))
    ok("hand", f"{HOSTILE[0]}=70", f"{HOSTILE[1]}=50")
    running = Running(session_file, None)
    try:
        answers = [running.get(target)[1].decode() for target in ("/", "/state", "/slate.svg")]
    finally:
        running.stop()
    from tests.shell.test_serve import Texts

    page, news, picture = answers
    for html in (page, str(json.loads(news)["content"]), picture):
        assert "<script>alert" not in html
        parsed = Texts()
        parsed.feed(html)
        assert parsed.elements.count("script") == (1 if html is page else 0)  # ours alone
        assert "bold" not in parsed.elements
        for name in (*HOSTILE, "Cla"):
            assert any(name in shown for shown in parsed.texts), (name, html[:200])


def test_watch_draws_the_board_as_show_does() -> None:
    from jass_slate.games.mittlere.commands.live import board_frame
    from jass_slate.render.shown import Shown

    ok(*NEW)
    ok("hand", "Anna=105", "Beat=40")
    frame = board_frame(Path("jass.toml"), ascii_=True)
    from rich.console import Console

    console = Console(width=60, record=True, color_system=None)
    console.print(Shown(frame))
    text = console.export_text()
    assert "105 00" in text and "I 0 0 2 = -2" in text
