"""Every game the registry keeps answers everything the shared commands ask of a game's
files among several (`export FILES`, `stats FILES`, `settle`, `stats --ratings`): a game
added without one of them would crash one of those commands with a traceback."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

import pytest

from jass_slate.games import GAMES, JassGame
from jass_slate.shell.several import Several


def members(protocol: type) -> set[str]:
    """The methods and attributes a protocol names, its own and not object's."""
    names = {name for name, _ in inspect.getmembers(protocol) if not name.startswith("_")}
    return names | set(getattr(protocol, "__annotations__", {}))


@pytest.mark.parametrize("game", GAMES, ids=[game.name for game in GAMES])
def test_every_games_files_among_several_answer_everything(game: JassGame) -> None:
    part = game.hooks.several([], {})
    missing = sorted(name for name in members(Several) if not hasattr(part, name))
    assert missing == []


def test_the_check_can_fail() -> None:
    class Lacking:
        role = "beside"

    assert "results" in members(Several) - {n for n in members(Several) if hasattr(Lacking(), n)}


def test_a_settlement_over_files_of_a_game_of_players_alone(tmp_path: Path) -> None:
    """A Mittlere of twelve hands 70/50/37: Anna (highest) and Cla (lowest) a Strich each
    hand, Beat (middle) two Nuller: totals 12, -24, 12. At 1 a point, side against side:
    Anna gets 12 - (-24) = 36 from Beat, Cla the same, Anna and Cla are level."""
    from typer.testing import CliRunner

    from jass_slate.cli.app import app

    runner = CliRunner()
    path = tmp_path / "m.toml"
    assert runner.invoke(app, ["-f", str(path), "new", "--game", "mittlere", "--players",
                               "Anna,Beat,Cla"]).exit_code == 0
    for _ in range(12):
        assert runner.invoke(app, ["-f", str(path), "hand", "Anna=70", "Beat=50"]).exit_code == 0
    done = runner.invoke(app, ["settle", str(path), "--per-points", "1/1", "--json"])
    assert done.exit_code == 0, done.output
    settled = json.loads(done.output)
    assert [(p["name"], p["balance"]) for p in settled["players"]] == [
        ("Anna", 36), ("Beat", -72), ("Cla", 36)]
    assert settled["payments"] == [{"from": "Beat", "to": "Anna", "amount": 36},
                                   {"from": "Beat", "to": "Cla", "amount": 36}]


@pytest.mark.parametrize("game", GAMES, ids=[game.name for game in GAMES])
def test_every_games_serve_offers_the_scorers_keypad(game: JassGame) -> None:
    """`serve --write` is every game's: a game added with its own serve once lacked it."""
    import importlib

    import typer

    module = importlib.import_module(f"jass_slate.{game.command_module('serve')}")
    group = typer.main.get_command(module.commands)
    serve = group.commands["serve"]  # type: ignore[attr-defined]
    assert "--write" in {option for param in serve.params for option in param.opts}
