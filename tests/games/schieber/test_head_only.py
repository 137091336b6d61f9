"""`rules` and `weis-check --contract` read the head alone: the same head `load` reads, the
same refusal of a broken head, and a record they need not read is not read."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_slate.core.errors import SessionFileError
from jass_slate.games.schieber.file.head_only import load_head
from jass_slate.games.schieber.file.session import load
from tests.cli.test_benchmark_files import sessions


@pytest.fixture
def season(tmp_path: Path) -> Path:
    path = tmp_path / "season.toml"
    sessions.write_session(path, 60)
    return path


def head_of_load(path: Path) -> tuple[object, ...]:
    session = load(path)
    return session.rules, session.teams, session.created, session.game, session.format


def test_the_head_alone_is_the_head_a_load_reads(season: Path) -> None:
    head = load_head(season)
    assert (head.rules, head.teams, head.created, head.game, head.format) == head_of_load(season)


def test_a_broken_event_is_not_read_for_the_head(season: Path) -> None:
    text = season.read_text(encoding="utf-8")
    record = text.index("[record]")
    broken = text[:record] + text[record:].replace('  "', '  "nonsense ', 1)
    season.write_text(broken, encoding="utf-8")
    with pytest.raises(SessionFileError):
        load(season)
    assert load_head(season).teams.names == ("Anna & Beat", "Cla & Dora")


def test_a_broken_head_is_refused_in_the_same_words_and_line(season: Path) -> None:
    text = season.read_text(encoding="utf-8")
    season.write_text(text.replace("target = 3000", 'target = "many"', 1), encoding="utf-8")
    with pytest.raises(SessionFileError) as whole:
        load(season)
    with pytest.raises(SessionFileError) as head:
        load_head(season)
    assert (str(head.value), head.value.line) == (str(whole.value), whole.value.line)


def test_a_head_moved_after_the_record_is_read_whole(season: Path) -> None:
    text = season.read_text(encoding="utf-8")
    rules_start = text.index("[rules]")
    record_start = text.index("[record]")
    moved = text[:rules_start] + text[record_start:] + "\n" + text[rules_start:record_start]
    season.write_text(moved, encoding="utf-8")
    head = load_head(season)
    assert (head.rules, head.teams, head.created, head.game, head.format) == head_of_load(season)
