"""`serve --write`: the scorer's `POST /w/TOKEN/record` (issue 33). Every recording command
of each game answers what the CLI prints with `--json` for the same words, and leaves the
file the CLI leaves (time stamps masked); a refusal is 422 with the one-line reason and
the file's bytes unchanged; a repeated key records nothing again and gets the first
answer; without the write token, or with anything but a recording command, nothing is
written."""

from __future__ import annotations

import http.client
import json
import signal
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.shell.recording import Bucket
from tests.cli_tools import HANG_SECONDS, SEATED
from tests.shell.keypad_tools import READ_TOKEN, WRITE_TOKEN, Writing, cli_json, masked
from tests.shell.test_serve import start_serve

COIFFEUR = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"]
DIFFERENZLER = ["new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora",
                "--rules", "hidden"]

SCHIEBER_EVENING = [
    ["hand", "herz", "1=95", "-w", "1=50"],
    ["hand", "schaufel", "--pushed", "--match", "2"],
    ["start", "clubs"], ["weis", "1", "50"], ["stoeck", "2"], ["tricks", "--points", "1=80"],
    ["start", "diamonds"], ["trick", "♦A", "♦9", "♦J", "♦7"], ["undo"], ["undo"],
    ["fix", "1", "hearts", "--points", "1=100"],
    ["correct", "1", "-20", "--why", "Weis counted twice"],
    ["rename", "Cla", "Clara"],
    ["start", "hearts"], ["claim", "1", "--captured", "60", "--dry-run"],
    ["claim", "1", "--captured", "60"],
]
COIFFEUR_EVENING = [
    ["hand", "3", "--by", "1", "--points", "80"], ["hand", "1", "--by", "2", "--match"],
    ["hand", "2", "--by", "1", "--scratch"], ["hand", "4", "--by", "2", "--kontermatch"],
    ["undo"], ["fix", "3", "--by", "1", "--points", "1=90"],
]
DIFFERENZLER_EVENING = [
    ["call", "Anna", "40", "--trump", "hearts"], ["call", "Beat", "30"], ["call", "Cla", "50"],
    ["call", "Dora", "37"], ["tricks", "Anna=40", "Beat=30", "Cla=50"],
    ["hand", "clubs", "--call", "40,25,30,62", "--points", "Anna=38,Beat=30,Cla=0"],
    ["undo"], ["fix", "1", "hearts", "--call", "40,30,50,37", "--points",
                         "Anna=41,Beat=30,Cla=50"],
]
RECORDING = {"schieber": {"hand", "start", "weis", "stoeck", "tricks", "trick", "claim",
                          "undo", "fix", "correct", "rename"},
             "coiffeur": {"hand", "fix", "undo"},
             "differenzler": {"call", "tricks", "hand", "fix", "undo"}}


def new(path: Path, words: list[str]) -> None:
    result = CliRunner().invoke(app, ["-f", str(path), *words])
    assert result.exit_code == 0, result.output


@pytest.fixture
def writing(session_file: Path) -> Iterator[Writing]:
    new(session_file, SEATED)
    running = Writing(session_file)
    yield running
    running.stop()
    assert running.serving.failures == 0


@pytest.mark.parametrize(("game", "start", "evening"), [
    ("schieber", SEATED, SCHIEBER_EVENING), ("coiffeur", COIFFEUR, COIFFEUR_EVENING),
    ("differenzler", DIFFERENZLER, DIFFERENZLER_EVENING)])
def test_every_recording_command_answers_and_writes_as_the_cli(
        tmp_path: Path, game: str, start: list[str], evening: list[list[str]]) -> None:
    phone, typed = tmp_path / "phone.toml", tmp_path / "typed.toml"
    new(phone, start)
    new(typed, start)
    running = Writing(phone)
    try:
        assert running.serving.session.keypad_now()["commands"] == sorted(RECORDING[game])
        assert {words[0] for words in evening} == RECORDING[game]
        for number, words in enumerate(evening):
            status, answer = running.post(words, f"entry-{number:04d}")
            code, cli_answer, said = cli_json(typed, words)
            assert (status, code) == (200, 0), (words, answer, said)
            assert masked(answer) == masked(cli_answer), words
            assert str(tmp_path) not in json.dumps(answer)  # no path of the machine
    finally:
        running.stop()
    assert masked(phone.read_bytes()) == masked(typed.read_bytes())
    assert running.serving.failures == 0


