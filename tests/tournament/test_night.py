"""A whole tournament night through the CLI: `tournament new`, every table's hands with the
normal `hand` command, `tournament check` and `tournament show` with the standings worked
out by hand."""

from __future__ import annotations

import json
from pathlib import Path

from jass_slate.tournament.file import read_session_part, read_tournament
from tests.cli_tools import as_json, ok, run

PLAYERS = "A,B,C,D,E,F,G,H"
# Seed 7's draw for these eight players and three rounds (seats 1 and 3 are a team):
DRAW = {
    (1, 1): ("B", "C", "G", "E"), (1, 2): ("F", "D", "H", "A"),
    (2, 1): ("F", "H", "G", "B"), (2, 2): ("D", "E", "C", "A"),
    (3, 1): ("A", "G", "F", "E"), (3, 2): ("C", "D", "B", "H"),
}
# Team 1's points in each of the two hands of each Passe (hearts ×1, 157 a hand):
HANDS = {(1, 1): (100, 90), (1, 2): (80, 120), (2, 1): (60, 70), (2, 2): (110, 100),
         (3, 1): (90, 90), (3, 2): (50, 140)}
# Each player's Passe is his team's points:
#   R1 T1: B & G 100 + 90 = 190, C & E 57 + 67 = 124 (Σ 314 = 2 × 157)
#   R1 T2: F & H 80 + 120 = 200, D & A 77 + 37 = 114
#   R2 T1: F & G 60 + 70 = 130,  H & B 97 + 87 = 184
#   R2 T2: D & C 110 + 100 = 210, E & A 47 + 57 = 104
#   R3 T1: A & F 90 + 90 = 180,  G & E 67 + 67 = 134
#   R3 T2: C & B 50 + 140 = 190, D & H 107 + 17 = 124
# Totals: B 190 + 184 + 190 = 564; C 124 + 210 + 190 = 524; F 200 + 130 + 180 = 510;
#         H 200 + 184 + 124 = 508; G 190 + 130 + 134 = 454; D 114 + 210 + 124 = 448;
#         A 114 + 104 + 180 = 398; E 124 + 104 + 134 = 362.
STANDINGS = [("B", 564), ("C", 524), ("F", 510), ("H", 508), ("G", 454), ("D", 448),
             ("A", 398), ("E", 362)]
AFTER_ONE = [("F", 200), ("H", 200), ("B", 190), ("G", 190), ("C", 124), ("E", 124),
             ("A", 114), ("D", 114)]


def table(night: Path, round_number: int, number: int) -> Path:
    return night / f"round-{round_number}" / f"table-{number}.toml"


def shown(night: Path, *more: str) -> dict[str, object]:
    data: dict[str, object] = json.loads(ok("tournament", "show", str(night), "--json", *more))
    return data


def test_a_night_of_eight_players_and_three_rounds(tmp_path: Path) -> None:
    night = tmp_path / "night"
    said = ok("tournament", "new", str(night), "--players", PLAYERS, "--rounds", "3",
              "--hands", "2", "--seed", "7")
    assert "Round 1, table 1: B & G against C & E" in said
    assert "Seed 7" in said
    drawn = read_tournament(night).draw
    assert {(r.number, t.number): t.seats for r in drawn for t in r.tables} == DRAW
    for (round_number, number), seats in DRAW.items():
        found = read_session_part(table(night, round_number, number))
        assert found is not None and (found.round, found.table) == (round_number, number)
        assert as_json("-f", str(table(night, round_number, number)), "show")["next"][
            "forehand"] == seats[0]
    for (round_number, number), points in HANDS.items():
        for team_one in points:
            ok("-f", str(table(night, round_number, number)), "hand", "hearts", "--points",
               f"1={team_one}")
        if round_number == 1 and number == 2:
            after_one = shown(night, "--after", "1")
            firsts = after_one["players"]
            assert isinstance(firsts, list)
            assert [(p["name"], p["total"]) for p in firsts] == AFTER_ONE
            assert [p["rank"] for p in firsts] == [1, 1, 3, 3, 5, 5, 7, 7]  # ties shared
    assert ok("tournament", "check", str(night)).strip() == f"{night}: sound."
    data = shown(night)
    assert (data["rounds"], data["played"]) == (3, 3)
    players = data["players"]
    assert isinstance(players, list)
    assert [(p["name"], p["total"]) for p in players] == STANDINGS
    assert [p["rank"] for p in players] == list(range(1, 9))
    assert list(players[0])[:3] == ["name", "total", "rank"]
    assert players[0]["rounds"] == [190, 184, 190]


