"""The two-player game through the CLI: an evening by commands and by `play`, the script
contract of `show --json`, its file's lines, exports and stats, the board at any width,
and bad input refused with one line and the file unchanged."""

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
from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError
from jass_slate.games import find_game
from jass_slate.games.twoplayer.file.game_file import TWOPLAYER
from jass_slate.games.twoplayer.scoring.events import Hand, Refix
from tests.cli_tools import ok, refused, rules_file, run_example, runner, sound_and_shown

NEW = ["new", "--game", "twoplayer", "--players", "Anna,Beat"]
SESSION = Path("jass.toml")


def show() -> Any:
    return json.loads(ok("show", "--json"))


def totals(data: Any) -> list[int]:
    return [p["total"] for p in data["players"]]


def events(path: Path = SESSION) -> list[str]:
    return re.findall(r'"\S+ ((?:hand|fix|undo)[^"]*)"', path.read_text(encoding="utf-8"))


def test_names_with_spaces_are_said_as_given() -> None:
    ok("new", "--game", "twoplayer", "--players", "Anna Maria,Beat")
    ok("hand", "hearts", "--taker", "anna maria", "--points", "Anna Maria=95, Beat=60",
       "--weis", "Anna Maria=20,50")
    assert totals(show()) == [165, 60]
    assert ok("check").strip().endswith("sound.")


def test_a_cinq_cents_evening_by_commands() -> None:
    assert "cinq-cents" in ok(*NEW)
    # 2P-1: 95 + 20 = 115 against 67 + 50 = 117: failed, Beat writes 232.
    said = ok("hand", "herz", "--taker", "anna", "--points", "Anna=95,Beat=67", "--weis",
              "Beat=50", "--stoeck", "Anna")
    assert "115 against 117, failed. Anna 0, Beat 232." in said
    # 2P-2 with the points said one by one: made, 120 / 112.
    ok("hand", "hearts", "--taker", "1", "-p", "Anna=100", "-p", "Beat=62", "-w", "Beat=50",
       "--stoeck", "Anna")
    data = show()
    assert list(data)[:5] == ["game", "players", "hands", "of", "winner"]
    assert data["game"] == "twoplayer" and data["hands"] == 2 and data["of"] is None
    assert totals(data) == [120, 344] and data["winner"] is None
    assert data["last"] == {"taker": "Anna", "made": True, "written": [120, 112]}
    history = json.loads(ok("history", "--json"))["hands"]
    assert history[0]["sums"] == [115, 117] and history[0]["scores"] == [0, 232]
    assert history[0]["made"] is False and history[1]["totals"] == [120, 344]
    ok("fix", "1", "hearts", "--taker", "Anna", "--points", "Anna=94,Beat=67", "--weis",
       "Beat=50", "--stoeck", "Anna")  # 114 against 117: still failed, 0 / 231
    assert totals(show()) == [120, 343]
    assert "Took back the fix of hand 1" in ok("undo")
    # 2P-5 by Beat: all nine tricks, 160 + 100: made → 0 / 260 → 604 ≥ 500: Beat wins.
    ok("hand", "spades", "--taker", "Beat", "--points", "Anna=0,Beat=160", "--match", "Beat")
    assert show()["winner"] == "Beat" and "Beat wins with 604 after 3 hands" in ok("show")
    assert ok("check").strip().endswith("sound.")


def test_schmaus_leaves_one_player_out_and_needs_a_target(tmp_path: Path) -> None:
    assert "no target in its sources" in refused(SESSION, *NEW, "--rules", "schmaus")
    ok(*NEW, "--rules", str(rules_file(tmp_path, 'preset = "schmaus"\ntarget = 300\n')))
    ok("hand", "hearts", "--points", "Anna=100", "--weis", "Anna=20", "--weis", "Beat=50")
    assert totals(show()) == [120, 107]  # Beat took the rest: 57 + 50


@pytest.mark.parametrize(("args", "says"), [
    (["hand", "hearts", "--points", "Anna=95,Beat=67"], "--taker"),
    (["hand", "hearts", "--taker", "Cla", "--points", "Anna=95,Beat=67"], "not a player"),
    (["hand", "hearts", "--taker", "Anna", "--points", "Anna=95"], "both players"),
    (["hand", "hearts", "--taker", "Anna", "--points", "Anna=100,Beat=63"], "163"),
    (["hand", "hearts", "--taker", "Anna", "--points", "Anna=-5,Beat=60"], "whole number"),
    (["hand", "hearts", "--taker", "Anna", "--points", "Anna=98,Beat=10", "--match", "Anna"],
     "every trick"),
    (["hand", "hearts", "--taker", "Anna", "--points", "Anna=98,Beat=10", "--weis",
      "Anna=50", "--weis", "Beat=20"], "best Weis"),
    (["hand", "hearts", "--taker", "Anna", "--points", "Anna=98,Beat=10", "--weis",
      "Anna=25"], "not a Weis"),
    (["hand", "obenabe", "--taker", "Anna", "--points", "Anna=98,Beat=10"], "no Obenabe"),
    (["hand", "hearts", "--taker", "Anna", "--points", "Anna=98,Anna=10"], "twice"),
    (["hand", "hearts", "--taker", "Anna"], "--points"),
    (["fix", "1", "hearts", "--taker", "Anna", "--points", "Anna=98,Beat=10"], "no hand 1"),
    (["undo"], "undo"),
    (["call", "40"], "not a command"),
])
def test_bad_input_is_refused_in_one_line(args: list[str], says: str) -> None:
    ok(*NEW)
    assert says in refused(SESSION, *args)


