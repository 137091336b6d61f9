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


# --- item 3: a forgotten first forehand can be given later ---------------------------

HINT = ("Who was forehand in hand 1 (who holds the seven) was not said, so who deals, who "
        "chose and Match or Kontermatch are not known. To give it: jass-slate {command} "
        "--forehand NAME (one of Anna, Cla, Beat, Dora).")


def test_the_first_hand_without_a_forehand_says_once_how_to_give_it(session_file: Path) -> None:
    ok("new", *TEAMS)
    said = ok("hand", "hearts", "--match", "1", "--weis", "1=20,50", "--stoeck", "2")
    assert said.splitlines()[-1] == HINT.format(
        command="fix 1 hearts --match 1 --weis 1=20,50 --stoeck 2")
    assert "forehand" not in ok("hand", "clubs", "--points", "1=80")


def test_the_hint_goes_to_stderr_beside_json(session_file: Path) -> None:
    ok("new", *TEAMS)
    result = run("hand", "spades", "--pushed", "--points", "2=90", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["hand"]["forehand"] is None
    assert result.stderr.strip() == HINT.format(command="fix 1 spades --pushed --points 1=67")
    ok("undo")
    said = ok("start", "obenabe")
    assert said.splitlines() == ["Hand 1: Obenabe ×3.",
                                 HINT.format(command="undo; jass-slate start obenabe")]


def test_a_match_without_a_forehand_is_not_called_match_or_kontermatch(
        session_file: Path) -> None:
    ok("new", *TEAMS)
    ok("hand", "hearts", "--match", "2")
    row = next(line for line in ok("history").splitlines() if line.startswith("1 "))
    assert "0:257  " in row and "0:257 M" not in row and "0:257 K" not in row
    assert as_json("history")["hands"][0]["kontermatch"] is None
    team2 = as_json("stats")["teams"][1]
    assert (team2["matches"], team2["kontermatches"], team2["matches_unknown"]) == (0, 0, 1)
    stats = [" ".join(line.split()) for line in ok("stats").splitlines()]
    assert "Cla & Dora 0/0 0 1 0 +1? 0 – – 514.0" in stats
    assert "Anna & Beat 0/0 0 1 0 0 – – 0.0" in stats
    assert "+N?: all nine tricks, Match or Kontermatch unknown (no first forehand)." in stats


def test_fix_1_gives_the_forgotten_first_forehand(session_file: Path) -> None:
    ok("new", *TEAMS)
    ok("hand", "hearts", "--match", "2")
    ok("hand", "clubs", "--points", "1=80")
    assert as_json("show")["next"] is None
    ok("fix", "1", "hearts", "--match", "2", "--forehand", "beat")
    assert session_file.read_text().count(" fix 1 hearts match=2 forehand=beat\",") == 1
    assert as_json("show")["next"] == {"dealer": "Dora", "forehand": "Anna"}
    hands = as_json("history")["hands"]
    assert [(h["dealer"], h["forehand"], h["kontermatch"]) for h in hands] == [
        (None, "Beat", True), ("Beat", "Dora", False)]
    row = next(line for line in ok("history").splitlines() if line.startswith("1*"))
    assert "0:257 K" in row
    assert run("check").exit_code == 0


def test_the_first_forehand_is_said_with_hand_1_only(session_file: Path) -> None:
    ok("new", *TEAMS)
    ok("hand", "hearts", "--points", "1=100")
    ok("hand", "clubs", "--points", "1=80")
    before = digest(session_file)
    for args in (["hand", "clubs", "--points", "1=80", "--forehand", "Cla"],
                 ["fix", "2", "clubs", "--points", "1=80", "--forehand", "Cla"]):
        result = run(*args)
        assert result.exit_code == 1 and result.stderr == (
            "jass-slate: the first forehand is said with hand 1: `fix 1 CONTRACT ... "
            "--forehand NAME` gives it now\n")
    assert digest(session_file) == before
    ok("new", "--force", *TEAMS, "--first-forehand", "Dora")
    ok("hand", "hearts", "--points", "1=100", "--forehand", "Dora")  # the same, said again
    result = run("fix", "1", "hearts", "--points", "1=100", "--forehand", "Anna")
    assert result.exit_code == 1 and result.stderr == (
        "jass-slate: Dora is forehand in hand 1 already: the first forehand is said once, "
        "and the rotation follows\n")
