"""fasttoml.loads reads exactly what tomllib.loads reads, and refuses what it refuses."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.file import fasttoml
from jass_slate.file.lines import toml_string

HEAD = '# a session\nformat = 1\n\n[teams]\nnames = ["A", "B"]\n\n'
TAIL = "\n\n[summary]\nhands = 2\n"


@pytest.fixture(autouse=True)
def always_fast(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Take the fast path for short texts too."""
    monkeypatch.setattr(fasttoml, "SHORT", 0)
    yield


def both(text: str) -> tuple[object, object]:
    """What each reader makes of `text`: the document, or the error message."""
    results: list[object] = []
    for loads in (tomllib.loads, fasttoml.loads):
        try:
            results.append(loads(text))
        except tomllib.TOMLDecodeError as error:
            results.append(("error", str(error)))
    return results[0], results[1]


def record(lines: list[str]) -> str:
    return "[record]\nevents = [\n" + "".join(f"  {line},\n" for line in lines) + "]"


@given(st.lists(st.text(), max_size=8))
def test_any_event_text_reads_the_same(texts: list[str]) -> None:
    text = HEAD + record([toml_string(t) for t in texts]) + TAIL
    slow, fast = both(text)
    assert fast == slow
    assert isinstance(fast, dict) and fast["record"]["events"] == texts


@given(st.lists(st.sampled_from(['"a b"', '"x",  # c', "'lit'", '"\\u0041"', '"tab\there"',
                                 '"""m"""', "# note", "", '"é ♥9"', '"q"q"', '"cr\r"']),
                max_size=6),
       st.sampled_from(["", "\n[other]\nevents = []\n", "\n[record]\nx = 1\n",
                        "\nx = \"\"\"\n\"\"\"", "\n[summary]\nevents = [\n  \"a\",\n]"]))
def test_odd_layouts_read_the_same(lines: list[str], extra: str) -> None:
    slow, fast = both(HEAD + record(lines) + extra + TAIL)
    assert fast == slow


@pytest.mark.parametrize("text", [
    HEAD + record(['"a"', '"b"']) + TAIL,
    HEAD + record(['"a"']) + "\n[record]\n" + TAIL,  # the table twice
    HEAD + record(['"a"']) + "\nevents = 1\n",  # the key twice
    HEAD + "x = [\n" + record(['"a"']) + "\n]\n",  # the block inside an array
    HEAD + record(['"a"']).replace("\n", "\r\n") + TAIL,
    HEAD + "[record]\nevents = [  \n" + '  "a",\n]\n',
    HEAD + 's = """\n' + record(['"a"']) + '\n"""\n',  # the block inside a string
    record(['"a"', '"b"']),
])
def test_known_layouts_read_the_same(text: str) -> None:
    slow, fast = both(text)
    assert fast == slow


def test_the_event_lines_skip_tomllib(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[str] = []
    original = tomllib.loads

    def spy(text: str) -> dict[str, object]:
        read.append(text)
        return original(text)

    monkeypatch.setattr(tomllib, "loads", spy)
    doc = fasttoml.loads(HEAD + record(['"2026-11-29T20:14:03+01:00 hand hearts"'] * 3) + TAIL)
    assert doc["record"]["events"] == ["2026-11-29T20:14:03+01:00 hand hearts"] * 3
    assert len(read) == 1 and "hearts" not in read[0]
