"""Start-up stays lean: only the typed command is built, and drawing stays out of reading."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from jass_slate.cli import app as cli


@pytest.mark.parametrize(("argv", "name"), [
    (["show", "--json"], "show"),
    (["-f", "x.toml", "hand", "hearts", "--points", "1=100"], "hand"),
    (["--file", "show", "history"], "history"),
    (["--file=x.toml", "show"], "show"),
    (["-fx.toml", "undo"], "undo"),
    (["--lang", "de", "show"], "show"),
    (["--lang=fr", "-f", "x.toml", "undo"], "undo"),
    (["--help"], None),
    (["--help", "show"], None),
    (["-f"], None),
    ([], None),
])
def test_the_typed_command_is_found(argv: list[str], name: str | None) -> None:
    assert cli.command_named(argv) == name


def run_main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    monkeypatch.setattr(sys, "argv", ["jass-slate", *args])
    with pytest.raises(SystemExit) as stop:
        cli.main()
    code = stop.value.code
    return code if isinstance(code, int) else 1


def test_main_runs_the_typed_command_alone(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    made = CliRunner().invoke(cli.app, ["new", "--team", "Anna & Beat", "--team", "Cla & Dora"])
    assert made.exit_code == 0
    commands = list(cli.app.registered_commands)
    assert run_main(monkeypatch, "show", "--json") == 0
    assert json.loads(capsys.readouterr().out)["game"] == 1
    assert cli.app.registered_commands == commands  # the app itself keeps every command


def test_help_and_typos_still_see_every_command(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(monkeypatch, "--help") == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in ("hand", "show", "history", "undo", "export"))
    assert run_main(monkeypatch, "shw") == 2
    assert "show" in capsys.readouterr().err


def test_the_cli_imports_no_drawing_and_no_writing() -> None:
    probe = ("import sys, jass_slate.cli.app; "
             "print(sorted(m for m in ('rich', 'tomli_w', 'json') if m in sys.modules))")
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                           check=True).stdout.strip()
    assert found == "[]"
