"""Differenzler through the CLI: an evening per preset, hidden calls that no command shows
before their hand is played, and bad input refused with one line and the file unchanged."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.cli_tools import digest, ok, refused, rules_file, run

NEW = ["new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora"]
SECRET = (41, 27, 0, 89)  # hand 2's calls in the hidden tests: numbers seen nowhere else


def show(*more: str) -> Any:
    return json.loads(ok("show", "--json", *more))


def test_an_open_evening_of_four_hands_by_call_and_tricks(tmp_path: Path) -> None:
    ok(*NEW, "--rules", str(rules_file(tmp_path, 'preset = "open"\nhands = 4\n')))
    ok("call", "Anna", "40", "--trump", "hearts")
    assert show()["open"] == {"calls": [40, None, None, None]}
    board = json.loads(ok("export", "--format", "json"))["board"]
    assert board["open"] == {"calls": [40, None, None, None], "number": 1,
                             "called": [True, False, False, False], "trump": "hearts"}
    ok("call", "Beat=25", "cla=30", "DORA=62")  # names as said, case aside
    # Dora is left out: 157 - 38 - 25 - 30 = 64. |40-38| 2, 0, 0, |62-64| 2.
    said = ok("tricks", "Anna=38", "Beat=25", "Cla=30")
    assert "Dora 62/64: 2" in said
    ok("call", "10", "20", "30", "97", "-t", "schaufel")
    ok("tricks", "0", "20", "40", "97")  # seat order: |10-0| 10, 0, 10, 0
    ok("hand", "ecken", "--call", "50,50,50,7", "--points", "Anna=50,Beat=50,Cla=50,Dora=7")
    data = show()
    assert [p["total"] for p in data["players"]] == [12, 0, 10, 2]
    assert data["hands"] == 3 and data["of"] == 4 and data["winner"] is None
    # Dora's Match counts 157 and she called it: 0 for everyone (no bonus under `open`).
    ok("hand", "herz", "--call", "0,0,0,157", "--points", "Anna=0 Beat=0 Cla=0 Dora=157")
    data = show()
    assert data["winner"] == "Beat" and data["hands"] == 4
    history = json.loads(ok("history", "--json"))
    assert [h["number"] for h in history["hands"]] == [1, 2, 3, 4]
    first = history["hands"][0]
    assert {k: first[k] for k in ("trump", "calls", "points", "scores")} == {
        "trump": "hearts", "calls": [40, 25, 30, 62], "points": [38, 25, 30, 64],
        "scores": [2, 0, 0, 2]}
    assert "Beat wins with 0 after 4 hands" in ok("show")
    ok("check")


def test_the_hidden_preset_with_its_bonus_and_a_fix() -> None:
    ok(*NEW, "--rules", "hidden")
    ok("hand", "hearts", "--call", "40,25,0,92", "--points", "Anna=38,Beat=25,Cla=0")
    # 2, exact -10, a correct 0 earns nothing under `exact`, |92-94| 2.
    assert [p["total"] for p in show()["players"]] == [2, -10, 0, 2]
    ok("fix", "1", "hearts", "--call", "38,25,0,92", "--points", "Anna=38,Beat=25,Cla=0")
    assert [p["total"] for p in show()["players"]] == [-10, -10, 0, 2]
    ok("undo")  # the fix taken back
    assert [p["total"] for p in show()["players"]] == [2, -10, 0, 2]
    ok("check")


def test_the_tournament_preset_lasts_32_hands_and_a_tie_plays_one_more() -> None:
    ok(*NEW[:-1], "Anna,Beat,Cla", "--rules", "tournament")
    for _hand in range(32):  # all exact: 0 each, three players level
        ok("hand", "hearts", "--call", "50,50,57", "--points", "Anna=50,Beat=50")
    data = show()
    assert data["hands"] == 32 and data["of"] == 32 and data["winner"] is None
    assert json.loads(ok("export", "--format", "json"))["board"]["one_more_hand"] is True
    assert "one more hand decides" in ok("show")
    ok("hand", "hearts", "--call", "50,50,57", "--points", "Anna=50,Beat=51")
    assert show()["winner"] == "Anna"
    assert "game is over" in refused(Path("jass.toml"), "call", "1", "1", "1")


FIX_1 = ("fix", "1", "hearts", "--call", "40,25,0,92", "--points", "Anna=38,Beat=25,Cla=0")


def hidden_outputs(path: Path) -> dict[str, str]:
    """The text and JSON of every command that reads the session."""
    commands = [["show"], ["show", "--json"], ["show", "--ascii"], ["history"],
                ["history", "--json"], ["rules"], ["rules", "--json"], ["check"],
                ["check", "--json"], ["stats", str(path)], ["stats", str(path), "--json"],
                [*FIX_1], [*FIX_1, "--json"], ["undo"], ["undo", "--json"]]
    for fmt in ("csv", "json", "md", "svg"):
        commands.append(["export", "--format", fmt])
    said = {}
    for command in commands:
        result = run(*command)
        assert result.exit_code == 0, (command, result.output)
        text = result.output
        if "svg" in command:  # the words drawn, not the picture's coordinates
            text = " ".join(re.findall(r">([^<]+)<", text))
        said[" ".join(command)] = text
    return said


def test_hidden_calls_are_shown_by_no_command_until_the_hand_is_played(
        session_file: Path) -> None:
    ok(*NEW, "--rules", "hidden")
    ok("hand", "hearts", "--call", "40,25,0,92", "--points", "Anna=38,Beat=25,Cla=0")
    for seat, call in enumerate(SECRET):
        said = ok("call", ["Anna", "Beat", "Cla", "Dora"][seat], str(call), "--trump", "herz")
        assert str(call) not in said.replace("4 of 4", "").replace("of 4", "")
    said = ok("call", "41", "27", "0", "89", "--json")
    assert json.loads(said)["open"]["calls"] == [None] * 4
    ok("call", "Anna=41")
    kept = session_file.read_bytes()
    outputs = hidden_outputs(session_file)
    for command, text in outputs.items():
        text = text.replace(str(session_file), "FILE")  # a temporary path holds digits
        for secret in ("41", "89", "27"):
            assert not re.search(rf"(?<!\d){secret}(?!\d)", text), (command, text)
    assert session_file.read_bytes() != kept  # two fixes, both undone: the record keeps them
    # The file keeps them as given.
    assert "Anna=41, Beat=27, Cla=0, Dora=89" in session_file.read_text()
    said = ok("tricks", "Anna=41", "Beat=27", "Cla=0")
    assert "Anna 41/41" in said and "Dora 89/89" in said
    assert json.loads(ok("history", "--json"))["hands"][1]["calls"] == list(SECRET)


def test_a_refused_hidden_call_is_not_said_back() -> None:
    ok(*NEW, "--rules", "hidden")
    line = refused(Path("jass.toml"), "call", "Anna", "158")
    assert "158" not in line and "0 to 157" in line


@pytest.mark.parametrize(("args", "says"), [
    (["tricks", "Anna=38", "Beat=25", "Cla=30", "Dora=60"], "add up to 153, not 157"),
    (["tricks", "Anna=100", "Beat=60", "Cla=0"], "more than the 157"),
    (["call", "Anna", "158"], "0 to 157 points, not 158"),
    (["call", "Anna", "40", "--hand", "1"], "hand 1 is played"),
    (["call", "Zora", "4"], "not a player"),
    (["call", "1", "2", "3"], "each of the 4 players"),
    (["tricks", "Anna=x"], "whole number"),
    (["claim", "1"], "not a command of Differenzler"),
    (["start", "hearts"], "not a command of Differenzler"),
    (["hand", "hearts", "--call", "1,2,3,4", "--points", "Anna=38"], "one player at most"),
    (["hand", "purple", "--call", "1,2,3,4", "--points", "Anna=38,Beat=1,Cla=1"],
     "unknown contract"),
    (["hand", "obenabe", "--call", "1,2,3,4", "--points", "Anna=38,Beat=1,Cla=1"],
     "not a trump"),
    (["hand", "acorns", "--call", "1,2,3,4", "--points", "Anna=38,Beat=1,Cla=1"],
     "swiss deck"),
    (["hand", "hearts", "--call", "1,2,3,4", "--points", "Anna=38,Beat=1,Cla=1",
      "--stoeck", "Anna"], "Stöck do not count"),
    (["hand", "hearts", "--call", "1,2,3,4", "--points", "Anna=38,Beat=5+,Cla=1"],
     "whole number"),  # 0+ is for 0 points alone
    (["fix", "5", "hearts", "--call", "1,2,3,4", "--points", "Anna=38,Beat=1,Cla=1"],
     "no hand 5"),
    (["tricks", "Anna=38"], "no calls"),
])
def test_bad_input_is_refused_with_one_line_and_the_file_unchanged(
        session_file: Path, args: list[str], says: str) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--call", "40,25,30,62", "--points", "Anna=38,Beat=25,Cla=30")
    if args[0] == "tricks" and args[1:] != ["Anna=38"]:
        ok("call", "40", "25", "30", "62", "--trump", "hearts")
    before = digest(session_file)
    assert says in refused(session_file, *args)
    assert digest(session_file) == before


def test_new_refuses_what_a_differenzler_does_not_take(session_file: Path) -> None:
    for args, says in ((["--players", "Anna,Beat"], "3 to 8 players"),
                       (["--players", "Anna,Beat,Cla,Dora,E,F,G,H,I"], "3 to 8 players"),
                       (["--players", "Anna,anna,Cla"], "named twice"),
                       (["--players", "A=1,B,C"], "cannot be a player's name"),
                       (["--players", "A,B,C", "--team", "X"], "--team is not for"),
                       (["--players", "A,B,C", "--rules", "nine"], "unknown Differenzler"),
                       ([], "needs its players")):
        line = refused(session_file, "new", "--game", "differenzler", *args)
        assert says in line
    assert not session_file.exists()
    ok(*NEW)
    assert "already exists" in refused(session_file, *NEW)
    ok(*NEW, "--force")


def test_a_rules_file_with_a_bad_key_names_its_line(tmp_path: Path, session_file: Path
                                                    ) -> None:
    path = rules_file(tmp_path, 'calls = "open"\nbonus = "sometimes"\n')
    line = refused(session_file, *NEW, "--rules", str(path))
    assert f"{path}:2" in line and "bonus" in line


def test_gstoert_stoeck_and_zero_with_a_trick(tmp_path: Path) -> None:
    rules = 'bonus = "zero-needs-trick"\ngstoert = true\nstoeck = "add"\nhands = 8\n'
    ok(*NEW, "--rules", str(rules_file(tmp_path, rules)))
    # Obenabe: 157 too. Cla called 0 and took a trick of no points: -10.
    ok("hand", "obenabe", "--call", "60,60,0,37", "--points", "Anna=60,Beat=60,Cla=0+")
    # Anna has Stöck: 45 + 20 = 65, her call.
    ok("hand", "hearts", "--call", "65,40,30,22", "--points", "Anna=45,Beat=40,Cla=50",
       "--stoeck", "anna")
    history = json.loads(ok("export", "--format", "json"))["hands"]
    assert history[0]["scores"] == [-10, -10, -10, -10]
    assert history[0]["zero_trick"] == ["Cla"]
    assert history[1]["scores"] == [-10, -10, 20, -10] and history[1]["stoeck"] == "Anna"
    assert "Cla=0+" in Path("jass.toml").read_text()
    assert "there are no Stöck in Obenabe" in refused(
        Path("jass.toml"), "hand", "obenabe", "--call", "1,2,3,4",
        "--points", "Anna=45,Beat=40,Cla=50", "--stoeck", "Anna")
    ok("check")


def test_rules_say_the_sessions_house_rules_as_a_rules_file_writes_them(tmp_path: Path
                                                                       ) -> None:
    ok(*NEW, "--rules", "tournament")
    said = ok("rules")
    assert 'preset = "tournament"' in said and "hands = 32" in said and "gstoert = false" in said
    again = tmp_path / "again.toml"
    again.write_text(said, encoding="utf-8")
    ok("-f", "other.toml", *NEW, "--rules", str(again))
    assert json.loads(ok("-f", "other.toml", "rules", "--json")) == json.loads(
        ok("rules", "--json"))
    assert "tournament" in ok("rules", "--presets")


def test_undo_says_what_it_took_back() -> None:
    ok(*NEW, "--rules", "hidden")
    ok("call", "Anna", "40")
    said = ok("undo")
    assert "Took back the calls of Anna in hand 1" in said and "40" not in said
    assert "nothing to undo" in refused(Path("jass.toml"), "undo")
    ok("call", "--trump", "hearts")
    assert "Took back the trump of hand 1" in ok("undo")


def test_a_hand_edited_file_is_checked(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--call", "40,25,30,62", "--points", "Anna=38,Beat=25,Cla=30")
    text = session_file.read_text()
    session_file.write_text(text.replace("Anna=38", "Anna=39"))
    result = run("check")
    assert result.exit_code == 3 and "add up to 158" in result.stderr
    assert run("show").exit_code == 3


def test_watch_draws_the_board_and_keeps_hidden_calls_hidden(session_file: Path) -> None:
    from jass_slate.games.differenzler.commands.live import board_frame
    from jass_slate.shell import watch as cli_watch
    from tests.slate_tools import draw

    ok(*NEW, "--rules", "hidden")
    ok("call", *map(str, SECRET), "--trump", "hearts")
    seen: list[float] = []

    def sleep(seconds: float) -> None:
        seen.append(seconds)
        if len(seen) == 1:
            ok("tricks", "Anna=41", "Beat=27", "Cla=0")

    frames = [draw(f, 100) for f in cli_watch.frames(
        session_file, lambda path: board_frame(path, False), sleep, 0.5, polls=2)]
    assert len(frames) == 2
    board = frames[0].replace(str(session_file), "FILE")  # its folder's name may hold 89
    assert "***" in board and "89" not in board and "Watching" in board
    assert " 89  89" in frames[1]


def test_exports_of_one_session() -> None:
    ok(*NEW[:-1], "Anna,B<b>,@Cla", "--rules", "hidden")
    ok("hand", "hearts", "--call", "40,25,92", "--points", "Anna=40,B<b>=25")
    csv = ok("export").splitlines()
    assert csv[0].startswith("hand,trump,Anna call,Anna points,Anna score,Anna total,B<b> call")
    assert "'@Cla call" in csv[0]  # a name is never a formula
    # Anna exact -10, B<b> exact -10, @Cla 92/92 -10.
    assert csv[1] == "1,hearts,40,40,-10,-10,25,25,-10,-10,92,92,-10,-10"
    data = json.loads(ok("export", "--format", "json"))
    assert data["hands"][0]["scores"] == [-10, -10, -10] and data["board"]["hands"] == 1
    md = ok("export", "--format", "md")
    assert "B&lt;b&gt;" not in md and "B&lt;b" in md and "| 1 | hearts |" in md
    svg = ok("export", "--format", "svg")
    assert svg.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')
    assert "B&lt;b&gt;" in svg and "<b>" not in svg


def test_stats_and_exports_of_a_mix_with_schieber(tmp_path: Path) -> None:
    first, second, schieber = (tmp_path / n for n in ("d1.toml", "d2.toml", "s.toml"))
    ok("-f", str(first), *NEW)
    ok("-f", str(first), "hand", "hearts", "--call", "40,0,30,62",
       "--points", "Anna=40,Beat=0,Cla=30")  # Dora 87: 25 off
    ok("-f", str(second), *NEW[:-1], "Anna,Uli,Cla")
    ok("-f", str(second), "hand", "hearts", "--call", "50,50,57", "--points", "Anna=60,Uli=50")
    ok("-f", str(schieber), "new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    ok("-f", str(schieber), "hand", "hearts", "--points", "1=100")
    data = json.loads(ok("stats", str(first), str(second), str(schieber), "--json",
                         "--alias", "Uli=Beat"))
    assert data["hands"] == 1  # Schieber's own figures, as before
    players = {p["name"]: p for p in data["differenzler"]["players"]}
    # Anna: calls 40, 50 (avg 45.0), points 40, 60 (50.0), one exact hit, differences 0, 10.
    assert players["Anna"] == {"name": "Anna", "sessions": 2, "hands": 2, "games_won": 0,
                               "average_call": 45.0, "average_points": 50.0, "exact_hits": 1,
                               "zero_calls": 0, "average_difference": 5.0}
    assert players["Beat"]["sessions"] == 2 and players["Beat"]["zero_calls"] == 1
    assert players["Beat"]["exact_hits"] == 2
    text = ok("stats", str(first), str(schieber))
    assert "Differenzler: 1 session, 1 hands" in text and "Teams" in text
    only = ok("-f", str(first), "stats")
    assert "Differenzler" in only and "Teams" not in only
    mixed = json.loads(ok("export", "--format", "json", str(schieber), str(first)))
    assert mixed["differenzler"][0]["hands"][0]["points"] == [40, 0, 30, 87]
    assert mixed["sessions"][0]["session"] == str(schieber)
    long = ok("export", str(first), str(second)).splitlines()
    assert long[0] == ("session,hand,trump,player,seat,call,points,difference,credit,score,"
                       "total")
    assert len(long) == 1 + 4 + 3
    assert "a CSV is one table" in refused(first, "export", str(schieber), str(first))
    md = ok("-f", str(first), "export", "--format", "md", str(schieber), str(second))
    assert "| hearts |" in md and "1 Differenzler session" in md


def play(answers: list[str]) -> str:
    from jass_slate.cli.app import app
    from tests.cli_tools import runner

    result = runner.invoke(app, ["play"], input="".join(a + "\n" for a in answers))
    assert result.exit_code == 0, result.output
    return str(result.stdout)


@pytest.mark.parametrize("preset", ["open", "hidden", "tournament"])
def test_play_an_evening_of_each_preset(tmp_path: Path, preset: str) -> None:
    hands = 2
    path = rules_file(tmp_path, f'preset = "{preset}"\nhands = {hands}\n')
    ok(*NEW[:-1], "Anna,Beat,Cla", "--rules", str(path))
    answers = ["herz", "41", "27", "89", "41", "20",  # Cla takes 96: |89-96| 7
               "show", "schaufel", "50", "undo", "51", "50", "56", "51", "50"]  # Cla 56
    said = play(answers)
    # Hand 1: |41-41| 0, |27-20| 7, |89-96| 7; hand 2 (Anna's 50 undone): all exact.
    credit = -10 if preset == "hidden" else 0
    totals = [2 * credit, 7 + credit, 7 + credit]
    assert [p["total"] for p in show()["players"]] == totals
    assert show()["winner"] == "Anna"
    assert "wins with" in said
    if preset == "open":
        assert "Anna's call (0 to 157)? 41" in said
    else:
        assert "Anna's call (0 to 157)? 41" not in said  # hidden calls are not echoed
        before_points = said.split("Anna's points")[0]
        assert "89" not in before_points and "41" not in before_points
    ok("check")


def test_play_asks_for_a_trick_of_no_points_and_stoeck(tmp_path: Path) -> None:
    rules = 'bonus = "zero-needs-trick"\nstoeck = "add"\n'
    ok(*NEW[:-1], "Anna,Beat,Cla", "--rules", str(rules_file(tmp_path, rules)))
    said = play(["herz", "0", "60", "97", "0+", "57", "Beat", "quit"])
    # Anna 0+ a correct 0 with a trick: -10; Beat 57 + 20 Stöck = 77 against 60: 17;
    # Cla has the rest, 100 against 97: 3.
    row = json.loads(ok("export", "--format", "json"))["hands"][0]
    assert row["points"] == [0, 57, 100] and row["zero_trick"] == ["Anna"]
    assert row["stoeck"] == "Beat" and row["scores"] == [-10, 17, 3]
    assert "Stopped" in said


def test_play_asks_the_points_again_when_the_stoeck_name_is_refused(tmp_path: Path) -> None:
    rules = 'stoeck = "add"\n'
    ok(*NEW[:-1], "Anna,Beat,Cla", "--rules", str(rules_file(tmp_path, rules)))
    # Anna calls 30, Beat 60, Cla 67. `Bea` is no player: the hand is not written without
    # its Stöck, its points are asked again; then Beat 40 + 20 Stöck = 60 against 60: 0,
    # Anna 30 against 30: 0, Cla has the rest, 157 - 70 = 87 against 67: 20.
    said = play(["herz", "30", "60", "67", "30", "40", "Bea", "30", "40", "Beat", "quit"])
    assert said.count("Anna's points? ") == 2
    rows = json.loads(ok("export", "--format", "json"))["hands"]
    assert len(rows) == 1 and rows[0]["points"] == [30, 40, 87]
    assert rows[0]["stoeck"] == "Beat" and rows[0]["scores"] == [0, 0, 20]


def test_play_takes_the_words_of_every_language(tmp_path: Path) -> None:
    """`zeigen`, `rückgängig`, `aiuto` and `fertig` answer as show, undo, help and quit,
    as in Schieber's play (games/schieber/table/answers.py)."""
    ok(*NEW[:-1], "Anna,Beat,Cla")
    said = play(["herz", "41", "rückgängig", "zeigen", "aiuto", "fertig"])
    assert "Took back the calls of Anna in hand 1." in said  # rückgängig: undo
    assert "Hand 1 (♥ hearts): no call yet; to call: Anna, Beat, Cla." in said  # zeigen
    assert "0+ is a trick of no points" in said  # aiuto: the help
    assert "Stopped" in said
    assert show()["open"] is None or show()["open"]["calls"] == [None, None, None]


