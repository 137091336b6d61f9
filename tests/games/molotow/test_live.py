"""A Molotow in view while others record: `serve`'s page (its chalk picture as its export
draws it, the totals, who leads, the hands as text, names as text) and `watch`'s frames."""

from __future__ import annotations

from pathlib import Path

from tests.cli_tools import ok
from tests.shell.test_serve import HOSTILE, Running, state

NEW = ["new", "--game", "molotow", "--players", "Anna,Beat,Cla,Dora"]


def test_a_molotow_page_follows_a_recorded_hand(session_file: Path) -> None:
    ok(*NEW)
    running = Running(session_file, None)
    try:
        status, body = running.get("/")
        page = body.decode()
        assert status == 200 and "<title>Molotow: Anna, Beat, Cla, Dora</title>" in page
        assert "No hand played yet." in page
        before = state(running)
        ok("hand", "hearts", "Anna=62", "Beat=40", "Cla=55", "--hand-weis", "Beat=20",
           "--table-weis", "Anna=20", "--stoeck", "Dora")
        after = state(running)
        content = str(after["content"])
        assert after["stamp"] != before["stamp"] and after["stale"] is False
        assert 'data-totals="82 · 20 · 55 · -20"' in content
        assert "Dora leads with -20, 40 ahead." in content
        assert ("<tr><td>1</td><td class=\"word\">♥ hearts</td><td>62+20: 82 = 82</td>"
                "<td>40-20: 20 = 20</td><td>55: 55 = 55</td><td>0 S: -20 = -20</td></tr>"
                ) in content
        picture = running.get("/slate.svg")[1].decode()
        assert picture == ok("export", "--format", "svg") and picture.split("\n", 1)[1] in content
    finally:
        running.stop()
    assert running.serving.failures == 0


def test_names_are_text_on_the_page(session_file: Path) -> None:
    ok("new", "--game", "molotow", "--players", ",".join([*HOSTILE, "Cla"]))
    ok("hand", "hearts", f"{HOSTILE[0]}=40", f"{HOSTILE[1]}=40")
    running = Running(session_file, None)
    try:
        answers = [running.get(target)[1].decode() for target in ("/", "/state", "/slate.svg")]
    finally:
        running.stop()
    for answer in answers:
        assert "<script>alert" not in answer and "[bold]Jerry" in answer.replace("&quot;", '"')


def test_watch_draws_the_board_and_follows_a_hand(session_file: Path) -> None:
    from jass_slate.games.molotow.commands.live import board_frame
    from jass_slate.shell import watch as cli_watch
    from tests.slate_tools import draw

    ok(*NEW)
    seen: list[float] = []

    def sleep(seconds: float) -> None:
        seen.append(seconds)
        if len(seen) == 1:
            ok("hand", "hearts", "Anna=62", "Beat=40", "Cla=55")

    frames = [draw(f, 100) for f in cli_watch.frames(
        session_file, lambda path: board_frame(path, False), sleep, 0.5, polls=2)]
    assert len(frames) == 2
    assert "No hand played yet." in frames[0] and "Watching" in frames[0]
    assert "62 62" in frames[1] and "Dora leads with 0" in frames[1]
