"""Shell completion: commands, contracts, teams and players, read from the session file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jass_slate.cli.app import app
from jass_slate.games.schieber.commands.completion import complete_contract, complete_team
from tests.evening import NEW, runner


def complete(words: str | list[str], **env: str) -> list[str]:
    """What bash is given for the last of `words` (a string: split at its spaces), one a
    line, quoted as bash inserts it; its completion script joins its words with newlines."""
    parts = words.split(" ") if isinstance(words, str) else words
    result = runner.invoke(app, [], prog_name="jass-slate", env={
        "_JASS_SLATE_COMPLETE": "complete_bash", "COMP_WORDS": "\n".join(parts),
        "COMP_CWORD": str(len(parts) - 1), **env})
    assert result.exit_code == 0, result.output
    return str(result.stdout).splitlines()


class Context:
    """Just enough of a click context for the callbacks: no --file given."""

    def __init__(self) -> None:
        self.params: dict[str, Any] = {}

    def find_root(self) -> Context:
        return self


def words(choices: list[tuple[str, str]]) -> list[str]:
    return [word for word, _ in choices]


@pytest.fixture
def session(session_file: Path) -> Path:
    assert runner.invoke(app, NEW).exit_code == 0
    return session_file


def test_commands_complete() -> None:
    assert complete("jass-slate st") == ["start", "stoeck", "stats"]
    assert "play" in complete("jass-slate p")


def test_contracts_of_the_session_with_their_factor(session: Path) -> None:
    assert complete("jass-slate start he") == ["hearts", "herz"]
    assert complete("jass-slate hand o") == ["obenabe"]
    choices = complete_contract(Context(), "")  # type: ignore[arg-type]
    assert ("hearts", "♥ hearts ×2") in choices and ("undenufe", "Undenufe ×4") in choices
    assert "acorns" not in words(choices)  # a French-deck session


def test_a_swiss_session_offers_its_own_suits(session_file: Path) -> None:
    args = ["new", "--team", "A", "--team", "B", "--rules", "classic-swiss"]
    assert runner.invoke(app, args).exit_code == 0
    assert complete("jass-slate start s") == ["shields", "schilten", "schellen"]


def test_teams_and_players(session: Path) -> None:
    assert complete("jass-slate stoeck D") == ["Dora"]
    # Quoted as bash inserts them: before, `Anna & Beat` went in as three words.
    assert complete("jass-slate claim 1 --also ") == ["1", "2", "Anna\\ \\&\\ Beat",
                                                       "Cla\\ \\&\\ Dora", "Anna", "Beat",
                                                       "Cla", "Dora"]
    assert complete("jass-slate tricks --match c") == ["cla\\ \\&\\ Dora", "cla"]
    assert complete("jass-slate tricks --first DO") == ["DOra"]
    assert words(complete_team(Context(), "an")) == ["anna & Beat", "anna"]  # type: ignore[arg-type]


def test_the_file_option_is_read(session: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.toml"
    args = ["-f", str(other), "new", "--team", "Eli & Fritz", "--team", "Gina & Hans"]
    assert runner.invoke(app, args).exit_code == 0
    assert complete(f"jass-slate -f {other} stoeck G") == ["Gina\\ \\&\\ Hans", "Gina"]


def test_without_a_session_file_anything_any_session_accepts() -> None:
    assert words(complete_team(Context(), "")) == ["1", "2"]  # type: ignore[arg-type]
    contracts = words(complete_contract(Context(), ""))  # type: ignore[arg-type]
    assert {"hearts", "acorns", "obenabe", "undenufe", "herz"} <= set(contracts)


def test_a_broken_session_file_never_fails_completion(session_file: Path) -> None:
    session_file.write_text("format = 1\nthis is not toml [\n")
    assert complete("jass-slate start ob") == ["obenabe"]
    assert complete("jass-slate stoeck ") == ["1", "2"]


def test_completion_can_be_installed() -> None:
    result = runner.invoke(app, ["--help"], prog_name="jass-slate")
    assert "--install-completion" in result.stdout
