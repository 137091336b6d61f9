"""`demo` records its evening in one write: the file holds every event said, and is sound."""

from __future__ import annotations

from pathlib import Path

from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.report.sentences import game_sentence, hand_sentence
from jass_slate.games.schieber.table.demo import DEMO_HANDS, TEAMS, play_demo


def test_the_demo_file_holds_the_evening_said(tmp_path: Path) -> None:
    path = tmp_path / "demo.toml"
    said: list[str] = []
    scorer = play_demo(path, said.append)
    assert check_file(path) == []
    loaded = load(path)
    assert [e.event for e in loaded.entries] == list(DEMO_HANDS[:len(loaded.entries)])
    assert loaded.scorer.game.decided and scorer.game.decided
    assert loaded.scorer.game.scores == scorer.game.scores
    assert len(loaded.scorer.hands) == len(scorer.hands)
    # the start, each hand as the file's slate says it, and who won (the game is decided
    # at hand 13: the hands after it are not played)
    assert said[1:-1] == [hand_sentence(h, loaded.scorer) for h in loaded.scorer.hands]
    assert len(said) == 1 + 13 + 1 and said[-1] == game_sentence(loaded.scorer)
    assert said[0].startswith(f"Demo session in a temporary file: {TEAMS[0]} against")
