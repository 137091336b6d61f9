"""okr's Büter through the CLI: golden games with their arithmetic (okr's spec and the
research's worked hands), the script contract of `show --json` and `history --json`,
fix and undo, exports, check and migrate, stats and settle, the board at every width,
names as data, and bad input refused with one line and the file unchanged."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from tests.cli_tools import ok, refused, rules_file, run

NEW = ["new", "--game", "bidding", "--rules", "bueter", "--players", "Anna,Beat,Cla"]
SESSION = Path("jass.toml")


def show() -> Any:
    return json.loads(ok("show", "--json"))


def totals(data: Any) -> list[int]:
    return [side["total"] for side in data["teams"]]


def events(path: Path = SESSION) -> list[str]:
    return re.findall(r'"\S+ ((?:bid|hand|fix|undo)[^"]*)"', path.read_text(encoding="utf-8"))


def test_okr_spec_the_bueter_wins_on_reaching_his_bid() -> None:
    said = ok(*NEW)
    assert "Started a Büter" in said and "bids 160 to 1000 by 10" in said
    assert "Beat is the Büter with a bid of 500; Anna & Cla play to 1000." in \
        ok("bid", "Beat", "500")
    for maker in ("Anna", "Beat", "Cla"):  # 157 × 3 = 471 < 500: no winner yet
        ok("hand", "--by", maker, "--points", "157")
    data = show()
    assert totals(data) == [471, 0] and data["winner"] is None
    # Hand 4: the Büter 40, the pair 157 - 40 = 117; 471 + 40 = 511 ≥ 500.
    said = ok("hand", "--by", "Cla", "--points", "Anna=117")
    assert "Hand 4: Cla made trump, ×1; Beat 40, Anna & Cla 117." in said
    assert "Beat wins with 511 after 4 hands (500 to reach)." in said
    data = show()
    assert list(data)[:5] == ["game", "teams", "hands", "of", "winner"]
    assert data["teams"] == [{"name": "Beat", "total": 511, "target": 500},
                             {"name": "Anna & Cla", "total": 117, "target": 1000}]
    assert data["winner"] == "Beat" and data["hands"] == 4 and data["of"] is None
    assert data["bid"] == {"by": "Beat", "points": 500} and data["decided_after"] == 4
    assert data["preset"] == "bueter" and data["players"] == ["Anna", "Beat", "Cla"]
    assert "game is over" in refused(SESSION, "hand", "--by", "Anna", "--points", "0")
    assert ok("check").strip().endswith("sound.")


@pytest.mark.parametrize(("language", "needs"), [
    ("en", "Beat needs 343, Anna & Cla need 1000"),
    ("de", "Beat braucht 343, Anna & Cla brauchen 1000"),
    ("fr", "Beat a besoin de 343, Anna & Cla ont besoin de 1000"),
    ("it", "a Beat servono 343, a Anna & Cla servono 1000")])
def test_the_pair_needs_in_the_plural(language: str, needs: str) -> None:
    ok(*NEW)
    ok("bid", "Beat", "500")
    ok("hand", "--by", "Beat", "--points", "157")  # 500 - 157 = 343; the pair has 0 of 1000
    assert needs in ok("--lang", language, "show")


def test_stoeck_decides_before_the_cards_and_the_factor_multiplies_all() -> None:
    ok(*NEW)
    ok("bid", "2", "700")
    # ×5: Büter 100, pair 57 → 500, 285; ×4: 40, 117 → 160, 468 → 660, 753;
    # ×1: Büter 30, pair 127 and a Weis of 100 → 30, 227 → 690, 980.
    ok("hand", "--by", "Anna", "--factor", "5", "--points", "100")
    ok("hand", "--by", "Beat", "--factor", "4", "--points", "40")
    ok("hand", "--by", "Cla", "--points", "30", "--weis", "pair=100")
    assert totals(show()) == [690, 980]
    # The Büter shows Stöck: 710 ≥ 700 after the Stöck stage; the pair's 150 card points
    # (980 + 150 = 1130) come in the third stage, too late.
    said = ok("hand", "--by", "Anna", "--points", "7", "--stoeck", "Beat")
    assert "Beat wins with 717 after 4 hands" in said
    data = show()
    assert totals(data) == [717, 1130] and data["winner"] == "Beat"
    history = json.loads(ok("history", "--json"))
    assert history["bid"] == {"by": "Beat", "points": 700}
    assert [h["scores"] for h in history["hands"]] == [[500, 285], [160, 468], [30, 227],
                                                       [27, 150]]
    assert history["hands"][2]["weis"] == [0, 100] and history["hands"][3]["stoeck"] == "Beat"
    assert history["hands"][0] == {"number": 1, "maker": "Anna", "factor": 5, "points": 100,
                                   "match": None, "weis": [0, 0], "stoeck": None,
                                   "scores": [500, 285], "totals": [500, 285]}


def test_both_past_in_one_stage_the_higher_total_wins() -> None:
    ok(*NEW)
    ok("bid", "Cla", "900")
    # ×5: the Büter's 157 → 785, 0; a Match of the pair ×5: 257 × 5 = 1285 → the pair won.
    ok("hand", "--by", "Cla", "--factor", "5", "--points", "157")
    ok("hand", "--by", "Anna", "--factor", "5", "--match", "pair")
    assert totals(show()) == [785, 1285] and show()["winner"] == "Anna & Beat"
    ok("undo")
    ok("hand", "--by", "Anna", "--factor", "5", "--points", "pair=157")
    assert totals(show()) == [785, 785]
    # ×5: the pair's 157 → 785, 785. Hand 3 ×2: the Büter's Stöck 20 × 2 → 825; the
    # pair's Weis 100 × 2 → 985 (neither at its target); the cards: the Büter 100 × 2 →
    # 1025 ≥ 900 and the pair 57 × 2 → 1099 ≥ 1000 in the same stage: the higher total,
    # the pair's 1099, wins, though the Büter is further past his target.
    said = ok("hand", "--by", "Beat", "--factor", "2", "--points", "100", "--weis",
              "Anna=100", "--stoeck", "bueter")
    assert "Anna & Beat wins with 1099 after 3 hands (1000 to reach)." in said
    assert totals(show()) == [1025, 1099]


def test_s5_factor_three_and_a_match() -> None:
    ok(*NEW)
    ok("bid", "Anna", "800")
    # S-5: ×3, the Büter 100 and Stöck, the pair 57 and a Weis of 50: (100 + 20) × 3 = 360,
    # (57 + 50) × 3 = 321.
    assert "Anna 360, Beat & Cla 321." in ok("hand", "--by", "Beat", "--factor", "3",
                                              "--points", "100", "--stoeck", "Anna",
                                              "--weis", "pair=50")
    # A Match of the Büter's ×2: 257 × 2 = 514, the pair's Weis 20 × 2 = 40 → 874 ≥ 800.
    said = ok("hand", "--by", "Cla", "--factor", "2", "--match", "bueter", "--weis", "Cla=20")
    assert "(Match: Anna)" in said and "Anna wins with 874" in said
    assert totals(show()) == [874, 361]


def test_fix_and_undo_of_hands_and_of_the_bid() -> None:
    ok(*NEW)
    ok("bid", "Beat", "500")
    ok("hand", "--by", "Anna", "--points", "100")
    ok("hand", "--by", "Beat", "--points", "100")
    assert "Hand 1 fixed." in ok("fix", "1", "--by", "Anna", "--factor", "2", "--points",
                                 "100")  # 200 / 114
    assert totals(show()) == [300, 171]
    assert "that fix would end the game after hand 1" in refused(
        SESSION, "fix", "1", "--by", "Anna", "--factor", "5", "--points", "100")
    assert "Took back the fix of hand 1" in ok("undo")
    assert "Took back hand 2" in ok("undo")
    assert "Took back hand 1" in ok("undo")
    assert "Took back the bid of 500" in ok("undo")
    assert show()["bid"] is None and show()["teams"] == []
    ok("bid", "Anna", "600")
    assert show()["bid"] == {"by": "Anna", "points": 600}
    assert events()[-2:] == ["undo", "bid 1 600"]
    ok("check")


@pytest.mark.parametrize(("before", "args", "code", "says"), [
    ([], ["hand", "--by", "Anna", "--points", "100"], 1, "has not bid yet"),
    ([], ["bid", "Beat", "505"], 1, "160 to 1000 in steps of 10"),
    ([], ["bid", "Beat", "150"], 1, "160 to 1000 in steps of 10"),
    ([], ["bid", "Beat", "1010"], 1, "160 to 1000 in steps of 10"),
    ([], ["bid", "Dora", "500"], 1, "not a player of this session"),
    ([], ["bid", "4", "500"], 1, "not a player of this session"),
    ([], ["bid", "Beat", "five"], 1, "whole number"),
    (["bid Beat 500"], ["bid", "Anna", "600"], 1, "bids once"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--factor", "6", "--points", "1"], 1,
     "factor must be 1 to 5"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--factor", "0", "--points", "1"], 1,
     "factor must be 1 to 5"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--points", "158"], 1, "0 to 157"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--points", "pair=158"], 1, "0 to 157"),
    (["bid Beat 500"], ["hand", "--by", "Anna"], 1, "one of them"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--points", "1", "--match", "pair"], 1,
     "one of them"),
    (["bid Beat 500"], ["hand", "--points", "100"], 1, "who made trump"),
    (["bid Beat 500"], ["hand", "bells", "--by", "Anna", "--points", "1"], 1,
     "CONTRACT is not said in a Büter"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--bid", "60", "--points", "1"], 1,
     "--bid is not said in a Büter"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--points", "1", "--weis", "pair=25"], 1,
     "not a Weis"),
    (["bid Beat 500"], ["hand", "--by", "Anna", "--points", "1", "--stoeck", "Dora"], 1,
     "not a player"),
    (["bid Beat 500"], ["fix", "1", "--by", "Anna", "--points", "1"], 1, "no hand 1 to fix"),
])
def test_bad_input_is_refused_in_one_line(before: list[str], args: list[str], code: int,
                                          says: str) -> None:
    """Exit 1: a word that does not read is refused as a rule is (CLI.md's 2 is a
    command line that does not parse)."""
    ok(*NEW)
    for line in before:
        ok(*line.split())
    assert says in refused(SESSION, *args, code=code)


def test_new_refuses_a_fourth_player_and_bad_rules(tmp_path: Path) -> None:
    for args, says in ((["--players", "Anna,Beat,Cla,Dora"], "3 players"),
                       (["--players", "Anna,Beat"], "3 players"),
                       (["--team", "Anna & Cla", "--team", "Beat & Dora"], "3 players"),
                       (["--players", "A,B,C", "--rules", "buter"], "unknown bidding preset"),
                       (["--players", "A,B,C", "--rules", "buter"], "unknown bidding preset")):
        assert says in refused(SESSION, "new", "--game", "bidding", *args)
        assert not SESSION.exists()
    assert "bueter" in refused(SESSION, "new", "--game", "bidding", "--players", "A,B,C",
                               "--rules", "nine")
    for text, says in (('preset = "bueter"\npair_target = 50\n', "at least"),
                       ('preset = "bueter"\ntarget = 500\n', "unknown Büter rules key")):
        assert says in refused(SESSION, "new", "--game", "bidding", "--players", "A,B,C",
                               "--rules", str(rules_file(tmp_path, text)))


def test_the_per_hand_games_refuse_the_bueters_words() -> None:
    ok("new", "--game", "bidding", "--players", "Anna,Beat,Cla")
    assert "`bid` is the Büter's" in refused(SESSION, "bid", "Anna", "500")
    assert "--factor is a Büter's" in refused(
        SESSION, "hand", "bells", "--by", "Anna", "--bid", "100", "--points", "112",
        "--factor", "2")
    for command in (["hand"], ["fix", "1"]):  # as Click says a missing argument (exit 2)
        result = run(*command, "--by", "Anna", "--bid", "100", "--points", "112")
        assert result.exit_code == 2 and "Missing argument 'CONTRACT'" in result.stderr


def test_a_house_rules_pair_target_and_the_rules_command(tmp_path: Path) -> None:
    ok(*NEW[:4], str(rules_file(tmp_path, 'preset = "bueter"\npair_target = 1500\n')),
       *NEW[5:])
    assert json.loads(ok("rules", "--json")) == {"preset": "bueter", "pair_target": 1500}
    assert "160 to 1500 in steps of 10" in refused(SESSION, "bid", "Anna", "1510")
    ok("bid", "Anna", "1500")
    assert show()["teams"][1] == {"name": "Beat & Cla", "total": 0, "target": 1500}
    presets = json.loads(ok("rules", "--presets", "--json"))
    assert presets["bueter"] == {"preset": "bueter", "pair_target": 1000}
    assert "bueter: okr's Büter" in ok("rules", "--presets")


def test_exports(tmp_path: Path) -> None:
    ok(*NEW)
    ok("bid", "Beat", "500")
    ok("hand", "--by", "Anna", "--factor", "3", "--points", "100", "--weis", "pair=50",
       "--stoeck", "Beat")  # 360 / 321
    ok("hand", "--by", "Cla", "--match", "pair")  # 0 / 257 → 360 / 578
    rows = list(csv.reader(io.StringIO(ok("export", "--format", "csv"))))
    assert rows == [
        ["hand", "maker", "factor", "points", "match", "stoeck", "Beat weis", "Beat score",
         "Beat total", "Anna & Cla weis", "Anna & Cla score", "Anna & Cla total"],
        ["1", "Anna", "3", "100", "", "Beat", "0", "360", "360", "50", "321", "321"],
        ["2", "Cla", "1", "", "Anna & Cla", "", "0", "0", "360", "0", "257", "578"]]
    exported = json.loads(ok("export", "--format", "json"))
    assert exported["rules"] == {"preset": "bueter", "pair_target": 1000}
    assert exported["bid"] == {"by": "Beat", "points": 500}
    assert [h["totals"] for h in exported["hands"]] == [[360, 321], [360, 578]]
    assert exported["board"] == show()
    page = ok("export", "--format", "md")
    assert page.startswith("# Büter: Anna, Beat, Cla\n")
    assert "| 2 | Cla ×1 Match | 0 = 360 | 257 = 578 |" in page
    svg = ok("export", "--format", "svg")
    assert svg.startswith("<?xml") and ">578<" in svg and ">500<" in svg


def test_stats_settle_and_exports_of_several(tmp_path: Path) -> None:
    first, second = tmp_path / "one.toml", tmp_path / "two.toml"
    ok("-f", str(first), *NEW)
    ok("-f", str(first), "bid", "Beat", "500")
    ok("-f", str(first), "hand", "--by", "Anna", "--factor", "4", "--points", "150")  # 600
    ok("-f", str(second), "new", "--game", "bidding", "--players", "Anna,Beat,Cla")
    ok("-f", str(second), "hand", "bells", "--by", "Anna", "--bid", "100", "--points", "112")
    stats = json.loads(ok("stats", str(first), str(second), "--json"))["bidding"]
    beat = next(side for side in stats["sides"] if side["name"] == "Beat")
    assert beat == {"name": "Beat", "sessions": 2, "hands": 2, "games_won": 1, "bids": 1,
                    "made": 1, "failed": 0, "average_bid": 500.0}
    # The Büter as three players alone, each his side's total less its target: Beat
    # 600 - 500 = 100, Anna and Cla 28 - 1000 = -972; Beat against each: 1072 points, at
    # 1.00 per 100: 10.72 each, 21.44 for Beat; to 0.05 with a sum of zero (the largest
    # remainders, ties by name): Beat 21.45, Anna -10.70, Cla -10.75.
    settled = json.loads(ok("settle", str(first), "--per-points", "1/100", "--json"))
    balances = {p["name"]: p["balance"] for p in settled["players"]}
    assert sorted(balances) == ["Anna", "Beat", "Cla"]
    assert balances == {"Anna": -10.70, "Beat": 21.45, "Cla": -10.75}
    # The ratings take the race's places: Beat first, Anna and Cla second together.
    ratings = json.loads(ok("stats", "--ratings", str(first), "--json"))
    assert ratings["players"][0]["name"] == "Beat"
    assert {"player": "Beat", "against": "Anna", "games": 1, "won": 1} in ratings["opponents"]
    many = json.loads(ok("export", str(first), str(second), "--format", "json"))["bidding"]
    assert many[0]["sides"] == ["Beat", "Anna & Cla"] and many[0]["winner"] == "Beat"
    assert many[0]["totals"] == [600, 28]
    rows = list(csv.reader(io.StringIO(ok("export", str(first), str(second)))))
    assert rows[1] == [str(first), "1", "", "Anna", "500", "", "Beat", "600", "600"]


@pytest.mark.parametrize("width", [40, 60, 120])
def test_the_board_keeps_every_number_whole_at_every_width(width: int) -> None:
    ok("new", "--game", "bidding", "--rules", "bueter", "--players",
       "Annemarie-Louise,Bartholomäus,Clementine-Sophie")
    ok("bid", "Bartholomäus", "990")
    for maker in ("1", "2", "3"):  # 157 × 2 = 314 a hand: 942 < 990
        ok("hand", "--by", maker, "--factor", "2", "--points", "157")
    for command in ("show", "history"):
        text = ok(command, COLUMNS=str(width))
        assert all(cell_len(line) <= width for line in text.splitlines()), text
        assert "942" in text


def test_names_are_data_on_the_terminal_and_in_a_spreadsheet() -> None:
    ok("new", "--game", "bidding", "--rules", "bueter", "--players",
       "@SUM(1),Beat,\x1b[31mCla")
    ok("bid", "1", "500")
    ok("hand", "--by", "2", "--points", "100")
    shown = ok("show")
    assert "\x1b" not in shown and "@SUM(1)" in shown
    rows = list(csv.reader(io.StringIO(ok("export", "--format", "csv"))))
    assert rows[0][6] == "'@SUM(1) weis"
