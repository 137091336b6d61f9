"""The names jass-slate takes from inside Typer are found; this fails when Typer moves them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer.core
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.cli.lazy import commands_of, family_command  # the fast path, unless off
from jass_slate.games import FIRST
from jass_slate.shell import typer_private

COMMANDS = commands_of(FIRST)  # a Schieber file's commands, and every game's

FAST_PATH = bool(getattr(typer.core._TyperParameter.get_runtime_param, "plain", False))
needs_fast_path = pytest.mark.skipif(not FAST_PATH, reason="the fast path is off: Typer's "
                                     "own path converts every value")


def test_the_private_names_are_found_in_this_typer() -> None:
    assert issubclass(typer_private.UsageError, Exception)
    assert typer_private.UsageError.__name__ == "UsageError"
    assert typer_private.NoArgsIsHelpError.__name__ in ("NoArgsIsHelpError", "_NeverRaised")
    assert hasattr(typer.core, "_")  # where Typer looks its headings up


def test_typer_raises_the_usage_error_found() -> None:
    from typer.testing import CliRunner

    from jass_slate.cli.app import app

    result = CliRunner().invoke(app, ["show", "--no-such-option"])
    assert result.exit_code == 2


def test_clicks_classes_are_found_through_typers_public_ones() -> None:
    """Wherever Typer keeps its Click (typer._click in 0.29), its public BadParameter is a
    UsageError of that Click; a class that is none fails loudly."""
    from typer._click import exceptions

    assert typer_private.UsageError is exceptions.UsageError
    assert typer_private.NoArgsIsHelpError is exceptions.NoArgsIsHelpError
    assert typer_private.click_class(typer.core.TyperCommand, "Command").__module__ == \
        "typer._click.core"
    with pytest.raises(typer_private.TyperChanged, match=r"typer 0\.\d+.*'s int is not built on "
                                                         r"Click's UsageError"):
        typer_private.click_class(int, "UsageError")


# The plain coercion: the same values and the same messages as Typer's own, without pydantic.

def typers_own(descriptor: Any) -> Any:
    from typer._coercion import build_runtime_param

    return build_runtime_param(descriptor)


def every_parameter() -> list[Any]:
    """Every Typer parameter of every jass-slate command, as built for a run."""
    found = []
    for name, module in COMMANDS.items():
        command = family_command(module, name)
        found += [p for p in command.params if hasattr(p, "type_descriptor")]
    return found


def outcome(runtime: Any, value: Any, param: Any) -> tuple[str, Any]:
    """What a coercion makes of a value: ("value", the value) or ("refused", the message)."""
    context = typer.Context(typer.core.TyperCommand("x"))
    try:
        return "value", runtime.coerce(value, param=param, ctx=context)
    except typer_private.UsageError as error:
        return "refused", (type(error).__name__, error.format_message())


SAMPLES = ["", " ", "0", "7", "-3", "+5", "007", "-0", " 12", "12 ", "1_000", "1e3", "3.0",
           "٣", "99999999999999999999", "hearts", "HEARTS", "Hearts", "csv", "json", "md",
           "french", "german", "x", "a//b", "./s.toml", "-", "true", "no", "\x1b[31m",
           "säli", "a\x00b", "None"]


@needs_fast_path
def test_every_parameter_takes_each_value_as_typers_own_coercion_does() -> None:
    plain_ones = 0
    for param in every_parameter():
        descriptor = param.type_descriptor
        mine = param.get_runtime_param()
        theirs = typers_own(descriptor)
        plain_ones += type(mine).__name__ == "PlainParam"
        values: list[Any] = list(SAMPLES)
        if param.multiple or param.nargs == -1:
            values = [(), tuple(SAMPLES[:3]), ("7", "x"), *[(v,) for v in SAMPLES]]
        for value in values:
            assert outcome(mine, value, param) == outcome(theirs, value, param), \
                (param.name, descriptor.annotation, value)
        if descriptor.annotation is bool:
            for value in (True, False):
                assert outcome(mine, value, param) == outcome(theirs, value, param)
    assert plain_ones >= 70  # all but `watch --every` (a float with a minimum): Typer's


@needs_fast_path
@given(st.text(max_size=12) | st.from_regex(r"[+-]?[0-9]{1,20}", fullmatch=True))
@settings(max_examples=300, deadline=None)
def test_any_text_as_typer_takes_it(text: str) -> None:
    for param in PARAMETERS:
        if param.multiple or param.nargs == -1:
            value: Any = (text,)
        else:
            value = text
        assert outcome(param.get_runtime_param(), value, param) == \
            outcome(typers_own(param.type_descriptor), value, param)


@needs_fast_path
@pytest.mark.parametrize("argv", [
    ["fix", "x", "hearts"], ["fix", "1.5", "hearts"], ["fix", "", "hearts"],
    ["export", "--format", "pdfx"], ["export", "--format", ""], ["new", "--deck", "tarot"],
    ["fix", "12abc", "hearts"], ["new", "--deck", "\x1b[31mred"],
])
def test_a_bad_value_says_what_unpatched_typer_says(argv: list[str],
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from jass_slate.cli.app import app

    monkeypatch.chdir(tmp_path)
    patched = CliRunner().invoke(app, argv)
    plain: Any = typer.core._TyperParameter.get_runtime_param
    monkeypatch.setattr(typer.core._TyperParameter, "get_runtime_param", plain.typers)
    unpatched = CliRunner().invoke(app, argv)
    assert patched.exit_code == unpatched.exit_code == 2
    assert patched.output == unpatched.output
    assert "Invalid value" in patched.output
    assert list(tmp_path.iterdir()) == []


def test_the_guard_finds_what_it_relies_on_in_typer_0_29() -> None:
    """On the Typer series the fast path was written for, the guard finds each name as it
    expects it, and the fast path is in place unless switched off."""
    if not typer.__version__.startswith("0.29."):
        pytest.skip(f"typer {typer.__version__}: the fast path is kept where the guard fits")
    assert typer_private.fast_path_fits()
    for module_name, names, expected, exact in typer_private.RELIED_ON:
        found = typer_private.shape(typer_private.relied_on(module_name, names))
        assert found == expected if exact else set(expected) <= set(found), names
    assert (os.environ.get(typer_private.FAST_PATH_SWITCH) != "0") == FAST_PATH


@pytest.mark.parametrize("changed", [
    ("typer._coercion", "NoSuchThing", (), True),  # a name gone
    ("typer._coercion", "build_runtime_param", ("descriptor", "strict"), True),  # parameters
    ("typer._coercion", "RuntimeParam", ("parameter_info", "annotation", "adapter"), True),
    ("typer.core", "_TyperParameter", ("_runtime", "type_descriptor"), False),
])
def test_a_typer_the_guard_does_not_know_keeps_typers_own_path(
        monkeypatch: pytest.MonkeyPatch, changed: tuple[str, str, tuple[str, ...], bool]
        ) -> None:
    monkeypatch.setattr(typer_private, "RELIED_ON", (*typer_private.RELIED_ON, changed))
    monkeypatch.setattr(typer.core._TyperParameter, "get_runtime_param",
                        typers_get_runtime_param())
    assert not typer_private.fast_path_fits()
    assert typer_private.coerce_plain_values({}) is False
    assert not hasattr(typer.core._TyperParameter.get_runtime_param, "plain")


def test_the_switch_keeps_typers_own_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(typer.core._TyperParameter, "get_runtime_param",
                        typers_get_runtime_param())
    assert typer_private.coerce_plain_values({typer_private.FAST_PATH_SWITCH: "0"}) is False
    assert not hasattr(typer.core._TyperParameter.get_runtime_param, "plain")
    if typer_private.fast_path_fits():
        assert typer_private.coerce_plain_values({typer_private.FAST_PATH_SWITCH: "1"})
        assert typer.core._TyperParameter.get_runtime_param.plain  # type: ignore[attr-defined]


def typers_get_runtime_param() -> Any:
    """Typer's own `get_runtime_param`, whether the fast path replaced it or not."""
    installed: Any = typer.core._TyperParameter.get_runtime_param
    return getattr(installed, "typers", installed)


