"""The rules key `allowed` (issue 15, seed 001: "Some do not allow Obenabe and Undenufe"):
a house leaves contracts out, and they are refused everywhere with the allowed ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping, rules_to_mapping
from tests.cli_tools import NEW, ok, refused

SUITS = ["clubs", "spades", "diamonds", "hearts"]


def test_allowed_keeps_the_listed_contracts_with_their_factors() -> None:
    rules = rules_from_mapping({"preset": "classic", "allowed": SUITS})
    assert {c.value: f for c, f in rules.multipliers.items()} == {
        "clubs": 1, "spades": 1, "diamonds": 2, "hearts": 2}
    with pytest.raises(RuleError, match="obenabe is not played under these rules: say one "
                                        "of clubs, spades, diamonds, hearts"):
        rules.factor(Contract.OBENABE)
    # written out, it reads back the same (a session file's [rules] holds both keys)
    assert rules_from_mapping(rules_to_mapping(rules)) == rules


def test_allowed_defaults_to_every_contract_with_a_factor() -> None:
    assert rules_to_mapping(preset("classic"))["allowed"] == [*SUITS, "obenabe", "undenufe"]
    swiss = rules_to_mapping(preset("classic-swiss"))["allowed"]
    assert swiss == ["acorns", "roses", "shields", "bells", "obenabe", "undenufe"]


def test_allowed_with_its_own_multipliers() -> None:
    rules = rules_from_mapping({"multipliers": {"hearts": 1, "obenabe": 5, "undenufe": 5},
                                "allowed": ["hearts", "undenufe"]})
    assert dict(rules.multipliers) == {Contract.HEARTS: 1, Contract.UNDENUFE: 5}


@pytest.mark.parametrize(("value", "said"), [
    ([], "must list the contracts played"),
    ("hearts", "must list the contracts played"),
    ([1], "must list the contracts played"),
    (["hearts", "hearts"], "names a contract twice"),
    (["acorns"], "names 'acorns', which has no factor here"),
    (["slalom"], "names 'slalom', which has no factor here"),
])
def test_a_wrong_allowed_is_refused_naming_the_key(value: object, said: str) -> None:
    with pytest.raises(RuleError, match=said) as raised:
        rules_from_mapping({"allowed": value})
    assert raised.value.key == "allowed"


def test_a_left_out_contract_is_refused_by_every_command(session_file: Path,
                                                         tmp_path: Path) -> None:
    house = tmp_path / "suits.toml"
    house.write_text('preset = "classic"\nallowed = ["clubs", "spades", "diamonds", '
                     '"hearts"]\n', encoding="utf-8")
    ok(*NEW, "--rules", str(house))
    line = "undenufe is not played under these rules: say one of clubs, spades, diamonds, hearts"
    assert line in refused(session_file, "hand", "undenufe", "--points", "1=80")
    assert line in refused(session_file, "start", "undenufe")
    ok("hand", "hearts", "--points", "1=80")
    assert line in refused(session_file, "fix", "1", "undenufe", "--points", "1=80")
    shown = json.loads(ok("rules", "--json"))
    assert shown["allowed"] == SUITS and "obenabe" not in shown["multipliers"]
    drawn = ok("rules")
    assert "allowed" in drawn and "the contracts played" in drawn
    assert json.loads(ok("check", "--json"))["sound"] is True
