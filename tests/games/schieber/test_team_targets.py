"""A target per team (issue 34): `new --target 1=3000 --target 2=2500` or `targets` in a rules
file; each team's Schneider and Bergpreis lines are half of its own target. The totals are
reached with corrections, which count towards the lines like any part."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.rules_mapping import (
    rules_from_mapping,
    rules_to_mapping,
    with_team_targets,
)
from tests.cli_tools import SEATED, as_json, new_with_rules, ok, refused, rules_file, run

HANDICAP = [*SEATED, "--target", "1=3000", "--target", "Cla & Dora=2500"]


def to(team: int, points: int) -> None:
    ok("correct", str(team), f"+{points}", "--why", "to the worked totals")


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path / "jass.toml"


def test_the_slate_and_show_say_each_teams_target(table: Path) -> None:
    ok(*HANDICAP)
    ok("hand", "hearts", "--points", "1=100")  # ♥ ×2: 200 : 114
    shown = as_json("show")
    assert (shown["target"], shown["targets"], shown["bergpreis_at"]) == (
        3000, [3000, 2500], [1500, 1250])
    assert [t["needs"]["target"] for t in shown["teams"]] == [2800, 2386]
    assert [t["needs"]["bergpreis"] for t in shown["teams"]] == [1300, 1136]
    said = ok("show")
    assert "to 3000 : 2500" in said and "Cla & Dora · to 2500" in said
    assert "targets = [" in table.read_text(encoding="utf-8")
    assert ok("check").endswith("sound.\n")


def test_the_team_behind_takes_the_bergpreis_at_its_own_line(table: Path) -> None:
    ok(*HANDICAP)
    ok("hand", "hearts", "--points", "1=100")  # 200 : 114
    to(1, 1180)  # 1380 : 114
    to(2, 1148)  # 1380 : 1262: 1262 ≥ 1250, team 2 takes the Berg although behind
    assert as_json("show")["bergpreis"] == "Cla & Dora"
    to(1, 80)  # 1460
    to(2, 1269)  # 2531 ≥ 2500: team 2 wins; 1460 < 1500, team 1's own line: Schneider
    shown = as_json("show")
    assert (shown["winner"], shown["schneider"], shown["games_won"]) == (
        "Cla & Dora", True, [0, 2])


def test_schneider_follows_the_losers_own_target(table: Path) -> None:
    ok(*HANDICAP)
    ok("hand", "hearts", "--points", "1=100")  # 200 : 114
    to(2, 1186)  # 1300 ≥ 1250: the Berg to team 2
    to(1, 2805)  # 3005: team 1 wins; 1300 ≥ 1250: not Schneider, though below 1500
    shown = as_json("show")
    assert (shown["winner"], shown["schneider"], shown["bergpreis"]) == (
        "Anna & Beat", False, "Cla & Dora")


@pytest.mark.parametrize(("points", "berg", "schneider"), [(1136, "Anna & Beat", True),
                                                             (1137, "Cla & Dora", False)])
def test_an_odd_target_has_the_exact_half(table: Path, points: int, berg: str | None,
                                          schneider: bool) -> None:
    # 2501: the line is 1250.5; 1250 is below it (Schneider; the Berg then goes to team 1
    # with its 3000), 1251 takes the Berg.
    ok(*SEATED, "--target", "1=3000", "--target", "2=2501")
    ok("hand", "hearts", "--points", "1=100")  # 200 : 114
    to(2, points)  # 1250 or 1251
    to(1, 2800)  # 3000: team 1 wins
    shown = as_json("show")
    assert (shown["bergpreis"], shown["schneider"]) == (berg, schneider)


def test_the_striche_follow_the_handicap(tmp_path: Path, table: Path) -> None:
    new_with_rules(tmp_path, "targets = [3000, 2500]\n[striche]\n")
    ok("hand", "hearts", "--points", "1=100")
    to(1, 1260)  # 1460
    to(2, 2417)  # 2531: won 2 + Schneider 2 + Berg 1 = 5 for team 2
    assert as_json("show")["striche"] == [0, 5]


def test_rules_keep_and_round_trip_the_targets() -> None:
    rules = rules_from_mapping({"targets": [3000, 2500]})
    assert (rules.targets, rules.schneider_lines, rules.bergpreis_lines) == (
        (3000, 2500), (1500, 1250), (1500, 1250))
    assert rules_to_mapping(rules)["targets"] == [3000, 2500]
    assert rules_from_mapping(rules_to_mapping(rules)) == rules
    # equal targets are a plain target
    assert with_team_targets(preset("classic"), (2000, 2000)) == rules_from_mapping(
        {"target": 2000})


@pytest.mark.parametrize(("args", "code", "said"), [
    (["--target", "1=3000", "--target", "1=2500"], 1, "--target names Anna & Beat twice"),
    (["--target", "3=2000", "--target", "1=2500"], 1, "no team '3'"),
    (["--target", "1=3000"], 1, "given for both teams"),
    (["--target", "3000", "--target", "1=2500"], 2, "not both"),
    (["--target", "1=0", "--target", "2=2500"], 1, "the target must be at least 1, not 0"),
    (["--target", "1=abc", "--target", "2=2500"], 2, "whole number"),
    (["--target", "1=", "--target", "2=2500"], 2, "whole number"),
    (["--target", "=3000", "--target", "2=2500"], 2, "names a team"),
    (["--target", "1=1e3", "--target", "2=2500"], 2, "whole number"),
    (["--target", "1=3000", "--target", "2=2500", "--rules", "tournament"], 1,
     "a tournament ends after its hands"),
])
def test_bad_targets_are_refused(table: Path, args: list[str], code: int, said: str) -> None:
    if code == 1:
        assert said in refused(table, *SEATED, *args)
    else:  # a usage error, in Click's frame: the usage line, where to find help, the error
        result = run(*SEATED, *args)
        assert result.exit_code == 2 and said in result.stderr
        assert "Traceback" not in result.output
    assert not table.exists()


@pytest.mark.parametrize(("text", "said"), [
    ("targets = [3000]", "must list both teams' targets"),
    ("targets = [3000, 2500, 2000]", "must list both teams' targets"),
    ("targets = [3000, 2500]\ntarget = 2000", "a target per team and 'target' exclude"),
    ("targets = [3000, 2500]\nschneider_below = 1000", "and 'schneider_below' exclude"),
    ('targets = [3000, "x"]', "must be a whole number"),
])
def test_bad_targets_in_a_rules_file_are_refused(tmp_path: Path, table: Path, text: str,
                                                  said: str) -> None:
    line = refused(table, *SEATED, "--rules", str(rules_file(tmp_path, text)))
    assert said in line and not table.exists()


def test_a_differenzler_takes_no_team_target(table: Path) -> None:
    line = refused(table, "new", "--game", "differenzler", "--players", "A,B,C,D",
                   "--target", "1=3000", "--target", "2=2500")
    assert "--target is not for a" in line