def test_new_refuses_what_a_two_player_game_does_not_take() -> None:
    for args, says in ((["--players", "Anna"], "exactly two"),
                       (["--players", "Anna,Beat,Cla"], "exactly two"),
                       (["--players", "Anna,anna"], "named twice"),
                       (["--players", "A,B", "--team", "X"], "--team is not for"),
                       (["--players", "A,B", "--rules", "sidi"], "unknown two-player"),
                       ([], "needs its players")):
        assert says in refused(SESSION, "new", "--game", "twoplayer", *args)
        assert not SESSION.exists()


def test_play_writes_what_the_commands_write(tmp_path: Path) -> None:
    by_play, by_commands = tmp_path / "play.toml", tmp_path / "commands.toml"
    ok("-f", str(by_play), *NEW)
    ok("-f", str(by_commands), *NEW)
    answers = ["hearts", "Anna", "95", "67", "", "Beat=50", "Anna",
               "obenabe",  # refused: the trump is asked again
               "spades", "Beat", "0", "160", "Beat", "", "",
               "undo", "show", "help",
               "spades", "2", "10", "150", "", "", "", "quit"]
    result = runner.invoke(app, ["-f", str(by_play), "play"],
                           input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    for args in (["hand", "hearts", "--taker", "Anna", "--points", "Anna=95,Beat=67", "--weis",
                  "Beat=50", "--stoeck", "Anna"],
                 ["hand", "spades", "--taker", "Beat", "--points", "Anna=0,Beat=160",
                  "--match", "Beat"], ["undo"],
                 ["hand", "spades", "--taker", "Beat", "--points", "Anna=10,Beat=150"]):
        ok("-f", str(by_commands), *args)
    assert events(by_play) == events(by_commands)
    shown = json.loads(ok("-f", str(by_play), "show", "--json"))
    assert shown == json.loads(ok("-f", str(by_commands), "show", "--json"))
    assert totals(shown) == [10, 232 + 150]
    assert "Took back hand 2" in result.output and "no Obenabe" in result.output


EVENTS: list[object] = [
    Hand(Contract.HEARTS, "Anna", (("Anna", 95), ("Beat", 67)), None,
         (("Beat", (50, 20)),), "Anna"),
    Hand(Contract.SPADES, None, (("Anna", 0), ("Beat", 157)), "Beat",
         (("Anna", (20,)), ("Beat", (100,)))),
    Refix(2, Hand(Contract.CLUBS, "Beat", (("Anna", 10), ("Beat", 88)))),
]


@pytest.mark.parametrize("event", EVENTS)
def test_every_event_line_reads_back(event: object) -> None:
    assert TWOPLAYER.read_event(TWOPLAYER.event_text(event)) == event


def test_the_lines_are_readable_and_a_bad_one_is_refused() -> None:
    assert TWOPLAYER.event_text(EVENTS[0]) == (
        "hand hearts; taker Anna; points Anna=95, Beat=67; weis Beat=50 20; stoeck Anna")
    for text in ("hand hearts", "hand purple; points A=1", "hand hearts; points A=x",
                 "hand hearts; points A=1; x y", "fix x hearts; points A=1", "dance"):
        with pytest.raises(InputError):
            TWOPLAYER.read_event(text)


def test_exports_stats_and_the_page() -> None:
    ok("new", "--game", "twoplayer", "--players", "@SUM(1),<b>Beat</b>")
    ok("hand", "hearts", "--taker", "1", "--points", "@SUM(1)=100,<b>Beat</b>=50")
    rows = list(csv.reader(io.StringIO(ok("export", "--format", "csv"))))
    assert rows[1][:4] == ["1", "hearts", "'@SUM(1)", "True"]
    assert json.loads(ok("export", "--format", "json"))["hands"][0]["scores"] == [100, 50]
    stats = json.loads(ok("stats", "--json"))["twoplayer"]["players"]
    assert stats[0]["taken"] == 1 and stats[0]["made"] == 1
    page = find_game("twoplayer").hooks.page(SESSION)
    assert "<b>Beat" not in page.content and "&lt;b&gt;Beat" in page.content
    assert "&lt;b&gt;Beat" in ok("export", "--format", "svg")


@pytest.mark.parametrize("width", [40, 60, 120])
def test_the_board_keeps_every_number_whole_at_every_width(width: int) -> None:
    ok("new", "--game", "twoplayer", "--players", "Annemarie,Bartholomäus")
    ok("hand", "hearts", "--taker", "Annemarie", "--points", "Annemarie=95,Bartholomäus=67",
       "--weis", "Bartholomäus=150,50", "--stoeck", "Annemarie")
    # 115 against 67 + 200 = 267: failed → 0 / 382.
    for command, numbers in (("show", ("115", "267: 382", "500")),
                             ("history", ("115: 0 = 0", "267: 382 = 382"))):
        text = ok(command, COLUMNS=str(width))
        assert all(cell_len(line) <= width for line in text.splitlines())
        for number in numbers:
            assert number in text, (number, text)


def test_the_example_script(tmp_path: Path) -> None:
    session = tmp_path / "twoplayer.toml"
    said = run_example("twoplayer", session)
    assert "Anna wins with 510 after 5 hands." in said
    data = sound_and_shown(session)
    assert totals(data) == [510, 494] and data["winner"] == "Anna"


def test_the_ascii_board_and_a_broken_file_checked() -> None:
    ok(*NEW)
    ok("hand", "hearts", "--taker", "Beat", "--points", "Anna=60,Beat=90")
    text = ok("show", "--ascii")
    assert "Beat ok" in text and "90: 90" in text and "✓" not in text and "╭" not in text
    SESSION.write_text(SESSION.read_text(encoding="utf-8").replace("Beat=90", "Beat=190"),
                       encoding="utf-8")
    assert "0 to 162" in refused(SESSION, "check", code=3)
