"""What `serve` runs: a small read-only web server of the live page (the standard library's
http.server, one thread a request).

It answers three paths and nothing else: `/` (the page), `/state` (the page's news, JSON)
and `/slate.svg` (the chalk slate). Only GET and HEAD. With an access token (`--lan`), a
request without it gets an empty 404, like any other path; without one (localhost), a
request must name this machine as its Host, so another site cannot read the page through
a rebound name. Nothing is ever read from the disk but the session file, and nothing is
written. A session file that cannot be read for a moment (a hand edit, a copy in
progress) leaves the last good state on the page, marked as such.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import sys
import threading
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from jass_slate.cli.watch import Stamp, file_stamp
from jass_slate.game.errors import JassError
from jass_slate.language.i18n import _
from jass_slate.render.page import Live, live_content, page, script_hash
from jass_slate.render.svg import export_slate_svg
from jass_slate.session.file import load

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
MOST_QUERY_FIELDS = 4


@dataclass
class LiveSession:
    """The session file as the page shows it, read again whenever the file changes."""

    path: Path
    title: str = ""
    live: Live = field(default_factory=lambda: Live(""))
    slate: str = ""
    stamp: Stamp | bool = False  # never a file's stamp: the first look reads it
    lock: threading.Lock = field(default_factory=threading.Lock)

    def now(self) -> tuple[str, Live, str]:
        """The page's title, its content now, and the slate picture."""
        with self.lock:
            stamp = file_stamp(self.path)
            if stamp != self.stamp:
                self.stamp = stamp
                self._read()
            return self.title, self.live, self.slate

    def _read(self) -> None:
        try:
            scorer = load(self.path).scorer
            content, slate = live_content(scorer), export_slate_svg(scorer)
        except (JassError, OSError, ValueError):
            self.stamp = False  # look again next time
            self.live = Live(self.live.content, stale=True)
            return
        names = scorer.teams.names
        self.title = _("{team1} against {team2}").format(team1=names[0], team2=names[1])
        self.live, self.slate = Live(content), slate


@dataclass
class Serving:
    """What every request of one server shares."""

    session: LiveSession
    port: int
    token: str | None = None  # --lan: every request must carry it as ?t=
    failures: int = 0  # requests that ended in an error of ours (the fuzz test counts them)


def make_server(serving: Serving, host: str) -> ThreadingHTTPServer:
    """A server on (host, serving.port); port 0 takes a free one (serving.port is set)."""

    class Handler(LivePageHandler):
        shared = serving

    server = ThreadingHTTPServer((host, serving.port), Handler)
    server.daemon_threads = True
    serving.port = server.server_address[1]

    def handle_error(request: Any, client_address: Any) -> None:
        serving.failures += 1
        kind = sys.exc_info()[0]
        print(f"jass-slate serve: a request failed ({kind.__name__ if kind else '?'})",
              file=sys.stderr)

    server.handle_error = handle_error  # type: ignore[method-assign]
    return server


class LivePageHandler(BaseHTTPRequestHandler):
    """One request: the page, its news or the slate; anything else an empty 404."""

    shared: Serving
    server_version = "jass-slate"
    sys_version = ""
    protocol_version = "HTTP/1.0"
    error_message_format = ""  # an error says its status line, nothing more
    error_content_type = "text/plain"

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: a phone asking twice a second would fill the terminal."""

    def do_HEAD(self) -> None:
        self._answer(head=True)

    def do_GET(self) -> None:
        self._answer(head=False)

    def _answer(self, head: bool) -> None:
        if self.request_version == "HTTP/0.9":  # no headers to send: no page either
            self.close_connection = True
            return
        found = self._route()
        if found is None:
            self._send(HTTPStatus.NOT_FOUND, "text/plain; charset=utf-8", b"", head)
            return
        kind, body = found
        self._send(HTTPStatus.OK, kind, body, head)

    def _route(self) -> tuple[str, bytes] | None:
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
            stamp = hashlib.sha256(live.content.encode("utf-8")).hexdigest()[:16]
            state = {"stamp": stamp, "stale": live.stale, "content": live.content}
            return "application/json", json.dumps(state).encode("utf-8")
        if parts.path == "/slate.svg":
            return "image/svg+xml", slate.encode("utf-8")
        return None

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
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("X-Frame-Options", "DENY")
        script = script_hash("/state" + self._token_query())
        self.send_header("Content-Security-Policy",
                         f"default-src 'none'; script-src '{script}'; style-src 'unsafe-inline'; "
                         "connect-src 'self'; img-src 'self'; base-uri 'none'; "
                         "form-action 'none'; frame-ancestors 'none'")
        self.end_headers()
        if not head:
            self.wfile.write(body)
