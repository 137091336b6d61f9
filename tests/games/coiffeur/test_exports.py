"""Exports and stats of Coiffeur sessions, alone and beside Schieber sessions."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

from tests.cli_tools import digest, ok, refused, run

NEW = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"]


def coiffeur(path: Path) -> None:
    ok("-f", str(path), *NEW)
    for args in (["3", "--by", "Anna", "--points", "100"], ["4", "--by", "2", "--match"],
                 ["1", "--by", "Dora", "--points", "57"], ["6", "--by", "1", "--scratch"],
                 ["2", "--by", "1", "--points", "2=60"]):  # team 2 made 60: 1 writes 97
        ok("-f", str(path), "hand", *args)


def schieber(path: Path) -> None:
    ok("-f", str(path), "new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    ok("-f", str(path), "hand", "herz", "--points", "1=100")


def test_csv_json_md_and_svg_of_one_coiffeur(session_file: Path) -> None:
    coiffeur(session_file)
    rows = list(csv.DictReader(io.StringIO(ok("export"))))
    assert [r["row"] for r in rows] == ["3", "4", "1", "6", "2"]
    # A: 3·100 + 0 (scratched ×6) + 2·97 (the others made 60: 157 - 60); B: 4·257 + 57
    assert (rows[-1]["total1"], rows[-1]["total2"]) == ("494", "1085")
    assert rows[1]["outcome"] == "match" and rows[1]["value"] == "1028"
    assert rows[0]["player"] == "Anna" and rows[3]["outcome"] == "scratched"
    data = json.loads(ok("export", "--format", "json"))
    assert data["game"] == "coiffeur" and len(data["hands"]) == 5
    assert [t["total"] for t in data["slate"]["teams"]] == [494, 1085]
    md = ok("export", "--format", "md")
    assert "| 2 | Bells / Hearts | ×4 | Cla & Dora | match 257 | 1028 |" in md
    svg = ok("export", "--format", "svg")
    root = ET.fromstring(svg.split("\n", 1)[1])
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert {"Anna & Beat", "Cla & Dora", "×4", "Match", "494", "1085"} <= set(texts)


def test_names_stay_data_in_every_export(session_file: Path) -> None:
    ok("new", "--game", "coiffeur", "--team", "=HYPERLINK(1)", "--team", "<script>|x")
    ok("hand", "2", "--by", "1", "--points", "80")
    assert "'=HYPERLINK(1)" in ok("export")
    assert "<script>" not in ok("export", "--format", "svg")
    assert "\\|x" in ok("export", "--format", "md")


def test_an_export_to_a_file_never_over_the_session(session_file: Path, tmp_path: Path) -> None:
    coiffeur(session_file)
    out = tmp_path / "out.csv"
    assert "Wrote" in ok("export", "-o", str(out))
    assert out.read_text(encoding="utf-8").startswith("number,at,row")
    refused(session_file, "export", "-o", str(session_file), "--force")


def test_a_mix_of_schieber_and_coiffeur_files(tmp_path: Path) -> None:
    one, two = tmp_path / "schieber.toml", tmp_path / "coiffeur.toml"
    schieber(one)
    coiffeur(two)
    before = (digest(one), digest(two))
    for session in (one, two):  # from either game's session file, FILES are the same
        rows = list(csv.DictReader(io.StringIO(
            ok("-f", str(session), "export", str(one), str(two)))))
        assert [r["kind"] for r in rows] == ["schieber"] + ["coiffeur"] * 5
        assert rows[0]["contract"] == "hearts" and rows[2]["contract"] == "Bells / Hearts"
    data = json.loads(ok("export", "--format", "json", str(one), str(two)))
    assert len(data["hands"]) == 1 and data["coiffeur"][0]["session"] == str(two)
    md = ok("export", "--format", "md", str(one), str(two))
    assert "# 1 Coiffeur" in md and "hearts" in md
    assert "one session" in run("export", "--format", "svg", str(one), str(two)).output
    stats = json.loads(ok("stats", "--json", str(one), str(two)))
    assert [t["name"] for t in stats["teams"]] == ["Anna & Beat", "Cla & Dora"]
    teams = {t["name"]: t for t in stats["coiffeur"]["teams"]}
    # Anna & Beat: 100, scratched 0, 97 -> 3 rows, 197 points; Cla & Dora: Match 257, 57
    assert (teams["Anna & Beat"]["rows"], teams["Anna & Beat"]["points"],
            teams["Anna & Beat"]["scratches"]) == (3, 197, 1)
    assert (teams["Cla & Dora"]["matches"], teams["Cla & Dora"]["average"]) == (1, 157.0)
    players = {p["name"]: p for p in stats["coiffeur"]["players"]}
    assert players["Anna"]["rows"] == 1 and players["Dora"]["points"] == 57
    text = ok("stats", str(one), str(two))
    assert "Coiffeur teams" in text and "Per contract" in text
    assert "Coiffeur" not in ok("stats", str(one))  # Schieber alone: as before
    assert "coiffeur" not in json.loads(ok("stats", "--json", str(one)))
    assert (digest(one), digest(two)) == before