def test_a_long_session_draws_its_last_hands_and_counts_them_all(tmp_path: Path) -> None:
    ok(*NEW, "--rules", str(rules_file(tmp_path, "hands = 40\n")))
    for number in range(40):  # Anna 1 off in each hand
        ok("hand", "hearts", "--call", f"{number % 2},40,40,77",
           "--points", "Anna=0,Beat=40,Cla=40")
    text = ok("show")
    assert "Hands 1 to 8 are in the totals but not drawn" in text
    assert "│  9 │" in text and "│  8 │" not in text
    assert [p["total"] for p in show()["players"]] == [20, 0, 0, 0]
    assert len(json.loads(ok("history", "--json"))["hands"]) == 40


def test_names_are_shown_as_text(session_file: Path) -> None:
    """A name with markup and an escape sequence reaches the terminal as the text it is."""
    sly = "[red]Z\x1b[2Jed"
    ok(*NEW[:-1], f"Anna,{sly},Cla")
    ok("hand", "hearts", "--call", "40,40,77", "--points", "40,40")  # Cla: the rest, 77
    for command in (["show"], ["show", "--ascii"], ["history"], ["call", "Anna", "3"],
                    ["undo"], ["stats"], ["export", "--format", "md"]):
        text = ok(*command)
        assert "\x1b" not in text, command
        if command[0] in ("show", "history", "stats"):
            assert "[red]Z\\x1b[2Jed" in text, (command, text)
    assert json.loads(ok("show", "--json"))["players"][1]["name"] == sly


