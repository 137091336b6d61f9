"""Renaming a player (issue 20, item 5): a recorded event, not an edit. The slate's teams
change from the event on; what came before keeps resolving with the old name. Golden data:
classic rules, hearts ×2, the arithmetic in comments."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from jass_slate.games.schieber.file.event_text import format_entry, parse_entry
from jass_slate.games.schieber.scoring.events import Entry, Rename
from tests.cli_tools import NEW, digest, ok, refused, run

AT = "2026-12-01T20:00:00+01:00"
NAMED = "a player's new name is a printable name without &, "


def show() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok("show", "--json"))
    return data


def scores() -> list[int]:
    return [team["score"] for team in show()["teams"]]


def names() -> list[str]:
    return [team["name"] for team in show()["teams"]]


def test_a_rename_is_an_event_and_the_names_after_it_are_the_new_ones(session_file: Path
                                                                       ) -> None:
    ok(*NEW)  # Anna & Beat against Cla & Dora; seats Anna, Cla, Beat, Dora
    ok("hand", "hearts", "--points", "1=100")  # ×2: 200 and (157 − 100) × 2 = 114
    head = session_file.read_text(encoding="utf-8").split("[summary]")[0]
    said = ok("rename", "Cla", "Claudia")
    assert said.strip() == "Renamed after hand 1: Cla is Claudia from here on"
    text = session_file.read_text(encoding="utf-8")
    assert "rename old=Cla new=Claudia" in text
    assert text.split("[summary]")[0].startswith(head.split("\n[rules]")[0])  # head as it was
    # Team 2 is named by its new player now: 100 × 2 = 200, Stöck 20 × 2 = 40; 57 × 2 = 114.
    ok("hand", "hearts", "--points", "Claudia=100", "--stoeck", "claudia")
    assert scores() == [200 + 114, 114 + 240]
    assert names() == ["Anna & Beat", "Claudia & Dora"]
    assert show()["teams"][1]["players"] == ["Claudia", "Dora"]
    # The old name is no player of this table any more.
    line = refused(session_file, "hand", "hearts", "--points", "Cla=100")
    assert "no team 'Cla': did you mean Claudia" in line
    history = json.loads(ok("history", "--json"))
    assert history["teams"] == ["Anna & Beat", "Claudia & Dora"]
    assert [h["chooser"] for h in history["hands"]] == ["Anna", "Claudia"]  # as each was said
    assert history["renames"] == [{"game": 1, "hand": 1, "during_hand": False, "old": "Cla",
                                   "new": "Claudia", "at": history["renames"][0]["at"]}]
    drawn = ok("history")
    assert "Renamed after hand 1: Cla is Claudia from here on" in drawn
    assert "Claudia & Dora" in ok("show")
    assert "Next: Claudia deals, Beat is forehand." in ok("show")
    assert json.loads(ok("check", "--json"))["sound"] is True


def test_a_fix_of_a_hand_before_the_rename_replays_before_it(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")  # 200 – 114
    ok("rename", "Cla", "Claudia")
    ok("hand", "hearts", "--points", "2=100")  # 114 – 200: 314 – 314
    # Hand 1 again: 90 × 2 = 180 and 67 × 2 = 134, Stöck for team 2 said by its new name
    # (+40): 180 + 114 = 294 against 134 + 40 + 200 = 374.
    ok("fix", "1", "hearts", "--points", "1=90", "--stoeck", "Claudia")
    assert scores() == [294, 374]
    history = json.loads(ok("history", "--json"))
    assert [h["chooser"] for h in history["hands"]] == ["Anna", "Claudia"]
    assert history["renames"][0]["hand"] == 1
    assert names() == ["Anna & Beat", "Claudia & Dora"]
    assert json.loads(ok("check", "--json"))["sound"] is True


def test_undo_takes_a_rename_back(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")
    ok("rename", "Anna", "Anja")
    assert names() == ["Anja & Beat", "Cla & Dora"]
    undone = ok("undo")
    assert undone.startswith("Undone: the rename of Anna to Anja. Game 1: 200 – 114.")
    assert names() == ["Anna & Beat", "Cla & Dora"]
    assert "rename" in session_file.read_text(encoding="utf-8")  # the undo is recorded too
    line = refused(session_file, "stoeck", "Anja")
    assert "Anja" in line
    assert json.loads(ok("check", "--json"))["sound"] is True


def test_a_rename_in_an_open_hand_and_a_team_name_that_is_not_its_players(
        session_file: Path) -> None:
    ok("new", "--team", "Rot", "--team", "Blau", "--seats", "Anna,Cla,Beat,Dora")
    ok("start", "hearts")
    said = ok("rename", "Beat", "Beat Maria")
    assert said.strip() == "Renamed in hand 1: Beat is Beat Maria from here on"
    assert "rename old=Beat new=Beat%20Maria" in session_file.read_text(encoding="utf-8")
    ok("tricks", "--points", "Beat Maria=100")  # team 1: 200 – 114
    assert scores() == [200, 114]
    assert names() == ["Rot", "Blau"]  # not its players' names: it stays
    assert show()["teams"][0]["players"] == ["Anna", "Beat Maria"]
    data = json.loads(ok("rename", "Dora", "Doris", "--json"))
    assert data["rename"]["old"] == "Dora" and data["rename"]["new"] == "Doris"
    assert data["teams"][1]["players"] == ["Cla", "Doris"]


def test_play_uses_the_new_name(session_file: Path) -> None:
    from jass_slate.cli.app import app
    from tests.cli_tools import runner

    ok(*NEW)
    ok("rename", "Anna", "Anja")
    done = runner.invoke(app, ["play"], input="hearts\nnone\nnone\nAnja 100\nquit\n")
    assert done.exit_code == 0, done.output
    assert "Anja & Beat against Cla & Dora" in done.stdout
    assert scores() == [200, 114]


def test_stats_count_a_renamed_player_as_the_new_name_across_sessions(session_file: Path
                                                                      ) -> None:
    """Thursday Uli & Beat (one hand, the old spelling, no rename); Friday Uli & Beat,
    pushed in hand 1 by Uli, renamed Ueli after it, one more hand; Saturday Ueli & Beat
    (one hand). Friday counts as Ueli whole: with Saturday, Ueli played 3 hands in 2
    sessions and pushed once; the alias joins Thursday's Uli: 4 hands in 3 sessions."""
    ok("-f", "thu.toml", "new", "--team", "Uli & Beat", "--team", "Cla & Dora")
    ok("-f", "thu.toml", "hand", "hearts", "1=100")
    ok("-f", "fri.toml", "new", "--team", "Uli & Beat", "--team", "Cla & Dora",
       "--first-forehand", "Uli")
    ok("-f", "fri.toml", "hand", "hearts", "--pushed", "1=95")
    ok("-f", "fri.toml", "rename", "Uli", "Ueli")
    ok("-f", "fri.toml", "hand", "hearts", "Ueli=100")
    ok("-f", "sat.toml", "new", "--team", "Ueli & Beat", "--team", "Cla & Dora")
    ok("-f", "sat.toml", "hand", "hearts", "1=80")
    two = json.loads(ok("stats", "fri.toml", "sat.toml", "--json"))
    players = {p["name"]: p for p in two["players"]}
    assert set(players) == {"Ueli", "Beat", "Cla", "Dora"}  # no Uli left over
    assert (players["Ueli"]["hands"], players["Ueli"]["sessions"]) == (3, 2)
    assert players["Ueli"]["pushes"] == 1  # pushed as Uli, counted for Ueli
    assert {t["name"] for t in two["teams"]} == {"Ueli & Beat", "Cla & Dora"}
    apart = json.loads(ok("stats", "thu.toml", "fri.toml", "sat.toml", "--json"))
    assert {p["name"] for p in apart["players"]} == {"Uli", "Ueli", "Beat", "Cla", "Dora"}
    joined = json.loads(ok("stats", "thu.toml", "fri.toml", "sat.toml", "--json",
                           "--alias", "Uli=Ueli"))
    players = {p["name"]: p for p in joined["players"]}
    assert set(players) == {"Ueli", "Beat", "Cla", "Dora"}
    assert (players["Ueli"]["hands"], players["Ueli"]["sessions"]) == (4, 3)


