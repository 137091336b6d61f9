"""`play` of a Coiffeur: a scripted evening of each preset writes what the plain commands
write, and a wrong answer is said and asked again, writing nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from jass_slate.cli.app import app
from tests.cli_tools import ok, run, runner

PRESET_ROWS = {"jassreglement-8": 8, "swisslos-10": 10, "simonste-11": 11}


def evening(rows: int) -> list[tuple[str, str, str]]:
    """Every cell of the slate: (row, declared by, what they made), in a varied order."""
    made = ["100", "match", "2=57", "scratch", "140", "kontermatch", "1=30", "88"]
    cells = []
    for row in range(1, rows + 1):
        cells.append((str(row), "1", made[row % len(made)]))
        cells.append((str(row), "Dora", made[(row * 3) % len(made)]))
    return cells


def command(cell: tuple[str, str, str]) -> list[str]:
    row, by, what = cell
    option = {"match": ["--match"], "kontermatch": ["--kontermatch"],
              "scratch": ["--scratch"]}.get(what, ["--points", what])
    return ["hand", row, "--by", by, *option]


def events(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return re.findall(r'"\S+ ((?:hand|fix|undo)[^"]*)"', text)


@pytest.mark.parametrize("preset", list(PRESET_ROWS))
def test_an_evening_by_play_is_the_evening_by_commands(tmp_path: Path, preset: str) -> None:
    by_play, by_commands = tmp_path / "play.toml", tmp_path / "commands.toml"
    new = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora",
           "--rows", preset]
    ok("-f", str(by_play), *new)
    ok("-f", str(by_commands), *new)
    cells = evening(PRESET_ROWS[preset])
    answers = [answer for cell in cells for answer in cell]
    result = runner.invoke(app, ["-f", str(by_play), "play"],
                           input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    for cell in cells:
        ok("-f", str(by_commands), *command(cell))
    assert events(by_play) == events(by_commands) and len(events(by_play)) == len(cells)
    shown = json.loads(ok("-f", str(by_play), "show", "--json"))
    assert shown["finished"] is True
    assert shown == json.loads(ok("-f", str(by_commands), "show", "--json"))
    assert "Every cell is filled" in result.output
    assert ok("-f", str(by_play), "check").strip().endswith("sound.")


def test_a_wrong_answer_is_said_and_nothing_is_written(session_file: Path) -> None:
    ok("new", "--game", "coiffeur", "--team", "A", "--team", "B")
    answers = ["9", "2",  # no row 9: the row is asked again
               "3", "1",  # no team 3: the team is asked again
               "158", "90",  # too many points: the points are asked again
               "2", "1",  # filled twice: the hand is asked again from its row
               "undo", "show", "help", "quit"]
    result = runner.invoke(app, ["play"], input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    for said in ("There is no row 9", "No team '3'", "Points are 0 to 157", "already played",
                 "Taken back"):
        assert said in result.output
    assert events(session_file) == ["hand row=2 by=1 points=90", "undo"]
    assert run("show", "--json").exit_code == 0


def test_a_refused_answer_is_asked_again_and_the_answers_before_it_are_kept(
        session_file: Path) -> None:
    """`2 57` is read as Schieber's play reads it (team 2's count); a count that cannot be
    used asks the points again, not the row and the team (issue 28)."""
    new = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"]
    ok(*new)
    answers = ["1", "Dora", "abc", "2 57",  # Cla & Dora declared, made 57
               "1", "1", "2 57",  # Anna & Beat declared, the others made 57: 100
               "2", "Anna & Beat", "158", "1 1234567890", "match", "quit"]
    result = runner.invoke(app, ["play"], input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    out = result.output
    assert ("Points (N or TEAM N, match, kontermatch, scratch)? abc\n  Say the points as N or "
            "TEAM N (like 2 57: that team made 57), or match, kontermatch or scratch, not "
            "'abc'. Try again, or say help.\nPoints (N or TEAM N, match, kontermatch, "
            "scratch)? 2 57\n") in out
    assert ("scratch)? 158\n  Points are 0 to 157, not 158. Try again, or say help.\nPoints "
            "(N or TEAM N, match, kontermatch, scratch)? 1 1234567890\n  Say the points") in out
    assert "--points" not in out and out.count("Row? ") == 4
    assert events(session_file) == ["hand row=1 by=2 points=57 player=Dora",
                                    "hand row=1 by=1 points=100", "hand row=2 by=1 match"]
    shown = json.loads(ok("show", "--json"))
    by_commands = session_file.with_name("commands.toml")
    ok("-f", str(by_commands), *new)
    for cell in (["1", "--by", "Dora", "--points", "2=57"], ["1", "--by", "1", "--points", "2=57"],
                 ["2", "--by", "Anna & Beat", "--match"]):
        ok("-f", str(by_commands), "hand", *cell)
    assert shown == json.loads(ok("-f", str(by_commands), "show", "--json"))
