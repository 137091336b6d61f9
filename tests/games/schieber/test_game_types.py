"""The game layer's own types: Team, the rule-choice enums, frozen results, errors with
their place, and a game package that imports nothing above it."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.teams import TEAMS, Team, Teams
from jass_slate.core.undo import EventError, Undo
from jass_slate.games import GAMES
from jass_slate.games.schieber.scoring.events import Entry, Hand, Stoeck, WeisCall
from jass_slate.games.schieber.scoring.rules import BothPastTarget, Part, UndenufePoints, preset
from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.scoring.tricks import counted

PACKAGE = Path(__file__).resolve().parents[3] / "jass_slate"
# The rules, pure: what every game shares (core/) and each game's own (games/NAME/scoring/).
PURE = [PACKAGE / "core", *sorted((PACKAGE / "games").glob("*/scoring"))]
HIGHER = ("jass_slate.file", "jass_slate.report", "jass_slate.table", "jass_slate.render",
          "jass_slate.shell", "jass_slate.cli", "typer", "rich")


def test_team_is_an_index_with_a_number_and_another_team() -> None:
    assert [int(team) for team in TEAMS] == [0, 1]
    assert [team.number for team in TEAMS] == [1, 2]
    assert Team.ONE.other is Team.TWO and Team.TWO.other is Team.ONE
    assert Team.numbered(2) is Team.TWO
    assert Teams(("A", "B"), ("a", "b", "c", "d")).team_at(3) is Team.TWO


def test_events_make_an_index_a_team() -> None:
    assert Stoeck(Team.TWO).team is Team.TWO
    assert WeisCall(Team.ONE, (20,)).team is Team.ONE


def test_rule_choices_are_enums_with_the_files_words() -> None:
    rules = rules_from_mapping({"both_past_target": "higher", "undenufe_points": "modern"})
    assert rules.both_past_target is BothPastTarget.HIGHER
    assert rules.undenufe_points is UndenufePoints.MODERN
    assert preset("classic").claim_order == (Part.STOECK, Part.WEIS, Part.STICH)


def test_published_results_are_frozen() -> None:
    teams = Teams(("A", "B"))
    slate = Slate(preset("classic"), teams)
    slate.apply(Hand(Contract.HEARTS, counted(Team.ONE, 100), stoeck=Team.ONE))
    with pytest.raises(AttributeError):  # a named tuple's field: "can't set attribute"
        slate.hands[0].stoeck = None  # type: ignore[misc]
    with pytest.raises(TypeError):
        slate.hands[0][0] = 2  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        slate.game.winner = Team.ONE  # type: ignore[misc]
    assert slate.game.marks is slate.game.marks  # worked out once


def test_an_event_error_carries_its_index_and_the_rules_place() -> None:
    teams = Teams(("A", "B"))
    entries = [Entry(Hand(Contract.OBENABE, counted(Team.ONE, 100), stoeck=Team.ONE)),
               Entry(Undo()), Entry(Undo())]
    with pytest.raises(EventError) as raised:
        replay(preset("classic"), teams, entries)
    assert raised.value.event == raised.value.index == 2
    with pytest.raises(RuleError) as refused:
        replay(preset("classic"), teams, entries[:1])
    assert refused.value.key == "stoeck" and refused.value.event == 0


def test_the_game_imports_nothing_above_it() -> None:
    paths = [path for folder in PURE for path in sorted(folder.rglob("*.py"))]
    assert len(PURE) == 1 + len(GAMES) and len(paths) > 40  # core and every game's scoring
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                inside_a_game = name.startswith("jass_slate.games.") and \
                    name.split(".")[3:4] != ["scoring"]
                assert not name.startswith(HIGHER) and not inside_a_game, \
                    f"{path.name} imports {name}"
