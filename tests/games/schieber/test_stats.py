"""`stats`: recomputed independently from `history --json` of the example sessions."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from jass_slate.cli.app import app
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.render.stats import render_stats
from jass_slate.games.schieber.report.stats import collect
from jass_slate.games.schieber.scoring.passing import Season
from tests.evening import GAME, new_session, play_commands, runner

EXAMPLES = sorted((Path(__file__).parents[3] / "examples" / "sessions").glob("*.toml"))


def cli_json(*args: str) -> Any:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def recount(files: list[Path]) -> dict[str, Counter[str]]:
    """Count from each session's history JSON alone, with no code from
    jass_slate.games.schieber.report.stats."""
    tallies: dict[str, Counter[str]] = defaultdict(Counter)
    for path in files:
        history = cli_json("-f", str(path), "history", "--json")
        names = history["teams"]
        players = [name.split(" & ") for name in names]
        team_of = {player: team for team in (0, 1) for player in players[team]}
        sides = [[names[t], *players[t]] for t in (0, 1)]
        for side in sides:
            for who in side:
                tallies[who]["sessions"] += 1
        for hand in history["hands"]:
            for team in (0, 1):
                for who in sides[team]:
                    count_side(tallies[who], hand, team)
            team = team_of[hand["chooser"]]
            for who in (names[team], hand["chooser"]):
                count_choice(tallies[who], hand, team)
            if hand["pushed"]:
                tallies[names[team]]["pushes"] += 1
                tallies[hand["forehand"]]["pushes"] += 1
        for game in history["games"]:
            if game["winner"] is None and not game["draw"]:
                continue
            for team in (0, 1):
                won = game["winner"] == names[team]
                for who in sides[team]:
                    tallies[who]["games"] += 1
                    tallies[who]["games_won"] += won
                    tallies[who]["schneider_won"] += won and game["schneider"]
    return tallies


def count_side(tally: Counter[str], hand: dict[str, Any], team: int) -> None:
    tally["hands"] += 1
    tally["points"] += hand["scores"][team]
    tally[f"{hand['contract']}.hands"] += 1
    tally[f"{hand['contract']}.points"] += hand["scores"][team]
    if hand["match"] == team + 1:
        kind = hand["kontermatch"]
        tally["matches_unknown" if kind is None else "kontermatches" if kind else "matches"] += 1
    if hand["weis"] is not None and hand["weis"]["team"] == team + 1:
        tally["weis.hands"] += 1
        tally["weis.points"] += hand["factor"] * sum(hand["weis"]["values"])
    if hand["stoeck"] == team + 1:
        tally["stoeck.hands"] += 1
        tally["stoeck.points"] += hand["factor"] * 20


def count_choice(tally: Counter[str], hand: dict[str, Any], team: int) -> None:
    tally["chosen"] += 1
    tally["chosen_points"] += hand["scores"][team]
    tally["chosen_after_push"] += hand["pushed"]
    tally[f"{hand['contract']}.chosen"] += 1
    if hand["points"] is not None and hand["claim"] is None:  # a claim's are captured
        tally["counted"] += 1
        tally["paid_off"] += 2 * hand["points"][team] > 157


def test_examples_are_there() -> None:
    assert len(EXAMPLES) >= 3


def test_stats_over_the_example_sessions_match_a_recount() -> None:
    data = cli_json("stats", "--json", *map(str, EXAMPLES))
    expected = recount(EXAMPLES)
    rows = data["teams"] + data["players"]
    assert {row["name"] for row in rows} == set(expected)
    for row in rows:
        tally = expected[row["name"]]
        for key in ("sessions", "games", "games_won", "schneider_won", "hands", "points",
                    "matches", "kontermatches", "matches_unknown", "chosen", "chosen_points",
                    "chosen_after_push", "pushes", "counted", "paid_off"):
            assert row[key] == tally[key], (row["name"], key)
        assert row["weis"] == {"hands": tally["weis.hands"], "points": tally["weis.points"]}
        assert row["stoeck"] == {"hands": tally["stoeck.hands"],
                                 "points": tally["stoeck.points"]}
        assert row["points_per_hand"] == pytest.approx(tally["points"] / tally["hands"], abs=0.01)
        for contract, numbers in row["contracts"].items():
            assert numbers["hands"] == tally[f"{contract}.hands"]
            assert numbers["chosen"] == tally[f"{contract}.chosen"]
            average = tally[f"{contract}.points"] / tally[f"{contract}.hands"]
            assert numbers["points_per_hand"] == pytest.approx(average, abs=0.01)
        if tally["counted"]:
            rate = tally["paid_off"] / tally["counted"]
            assert row["paid_off_rate"] == pytest.approx(rate, abs=0.0001)
    assert data["hands"] == sum(len(load(p).scorer.hands) for p in EXAMPLES)


def test_the_examples_cover_what_stats_count() -> None:
    data = cli_json("stats", "--json", *map(str, EXAMPLES))
    teams = data["teams"]
    assert sum(t["schneider_won"] for t in teams) >= 1
    assert sum(t["matches"] for t in teams) >= 1
    assert sum(t["kontermatches"] for t in teams) >= 1
    assert sum(t["pushes"] for t in teams) >= 1
    anna = next(p for p in data["players"] if p["name"] == "Anna")
    assert anna["sessions"] == 3  # two partners, three sessions: counted once


def test_stats_of_the_session_file_by_default(session_file: Path) -> None:
    new_session(session_file)
    play_commands(session_file, GAME)
    data = cli_json("stats", "--json")
    team1, team2 = data["teams"]
    assert (team1["games_won"], team1["schneider_won"], team2["games_won"]) == (1, 1, 1)
    assert (team2["kontermatches"], team2["matches"]) == (1, 1)  # hand 5 against Beat, hand 8
    assert team1["hands"] == team2["hands"] == 20
    assert team1["points"] + team2["points"] == sum(
        h.scores[0] + h.scores[1] for h in load(session_file).scorer.hands)


def test_stats_text_fits_80_columns() -> None:
    scorers = [(str(p.name), load(p).scorer) for p in EXAMPLES]
    stats = collect((name, scorer, Season(scorer)) for name, scorer in scorers)
    console = Console(width=80, file=None, record=True, color_system=None)
    with console.capture() as capture:
        console.print(render_stats(stats))
    text = capture.get()
    assert all(len(line.rstrip()) <= 80 for line in text.splitlines())
    assert "…" not in text
    assert "Teams (Weis and Stöck" in text and "Per contract" in text


def test_a_missing_file_is_named_with_code_3(tmp_path: Path) -> None:
    result = runner.invoke(app, ["stats", str(tmp_path / "gone.toml")])
    assert result.exit_code == 3
    assert "gone.toml" in result.stderr


def test_a_bel_in_a_file_name_is_written_out(tmp_path: Path) -> None:
    """A file's name is shown as text like a player's: rich's Text would drop the BEL."""
    path = tmp_path / "a\x07b.toml"
    new_session(path)
    play_commands(path, GAME[:1])
    result = runner.invoke(app, ["stats", str(path)])
    assert result.exit_code == 0, result.output
    assert "\x07" not in result.stdout
    assert result.stdout.splitlines()[0].startswith(f"{tmp_path}/a\\x07b.toml: 1 hand, ")


