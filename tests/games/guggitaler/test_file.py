"""The Guggitaler's session file: what it writes reads back, `check` says every problem
with its line (a line out of its place, counts that do not add up, a bad rules key), and
nothing jass-slate writes fails its own check."""

from __future__ import annotations

import json
from pathlib import Path

from jass_slate.file.game_file import load_game, parse_game
from jass_slate.file.game_write import render_game
from jass_slate.games.guggitaler.file.game_file import GUGGITALER
from tests.cli_tools import ok, run

NEW = ["new", "--game", "guggitaler", "--players", "Anna,Beat,Cla,Dora"]


def evening() -> None:
    ok(*NEW)
    for words in (["Anna=3", "Beat=2", "Cla=4"], ["Anna=2", "Beat=5", "Cla=0"],
                  ["Anna=1", "Beat=0", "Cla=2"], ["Cla"], ["Beat"]):
        ok("hand", *words)
    ok("domino", "Dora,Anna,Cla,Beat")
    ok("fix", "2", "Anna=2", "Beat=4", "Cla=1")
    ok("undo")


def test_the_file_reads_back_as_written(session_file: Path) -> None:
    evening()
    text = session_file.read_text(encoding="utf-8")
    assert "hand hearts; Anna=2, Beat=5, Cla=0, Dora=2" in text
    assert "domino Dora, Anna, Cla, Beat" in text
    assert "fix 2 hearts; Anna=2, Beat=4, Cla=1, Dora=2" in text and "undo" in text
    session = load_game(session_file, GUGGITALER)
    assert render_game(session) == text
    again = parse_game(str(session_file), text.encode(), GUGGITALER)
    assert again.board.totals == (-5, 14, 8, -17) == session.board.totals


def check(path: Path) -> list[str]:
    result = run("check", str(path))
    assert result.exit_code != 0 and "Traceback" not in result.output
    return [line for line in result.output.splitlines() if line.strip()]


def test_check_says_each_problem_with_its_line(session_file: Path) -> None:
    evening()
    text = session_file.read_text(encoding="utf-8")
    lines = text.splitlines()
    bad = text.replace("hand queens; Anna=1, Beat=0, Cla=2, Dora=1",
                       "hand hearts; Anna=1, Beat=0, Cla=2, Dora=1")
    bad = bad.replace("domino Dora, Anna, Cla, Beat", "domino Dora, Anna, Cla, Dora")
    session_file.write_text(bad, encoding="utf-8")
    said = "\n".join(check(session_file))
    queens = next(n for n, line in enumerate(lines, 1) if "hand queens" in line)
    assert f":{queens}:" in said and "hand 3 penalises queens, not hearts" in said
    # the lines after a line left out are read in their new places, and said too
    domino = next(n for n, line in enumerate(lines, 1) if "domino Dora" in line)
    assert f":{domino}:" in said


def test_check_names_a_line_that_does_not_read_and_a_bad_rules_key(session_file: Path
                                                                   ) -> None:
    ok(*NEW)
    ok("hand", "Anna=9")
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text.replace("hand tricks;", "hand trix;")
                            .replace('finish = "domino"', 'finish = "maybe"'),
                            encoding="utf-8")
    said = "\n".join(check(session_file))
    assert "a Guggitaler's lines are hand, domino or fix" in said
    assert "rules key 'finish' must be one of domino, reversed, none" in said


def test_show_json_of_a_new_file_and_migrate(session_file: Path) -> None:
    ok(*NEW[:-1], "Anna,Beat,Cla")
    data = json.loads(ok("show", "--json"))
    assert data["hands"] == 0 and data["of"] == 6 and data["winner"] is None
    assert data["next"] == {"number": 1, "penalises": "tricks", "unit": 1, "most": 12,
                            "reversed": False}
    assert "already" in ok("migrate")
