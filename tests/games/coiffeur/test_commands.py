"""A Coiffeur session through the CLI: evenings of each rows preset, the JSON contract of
CLI.md ("Coming next"), and every bad input refused with exit 1, one line, the file
unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cli_tools import as_json, ok, refused, run

NEW = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"]
CONTRACT_CELL = {"points", "match", "kontermatch", "scratched"}


def cells(data: dict[str, Any], team: int) -> list[Any]:
    return [row["cells"][team] for row in data["rows"]]


def test_the_json_has_the_contracts_keys(session_file: Path) -> None:
    ok(*NEW)
    data = as_json("show")
    assert {"game", "teams", "rows", "winner", "finished"} <= set(data)
    assert data["game"] == "coiffeur"
    assert [t["name"] for t in data["teams"]] == ["Anna & Beat", "Cla & Dora"]
    assert all({"name", "total"} <= set(t) for t in data["teams"])
    assert [row["factor"] for row in data["rows"]] == list(range(1, 9))  # row N is ×N
    assert all({"name", "factor", "cells"} <= set(row) for row in data["rows"])
    assert all(row["cells"] == [None, None] for row in data["rows"])
    assert data["winner"] is None and data["finished"] is False
    ok("hand", "3", "--by", "1", "--points", "100")
    cell = as_json("show")["rows"][2]["cells"][0]
    assert set(cell) >= CONTRACT_CELL
    assert (cell["points"], cell["match"], cell["kontermatch"], cell["scratched"]) == \
        (100, False, False, False)


def test_simonstes_vector_through_the_cli(session_file: Path) -> None:
    # ×1 row B = 57, ×3 row A = 100, ×5 row A = 60: A 3·100 + 5·60 = 600, B 57
    ok(*NEW)
    ok("hand", "1", "--by", "2", "--points", "57")
    ok("hand", "3", "--by", "Anna", "--points", "100")
    ok("hand", "obenabe", "--by", "1", "--points", "2=97")  # Cla & Dora made 97: 157 - 97
    data = as_json("show")
    assert [t["total"] for t in data["teams"]] == [600, 57]
    assert data["rows"][2]["cells"][0]["player"] == "Anna"


def test_an_evening_of_the_jassreglement_slate(session_file: Path) -> None:
    ok(*NEW)
    said = [  # row, team, cell
        ("1", "1", ["--points", "80"]), ("eicheln", "2", ["--points", "70"]),
        ("rosen", "1", ["--points", "100"]), ("kreuz", "2", ["--points", "1=100"]),  # 57
        ("3", "Beat", ["--match"]), ("3", "Dora", ["--points", "60"]),
        ("herz", "1", ["--points", "90"]), ("schellen", "2", ["--kontermatch"]),
        ("oben", "1", ["--points", "120"]), ("obenabe", "2", ["--points", "110"]),
        ("unden", "1", ["--scratch"]), ("6", "2", ["--points", "130"]),
        ("joker", "1", ["--points", "100"]), ("joker", "1", ["--points", "140"]),  # 7 then 8
        ("7", "2", ["--match"]), ("8", "2", ["--points", "50"]),
    ]
    for row, team, cell in said:
        ok("hand", row, "--by", team, *cell)
    data = as_json("show")
    # A: 80 + 2·100 + 3·257 + 4·90 + 5·120 + 0 + 7·100 + 8·140 = 3831
    # B: 70 + 2·57 + 3·60 + 0 + 5·110 + 6·130 + 7·257 + 8·50 = 3893
    assert [t["total"] for t in data["teams"]] == [3831, 3893]
    assert data["finished"] is True and data["winner"] == "Cla & Dora"
    assert data["hints"] == []
    assert cells(data, 0)[2]["match"] is True and cells(data, 0)[5]["scratched"] is True
    assert cells(data, 1)[3]["kontermatch"] is True and cells(data, 1)[3]["points"] == 0
    # the evaluation column: Σ (A - B) = 3831 - 3893
    assert data["evaluation"] == -62
    assert "Cla & Dora wins" in ok("show")
    assert ok("check").strip().endswith("sound.")
    history = as_json("history")["hands"]
    assert len(history) == 16 and history[-1]["totals"] == [3831, 3893]


def test_the_swisslos_and_simonste_presets(session_file: Path) -> None:
    ok(*NEW, "--rows", "swisslos-10")
    data = as_json("show")
    assert [r["factor"] for r in data["rows"]] == list(range(1, 11))
    ok("hand", "slalom", "--by", "1", "--points", "100")
    ok("hand", "gusti", "--by", "2", "--match")
    assert [t["total"] for t in as_json("show")["teams"]] == [900, 2570]
    ok(*NEW, "--rows", "simonste-11", "--force")
    data = as_json("show")
    assert [r["name"] for r in data["rows"]][:3] == ["Acorns", "Bells", "Roses"]
    ok("hand", "coiffeur", "--by", "2", "--points", "100")
    assert as_json("show")["teams"][1]["total"] == 1100


def test_house_rules_bonus_rounding_and_the_double_pack(session_file: Path, tmp_path: Path
                                                        ) -> None:
    rules = tmp_path / "coiffeur.toml"
    rules.write_text("bonus_mode = true\nbonus = 500\n", encoding="utf-8")
    ok(*NEW, "--rules", str(rules))
    ok("hand", "1", "--by", "1", "--points", "60")
    ok("hand", "3", "--by", "1", "--match")
    # bonus mode: 60 + 3·157 + 500 = 1031
    assert as_json("show")["teams"][0]["total"] == 1031
    rules.write_text("rounded = true\n", encoding="utf-8")
    ok(*NEW, "--rules", str(rules), "--force")
    ok("hand", "3", "--by", "1", "--points", "105")
    ok("hand", "3", "--by", "2", "--points", "60")
    data = as_json("show")
    assert data["rows"][2]["difference"] == 15  # 3·(11 - 6)
    rules.write_text('pack = "double"\n', encoding="utf-8")
    ok(*NEW, "--rules", str(rules), "--force")
    ok("hand", "6", "--by", "1", "--points", "2=50")  # 314 - 50 = 264, ×6
    ok("hand", "5", "--by", "2", "--match")
    assert [t["total"] for t in as_json("show")["teams"]] == [1584, 5 * 514]
    ok("hand", "1", "--by", "2", "--points", "314")
    refused(session_file, "hand", "2", "--by", "2", "--points", "315")


def test_rows_from_a_file_and_three_teams(session_file: Path, tmp_path: Path) -> None:
    rows = tmp_path / "rows.toml"
    rows.write_text("".join(f'[[row]]\nname = "{name}"\nkind = "{kind}"\nfactor = {f}\n'
                            for name, kind, f in [
                                ("Herz", "trump", 1), ("Obe", "obenabe", 2),
                                ("Une", "undenufe", 3), ("Misère", "misere", 4),
                                ("Slalom", "slalom", 5), ("Frei", "wunsch", 6)]),
                    encoding="utf-8")
    ok(*NEW, "--team", "Eva & Fritz", "--rows", str(rows))
    ok("hand", "misere", "--by", "3", "--points", "40")  # the others' 117, ×4
    ok("hand", "frei", "--by", "Eva & Fritz", "--points", "10")
    data = as_json("show")
    assert len(data["teams"]) == 3 and data["teams"][2]["total"] == 4 * 117 + 60
    assert data["rows"][3]["cells"][2]["points"] == 117
    assert data["evaluation"] is None  # two teams only


def test_undo_and_fix(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "2", "--by", "1", "--points", "100")
    ok("hand", "4", "--by", "2", "--points", "50")
    ok("fix", "2", "--by", "1", "--match")
    assert as_json("show")["teams"][0]["total"] == 2 * 257
    ok("undo")  # the fix
    assert as_json("show")["teams"][0]["total"] == 200
    ok("undo")
    ok("undo")
    assert [t["total"] for t in as_json("show")["teams"]] == [0, 0]
    text = session_file.read_text(encoding="utf-8")
    assert text.count("undo") == 3 and "fix row=2 by=1 match" in text
    refused(session_file, "undo")


def test_undo_of_a_fix_says_what_the_cell_goes_back_to(session_file: Path) -> None:
    """Not "Taken back: … ×3", as if the cell were emptied (issue 28, item 18)."""
    ok(*NEW)
    ok("hand", "3", "--by", "1", "--points", "100")  # ×3: 300
    ok("fix", "3", "--by", "1", "--match")  # 257 × 3 = 771
    ok("fix", "3", "--by", "1", "--points", "90")  # 270
    assert ok("undo") == (
        "Taken back: the fix of Anna & Beat's Shields / Diamonds ×3; it holds a Match again, "
        "771 on the slate; totals Anna & Beat 771, Cla & Dora 0\n")
    assert ok("--lang", "de", "undo") == (
        "Zurückgenommen: die Korrektur von Schilten / Ecken ×3 von Anna & Beat; wieder 100 "
        "Punkte, 300 auf der Tafel; Stand Anna & Beat 300, Cla & Dora 0\n")
    assert ok("--lang", "en", "undo") == (  # the hand itself: the cell is open again
        "Taken back: Anna & Beat's Shields / Diamonds ×3; totals Anna & Beat 0, Cla & Dora 0\n")
    assert as_json("show")["rows"][2]["cells"] == [None, None]


@pytest.mark.parametrize(("args", "said"), [
    (["hand", "9", "--by", "1", "--points", "10"], "no row 9"),
    (["hand", "foo", "--by", "1", "--points", "10"], "no row 'foo'"),
    (["hand", "3", "--by", "1", "--points", "90"], "already played"),
    (["hand", "2", "--by", "1", "--points", "158"], "0 to 157"),
    (["hand", "2", "--by", "1", "--points", "2=158"], "0 to 157"),
    (["hand", "2", "--by", "1", "--points", "10", "--match"], "once"),
    (["hand", "2", "--by", "1"], "once"),
    (["hand", "2", "--by", "1", "--scratch", "--kontermatch"], "once"),
    (["hand", "2", "--by", "3", "--match"], "no team '3'"),
    (["hand", "2", "--by", "Ana", "--match"], "did you mean Anna"),
    (["hand", "2", "--by", "1", "--points", "-5"], "whole number"),
    (["fix", "2", "--by", "1", "--points", "10"], "not played"),
    (["claim", "1"], "not a command of Coiffeur"),
    (["start", "hearts"], "not a command of Coiffeur"),
    (["weis", "1", "20"], "not a command of Coiffeur"),
    (["new", "--game", "coiffeur", "--team", "A", "--team", "B"], "already exists"),
])
def test_bad_input_is_refused_and_changes_nothing(session_file: Path, args: list[str],
                                                  said: str) -> None:
    ok(*NEW)
    ok("hand", "3", "--by", "1", "--points", "100")
    assert said in refused(session_file, *args)


def test_an_unknown_export_format_is_a_usage_error_as_in_schieber(session_file: Path
                                                                 ) -> None:
    ok(*NEW)
    before = session_file.read_bytes()
    result = run("export", "--format", "xls")
    assert result.exit_code == 2
    assert "Invalid value for '--format': 'xls' is not one of" in result.stderr
    assert session_file.read_bytes() == before


@pytest.mark.parametrize(("args", "said"), [
    (["--rows", "nine"], "no rows preset 'nine'"),
    (["--players", "A,B,C,D"], "--players or --team: each player alone, or teams, not both"),
    (["--target", "1000"], "--target is not for a Coiffeur"),
    (["--team", "X", "--team", "Y"], "two or three teams"),
    (["--rules", "missing.toml"], "no such file"),
])
def test_a_new_coiffeur_that_does_not_fit_is_refused(session_file: Path, args: list[str],
                                                     said: str) -> None:
    assert said in refused(session_file, *NEW, *args)
    assert not session_file.exists()


def test_bad_rows_and_rules_files_are_refused_with_their_place(session_file: Path,
                                                              tmp_path: Path) -> None:
    rows = tmp_path / "rows.toml"
    rows.write_text('[[row]]\nname = "A"\nkind = "trump"\nfactor = 1\n', encoding="utf-8")
    assert "6 to 13 rows, not 1" in refused(session_file, *NEW, "--rows", str(rows))
    rows.write_text("".join(f'[[row]]\nname = "R{i}"\nfactor = {i}\n' for i in range(1, 7))
                    .replace("factor = 6", "factor = 14"), encoding="utf-8")
    assert "from 1 to 13" in refused(session_file, *NEW, "--rows", str(rows))
    rules = tmp_path / "rules.toml"
    rules.write_text("rounded = true\nbonus = -1\n", encoding="utf-8")
    assert "rules.toml:2:" in refused(session_file, *NEW, "--rules", str(rules))
    rules.write_text("target = 1000\n", encoding="utf-8")
    assert "not a Coiffeur rule" in refused(session_file, *NEW, "--rules", str(rules))


def test_a_hand_edited_file_is_told_with_its_line(session_file: Path) -> None:
    ok(*NEW)
    ok("hand", "3", "--by", "1", "--points", "100")
    ok("hand", "4", "--by", "2", "--points", "50")
    text = session_file.read_text(encoding="utf-8")
    broken = text.replace("row=4 by=2 points=50", "row=3 by=1 points=50").replace(
        "totals = [\n    300,\n    200,\n]", "totals = [300, 200]")
    session_file.write_text(broken, encoding="utf-8")
    line = next(i for i, t in enumerate(broken.splitlines(), 1) if "points=50" in t)
    result = run("check")
    assert result.exit_code == 3 and f":{line}:" in result.output
    assert "already played" in result.output
    assert run("show").exit_code == 3
    session_file.write_text(text.replace("points=50", "points=5x"), encoding="utf-8")
    assert run("show").exit_code == 3
    assert "whole number" in run("check").output


def test_a_schieber_file_that_says_coiffeur_cannot_be_used(session_file: Path) -> None:
    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text.replace('game = "schieber"', 'game = "coiffeur"'),
                            encoding="utf-8")
    before = session_file.read_bytes()
    result = run("show")
    assert result.exit_code == 3 and "[rules]" in result.output
    assert run("check").exit_code == 3
    assert session_file.read_bytes() == before


@pytest.mark.parametrize(("a", "b", "hint", "said"), [
    # A 100 in every row: 100·36 = 3600; B 100 in all but ×6: 100·30 = 3000, so
    # (3600 - 3000) / 6 = 100 points in ×6 are enough
    (100, 100, {"kind": "win_points", "team": "Cla & Dora", "points": 100, "factor": 6},
     "100 points in ×6 are enough for Cla & Dora to win"),
    # A 120·36 = 4320; B needs (4320 - 3000) / 6 = 220 > 157: only a Match (6·257 = 1542)
    (120, 100, {"kind": "win_match", "team": "Cla & Dora", "points": None, "factor": 6},
     "a Match in ×6 is enough for Cla & Dora to win"),
    # A 150·36 = 5400; B's best 3000 + 1542 = 4542: lost, it would need 2400 / 6 = 400
    (150, 100, {"kind": "lost", "team": "Cla & Dora", "points": 400, "factor": None},
     "Cla & Dora cannot win any more"),
])
def test_what_a_team_still_needs(session_file: Path, a: int, b: int, hint: dict[str, Any],
                                 said: str) -> None:
    ok(*NEW)
    for row in range(1, 9):
        ok("hand", str(row), "--by", "1", "--points", str(a))
        if row != 6:
            ok("hand", str(row), "--by", "2", "--points", str(b))
    data = as_json("show")
    assert [{k: h[k] for k in hint} for h in data["hints"]] == [hint]
    assert said in data["hints"][0]["text"]
    assert said in ok("show")
    assert data["winner"] == ("Anna & Beat" if hint["kind"] == "lost" else None)
    assert data["finished"] is False


def test_json_and_exit_codes_do_not_change_with_the_language(session_file: Path) -> None:
    ok(*NEW, "--team", "Eva & Fritz")
    ok("hand", "herz", "--by", "Eva", "--points", "120")
    ok("hand", "1", "--by", "2", "--match")
    english = ok("show", "--json")
    for lang in ("de", "fr", "it"):
        assert ok("--lang", lang, "show", "--json") == english
        assert ok("--lang", lang, "history", "--json") == ok("history", "--json")
        assert run("--lang", lang, "hand", "1", "--by", "2", "--match").exit_code == 1
    assert json_rows(english)[3]["name"] == "Bells / Hearts"


def json_rows(text: str) -> list[dict[str, Any]]:
    import json

    rows: list[dict[str, Any]] = json.loads(text)["rows"]
    return rows


def test_rules_says_the_rules_and_rows_and_the_presets(session_file: Path) -> None:
    ok(*NEW, "--rows", "swisslos-10")
    data = as_json("rules")
    assert (data["hand"], data["match"], data["preset"]) == (157, 257, "swisslos-10")
    assert [row["factor"] for row in data["rows"]] == list(range(1, 11))
    assert " 9. ×9   Slalom (slalom)" in ok("rules")
    presets = as_json("rules", "--presets")
    assert set(presets) == {"jassreglement-8", "swisslos-10", "simonste-11", "einzel-8"}
    assert "swisslos.ch" in presets["swisslos-10"]["source"]


def test_weis_and_stoeck_where_the_house_rule_writes_them(session_file: Path,
                                                         tmp_path: Path) -> None:
    ok(*NEW)
    ok("hand", "2", "--by", "1", "--points", "100")
    assert "house rule weis" in refused(session_file, "hand", "3", "--by", "1", "--points",
                                        "100", "--weis", "20")
    rules = tmp_path / "weis.toml"
    rules.write_text("weis = true\n", encoding="utf-8")
    ok(*NEW, "--rules", str(rules), "--force")
    ok("hand", "3", "--by", "1", "--points", "100", "--weis", "50+20")  # 3·(100 + 70)
    ok("hand", "4", "--by", "2", "--match", "--weis", "100")  # 4·257 + 4·100
    data = as_json("show")
    assert [t["total"] for t in data["teams"]] == [510, 1428]
    assert data["rows"][2]["cells"][0]["weis"] == 70
    assert "100 +70" in ok("show")
    assert "weis=70" in session_file.read_text(encoding="utf-8")
    for weis in ("15", "abc", "-20"):
        refused(session_file, "hand", "5", "--by", "1", "--points", "90", "--weis", weis)
    refused(session_file, "hand", "5", "--by", "1", "--scratch", "--weis", "20")
    assert ok("check").strip().endswith("sound.")


def test_dealer_and_forehand_go_round_as_in_schieber(session_file: Path) -> None:
    said = ok(*NEW, "--first-forehand", "Cla")  # seated as the names list them
    assert "Seated anticlockwise: Anna, Cla, Beat, Dora." in said
    assert "Anna deals, Cla is forehand." in said
    ok("hand", "3", "--by", "Dora", "--points", "90")  # who declared is said, not derived
    assert as_json("show")["next"] == {"dealer": "Cla", "forehand": "Beat"}
    ok("fix", "3", "--by", "2", "--points", "80")  # a fix is no new hand
    assert as_json("show")["next"] == {"dealer": "Cla", "forehand": "Beat"}
    ok("hand", "1", "--by", "1", "--points", "90")
    assert "Next: Beat deals, Dora is forehand." in ok("show")
    ok("undo")
    assert as_json("show")["next"] == {"dealer": "Cla", "forehand": "Beat"}
    ok(*NEW, "--team", "Eva & Fritz", "--seats", "Anna,Cla,Eva,Beat,Dora,Fritz",
       "--first-forehand", "fritz", "--force")
    assert as_json("show")["next"] == {"dealer": "Dora", "forehand": "Fritz"}
    ok(*NEW, "--force")
    assert as_json("show")["next"] is None  # no first forehand said


@pytest.mark.parametrize(("args", "said"), [
    (["--seats", "Anna,Beat,Cla,Dora"], "team 1 sit every 2 seats"),
    (["--seats", "Anna,Cla,Anna,Dora"], "twice"),
    (["--seats", "Anna,Cla,Beat"], "every player once"),
    (["--first-forehand", "Eva"], "not at the table"),
])
def test_seats_that_do_not_fit_are_refused(session_file: Path, args: list[str],
                                           said: str) -> None:
    assert said in refused(session_file, *NEW, *args)
    assert "needs the players" in refused(
        session_file, "new", "--game", "coiffeur", "--team", "A", "--team", "B",
        "--first-forehand", "A")


PROBE = ("import sys; sys.argv = ['jass-slate', *sys.argv[1:]]\n"
         "from jass_slate.cli.main import main\n"
         "try:\n    main()\nexcept SystemExit:\n    pass\n"
         "print(sorted(m for m in sys.modules if m.startswith('jass_slate.') or m == 'rich'),"
         " file=sys.stderr)")


SCHIEBER = "jass_slate.games.schieber"


@pytest.mark.parametrize(("argv", "absent"), [
    (["show", "--json"], {"rich", f"{SCHIEBER}.scoring.slate", f"{SCHIEBER}.commands.reading"}),
    (["hand", "2", "--by", "1", "--points", "90"], {"rich", f"{SCHIEBER}.scoring.slate"}),
    (["export"], {"rich", f"{SCHIEBER}.scoring.slate", f"{SCHIEBER}.report.exports_many"}),
    (["show"], {f"{SCHIEBER}.scoring.slate", f"{SCHIEBER}.render.slate"}),
])
def test_a_coiffeur_loads_no_schieber_scorer(session_file: Path, argv: list[str],
                                             absent: set[str]) -> None:
    import json
    import subprocess
    import sys

    ok(*NEW)
    done = subprocess.run([sys.executable, "-c", PROBE, "-f", str(session_file), *argv],
                          capture_output=True, text=True, check=False)
    loaded = set(json.loads(done.stderr.strip().splitlines()[-1].replace("'", '"')))
    from jass_slate.games import find_game

    assert f"jass_slate.{find_game('coiffeur').command_module(argv[0])}" in loaded
    assert loaded & absent == set()
