"""`serve`: the live page, read-only, its token, its escaping, a broken file, and a fuzz of
random requests. The server runs in a thread of the test, on a free loopback port."""

from __future__ import annotations

import json
import os
import random
import select
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from jass_slate.shell.serving import (
    MOST_AT_ONCE,
    QUEUE,
    SECONDS,
    LiveSession,
    Serving,
    make_server,
)
from tests.cli_tools import HANG_SECONDS

HOSTILE = ("<script>alert('x')</script> & Co", "\"Tom\" & [bold]Jerry[/bold]")


def new_session(path: Path, teams: tuple[str, str] = ("Anna & Beat", "Cla & Dora")) -> None:
    result = CliRunner().invoke(app, ["-f", str(path), "new", "--team", teams[0],
                                      "--team", teams[1]])
    assert result.exit_code == 0, result.output


def hand(path: Path, *words: str) -> None:
    result = CliRunner().invoke(app, ["-f", str(path), "hand", *words])
    assert result.exit_code == 0, result.output


class Running:
    """A server of `path` in a thread; `ask` sends one raw request and returns the reply."""

    def __init__(self, path: Path, token: str | None, seconds: float = SECONDS,
                 most: int = MOST_AT_ONCE) -> None:
        pages = RegisteredGames().page
        self.serving = Serving(LiveSession(path, pages), 0, token, seconds, most)
        self.server = make_server(self.serving, "127.0.0.1")
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,))
        self.thread.start()

    @property
    def port(self) -> int:
        return self.serving.port

    def ask(self, request: bytes) -> bytes:
        with socket.create_connection(("127.0.0.1", self.port), timeout=HANG_SECONDS) as connection:
            answer = b""
            try:
                connection.sendall(request)
                connection.shutdown(socket.SHUT_WR)
            except OSError:  # the server answered and closed before all was sent
                pass
            try:
                while chunk := connection.recv(65536):
                    answer += chunk
            except ConnectionResetError:
                pass
        return answer

    def get(self, target: str, host: str | None = None) -> tuple[int, bytes]:
        host = host or f"127.0.0.1:{self.port}"
        answer = self.ask(f"GET {target} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        head, _, body = answer.partition(b"\r\n\r\n")
        return int(head.split()[1]), body

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()


@pytest.fixture
def served(session_file: Path) -> Iterator[Running]:
    new_session(session_file)
    running = Running(session_file, None)
    yield running
    running.stop()
    assert running.serving.failures == 0


@pytest.fixture
def served_lan(session_file: Path) -> Iterator[Running]:
    new_session(session_file)
    running = Running(session_file, "s3cret-token")
    yield running
    running.stop()
    assert running.serving.failures == 0


def state(running: Running, query: str = "") -> dict[str, object]:
    status, body = running.get("/state" + query)
    assert status == 200
    found: dict[str, object] = json.loads(body)
    return found


def test_the_page_shows_the_slate_and_follows_a_recorded_hand(served: Running,
                                                              session_file: Path) -> None:
    status, body = served.get("/")
    assert status == 200
    page = body.decode()
    assert "<svg" in page and "Anna &amp; Beat against Cla &amp; Dora" in page
    before = state(served)
    hand(session_file, "hearts", "--points", "1=100")  # ×2: 200 and 114
    after = state(served)
    assert after["stamp"] != before["stamp"] and after["stale"] is False
    assert 'data-totals="200 – 114"' in str(after["content"])
    assert state(served)["stamp"] == after["stamp"]  # nothing new, the same stamp
    status, svg = served.get("/slate.svg")
    assert status == 200 and b">200<" in svg and b">114<" in svg


def test_no_file_path_is_on_the_page(served: Running, session_file: Path) -> None:
    hand(session_file, "hearts", "--points", "1=100")
    for target in ("/", "/state", "/slate.svg"):
        body = served.get(target)[1].decode()
        assert str(session_file.parent) not in body and "jass.toml" not in body
        assert "/tmp" not in body and os.path.expanduser("~") not in body


def test_localhost_asks_for_this_machine_as_host(served: Running) -> None:
    assert served.get("/", host=f"localhost:{served.port}")[0] == 200
    for host in ("evil.example", f"evil.example:{served.port}", "127.0.0.1:1"):
        assert served.get("/", host=host) == (404, b"")  # a rebound name reads nothing


def test_without_the_token_nothing_is_served(served_lan: Running) -> None:
    for target in ("/", "/state", "/slate.svg", "/?t=wrong", "/state?t=s3cret-toke",
                   "/?t=s3cret-token-and-more", "/?T=s3cret-token"):
        assert served_lan.get(target) == (404, b""), target
    status, body = served_lan.get("/?t=s3cret-token")
    assert status == 200 and b'fetch("/state?t=s3cret-token"' in body
    assert served_lan.get("/state?t=s3cret-token")[0] == 200
    assert served_lan.get("/slate.svg?t=s3cret-token")[0] == 200


class Texts(HTMLParser):
    """The text a browser shows, outside scripts and styles."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.elements: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append(tag)
        self._skip += tag in ("script", "style")

    def handle_endtag(self, tag: str) -> None:
        self._skip -= tag in ("script", "style")

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(data.strip())


def test_names_are_text_on_the_page(session_file: Path) -> None:
    new_session(session_file, HOSTILE)
    hand(session_file, "hearts", "--points", "1=100")
    running = Running(session_file, None)
    try:
        page = running.get("/")[1].decode()
        content = str(state(running)["content"])
    finally:
        running.stop()
    assert "<script>alert" not in page and "<script>alert" not in content
    for html in (page, content):
        parsed = Texts()
        parsed.feed(html)
        assert parsed.elements.count("script") == (1 if html is page else 0)  # ours alone
        assert "bold" not in parsed.elements  # rich markup is text too
        for name in HOSTILE:
            assert name in parsed.texts or any(name in t for t in parsed.texts), name


def test_a_broken_file_leaves_the_last_good_state(served: Running, session_file: Path) -> None:
    hand(session_file, "hearts", "--points", "1=100")
    good = state(served)
    kept = session_file.read_bytes()
    session_file.write_bytes(kept[: len(kept) // 2] + b"\n[[[ half written")
    broken = state(served)
    assert broken["stale"] is True and broken["content"] == good["content"]
    page = served.get("/")[1].decode()
    assert 'id="stale" class="note" role="status">' in page  # shown, not hidden
    assert "last good state" in page
    session_file.write_bytes(kept)
    hand(session_file, "clubs", "--points", "2=100")
    mended = state(served)
    assert mended["stale"] is False and mended["content"] != good["content"]


def test_only_get_and_head(served: Running) -> None:
    head = served.ask(f"HEAD / HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n\r\n".encode())
    assert head.startswith(b"HTTP/1.0 200") and head.endswith(b"\r\n\r\n")
    for method in ("POST", "PUT", "DELETE", "OPTIONS"):
        answer = served.ask(f"{method} / HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n"
                            "Content-Length: 0\r\n\r\n".encode())
        assert answer.startswith(b"HTTP/1.0 501"), answer


# --- connections that hang, many at once, and early hang-ups ------------------------------

GENEROUS = 60.0  # what a test waits for the server at most: a slow machine's worst, and more


def closed_by_server(connection: socket.socket) -> bool:
    """Whether the server has closed this connection (what it sent before is read away)."""
    connection.settimeout(GENEROUS)
    try:
        while connection.recv(65536):
            pass
    except ConnectionResetError:
        pass
    except TimeoutError:
        return False
    return True


def answer_on(connection: socket.socket) -> bytes:
    answer = b""
    while chunk := connection.recv(65536):
        answer += chunk
    return answer


def request_of(port: int, target: str = "/state") -> bytes:
    return f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()


@pytest.fixture
def hasty(session_file: Path) -> Iterator[Running]:
    """A server whose connections have a fifth of a second, and two at once."""
    new_session(session_file)
    running = Running(session_file, None, seconds=0.2, most=2)
    yield running
    running.stop()
    assert running.serving.failures == 0


def test_a_connection_that_sends_nothing_is_closed(hasty: Running) -> None:
    with socket.create_connection(("127.0.0.1", hasty.port)) as silent:
        assert closed_by_server(silent)
    assert hasty.get("/state")[0] == 200


def test_a_request_sent_a_byte_at_a_time_is_closed_when_its_time_is_up(hasty: Running) -> None:
    with socket.create_connection(("127.0.0.1", hasty.port)) as slow:
        slow.sendall(b"GET /state HTTP/1.1\r\nX-Slow: ")
        for _ in range(int(GENEROUS / 0.02)):  # each byte in time for a per-read timeout
            try:
                slow.sendall(b"a")
            except (BrokenPipeError, ConnectionResetError):
                break
            time.sleep(0.02)
            if select.select([slow], [], [], 0)[0]:
                break
        assert closed_by_server(slow)


def test_no_more_connections_than_the_cap_are_answered_at_once(session_file: Path) -> None:
    new_session(session_file)
    running = Running(session_file, None, seconds=GENEROUS, most=2)
    try:
        held = [socket.create_connection(("127.0.0.1", running.port)) for _ in range(2)]
        waited = 0.0
        while running.serving.answering < 2 and waited < GENEROUS:
            time.sleep(0.01)
            waited += 0.01
        asking = socket.create_connection(("127.0.0.1", running.port), timeout=GENEROUS)
        asking.sendall(request_of(running.port))
        assert select.select([asking], [], [], 0.5)[0] == []  # waits for a free thread
        for connection in held:
            connection.close()
        answer = answer_on(asking)
        asking.close()
        assert answer.startswith(b"HTTP/1.0 200 OK")
    finally:
        running.stop()
    assert running.serving.most_answered == 2
    assert running.serving.failures == 0


def test_a_burst_of_connections_waits_in_the_queue(session_file: Path) -> None:
    """Nothing is accepted yet: the system queues QUEUE of them (socketserver's 5 made the
    rest of a burst wait for SYNs sent again, and a phone gave up)."""
    new_session(session_file)
    serving = Serving(LiveSession(session_file, RegisteredGames().page), 0, None)
    server = make_server(serving, "127.0.0.1")
    burst: list[socket.socket] = []
    try:
        for _ in range(QUEUE // 2):
            burst.append(socket.create_connection(("127.0.0.1", serving.port),
                                                  timeout=GENEROUS))
        thread = threading.Thread(target=server.serve_forever, args=(0.05,))
        thread.start()
        for connection in burst:
            connection.sendall(request_of(serving.port))
            connection.shutdown(socket.SHUT_WR)
        answers = [answer_on(connection) for connection in burst]
        assert all(answer.startswith(b"HTTP/1.0 200 OK") for answer in answers)
        server.shutdown()
        thread.join()
    finally:
        for connection in burst:
            connection.close()
        server.server_close()
    assert serving.failures == 0


def test_an_http_0_9_request_is_closed_at_once(session_file: Path) -> None:
    new_session(session_file)
    running = Running(session_file, None, seconds=10 * GENEROUS)  # no time-out closes it
    try:
        with socket.create_connection(("127.0.0.1", running.port)) as old:
            old.sendall(b"GET /\r\n")  # and the connection stays open
            assert closed_by_server(old)
    finally:
        running.stop()
    assert running.serving.failures == 0


@pytest.mark.parametrize("error", [BrokenPipeError, ConnectionResetError, TimeoutError])
def test_a_phone_that_hangs_up_early_is_not_told(served: Running, error: type[OSError],
                                                  capfd: pytest.CaptureFixture[str]) -> None:
    try:
        raise error(32, "gone")
    except OSError:
        with socket.socket() as phone:
            served.server.handle_error(phone, ("127.0.0.1", 1))
    assert capfd.readouterr().err == ""
    assert served.serving.failures == 0


def test_a_failure_of_ours_is_still_told(served: Running,
                                         capfd: pytest.CaptureFixture[str]) -> None:
    try:
        raise KeyError("ours")
    except KeyError:
        with socket.socket() as phone:
            served.server.handle_error(phone, ("127.0.0.1", 1))
    assert capfd.readouterr().err == "jass-slate serve: a request failed (KeyError)\n"
    served.serving.failures = 0


def test_many_phones_hanging_up_early_leave_the_terminal_quiet(
        served: Running, capfd: pytest.CaptureFixture[str]) -> None:
    hand(served.serving.session.path, "hearts", "--points", "1=100")
    for _ in range(20):
        with socket.create_connection(("127.0.0.1", served.port)) as gone:
            gone.sendall(request_of(served.port, "/slate.svg"))
            gone.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    assert served.get("/state")[0] == 200
    assert capfd.readouterr().err == ""


# --- a fuzz of random requests ------------------------------------------------------------

PIECES = ["/", "/state", "/slate.svg", "..", "%2e%2e", "%2f", "etc", "passwd", "jass.toml",
          "?t=", "s3cret-token", "&", "#", "%00", "\\", "~", "é", "%ff", "//", "?", "=",
          "static", "index.html", ";", "%20", "*", "\x7f"]
HEADER_NAMES = ["Host", "Range", "Accept", "Cookie", "X-Forwarded-For", "Content-Length",
                "Transfer-Encoding", "If-None-Match", "Expect", "Connection", "Origin"]


def random_request(rng: random.Random, port: int) -> bytes:
    path = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 8)))
    if rng.random() < 0.5:
        path = "/" + path
    if rng.random() < 0.15:  # the right address, with something after it perhaps
        path = rng.choice(["/", "/state", "/slate.svg"]) + "?t=s3cret-token" + \
            rng.choice(["", "", "&", "&t=x", "#x", "&a=1&b=2&c=3&d=4"])
    if rng.random() < 0.05:
        path = "/" + "a" * rng.randint(100, 70000)
    method = rng.choice(["GET", "GET", "GET", "HEAD", "POST", "get", "BREW", ""])
    version = rng.choice(["HTTP/1.1", "HTTP/1.0", "HTTP/0.9", "HTTP/2.0", "", "HTTP/x"])
    lines = [f"{method} {path} {version}".strip()]
    for _ in range(rng.randint(0, 6)):
        name = rng.choice(HEADER_NAMES)
        value = rng.choice([f"127.0.0.1:{port}", "0", "-1", "bytes=0-", "\x00", "é" * 3,
                            "x" * rng.randint(0, 9000), "chunked", "100-continue"])
        lines.append(f"{name}: {value}")
    raw = ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8", "surrogateescape")
    if rng.random() < 0.05:
        raw = bytes(rng.randrange(256) for _ in range(rng.randint(1, 300)))
    return raw


@pytest.mark.slow
def test_a_thousand_random_requests(served_lan: Running, session_file: Path,
                                    capfd: pytest.CaptureFixture[str]) -> None:
    hand(session_file, "hearts", "--points", "1=100")
    rng = random.Random(19)
    passwd = Path("/etc/passwd").read_bytes()[:40] if Path("/etc/passwd").exists() else b"\0"
    session_text = session_file.read_bytes()
    served_pages = 0
    for _ in range(1000):
        raw = random_request(rng, served_lan.port)
        answer = served_lan.ask(raw)
        if not answer:  # the server may close on a request it cannot even read
            continue
        assert answer.startswith(b"HTTP/1.0 ") or answer.startswith(b"HTTP/1.1 "), answer[:80]
        status = int(answer.split()[1])
        assert status in (200, 400, 404, 414, 431, 501, 505), answer[:200]
        body = answer.partition(b"\r\n\r\n")[2]
        assert passwd not in body and session_text not in body
        assert str(session_file).encode() not in body
        if status == 200:
            served_pages += 1
            assert b"s3cret-token" in raw  # nothing without the token
        else:
            assert b"<svg" not in body and b"Anna" not in body
    assert served_lan.serving.failures == 0
    assert "Traceback" not in capfd.readouterr().err
    assert served_pages > 0  # the fuzz did reach the page


# --- the command ------------------------------------------------------------------------


def start_serve(path: Path, *options: str) -> tuple[subprocess.Popen[str], str]:
    """`jass-slate serve` in its own process; its first lines once it listens."""
    process = subprocess.Popen(
        [sys.executable, "-m", "jass_slate", "-f", str(path), "serve", "--port", "0",
         *options], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    said = ""
    deadline = time.monotonic() + HANG_SECONDS
    while "Ctrl-C stops" not in said and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        said += line
    return process, said


def test_serve_stops_cleanly_on_ctrl_c(session_file: Path) -> None:
    new_session(session_file)
    process, said = start_serve(session_file)
    assert "http://127.0.0.1:" in said, said
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=HANG_SECONDS)
    assert process.returncode == 0
    assert out == "Stopped serving the slate.\n" and err == ""


def test_serve_lan_prints_the_address_with_its_token_and_a_code(session_file: Path) -> None:
    new_session(session_file)
    process, said = start_serve(session_file, "--lan")
    try:
        lines = said.splitlines()
        url = next(word for line in lines for word in line.split() if "?t=" in word)
        token = url.split("?t=")[1]
        assert len(token) >= 20
        code = [line for line in lines if set(line) <= set("▀▄█ ")]
        assert len(code) >= 12 and len({len(line) for line in code}) == 1  # a square block
    finally:
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=HANG_SECONDS)


def test_serve_refuses_a_session_file_it_cannot_read(session_file: Path) -> None:
    session_file.write_text("not a session\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["serve", "--port", "0"])
    assert result.exit_code == 3
    assert result.stderr.count("\n") == 1


def test_serve_refuses_a_port_in_use(session_file: Path) -> None:
    new_session(session_file)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(app, ["serve", "--port", str(port)])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"jass-slate: cannot listen on port {port}: ")
    assert result.stderr.count("\n") == 1


def test_other_commands_do_not_load_the_server() -> None:
    probe = ("import sys; sys.argv = ['jass-slate', 'show', '--json']\n"
             "from jass_slate.cli.main import main\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in ('http.server', 'socketserver', 'jass_slate.shell.serving',"
             " 'jass_slate.render.page', 'jass_slate.games.schieber.render.page', 'qrcode')"
             " if m in sys.modules), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=False)
    assert done.stderr.strip().splitlines()[-1] == "[]"
