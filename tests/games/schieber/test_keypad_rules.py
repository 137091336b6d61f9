"""A Schieber's keypad (`serve --write`) offers Weis and Stöck only where its rules count
them: a tournament's Passe (rules keys `weis = false`, `stoeck = false`) offers neither,
in no form, and a rules file that drops one drops only that one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jass_slate.games import find_game
from tests.cli_tools import ok

TEAMS = ["--team", "Anna & Beat", "--team", "Cla & Dora"]
FORMS = ("hand", "claim", "fix")  # the forms that say a hand's Weis and Stöck


def keypad(path: Path, rules: str) -> dict[str, Any]:
    ok("-f", str(path), "new", "--rules", rules, *TEAMS)
    data: dict[str, Any] = find_game("schieber").hooks.keypad(path).data()
    return data


def offered(data: dict[str, Any]) -> tuple[list[str], dict[str, list[str]]]:
    """The commands the keypad offers, and the labels of each form that says a hand."""
    entries = {entry["words"][0]: entry for entry in data["entries"]}
    return list(entries), {form: [control["label"] for control in entries[form]["controls"]]
                           for form in FORMS}


def test_a_passe_offers_neither_weis_nor_stoeck(tmp_path: Path) -> None:
    commands, forms = offered(keypad(tmp_path / "passe.toml", "passe-12"))
    assert commands == ["hand", "start", "tricks", "claim", "undo", "fix"]
    assert forms == {"hand": ["Contract", "Pushed", "Points", "Match", "Claimed first"],
                     "claim": ["Claims", "Also claimed, after them", "Points taken so far"],
                     "fix": ["Hand number", "Contract", "Pushed", "Points", "Match",
                             "Claimed first"]}


def test_classic_rules_offer_both(tmp_path: Path) -> None:
    commands, forms = offered(keypad(tmp_path / "classic.toml", "classic"))
    assert commands == ["hand", "start", "weis", "stoeck", "tricks", "claim", "undo", "fix"]
    assert all(form[-3:-1] == ["Weis", "Stöck"] for form in (forms["hand"], forms["fix"]))
    assert forms["claim"][-2:] == ["Weis", "Stöck"]


@pytest.mark.parametrize(("key", "kept", "dropped"), [("weis", "stoeck", "weis"),
                                                      ("stoeck", "weis", "stoeck")])
def test_a_rules_file_that_drops_one_drops_only_that_one(tmp_path: Path, key: str, kept: str,
                                                         dropped: str) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text(f'preset = "classic"\n{key} = false\n', encoding="utf-8")
    commands, forms = offered(keypad(tmp_path / "house.toml", str(rules)))
    assert kept in commands and dropped not in commands
    label = {"weis": "Weis", "stoeck": "Stöck"}
    assert label[kept] in forms["hand"] and label[dropped] not in forms["hand"]
