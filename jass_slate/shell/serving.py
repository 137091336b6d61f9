"""What `serve` runs: a small read-only web server of the live page (the standard library's
http.server, one thread a connection).

It answers three paths and nothing else: `/` (the page), `/state` (the page's news, JSON)
and `/slate.svg` (the chalk picture), of whichever game the session holds (the registry
makes its page, as the command's context gives it: the server knows no game). Only GET
and HEAD. With an access token (`--lan`), a request without it gets an empty 404, like
any other path; without one
(localhost), a request must name this machine as its Host, so another site cannot read
the page through a rebound name. Nothing is ever read from the disk but the session file,
and nothing is written. A session file that cannot be read for a moment (a hand edit, a
copy in progress) leaves the last good state on the page, marked as such.

A connection has `seconds` to send its request, and its answer as long again to be taken,
or it is closed; at most `most` connections are answered at once, while the next ones
wait in the listen queue (`QUEUE` long): a phone that hangs, or a burst of connections,
holds no thread for ever. A request line without a version (HTTP/0.9) is closed at once:
it has no headers to wait for and no status line to be answered with. A phone that hangs
up early is nobody's failure and is not told.
"""

from __future__ import annotations

import hashlib
import hmac
import io
import json
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from jass_slate.core.errors import JassError
from jass_slate.file.disk import stamp as file_stamp
from jass_slate.render.keypad import Keypad
from jass_slate.render.keypad_page import keypad_page, keypad_script_hash
from jass_slate.render.page import GamePage, Live, page, script_hash
from jass_slate.shell.recording import MOST_BYTES, Answer, Recorder, refusal

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
MOST_QUERY_FIELDS = 4
SECONDS = 10.0  # a connection's time to send its request (and again, to take the answer)
MOST_AT_ONCE = 32  # connections answered at once, each in its own thread
QUEUE = 128  # connections the system holds before one is accepted (socketserver's: 5)


@dataclass
class LiveSession:
    """The session file as the page shows it, read again whenever the file changes; `pages`
    makes the page of the game it holds (the registry's: shell/every_game.py)."""

    path: Path
    pages: Callable[[Path], GamePage]
    keypads: Callable[[Path], Keypad] | None = None  # `--write`: the game's keypad too
    title: str = ""
    live: Live = field(default_factory=lambda: Live(""))
    slate: str = ""
    keypad: dict[str, Any] = field(default_factory=dict)
    stamp: tuple[int, ...] | bool | None = False  # never a stamp: the first look reads it
    lock: threading.Lock = field(default_factory=threading.Lock)

    def now(self) -> tuple[str, Live, str]:
        """The page's title, its content now, and the slate picture."""
        with self.lock:
            stamp = self.look()
            if stamp != self.stamp:
                self.stamp = stamp
                self._read()
            return self.title, self.live, self.slate

    def look(self) -> tuple[int, ...] | bool | None:
        """What says the file changed: its stamp (a page of several files: all of theirs)."""
        return file_stamp(self.path)

    def keypad_now(self) -> dict[str, Any]:
        """The keypad of the game the file holds, as the page draws it (`--write`)."""
        self.now()
        with self.lock:
            return self.keypad

    def _read(self) -> None:
        try:
            shown = self.pages(self.path)
            if self.keypads is not None:
                self.keypad = self.keypads(self.path).data()
        except (JassError, OSError, ValueError):
            self.stamp = False  # look again next time
            self.live = Live(self.live.content, stale=True)
            return
        self.title, self.live, self.slate = shown.title, Live(shown.content), shown.picture


@dataclass
class Serving:
    """What every request of one server shares."""

    session: LiveSession
    port: int
    token: str | None = None  # --lan: every request must carry it as ?t=
    seconds: float = SECONDS
    most: int = MOST_AT_ONCE
    failures: int = 0  # requests that ended in an error of ours (the fuzz test counts them)
    answering: int = 0  # the connections answered now, and the most at once (tests look)
    most_answered: int = 0
    recorder: Recorder | None = None  # --write: what the keypad may write, and its token
    write_token: str | None = None  # --write: the keypad's path is /w/TOKEN


