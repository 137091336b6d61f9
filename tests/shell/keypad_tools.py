"""A `serve --write` server in a thread of the test, on a free loopback port, and what the
keypad's tests send it: the same words through `POST /w/TOKEN/record`, and through the
CLI into a twin file, to compare."""

from __future__ import annotations

import http.client
import json
import re
import threading
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from jass_slate.shell.recording import Bucket, Recorder
from jass_slate.shell.serving import LiveSession, Serving, make_server
from tests.cli_tools import HANG_SECONDS

WRITE_TOKEN = "w" * 22
READ_TOKEN = "r" * 22
# A time stamp, and a digest of what holds them (the summary's `slate`).
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)|\b[0-9a-f]{32}\b")


class Writing:
    """A server of `path` with its scorer's link; `post` sends one entry."""

    def __init__(self, path: Path, bucket: Bucket | None = None) -> None:
        games = RegisteredGames(app)
        recorder = Recorder(path, games.keypad, games.run, bucket or Bucket(10**6, 10**6, 10**6))
        self.serving = Serving(LiveSession(path, games.page, games.keypad), 0, READ_TOKEN,
                               recorder=recorder, write_token=WRITE_TOKEN)
        self.server = make_server(self.serving, "127.0.0.1")
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,))
        self.thread.start()

    def request(self, method: str, target: str, body: bytes = b"",
                headers: dict[str, str] | None = None) -> tuple[int, bytes]:
        connection = http.client.HTTPConnection("127.0.0.1", self.serving.port,
                                                timeout=HANG_SECONDS)
        try:
            connection.request(method, target, body=body, headers=headers or {})
            answer = connection.getresponse()
            return answer.status, answer.read()
        finally:
            connection.close()

    def post(self, words: list[str], key: str, target: str = f"/w/{WRITE_TOKEN}/record",
             kind: str = "application/json") -> tuple[int, Any]:
        body = json.dumps({"words": words, "key": key}).encode("utf-8")
        status, data = self.request("POST", target, body, {"Content-Type": kind})
        return status, json.loads(data) if data else None

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(HANG_SECONDS)


def cli_json(path: Path, words: list[str]) -> tuple[int, Any, str]:
    """The same words typed at the CLI with --json: exit code, its JSON, its stderr."""
    result = CliRunner().invoke(app, ["-f", str(path), *words, "--json"])
    data = json.loads(result.stdout) if result.exit_code == 0 else None
    return result.exit_code, data, result.stderr


def masked(value: Any) -> Any:
    """A file's text or a JSON answer with its time stamps masked."""
    if isinstance(value, bytes):
        value = value.decode("utf-8")
    if isinstance(value, str):
        return STAMP.sub("T", value)
    return json.loads(STAMP.sub("T", json.dumps(value)))
