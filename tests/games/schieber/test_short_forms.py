"""Short to type (issue 20): short options, TEAM=N after the contract, `hand --dry-run`.

Each short form is checked against its long form: the same command typed both ways
records the same hand (the slates agree), and every long name of CLI.md still works.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_tools import NEW, digest, ok, refused, run


@pytest.fixture
def session(session_file: Path) -> Path:
    ok(*NEW)
    return session_file


def slate() -> list[dict[str, object]]:
    """The recorded hands, without the time each was written."""
    hands = json.loads(ok("history", "--json"))["hands"]
    return [{k: v for k, v in hand.items() if k != "at"} for hand in hands]


@pytest.mark.parametrize(("short", "long"), [
    # ♥ ×2: Anna & Beat 95 + Weis 50 = 145 ×2 = 290; Cla & Dora 62 + Stöck 20 = 82 ×2 = 164
    (["herz", "1=95", "-w", "1=50", "-s", "2", "-g"],
     ["hearts", "--points", "1=95", "--weis", "1=50", "--stoeck", "2", "--pushed"]),
    (["herz", "-p", "1=95", "-w", "1=50", "-s", "2", "-g"],
     ["hearts", "--points", "1=95", "--weis", "1=50", "--stöck", "2", "--schoben"]),
    (["he", "-g", "1=95", "-s", "2", "-w", "1=50"],  # options anywhere, `he` is Herz
     ["hearts", "--pushed", "--points", "1=95", "--stock", "2", "--weis", "1=50"]),
])
def test_a_short_hand_records_what_the_long_one_does(session: Path, short: list[str],
                                                     long: list[str]) -> None:
    said = ok("hand", *short)
    assert "Anna & Beat +290, Cla & Dora +164" in said
    short_slate = slate()
    ok("undo")
    ok("hand", *long)
    assert slate() == short_slate


def test_match_is_m(session: Path) -> None:
    # ♣ ×1 match: 257 to Cla & Dora
    assert "Cla & Dora +257" in ok("hand", "kr", "-m", "2")
    assert "0 – 257" in ok("fix", "1", "clubs", "--match", "2")


def test_fix_takes_team_points_after_the_contract(session: Path) -> None:
    ok("hand", "herz", "1=95")
    # ♦ ×2: Cla & Dora 100 ×2 = 200; Anna & Beat 57 ×2 = 114
    said = ok("fix", "1", "ecken", "2=100")
    assert "114 – 200" in said
    assert [h["scores"] for h in slate()] == [[114, 200]]


@pytest.mark.parametrize("args", [
    ["hand", "herz", "1=95", "-p", "1=95"],   # the points twice
    ["hand", "herz", "1=95", "2=62"],         # TEAM=N twice
    ["hand", "herz", "95"],                   # not TEAM=N
    ["hand", "herz", "1=95", "-m", "1"],      # points and match
    ["fix", "1", "herz", "1=95", "--points", "1=90"],
])
def test_the_points_said_twice_or_badly_are_a_usage_error(session: Path,
                                                          args: list[str]) -> None:
    if args[0] == "fix":
        ok("hand", "herz", "1=95")
    before = digest(session)
    result = run(*args)
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.stderr.strip().splitlines()[-1].startswith("Error: ")
    assert digest(session) == before


def test_hand_dry_run_writes_nothing(session: Path) -> None:
    before = digest(session)
    said = ok("hand", "herz", "1=95", "-w", "1=50", "--dry-run")
    assert said.startswith("Dry run, nothing written: Hand 1 (♥ hearts ×2): Anna & Beat +290")
    assert digest(session) == before
    data = json.loads(ok("hand", "herz", "1=95", "--dry-run", "--json"))
    assert data["dry_run"] is True and data["hand"]["scores"] == [190, 124]
    assert digest(session) == before
    assert "dry_run" not in json.loads(ok("hand", "herz", "1=95", "--json"))


def test_a_refused_short_hand_leaves_the_file_unchanged(session: Path) -> None:
    assert "157" in refused(session, "hand", "herz", "1=158")
    message = refused(session, "hand", "hertz", "1=95")
    assert message == "jass-slate: unknown contract 'hertz': did you mean hearts (herz)?"


@pytest.mark.parametrize("command", ["hand", "fix"])
def test_help_shows_short_and_long(command: str) -> None:
    help_text = run(command, "--help").stdout
    for both in ("-p, --points", "-m, --match", "-w, --weis", "-s, --stoeck", "-g, --pushed",
                 "TEAM=N", "--dry-run"):
        assert both in help_text, both


def test_tricks_and_claim_take_the_short_letters_too(session: Path) -> None:
    ok("start", "herz", "-g")
    ok("weis", "1", "50")
    ok("tricks", "-p", "1=95")
    ok("start", "schaufel")
    said = ok("claim", "1", "--captured", "40", "-s", "1", "-w", "1=20", "--dry-run")
    assert said.startswith("Dry run")


# --- the points as written on the slate (--scored) ------------------------------------------

@pytest.mark.parametrize(("args", "scores"), [
    (["herz", "--scored", "1=190"], [190, 124]),     # ♥ ×2: 190 / 2 = 95; 62 × 2 = 124
    (["ob", "--scored", "cla=30"], [441, 30]),       # Obenabe ×3: 30 / 3 = 10; 147 × 3
    (["undenufe", "--scored", "1=400"], [400, 228]),  # ×4: 100, and 57 × 4 = 228
    (["kreuz", "--scored", "2=157"], [0, 157]),      # ×1: as --points
])
def test_scored_is_the_trick_points_after_the_factor(session: Path, args: list[str],
                                                     scores: list[int]) -> None:
    ok("hand", *args)
    assert [h["scores"] for h in slate()] == [scores]
    points = slate()[0]["points"]
    ok("undo")
    ok("hand", args[0], "--points", f"1={points[0]}")  # type: ignore[index]
    assert [h["scores"] for h in slate()] == [scores]


def test_scored_in_a_fix(session: Path) -> None:
    ok("hand", "herz", "1=95")
    ok("fix", "1", "herz", "--scored", "2=200")  # 100 trick points to Cla & Dora
    assert [h["scores"] for h in slate()] == [[114, 200]]


@pytest.mark.parametrize(("scored", "said"), [
    ("1=191", "jass-slate: --scored 1=191: 191 is not a multiple of the factor ×2 "
              "(the nearest are 190 and 192)"),
    ("1=x", "jass-slate: points on the slate are a whole number, not 'x'"),
    ("1=316", "157"),  # 158 trick points
])
def test_scored_that_does_not_divide_is_refused(session: Path, scored: str, said: str) -> None:
    line = refused(session, "hand", "herz", "--scored", scored)
    assert said in line, line


@pytest.mark.parametrize("extra", [["1=95"], ["-p", "1=95"], ["-m", "1"]])
def test_scored_with_other_points_is_a_usage_error(session: Path, extra: list[str]) -> None:
    before = digest(session)
    result = run("hand", "herz", "--scored", "1=190", *extra)
    assert result.exit_code == 2 and digest(session) == before
