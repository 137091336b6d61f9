"""The bidding games through the CLI: an evening of each preset by commands and by `play`,
the script contract of `show --json`, exports and stats, and bad input refused with one
line and the file unchanged."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from jass_slate.cli.app import app
from tests.cli_tools import ok, refused, rules_file, runner

BIETER = ["new", "--game", "bidding", "--players", "Anna,Beat,Cla"]
SIDI = ["new", "--game", "bidding", "--rules", "sidi-barrani", "--team", "Anna & Cla",
        "--team", "Beat & Dora"]
SESSION = Path("jass.toml")


def show() -> Any:
    return json.loads(ok("show", "--json"))


def totals(data: Any) -> list[int]:
    return [side["total"] for side in data.get("players", data.get("teams"))]


def events(path: Path = SESSION) -> list[str]:
    return re.findall(r'"\S+ ((?:hand|fix|undo)[^"]*)"', path.read_text(encoding="utf-8"))


def test_a_bieter_evening_by_commands() -> None:
    said = ok(*BIETER)
    assert "bieter" in said and "1500" in said
    # B-1: 100 in bells (×2), 112: made, +200.
    assert "Anna +200, Beat 0, Cla 0" in ok("hand", "schellen", "--by", "anna", "--bid", "100",
                                             "--points", "112")
    # B-2: failed with 84: -200, +100 each.
    ok("hand", "bells", "--by", "1", "--bid", "100", "--points", "84")
    # B-4: all passed, the dealer Cla plays 60 in acorns (×1), 45: -60, +30 each.
    ok("hand", "eicheln", "--by", "Cla", "--all-passed", "--points", "45")
    data = show()
    assert list(data)[:5] == ["game", "players", "hands", "of", "winner"]
    assert data["game"] == "bidding" and data["hands"] == 3 and data["of"] is None
    assert data["players"] == [{"name": "Anna", "total": 30}, {"name": "Beat", "total": 130},
                               {"name": "Cla", "total": 40}]
    assert data["winner"] is None and data["preset"] == "bieter" and data["target"] == 1500
    assert data["last"] == {"by": "Cla", "bid": 60, "contract": "acorns", "factor": 1,
                            "double": 1, "made": False}
    history = json.loads(ok("history", "--json"))["hands"]
    assert [h["scores"] for h in history] == [[200, 0, 0], [-200, 100, 100], [30, 30, -60]]
    assert [h["totals"] for h in history][-1] == [30, 130, 40]
    assert history[2]["all_passed"] is True and history[0]["made"] is True
    # A fix of hand 2 (made after all: 112) and its undo.
    ok("fix", "2", "bells", "--by", "Anna", "--bid", "100", "--points", "112")
    assert totals(show()) == [430, 30, -60]
    assert "Took back the fix of hand 2" in ok("undo")
    assert totals(show()) == [30, 130, 40]
    assert "Beat leads with 130" in ok("show")
    assert ok("check").strip().endswith("sound.")


def test_a_bieter_game_is_won_at_its_target(tmp_path: Path) -> None:
    ok(*BIETER, "--rules", str(rules_file(tmp_path, 'preset = "bieter"\ntarget = 500\n')))
    ok("hand", "obenabe", "--by", "Beat", "--bid", "140", "--points", "150")  # +420
    ok("hand", "rosen", "--by", "Beat", "--bid", "80", "--points", "90")  # 420 + 80 = 500
    data = show()
    assert data["winner"] == "Beat" and totals(data) == [0, 500, 0]
    assert "Beat wins with 500 after 2 hands" in ok("show")
    assert "game is over" in refused(SESSION, "hand", "rosen", "--by", "Anna", "--bid",
                                     "60", "--points", "60")


def test_a_sidi_barrani_evening_by_commands() -> None:
    ok(*SIDI)
    # SB-1: 120, 130 / 27 → 250 / 27.
    ok("hand", "hearts", "--by", "Anna", "--bid", "120", "--points", "130")
    # SB-2 said by the other team's points: 2=47 → the bidders 110: 110 / 167.
    ok("hand", "herz", "--by", "1", "--bid", "120", "--points", "2=47")
    # SB-7 by the second team: doubled, 90 / 67 → the bidders 90, the others 267.
    ok("hand", "spades", "--by", "Beat", "--bid", "100", "--double", "--points", "90")
    # SB-4 with Stöck to the others: 105 + 100 Weis = 205 / 110 + 52 + 20 = 182.
    ok("hand", "spades", "--by", "Cla", "--bid", "110", "--points", "105", "--weis",
       "Anna & Cla=100", "--stoeck", "Dora")
    data = show()
    assert list(data)[:5] == ["game", "teams", "hands", "of", "winner"]
    assert totals(data) == [250 + 110 + 267 + 205, 27 + 167 + 90 + 182]
    history = json.loads(ok("history", "--json"))["hands"]
    assert history[3]["weis"] == [100, 0] and history[3]["stoeck"] == "Beat & Dora"
    assert history[2]["double"] == 2 and history[2]["by"] == "Beat & Dora"
    assert ok("check").strip().endswith("sound.")


def test_sidi_barrani_with_the_players_in_seat_order_and_a_schneider(tmp_path: Path) -> None:
    rules = rules_file(tmp_path, 'preset = "sidi-barrani"\ntarget = 500\n')
    ok("new", "--game", "bidding", "--rules", str(rules), "--players", "Anna,Beat,Cla,Dora")
    ok("hand", "obenabe", "--by", "Cla", "--bid", "157", "--points", "157", "--redouble")
    # 4 × 157 + 157 = 785: past 500; the others 0 < 250: Schneider.
    data = show()
    assert [t["name"] for t in data["teams"]] == ["Anna & Cla", "Beat & Dora"]
    assert totals(data) == [785, 0] and data["winner"] == "Anna & Cla" and data["schneider"]
    assert "Schneider" in ok("show")


@pytest.mark.parametrize(("new", "args", "says"), [
    (BIETER, ["hand", "rosen", "--by", "Anna", "--bid", "65", "--points", "90"], "not a bid"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--bid", "170", "--points", "90"], "not a bid"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--bid", "60", "--points", "158"], "0 to 157"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--bid", "60", "--points", "-1"], "whole"),
    (BIETER, ["hand", "rosen", "--by", "Dora", "--bid", "60", "--points", "60"], "not a side"),
    (BIETER, ["hand", "rosen", "--bid", "60", "--points", "60"], "--by"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--points", "60"], "--bid"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--bid", "60"], "--points"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--all-passed", "--bid", "90", "--points",
              "60"], "give no --bid"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--bid", "60", "--points", "60", "--double"],
     "no double"),
    (BIETER, ["hand", "rosen", "--by", "Anna", "--bid", "60", "--points", "60", "--weis",
              "Anna=20"], "not written"),
    (BIETER, ["hand", "hearts", "--by", "Anna", "--bid", "60", "--points", "60"], "hearts"),
    (BIETER, ["hand", "purple", "--by", "Anna", "--bid", "60", "--points", "60"], "purple"),
    (BIETER, ["fix", "1", "rosen", "--by", "Anna", "--bid", "60", "--points", "60"],
     "no hand 1"),
    (BIETER, ["undo"], "undo"),
    (BIETER, ["call", "40"], "not a command of Bidding"),
    (SIDI, ["hand", "hearts", "--by", "1", "--bid", "80", "--points", "90"], "not a bid"),
    (SIDI, ["hand", "hearts", "--by", "1", "--bid", "95", "--points", "90"], "not a bid"),
    (SIDI, ["hand", "hearts", "--by", "3", "--bid", "90", "--points", "90"], "not a side"),
    (SIDI, ["hand", "hearts", "--by", "1", "--bid", "90", "--points", "90", "--double",
            "--redouble"], "not both"),
    (SIDI, ["hand", "hearts", "--by", "1", "--bid", "90", "--all-passed", "--points", "90"],
     "no --bid"),
    (SIDI, ["hand", "hearts", "--by", "1", "--all-passed", "--points", "90"],
     "not played under these rules"),
    (SIDI, ["hand", "hearts", "--by", "1", "--bid", "90", "--points", "2=158"], "0 to 157"),
    (SIDI, ["hand", "hearts", "--by", "1", "--bid", "90", "--points", "90", "--weis",
            "1=25"], "not a Weis"),
    (SIDI, ["hand", "obenabe", "--by", "1", "--bid", "90", "--points", "90", "--stoeck",
            "2"], "Stöck"),
    (SIDI, ["hand", "hearts", "--by", "1", "--bid", "90", "--points", "90", "--weis",
            "1"], "PLAYER=N"),
])
def test_bad_input_is_refused_in_one_line(new: list[str], args: list[str], says: str) -> None:
    ok(*new)
    assert says in refused(SESSION, *args)


def test_new_refuses_what_a_bidding_game_does_not_take() -> None:
    for args, says in ((["--players", "Anna,Beat"], "3 players"),
                       (["--players", "Anna,Beat,Cla,Dora"], "3 players"),
                       (["--players", "Anna,anna,Cla"], "named twice"),
                       (["--players", "A=1,B,C"], "cannot be a player's name"),
                       (["--players", "A,B,C", "--rows", "x"], "--rows is not for"),
                       (["--players", "A,B,C", "--rules", "nine"], "unknown bidding preset"),
                       (["--players", "A,B,C", "--team", "X"], "not both"),
                       (["--rules", "sidi-barrani", "--players", "A,B,C"], "four players"),
                       (["--rules", "sidi-barrani", "--team", "A"], "two teams"),
                       ([], "needs its players")):
        assert says in refused(SESSION, "new", "--game", "bidding", *args)
        assert not SESSION.exists()


def test_play_writes_what_the_commands_write(tmp_path: Path) -> None:
    by_play, by_commands = tmp_path / "play.toml", tmp_path / "commands.toml"
    ok("-f", str(by_play), *SIDI)
    ok("-f", str(by_commands), *SIDI)
    answers = ["hearts", "Anna", "120", "no", "130", "", "",
               "purple",  # refused: the contract is asked again
               "spades", "2", "100", "double", "90", "1=50", "Cla",
               "undo", "show", "help",
               "ecken", "Beat & Dora", "pass",  # no forced bid here: the hand is asked again
               "ecken", "Beat & Dora", "90", "redouble", "157", "", "", "quit"]
    result = runner.invoke(app, ["-f", str(by_play), "play"],
                           input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    ok("-f", str(by_commands), "hand", "hearts", "--by", "Anna", "--bid", "120", "--points",
       "130")
    ok("-f", str(by_commands), "hand", "spades", "--by", "2", "--bid", "100", "--double",
       "--points", "90", "--weis", "1=50", "--stoeck", "Cla")
    ok("-f", str(by_commands), "undo")
    ok("-f", str(by_commands), "hand", "ecken", "--by", "Beat & Dora", "--bid", "90",
       "--redouble", "--points", "157")
    assert events(by_play) == events(by_commands)
    shown = json.loads(ok("-f", str(by_play), "show", "--json"))
    assert shown == json.loads(ok("-f", str(by_commands), "show", "--json"))
    # 250 / 27, then Beat & Dora's 90 redoubled with 157: 0 / 4 × 90 + 157 = 517.
    assert totals(shown) == [250, 27 + 517]
    for said in ("unknown contract 'purple'", "Took back hand 2", "not played under these"):
        assert said in result.output


def test_exports_and_stats_of_several_sessions(tmp_path: Path) -> None:
    ok(*BIETER[:-1], "@SUM(1),Beat,Cla")
    ok("hand", "bells", "--by", "1", "--bid", "100", "--points", "112")
    rows = list(csv.reader(io.StringIO(ok("export", "--format", "csv"))))
    assert rows[0][:9] == ["hand", "contract", "factor", "by", "bid", "all_passed", "double",
                           "points", "made"]
    assert rows[1][:9] == ["1", "bells", "2", "'@SUM(1)", "100", "False", "1", "112",
                           "True"]
    exported = json.loads(ok("export", "--format", "json"))
    assert exported["board"]["players"][0]["total"] == 200 and exported["hands"][0]["bid"] == 100
    assert "| 1 | bells ×2 |" in ok("export", "--format", "md")
    assert ok("export", "--format", "svg").startswith("<?xml")
    other = tmp_path / "other.toml"
    ok("-f", str(other), *SIDI)
    ok("-f", str(other), "hand", "hearts", "--by", "Anna", "--bid", "120", "--points", "130")
    stats = json.loads(ok("stats", str(SESSION), str(other), "--json"))["bidding"]
    assert stats["hands"] == 2
    first = next(s for s in stats["sides"] if s["name"] == "@SUM(1)")
    assert first["bids"] == 1 and first["made"] == 1 and first["average_bid"] == 100.0
    several = json.loads(ok("export", str(SESSION), str(other), "--format", "json"))
    assert [s["preset"] for s in several["bidding"]] == ["bieter", "sidi-barrani"]


@pytest.mark.parametrize("width", [40, 60, 120])
def test_the_board_keeps_every_number_whole_at_every_width(width: int) -> None:
    ok(*SIDI)
    ok("hand", "obenabe", "--by", "Beat", "--bid", "150", "--redouble", "--points", "157")
    ok("hand", "hearts", "--by", "Anna", "--bid", "120", "--points", "100", "--weis",
       "Beat & Dora=200,150")
    # 4 × 150 + 157 = 757 for Beat & Dora; then 100 / 120 + 57 + 350 = 527: 100 / 1284.
    assert totals(show()) == [100, 757 + 527]
    text = ok("show", COLUMNS=str(width))
    assert all(cell_len(line) <= width for line in text.splitlines())
    for number in ("+757", "+100", "+527", "1284", "100", "1400", "216"):
        assert number in text, (number, text)
    text = ok("history", COLUMNS=str(width))
    assert all(cell_len(line) <= width for line in text.splitlines())
    for number in ("+757 = 757", "+100 = 100", "+527 = 1284"):
        assert number in text, (number, text)


def test_names_are_data_on_the_terminal_the_page_and_the_picture() -> None:
    from jass_slate.games import find_game

    ok("new", "--game", "bidding", "--players", "<b>Anna</b>,\x1b[31mBeat,Cla")
    ok("hand", "bells", "--by", "Cla", "--bid", "100", "--points", "112")
    for text in (ok("show"), ok("history"), ok("show", "--ascii")):
        assert "\x1b[31m" not in text and "<b>Anna</b>" in text
    page = find_game("bidding").hooks.page(SESSION)
    assert "<b>Anna" not in page.content and "&lt;b&gt;Anna" in page.content
    assert "\x1b" not in page.content and "\x1b" not in page.picture
    assert "&lt;b&gt;Anna" in ok("export", "--format", "svg")
    assert "+200" in page.content and "Cla 100: 112 ✓" in page.content


def test_play_a_bieter_hand_where_all_passed() -> None:
    ok(*BIETER)
    answers = ["roses", "Cla", "pass", "45",  # the dealer's forced 60, failed
               "bells", "Anna", "65",  # not a bid: the hand is asked again
               "bells", "Anna", "100", "112", "quit"]
    result = runner.invoke(app, ["play"], input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    assert events() == ["hand roses; by Cla; bid 60; points 45; passed",
                        "hand bells; by Anna; bid 100; points 112"]
    assert totals(show()) == [30 + 200, 30, -60] and "65 is not a bid" in result.output


def test_four_players_each_alone_and_a_broken_file_checked(tmp_path: Path) -> None:
    rules = rules_file(tmp_path, 'preset = "bieter"\nplayers = 4\n')
    ok("new", "--game", "bidding", "--players", "Anna,Beat,Cla,Dora", "--rules", str(rules))
    ok("hand", "bells", "--by", "Dora", "--bid", "100", "--points", "80")
    assert totals(show()) == [66, 66, 66, -200]  # ⌊200 / 3⌋ to each of the three others
    text = SESSION.read_text(encoding="utf-8")
    SESSION.write_text(text.replace("bid 100", "bid 105"), encoding="utf-8")
    said = refused(SESSION, "check", code=3)
    line = next(n for n, said_line in enumerate(SESSION.read_text().splitlines(), 1)
                if "bid 105" in said_line)
    assert f"jass.toml:{line}:" in said and "105 is not a bid" in said
