"""`tournament serve`: the standings page on `serve`'s server, its names text, its news
when a table's file comes back."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from jass_slate.shell.serving import Serving, make_server
from jass_slate.tournament.leaderboard import live_tournament
from tests.cli_tools import ok
from tests.shell.test_serve import Running

HOSTILE = "<script>alert('x')</script>"


class RunningTournament(Running):
    """The leaderboard's server of a tournament's folder, in a thread."""

    def __init__(self, folder: Path, token: str | None) -> None:  # not Running's: no file
        self.serving = Serving(live_tournament(folder), 0, token)
        self.server = make_server(self.serving, "127.0.0.1")
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,))
        self.thread.start()


@pytest.fixture
def night(tmp_path: Path) -> Path:
    folder = tmp_path / "night"
    ok("tournament", "new", str(folder), "--players", f"Anna,Beat,Cla,{HOSTILE}",
       "--rounds", "1", "--hands", "1", "--seed", "2")
    return folder


@pytest.fixture
def served(night: Path) -> Iterator[RunningTournament]:
    running = RunningTournament(night, "tok3n")
    yield running
    running.stop()
    assert running.serving.failures == 0


def test_the_page_shows_the_standings_and_follows_a_table(served: RunningTournament,
                                                          night: Path) -> None:
    status, page = served.get("/?t=tok3n")
    assert status == 200
    assert b"&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in page
    assert b"<script>alert" not in page
    assert b"no round is over yet" in page
    status, body = served.get("/state?t=tok3n")
    first = json.loads(body)
    ok("-f", str(night / "round-1" / "table-1.toml"), "hand", "hearts", "--points", "1=100")
    status, body = served.get("/state?t=tok3n")
    then = json.loads(body)
    assert then["stamp"] != first["stamp"]
    assert "best round counts" in then["content"] and ">100<" in then["content"]
    assert served.get("/")[0] == 404  # without the token: nothing
    status, picture = served.get("/slate.svg?t=tok3n")
    assert status == 200 and picture.startswith(b"<svg")


def test_a_folder_without_a_tournament_is_refused(tmp_path: Path) -> None:
    from tests.cli_tools import run

    result = run("tournament", "serve", str(tmp_path))
    assert result.exit_code == 3
    assert "no tournament file here" in result.stderr
