"""Hostile input: any arguments to every command, and a session file cut at every byte.

Whatever is typed, a command ends with 0, 1, 2 or 3, never a traceback, and a refused
command leaves the session file's SHA-256 as it was. JASS_SLATE_STRESS=N runs N times
as many examples.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer.testing
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.main import get_command
from typer.testing import CliRunner, Result

from benchmarks.stress import hand_args, hand_event, new_session
from jass_slate.cli.app import app
from jass_slate.file import disk
from jass_slate.games.schieber.file.session import load, save
from tests.helpers import NoFsync

STRESS = max(1, int(os.environ.get("JASS_SLATE_STRESS", "1")))
COMMAND: Any = get_command(app)
NAMES = sorted(COMMAND.commands)
PLACE = re.compile(r"^jass-slate: \S*jass\.toml:\d+: ")

VALUES = [
    "1", "2", "0", "3", "-1", "+1", "²", "٣", "1" * 40, "9" * 5000, "1.5", "1e3", "NaN",
    "Anna", "cla & dora", "ANNA & BEAT", "Dora", "nobody", "&", "Anna & Anna",
    "hearts", "♥", "herz", "obenabe", "top-down", "unden", "eicheln", "rosen", "clubs", "h9",
    "1=100", "2=57", "1=157", "1=0", "1=1", "1=156", "2=158", "1=", "=1", "1=2=3", "1=²",
    "1=20,50", "2=100", "1=20", "2=20,20,20,20,20", "3=20", "Anna=50",
    "20", "50", "100", "150", "157", "158", "257", "20,50", ",",
    "Anna: ♥9-Q", "Cla: ♠10-K", "Beat: ♥J ♥9", "Anna:", ": ♥9", "♥6-A", "eU", "schilten-O",
    "csv", "json", "md", "classic", "tournament", "single", "swiss", "french",
    "out.csv", "rules.toml", "jass.toml", "other.toml", "sub", ".", "..",
    "", " ", "--", "-", "-x", "--help", "A\udcff", "a\x00b", "\n", "\t", "x" * 300,
    "%", "%20", "points=1:2", "hand hearts", '"', "'", "\\", "[", "]", "#",
]
TEXT = st.text(st.characters(blacklist_characters="/"), max_size=12)
PREFIXES = [[], [], [], [], ["-f", "other.toml"], ["-f", "jass.toml"], ["-f", "sub"],
            ["-f", ""], ["--file", "a\x00b"], ["-f", "missing/jass.toml"]]


def _interrupt(seconds: float) -> None:
    raise KeyboardInterrupt  # `watch` looks until Ctrl-C: stop it at its first pause


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Build the click command once (typer rebuilds it on each invoke), no fsync, no waits."""
    if hasattr(typer.testing, "_get_command"):
        monkeypatch.setattr(typer.testing, "_get_command", lambda _: COMMAND)
    monkeypatch.setattr(disk, "os", NoFsync())
    monkeypatch.setattr(time, "sleep", _interrupt)
    monkeypatch.setenv("NO_COLOR", "1")


def reset(path: Path, data: bytes) -> None:
    """Put `data` in the file, as a new file: ext4 flushes a file truncated in place."""
    if path.is_file() and path.read_bytes() == data:
        return
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    path.write_bytes(data)


