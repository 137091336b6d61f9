"""Input words in English, German, French and Italian: contracts, suits and `play`'s answers.

Every language's words are read whatever language jass-slate speaks; the refusals name
the session's suits in the language in use.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from pathlib import Path

import pytest

from jass_slate.core.cards import Contract, Deck, Suit
from jass_slate.core.errors import InputError, RuleError
from jass_slate.core.notation import (
    NO_TRUMP_ALIASES,
    NO_TRUMP_WORDS,
    SUIT_ALIASES,
    SUIT_WORDS,
    key,
    parse_contract,
    parse_suit,
)
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.table.answers import tricks_answer
from jass_slate.language import i18n
from tests.evening import new_session, runner, table

C = Contract

FRENCH_DECK_WORDS = {
    "en": [("clubs", C.CLUBS), ("spades", C.SPADES), ("diamonds", C.DIAMONDS),
           ("hearts", C.HEARTS), ("♣", C.CLUBS), ("♥", C.HEARTS)],
    "de": [("Kreuz", C.CLUBS), ("Chrüz", C.CLUBS), ("chruz", C.CLUBS),
           ("Schaufel", C.SPADES), ("Schufle", C.SPADES), ("Schaufle", C.SPADES), ("Pik", C.SPADES),
           ("Ecken", C.DIAMONDS), ("Ecke", C.DIAMONDS), ("Egge", C.DIAMONDS), ("Karo", C.DIAMONDS),
           ("Herz", C.HEARTS), ("Härz", C.HEARTS)],
    "fr": [("trèfle", C.CLUBS), ("Trefle", C.CLUBS), ("pique", C.SPADES), ("Piques", C.SPADES),
           ("carreau", C.DIAMONDS), ("carreaux", C.DIAMONDS), ("cœur", C.HEARTS),
           ("coeur", C.HEARTS), ("Cœurs", C.HEARTS)],
    "it": [("fiori", C.CLUBS), ("picche", C.SPADES), ("quadri", C.DIAMONDS), ("cuori", C.HEARTS),
           ("Cuore", C.HEARTS)],
}
SWISS_DECK_WORDS = {
    "en": [("acorns", C.ACORNS), ("shields", C.SHIELDS), ("roses", C.ROSES), ("bells", C.BELLS)],
    "de": [("Eicheln", C.ACORNS), ("Eichle", C.ACORNS), ("Schilten", C.SHIELDS),
           ("Schilte", C.SHIELDS), ("Rosen", C.ROSES), ("Rose", C.ROSES),
           ("Schellen", C.BELLS), ("Schelle", C.BELLS), ("Schälle", C.BELLS)],
    "fr": [("glands", C.ACORNS), ("écus", C.SHIELDS), ("ecus", C.SHIELDS),
           ("écussons", C.SHIELDS), ("roses", C.ROSES), ("grelots", C.BELLS),
           ("sonnettes", C.BELLS)],
    "it": [("ghiande", C.ACORNS), ("scudi", C.SHIELDS), ("rose", C.ROSES),
           ("campanelli", C.BELLS), ("sonagli", C.BELLS)],
}
NO_TRUMP_SAID = {
    "en": [("obenabe", C.OBENABE), ("top-down", C.OBENABE), ("undenufe", C.UNDENUFE),
           ("bottom up", C.UNDENUFE)],
    "de": [("Obenabe", C.OBENABE), ("obe-abe", C.OBENABE), ("Undenufe", C.UNDENUFE),
           ("unde ufe", C.UNDENUFE)],
    "fr": [("obenabe", C.OBENABE), ("de haut en bas", C.OBENABE), ("De haut en bas", C.OBENABE),
           ("de-haut-en-bas", C.OBENABE), ("haut-bas", C.OBENABE), ("undenufe", C.UNDENUFE),
           ("de bas en haut", C.UNDENUFE), ("bas-haut", C.UNDENUFE), ("Bas Haut", C.UNDENUFE)],
    "it": [("dall'alto", C.OBENABE), ("dallalto", C.OBENABE), ("Dall’alto", C.OBENABE),
           ("dall'alto in basso", C.OBENABE), ("alto-basso", C.OBENABE),
           ("dal basso", C.UNDENUFE), ("DAL BASSO IN ALTO", C.UNDENUFE),
           ("basso-alto", C.UNDENUFE)],
}


def cases(table: dict[str, list[tuple[str, Contract]]]) -> list[tuple[str, str, Contract]]:
    return [(lang, word, contract) for lang, pairs in table.items() for word, contract in pairs]


@pytest.mark.parametrize(("lang", "word", "contract"), cases(FRENCH_DECK_WORDS))
def test_french_deck_words_in_each_language(lang: str, word: str, contract: Contract) -> None:
    assert parse_contract(word, Deck.FRENCH) is contract
    assert parse_suit(word, Deck.FRENCH) is contract.trump


@pytest.mark.parametrize(("lang", "word", "contract"), cases(SWISS_DECK_WORDS))
def test_swiss_deck_words_in_each_language(lang: str, word: str, contract: Contract) -> None:
    assert parse_contract(word, Deck.SWISS) is contract
    assert parse_suit(word, Deck.SWISS) is contract.trump


@pytest.mark.parametrize(("lang", "word", "contract"), cases(NO_TRUMP_SAID))
@pytest.mark.parametrize("deck", list(Deck))
def test_obenabe_and_undenufe_in_each_language(lang: str, word: str, contract: Contract,
                                               deck: Deck) -> None:
    assert parse_contract(word, deck) is contract


@pytest.mark.parametrize(("suit", "word"), [(suit, word) for suit, words in SUIT_WORDS.items()
                                            for word in words.split()])
def test_every_listed_suit_word_reads_as_its_own_suit(suit: Suit, word: str) -> None:
    assert SUIT_ALIASES[key(word)] is suit  # no word of one suit is taken by another


@pytest.mark.parametrize(("contract", "word"), [(c, w) for c, words in NO_TRUMP_WORDS.items()
                                                for w in words])
def test_every_listed_no_trump_word_reads_as_its_own_contract(contract: Contract,
                                                              word: str) -> None:
    assert NO_TRUMP_ALIASES[key(word)] is contract
    assert key(word) not in SUIT_ALIASES


@pytest.mark.parametrize(("lang", "word", "contract"), cases(SWISS_DECK_WORDS))
def test_swiss_deck_words_are_refused_in_a_french_deck_session(lang: str, word: str,
                                                               contract: Contract) -> None:
    with pytest.raises(RuleError, match="clubs, spades, diamonds, hearts"):
        parse_contract(word, Deck.FRENCH)


@pytest.mark.parametrize(("lang", "word", "contract"),
                         [c for c in cases(FRENCH_DECK_WORDS) if c[1] not in "♣♥"])
def test_french_deck_words_are_refused_in_a_swiss_deck_session(lang: str, word: str,
                                                               contract: Contract) -> None:
    with pytest.raises(RuleError, match="acorns, roses, shields, bells"):
        parse_contract(word, Deck.SWISS)


def test_an_unknown_word_is_refused_with_the_english_suits() -> None:
    with pytest.raises(InputError) as refused:
        parse_contract("trumpf", Deck.FRENCH)
    assert str(refused.value) == ("unknown contract 'trumpf': say a trump suit "
                                  "(clubs, spades, diamonds, hearts), obenabe or undenufe")


# --- the language in use: a small stand-in catalogue ------------------------------------

GERMAN = {
    "clubs": "Kreuz", "spades": "Schaufel", "diamonds": "Ecken", "hearts": "Herz",
    "acorns": "Eicheln", "shields": "Schilten", "roses": "Rosen", "bells": "Schellen",
    "unknown contract {word!r}: say a trump suit ({suits}), obenabe or undenufe":
        "unbekannter Trumpf {word!r}: eine Trumpffarbe ({suits}), Obenabe oder Undenufe angeben",
}


class Catalogue(gettext.NullTranslations):
    def __init__(self, table: dict[str, str]) -> None:
        super().__init__()
        self.table = table

    def gettext(self, message: str) -> str:
        return self.table.get(message, message)


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "_catalogue", Catalogue(GERMAN))
    monkeypatch.setattr(i18n, "_language", "de")
    yield


def test_labels_stay_english_in_english() -> None:
    assert Contract.HEARTS.label == "♥ hearts"
    assert Contract.ACORNS.label == "acorns"  # a Swiss suit has no symbol of its own
    assert Contract.OBENABE.label == "Obenabe"
    assert Contract.UNDENUFE.label == "Undenufe"


@pytest.mark.usefixtures("german")
def test_labels_follow_the_language_in_use() -> None:
    assert Contract.HEARTS.label == "♥ Herz"
    assert Suit.BELLS.label == "Schellen"
    assert Contract.OBENABE.label == "Obenabe"
    assert Contract.HEARTS.value == "hearts"  # what JSON and the file say never changes


@pytest.mark.usefixtures("german")
def test_a_refusal_names_the_suits_in_the_language_in_use() -> None:
    with pytest.raises(InputError) as refused:
        parse_contract("trumpf", Deck.SWISS)
    assert str(refused.value) == ("unbekannter Trumpf 'trumpf': eine Trumpffarbe "
                                  "(Eicheln, Rosen, Schilten, Schellen), Obenabe oder Undenufe "
                                  "angeben")


# --- play's answers ----------------------------------------------------------------------

ANSWERS = {  # one language's words for each of play's answers
    "en": dict(push="push", none="none", undo="undo", show="show", help="help", quit="quit",
               claim="claim", yes="yes", no="no", cancel="cancel", match="match", first="first",
               spades="spades"),
    "de": dict(push="schieben", none="keine", undo="rückgängig", show="zeigen", help="Hilfe",
               quit="fertig", claim="bedanken", yes="ja", no="nein", cancel="abbrechen",
               match="Match", first="zuerst", spades="Schaufel"),
    "fr": dict(push="chibrer", none="aucun", undo="annuler", show="montrer", help="aide",
               quit="quitter", claim="sortir", yes="oui", no="non", cancel="annuler",
               match="match", first="premier", spades="pique"),
    "it": dict(push="passo", none="nessuno", undo="annulla", show="mostra", help="aiuto",
               quit="esci", claim="chiudi", yes="sì", no="no", cancel="annulla",
               match="Match", first="primo", spades="picche"),
}
LANGS = list(ANSWERS)


@pytest.fixture
def session(tmp_path: Path) -> Path:
    path = tmp_path / "j.toml"
    new_session(path)
    return path


@pytest.mark.parametrize("lang", LANGS)
def test_a_pushed_hand_in_each_language(session: Path, lang: str) -> None:
    w = ANSWERS[lang]
    loop, said = table(session, [w["push"], w["spades"], w["none"], w["none"], "1 100",
                                 w["quit"]])
    slate = loop.run()
    hand = slate.hands[-1]
    assert hand.contract is Contract.SPADES and hand.pushed
    assert hand.points == (100, 57)
    assert hand.weis is None and hand.stoeck is None
    assert any(line.startswith("Stopped.") for line in said)


@pytest.mark.parametrize("lang", LANGS)
def test_push_and_contract_in_one_answer(session: Path, lang: str) -> None:
    w = ANSWERS[lang]
    loop, _ = table(session, [f"{w['push']} {w['spades']}", w["none"], w["none"],
                              f"{w['match']} 2"])
    hand = loop.run().hands[-1]
    assert hand.contract is Contract.SPADES and hand.pushed and hand.match == 1


@pytest.mark.parametrize("lang", LANGS)
def test_undo_show_help_and_quit_in_each_language(session: Path, lang: str) -> None:
    w = ANSWERS[lang]
    loop, said = table(session, ["herz", "1 20", w["undo"], w["show"], w["help"], w["quit"]])
    slate = loop.run()
    hand = slate.open
    assert hand is not None and hand.weis is None  # the Weis was undone
    assert "  Undone: the Weis of Anna & Beat in hand 1. Game 1: 0 – 0." in said
    assert any(line.startswith("Game 1 (to 3000)") for line in said)  # show
    assert any("Answer the question, or say one of:" in line for line in said)  # help
    assert any(line.startswith("Hand 1 stays open") for line in said)  # quit


@pytest.mark.parametrize("lang", LANGS)
def test_a_push_is_taken_back_with_cancel(session: Path, lang: str) -> None:
    w = ANSWERS[lang]
    loop, said = table(session, [w["push"], w["cancel"], w["quit"]])
    slate = loop.run()
    assert slate.open is None and not slate.hands
    assert "  Push taken back; nothing was written." in said


@pytest.mark.parametrize("lang", LANGS)
def test_a_claim_in_each_language(session: Path, lang: str) -> None:
    w = ANSWERS[lang]
    lines = ["obenabe", f"{w['claim']} 1", w["no"], "20", w["none"], w["no"],  # not written
             w["claim"], "1", w["no"], "20", w["none"], w["yes"]]
    loop, said = table(session, lines)
    slate = loop.run()
    assert "  Claim cancelled; nothing written." in said
    assert slate.hands[-1].claim is not None and slate.game.winner == 1  # a false claim


@pytest.mark.parametrize("lang", LANGS)
def test_first_team_in_the_trick_points(session: Path, lang: str) -> None:
    event = tricks_answer(f"1 100 {ANSWERS[lang]['first']} 2", load(session).teams)
    assert event.first == 1


def test_languages_can_be_mixed_at_one_table(session: Path) -> None:
    from jass_slate.cli.app import app

    result = runner.invoke(app, ["-f", str(session), "play"],
                           input="schieben\npique\nnessuno\nkeine\n1 100\nquitter\n")
    assert result.exit_code == 0, result.output
    hand = load(session).scorer.hands[-1]
    assert hand.contract is Contract.SPADES and hand.pushed
