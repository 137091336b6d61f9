"""Presets and house-rules files (RULES.md §2 and §9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.errors import InputError, RuleError, SessionFileError
from jass_slate.games.schieber.file.rules_file import load_rules_file
from jass_slate.games.schieber.scoring.rules import PRESET_LINES, Part, preset
from jass_slate.games.schieber.scoring.rules_mapping import (
    rules_from_mapping,
    rules_to_mapping,
    with_target,
)
from jass_slate.shell.common import exit_code


def test_classic_factors_follow_the_french_deck() -> None:
    rules = preset("classic")
    factors = {c.value: f for c, f in rules.multipliers.items()}
    assert factors == {"clubs": 1, "spades": 1, "diamonds": 2, "hearts": 2,
                       "obenabe": 3, "undenufe": 4}
    assert (rules.target, rules.schneider_below, rules.bergpreis_at) == (3000, 1500, 1500)


def test_classic_swiss_factors_follow_the_swiss_deck() -> None:
    rules = preset("classic-swiss")
    assert rules.deck is Deck.SWISS
    factors = {c.value: f for c, f in rules.multipliers.items()}
    assert factors == {"acorns": 1, "roses": 1, "shields": 2, "bells": 2,
                       "obenabe": 3, "undenufe": 4}


def test_swisslos_doubles_the_black_suits_and_plays_to_2500() -> None:
    rules = preset("swisslos")
    assert rules.factor(Contract.HEARTS) == 1 and rules.factor(Contract.CLUBS) == 2
    assert rules.factor(Contract.UNDENUFE) == 3
    assert (rules.target, rules.schneider_below) == (2500, 1250)


def test_single_race_and_tournament() -> None:
    single = preset("single", Deck.SWISS)
    assert single.deck is Deck.SWISS and set(single.multipliers.values()) == {1}
    assert single.target == 1000
    race = preset("race-1500")
    assert (race.target, race.four_nines, race.bergpreis_at) == (1500, 150, 750)
    tournament = preset("tournament")
    assert tournament.tournament and tournament.hands == 12 and tournament.target is None


def test_every_preset_is_listed_and_round_trips() -> None:
    for name in PRESET_LINES:
        rules = preset(name)
        assert rules_from_mapping(rules_to_mapping(rules)) == rules


def test_a_preset_with_its_own_deck_refuses_the_other() -> None:
    with pytest.raises(RuleError, match="plays the french deck"):
        preset("classic", Deck.SWISS)


def test_unknown_preset() -> None:
    with pytest.raises(InputError, match="unknown preset 'klassik'"):
        preset("klassik")


def test_rules_file_changes_only_what_it_names(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('preset = "classic"\nfour_nines = 100\nclaim_order = ["stoeck", "stich", '
                    '"weis"]\nboth_past_target = "higher"\n', encoding="utf-8")
    rules = load_rules_file(path)
    assert rules.four_nines == 100 and rules.both_past_target == "higher"
    assert rules.claim_order == (Part.STOECK, Part.STICH, Part.WEIS)
    assert rules.target == 3000 and rules.factor(Contract.HEARTS) == 2


def test_target_moves_schneider_and_bergpreis_unless_given() -> None:
    rules = rules_from_mapping({"target": 2000})
    assert (rules.schneider_below, rules.bergpreis_at) == (1000, 1000)
    rules = rules_from_mapping({"target": 2000, "schneider_below": 800})
    assert (rules.schneider_below, rules.bergpreis_at) == (800, 1000)
    assert with_target(preset("classic"), 1000).schneider_below == 500


def test_new_target_keeps_the_rules_files_own_lines(tmp_path: Path) -> None:
    """Issue 13, item 8: `new --target` moves only the lines the rules file leaves out."""
    path = tmp_path / "house.toml"
    path.write_text("schneider_below = 700\nbergpreis_at = 700\n", encoding="utf-8")
    rules = load_rules_file(path, target=4000)
    assert (rules.target, rules.schneider_below, rules.bergpreis_at) == (4000, 700, 700)
    path.write_text("bergpreis_at = 700\n", encoding="utf-8")
    rules = load_rules_file(path, target=4000)
    assert (rules.target, rules.schneider_below, rules.bergpreis_at) == (4000, 2000, 700)


def test_new_target_below_the_rules_files_line_is_refused_naming_both(tmp_path: Path) -> None:
    """Issue 13, item 8 and RULES.md §10.13: a line above the target, after --target."""
    path = tmp_path / "house.toml"
    path.write_text("bergpreis_at = 500\n", encoding="utf-8")
    with pytest.raises(RuleError) as refusal:
        load_rules_file(path, target=200)
    assert str(refusal.value) == (f"{path}:1: rules key 'bergpreis_at' must not be above the "
                                  "target: 500 is above 200")


@pytest.mark.parametrize(("target", "half"), [(777, 389), (3000, 1500), (1, 1)])
def test_half_of_an_odd_target_is_the_exact_half(target: int, half: int) -> None:
    """RULES.md §10.1: the least whole score at or above target / 2."""
    for rules in (rules_from_mapping({"target": target}), with_target(preset("classic"), target)):
        assert (rules.schneider_below, rules.bergpreis_at) == (half, half)


def test_hands_make_a_tournament() -> None:
    rules = rules_from_mapping({"hands": 8})
    assert rules.tournament and rules.target is None


@pytest.mark.parametrize(
    ("data", "key"),
    [
        ({"colour": 1}, "colour"),
        ({"target": -5}, "target"),
        ({"target": "3000"}, "target"),
        ({"multipliers": {"clubs": 0, "obenabe": 3}}, "multipliers.clubs"),
        ({"multipliers": {"acorns": 1}}, "multipliers.acorns"),
        ({"claim_order": ["stoeck", "weis"]}, "claim_order"),
        ({"claim_order": ["stoeck", "weis", "weis"]}, "claim_order"),
        ({"four_nines": 120}, "four_nines"),
        ({"large_weis": "yes"}, "large_weis"),
        ({"both_past_target": "lower"}, "both_past_target"),
        ({"undenufe_points": "new"}, "undenufe_points"),
        ({"schneider_below": 4000}, "schneider_below"),
    ],
)
def test_a_bad_rules_key_is_named(data: dict[str, object], key: str) -> None:
    with pytest.raises(RuleError, match=key.replace(".", r"\.")):
        rules_from_mapping(data)


def test_changing_the_deck_needs_multipliers() -> None:
    with pytest.raises(RuleError, match=r"\[multipliers\]"):
        rules_from_mapping({"deck": "swiss"})
    rules = rules_from_mapping({"deck": "swiss", "multipliers": {"acorns": 1, "bells": 2}})
    assert rules.deck is Deck.SWISS
    with pytest.raises(RuleError, match="not played under these rules"):
        rules.factor(Contract.OBENABE)


def test_a_broken_rules_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("target = = 3\n", encoding="utf-8")
    with pytest.raises(SessionFileError, match=r"bad\.toml:1: not valid TOML") as raised:
        load_rules_file(path)
    assert exit_code(raised.value) == 3
    with pytest.raises(InputError, match="no such rules file"):
        load_rules_file(tmp_path / "missing.toml")
