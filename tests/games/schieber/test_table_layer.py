"""The table layer: declared Weis judged once on the way of a recorded hand, and no import
of the layers above it (render, cli)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.games.schieber.table import declared

runner = CliRunner()
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"]
PACKAGE = Path(declared.__file__).parents[3]
# The table layer: what every game's play says, and each game's own table.
TABLES = sorted([*(PACKAGE / "table").glob("*.py"), *(PACKAGE / "games").glob("*/table/*.py")])


def ok(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return str(result.stdout)


@pytest.fixture
def judged(session_file: Path, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The verdicts `declared.judge` gives while a command runs."""
    ok(*NEW)
    verdicts: list[Any] = []
    judge = declared.judge

    def counting(*args: Any) -> Any:
        verdicts.append(judge(*args))
        return verdicts[-1]

    monkeypatch.setattr(declared, "judge", counting)
    return verdicts


def test_hand_judges_declared_weis_once(judged: list[Any]) -> None:
    out = ok("hand", "clubs", "--points", "1=100", "--weis", "Anna: ♥9-Q",
             "--weis", "Cla: ♠10-K")
    assert out.startswith("Cla's run ♠10–K beats Anna's run ♥9–Q: higher top card.\n")
    assert len(judged) == 1


def test_weis_command_judges_declared_weis_once(judged: list[Any]) -> None:
    ok("start", "undenufe")
    out = ok("weis", "Cla: ♠10-K", "Anna: ♥9-Q")
    assert "Anna's run ♥9–Q beats Cla's run ♠10–K: lower bottom card, in Undenufe." in out
    assert len(judged) == 1


def test_weis_as_values_is_not_judged(judged: list[Any]) -> None:
    out = ok("hand", "clubs", "--points", "1=100", "--weis", "1=20")
    assert "beats" not in out
    assert judged == []


def imported(path: Path) -> Iterator[str]:
    """Every module `path` imports, inside functions too."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


@pytest.mark.parametrize("path", TABLES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_table_imports_nothing_from_render_or_cli(path: Path) -> None:
    above = [name for name in imported(path)
             if name.startswith(("jass_slate.render", "jass_slate.cli", "jass_slate.shell",
                                 "typer", "rich"))
             or (name.split(".")[:2] == ["jass_slate", "games"]
             and name.split(".")[3:4] in (["render"], ["commands"]))]
    assert above == []


def test_every_table_is_looked_at() -> None:
    assert len(TABLES) > 15  # the shared table and the three games'


def test_a_count_is_refused_for_the_team_it_was_said_for(session_file: Path) -> None:
    """`--points 2=1` is refused for the 1 that was said, not for the 156 left to team 1
    that the slate's own check would name first: why the typed count is checked where
    it is read (`counted`), before the scorer checks the event again."""
    ok(*NEW)
    ok("start", "hearts")
    for points, reason in (("2=1", "trick points cannot be 1: no cards make it"),
                           ("2=200", "trick points must be 0 to 157, not 200")):
        result = runner.invoke(app, ["tricks", "--points", points])
        assert result.exit_code != 0
        assert result.stderr.startswith(f"jass-slate: {reason}")
