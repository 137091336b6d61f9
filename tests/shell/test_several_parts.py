"""What a game's part of several files must give (shell/several.py) is abstract, so a
game that forgot one is told by mypy and cannot be made at all, rather than failing with
NotImplementedError in the one export nobody tried (issue 29); every game's part gives
all of it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jass_slate.games import GAMES, JassGame
from jass_slate.report.results import GameResult
from jass_slate.shell.several import BesideFiles, BoardExports, GameFiles


def test_what_a_game_must_give_is_abstract() -> None:
    assert GameFiles.__abstractmethods__ == frozenset({"read_file"})
    assert BesideFiles.__abstractmethods__ == frozenset({"load", "exports", "stats_table",
                                                          "result"})


class Forgetful(BesideFiles):
    """A game's part that says how its board is read, exported and drawn, but not how
    its games are handed over (`result`)."""

    name = "forgetful"
    spoken = "Forgetful"
    refusal = "no CSV of a {game}"

    def load(self, path: Path) -> Any:
        return path

    def exports(self) -> BoardExports:
        raise AssertionError("not asked")

    def stats_table(self, counted: dict[str, Any]) -> Any:
        return counted


def test_a_part_that_forgot_a_member_cannot_be_made() -> None:
    with pytest.raises(TypeError, match="result"):
        Forgetful([], {})  # type: ignore[abstract]


class Whole(Forgetful):
    def result(self, name: str, board: Any) -> GameResult:
        raise AssertionError("not asked")


def test_a_whole_part_reads_each_file_once_in_the_order_given() -> None:
    part = Whole([Path("b.toml"), Path("a.toml")], {})
    assert part.has_files
    assert part.named() == [("b.toml", Path("b.toml")), ("a.toml", Path("a.toml"))]
    assert part.named() is part.named()


@pytest.mark.parametrize("game", GAMES, ids=[game.name for game in GAMES])
def test_every_games_part_can_be_made(game: JassGame) -> None:
    part = game.hooks.several([], {})
    assert not part.has_files and part.name == game.name
