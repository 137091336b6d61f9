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
    answers = ["9", "1", "10",  # no row 9
               "2", "3", "10",  # no team 3
               "2", "1", "158",  # too many points
               "2", "1", "90", "2", "1", "80",  # filled twice
               "undo", "show", "help", "quit"]
    result = runner.invoke(app, ["play"], input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    for said in ("no row 9", "no team '3'", "0 to 157", "already played", "Taken back"):
        assert said in result.output
    assert events(session_file) == ["hand row=2 by=1 points=90", "undo"]
    assert run("show", "--json").exit_code == 0
