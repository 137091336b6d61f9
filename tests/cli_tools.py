"""Running the CLI in the tests: one runner, and the checks every command test makes."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app

runner = CliRunner()
# How long a test waits for a process it drives (its output, its end) before calling it hung:
# never a measure of speed. A busy or slow machine stays far below it, and nothing waits it
# out unless something hangs; a test that asserts how fast something happens is a benchmark.
HANG_SECONDS = 600.0
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"]
SEATED = [*NEW, "--seats", "Anna,Cla,Beat,Dora"]  # anticlockwise; Anna and Beat are team 1
EXAMPLES = Path(__file__).parents[1] / "examples"
JASS = [sys.executable, "-m", "jass_slate"]


def run_example(script: str, session: Path) -> str:
    """Run examples/SCRIPT.sh as its game's page in docs/games/ says, writing `session`; its
    standard output (it must exit 0)."""
    env = {**os.environ, "JASS": " ".join(JASS), "JASS_SLATE_FILE": str(session)}
    done = subprocess.run(["bash", str(EXAMPLES / f"{script}.sh")], env=env,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def sound_and_shown(path: Path) -> Any:
    """`show --json` of a session file, in a process of its own, after `check` found it
    sound."""
    checked = subprocess.run([*JASS, "check", str(path)], capture_output=True, text=True,
                             check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    shown = subprocess.run([*JASS, "-f", str(path), "show", "--json"], capture_output=True,
                           text=True, check=True)
    return json.loads(shown.stdout)


def rules_file(tmp_path: Path, text: str) -> Path:
    """A house-rules file holding `text`."""
    rules = tmp_path / "house-rules.toml"
    rules.write_text(text, encoding="utf-8")
    return rules


def new_with_rules(tmp_path: Path, text: str, *more: str) -> None:
    """A seated session of Anna & Beat against Cla & Dora under the house rules `text`."""
    ok(*SEATED, "--rules", str(rules_file(tmp_path, text)), *more)


def run(*args: str, **env: str) -> Any:
    return runner.invoke(app, list(args), env=env or None)


def ok(*args: str, **env: str) -> str:
    """Run a command that must succeed; its standard output."""
    result = run(*args, **env)
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def as_json(*args: str) -> Any:
    return json.loads(ok(*args, "--json"))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def one_line(result: Any) -> str:
    """The one line a refused command says, after checking there is just one."""
    assert isinstance(result.exception, SystemExit | None), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    return str(lines[0])


def refused(path: Path, *args: str, code: int = 1) -> str:
    """Run a command that must be refused: the exit code, one line, the file unchanged."""
    before = digest(path) if path.exists() else None
    result = run(*args)
    assert result.exit_code == code, result.output
    assert before == (digest(path) if path.exists() else None)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output
    return str(lines[0])
