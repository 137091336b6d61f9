"""The words of the German, French and Italian catalogues, as players say them.

docs/translating.md gives the sources of each word. These tests hold the reviewed words:
four nines are not "Nell", a team of two takes a plural verb (or none), a Swiss suit is
named, not abbreviated, and French and Italian do not say "giving up" for a claim.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.language import i18n
from jass_slate.language.i18n import _
from tests.evening import table
from tests.language.test_i18n import NEW, evening
from tools import catalogues

runner = CliRunner()


def run(lang: str, *args: str) -> str:
    result = runner.invoke(app, ["--lang", lang, *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def said(lang: str, *args: str) -> str:
    """What a command that is refused or succeeds says, whatever its exit code."""
    result = runner.invoke(app, ["--lang", lang, *args])
    return result.stdout + result.stderr


def translations(lang: str) -> list[str]:
    """Every translated text of `lang`'s catalogue, plural forms included."""
    with catalogues.po_path(lang).open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    return [text for message in catalog if message.id
            for text in catalogues.translations(message)]


def lines_with(pattern: str, lang: str) -> list[str]:
    found = re.compile(pattern)
    return [text for text in translations(lang) if found.search(text)]


# --- German: four nines, and a team of two -------------------------------------------------

def test_four_nines_are_neuner_not_nell() -> None:
    """Nell (Näll) is the nine of trumps alone; four nines are "vier Neuner"."""
    assert lines_with(r"\bNell\b", "de") == []
    shown = run("de", "weis-check", "♥9", "♠9", "♦9", "♣9", "--contract", "hearts",
                "--rules", "race-1500")
    assert shown == "♣9 ♠9 ♦9 ♥9 (♥ Herz)\n  vier Neuner   150\n"
    presets = run("de", "rules", "--presets")
    assert "race-1500      Französisches Blatt wie classic, bis 1500, vier Neuner 150\n" in presets


@pytest.fixture
def open_hand() -> None:
    run("en", *NEW)
    run("en", "start", "hearts")


@pytest.mark.usefixtures("open_hand")
@pytest.mark.parametrize(("lang", "verdict"), [
    ("de", "Probelauf, nichts geschrieben: 0 + Stiche 40×2 = 80 < 3000: Anna & Beat haben sich "
           "falsch bedankt, Sieg für Cla & Dora, Schneider\n"),
    ("fr", "Simulation, rien n'est noté : 0 + plis 40×2 = 80 < 3000 : fausse sortie de l'équipe "
           "Anna & Beat, victoire pour Cla & Dora, Schneider\n"),
    ("it", "Prova a vuoto, non è stato scritto niente: 0 + prese 40×2 = 80 < 3000: chiusura "
           "sbagliata di Anna & Beat, vittoria per Cla & Dora, Schneider\n"),
], ids=["de", "fr", "it"])
def test_a_false_claim_is_said_of_a_team_of_two(lang: str, verdict: str) -> None:
    assert run(lang, "claim", "1", "--captured", "40", "--dry-run") == verdict


def test_german_team_verbs_are_plural() -> None:
    """A team's name names two players: no German verb in the singular follows it."""
    singular = (r"(?:^|[:;,] )\{(?:team|other)\} (?:hat|ist|schreibt|bedankt|gewinnt|macht)\b"
                r"|Hat sich \{team\}")
    assert lines_with(singular, "de") == []
    i18n.use("de")
    asked = _("Did {team} claim too, after them? (yes/no): ").format(team="Cla & Dora")
    assert asked == "Haben sich Cla & Dora danach auch bedankt? (ja/nein): "


@pytest.mark.parametrize(("lang", "verdict"), [
    ("de", "Weis: 50 für Anna & Beat (×2: 100), keiner für Cla & Dora.\n"),
    ("fr", "Annonces : 50 points pour Anna & Beat (×2 : 100), aucune pour Cla & Dora.\n"),
    ("it", "Weis: 50 punti per Anna & Beat (×2: 100), nessuno per Cla & Dora.\n"),
], ids=["de", "fr", "it"])
def test_whose_weis_scores_gives_the_team_no_singular_verb(lang: str, verdict: str) -> None:
    run("en", *NEW)
    shown = run(lang, "weis-check", "-p", "Anna: ♥6-9 ♠J", "-p", "Cla: ♦6-9",
                "--contract", "hearts")
    assert shown.endswith(verdict)


# --- Swiss suits: named, not abbreviated ---------------------------------------------------

ABBREVIATION = re.compile(r"(?<![\w♣♠♦♥])(Ei|Sch|Ro|Sl) ")


