"""The names jass-slate takes from inside Typer are found; this fails when Typer moves them."""

from __future__ import annotations

import pytest
import typer.core

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
