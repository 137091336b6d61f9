"""Einzel-Coiffeur: each player alone, a column each (3 to 6), through the CLI and the
scoring: golden hands with their arithmetic (research-32 §3.4), simonste's three-column
vectors read as three players, the early decision sound for any completion, the file's
[players] table, and bad input refused with one line and the file unchanged."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.file.game_file import load_game
from jass_slate.games.coiffeur.file.game_file import COIFFEUR
from jass_slate.games.coiffeur.scoring.board import (
    Cell,
    CoiffeurRules,
    CoiffeurSetup,
    Outcome,
    Played,
    make_players,
    replay,
)
from jass_slate.games.coiffeur.scoring.outlook import decision, outlooks
from jass_slate.games.coiffeur.scoring.rows import Row, RowKind
from tests.cli_tools import ok, refused, rules_file

NEW = ["new", "--game", "coiffeur", "--players", "Anna,Beat,Cla,Dora"]


def show() -> Any:
    return json.loads(ok("show", "--json"))


def test_four_players_alone_the_einzel_rows_and_their_outlook() -> None:
    said = ok(*NEW)
    assert "8 rows, ×2 to ×8" in said and "--by Anna" in said
    ok("hand", "obenabe", "--by", "Anna", "--points", "70")  # ×5: 350
    ok("hand", "1", "--by", "beat", "--match")  # Shields ×2, a Match: 2 × 257 = 514
    ok("hand", "undenufe", "--by", "3", "--points", "41")  # ×6: 246
    ok("hand", "2", "--by", "Dora", "--scratch")  # Roses ×2 scratched: 0, played
    data = show()
    assert "teams" not in data
    assert data["players"] == [
        # best: the total and a Match (257 × factor) in every open row: the factors sum
        # to 36; Anna 350 + 257 × 31, Beat 514 + 257 × 34, Cla 246 + 257 × 30, Dora
        # 0 + 257 × 34 (her scratched ×2 row is played).
        {"name": "Anna", "total": 350, "best": 8317, "worst": 350, "open": 7},
        {"name": "Beat", "total": 514, "best": 9252, "worst": 514, "open": 7},
        {"name": "Cla", "total": 246, "best": 7956, "worst": 246, "open": 7},
        {"name": "Dora", "total": 0, "best": 8738, "worst": 0, "open": 7}]
    assert [r["factor"] for r in data["rows"]] == [2, 2, 3, 3, 5, 6, 7, 8]
    assert len(data["rows"][0]["cells"]) == 4 and data["cells_played"] == 4
    assert data["winner"] is None and not data["finished"] and data["evaluation"] is None
    assert data["hints"] and all("team" not in h and h["player"] in {"Anna", "Beat", "Cla", "Dora"}
                                 for h in data["hints"])
    text = Path("jass.toml").read_text(encoding="utf-8")
    assert "[players]" in text and "[teams]" not in text and 'preset = "einzel-8"' in text
    ok("check")
    ok("undo")
    assert [p["total"] for p in show()["players"]] == [350, 514, 246, 0]


def test_a_whole_einzel_coiffeur_of_three_ends_in_a_tie(tmp_path: Path) -> None:
    rows = "".join(f'[[row]]\nname = "r{f}"\nkind = "wunsch"\nfactor = {f}\n'
                   for f in range(1, 7))
    ok("new", "--game", "coiffeur", "--players", "Anna,Beat,Cla", "--rows",
       str(rules_file(tmp_path, rows)))
    written = {"Anna": (100, 50, 20, 10, 10, 10), "Beat": (60, 80, 0, 10, 10, 10),
               "Cla": (20, 30, 60, 10, 10, 10)}
    for name, points in written.items():
        for factor, count in enumerate(points, 1):
            ok("hand", str(factor), "--by", name, "--points", str(count))
    # Anna 100 + 100 + 60 + 40 + 50 + 60 = 410; Beat 60 + 160 + 0 + 150 = 370;
    # Cla 20 + 60 + 180 + 150 = 410: 18 hands = 6 rows × 3 players, a tie of Anna and Cla.
    data = show()
    assert [p["total"] for p in data["players"]] == [410, 370, 410]
    assert data["finished"] and data["draw"] and data["winners"] == ["Anna", "Cla"]
    assert data["losers"] == ["Beat"] and data["winner"] is None


def test_simonste_three_columns_as_three_players() -> None:
    """coiffeur_info_test.dart `three teams counter match needed`, each column a player:
    rows ×1 to ×4, penalty 100: 310 / 800 / 999, nobody decided."""
    setup = CoiffeurSetup(make_players(["Anna", "Beat", "Cla"]),
                          tuple(Row(f"row {i}", RowKind.WUNSCH, i) for i in range(1, 5)),
                          CoiffeurRules(kontermatch_penalty=100), alone=True)
    cells = ((0, 0, 100), (1, 2, 114), (2, 0, 70), (2, 1, 64), (3, 0, -1), (3, 1, 152))
    board = replay(setup, [Played(r, p, Cell(Outcome.SCRATCH) if v < 0 else
                                  Cell(Outcome.POINTS, v)) for r, p, v in cells]
                   + [Played(2, 2, Cell(Outcome.MATCH))])
    # Anna 100 + 3 × 70 + 0 = 310; Beat 3 × 64 + 4 × 152 = 800; Cla 2 × 114 + 3 × 257 = 999.
    assert board.totals() == [310, 800, 999]
    assert decision(board).winners == () and decision(board).losers == ()


def test_kontermatch_penalty_and_rounding(tmp_path: Path) -> None:
    path = rules_file(tmp_path, "kontermatch_penalty = 100\nrounded = true\n")
    ok(*NEW, "--rules", str(path))
    ok("hand", "undenufe", "--by", "Dora", "--kontermatch")  # -100 in tens: -10 × 6 = -60
    ok("hand", "obenabe", "--by", "Anna", "--points", "105")  # 105 -> 11, × 5 = 55
    assert [p["total"] for p in show()["players"]] == [55, 0, 0, -60]


@pytest.mark.parametrize(("args", "said"), [
    (["--players", "Anna,Beat"], "3 to 6 players, each alone; 2 were given"),
    (["--players", "A,B,C,D,E,F,G"], "3 to 6 players, each alone; 7 were given"),
    (["--players", "Anna,Beat,anna"], "named twice"),
    (["--players", "A,B,C", "--team", "D & E", "--team", "F & G"], "not both"),
    (["--players", "A,B,C", "--seats", "A,B,C"], "--seats is not for a Coiffeur"),
])
def test_new_refuses(args: list[str], said: str) -> None:
    assert said in refused(Path("jass.toml"), "new", "--game", "coiffeur", *args)


@pytest.mark.parametrize(("words", "said"), [
    (["5", "--by", "Eve", "--points", "50"], "'Eve' is not a player of this session"),
    (["5", "--by", "Anna", "--points", "50"], "Anna has already played Obenabe"),
    (["3", "--by", "Anna", "--points", "Beat=57"], "the declarer's own count"),
    (["3", "--by", "5", "--points", "57"], "'5' is not a player"),
    (["3", "--by", "0", "--points", "57"], "'0' is not a player"),
    (["3", "--by", "Anna", "--points", "158"], "points are 0 to 157, not 158"),
    (["3", "--by", "Anna", "--points", "-3"], "not '-3'"),
    (["3", "--by", "Anna", "--match", "--scratch"], "say what the cell holds once"),
    (["9", "--by", "Anna", "--points", "10"], "there is no row 9"),
    (["3", "--by", "Anna", "--weis", "50", "--points", "10"], "no Weis or Stöck"),
])
def test_a_bad_cell_is_refused(words: list[str], said: str) -> None:
    ok(*NEW)
    ok("hand", "obenabe", "--by", "Anna", "--points", "70")
    assert said in refused(Path("jass.toml"), "hand", *words)


def test_fix_and_joker_rows_per_player() -> None:
    session = Path("jass.toml")
    ok(*NEW)
    assert "has not played" in refused(session, "fix", "3", "--by", "Beat", "--points", "10")
    ok("hand", "joker", "--by", "Anna", "--points", "10")  # ×7: 70
    ok("hand", "joker", "--by", "Anna", "--points", "20")  # the other Joker, ×8: 160
    assert "already played Joker" in refused(session, "hand", "joker", "--by", "Anna",
                                              "--points", "1")
    ok("hand", "joker", "--by", "Beat", "--points", "30")  # Beat's first Joker, ×7
    ok("fix", "joker", "--by", "Anna", "--points", "11")  # Anna's first filled: ×7 → 77
    assert [p["total"] for p in show()["players"]] == [237, 210, 0, 0]
    assert "`call` is not a command" in refused(session, "call", "1", "2", "3", "4")
    session_data = load_game(session, COIFFEUR)
    assert session_data.setup.alone and len(session_data.setup.teams) == 4


FACTORS = (1, 2, 3)
SETUP = CoiffeurSetup(make_players(["A", "B", "C"]),
                      tuple(Row(f"r{f}", RowKind.WUNSCH, f) for f in FACTORS),
                      CoiffeurRules(), alone=True)
OUTCOMES = st.one_of(st.integers(0, 157).map(lambda p: Cell(Outcome.POINTS, p)),
                     st.sampled_from([Cell(Outcome.MATCH), Cell(Outcome.KONTERMATCH),
                                      Cell(Outcome.SCRATCH)]))


@settings(max_examples=60)
@given(st.lists(OUTCOMES, min_size=9, max_size=9), st.integers(0, 9))
def test_a_decided_winner_stays_the_winner_whatever_comes(cells: list[Cell], shown: int
                                                         ) -> None:
    """Cells are written in a fixed order; after `shown` of them a decided winner (or
    loser) is the winner (loser) of the finished slate."""
    order = [(r, p) for p in range(3) for r in range(3)]
    events = [Played(r, p, c) for (r, p), c in zip(order, cells, strict=True)]
    early = decision(replay(SETUP, events[:shown]))
    final = replay(SETUP, events)
    end = decision(final)
    assert final.finished and [o.total for o in outlooks(final)] == final.totals()
    assert set(early.winners) <= set(end.winners)
    assert set(early.losers) <= set(end.losers)


@pytest.mark.parametrize("count", range(3, 7))
def test_the_slate_draws_every_number_whole_at_every_width(count: int) -> None:
    from rich.cells import cell_len

    from tests.games.differenzler.test_board import holds_in_order, numbers

    names = ("Annamarie", "Beatrice", "Claudia", "Dorothea", "Emilia", "Franziska")[:count]
    ok("new", "--game", "coiffeur", "--players", ",".join(names))
    for seat, name in enumerate(names):
        ok("hand", str(seat + 1), "--by", name, "--points", str(101 + 11 * seat))
    totals = [p["total"] for p in show()["players"]]
    written = [101 + 11 * seat for seat in range(count)]
    for width in (32, 40, 80, 120):
        text = ok("show", COLUMNS=str(width))
        assert "…" not in text and max(cell_len(line) for line in text.splitlines()) <= width
        drawn = numbers(text)
        assert holds_in_order(drawn, written) and holds_in_order(drawn, totals), (count, width)


def test_exports_of_five_columns_alone_and_among_other_files(tmp_path: Path) -> None:
    five, teams = tmp_path / "five.toml", tmp_path / "teams.toml"
    ok("-f", str(five), "new", "--game", "coiffeur", "--players", "A1,B1,C1,D1,E1")
    ok("-f", str(five), "hand", "1", "--by", "E1", "--points", "80")  # ×2: 160
    ok("-f", str(teams), "new", "--game", "coiffeur", "--team", "Anna & Beat", "--team",
       "Cla & Dora")
    ok("-f", str(teams), "hand", "1", "--by", "1", "--points", "90")
    one = ok("-f", str(five), "export").splitlines()
    assert one[0].endswith(",total1,total2,total3,total4,total5")
    assert one[1].endswith(",E1,,points,80,160,0,0,0,0,0,160")
    both = ok("export", str(five), str(teams)).splitlines()
    assert both[0].endswith(",team3_name,team3,total3,team4_name,team4,total4,"
                            "team5_name,team5,total5")
    assert both[1].endswith(",C1,,0,D1,,0,E1,160,160")
    assert both[2].endswith(",,,,,,,,,") and len(both) == 3
    data = json.loads(ok("export", "--format", "json", str(five), str(teams)))
    assert [p["total"] for p in data["coiffeur"][0]["slate"]["players"]] == [0, 0, 0, 0, 160]
    stats = json.loads(ok("stats", str(five), str(teams), "--json"))
    assert {t["name"] for t in stats["coiffeur"]["teams"]} >= {"E1", "Anna & Beat"}


def test_play_asks_who_declared_by_name() -> None:
    from typer.testing import CliRunner

    from jass_slate.cli.app import app

    ok(*NEW)
    answers = ["4", "Dora", "60", "quit"]
    result = CliRunner().invoke(app, ["play"], input="".join(a + "\n" for a in answers))
    assert result.exit_code == 0, result.output
    assert "Dora, Bells / Hearts ×3: 60 points, 180 on the slate" in result.stdout
    assert [p["total"] for p in show()["players"]] == [0, 0, 0, 180]


def test_a_players_table_that_does_not_read_is_told_with_its_line(session_file: Path) -> None:
    from tests.cli_tools import run

    ok(*NEW)
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text.replace('    "Cla",\n    "Dora",\n', ""), encoding="utf-8")
    result = run("check")
    assert result.exit_code == 3 and "3 to 6 players, each alone; 2 were given" in result.stderr


def test_the_example_evening(tmp_path: Path) -> None:
    from tests.cli_tools import run_example, sound_and_shown

    session = tmp_path / "einzel.toml"
    said = run_example("einzel-coiffeur", session)
    assert "Coiffeur: 6 of 32 cells played" in said
    data = sound_and_shown(session)
    # Dora: the scratch 0, Jokers 7 × 95 (fixed from 90) + 8 × 20 = 665 + 160 = 825.
    assert [p["total"] for p in data["players"]] == [350, 514, 246, 825]
