"""Corrections (issue 15): a manual entry for a team between hands, written on the slate,
kept in the record with its reason, shown in history, undoable, and counted by the target,
the Bergpreis and claims like any other part. Golden data: the arithmetic in comments."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.teams import Team
from jass_slate.games.schieber.file.event_text import format_entry, parse_entry
from jass_slate.games.schieber.scoring.events import Correction, Entry
from tests.cli_tools import NEW, digest, ok, refused, run

AT = "2026-12-01T20:00:00+01:00"


def show() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok("show", "--json"))
    return data


def scores() -> list[int]:
    return [team["score"] for team in show()["teams"]]


def test_a_correction_is_written_shown_undone_and_kept_through_a_fix(session_file: Path
                                                                      ) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")  # ×2: 200 and (157 − 100) × 2 = 114
    said = ok("correct", "1", "-20", "--why", "Weis counted twice in hand 1")
    assert said.strip() == ("Correction after hand 1: Anna & Beat −20 (Weis counted twice "
                            "in hand 1); now 180 – 114")
    ok("correct", "Cla", "+40", "--why", "forgot Weis")  # a player names the team: 114 + 40
    assert scores() == [180, 154]
    text = session_file.read_text(encoding="utf-8")
    assert "correct 1 -20 why=Weis%20counted%20twice%20in%20hand%201" in text
    assert "correct 2 +40 why=forgot%20Weis" in text
    undone = ok("undo")
    assert undone.startswith("Undone: the correction of Cla & Dora (+40) after hand 1.")
    assert scores() == [180, 114]
    # The fix replaces hand 1 (×2: 220 and 47 × 2 = 94); the correction after it stays: 200.
    ok("fix", "1", "hearts", "--points", "1=110")
    assert scores() == [200, 94]
    history = json.loads(ok("history", "--json"))
    assert history["corrections"] == [{
        "game": 1, "after_hand": 1, "team": 1, "points": -20,
        "why": "Weis counted twice in hand 1", "totals": [200, 94],
        "at": history["corrections"][0]["at"]}]
    assert [h["totals"] for h in history["hands"]] == [[220, 94]]
    drawn = ok("history")
    assert "Correction after hand 1: Anna & Beat −20 (Weis counted twice in hand 1)" in drawn
    assert json.loads(ok("check", "--json"))["sound"] is True
    # The marks are the corrected score: 200 is two hundreds, nothing else.
    assert show()["teams"][0]["marks"] == {"hundreds": 2, "fifties": 0, "twenties": 0,
                                           "rest": 0}


def test_a_correction_that_reaches_the_target_decides_the_game(session_file: Path) -> None:
    ok(*NEW, "--target", "300")  # Schneider and Bergpreis at 150
    ok("hand", "hearts", "--points", "1=100")  # 200 : 114, Bergpreis Anna & Beat
    said = ok("correct", "1", "+100", "--why", "Match not written")  # 300 reaches 300
    assert "Game 1 won by Anna & Beat, Schneider (counts two games): 300 – 114." in said
    data = show()
    assert (data["winner"], data["schneider"], data["games_won"]) == ("Anna & Beat", True,
                                                                      [2, 0])
    # Refusing is the answer for a decided game: its hands are fixed or undone instead.
    line = refused(session_file, "correct", "2", "-50", "--why", "late")
    assert "no game is being played" in line
    ok("undo")  # the correction taken back: the game goes on
    assert show()["winner"] is None and scores() == [200, 114]


def test_a_correction_takes_the_bergpreis_and_a_negative_one_leaves_it(session_file: Path
                                                                        ) -> None:
    ok(*NEW, "--target", "1000")  # Bergpreis at 500
    ok("hand", "obenabe", "--points", "1=100")  # ×3: 300 : 171
    ok("correct", "2", "+340", "--why", "Weis of hand 1 forgotten")  # 171 + 340 = 511
    assert show()["bergpreis"] == "Cla & Dora"
    ok("correct", "2", "-100", "--why", "counted twice")  # 411: below the line again
    assert scores() == [300, 411] and show()["bergpreis"] == "Cla & Dora"  # passed first


def test_a_claim_counts_the_corrected_total(session_file: Path) -> None:
    ok(*NEW, "--target", "300")
    ok("hand", "hearts", "--points", "1=40")  # ×2: 80 : 234
    ok("correct", "1", "+150", "--why", "Weis forgotten")  # 230
    ok("start", "clubs")
    # clubs ×1: 230 + 70 captured = 300, the target: the claim holds.
    verdict = json.loads(ok("claim", "1", "--captured", "70", "--json"))
    assert (verdict["claim"]["base"], verdict["claim"]["holds"]) == ([230, 234], True)
    assert show()["winner"] == "Anna & Beat" and scores()[0] == 300


def test_correct_json_names_the_correction(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "clubs", "--match", "2")  # 0 : 257
    data = json.loads(ok("correct", "2", "-7", "--why", "bonus miscounted", "--json"))
    assert data["correction"]["points"] == -7 and data["correction"]["totals"] == [0, 250]
    assert [team["score"] for team in data["teams"]] == [0, 250]


@pytest.mark.parametrize(("args", "said"), [
    (["correct", "1", "-300", "--why", "x"], "would take Anna & Beat below 0 (it has 200)"),
    (["correct", "1", "0", "--why", "x"], "a correction of 0 changes nothing"),
    (["correct", "1", "20p", "--why", "x"], "a correction is a whole number like +20"),
    (["correct", "1", "--20", "--why", "x"], "a correction is a whole number like +20"),
    (["correct", "3", "20", "--why", "x"], "no team '3'"),
    (["correct", "1", "20", "--why", "two\nlines"], "the reason of a correction is plain words"),
    (["correct", "1", "20", "--why", "no\xa0break"], "the reason of a correction is plain words"),
    (["correct", "1", "20", "--why", "  "], "--why says the reason in plain words"),
])
def test_impossible_corrections_are_refused(session_file: Path, args: list[str],
                                            said: str) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")
    assert said in refused(session_file, *args)


def test_a_correction_needs_a_game_with_its_hand_closed(session_file: Path) -> None:
    ok(*NEW)
    assert "no game is being played" in refused(session_file, "correct", "1", "20",
                                                "--why", "x")
    ok("start", "hearts")
    assert "hand 1 is still open" in refused(session_file, "correct", "1", "20", "--why", "x")
    before = digest(session_file)
    assert run("correct", "1", "20").exit_code == 2  # --why is needed: a usage error
    assert digest(session_file) == before


def test_the_event_line_reads_back() -> None:
    entry = Entry(Correction(Team.TWO, -20, "Weis 50% counted"), AT)
    line = format_entry(entry)
    assert line == f"{AT} correct 2 -20 why=Weis%2050%25%20counted"
    assert parse_entry(line) == entry
    assert parse_entry(f"{AT} correct 1 15").event == Correction(Team.ONE, 15, "")


def test_a_fix_that_would_leave_a_correction_in_a_decided_game_is_refused(
        session_file: Path) -> None:
    ok(*NEW, "--target", "300")
    ok("hand", "hearts", "--points", "1=100")  # 200 : 114
    ok("correct", "1", "+50", "--why", "Stöck forgotten")  # 250 : 114
    # A Match in hand 1 (257 × 2 = 514) would decide the game before the correction.
    line = refused(session_file, "fix", "1", "hearts", "--match", "1")
    assert "that would break event 2 recorded later" in line
    assert scores() == [250, 114]


def test_the_reason_is_data_in_every_export(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")
    ok("correct", "2", "+20", "--why", "<b>Stöck</b> [red]x[/red]")
    markdown = ok("export", "--format", "md")
    assert "- Correction after hand 1: Cla & Dora +20 (&lt;b>Stöck&lt;/b> [red]x[/red]); " \
           "now 200 – 134" in markdown
    exported = json.loads(ok("export", "--format", "json"))
    assert exported["corrections"][0]["why"] == "<b>Stöck</b> [red]x[/red]"
    assert "[red]x[/red]" in ok("history")  # shown as typed, never as rich markup


@pytest.mark.parametrize(("line", "said"), [
    ("correct 1 twenty", "a correction is a whole number like +20 or -20, not 'twenty'"),
    ("correct 3 +20", "a team is written 1 or 2, not '3'"),
    ("correct 1", "missing the points of the correction"),
    ("correct 1 -500 why=x", "would take Anna & Beat below 0"),
])
def test_check_reports_a_hand_edited_correction(session_file: Path, line: str,
                                                said: str) -> None:
    ok(*NEW)
    ok("hand", "hearts", "--points", "1=100")
    ok("correct", "1", "+1", "--why", "placeholder")
    text = session_file.read_text(encoding="utf-8")
    start = text.index("correct 1 +1 why=placeholder")
    session_file.write_text(text[:start] + line + text[start + len(
        "correct 1 +1 why=placeholder"):], encoding="utf-8")
    before = digest(session_file)
    checked = run("check")
    assert checked.exit_code == 3 and said in checked.output
    assert digest(session_file) == before


def test_play_writes_a_correction_between_hands(session_file: Path) -> None:
    from jass_slate.cli.app import app
    from tests.cli_tools import runner

    ok(*NEW)
    done = runner.invoke(app, ["play"], input="hearts\nnone\nnone\n1 100\n"
                         "correct 1 -20 Weis counted twice\ncorrect 1 x y\nundo\n"
                         "korrektur 2 +6 Stöck vergessen\nquit\n")
    assert done.exit_code == 0, done.output
    assert "Correction after hand 1: Anna & Beat −20 (Weis counted twice); now 180 – 114" \
        in done.stdout
    assert "correction is a whole number like +20 or -20, not 'x'" in done.stdout
    assert "Undone: the correction of Anna & Beat (−20) after hand 1." in done.stdout
    assert scores() == [200, 120]  # 114 + 6
    assert "correct 2 +6 why=Stöck%20vergessen" in session_file.read_text(encoding="utf-8")