def test_a_rename_line_is_read_back_as_written() -> None:
    entry = Entry(Rename("Anna", "Anna Maria 100%"), AT)
    line = format_entry(entry)
    assert line == f"{AT} rename old=Anna new=Anna%20Maria%20100%25"
    assert parse_entry(line) == entry


@pytest.mark.parametrize(("line", "said"), [
    ("rename old=Hans new=Ueli", "'Hans' has no seat at this table"),
    ("rename old=Anna new=Beat", "'Beat' is already a name at this table"),
    ("rename old=Anna new=", "a player's new name is a printable name without &, not ''"),
    ("rename old=Anna new=A\\u001bB", "not 'A\\x1bB'"),  # TOML's escape: ESC
    ("rename old=Anna", "a rename gives old=NAME and new=NAME"),
    ("rename Anna Anja", "a rename gives old=NAME and new=NAME"),
])
def test_check_reports_a_hand_edited_rename(session_file: Path, line: str, said: str) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")
    ok("rename", "Anna", "Anja")
    text = session_file.read_text(encoding="utf-8")
    written = "rename old=Anna new=Anja"
    number = text[:text.index(written)].count("\n") + 1
    session_file.write_text(text.replace(written, line), encoding="utf-8")
    before = digest(session_file)
    checked = run("check")
    assert checked.exit_code == 3 and said in checked.output, checked.output
    assert f"jass.toml:{number}:" in checked.output
    assert digest(session_file) == before


