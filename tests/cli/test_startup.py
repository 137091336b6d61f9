"""Start-up stays lean: only the typed command's module is loaded, and drawing stays out of
reading."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from jass_slate.cli import app as cli
from jass_slate.cli import main as cli_main
from jass_slate.cli.lazy import commands_of
from jass_slate.games import FIRST

COMMANDS = commands_of(FIRST)  # a Schieber file's commands, and every game's

LOADED = ("import sys; sys.argv = ['jass-slate', *sys.argv[1:]]\n"
          "from jass_slate.cli.main import main\n"
          "try:\n    main()\nexcept SystemExit:\n    pass\n"
          "print(sorted(m for m in sys.modules if m.startswith('jass_slate.')), "
          "file=sys.stderr)")


def loaded_modules(*args: str) -> set[str]:
    """The jass_slate modules a run of the command imports."""
    done = subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True,
                          text=True, check=False)
    return set(json.loads(done.stderr.strip().splitlines()[-1].replace("'", '"')))


@pytest.mark.parametrize(("argv", "family"), [
    (["show", "--json"], "games.schieber.commands.reading"),
    (["-f", "x.toml", "hand", "hearts", "--points", "1=100"], "games.schieber.commands.record"),
    (["--lang=fr", "-f", "x.toml", "undo"], "games.schieber.commands.record"),
    (["stats", "--json"], "cli.commands.stats"),
])
def test_the_typed_command_alone_is_loaded(argv: list[str], family: str) -> None:
    loaded = loaded_modules(*argv)
    families = {name.removeprefix("jass_slate.") for name in loaded} & set(COMMANDS.values())
    assert families == {family}


def test_every_command_has_its_family() -> None:
    names = [c.name for c in cli.app.registered_commands]
    assert names == []  # the app holds none itself: each is loaded when it runs
    group = __import__("typer").main.get_command(cli.app)
    for name in COMMANDS:
        assert group.get_command(None, name).name == name


def run_main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    monkeypatch.setattr(sys, "argv", ["jass-slate", *args])
    with pytest.raises(SystemExit) as stop:
        cli_main.main()
    code = stop.value.code
    return code if isinstance(code, int) else 1


def test_main_runs_the_typed_command(monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    made = CliRunner().invoke(cli.app, ["new", "--team", "Anna & Beat", "--team", "Cla & Dora"])
    assert made.exit_code == 0
    assert run_main(monkeypatch, "show", "--json") == 0
    assert json.loads(capsys.readouterr().out)["game"] == 1


def test_version_and_short_help(monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    assert run_main(monkeypatch, "--version") == 0
    assert capsys.readouterr().out == f"jass-slate {version('jass-slate')}\n"
    for command in COMMANDS:
        assert run_main(monkeypatch, command, "-h") == 0
        assert "Usage: jass-slate " + command in capsys.readouterr().out


def test_the_script_name_is_the_prog_name() -> None:
    assert cli_main.prog_name("/usr/bin/jass") == "jass"
    assert cli_main.prog_name("/venv/bin/jass-slate") == "jass-slate"
    assert cli_main.prog_name("/src/jass_slate/__main__.py") == "jass-slate"


def test_help_and_typos_still_see_every_command(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(monkeypatch, "--help") == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in ("hand", "show", "history", "undo", "export"))
    assert run_main(monkeypatch, "shw") == 2
    assert "show" in capsys.readouterr().err


def test_the_help_after_a_file_lists_that_file_s_game(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    board = tmp_path / "board.toml"
    made = CliRunner().invoke(cli.app, ["-f", str(board), "new", "--game", "board",
                                        "--players", "Anna,Beat,Cla"])
    assert made.exit_code == 0, made.output
    assert run_main(monkeypatch, "-f", str(board), "--help") == 0
    listed = capsys.readouterr().out.split("Commands:")[1].split()
    assert "hand" in listed and "weis" not in listed and "stoeck" not in listed
    monkeypatch.setenv("JASS_SLATE_FILE", str(board))
    assert run_main(monkeypatch, "--help") == 0
    assert "weis" not in capsys.readouterr().out.split("Commands:")[1].split()
    monkeypatch.delenv("JASS_SLATE_FILE")
    assert run_main(monkeypatch, "-f", str(tmp_path / "none.toml"), "--help") == 0
    assert "weis" in capsys.readouterr().out.split("Commands:")[1].split()


def test_the_cli_imports_no_drawing_and_no_writing() -> None:
    probe = ("import sys, jass_slate.cli.app; "
             "print(sorted(m for m in ('rich', 'tomli_w', 'json') if m in sys.modules))")
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                           check=True).stdout.strip()
    assert found == "[]"