def make_server(serving: Serving, host: str) -> ThreadingHTTPServer:
    """A server on (host, serving.port); port 0 takes a free one (serving.port is set)."""

    class Handler(LivePageHandler):
        shared = serving

    server = LiveServer((host, serving.port), Handler, serving)
    serving.port = server.server_address[1]
    return server


class LiveServer(ThreadingHTTPServer):
    """A thread a connection, at most `serving.most` at once; the accept loop waits for a
    free one, and the system queues the connections that come meanwhile."""

    daemon_threads = True
    block_on_close = False  # Ctrl-C does not wait for a phone's connection to end
    request_queue_size = QUEUE

    def __init__(self, address: tuple[str, int], handler: type[LivePageHandler],
                 serving: Serving) -> None:
        self.serving = serving
        self.free = threading.BoundedSemaphore(serving.most)
        self.counting = threading.Lock()
        super().__init__(address, handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        self.free.acquire()
        try:
            super().process_request(request, client_address)
        except BaseException:
            self.free.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        serving = self.serving
        with self.counting:
            serving.answering += 1
            serving.most_answered = max(serving.most_answered, serving.answering)
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self.counting:
                serving.answering -= 1
            self.free.release()

    def handle_error(self, request: Any, client_address: Any) -> None:
        kind = sys.exc_info()[0]
        if kind is not None and issubclass(kind, ConnectionError | TimeoutError):
            return  # hung up early, or too slow: nothing of ours failed
        self.serving.failures += 1
        print(f"jass-slate serve: a request failed ({kind.__name__ if kind else '?'})",
              file=sys.stderr)


class _Deadline(io.RawIOBase):
    """A connection's bytes as they come, until its time is up (then TimeoutError): a
    request sent a byte at a time takes no longer than one sent at once."""

    def __init__(self, connection: socket.socket, seconds: float) -> None:
        super().__init__()
        self._connection = connection
        self._end = time.monotonic() + seconds

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        left = self._end - time.monotonic()
        if left <= 0:
            raise TimeoutError("the request took too long")
        self._connection.settimeout(left)
        return self._connection.recv_into(buffer)


class LivePageHandler(BaseHTTPRequestHandler):
    """One request: the page, its news or the slate; anything else an empty 404."""

    shared: Serving
    raw_requestline: bytes
    server_version = "jass-slate"
    sys_version = ""
    protocol_version = "HTTP/1.0"
    error_message_format = ""  # an error says its status line, nothing more
    error_content_type = "text/plain"

    def setup(self) -> None:
        super().setup()
        self.rfile.close()  # read through the deadline instead
        self.rfile = io.BufferedReader(_Deadline(self.connection, self.shared.seconds))

    def parse_request(self) -> bool:
        """HTTP/0.9 is closed unanswered: it has no status line to be answered with, and
        `GET /` alone has no headers to wait for."""
        if len(self.raw_requestline.split()) != 2 and super().parse_request() \
                and self.request_version != "HTTP/0.9":
            return True
        self.close_connection = True
        return False

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: a phone asking twice a second would fill the terminal."""

    def do_HEAD(self) -> None:
        self._answer(head=True)

    def do_GET(self) -> None:
        self._answer(head=False)

    def do_POST(self) -> None:
        """The keypad's entries: `/w/TOKEN/record`, JSON alone (shell/recording.py)."""
        recorder = self.shared.recorder
        if recorder is None:  # a read-only server: GET and HEAD alone, as without do_POST
            self.send_error(HTTPStatus.NOT_IMPLEMENTED)
            return
        if self._written_path() != "/record":
            self._send(HTTPStatus.NOT_FOUND, "text/plain; charset=utf-8", b"", False)
            return
        answer = self._refused_post() or recorder.record(self._body())
        self._send(answer.status, "application/json", answer.body, False)

    def _refused_post(self) -> Answer | None:
        """Why a POST is not read: not JSON, too long, or sent by another site's page."""
        kind = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            return refusal(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "JSON only", 2)
        length = self.headers.get("Content-Length", "")
        if not length.isdigit() or int(length) > MOST_BYTES:
            return refusal(HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                           f"a body of 1 to {MOST_BYTES} bytes", 2)
        origin = self.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != self.headers.get("Host", ""):
            return refusal(HTTPStatus.FORBIDDEN, "another site's page", 2)
        return None

    def _body(self) -> bytes:
        self.close_connection = True
        return self.rfile.read(int(self.headers["Content-Length"]))

    def _written_path(self) -> str | None:
        """What follows /w/TOKEN in the path (`/`, `/state`, `/record`), where the write
        token is right; None otherwise."""
        token = self.shared.write_token
        path = urlsplit(self.path).path
        if token is None or not path.startswith("/w/"):
            return None
        given, _slash, rest = path[3:].partition("/")
        if not hmac.compare_digest(given.encode("utf-8", "replace"), token.encode("utf-8")):
            return None
        return "/" + "/".join(part for part in rest.split("/") if part)

    def _answer(self, head: bool) -> None:
        found = self._route()
        if found is None:
            self._send(HTTPStatus.NOT_FOUND, "text/plain; charset=utf-8", b"", head)
            return
        kind, body = found
        self._send(HTTPStatus.OK, kind, body, head)

    def _route(self) -> tuple[str, bytes] | None:
        written = self._written_path()
        if written is not None:
            return self._keypad_route(written)
        try:
            parts = urlsplit(self.path)
            query = parse_qs(parts.query, max_num_fields=MOST_QUERY_FIELDS)
        except ValueError:
            return None
        if not self._allowed(query):
            return None
        title, live, slate = self.shared.session.now()
        state_path = "/state" + self._token_query()
        if parts.path == "/":
            return "text/html; charset=utf-8", page(title, live, state_path).encode("utf-8")
        if parts.path == "/state":
            return "application/json", json.dumps(_state(live)).encode("utf-8")
        if parts.path == "/slate.svg":
            return "image/svg+xml", slate.encode("utf-8")
        return None

    def _keypad_route(self, written: str) -> tuple[str, bytes] | None:
        """The scorer's page, its news (with the keypad) and its picture."""
        title, live, slate = self.shared.session.now()
        if written == "/":
            body = keypad_page(title, live, self._keypad_base())
            return "text/html; charset=utf-8", body.encode("utf-8")
        if written == "/state":
            return "application/json", json.dumps(
                {**_state(live), "keypad": self.shared.session.keypad_now()}).encode("utf-8")
        if written == "/slate.svg":
            return "image/svg+xml", slate.encode("utf-8")
        return None

    def _keypad_base(self) -> str:
        return f"/w/{self.shared.write_token}"

    def _allowed(self, query: dict[str, list[str]]) -> bool:
        token = self.shared.token
        if token is None:
            host = self.headers.get("Host", "")
            return host in {f"{name}:{self.shared.port}" for name in LOOPBACK_NAMES}
        given = query.get("t", [""])[0]
        return hmac.compare_digest(given.encode("utf-8", "replace"), token.encode("utf-8"))

    def _token_query(self) -> str:
        return "" if self.shared.token is None else f"?t={self.shared.token}"

    def _send(self, status: HTTPStatus, kind: str, body: bytes, head: bool) -> None:
        self.connection.settimeout(self.shared.seconds)  # for the whole answer to be taken
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("X-Frame-Options", "DENY")
        script = keypad_script_hash(self._keypad_base()) \
            if self._written_path() is not None else script_hash("/state" + self._token_query())
        self.send_header("Content-Security-Policy",
                         f"default-src 'none'; script-src '{script}'; style-src 'unsafe-inline'; "
                         "connect-src 'self'; img-src 'self'; base-uri 'none'; "
                         "form-action 'none'; frame-ancestors 'none'")
        self.end_headers()
        if not head:
            self.wfile.write(body)


def _state(live: Live) -> dict[str, Any]:
    """The page's news: its content, a stamp of it, and whether it is the last good one."""
    stamp = hashlib.sha256(live.content.encode("utf-8")).hexdigest()[:16]
    return {"stamp": stamp, "stale": live.stale, "content": live.content}
