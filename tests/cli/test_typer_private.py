"""The names jass-slate takes from inside Typer are found; this fails when Typer moves them."""

from __future__ import annotations

import dataclasses
import inspect
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer.core
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.cli import typer_private


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


def test_a_moved_name_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(typer_private, "LOCATIONS", ("no.such.module",))
    with pytest.raises(typer_private.TyperChanged, match="cannot find Click's exceptions"):
        typer_private._exceptions()


# The plain coercion: the same values and the same messages as Typer's own, without pydantic.

def typers_own(descriptor: Any) -> Any:
    from typer._coercion import build_runtime_param

    return build_runtime_param(descriptor)


def every_parameter() -> list[Any]:
    """Every Typer parameter of every jass-slate command, as built for a run."""
    from jass_slate.cli.lazy import COMMANDS, family_command

    found = []
    for name, module in COMMANDS.items():
        command = family_command(module, name)
        found += [p for p in command.params if hasattr(p, "type_descriptor")]
    return found


def outcome(runtime: Any, value: Any, param: Any) -> tuple[str, Any]:
    """What a coercion makes of a value: ("value", the value) or ("refused", the message)."""
    import click

    context = click.Context(click.Command("x"))
    try:
        return "value", runtime.coerce(value, param=param, ctx=context)
    except typer_private.UsageError as error:
        return "refused", (type(error).__name__, error.format_message())


SAMPLES = ["", " ", "0", "7", "-3", "+5", "007", "-0", " 12", "12 ", "1_000", "1e3", "3.0",
           "٣", "99999999999999999999", "hearts", "HEARTS", "Hearts", "csv", "json", "md",
           "french", "german", "x", "a//b", "./s.toml", "-", "true", "no", "\x1b[31m",
           "säli", "a\x00b", "None"]


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


def test_the_coercion_it_relies_on_is_found_in_this_typer() -> None:
    for module_name, names in typer_private.RELIED_ON:
        assert callable(typer_private.relied_on(module_name, names))
    installed: Any = typer.core._TyperParameter.get_runtime_param
    assert installed.plain  # installed by cli/lazy.py
    signature = inspect.signature(typer_private.relied_on("typer._coercion",
                                                          "RuntimeParam._coerce_value"))
    assert list(signature.parameters) == ["self", "value", "param", "ctx"]
    descriptor_fields = {f.name for f in dataclasses.fields(
        typer_private.relied_on("typer._coercion", "TypeDescriptor"))}
    assert {"annotation", "parameter_info", "file_annotation"} <= descriptor_fields


def test_a_moved_coercion_name_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(typer_private, "RELIED_ON", (("typer._coercion", "NoSuchThing"),))
    with pytest.raises(typer_private.TyperChanged, match=r"typer 0\.\d+.* has no "
                                                         r"typer\._coercion\.NoSuchThing"):
        typer_private.coerce_plain_values()


def test_a_command_run_imports_no_pydantic() -> None:
    code = ("import sys; sys.argv = ['jass-slate', '-f', 'none.toml', *sys.argv[1:]]\n"
            "from jass_slate.cli.main import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules\n"
            "             if m.startswith(('pydantic', 'importlib.metadata'))), file=sys.stderr)")
    for argv in (["hand", "hearts", "--points", "1=100", "--weis", "1=20"], ["show", "--json"],
                 ["export", "--format", "csv", "--output", "x.csv"], ["fix", "2", "hearts"],
                 ["weis", "1", "4 hearts"]):
        done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True,
                              text=True, check=False)
        assert done.stderr.strip().splitlines()[-1] == "[]", argv


PARAMETERS = every_parameter()


def test_clicks_shell_completion_is_found_and_a_moved_one_leaves_typers_classes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """cli/shells.py quotes the words for bash and zsh with Click's shell completion; where
    a Typer keeps it elsewhere, Typer's own classes answer a TAB, words as they are."""
    from jass_slate.cli import shells
    from tests.cli_tools import NEW, ok
    from tests.table.test_play_completion import complete

    ok(*NEW)
    assert complete("jass-slate stoeck C") == ["Cla\\ \\&\\ Dora", "Cla"]
    found = typer_private.shell_completion()
    assert found is not None and getattr(found.get_completion_class("bash"), "quoted", False)
    monkeypatch.setattr(typer_private, "SHELL_LOCATIONS", ("no.such.module",))
    assert typer_private.shell_completion() is None
    monkeypatch.setattr(shells, "shell_completion", typer_private.shell_completion)
    assert complete("jass-slate stoeck C") == ["Cla & Dora", "Cla"]  # Typer's, unquoted
