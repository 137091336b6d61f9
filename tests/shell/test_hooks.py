"""Every game the registry keeps answers all that the commands of every game ask of it
(shell/hooks.py: `GameHooks`), so the next game cannot forget a hook: `serve --write` on
its file would otherwise fail where nobody tested it (issue 33)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

from jass_slate.games import FIRST, GAMES, JassGame
from jass_slate.shell.hooks import FirstGameHooks, GameHooks


def members(protocol: type) -> dict[str, Any]:
    """The members a protocol names: its methods, and its attributes by annotation."""
    named = {name: value for name, value in vars(protocol).items()
             if not name.startswith("_") and callable(value)}
    named.update({name: None for name in vars(protocol).get("__annotations__", {})
                  if not name.startswith("_")})
    return named


def asked(method: Callable[..., object]) -> list[str]:
    """The parameters a protocol's method is called with, without `self`."""
    return list(inspect.signature(method).parameters)[1:]


def answered(hook: Callable[..., object]) -> list[str]:
    """The parameters a hook is called with: those without a default (a `partial`'s
    keywords are given), in order."""
    return [name for name, parameter in inspect.signature(hook).parameters.items()
            if parameter.default is inspect.Parameter.empty
            and parameter.kind is not inspect.Parameter.VAR_KEYWORD]


def test_the_protocol_names_the_hooks_the_commands_ask_for() -> None:
    """The members read from the protocol are the ones the commands call (so the tests
    below cannot pass over an empty list)."""
    assert set(members(GameHooks)) == {"start", "problems", "parse", "upgraded", "several",
                                       "page", "keypad"}
    assert set(members(FirstGameHooks)) - set(members(GameHooks)) == {
        "demo", "complete_known_team", "complete_known_player", "complete_known_seats"}


@pytest.mark.parametrize("game", GAMES, ids=[game.name for game in GAMES])
def test_every_game_has_every_hook_with_the_protocols_parameters(game: JassGame) -> None:
    hooks = game.hooks
    missing = [name for name in members(GameHooks) if not hasattr(hooks, name)]
    assert missing == [], f"{game.name}'s commands/hooks.py lacks {missing}"
    for name, method in members(GameHooks).items():
        hook = getattr(hooks, name)
        assert callable(hook), (game.name, name)
        assert answered(hook) == asked(method), (game.name, name)
        assert name in getattr(hooks, "__all__", [name]), (game.name, name)


def test_the_first_game_also_has_the_first_games_hooks() -> None:
    hooks = FIRST.hooks
    for name in members(FirstGameHooks):
        assert callable(getattr(hooks, name, None)), name
