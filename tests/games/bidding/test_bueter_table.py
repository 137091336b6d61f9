"""okr's Büter at the table: `play` writes what the commands write (a refused answer asked
anew, undo, show and help at any question), and the scorer's keypad (`serve --write`)
sends the CLI's words and writes the CLI's file; a refusal is the CLI's one line."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.cli.several import RegisteredGames
from tests.cli_tools import ok, runner
from tests.shell.keypad_tools import keypad_evening, refused_as_the_cli

NEW = ["new", "--game", "bidding", "--rules", "bueter", "--players", "Anna,Beat,Cla"]


def events(path: Path) -> list[str]:
    return re.findall(r'"\S+ ((?:bid|hand|fix|undo)[^"]*)"', path.read_text(encoding="utf-8"))


def totals(answer: Any) -> list[int]:
    return [side["total"] for side in answer["teams"]]


def test_play_writes_what_the_commands_write(tmp_path: Path) -> None:
    by_play, by_commands = tmp_path / "play.toml", tmp_path / "commands.toml"
    ok("-f", str(by_play), *NEW)
    ok("-f", str(by_commands), *NEW)
    answers = ["Dora",  # refused: the Büter is asked again
               "Beat", "505",  # refused: not in tens
               "Beat", "500",
               "Anna", "3", "100", "pair=50", "Beat",  # S-5: 360 / 321
               "Anna", "7",  # refused: the factor is asked again from the hand's start
               "undo", "show", "help",
               "Anna", "3", "100", "pair=50", "Beat",
               "Cla", "", "match pair", "", "",  # 0 / 257: 360 / 578
               "2", "4", "35", "bueter=20", "",  # (35 + 20) × 4 = 220 → 580 ≥ 500
               ]
    result = runner.invoke(app, ["-f", str(by_play), "play"],
                           input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    for words in (["bid", "Beat", "500"],
                  ["hand", "--by", "Anna", "--factor", "3", "--points", "100", "--weis",
                   "pair=50", "--stoeck", "Beat"],
                  ["undo"],
                  ["hand", "--by", "Anna", "--factor", "3", "--points", "100", "--weis",
                   "pair=50", "--stoeck", "Beat"],
                  ["hand", "--by", "Cla", "--match", "pair"],
                  ["hand", "--by", "2", "--factor", "4", "--points", "35", "--weis",
                   "bueter=20"]):
        ok("-f", str(by_commands), *words)
    assert events(by_play) == events(by_commands)
    shown = json.loads(ok("-f", str(by_play), "show", "--json"))
    assert shown == json.loads(ok("-f", str(by_commands), "show", "--json"))
    # 360 + 0 + 220 = 580; 321 + 257 + (157 - 35) × 4 = 1066: the Büter reached 500 in
    # the cards' stage with 580, the pair 1066 ≥ 1000 in the same stage: the higher wins.
    assert totals(shown) == [580, 1066] and shown["winner"] == "Anna & Cla"
    for said in ("'Dora' is not a player", "505 is not a Büter's bid", "factor must be 1 to 5",
                 "Took back hand 1", "First the Büter", "Anna & Cla wins with 1066"):
        assert said in result.output


# The keypad's evening: the bid, S-5 (360 / 321), a Match of the pair (0 / 257), a fix of
# hand 2 (×2: 0 / 514) and its undo.
EVENING: list[tuple[str, dict[str, Any], list[int] | None]] = [
    ("Bid", {"Büter": "Beat", "Bid": 900}, None),
    ("Hand", {"Made trump": "Anna", "Factor": "3", "The Büter's points": 100,
              "Weis": {"pair": [50]}, "Stöck": "bueter"}, [360, 321]),
    ("Hand", {"Made trump": "Cla", "Match": "pair"}, [360, 578]),
    ("Fix a hand", {"Hand number": 2, "Made trump": "Cla", "Factor": "2", "Match": "pair"},
     [360, 835]),
    ("Undo", {}, [360, 578]),
]


def test_a_bueter_evening_on_the_keypad_is_the_clis(tmp_path: Path) -> None:
    sent = keypad_evening(tmp_path, NEW, [(label, taps) for label, taps, _ in EVENING])
    assert sent[0][0] == ["bid", "Beat", "900"]
    assert sent[1][0] == ["hand", "--by", "Anna", "--factor", "3", "--points", "100",
                          "--weis", "pair=50", "--stoeck", "bueter"]
    assert [totals(answer) for _, answer in sent[1:]] == [after for *_, after in EVENING[1:]]


def test_the_keypad_and_its_refusals(tmp_path: Path) -> None:
    path = tmp_path / "jass.toml"
    assert CliRunner().invoke(app, ["-f", str(path), *NEW]).exit_code == 0
    keypad = RegisteredGames(app).keypad(path)
    assert keypad.commands == {"bid", "hand", "fix", "undo"} and keypad.sides == ()
    assert [e.label for e in keypad.entries] == ["Bid", "Hand", "Undo", "Fix a hand"]
    hand = keypad.entries[1].controls
    assert [c.word for c in hand[1].choices] == ["1", "2", "3", "4", "5"]
    (tmp_path / "r").mkdir()
    answers = refused_as_the_cli(tmp_path / "r", NEW, [["bid", "Beat", "500"]], [
        ["bid", "Anna", "600"], ["hand", "--by", "Anna", "--factor", "6", "--points", "1"],
        ["hand", "--by", "Anna", "--points", "158"], ["hand", "--by", "Anna"]])
    assert [answer["exit"] for answer in answers] == [1, 1, 1, 1]
    assert "bids once" in answers[0]["error"] and "1 to 5" in answers[1]["error"]


def test_the_live_page_and_the_watch_frame_show_the_race(tmp_path: Path) -> None:
    from rich.console import Console

    from jass_slate.games import find_game
    from jass_slate.games.bidding.commands.live import board_frame

    path = tmp_path / "jass.toml"
    ok("-f", str(path), "new", "--game", "bidding", "--rules", "bueter", "--players",
       "A<i>,Beat,Cla")
    page = find_game("bidding").hooks.page(path)  # before the bid: no sides yet
    assert "No bid yet" in page.content and "<i>" not in page.content
    ok("-f", str(path), "bid", "A<i>", "300")
    ok("-f", str(path), "hand", "--by", "Cla", "--factor", "2", "--points", "120")
    page = find_game("bidding").hooks.page(path)
    # 120 × 2 = 240 / 37 × 2 = 74: A<i> needs 60 more, the pair 926.
    assert "A&lt;i&gt;" in page.content and "<i>" not in page.content
    assert "<b>240</b> – <b>74</b>" in page.content and "A<i>" in page.title
    assert "A&lt;i&gt; needs 60, Beat &amp; Cla need 926" in page.content
    console = Console(width=60, record=True, color_system=None)
    console.print(board_frame(path, False))
    drawn = console.export_text()
    assert "240 / 300" in drawn and "74 / 1000" in drawn
