"""Did you mean (issue 20): a refused contract, team, player, command, preset or rules key
suggests the nearest known words, in the language in use.

The new sentences are translated by the catalogues after this change; what is checked in
German, French and Italian is what cannot wait for them: the suggested words (a contract in
the language in use, a name as it was written), one line, exit 1, the file unchanged.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from jass_slate.core.cards import Deck
from jass_slate.core.errors import InputError
from jass_slate.core.nearest import nearest
from jass_slate.core.notation import fold, parse_contract
from tests.cli_tools import NEW, ok, refused

LANGUAGES = ("en", "de", "fr", "it")


def asks(line: str, suggested: str) -> bool:
    """The refusal ends by asking for `suggested` (French sets a space before the `?`)."""
    return re.search(rf" {re.escape(suggested)}\s?\?$", line) is not None


@pytest.fixture
def session(session_file: Path) -> Path:
    ok(*NEW)
    return session_file


# The contract as the language in use names it, and the word it was found by when that is
# another: `hertz` is nearest `herz` (difflib ratio 0.89), a name of hearts.
HERTZ = {"en": "hearts (herz)", "de": "Herz", "fr": "cœur (herz)", "it": "cuori (herz)"}
OBENAB = {lang: "obenabe" for lang in LANGUAGES}
SCHELEN = {"en": "bells (schellen)", "de": "Schellen", "fr": "grelots (schellen)",
           "it": "campanelli (schellen)"}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("word", "expected"), [("hertz", HERTZ), ("chrütz", None)])
def test_a_mistyped_contract_suggests_the_contract_in_the_language(
        session: Path, lang: str, word: str, expected: dict[str, str] | None) -> None:
    line = refused(session, "--lang", lang, "hand", word, "1=95")
    if expected is None:  # chrütz is nearest chrüz: clubs
        expected = {"en": "clubs (chrüz)", "de": "Kreuz (chrüz)", "fr": "trèfle (chrüz)",
                    "it": "fiori (chrüz)"}
    assert line.startswith("jass-slate: ")
    assert f"'{word}'" in line
    assert asks(line, expected[lang]), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_swiss_word_misspelt_suggests_the_swiss_suit(session: Path, lang: str) -> None:
    ok("-f", "swiss.toml", "new", "--team", "A & B", "--team", "C & D", "--rules",
       "classic-swiss")
    line = refused(session.parent / "swiss.toml", "--lang", lang, "-f", "swiss.toml",
                   "hand", "schelen", "1=95")
    assert asks(line, SCHELEN[lang]), line


def test_english_says_the_whole_sentence(session: Path) -> None:
    assert refused(session, "hand", "hertz", "1=95") == \
        "jass-slate: unknown contract 'hertz': did you mean hearts (herz)?"
    assert refused(session, "hand", "obenab", "-p", "1=95", "--first", "ana") == \
        "jass-slate: no team 'ana': did you mean Anna?"
    assert refused(session, "hand", "herz", "1=95", "--forehand", "Dorra") == \
        "jass-slate: 'Dorra' has no seat at this table: did you mean Dora?"


def test_nothing_near_says_what_it_said_before(session: Path) -> None:
    assert refused(session, "hand", "trumpf", "1=95") == (
        "jass-slate: unknown contract 'trumpf': say a trump suit (clubs, spades, diamonds, "
        "hearts), obenabe or undenufe")
    assert refused(session, "hand", "herz", "1=95", "-s", "xyz") == (
        "jass-slate: no team 'xyz': say 1 (Anna & Beat) or 2 (Cla & Dora), or a player's name")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("args", "word", "suggested"), [
    (["hand", "herz", "1=95", "-s", "ana"], "'ana'", "Anna"),
    (["hand", "herz", "1=95", "-w", "Cla & Dorra=20"], "'Cla & Dorra'", "Cla & Dora"),
    (["hand", "herz", "1=95", "--forehand", "bet"], "'bet'", "Beat"),
    (["hand", "herz", "1=95", "-w", "Bet: ♥9-J"], "'Bet'", "Beat"),
])
def test_a_mistyped_team_or_player_suggests_the_names(session: Path, lang: str,
                                                      args: list[str], word: str,
                                                      suggested: str) -> None:
    line = refused(session, "--lang", lang, *args)
    assert word in line and asks(line, suggested), line


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "No such command 'shwo'. Did you mean 'show'?"),
    ("de", "Unbekannter Befehl 'shwo'. Gemeint: 'show'?"),
    ("fr", "Commande inconnue 'shwo'. Vouliez-vous dire 'show' ?"), ("it", "'shwo'"),
])
def test_a_mistyped_command_suggests_the_command(lang: str, said: str) -> None:
    """The program itself: the language is chosen before Click looks the command up."""
    result = subprocess.run([sys.executable, "-m", "jass_slate", "--lang", lang, "shwo"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 2
    last = result.stderr.strip().splitlines()[-1]
    assert said in last and last.replace(" ?", "?").endswith("'show'?"), last


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_mistyped_rules_key_or_preset_suggests_the_key(session_file: Path, tmp_path: Path,
                                                         lang: str) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text("push_bak = true\n", encoding="utf-8")
    line = refused(session_file, "--lang", lang, "new", "--team", "A", "--team", "B",
                   "--rules", str(rules))
    assert "'push_bak'" in line and asks(line, "push_back"), line
    line = refused(session_file, "--lang", lang, "new", "--team", "A", "--team", "B",
                   "--rules", "clasic")
    assert "'clasic'" in line and asks(line, "classic"), line
    line = refused(session_file, "--lang", lang, "new", "--team", "Anna & Beat", "--team",
                   "Cla & Dora", "--first-forehand", "Clara")
    assert "'Clara'" in line and asks(line, "Cla"), line


def test_nearest_keeps_only_the_words_about_as_near_as_the_best() -> None:
    assert nearest("ober", ["oben", "coeur", "obenabe"], fold) == ["oben"]  # 0.75 vs 0.67
    assert nearest("trumpf", ["trefle", "herz"], fold) == []
    assert nearest("ANA", ["Anna", "anna", "Ana"], fold) == ["Ana"]  # 1.0, then Anna 0.86
    assert nearest("Ana", ["Anna", "anna"], fold) == ["Anna"]  # one name, once


def test_parse_contract_suggests_both_contracts_a_start_fits() -> None:
    with pytest.raises(InputError, match=r"did you mean shields, bells\?$"):
        parse_contract("sch", Deck.SWISS)
