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


def tapped(keypad: dict[str, Any], label: str, taps: dict[str, Any]) -> list[str]:
    """The words the page sends for the entry `label` with `taps` (a control's label: its
    value), built as the page's script builds them (render/keypad_script.py: wordsOf): a
    ONE or SIDE its word, a FLAG True, a NUMBER its number, a SIDE_NUMBER (side, n) or n, a
    SIDE_VALUES (side, [v, ...]) or, repeated, {side: [v, ...]}, an EACH {side: n}. A tap
    on a control the entry does not have, or a required control left untapped, fails the
    test."""
    entry = next(e for e in keypad["entries"] if e["label"] == label)
    controls = {c["label"]: c for c in entry["controls"]}
    assert set(taps) <= set(controls), (label, set(taps) - set(controls))
    words = list(entry["words"])
    for control in entry["controls"]:
        value = taps.get(control["label"])
        assert value is not None or not control["required"], (label, control["label"])
        if value is not None:
            words += _control_words(control, value)
    return words


def _control_words(control: dict[str, Any], value: Any) -> list[str]:
    option = [control["option"]] if control["option"] else []
    kind, sides = control["kind"], [c["word"] for c in control["choices"]]
    if kind == "flag":
        return [control["option"]] if value else []
    if kind in ("one", "side"):
        assert value in sides, (control["label"], value)
        return [*option, value]
    if kind == "number":
        return [*option, str(value)]
    if kind == "side_number":  # (side, n), or n alone where no side is tapped
        return [*option, f"{value[0]}={value[1]}" if isinstance(value, tuple) else str(value)]
    if kind == "side_values" and control["repeated"]:  # {side: [v, ...]}, option before each
        return [word for side in sides if side in value
                for word in (control["option"], f"{side}=" + ",".join(map(str, value[side])))]
    if kind == "side_values":
        return [*option, f"{value[0]}=" + ",".join(str(v) for v in value[1])]
    assert kind == "each" and set(value) <= set(sides), (control["label"], value)
    said = [f"{side}={value[side]}" for side in sides if side in value]
    if control["repeated"]:  # the option before each
        return [word for one in said for word in (control["option"], one)]
    return [*option, *said]


def keypad_evening(tmp_path: Path, start: list[str],
                   evening: list[tuple[str, dict[str, Any]]]
                   ) -> list[tuple[list[str], Any]]:
    """An evening tapped on the keypad (each entry's label and taps, the keypad read anew
    after each entry, as the page does) is posted to `/record` and typed at the CLI into a
    twin file: every answer equals the CLI's (time stamps masked), and so do the two
    files at the end. Each entry's words and its answer."""
    phone, typed = tmp_path / "phone.toml", tmp_path / "typed.toml"
    for path in (phone, typed):
        result = CliRunner().invoke(app, ["-f", str(path), *start])
        assert result.exit_code == 0, result.output
    running, sent = Writing(phone), list[tuple[list[str], Any]]()
    try:
        for number, (label, taps) in enumerate(evening):
            words = tapped(running.serving.session.keypad_now(), label, taps)
            status, answer = running.post(words, f"entry-{number:04d}")
            code, cli_answer, said = cli_json(typed, words)
            assert (status, code) == (200, 0), (words, answer, said)
            assert masked(answer) == masked(cli_answer), words
            assert str(tmp_path) not in json.dumps(answer)  # no path of the machine
            sent.append((words, answer))
    finally:
        running.stop()
    assert masked(phone.read_bytes()) == masked(typed.read_bytes())
    assert running.serving.failures == 0
    return sent


def refused_as_the_cli(tmp_path: Path, start: list[str], played: list[list[str]],
                       refused: list[list[str]]) -> list[dict[str, Any]]:
    """After `played` (typed), each of `refused` posted to `/record` is 422 with the exit
    code and the one line the CLI says for the same words, and the file's bytes are
    unchanged. The answers, in order."""
    path = tmp_path / "jass.toml"
    for words in (start, *played):
        result = CliRunner().invoke(app, ["-f", str(path), *words])
        assert result.exit_code == 0, result.output
    before, answers = path.read_bytes(), []
    running = Writing(path)
    try:
        for number, words in enumerate(refused):
            status, answer = running.post(words, f"refused-{number:04d}")
            code, _, said = cli_json(path, words)
            assert status == 422 and answer["exit"] == code != 0, (words, answer, said)
            lines = said.splitlines()  # a refusal's line, or Click's for a usage error
            assert f"jass-slate: {answer['error']}" in lines or (
                code == 2 and f"Error: {answer['error']}" in lines), (answer, said)
            assert path.read_bytes() == before, words
            answers.append(answer)
    finally:
        running.stop()
    assert running.serving.failures == 0
    return answers
