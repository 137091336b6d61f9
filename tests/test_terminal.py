"""What reaches the terminal (issue 13, items 12 to 16 and 20): usage errors, narrow
terminals, plain ASCII, reachable targets, true small messages, and names shown as the
text they are."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from jass_slate.cli import app

runner = CliRunner()
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"]


def run(*args: str, **env: str) -> Any:
    return runner.invoke(app, list(args), env=env or None)


def ok(*args: str, **env: str) -> str:
    result = run(*args, **env)
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def session(session_file: Path) -> Path:
    ok(*NEW)
    return session_file


# --- item 15: usage errors are exit 2 -------------------------------------------------------

TRICKS_ONCE = "say the trick points with --points TEAM=N, or --match TEAM, once"


@pytest.mark.parametrize(("args", "usage", "message"), [
    (["hand", "hearts"], "jass-slate hand [OPTIONS] {CONTRACT}", TRICKS_ONCE),
    (["hand", "hearts", "--points", "1=100", "--match", "2"],
     "jass-slate hand [OPTIONS] {CONTRACT}", TRICKS_ONCE),
    (["tricks"], "jass-slate tricks [OPTIONS]", TRICKS_ONCE),
    (["tricks", "--points", "1=100", "--match", "1"], "jass-slate tricks [OPTIONS]",
     TRICKS_ONCE),
    (["fix", "1", "hearts"], "jass-slate fix [OPTIONS] {HAND} {CONTRACT}", TRICKS_ONCE),
    (["weis"], "jass-slate weis [OPTIONS] [TEAM] [VALUES]...",
     "say the team and its Weis, like `weis 1 20 50`, or the cards shown, like "
     "`weis \"Anna: ♥9-Q\" \"Cla: ♠10-K\"`"),
    (["weis", "1", "20", "--player", "Anna: ♥6-8"], "jass-slate weis [OPTIONS] [TEAM] [VALUES]...",
     "give TEAM and values, or --player \"NAME: CARDS\", not both"),
    (["weis-check"], "jass-slate weis-check [OPTIONS] [CARDS]...",
     "say the cards, like `weis-check ♥9-Q ♠A`, or --player \"NAME: CARDS\" per player"),
    (["weis-check", "♥9", "--player", "Anna: ♠9"], "jass-slate weis-check [OPTIONS] [CARDS]...",
     "give one hand as CARDS, or several with --player, not both"),
])
def test_a_missing_or_doubled_option_is_a_usage_error(
        session: Path, args: list[str], usage: str, message: str) -> None:
    ok("start", "hearts")
    before = digest(session)
    result = run(*args)
    assert result.exit_code == 2
    command = usage.split()[1]
    assert result.stderr == (f"Usage: {usage}\nTry 'jass-slate {command} --help' for help.\n\n"
                             f"Error: {message}\n")
    assert result.stdout == ""
    assert digest(session) == before


def test_a_usage_error_needs_no_session_file(session_file: Path) -> None:
    """Nothing is read: the usage is wrong whatever the file holds."""
    result = run("hand", "hearts")
    assert result.exit_code == 2 and TRICKS_ONCE in result.stderr
    assert not session_file.exists()


def test_a_bare_call_prints_the_help_as_a_plain_typer_app_does() -> None:
    """Typer's own `no_args_is_help`: the help on stderr, exit 2, no `Error:` line."""
    result = run()
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == ok("--help")
    assert "Error" not in result.stderr
