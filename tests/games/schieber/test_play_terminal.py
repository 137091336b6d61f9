"""`play` as a process: killed or stopped with Ctrl-C mid-hand, then resumed, nothing lost."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from jass_slate.cli.app import app
from tests.cli_tools import HANG_SECONDS
from tests.evening import GAME, answers, new_session, play_commands, runner, without_times


def events(path: Path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith('  "')]


def wait_for_prompt(process: subprocess.Popen[bytes], after: str, prompt: str) -> str:
    """Read play's output until it asks `prompt` after saying `after`: every answer before
    it is written by then
    (a write cut short by a signal is rolled back whole, so the test waits for the next
    question rather than for the file)."""
    assert process.stdout is not None
    seen = b""
    while prompt.encode() not in seen.partition(after.encode())[2]:
        ready, _, _ = select.select([process.stdout], [], [], HANG_SECONDS)
        assert ready, "play hangs: " + seen.decode(errors="replace")[-300:]
        chunk = os.read(process.stdout.fileno(), 4096)
        assert chunk, "play ended early: " + seen.decode(errors="replace")[-300:]
        seen += chunk
    return seen.decode()


@contextmanager
def stopped_at_the_end(process: subprocess.Popen[bytes]) -> Iterator[subprocess.Popen[bytes]]:
    """The process, killed if still running when the test is done with it (also when it
    fails) and its pipes closed: nothing is left for a later test's garbage collection to
    warn about."""
    with process:
        try:
            yield process
        finally:
            if process.poll() is None:
                process.kill()


def environment(path: Path) -> dict[str, str]:
    return {**os.environ, "JASS_SLATE_FILE": str(path), "NO_COLOR": "1", "TERM": "dumb"}


# Hand 3 of GAME is asked as: obenabe, then its Weis, then its trick points.
BEFORE = [*answers(GAME[:2]), "obenabe", "Anna 100 20"]  # 6 + 2 events are written
AFTER = ["1 85", *answers(GAME[3:])]


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGKILL], ids=["ctrl-c", "kill"])
def test_stopped_mid_hand_and_resumed_loses_nothing(tmp_path: Path, stop: signal.Signals) -> None:
    path, reference = tmp_path / "play.toml", tmp_path / "commands.toml"
    new_session(path)
    with stopped_at_the_end(subprocess.Popen(
            [sys.executable, "-m", "jass_slate", "play"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment(path))) as process:
        assert process.stdin is not None and process.stderr is not None
        process.stdin.write("".join(f"{line}\n" for line in BEFORE).encode())
        process.stdin.flush()
        wait_for_prompt(process, "so far in hand 3", "Trick points")  # after hand 3's Weis
        process.send_signal(stop)
        code = process.wait(HANG_SECONDS)
        stderr = process.stderr.read().decode()
    if stop is signal.SIGINT:
        assert code == 130 and "every answer given is written" in stderr
        assert "Traceback" not in stderr
    else:
        assert code == -signal.SIGKILL
    assert len(events(path)) == 8
    resumed = runner.invoke(app, ["-f", str(path), "play"],
                            input="".join(f"{line}\n" for line in AFTER))
    assert resumed.exit_code == 0, resumed.output
    assert "Hand 3 is open: picking it up where it stands." in resumed.stdout
    new_session(reference)
    play_commands(reference, GAME)
    assert without_times(path) == without_times(reference)


def test_a_real_terminal_ctrl_c_and_resume(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect", reason="pexpect drives a real terminal (test extra)")
    path = tmp_path / "play.toml"
    new_session(path)
    command = [sys.executable, "-m", "jass_slate", "play"]
    spawned: list[Any] = []  # closed at the end, also when the test fails

    def spawn() -> Any:
        spawned.append(pexpect.spawn(command[0], command[1:], env=environment(path),
                                     encoding="utf-8", timeout=HANG_SECONDS,
                                     dimensions=(24, 80)))
        return spawned[-1]

    try:
        ctrl_c_and_resume(pexpect, spawn)
    finally:
        for child in spawned:
            child.close(force=True)


def ctrl_c_and_resume(pexpect: Any, spawn: Callable[[], Any]) -> None:
    """Ctrl-C in a real terminal mid-hand, then `play` again picks the hand up."""
    child = spawn()
    child.expect_exact("Anna's contract (or push): ")
    child.sendline("push")
    child.expect_exact("Beat's contract (Anna pushed): ")
    child.sendline("herz")
    child.expect_exact("Weis after the first trick")
    child.sendline("2 50")
    child.expect_exact("Written so far in hand 1: Weis 100 for Cla & Dora; now 0 – 100.")
    child.expect_exact("Stöck (TEAM, or none): ")
    child.sendintr()  # Ctrl-C in the middle of the hand
    child.expect_exact("every answer given is written")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Traceback" not in (child.before or "")

    child = spawn()
    child.expect_exact("Hand 1 is open: picking it up where it stands.")
    child.expect_exact("Hand 1: ♥ hearts ×2 (pushed), Beat chose.")
    child.expect_exact("Stöck (TEAM, or none): ")
    child.sendline("Cla")
    child.expect_exact("Trick points")
    child.sendline("2 120")
    child.expect_exact("Hand 1 (♥ hearts ×2, pushed): Anna & Beat +74, Cla & Dora +380")
    child.expect_exact("Cla's contract (or push): ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
