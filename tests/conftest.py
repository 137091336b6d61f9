"""Tests never touch the real working directory's session file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from jass_slate.language import i18n

LOCALE_SETTINGS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "JASS_SLATE_LANG")


@pytest.fixture(autouse=True)
def session_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point JASS_SLATE_FILE into a temporary folder and work from there."""
    path = tmp_path / "jass.toml"
    monkeypatch.setenv("JASS_SLATE_FILE", str(path))
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("COLUMNS", "100")
    for variable in LOCALE_SETTINGS:  # English unless a test asks for another language
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    i18n.use("en")
    yield path
    i18n.use("en")