def test_a_refused_entry_is_422_with_its_reason_and_the_file_unchanged(
        writing: Writing, session_file: Path) -> None:
    before = session_file.read_bytes()
    status, answer = writing.post(["hand", "herz", "1=200"], "refused-1")
    assert (status, answer) == (422, {"error": "trick points must be 0 to 157, not 200",
                                      "exit": 1})
    status, answer = writing.post(["hand", "obenabe", "1=100", "--stoeck", "1"], "refused-2")
    assert status == 422 and answer["exit"] == 1 and "Stöck" in answer["error"]
    status, answer = writing.post(["hand", "herz", "--bogus"], "refused-3")
    assert (status, answer) == (422, {"error": "No such option: --bogus", "exit": 2})
    assert session_file.read_bytes() == before


def test_a_file_that_cannot_be_used_is_named_without_its_folders(
        writing: Writing, session_file: Path) -> None:
    """Exit 3 (the file unreadable for a moment): 503, the reason names the file alone,
    and the key is not remembered: a retry once the file is back writes the entry."""
    kept = session_file.read_bytes()
    session_file.write_text("this is not a session file\n", encoding="utf-8")
    status, answer = writing.post(["hand", "herz", "1=95"], "broken-file-1")
    assert status == 503 and answer["exit"] == 3 and "jass.toml" in answer["error"]
    assert str(session_file.parent) not in answer["error"]
    session_file.write_bytes(kept)
    status, answer = writing.post(["hand", "herz", "1=95"], "broken-file-1")
    assert status == 200 and [t["score"] for t in answer["teams"]] == [190, 124]


def test_a_repeated_key_records_nothing_again_and_gets_the_first_answer(
        writing: Writing, session_file: Path) -> None:
    first = writing.post(["hand", "herz", "1=95"], "same-key-1")
    after_first = session_file.read_bytes()
    assert first[0] == 200 and [t["score"] for t in first[1]["teams"]] == [190, 124]
    assert writing.post(["hand", "herz", "1=95"], "same-key-1") == first
    assert writing.post(["hand", "clubs", "1=10"], "same-key-1") == first  # the key decides
    assert session_file.read_bytes() == after_first
    refused = writing.post(["hand", "herz", "1=200"], "same-key-2")
    assert writing.post(["hand", "herz", "1=100"], "same-key-2") == refused  # first answer
    assert session_file.read_bytes() == after_first
    status, answer = writing.post(["hand", "herz", "1=100"], "other-key-3")
    assert status == 200 and [t["score"] for t in answer["teams"]] == [390, 238]


def test_an_entry_without_a_key_is_run_each_time_it_is_sent(writing: Writing) -> None:
    body = b'{"words": ["hand", "herz", "1=95"]}'
    answers = [writing.request("POST", f"/w/{WRITE_TOKEN}/record", body,
                               {"Content-Type": "application/json"}) for _ in range(2)]
    assert [status for status, _ in answers] == [200, 200]
    assert [[t["score"] for t in json.loads(data)["teams"]] for _, data in answers] == [
        [190, 124], [380, 248]]


@pytest.mark.parametrize("target", [
    "/record", f"/record?t={READ_TOKEN}", f"/w/{READ_TOKEN}/record", "/w//record",
    f"/w/{WRITE_TOKEN[:-1]}/record", f"/w/{WRITE_TOKEN}x/record", f"/?t={READ_TOKEN}",
    f"/w/{WRITE_TOKEN}/state", f"/w/{WRITE_TOKEN}/"])
def test_without_the_write_token_nothing_is_written(writing: Writing, session_file: Path,
                                                     target: str) -> None:
    before = session_file.read_bytes()
    status, answer = writing.post(["hand", "herz", "1=95"], "no-token-1", target)
    assert (status, answer) == (404, None)
    assert session_file.read_bytes() == before


@pytest.mark.parametrize("words", [
    ["show"], ["history"], ["export", "--format", "csv", "-o", "out.csv"], ["new", "--force"],
    ["check"], ["serve"], ["play"], ["rules"], ["--file", "/etc/passwd", "hand", "herz", "1=95"],
    ["-f", "other.toml", "hand", "herz", "1=95"], ["--lang", "de", "undo"], ["hand", "--help"],
    ["undo", "-h"], ["--version"], ["coiffeur"], ["/tmp/jass.toml"]])
def test_anything_but_a_recording_command_is_refused(writing: Writing, session_file: Path,
                                                      words: list[str]) -> None:
    before = session_file.read_bytes()
    status, answer = writing.post(words, "not-recording")
    assert status == 422 and set(answer) == {"error", "exit"} and answer["exit"] in (1, 2)
    assert session_file.read_bytes() == before
    assert not (session_file.parent / "out.csv").exists()