def test_the_round_not_over_counts_for_nobody(tmp_path: Path) -> None:
    night = tmp_path / "night"
    ok("tournament", "new", str(night), "--players", PLAYERS, "--rounds", "3", "--hands", "2",
       "--seed", "7")
    for (round_number, number), points in HANDS.items():
        if round_number == 1:
            for team_one in points:
                ok("-f", str(table(night, round_number, number)), "hand", "hearts",
                   "--points", f"1={team_one}")
    ok("-f", str(table(night, 2, 1)), "hand", "hearts", "--points", "1=60")
    data = shown(night)
    assert data["played"] == 1
    players = data["players"]
    assert isinstance(players, list)
    assert [(p["name"], p["total"]) for p in players] == AFTER_ONE
    assert data["playing"] == [{"round": 2, "table": 1}, {"round": 2, "table": 2},
                               {"round": 3, "table": 1}, {"round": 3, "table": 2}]
    table(night, 3, 2).unlink()
    result = run("tournament", "check", str(night))
    assert result.exit_code == 1
    assert f"round 3, table 2 is missing: {table(night, 3, 2)}" in result.stderr
    assert shown(night)["missing"] == [{"round": 3, "table": 2}]
    words = ok("tournament", "show", str(night))
    assert "Round 3, table 2: its file is not back." in words


def test_a_passe_of_eight_sums_to_1256(tmp_path: Path) -> None:
    """passe-8: every hand 157, a Match too (no bonus), no Weis, no Stöck (games-2.md §8.1:
    EXP15's sheet, team A+B 92, 40, 157, 60, 101, 33, 78, 120 = 681; C+D 1256 - 681 = 575)."""
    night = tmp_path / "night"
    said = ok("tournament", "new", str(night), "--players", "A,B,C,D", "--rounds", "1",
              "--hands", "8", "--seed", "1")
    assert "Schieber, passe-8 rules: 8 hands a Passe, a Match 157." in said
    path = table(night, 1, 1)
    for points in (92, 40, None, 60, 101, 33, 78, 120):
        words = ["--match", "1"] if points is None else ["--points", f"1={points}"]
        ok("-f", str(path), "hand", "hearts", *words)
    assert run("-f", str(path), "weis", "1", "20").exit_code == 1
    teams = as_json("-f", str(path), "show")["teams"]
    assert [team["score"] for team in teams] == [681, 575]
    players = shown(night)["players"]
    assert isinstance(players, list)
    assert sorted(p["total"] for p in players) == [575, 575, 681, 681]


def test_twenty_four_players_four_rounds_end_to_end(tmp_path: Path) -> None:
    """Issue 35's night: 24 players, 4 rounds, every table's hand through `hand`, the
    standings against the sums made here from the draw (team 1 of round r, table t takes
    60 + 10·t + r of the hand's 157, team 2 the rest)."""
    night = tmp_path / "night"
    players = [f"Spieler {number}" for number in range(1, 25)]
    ok("tournament", "new", str(night), "--players", ",".join(players), "--rounds", "4",
       "--hands", "1", "--seed", "2026")
    drawn = read_tournament(night).draw
    expected = dict.fromkeys(players, 0)
    partnered: set[frozenset[str]] = set()
    for each in drawn:
        assert not each.byes and len(each.tables) == 6
        for at in each.tables:
            points = 60 + 10 * at.number + each.number
            ok("-f", str(table(night, each.number, at.number)), "hand", "hearts", "--points",
               f"1={points}")
            for team, scored in ((at.seats[0::2], points), (at.seats[1::2], 157 - points)):
                assert frozenset(team) not in partnered  # nobody partners anyone twice
                partnered.add(frozenset(team))
                for player in team:
                    expected[player] += scored
    assert ok("tournament", "check", str(night)).strip() == f"{night}: sound."
    data = shown(night)
    assert (data["rounds"], data["played"]) == (4, 4)
    listed = data["players"]
    assert isinstance(listed, list)
    assert {p["name"]: p["total"] for p in listed} == expected
    totals = [p["total"] for p in listed]
    assert totals == sorted(totals, reverse=True)
    assert sum(totals) == 6 * 4 * 2 * 157  # 6 tables, 4 rounds; each player enters his
    # team's points, so a table adds 2 × 157
