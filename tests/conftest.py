"""Tests never touch the real working directory's session file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from jass_slate.file import snapshot as file
from jass_slate.language import i18n

LOCALE_SETTINGS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "JASS_SLATE_LANG")

# Hypothesis times each example (a deadline) and the drawing of examples (the health check
# "too slow"): on a busy machine both fail tests that are right. Neither is asserted here;
# what must be fast is measured by benchmarks/.
settings.register_profile("any machine", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("any machine")


@pytest.fixture(autouse=True, scope="session")
def cache_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The commands the tests run keep their dataclass code in a folder of this run, not in
    the user's cache (cli/class_code.py)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
        yield


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
    # Every file written in the process keeps its snapshot, however short, so that every
    # test of a command resumes from one (a command in a subprocess keeps the threshold).
    monkeypatch.setattr(file, "SNAPSHOT_FROM", 0)
    i18n.use("en")
    yield path
    i18n.use("en")


@pytest.fixture
def rewritten(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every write rewrites the whole file (as an undo, a fix, a rename or a file not laid
    out as jass-slate writes it does), where a hand would be written at the file's end in
    place (file/append.py): for the tests of the rewrite's own steps."""
    from jass_slate.file import append

    monkeypatch.setattr(append, "LARGEST_END", 0)


SLOW_FILES = {"test_store_stress.py", "test_fuzz_cli.py", "test_play_terminal.py",
              "test_terminal.py"}
SLOW_TESTS = {  # over 10 s each (pytest --durations=40), wherever their file moves
    ("test_i18n.py", "test_json_files_and_exit_codes_do_not_change_with_the_language"),
    ("test_i18n.py", "test_no_english_message_is_left_verbatim"),
    ("test_examples.py", "test_full_game_script_plays_to_3000"),
    ("test_history.py", "test_games_are_separated_with_their_winner_and_schneider"),
    ("test_store_model.py", "test_the_file_always_agrees_with_the_model"),
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the stress, fuzz, terminal and other long tests `slow` (`-m "not slow"` skips)."""
    for item in items:
        name = item.name.partition("[")[0]
        if item.path.name in SLOW_FILES or (item.path.name, name) in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)