def test_the_differenzler_commands_have_help_with_an_example() -> None:
    ok(*NEW)
    for command in ("call", "tricks", "hand", "fix", "undo", "show", "history", "rules",
                    "export", "watch", "play"):
        text = ok(command, "--help")
        assert "Example: jass-slate" in text or command == "play", (command, text)
    assert "call" in run("--help").output


def test_a_hand_edited_hidden_call_is_not_said_back_by_check(session_file: Path) -> None:
    ok(*NEW, "--rules", "hidden")
    ok("call", "Anna", "41")
    text = session_file.read_text()
    for edited, says in (("call Anna=41", "call Anna=4x1"), ("call Anna=41", "call Anna=241")):
        session_file.write_text(text.replace(edited, says))
        result = run("check")
        assert result.exit_code == 3 and "event 1" in result.stderr
        assert "41" not in result.stderr.replace(str(session_file), "FILE")


def test_show_and_history_json_hold_exactly_the_contracts_keys() -> None:
    """The keys of the issue's script contract, no more, players in seat order."""
    ok(*NEW, "--rules", "hidden")
    assert show() == {"game": "differenzler",
                      "players": [{"name": n, "total": 0} for n in ("Anna", "Beat", "Cla",
                                                                     "Dora")],
                      "hands": 0, "of": 12, "open": None, "winner": None}
    ok("hand", "hearts", "--call", "40,25,0,92", "--points", "Anna=38,Beat=25,Cla=0")
    ok("call", "Beat", "30", "--trump", "spades")
    data = show()
    assert set(data) == {"game", "players", "hands", "of", "open", "winner"}
    assert data["open"] == {"calls": [None, None, None, None]}  # Beat's 30 is hidden
    assert data["hands"] == 1 and data["players"][1] == {"name": "Beat", "total": -10}
    assert json.loads(ok("history", "--json")) == {"hands": [
        {"number": 1, "trump": "hearts", "calls": [40, 25, 0, 92], "points": [38, 25, 0, 94],
         "scores": [2, -10, 0, 2]}]}
    ok("-f", "target.toml", *NEW, "--rules", str(rules_file(Path("."), "target = 100\n")))
    assert json.loads(ok("-f", "target.toml", "show", "--json"))["of"] is None


