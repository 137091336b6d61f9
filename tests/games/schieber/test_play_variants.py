"""Issue 15: `play` speaks the extra contracts and the double pack's 314, and writes what
the plain commands write."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from jass_slate.cli.app import app

runner = CliRunner()
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--seats", "Anna,Cla,Beat,Dora",
       "--first-forehand", "Anna"]


def _run(path: Path, *args: str, lines: list[str] | None = None) -> Any:
    text = None if lines is None else "".join(f"{line}\n" for line in lines)
    result = runner.invoke(app, ["-f", str(path), *args], input=text)
    assert result.exit_code == 0, result.output
    return result


def _scores(path: Path) -> list[int]:
    data = json.loads(_run(path, "show", "--json").stdout)
    return [team["score"] for team in data["teams"]]


def test_play_an_evening_of_extra_contracts(tmp_path: Path) -> None:
    rules = tmp_path / "extras.toml"
    rules.write_text('preset = "classic"\n[multipliers]\nhearts = 2\nobenabe = 3\n'
                     'slalom = 4\nmisere = 2\ntuo = 3\n', encoding="utf-8")
    path = tmp_path / "j.toml"
    _run(path, *NEW, "--rules", str(rules))
    # Slalom ×4: 80 × 4 = 320, 77 × 4 = 308; Misère ×2: 127 × 2 = 254, 30 × 2 = 60;
    # TUO hearts ×3 with Stöck for team 2: 90 × 3 = 270, (67 + 20) × 3 = 261
    said = _run(path, "play", lines=["slalom-oben", "none", "1 80", "misère", "none", "1 30",
                                     "tuo-herz", "none", "2", "1 90", "quit"])
    assert "Misère Obenabe ×2" in said.stdout
    assert _scores(path) == [320 + 254 + 270, 308 + 60 + 261]


def test_play_with_the_double_pack(tmp_path: Path) -> None:
    rules = tmp_path / "double.toml"
    rules.write_text('preset = "classic"\npack = "double"\n', encoding="utf-8")
    path = tmp_path / "j.toml"
    _run(path, *NEW, "--rules", str(rules))
    # hearts ×2, 314 a hand: 200 × 2 = 400, 114 × 2 = 228; a count of 313 is asked again
    said = _run(path, "play", lines=["hearts", "none", "none", "1 313", "1 200", "quit"])
    assert "cannot be 313" in said.stdout
    assert _scores(path) == [400, 228]