LONG = "[bold]Anna[/bold] & Beat"  # 24 characters, rich's markup among them as text


def long_named_session(tmp_path: Path) -> Path:
    path = tmp_path / "long.toml"
    for args in (["new", "--team", LONG, "--team", "Cla & Dora"], ["hand", "hearts", "1=100"]):
        result = runner.invoke(app, ["-f", str(path), *args])
        assert result.exit_code == 0, result.output
    return path


def stats_at(path: Path, columns: int, *more: str) -> str:
    result = runner.invoke(app, ["stats", str(path), *more], env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def test_a_long_team_name_is_whole_where_the_terminal_has_room(tmp_path: Path) -> None:
    text = stats_at(long_named_session(tmp_path), 120)
    rows = [line.split("  ")[0] for line in text.splitlines() if line.startswith("[bold]")]
    # Teams; choosing by team and by player; per contract.
    assert rows == [LONG, LONG, "[bold]Anna[/bold]", LONG]
    assert "…" not in text and max(len(line) for line in text.splitlines()) <= 120


def test_a_name_is_cut_only_for_a_narrow_terminal_and_kept_whole_in_json(
        tmp_path: Path) -> None:
    path = long_named_session(tmp_path)
    text = stats_at(path, 60)
    teams = text.split("Teams (", 1)[1].split("─\n", 1)[1].splitlines()
    # The names give way (the teams' to 5 cells), every number of the row stays whole.
    assert teams[0].split() == ["[bol…", "0/0", "0", "1", "0", "0", "–", "–", "200.0"]
    assert teams[1].split() == ["Cla", "…", "0/0", "0", "1", "0", "0", "–", "–", "114.0"]
    assert max(len(line) for line in text.splitlines()) <= 60
    data = json.loads(stats_at(path, 60, "--json"))
    assert [team["name"] for team in data["teams"]] == [LONG, "Cla & Dora"]
    csv = runner.invoke(app, ["export", str(path)], env={"COLUMNS": "60"})
    assert csv.stdout.splitlines()[1].startswith(f"{path},{LONG},Cla & Dora,1,1,")