# A whole command in a Typer that moved a name, or with the fast path switched off: the
# same exit codes and the same words, the values converted by Typer (which imports pydantic).
RUN_IN = ("import json, sys\n{change}\n"
          "sys.argv = ['jass-slate', *sys.argv[1:]]\n"
          "from jass_slate.cli.main import main\n"
          "try:\n    main()\nexcept SystemExit as stop:\n    code = stop.code\n"
          "print(json.dumps([code, 'pydantic' in sys.modules]), file=sys.stderr)")
CHANGES = {
    "as installed": "",
    # Typer's own modules load first: Typer itself still finds what jass-slate cannot
    "a name gone": "import typer._adapters\ndel typer._param_types.routes_to_path",
    "a module moved": "import typer._adapters\nsys.modules['typer._param_types'] = None",
    "other parameters": ("import typer._coercion as c\nbuild = c.build_runtime_param\n"
                         "c.build_runtime_param = lambda descriptor, strict=True: build("
                         "descriptor)"),
}


def run_in(change: str, argv: list[str], cwd: Path, **env: str) -> tuple[str, str, int, bool]:
    """stdout, stderr, the exit code and whether pydantic was loaded, of one command."""
    done = subprocess.run([sys.executable, "-c", RUN_IN.format(change=CHANGES[change]),
                           *argv], capture_output=True, text=True, check=False, cwd=cwd,
                          env=os.environ | {"JASS_SLATE_LANG": "en", **env})
    *said, last = done.stderr.splitlines(keepends=True)
    code, pydantic = json.loads(last)
    return done.stdout, "".join(said), code, pydantic


