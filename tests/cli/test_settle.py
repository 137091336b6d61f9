"""`settle` (issue 34): the example evenings settled as worked by hand, and every bad input
refused with CLI.md's exit code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_tools import EXAMPLES, ok, refused, run

SESSIONS = EXAMPLES / "sessions"
FRIDAY, SATURDAY, SUNDAY = (SESSIONS / f"{name}.toml" for name in (
    "friday-classic", "saturday-swiss", "sunday-tournament"))


def with_striche(tmp_path: Path, path: Path) -> Path:
    text = path.read_text(encoding="utf-8")
    copy = tmp_path / path.name
    copy.write_text(text.replace("[record]", "[rules.striche]\n\n[record]", 1),
                    encoding="utf-8")
    return copy


def settled(*args: str) -> Any:
    return json.loads(ok("settle", *args, "--json"))


def test_friday_at_half_a_franc_a_strich(tmp_path: Path) -> None:
    # 14 : 1 Striche (docs/rule-choices.md): D = 13 x 0.50 = 6.50 each.
    friday = with_striche(tmp_path, FRIDAY)
    assert settled(str(friday), "--per-strich", "0.50") == {
        "players": [{"name": "Anna", "strokes": 14, "balance": 6.5},
                    {"name": "Beat", "strokes": 14, "balance": 6.5},
                    {"name": "Cla", "strokes": 1, "balance": -6.5},
                    {"name": "Dora", "strokes": 1, "balance": -6.5}],
        "payments": [{"from": "Cla", "to": "Anna", "amount": 6.5},
                     {"from": "Dora", "to": "Beat", "amount": 6.5}],
        "currency": "CHF", "exact": True}
    said = ok("settle", str(friday), "--per-strich", "0.50")
    assert "Anna  +6.50 CHF  (Striche 14)" in said and "Cla pays Anna 6.50 CHF." in said


def test_friday_and_saturday_per_strich(tmp_path: Path) -> None:
    # Saturday 3 : 4 for Anna & Cla: -0.50 each of them, +0.50 Beat and Dora. Anna 6.00,
    # Beat 7.00, Cla -7.00, Dora -6.00: the groups {Beat, Cla}, {Anna, Dora}.
    files = [str(with_striche(tmp_path, FRIDAY)), str(with_striche(tmp_path, SATURDAY))]
    data = settled(*files, "--per-strich", "0.50", "--currency", "EUR")
    assert [p["balance"] for p in data["players"]] == [6, 7, -7, -6]
    assert data["payments"] == [{"from": "Cla", "to": "Beat", "amount": 7},
                                {"from": "Dora", "to": "Anna", "amount": 6}]
    assert data["currency"] == "EUR"


def test_three_evenings_per_points() -> None:
    # 1.00 per 100 points, decided games: friday +4132 for Anna & Beat, saturday -2059 for
    # Anna & Cla, sunday +84 for Anna & Beat against Eli & Fritz (docs/rule-choices.md).
    data = settled(str(FRIDAY), str(SATURDAY), str(SUNDAY), "--per-points", "1/100",
                   "--unit", "0.01")
    assert [(p["name"], p["balance"], p["strokes"]) for p in data["players"]] == [
        ("Anna", 21.57, None), ("Beat", 62.75, None), ("Cla", -61.91, None),
        ("Dora", -20.73, None), ("Eli", -0.84, None), ("Fritz", -0.84, None)]
    assert data["payments"] == [{"from": "Cla", "to": "Beat", "amount": 61.91},
                                {"from": "Dora", "to": "Anna", "amount": 20.73},
                                {"from": "Eli", "to": "Anna", "amount": 0.84},
                                {"from": "Fritz", "to": "Beat", "amount": 0.84}]
    # the order the files are named in changes nothing
    assert ok("settle", str(SUNDAY), str(FRIDAY), str(SATURDAY), "--per-points", "1/100",
              "--unit", "0.01", "--json") == ok(
        "settle", str(FRIDAY), str(SATURDAY), str(SUNDAY), "--per-points", "1/100",
        "--unit", "0.01", "--json")


def test_a_differenzler_settles_pairwise() -> None:
    # totals Anna 44, Beat 111, Cla 41, Dora 20 (T = 216): 0.10 x (216 - 4 x total)
    data = settled(str(EXAMPLES / "differenzler.toml"), "--per-points", "0.10/1")
    assert [p["balance"] for p in data["players"]] == [4, -22.8, 5.2, 13.6]


@pytest.mark.parametrize(("args", "said"), [
    (["--per-strich", "1", "--per-points", "1/100"], "one of them"),
    ([], "one of them"),
    (["--per-strich", "0"], "above 0"),
    (["--per-strich", "-1"], "like 0.50"),
    (["--per-strich", "abc"], "like 0.50"),
    (["--per-strich", "1,50"], "(write 1.50)"),
    (["--per-points", "1"], "AMOUNT/N"),
    (["--per-points", "1/0"], "AMOUNT/N"),
    (["--per-points", "1/-100"], "AMOUNT/N"),
    (["--per-points", "1/2.5"], "AMOUNT/N"),
    (["--per-strich", "0.005", "--unit", "0.01"], "not a whole number of the unit"),
    (["--per-strich", "1", "--currency", "chf1"], "three capital letters"),
    (["--per-strich", "1", "--currency", "Fr."], "three capital letters"),
    (["--per-strich", "1", "--unit", "0"], "above 0"),
])
def test_bad_options_are_usage_errors(args: list[str], said: str) -> None:
    result = run("settle", str(FRIDAY), *args)
    assert result.exit_code == 2 and said in result.stderr, result.output
    assert result.stdout == ""


def test_bad_files_are_refused(tmp_path: Path) -> None:
    assert "its rules count no Striche" in refused(FRIDAY, "settle", str(FRIDAY),
                                                   "--per-strich", "1")
    assert "the same session" in refused(FRIDAY, "settle", str(FRIDAY), str(FRIDAY),
                                         "--per-points", "1/100")
    mixed = refused(FRIDAY, "settle", str(FRIDAY), str(EXAMPLES / "differenzler.toml"),
                    "--per-points", "1/100")
    assert "give the files of one game at a time" in mixed
    assert "no session file here" in refused(FRIDAY, "settle", str(tmp_path / "none.toml"),
                                            "--per-points", "1/100", code=3)
    ok("-f", str(tmp_path / "new.toml"), "new", "--team", "A & B", "--team", "C & D")
    assert "no game is decided yet" in refused(tmp_path / "new.toml", "settle",
                                               str(tmp_path / "new.toml"), "--per-points",
                                               "1/100")
