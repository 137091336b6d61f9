"""`weis-check`, and Weis declared as cards with `hand --weis` and `weis`."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.core.cards import Deck, card_order, full_deck
from jass_slate.core.errors import InputError, JassError, RuleError
from jass_slate.core.held_cards import parse_hand
from jass_slate.core.notation import hand_text, parse_cards

runner = CliRunner()
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"]
DEAL = ["--player", "Anna: ♥6-A", "--player", "Cla: ♠6-A",
        "--player", "Beat: ♦6-A", "--player", "Dora: ♣6-A"]


def run(*args: str) -> Any:
    return runner.invoke(app, list(args))


def ok(*args: str) -> str:
    result = run(*args)
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def as_json(*args: str) -> Any:
    return json.loads(ok(*args, "--json"))


def refused(*args: str, code: int = 1) -> str:
    """One line on stderr, the exit code, no traceback."""
    result = run(*args)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    return str(lines[0])


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def session(session_file: Path) -> Path:
    ok(*NEW)
    return session_file


# --- reading cards -------------------------------------------------------------------


@pytest.mark.parametrize("token", ["♥9", "h9", "H9", "hearts9", "herz9", "Herz-9", "9♥", "9h",
                                   "♡9"])
def test_ways_to_write_the_nine_of_hearts(token: str) -> None:
    assert [c.label for c in parse_cards(token, Deck.FRENCH)] == ["♥9"]


@pytest.mark.parametrize(("token", "label"), [
    ("eU", "eU"), ("rB", "rB"), ("sO", "sO"), ("schilten-O", "sO"), ("Schellen-K", "bK"),
    ("rosen10", "rB"), ("flowersJ", "rU"), ("acornsA", "eA"),
])
def test_swiss_cards(token: str, label: str) -> None:
    assert [c.label for c in parse_cards(token, Deck.SWISS)] == [label]


def test_ranges_either_way() -> None:
    assert [c.label for c in parse_cards("♥9-Q", Deck.FRENCH)] == ["♥9", "♥10", "♥J", "♥Q"]
    assert [c.label for c in parse_cards("♥Q–9", Deck.FRENCH)] == ["♥9", "♥10", "♥J", "♥Q"]
    assert [c.label for c in parse_cards("sO-A", Deck.SWISS)] == ["sO", "sK", "sA"]


@pytest.mark.parametrize(("token", "kind", "said"), [
    ("x9", InputError, "unknown card 'x9'"),
    ("♥1", InputError, "unknown card '♥1'"),
    ("♥9-9", InputError, "unknown card '♥9-9'"),
    ("eicheln9", RuleError, "card 'eicheln9': 'eicheln' is a suit of the swiss deck"),
])
def test_bad_cards_are_named(token: str, kind: type[Exception], said: str) -> None:
    with pytest.raises(kind, match=said):
        parse_cards(token, Deck.FRENCH)


@given(st.lists(st.sampled_from(full_deck(Deck.SWISS)), unique=True, min_size=1, max_size=9))
def test_hand_text_reads_back(cards: list[Any]) -> None:
    text = hand_text(cards)
    assert parse_hand(text.split(), Deck.SWISS) == tuple(sorted(cards, key=card_order))


@given(st.text(max_size=12), st.sampled_from(Deck))
def test_any_word_is_a_card_or_a_refusal(word: str, deck: Deck) -> None:
    try:
        found = parse_cards(word, deck)
    except JassError as error:
        assert repr(word) in str(error)
    else:
        assert found and all(card.suit.deck is deck for card in found)


@given(st.sampled_from(full_deck(Deck.FRENCH)), st.sampled_from(["{s}{r}", "{r}{s}", "{s}-{r}"]),
       st.sampled_from(["symbol", "letter", "english", "german"]))
def test_every_spelling_of_a_card(card: Any, form: str, naming: str) -> None:
    letters = {"clubs": "c", "spades": "s", "diamonds": "d", "hearts": "h"}
    suit = {"symbol": card.suit.symbol, "letter": letters[card.suit.value],
            "english": card.suit.value, "german": card.suit.german}[naming]
    word = form.format(s=suit, r=card.rank.label(Deck.FRENCH))
    assert parse_cards(word, Deck.FRENCH) == [card]


# --- weis-check: one hand ------------------------------------------------------------


def test_one_hand_json() -> None:
    assert as_json("weis-check", "♥6-K", "♠A", "--contract", "hearts") == {
        "weis": [
            {"kind": "run", "cards": ["♥6", "♥7", "♥8", "♥9", "♥10"], "points": 100,
             "label": "run ♥6–10"},
            {"kind": "run", "cards": ["♥J", "♥Q", "♥K"], "points": 20, "label": "run ♥J–K"},
        ],
        "total": 120,
        "strongest": {"kind": "run", "cards": ["♥6", "♥7", "♥8", "♥9", "♥10", "♥J", "♥Q",
                                               "♥K"], "points": 100, "label": "run ♥6–K"},
        "stoeck": True,
        "contract": "hearts",
    }


def test_one_hand_text() -> None:
    assert ok("weis-check", "h6-k", "sA", "-c", "herz") == (
        "♠A ♥6-K (♥ hearts)\n"
        "  run ♥6–10   100\n"
        "  run ♥J–K     20\n"
        "  total       120\n"
        "  shown for the comparison: run ♥6–K (100)\n"
        "  Stöck (king and queen/ober of trumps): 20\n"
    )


def test_rules_preset_changes_the_weis() -> None:
    assert as_json("weis-check", "♣9 ♠9 ♦9 ♥9", "--rules", "race-1500")["total"] == 150
    assert as_json("weis-check", "♣9 ♠9 ♦9 ♥9")["total"] == 0


def test_rules_file(tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text('preset = "classic"\nlarge_weis = true\n', encoding="utf-8")
    assert as_json("weis-check", "♥6-K", "--rules", str(rules))["total"] == 250


def test_swiss_session_reads_swiss_cards(session_file: Path) -> None:
    ok("new", "--team", "A & B", "--team", "C & D", "--rules", "classic-swiss")
    assert as_json("weis-check", "eU rU sU bU")["weis"][0]["points"] == 200
    assert "card '♠9': '♠' is a suit of the french deck" in refused("weis-check", "♠9")


@pytest.mark.parametrize(("args", "said"), [
    (["♥9", "zz"], "unknown card 'zz'"),
    (["h9", "♥9"], "♥9 is given twice for the hand ('h9' and '♥9')"),
    (["♥6-A", "♠A"], "the hand holds at most nine cards, not 10"),
    (["--player", "Anna: ♥9-Q", "--player", "Cla: h-Q-K"],
     "♥Q cannot be in both Anna's hand ('♥9-Q') and Cla's ('h-Q-K')"),
    (["--player", "Anna ♥9-Q"], "a declaration is written \"NAME: CARDS\""),
    (["--player", "Anna: ♥9", "--player", "anna: ♠9"], "anna is given twice"),
    (["♥9", "--contract", "trumpets"], "unknown contract 'trumpets'"),
])
def test_bad_input_is_refused_naming_it(args: list[str], said: str) -> None:
    assert said in refused("weis-check", *args)


# --- weis-check: several players ----------------------------------------------------


def test_players_json_as_cli_md_says() -> None:
    data = as_json("weis-check", "--player", "Anna: ♥9-Q ♣A", "--player", "Cla: ♠10-K",
                   "--contract", "clubs")
    assert [(p["name"], p["team"], p["total"]) for p in data["players"]] == [
        ("Anna", 1, 50), ("Cla", 2, 50)]
    assert data["players"][1]["weis"] == [
        {"kind": "run", "cards": ["♠10", "♠J", "♠Q", "♠K"], "points": 50, "label": "run ♠10–K"}]
    assert data["best"] == {"player": "Cla", "kind": "run", "points": 50,
                            "cards": ["♠10", "♠J", "♠Q", "♠K"]}
    assert data["scoring_team"] == 2
    assert data["team_points"] == [0, 50]
    assert data["reason"] == "higher top card"
    assert data["verdict"] == "Cla's run ♠10–K beats Anna's run ♥9–Q: higher top card."


def test_players_text() -> None:
    assert ok("weis-check", "-p", "Anna: ♥9-Q", "-p", "Cla: ♠10-K", "-c", "hearts") == (
        "Weis at the first trick (♥ hearts):\n"
        "1. Anna (Team 1, forehand):\n"
        "     run ♥9–Q    50\n"
        "2. Cla (Team 2):\n"
        "     run ♠10–K    50\n"
        "Cla's run ♠10–K beats Anna's run ♥9–Q: higher top card.\n"
        "Team 2 scores 50 Weis (×2: 100); Team 1 scores none.\n"
    )


def test_full_deal_of_36_cards() -> None:
    data = as_json("weis-check", *DEAL, "--contract", "undenufe")
    assert [p["total"] for p in data["players"]] == [150] * 4
    # four runs of nine: in Undenufe the lowest card decides, all 6s; forehand wins
    assert data["best"]["player"] == "Anna"
    assert data["reason"] == "Anna plays earlier to the first trick"
    assert data["team_points"] == [300, 0]


def test_weis_check_writes_nothing(session_file: Path) -> None:
    ok("weis-check", "♥9-Q")
    assert not session_file.exists()
    ok(*NEW)
    before = digest(session_file)
    ok("weis-check", "-p", "Anna: ♥9-Q", "-p", "Cla: ♠9-Q")
    assert digest(session_file) == before


@pytest.mark.parametrize("contract", [[], ["--contract", "hearts"]])
def test_a_renamed_player_is_seated_by_the_new_name(session: Path, contract: list[str]
                                                    ) -> None:
    """After `rename Beat Bea`, Bea sits in Beat's seat (team 1) and Beat is no one:
    read from the record also when the contract is given (only the head would do)."""
    ok("rename", "Beat", "Bea")
    data = as_json("weis-check", "-p", "Cla: ♠6-9", "-p", "Bea: ♥6-8", *contract)
    assert [(p["name"], p["team"]) for p in data["players"]] == [("Cla", 2), ("Bea", 1)]
    assert data["team_points"] == [0, 50]  # Cla's four in a row (50) beats Bea's three (20)


def test_nobody_has_weis() -> None:
    data = as_json("weis-check", "-p", "Anna: ♥6 ♥8", "-p", "Cla: ♠K")
    assert data["best"] is None and data["scoring_team"] is None
    assert data["team_points"] == [0, 0]


def test_session_seats_give_the_teams(session: Path) -> None:
    data = as_json("weis-check", "-p", "Anna: ♥6-8", "-p", "Beat: ♠6-9")
    assert [p["team"] for p in data["players"]] == [1, 1]
    assert data["team_points"] == [70, 0]


def test_open_hand_gives_the_contract(session: Path) -> None:
    ok("start", "undenufe")
    data = as_json("weis-check", "-p", "Cla: ♠10-K", "-p", "Anna: ♥9-Q")
    assert data["contract"] == "undenufe"
    assert data["best"]["player"] == "Anna"


# --- declarations while scoring ------------------------------------------------------


def history_weis(number: int) -> Any:
    return as_json("history")["hands"][number - 1]["weis"]


def test_hand_with_declared_cards(session: Path) -> None:
    out = ok("hand", "clubs", "--points", "1=100", "--weis", "Anna: ♥9-Q",
             "--weis", "Cla: ♠10-K")
    assert out.startswith("Cla's run ♠10–K beats Anna's run ♥9–Q: higher top card.\n")
    assert history_weis(1) == {"team": 2, "values": [50],
                               "declared": ["Anna: ♥9-Q", "Cla: ♠10-K"]}
    assert as_json("show")["teams"][1]["score"] == 57 + 50
    assert "Hand 1, Weis shown: Anna: ♥9-Q; Cla: ♠10-K" in ok("history")


def test_seat_order_comes_from_the_hands_forehand(session: Path) -> None:
    ok("hand", "clubs", "--points", "1=100")  # Anna was forehand; now Cla is
    ok("hand", "obenabe", "--points", "1=100", "--weis", "Anna: ♥9-Q", "--weis", "Cla: ♠9-Q")
    assert history_weis(2)["team"] == 2


def test_the_scoring_team_writes_every_weis_of_its_players(session: Path) -> None:
    ok("hand", "hearts", "--points", "1=100", "--weis", "Anna: ♥6-8",
       "--weis", "Beat: ♣A ♠A ♦A ♥A ♦6-8", "--weis", "Cla: ♠6-9")
    assert history_weis(1)["values"] == [100, 20, 20]
    assert as_json("show")["teams"][0]["score"] == 2 * (100 + 140)


def test_weis_command_with_declarations(session: Path) -> None:
    ok("start", "undenufe")
    out = ok("weis", "Cla: ♠10-K", "Anna: ♥9-Q")
    assert "Anna's run ♥9–Q beats Cla's run ♠10–K: lower bottom card, in Undenufe." in out
    ok("tricks", "--points", "1=80")
    assert history_weis(1)["team"] == 1
    assert as_json("show")["teams"][0]["score"] == 4 * (80 + 50)


def test_weis_command_with_player_option(session: Path) -> None:
    ok("start", "spades")
    ok("weis", "--player", "Anna: ♥9-Q", "--player", "Cla: ♠9-Q")
    ok("tricks", "--points", "1=80")
    assert history_weis(1) == {"team": 2, "values": [50], "declared": ["Anna: ♥9-Q",
                                                                       "Cla: ♠9-Q"]}


def test_weis_command_still_takes_values(session: Path) -> None:
    ok("start", "clubs")
    ok("weis", "1", "20", "50")
    ok("tricks", "--points", "1=80")
    assert history_weis(1)["values"] == [20, 50]


def test_fix_with_declarations_uses_that_hands_forehand(session: Path) -> None:
    ok("hand", "clubs", "--points", "1=100")
    ok("hand", "clubs", "--points", "1=100")  # Cla was forehand
    ok("fix", "2", "obenabe", "--points", "1=100", "--weis", "Anna: ♥9-Q", "--weis", "Cla: ♠9-Q")
    assert history_weis(2)["team"] == 2
    ok("fix", "1", "obenabe", "--points", "1=100", "--weis", "Anna: ♥9-Q", "--weis", "Cla: ♠9-Q")
    assert history_weis(1)["team"] == 1


def test_claim_with_declarations(session: Path) -> None:
    ok("start", "hearts")
    out = ok("claim", "1", "--captured", "40", "--weis", "Anna: ♥6-10", "--weis", "Cla: ♠6-8",
             "--dry-run")
    assert "Weis 100×2" in out


@pytest.mark.parametrize(("args", "said"), [
    (["hand", "clubs", "--points", "1=100", "--weis", "Anna: ♥9-X"], "unknown card '♥9-X'"),
    (["hand", "clubs", "--points", "1=100", "--weis", "Anna: ♥9 ♥J"], "no Weis in the cards"),
    (["hand", "clubs", "--points", "1=100", "--weis", "Anna: ♥9-J", "--weis", "1=20"],
     "not both"),
    (["hand", "clubs", "--points", "1=100", "--weis", "Xaver: ♥9-J"], "no team 'Xaver'"),
    (["weis", "Anna: ♥9-Q"], "no open hand"),
])
def test_bad_declarations_change_nothing(session: Path, args: list[str], said: str) -> None:
    before = digest(session)
    assert said in refused(*args)
    assert digest(session) == before
