"""`export FILES...`: several sessions' histories as one table with a session column."""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime
from pathlib import Path

import pytest

from jass_slate.cli.app import app
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.render.exports import export_text
from jass_slate.games.schieber.report.data import CSV_COLUMNS
from tests.evening import GAME, new_session, play_commands, runner

EXAMPLES = sorted((Path(__file__).parents[3] / "examples" / "sessions").glob("*.toml"))
INTEGER_COLUMNS = {"game", "hand", "factor", "pushed", "points1", "points2", "match",
                   "weis_team", "weis", "stoeck", "team1", "team2", "total1", "total2", "fixed"}


def export(*args: str) -> str:
    result = runner.invoke(app, ["export", *args])
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def test_csv_over_several_sessions_has_one_header_and_typed_columns() -> None:
    text = export("--format", "csv", *map(str, EXAMPLES))
    rows = list(csv.DictReader(io.StringIO(text)))
    header = text.splitlines()[0].split(",")
    assert header == ["session", "team1_name", "team2_name", *CSV_COLUMNS]
    assert text.count("session,team1_name") == 1
    assert len(rows) == sum(len(load(path).scorer.hands) for path in EXAMPLES)
    assert [r["session"] for r in rows].count(str(EXAMPLES[0])) == \
        len(load(EXAMPLES[0]).scorer.hands)
    for column in INTEGER_COLUMNS:
        assert all(r[column] == "" or r[column].lstrip("-").isdigit() for r in rows), column
    for column in ("game", "hand", "factor", "pushed", "team1", "team2", "total1", "total2"):
        assert all(r[column] != "" for r in rows), column
    for row in rows:
        stamp = datetime.fromisoformat(row["at"])
        assert stamp.tzinfo is not None and row["at"][10] == "T"
    assert {r["contract"] for r in rows} >= {"obenabe", "undenufe", "hearts", "acorns"}


def test_csv_reads_into_pandas_when_it_is_there() -> None:
    pandas = pytest.importorskip("pandas", reason="pandas is not a dependency; csv is checked "
                                                  "by the test above")
    frame = pandas.read_csv(io.StringIO(export(*map(str, EXAMPLES))))
    assert str(frame["hand"].dtype) == "int64" and str(frame["total1"].dtype) == "int64"
    assert pandas.to_datetime(frame["at"], utc=True).notna().all()


def test_json_over_several_sessions() -> None:
    data = json.loads(export("--format", "json", *map(str, EXAMPLES)))
    assert [s["session"] for s in data["sessions"]] == list(map(str, EXAMPLES))
    assert len(data["hands"]) == sum(len(load(p).scorer.hands) for p in EXAMPLES)
    first = data["hands"][0]
    assert first["session"] == str(EXAMPLES[0]) and first["number"] == 1
    assert {"game", "contract", "factor", "pushed", "points", "scores", "totals", "at"} <= set(
        first)


def test_markdown_over_several_sessions() -> None:
    text = export("--format", "md", *map(str, EXAMPLES))
    lines = text.splitlines()
    assert lines[0] == f"# {len(EXAMPLES)} sessions"
    assert lines[2].startswith("| session | game | hand | teams |")
    rows = [line for line in lines[4:] if line.startswith("|")]
    assert len(rows) == sum(len(load(p).scorer.hands) for p in EXAMPLES)
    assert "Anna & Beat : Cla & Dora" in text


def test_one_session_file_exports_as_before(session_file: Path) -> None:
    new_session(session_file)
    play_commands(session_file, list(GAME[:4]))
    scorer = load(session_file).scorer
    for fmt in ("csv", "json", "md"):
        assert export("--format", fmt) == export_text(scorer, fmt)
    text = export("--format", "csv", str(session_file))
    assert text.splitlines()[1].startswith(f"{session_file},Anna & Beat,Cla & Dora,1,1,")


def test_svg_of_several_files_is_refused(session_file: Path) -> None:
    new_session(session_file)
    result = runner.invoke(app, ["export", "--format", "svg", str(session_file)])
    assert result.exit_code == 1
    assert "exports one session" in result.stderr


def test_a_missing_file_is_named_with_code_3(tmp_path: Path) -> None:
    result = runner.invoke(app, ["export", str(EXAMPLES[0]), str(tmp_path / "gone.toml")])
    assert result.exit_code == 3 and "gone.toml" in result.stderr
