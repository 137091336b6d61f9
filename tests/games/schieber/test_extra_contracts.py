"""Issue 15, item 3: Slalom, Gusti/Mery, TUO, Misère and Wunsch in Schieber, each played only
where `[multipliers]` gives it a factor; golden data through `hand`, the step-by-step
commands, `fix`, `undo`, `claim` and `--json`, and the refusals (exit 1, one line, the
file unchanged)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.cards import Contract, Deck
from jass_slate.core.contract_words import read_contract as parse_contract
from jass_slate.core.errors import InputError
from jass_slate.games.schieber.commands.completion import contract_choices
from jass_slate.games.schieber.file.session import load
from tests.cli_tools import NEW, new_with_rules, ok, refused

EXTRAS = """preset = "classic"
[multipliers]
clubs = 1
spades = 1
diamonds = 2
hearts = 2
obenabe = 3
undenufe = 4
slalom = 4
gusti = 5
tuo = 3
misere = 2
wunsch = 6
"""


def _new(tmp_path: Path, text: str = EXTRAS, *force: str) -> None:
    new_with_rules(tmp_path, text, *force)


def scores() -> list[int]:
    data = json.loads(ok("show", "--json"))
    return [team["score"] for team in data["teams"]]


def show() -> Any:
    return json.loads(ok("show", "--json"))


def test_an_evening_of_extra_contracts(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path)
    # Slalom from Obenabe ×4: (80 + 20) × 4 = 400, 77 × 4 = 308
    ok("hand", "slalom-oben", "--points", "1=80", "--weis", "1=20")
    assert scores() == [400, 308]
    # Guschti (Gusti) ×5: 57 × 5 = 285, 100 × 5 = 500 -> 685 : 808
    ok("hand", "guschti", "--points", "2=100")
    assert scores() == [685, 808]
    # TUO with hearts trump ×3, step by step: Stöck 20 × 3 = 60, then 90 × 3 = 270 and
    # 67 × 3 = 201 -> 955 : 1069
    ok("start", "tuo-herz")
    ok("stoeck", "2")
    ok("tricks", "--points", "1=90")
    assert scores() == [955, 1069]
    # Misère (Obenabe) ×2: team 1 took 30, so it scores team 2's 127: 254 and 60
    ok("hand", "misère", "--points", "1=30")
    assert scores() == [1209, 1129]
    # Wunsch (Joker) Undenufe ×6, Match for team 2: 257 × 6 = 1542 -> 1209 : 2671
    ok("hand", "joker-undenufe", "--match", "2")
    assert scores() == [1209, 2671]
    # Mery recorded and undone
    ok("hand", "mary", "--points", "1=100")
    ok("undo")
    assert scores() == [1209, 2671]
    # fix the Misère: team 1 took 57 -> 100 × 2 = 200, 57 × 2 = 114;
    # 955 + 200 = 1155, 1069 + 114 + 1542 = 2725
    ok("fix", "4", "misere-obenabe", "--points", "1=57")
    assert scores() == [1155, 2725]
    hands = json.loads(ok("history", "--json"))["hands"]
    assert [h["contract"] for h in hands] == [
        "slalom-oben", "gusti", "tuo-hearts", "misere-obenabe", "wunsch-undenufe"]
    assert [h["factor"] for h in hands] == [4, 5, 3, 2, 6]
    assert hands[3]["points"] == [100, 57] and hands[3]["scores"] == [200, 114]
    # Slalom from Undenufe ×4 open: the still-needed hint at Slalom's own factor:
    # team 2 needs 3000 - 2725 = 275, 275 / 4 -> 69 trick points; team 1 needs 1845,
    # 1845 / 4 -> 462, more than a Match (257): no hand's tricks make it
    ok("start", "slalom-unden")
    needs = [team["needs"] for team in show()["teams"]]
    assert needs[1] == {"target": 275, "bergpreis": None, "trick_points": 69}
    assert needs[0]["trick_points"] is None
    # the claim at Slalom's factor: 2725 + 70 × 4 = 3005 >= 3000, team 1 below 1500
    out = ok("claim", "2", "--captured", "70", "--dry-run")
    assert "3005" in out
    ok("claim", "2", "--captured", "70")
    data = show()
    assert data["winner"] == "Cla & Dora" and data["schneider"] is True


def test_a_claim_at_a_false_total_uses_the_factor(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path)
    ok("hand", "wunsch-obenabe", "--match", "1")  # 257 × 6 = 1542
    ok("hand", "wunsch-obenabe", "--points", "1=150")  # 150 × 6 = 900 -> 2442 : 42
    ok("start", "gusti")
    # 2442 + 100 × 5 = 2942 < 3000: a false claim, the other team wins
    ok("claim", "1", "--captured", "100")
    assert show()["winner"] == "Cla & Dora"


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["hand", "slalom-oben", "--points", "1=80", "--stoeck", "1"], "Stöck"),
        (["hand", "gusti", "--points", "1=80", "--stoeck", "2"], "Stöck"),
        (["hand", "misere-undenufe", "--points", "1=80"], "misere_base"),
        (["hand", "slalom", "--points", "1=80"], "slalom-oben"),
        (["hand", "tuo", "--points", "1=80"], "tuo-"),
        (["hand", "tuo-rosen", "--points", "1=80"], "swiss"),
    ],
)
def test_extra_refusals(session_file: Path, tmp_path: Path, args: list[str],
                        says: str) -> None:
    _new(tmp_path)
    ok("hand", "hearts", "--points", "1=100")
    assert says in refused(session_file, *args)


def test_stoeck_in_slalom_step_by_step_is_refused(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path)
    ok("start", "slalom-oben")
    assert "no Stöck in Slalom Obenabe" in refused(session_file, "stoeck", "1")
    assert "Stöck" in refused(session_file, "claim", "1", "--stoeck", "1")


def test_a_slalom_where_the_rules_do_not_allow_it(session_file: Path, tmp_path: Path) -> None:
    ok(*NEW)
    said = refused(session_file, "hand", "slalom-oben", "--points", "1=80")
    assert "slalom-oben is not played under these rules" in said and "obenabe" in said
    ok("start", "hearts")
    ok("tricks", "--points", "1=100")
    assert "not played" in refused(session_file, "start", "slalom-unden")
    # a factor 0 says the same: not played
    _new(tmp_path, EXTRAS.replace("slalom = 4", "slalom = 0"), "--force")
    said = refused(session_file, "hand", "zickzack-unden", "--points", "1=80")
    assert "not played" in said and "gusti" in said and "slalom," not in said


def test_house_rules_for_weis_stoeck_and_misere(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path, 'weis_in_extras = false\nstoeck_in_tuo = false\n'
         'misere_base = "either"\n' + EXTRAS)
    assert "weis_in_extras" in refused(session_file, "hand", "gusti", "--points", "1=80",
                                       "--weis", "1=20")
    assert "stoeck_in_tuo" in refused(session_file, "hand", "tuo-clubs", "--points", "1=80",
                                      "--stoeck", "1")
    assert "misere-obenabe" in refused(session_file, "hand", "misere", "--points", "1=80")
    ok("hand", "misere-undenufe", "--points", "1=80")  # either: the chooser says it
    ok("hand", "wunsch-hearts", "--points", "1=80", "--weis", "1=50", "--stoeck", "1")
    ok("hand", "hearts", "--points", "1=80", "--weis", "1=50")  # basic: Weis as always
    # Misère Undenufe ×2: 77 × 2 = 154, 80 × 2 = 160; Wunsch hearts ×6:
    # (80 + 50 + 20) × 6 = 900, 77 × 6 = 462; hearts ×2: (80 + 50) × 2 = 260, 154
    assert scores() == [154 + 900 + 260, 160 + 462 + 154]
    rules = json.loads(ok("rules", "--json"))
    table = rules.get("rules", rules)
    assert table["weis_in_extras"] is False and table["misere_base"] == "either"
    assert table["multipliers"]["slalom"] == 4


@pytest.mark.parametrize(
    ("word", "contract"),
    [
        ("slalom-oben", Contract.SLALOM_OBEN), ("Slalom Undenufe", Contract.SLALOM_UNDEN),
        ("zick-zack-de-haut-en-bas", Contract.SLALOM_OBEN), ("Guschti", Contract.GUSTI),
        ("quer", Contract.GUSTI), ("Mary", Contract.MERY), ("3×3-herz", Contract.TUO_HEARTS),
        ("trio-cœur", Contract.TUO_HEARTS), ("TUO ♠", Contract.TUO_SPADES),
        ("misère", Contract.MISERE_OBENABE), ("Misäre unden", Contract.MISERE_UNDENUFE),
        ("miseria-dal-basso", Contract.MISERE_UNDENUFE), ("Wunsch Herz", Contract.WUNSCH_HEARTS),
        ("joker-obenabe", Contract.WUNSCH_OBENABE), ("libero-fiori", Contract.WUNSCH_CLUBS),
        ("frei-undenufe", Contract.WUNSCH_UNDENUFE),
    ],
)
def test_extra_names_in_four_languages(word: str, contract: Contract) -> None:
    assert parse_contract(word, Deck.FRENCH) is contract


def test_extra_names_of_the_swiss_deck() -> None:
    assert parse_contract("tuo-rosen", Deck.SWISS) is Contract.TUO_ROSES
    assert parse_contract("wunsch-schilte", Deck.SWISS) is Contract.WUNSCH_SHIELDS
    assert parse_contract("misere", Deck.SWISS, "undenufe") is Contract.MISERE_UNDENUFE
    with pytest.raises(InputError, match="misere-obenabe or misere-undenufe"):
        parse_contract("misere", Deck.SWISS, "either")


def test_completion_offers_the_allowed_extras(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path, EXTRAS.replace("tuo = 3", "tuo = 0"))
    offered = dict(contract_choices(load(session_file)))
    assert offered["slalom-oben"] == "Slalom Obenabe ×4"
    assert offered["guschti"] == offered["gusti"] == "Gusti ×5"
    assert offered["mary"] == "Mery ×5" and offered["wunsch-herz"] == "Wunsch ♥ hearts ×6"
    assert offered["misère"] == "Misère Obenabe ×2" and "misere-undenufe" not in offered
    assert not any(word.startswith("tuo") for word in offered)
    ok("new", "--force", *NEW[1:])
    assert not any("slalom" in word for word, _help in contract_choices(load(session_file)))


def test_extras_alone_keep_the_presets_factors(session_file: Path, tmp_path: Path) -> None:
    """`[multipliers]` naming only extra contracts adds them to the preset's six."""
    _new(tmp_path, 'preset = "classic"\n[multipliers]\nslalom = 4\n')
    ok("hand", "hearts", "--points", "1=100")  # hearts ×2 as in classic: 200, 114
    ok("hand", "slalom-unden", "--points", "1=100")  # ×4: 400, 228
    assert scores() == [600, 342]
    swiss = tmp_path / "swiss.toml"
    swiss.write_text('preset = "classic"\ndeck = "swiss"\n[multipliers]\nslalom = 4\n',
                     encoding="utf-8")
    assert "its own [multipliers]" in refused(session_file, "new", "--force", *NEW[1:],
                                              "--rules", str(swiss))


@pytest.mark.parametrize(("mery", "factor"), [("", 5), ("mery = 6\n", 6)])
def test_mery_has_gustis_factor_or_its_own(session_file: Path, tmp_path: Path, mery: str,
                                           factor: int) -> None:
    """CLI.md names `mery` among the [multipliers] keys: Mery (Gusti starting Undenufe)
    plays at Gusti's factor unless it has its own."""
    _new(tmp_path, 'preset = "classic"\n[multipliers]\ngusti = 5\n' + mery)
    ok("hand", "mery", "--points", "1=100")
    # 100 × factor and 57 × factor
    assert scores() == [100 * factor, 57 * factor]
    assert "sound" in ok("check")
    assert load(session_file).rules.factor(parse_contract("gusti", Deck.FRENCH)) == 5


def test_mery_with_factor_0_is_not_played(session_file: Path, tmp_path: Path) -> None:
    _new(tmp_path, 'preset = "classic"\n[multipliers]\ngusti = 5\nmery = 0\n')
    assert "is not played under these rules" in refused(session_file, "hand", "mery",
                                                        "--points", "1=100")
    ok("hand", "gusti", "--points", "1=100")