@pytest.mark.parametrize(("body", "headers", "status"), [
    (b'{"words": ["hand", "herz", "1=95"], "key": "form-post-1"}',
     {"Content-Type": "application/x-www-form-urlencoded"}, 415),
    (b'{"words": ["hand", "herz", "1=95"], "key": "text-post-1"}',
     {"Content-Type": "text/plain"}, 415),
    (b'{"words": ["hand", "herz", "1=95"], "key": "other-site-1"}',
     {"Content-Type": "application/json", "Origin": "http://evil.example"}, 403),
    (b'{"words": ["hand", "' + b"9" * 5000 + b'"], "key": "too-long-1"}',
     {"Content-Type": "application/json"}, 413),
    (b'not json', {"Content-Type": "application/json"}, 400),
    (b'["hand", "herz", "1=95"]', {"Content-Type": "application/json"}, 400),
    (b'{"words": ["hand", "herz", "1=95"], "key": ""}', {"Content-Type": "application/json"},
     400),
    (b'{"words": ["hand", "herz", "1=95"], "key": "' + b"k" * 129 + b'"}',
     {"Content-Type": "application/json"}, 400),
    (b'{"words": ["hand", "herz", "1=95"], "key": 12345678}',
     {"Content-Type": "application/json"}, 400),
    (b'{"words": "hand herz 1=95", "key": "string-words"}',
     {"Content-Type": "application/json"}, 400),
    (b'{"words": ["hand", 95], "key": "number-word"}', {"Content-Type": "application/json"},
     400),
])
def test_only_json_of_the_right_shape_and_size_is_read(
        writing: Writing, session_file: Path, body: bytes, headers: dict[str, str],
        status: int) -> None:
    before = session_file.read_bytes()
    got, answer = writing.request("POST", f"/w/{WRITE_TOKEN}/record", body, headers)
    assert got == status
    assert set(json.loads(answer)) == {"error", "exit"}
    assert session_file.read_bytes() == before


def test_the_rate_is_limited_for_all_phones_together(session_file: Path) -> None:
    """A bucket of 3 that never fills again: the fourth entry is refused, unwritten."""
    new(session_file, SEATED)
    running = Writing(session_file, Bucket(burst=3, rate=0.0, left=3))
    try:
        answers = [running.post(["hand", "herz", "1=95"], f"rate-key-{n}")[0] for n in range(4)]
        before = session_file.read_bytes()
        status, answer = running.post(["hand", "herz", "1=95"], "rate-key-9")
    finally:
        running.stop()
    assert answers == [200, 200, 200, 429] and status == 429 and answer["exit"] == 1
    assert session_file.read_bytes() == before


def test_the_scorers_page_has_no_cookie_no_path_and_a_strict_policy(
        writing: Writing, session_file: Path) -> None:
    status, page = writing.request("GET", f"/w/{WRITE_TOKEN}")
    assert status == 200
    text = page.decode("utf-8")
    assert str(session_file.parent) not in text and "jass.toml" not in text
    connection = http.client.HTTPConnection("127.0.0.1", writing.serving.port,
                                            timeout=HANG_SECONDS)
    connection.request("GET", f"/w/{WRITE_TOKEN}/")
    answer = connection.getresponse()
    answer.read()
    connection.close()
    assert answer.getheader("Set-Cookie") is None
    policy = answer.getheader("Content-Security-Policy") or ""
    assert "script-src 'sha256-" in policy and "form-action 'none'" in policy
    status, state = writing.request("GET", f"/w/{WRITE_TOKEN}/state")
    assert status == 200 and str(session_file.parent).encode() not in state


def post_to(url: str, words: list[str], key: str) -> tuple[int, bytes]:
    """An entry posted to an address as printed (another process's server)."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.netloc, timeout=HANG_SECONDS)
    try:
        connection.request("POST", parts.path + ("?" + parts.query if parts.query else ""),
                           body=json.dumps({"words": words, "key": key}).encode("utf-8"),
                           headers={"Content-Type": "application/json"})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def test_serve_lan_write_prints_a_second_link_and_code_that_record(
        session_file: Path) -> None:
    new(session_file, SEATED)
    process, said = start_serve(session_file, "--lan", "--write")
    try:
        links = [word for line in said.splitlines() for word in line.split()
                 if word.startswith("http://")]
        read, write = links
        codes = [line for line in said.splitlines() if line and set(line) <= set("▀▄█ ")]
        assert "?t=" in read and "/w/" in write and read.split("?t=")[1] not in write
        assert len(codes) >= 24  # two square codes, one a link
        before = session_file.read_bytes()
        status, _ = post_to(urljoin(read, "record") + "?" + urlsplit(read).query,
                            ["hand", "herz", "1=95"], "read-link-1")
        assert status in (404, 501) and session_file.read_bytes() == before
        status, answer = post_to(urljoin(write, "record"), ["hand", "herz", "1=95"], "lan-1")
        assert status == 200 and [t["score"] for t in json.loads(answer)["teams"]] == [190, 124]
    finally:
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=HANG_SECONDS)
    assert process.returncode == 0 and out == "Stopped serving the slate.\n" and err == ""
