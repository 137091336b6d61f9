"""Issue 13, items 3, 4, 5 and 11: what is not known is not shown, and every outcome says
why, and what a change of the past changed."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli import app

runner = CliRunner()
TEAMS = ["--team", "Anna & Beat", "--team", "Cla & Dora"]


def run(*args: str) -> Any:
    return runner.invoke(app, list(args), env={"COLUMNS": "100", "NO_COLOR": "1"})


def ok(*args: str) -> str:
    result = run(*args)
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def as_json(*args: str) -> Any:
    return json.loads(ok(*args, "--json"))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- item 4: any player deals the first hand ------------------------------------------


def test_no_dealer_is_invented_for_the_first_hand(session_file: Path) -> None:
    ok("new", *TEAMS, "--first-forehand", "Cla")
    assert as_json("show")["next"] == {"dealer": None, "forehand": "Cla"}
    assert ok("show").splitlines()[-2] == \
        "Next: Cla is forehand (holds the seven); any player deals."
    ok("hand", "hearts", "--points", "1=100")
    assert as_json("show")["next"] == {"dealer": "Cla", "forehand": "Beat"}
    ok("hand", "clubs", "--points", "1=100")
    hands = as_json("history")["hands"]
    assert [(h["dealer"], h["forehand"]) for h in hands] == [(None, "Cla"), ("Cla", "Beat")]
    rows = [line for line in ok("history").splitlines() if line[:2] in ("1 ", "2 ")]
    assert rows[0].startswith("1         Cla ") and rows[1].startswith("2  Cla    Beat ")


def test_next_is_null_while_the_first_forehand_is_unknown(session_file: Path) -> None:
    ok("new", *TEAMS)
    assert as_json("show")["next"] is None
    assert "Next" not in ok("show")