def digest(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def assert_no_traceback(result: Result) -> None:
    assert result.exit_code in (0, 1, 2, 3), (result.exit_code, result.output)
    assert isinstance(result.exception, SystemExit | None), repr(result.exception)
    # the header Python prints; a bare "Traceback" may be an argument echoed back
    assert "Traceback (most recent call last)" not in result.output


@pytest.fixture
def states(session_file: Path) -> list[bytes]:
    """The session file as it may be met: hands closed, a hand open, a game decided."""
    (session_file.parent / "sub").mkdir()
    new_session(session_file, hands=4)
    closed = session_file.read_bytes()
    assert run("start", "hearts").exit_code == 0
    assert run("weis", "1", "20").exit_code == 0
    opened = session_file.read_bytes()
    session_file.write_bytes(closed)
    for number in range(4, 40):
        if load(session_file).scorer.game.decided:
            break
        assert run(*hand_args(number)).exit_code == 0
    return [closed, opened, session_file.read_bytes()]


def arguments(name: str) -> st.SearchStrategy[list[str]]:
    params = COMMAND.commands[name].params
    options = [o for p in params if p.param_type_name == "option"
               for o in (*p.opts, *p.secondary_opts)]
    token = st.one_of(st.sampled_from([*options, "--help"]), st.sampled_from(VALUES), TEXT)
    least = 1 if name == "demo" else 0  # `demo` alone plays twenty hands: CI runs it
    words = st.lists(token, min_size=least, max_size=7)
    return st.tuples(st.sampled_from(PREFIXES), words).map(lambda p: [*p[0], name, *p[1]])


@pytest.mark.parametrize("name", NAMES)
def test_any_arguments_end_in_a_known_way(name: str, session_file: Path,
                                          states: list[bytes]) -> None:
    @settings(max_examples=1000 * STRESS, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(argv=arguments(name), state=st.sampled_from(states))
    def one(argv: list[str], state: bytes) -> None:
        reset(session_file, state)
        before = digest(session_file)
        result = CliRunner().invoke(app, argv)
        assert_no_traceback(result)
        if result.exit_code != 0:
            assert digest(session_file) == before, argv
        if result.exit_code == 1:
            assert len(result.stderr.strip().splitlines()) == 1, result.stderr

    one()


# --- a session file cut short at every byte ---------------------------------------------


@pytest.fixture
def real_session(session_file: Path) -> Iterator[bytes]:
    """A real evening: hands in one go and part by part, Weis, Stöck, undo and fix."""
    new_session(session_file, hands=6)
    for args in (["start", "hearts", "--pushed"], ["weis", "2", "50"], ["stoeck", "1"],
                 ["undo"], ["tricks", "--points", "2=90"], ["fix", "2", "clubs", "--match", "1"],
                 hand_args(6)):
        assert run(*args).exit_code == 0, args
    yield session_file.read_bytes()


def test_a_file_cut_at_any_byte_is_read_whole_or_refused_with_its_place(
        session_file: Path, real_session: bytes) -> None:
    whole = json.loads(run("show", "--json").stdout)
    events = [entry.event for entry in load(session_file).entries]
    for cut in range(len(real_session)):
        for check in (_show_agrees, _hand_appends):
            reset(session_file, real_session[:cut])
            check(session_file, whole, events, cut)


def _refused_in_place(result: Result, path: Path, cut: bytes) -> None:
    assert result.exit_code == 3, result.output
    assert PLACE.match(result.stderr), result.stderr
    assert path.read_bytes() == cut


def _show_agrees(path: Path, whole: Any, events: list[Any], cut: int) -> None:
    before = path.read_bytes()
    result = run("show", "--json")
    assert_no_traceback(result)
    if result.exit_code == 0:
        assert json.loads(result.stdout) == whole, cut  # what is left is the same evening
    else:
        _refused_in_place(result, path, before)


def _hand_appends(path: Path, whole: Any, events: list[Any], cut: int) -> None:
    before = path.read_bytes()
    result = run(*hand_args(7))
    assert_no_traceback(result)
    if result.exit_code == 0:
        assert [entry.event for entry in load(path).entries][:-1] == events, cut
    else:
        _refused_in_place(result, path, before)


def test_a_long_file_cut_near_its_end_or_anywhere_is_read_whole_or_refused(
        session_file: Path) -> None:
    """A file long enough for the fast reading of event lines (jass_slate/file/fasttoml.py)."""
    new_session(session_file)
    session = load(session_file)
    for number in range(330):
        session.record(hand_event(number))
    save(session)
    long = session_file.read_bytes()
    assert len(long) > 16_384
    whole = json.loads(run("show", "--json").stdout)
    events = [entry.event for entry in load(session_file).entries]
    cuts = sorted({*range(len(long) - 700, len(long)), *range(0, len(long), 211)})
    for cut in cuts:
        reset(session_file, long[:cut])
        _show_agrees(session_file, whole, events, cut)
        if cut % 11 == 0:
            reset(session_file, long[:cut])
            _hand_appends(session_file, whole, events, cut)