def test_a_match_is_said_with_match_and_counts_157() -> None:
    ok(*NEW, "--rules", "hidden")
    ok("call", "0", "0", "20", "140", "--trump", "hearts")
    # Dora took every trick: 157 against her 140: 17; Anna's and Beat's correct 0s earn no
    # bonus under `exact`; Cla |20-0| 20.
    assert "Dora 140/157: 17" in ok("tricks", "--match", "dora")
    ok("hand", "ecken", "--call", "0,0,0,157", "--match", "Dora")  # exact: Dora -10
    assert [p["total"] for p in show()["players"]] == [0, 0, 20, 7]
    ok("call", "0", "0", "0", "157", "--trump", "hearts")
    assert "give no others" in refused(Path("jass.toml"), "tricks", "--match", "Dora",
                                       "Anna=0")
    assert "not a player" in refused(Path("jass.toml"), "tricks", "--match", "Zora")


def test_a_differenzler_command_loads_its_own_module_and_no_drawing(session_file: Path
                                                                    ) -> None:
    import subprocess
    import sys

    ok(*NEW)
    probe = ("import sys; sys.argv = ['jass-slate', *sys.argv[1:]]\n"
             "from jass_slate.cli.main import main\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.startswith(('jass_slate.', "
             "'rich'))), file=sys.stderr)")
    for args in (["show", "--json"], ["call", "Anna", "40"], ["export"]):
        done = subprocess.run([sys.executable, "-c", probe, "-f", str(session_file), *args],
                              capture_output=True, text=True, check=False)
        loaded = set(json.loads(done.stderr.strip().splitlines()[-1].replace("'", '"')))
        assert not any(m.startswith("rich") for m in loaded), (args, loaded)
        assert "jass_slate.games.differenzler.commands.reading" in loaded or \
            "jass_slate.games.differenzler.commands.hands" in loaded, (args, loaded)
        assert not any(m.startswith("jass_slate.games.schieber.") for m in loaded), args


