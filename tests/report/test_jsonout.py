"""Streamed JSON is one valid document, the same data as the whole one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.file.path import DEFAULT_FILE
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.report.data import history_data, show_data
from jass_slate.report import jsonout
from jass_slate.report.visible import writable

scalars = st.none() | st.booleans() | st.integers() | st.text()
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(), inner, max_size=3), max_leaves=8)


@given(st.dictionaries(st.text(), values, max_size=5))
def test_any_document_reads_back(document: dict[str, Any]) -> None:
    assert json.loads(jsonout.dumps(document)) == document


@given(st.lists(st.dictionaries(st.text(), scalars, max_size=3), max_size=4))
def test_iterators_are_written_as_lists(items: list[dict[str, Any]]) -> None:
    text = jsonout.dumps({"items": iter(items), "after": 1})
    assert json.loads(text) == {"items": items, "after": 1}
    assert text.count("\n") == (4 if not items else 5 + len(items))


def test_history_json_is_history_data() -> None:
    runner = CliRunner()
    runner.invoke(app, ["new", "--team", "Anna & Beat", "--team", "Cla & Dora",
                        "--first-forehand", "Anna"])
    for points in ("1=100", "2=90", "1=157"):
        assert runner.invoke(app, ["hand", "hearts", "--points", points]).exit_code == 0
    result = runner.invoke(app, ["history", "--json"])
    assert result.exit_code == 0
    expected = history_data(load(Path(DEFAULT_FILE)).scorer)
    assert json.loads(result.stdout) == expected
    hand_lines = [line for line in result.stdout.splitlines() if line.startswith('    {"game"')]
    assert len(hand_lines) == 3  # a hand a line


def test_indented_is_two_spaces_and_keeps_names_as_written() -> None:
    assert jsonout.indented({"team": "Zoë & Jürg", "scores": [1, 2]}) == (
        '{\n  "team": "Zoë & Jürg",\n  "scores": [\n    1,\n    2\n  ]\n}\n')


def test_indented_escapes_a_name_that_cannot_be_utf8() -> None:
    name = "game-\udcff.toml"  # a file name read from bytes that are not UTF-8
    text = jsonout.indented({"file": name, "team": "Zoë"})
    assert text.isascii()
    assert json.loads(text) == {"file": name, "team": "Zoë"}


# Text as file names read from bytes that are not UTF-8 give it: lone surrogates among letters.
loose_text = st.text(st.characters(max_codepoint=0x2FF)
                     | st.characters(min_codepoint=0xDC80, max_codepoint=0xDCFF), max_size=4)
loose_values = st.recursive(st.integers() | loose_text, lambda inner: st.lists(inner, max_size=3)
                            | st.dictionaries(loose_text, inner, max_size=3), max_leaves=8)


@given(st.dictionaries(loose_text, loose_values, max_size=4))
def test_indented_is_in_utf8_where_all_of_it_can_be_and_else_all_in_ascii_escapes(
        document: dict[str, Any]) -> None:
    text = jsonout.indented(document)
    utf8 = json.JSONEncoder(ensure_ascii=False).encode(document)
    whole = "".join(jsonout.lines(document, ascii=not writable(utf8)))
    assert text == whole
    assert json.loads(text) == document


@given(values)
def test_indented_reads_back_whatever_the_document(document: Any) -> None:
    assert json.loads(jsonout.indented(document)) == document


@given(st.dictionaries(st.text(), values, max_size=4))
def test_a_document_without_lists_at_the_top_is_indented_as_json_writes_it(
        document: dict[str, Any]) -> None:
    plain = {key: value for key, value in document.items() if not isinstance(value, list)}
    if plain:
        assert jsonout.indented(plain) == json.dumps(plain, ensure_ascii=False, indent=2) + "\n"


def test_every_export_is_written_as_it_is_made(tmp_path: Path) -> None:
    """Each export comes in pieces, a hand a piece (never the whole text at once), and the
    pieces are the export written to a file."""
    from jass_slate.games.schieber.render.exports import export_chunks, export_text
    from jass_slate.games.schieber.report.exports_many import export_sessions
    from tests.cli.test_benchmark_files import sessions

    path = tmp_path / "season.toml"
    sessions.write_session(path, 50)
    scorer = load(path).scorer
    for format_name in ("csv", "json", "md"):
        pieces = list(export_chunks(scorer, format_name))
        assert len(pieces) >= len(scorer.hands)
        assert "".join(pieces) == export_text(scorer, format_name)
        many = list(export_sessions([("a", scorer), ("b", scorer)], format_name))
        assert len(many) >= 2 * len(scorer.hands)
    data = json.loads(export_text(scorer, "json"))
    assert data == {**history_data(scorer), "slate": json.loads(jsonout.indented(
        show_data(scorer)))}
