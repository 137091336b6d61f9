"""`claim_order` in a hand recorded in one go: every part is written, and the order
counts only when a part decides the game (RULES.md §7; issue 13, item 1)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.core.cards import Contract
from jass_slate.core.teams import Team
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.scoring.events import Entry, Fix, Hand, WeisCall
from jass_slate.games.schieber.scoring.rules import Part
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.scoring.tricks import counted
from tests.evening import table
from tests.helpers import TEAMS, play_to, rules_with, scorer

ORDERS = list(itertools.permutations(["stoeck", "weis", "stich"]))
runner = CliRunner()

# Clubs (×1), every part for Anna & Beat: Stöck 20, Weis 50, tricks 100 (Cla & Dora 57).
ALL_PARTS = Hand(Contract.CLUBS, counted(Team.ONE, 100), weis=WeisCall(Team.ONE, (50,)),
                 stoeck=Team.ONE)
VALUE = {"stoeck": 20, "weis": 50, "stich": 100}


def _slate(order: tuple[str, ...]) -> Slate:
    return scorer(rules_with(target=1000, claim_order=list(order)))


@pytest.mark.parametrize("order", ORDERS)
def test_one_go_writes_every_part_when_none_decides(order: tuple[str, ...]) -> None:
    slate = _slate(order)
    slate.apply(ALL_PARTS)
    hand = slate.hands[-1]
    assert slate.game.scores == [170, 57] and not slate.game.decided
    assert hand.scores == [170, 57] and hand.totals == [170, 57]
    assert hand.cut == () and hand.points == (100, 57) and hand.weis is not None
    assert hand.stoeck == 0 and slate.open is None


@pytest.mark.parametrize("order", ORDERS)
def test_the_first_part_in_claim_order_that_decides_cuts_the_rest(
        order: tuple[str, ...]) -> None:
    slate = _slate(order)
    play_to(slate, 990, 109)  # any one part takes Anna & Beat past 1000
    slate.apply(ALL_PARTS)
    hand = slate.hands[-1]
    first = order[0]
    assert slate.game.winner == 0
    assert slate.game.scores == [990 + VALUE[first], 109 + (57 if first == "stich" else 0)]
    assert hand.cut == [Part(p) for p in order[1:]]
    assert hand.totals == slate.game.scores


@pytest.mark.parametrize("order", ORDERS)
def test_a_game_decided_by_the_last_part_writes_every_part(order: tuple[str, ...]) -> None:
    slate = _slate(order)
    play_to(slate, 830, 112)  # only all three parts together reach 1000
    slate.apply(ALL_PARTS)
    assert slate.game.winner == 0 and slate.game.scores == [1000, 169]
    assert slate.hands[-1].cut == () and slate.hands[-1].scores == [170, 57]


@pytest.mark.parametrize("order", ORDERS)
def test_a_fixed_hand_writes_every_part_in_claim_order(order: tuple[str, ...]) -> None:
    rules = rules_with(target=1000, claim_order=list(order))
    plain = Hand(Contract.CLUBS, counted(Team.ONE, 60))
    fixed = replay(rules, TEAMS, [Entry(plain), Entry(plain), Entry(Fix(1, ALL_PARTS))])
    assert [h.scores for h in fixed.hands] == [[170, 57], [60, 97]]
    assert fixed.game.scores == [230, 154] and fixed.hands[0].cut == ()


# --- the commands: `hand`, `fix` and `play` with a house-rules file ---------------------


def _new(tmp_path: Path, order: tuple[str, ...], target: int = 3000) -> Path:
    rules = tmp_path / f"house-{target}.toml"
    listed = ", ".join(f'"{p}"' for p in order)
    rules.write_text(f'preset = "classic"\ntarget = {target}\nclaim_order = [{listed}]\n',
                     encoding="utf-8")
    path = tmp_path / f"jass-{target}.toml"
    result = runner.invoke(app, ["-f", str(path), "new", "--team", "Anna & Beat", "--team",
                                 "Cla & Dora", "--first-forehand", "Anna", "--rules",
                                 str(rules)])
    assert result.exit_code == 0, result.output
    return path


def _run(path: Path, *args: str) -> str:
    result = runner.invoke(app, ["-f", str(path), *args])
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def _scores(path: Path) -> Any:
    return [team["score"] for team in json.loads(_run(path, "show", "--json"))["teams"]]


# Hearts (×2), all for Anna & Beat: Stöck 40, Weis 100, tricks 314 (Match-less 157).
DECIDING = ["hearts", "--points", "1=157", "--weis", "1=50", "--stoeck", "1"]
WORTH = {"stoeck": 40, "weis": 100, "stich": 314}
NAMES = {"stoeck": "Stöck", "weis": "Weis", "stich": "tricks"}


@pytest.mark.parametrize("order", ORDERS)
def test_hand_command_writes_weis_and_stoeck_whatever_the_order(
        tmp_path: Path, order: tuple[str, ...]) -> None:
    path = _new(tmp_path, order)
    said = _run(path, "hand", "hearts", "--points", "1=100", "--weis", "1=20", "--stoeck", "2")
    assert said == "Hand 1 (♥ hearts ×2): Anna & Beat +240, Cla & Dora +154; now 240 – 154\n"
    assert _scores(path) == [240, 154]


@pytest.mark.parametrize("order", ORDERS)
def test_hand_command_a_deciding_part_cuts_what_follows_it(
        tmp_path: Path, order: tuple[str, ...]) -> None:
    path = _new(tmp_path, order, target=40)
    said = _run(path, "hand", *DECIDING)
    cut = ", ".join(NAMES[p] for p in order[1:])
    assert f"now {WORTH[order[0]]} – 0 (not written, the game was over: {cut})" in said
    assert _scores(path) == [WORTH[order[0]], 0]


@pytest.mark.parametrize("order", ORDERS)
def test_fix_command_writes_every_part_or_cuts_after_the_deciding_one(
        tmp_path: Path, order: tuple[str, ...]) -> None:
    path = _new(tmp_path, order)
    _run(path, "hand", "clubs", "--points", "1=60")
    _run(path, "fix", "1", "hearts", "--points", "1=100", "--weis", "1=20", "--stoeck", "2")
    assert _scores(path) == [240, 154]
    deciding = _new(tmp_path, order, target=40)
    _run(deciding, "hand", "clubs", "--points", "2=157")  # Cla & Dora win, 0 – 157
    _run(deciding, "fix", "1", *DECIDING)
    assert _scores(deciding) == [WORTH[order[0]], 0]
    slate = load(deciding).scorer
    assert slate.hands[0].cut == [Part(p) for p in order[1:]] and slate.games_won == [2, 0]


@pytest.mark.parametrize("order", ORDERS)
def test_play_writes_each_part_as_it_is_said_whatever_the_order(
        tmp_path: Path, order: tuple[str, ...]) -> None:
    path = _new(tmp_path, order)
    loop, _said = table(path, ["hearts", "1 20", "2", "1 100", "quit"])
    loop.run()
    assert load(path).scorer.game.scores == [240, 154]
    deciding = _new(tmp_path, order, target=40)
    loop, said = table(deciding, ["hearts", "1 50", "spades", "quit"])
    loop.run()  # parts said one by one count in the order said: the Weis decides
    slate = load(deciding).scorer
    assert slate.games[0].scores == [100, 0] and slate.games[0].winner == 0
    assert any("Game 1 won by Anna & Beat" in line for line in said)
    assert slate.open is not None and slate.open.game == 2