@pytest.mark.parametrize("argv", [
    ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--deck", "tarot"],
    ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--target", "1e3"],
    ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--target", "1000"],
])
def test_typers_own_path_says_the_same(tmp_path: Path, argv: list[str]) -> None:
    """A Typer the guard does not know, and the switch: the same words and exit codes as the
    fast path (and the file the same), only slower: pydantic is loaded."""
    seen = []
    for number, (change, env) in enumerate([
            ("as installed", {}), ("as installed", {typer_private.FAST_PATH_SWITCH: "0"}),
            ("a name gone", {}), ("a module moved", {}), ("other parameters", {})]):
        folder = tmp_path / str(number)
        folder.mkdir()
        out, err, code, pydantic = run_in(change, argv, folder,
                                          JASS_SLATE_FILE=str(folder / "jass.toml"), **env)
        written = [len(p.read_bytes()) for p in folder.glob("*.toml")]  # stamped: its size
        seen.append((out.replace(str(folder), "…"), err, code, written))
        if code == 0:  # a refused value goes to Typer's own path on the fast path too
            assert pydantic == (number > 0 or not FAST_PATH), change
    assert all(one == seen[0] for one in seen), seen
    assert seen[0][2] == (0 if argv[-1] == "1000" else 2)


PARAMETERS = every_parameter()


def test_clicks_shell_completion_is_found_and_a_moved_one_leaves_typers_classes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """shell/tab_quoting.py quotes the words for bash and zsh with Click's shell completion; where
    a Typer keeps it elsewhere, Typer's own classes answer a TAB, words as they are."""
    from jass_slate.shell import tab_quoting as shells
    from tests.cli_tools import NEW, ok
    from tests.games.schieber.test_play_completion import complete

    ok(*NEW)
    assert complete("jass-slate stoeck C") == ["Cla\\ \\&\\ Dora", "Cla"]
    found = typer_private.shell_completion()
    assert found is not None and getattr(found.get_completion_class("bash"), "quoted", False)
    monkeypatch.setattr(typer_private, "SHELL_LOCATIONS", ("no.such.module",))
    assert typer_private.shell_completion() is None
    monkeypatch.setattr(shells, "shell_completion", typer_private.shell_completion)
    assert complete("jass-slate stoeck C") == ["Cla & Dora", "Cla"]  # Typer's, unquoted
