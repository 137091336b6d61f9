"""Running the CLI in the tests: one runner, and the checks every command test makes."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app

runner = CliRunner()
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"]
SEATED = [*NEW, "--seats", "Anna,Cla,Beat,Dora"]  # anticlockwise; Anna and Beat are team 1


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