def test_a_player_left_out_takes_the_rest_whatever_the_trump_where_it_is_the_same(
        tmp_path: Path, session_file: Path) -> None:
    """With one pack every hand has 157, so the rest needs no trump: a hand whose trump was
    never said is refused for its trump, as with every player's points (issue 28, item 20),
    and points over 157 are refused as such."""
    ok(*NEW)
    ok("call", "40", "25", "30", "62")  # no trump shown yet
    before = digest(session_file)
    hand_trump = "jass-slate: say the trump of hand 1: --trump SUIT"
    assert refused(session_file, "tricks", "Anna=38", "Beat=25", "Cla=30") == hand_trump
    assert refused(session_file, "tricks", "38", "25", "30", "64") == hand_trump
    assert refused(session_file, "tricks", "Anna=100", "Beat=60", "Cla=0") == (
        "jass-slate: the points given add up to 160, more than the 157 of the hand: Dora "
        "cannot take the rest")
    german = run("--lang", "de", "tricks", "Anna=38", "Beat=25", "Cla=30")
    assert (german.exit_code, german.stderr) == (
        1, "jass-slate: den Trumpf von Spiel 1 angeben: --trump SUIT\n")
    assert digest(session_file) == before
    ok("tricks", "Anna=38", "Beat=25", "Cla=30", "--trump", "hearts")
    assert show()["players"][3]["total"] == 2  # Dora took the rest, 64, for her 62


@pytest.mark.parametrize(("rules", "says"), [
    ('pack = "double"\n', "jass-slate: say the trump of hand 1: --trump SUIT"),  # 314 each
    ('pack = "double"\ngstoert = true\n',  # 314 a trump, 250 Obenabe: the trump decides
     "jass-slate: say the trump (--trump SUIT) to leave a player out"),
])
def test_the_trump_is_asked_for_the_rest_only_where_it_decides_the_rest(
        tmp_path: Path, session_file: Path, rules: str, says: str) -> None:
    ok(*NEW, "--rules", str(rules_file(tmp_path, rules)))
    ok("call", "80", "80", "80", "74")
    assert refused(session_file, "tricks", "Anna=80", "Beat=80", "Cla=80") == says