@pytest.mark.parametrize(("lang", "written", "row"), [
    ("de", "Spiel 1 (Schellen ×2): Anna & Beat +240, Cla & Dora +114; Stand 240 – 114\n",
     "Schellen ×2  100:57  A&B 20"),
    ("fr", "Donne 1 (grelots ×2) : Anna & Beat +240, Cla & Dora +114 ; total 240 – 114\n",
     "grelots ×2  100:57  A&B 20"),
    ("it", "Mano 1 (campanelli ×2): Anna & Beat +240, Cla & Dora +114; totale 240 – 114\n",
     "campanelli ×2  100:57  A&B 20"),
], ids=["de", "fr", "it"])
def test_a_swiss_suit_is_named_in_the_language_in_use(lang: str, written: str,
                                                      row: str) -> None:
    run(lang, *NEW, "--rules", "classic-swiss")
    assert run(lang, "hand", "bells", "--points", "1=100", "--weis", "1=20") == written
    run(lang, "start", "roses")
    shown, history = run(lang, "show"), run(lang, "history")
    assert row in history
    for text in (written, shown, history):
        assert ABBREVIATION.findall(text) == [], text


# --- French and Italian: a claim is not giving up ------------------------------------------

@pytest.mark.parametrize(("lang", "giving_up"), [
    ("fr", r"retir|retrait"),
    ("it", r"ritir"),
], ids=["fr", "it"])
def test_a_claim_does_not_read_as_giving_up(lang: str, giving_up: str) -> None:
    assert lines_with(giving_up, lang) == []
    words = re.compile(giving_up, re.IGNORECASE)
    assert [args for args, _, output in evening(lang) if words.search(output)] == []


def test_french_says_annonce_for_weis() -> None:
    """Romand rules call a Weis an "annonce"; Kreuzweis stays a name."""
    assert lines_with(r"\bWeis\b", "fr") == []
    run("en", *NEW)
    shown = run("fr", "weis-check", "-p", "Anna: ♥6-9 ♠J", "-p", "Cla: ♦6-9",
                "--contract", "hearts")
    assert shown.startswith("Annonces au premier pli (♥ cœur) :\n")
    run("fr", "hand", "hearts", "--points", "1=100", "--weis", "1=20")
    assert "Contre" in run("fr", "stats") and "Konter" not in run("fr", "stats")


def test_italian_says_di_mano_whatever_the_gender() -> None:
    assert lines_with(r"primo di mano|prima di mano", "it") == []
    assert run("it", *NEW).endswith("\nAnna è di mano.\n")
    run("it", "hand", "hearts", "--points", "1=100")
    assert "Prossima mano: Anna dà le carte, Cla è di mano.\n" in run("it", "show")


# --- the seven of the first forehand -------------------------------------------------------

@pytest.mark.parametrize(("lang", "rules", "asked"), [
    ("de", "classic", "Wer ist Vorhand (hat die Kreuz-Sieben)? "),
    ("de", "classic-swiss", "Wer ist Vorhand (hat die Rosen-Sieben)? "),
    ("fr", "classic", "Qui a la main (a le sept de trèfle) ? "),
    ("fr", "classic-swiss", "Qui a la main (a le sept de roses) ? "),
    ("it", "classic", "Chi è di mano (ha il sette di fiori)? "),
    ("it", "classic-swiss", "Chi è di mano (ha il sette di rose)? "),
    ("en", "classic-swiss", "Who is forehand (holds the seven of roses)? "),
], ids=["de-french", "de-swiss", "fr-french", "fr-swiss", "it-french", "it-swiss", "en-swiss"])
def test_play_names_the_seven_of_the_deck(lang: str, rules: str, asked: str,
                                          session_file: Path) -> None:
    """Without --first-forehand, play asks who holds the deck's seven (RULES.md §1)."""
    run("en", "new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--rules", rules)
    i18n.use(lang)
    loop, prompts = table(session_file, ["quit"])
    loop.run()
    assert asked in prompts


@pytest.mark.parametrize(("lang", "helped"), [
    ("de", "Wer die Kreuz-Sieben (im Deutschschweizer Blatt die Rosen-Sieben) hat und im ersten "
           "Spiel Vorhand ist."),
    ("fr", "Qui a le sept de trèfle (le sept de roses avec le jeu suisse) et a la main à la "
           "première donne."),
    ("it", "Chi ha il sette di fiori (il sette di rose con il mazzo svizzero) ed è di mano nella "
           "prima mano."),
], ids=["de", "fr", "it"])
def test_new_names_both_sevens(lang: str, helped: str) -> None:
    i18n.use(lang)
    assert _("Who holds the seven of clubs (of roses with the Swiss deck) and is forehand in "
             "the first hand.") == helped