@pytest.mark.parametrize(("args", "said"), [
    (("rename", "Ana", "Anja"), "'Ana' has no seat at this table: did you mean Anna?"),
    (("rename", "Hans", "Anja"), "'Hans' has no seat at this table: rename names one of "
                                 "its players"),
    (("rename", "Anna", "beat"), "'beat' is already a name at this table"),
    (("rename", "Anna", "Anna"), "'Anna' is already a name at this table"),
    (("rename", "Anna", "Cla & Dora"), NAMED + "not 'Cla & Dora'"),
    (("rename", "Anna", ""), NAMED + "not ''"),
    (("rename", "Anna", "\x1b[31mRed"), NAMED + "not '\\x1b[31mRed'"),
    (("rename", "Anna", "Ann\u202ea"), NAMED + "not 'Ann\\u202ea'"),
])
def test_refusals_are_one_line_and_change_nothing(session_file: Path, args: tuple[str, ...],
                                                   said: str) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")
    line = refused(session_file, *args)
    assert line == f"jass-slate: {said}"


def test_a_table_without_named_players_has_no_one_to_rename(session_file: Path) -> None:
    ok("new", "--team", "Rot", "--team", "Blau")
    line = refused(session_file, "rename", "Anna", "Anja")
    assert line == "jass-slate: 'Anna' has no seat at this table: rename names one of its " \
                   "players"


def test_export_of_many_sessions_names_one_person_once(session_file: Path) -> None:
    """Thursday Uli & Beat (the old spelling), Friday renamed to Ueli after hand 1; each to
    300, won in hand 2 by team 1 (200 + 200 = 400). Hand 1's chooser is Uli (forehand)."""
    for file in ("thu.toml", "fri.toml"):
        ok("-f", file, "new", "--team", "Uli & Beat", "--team", "Cla & Dora",
           "--first-forehand", "Uli", "--target", "300")
        ok("-f", file, "hand", "hearts", "1=100")
    ok("-f", "fri.toml", "rename", "Uli", "Ueli")
    for file in ("thu.toml", "fri.toml"):
        ok("-f", file, "hand", "hearts", "1=100")
    rows = [line.split(",") for line in ok("export", "thu.toml", "fri.toml").splitlines()]
    chooser = rows[0].index("chooser")
    assert [(r[0], r[1], r[chooser]) for r in rows[1:]] == [
        ("thu.toml", "Uli & Beat", "Uli"), ("thu.toml", "Uli & Beat", "Cla"),
        ("fri.toml", "Ueli & Beat", "Ueli"), ("fri.toml", "Ueli & Beat", "Cla")]
    joined = json.loads(ok("export", "thu.toml", "fri.toml", "--format", "json",
                           "--alias", "Uli=Ueli"))
    assert [s["teams"] for s in joined["sessions"]] == [["Ueli & Beat", "Cla & Dora"]] * 2
    assert [s["games"][0]["winner"] for s in joined["sessions"]] == ["Ueli & Beat"] * 2
    assert [h["chooser"] for h in joined["hands"]] == ["Ueli", "Cla", "Ueli", "Cla"]
    md = ok("export", "thu.toml", "fri.toml", "--format", "md", "--alias", "uli=Ueli")
    assert "Uli" not in md and md.count("Ueli & Beat : Cla & Dora") == 4
    refusal = run("export", "--alias", "Uli=Ueli")
    assert refusal.exit_code == 2 and "--alias goes with FILES" in refusal.output


def test_completion_offers_the_new_name(session_file: Path) -> None:
    from jass_slate.cli.app import app
    from tests.cli_tools import runner

    ok(*NEW)
    ok("rename", "Dora", "Doris")
    offered = runner.invoke(app, [], prog_name="jass-slate", env={
        "_JASS_SLATE_COMPLETE": "complete_bash", "COMP_WORDS": "jass-slate stoeck D",
        "COMP_CWORD": "2"})
    assert offered.exit_code == 0 and offered.stdout.split() == ["Doris"]


def test_the_same_table_again_takes_the_names_as_the_evening_ended(session_file: Path) -> None:
    ok("-f", "fri.toml", "new", "--team", "Uli & Beat", "--team", "Cla & Dora")
    ok("-f", "fri.toml", "rename", "Uli", "Ueli")
    said = ok("-f", "sat.toml", "new", "--like", "fri.toml")
    assert "Ueli & Beat against Cla & Dora" in said
    assert "Ueli" in Path("sat.toml").read_text(encoding="utf-8").split("[rules]")[0]
