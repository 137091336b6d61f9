"""`trick`: a hand recorded trick by trick gives the slate the same hand gives with `hand`;
Stöck, the last trick, Match and a target reached mid-hand follow from the cards."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.cards import Card, Contract, Deck, Rank, deck_contracts, full_deck
from jass_slate.core.teams import Team
from jass_slate.games.schieber.file.session import editing, save
from jass_slate.games.schieber.scoring.events import Hand
from jass_slate.games.schieber.scoring.rules import UndenufePoints
from jass_slate.games.schieber.scoring.tricks import counted
from tests.cli_tools import NEW, as_json, digest, ok, refused, run
from tests.games.schieber.test_points import reference_points
from tests.games.schieber.test_trick import reference_winner

SEATS = ("Anna", "Cla", "Beat", "Dora")  # anticlockwise; Anna and Beat are team 1


def deal(seed: int) -> list[list[Card]]:
    cards = list(full_deck(Deck.FRENCH))
    random.Random(seed).shuffle(cards)
    return [cards[i:i + 4] for i in range(0, 36, 4)]


def expected(tricks: list[list[Card]], contract: Contract) -> dict[str, Any]:
    """What the table counts: winners by the ranks, points by RULES.md §3, Stöck if one
    player played king and queen of trumps."""
    lead, taken, won = 0, [0, 0], [0, 0]
    played_by: dict[Card, int] = {}
    for number, cards in enumerate(tricks, 1):
        winner = (lead + reference_winner(cards, contract)) % 4
        points = sum(reference_points(c, contract, UndenufePoints.CLASSIC) for c in cards)
        taken[winner % 2] += points + (5 if number == 9 else 0)
        won[winner % 2] += 1
        for position, card in enumerate(cards):
            played_by[card] = (lead + position) % 4
        lead = winner
    stoeck = None
    if contract.trump is not None:
        king, queen = (played_by[Card(contract.trump, r)] for r in (Rank.KING, Rank.QUEEN))
        stoeck = king % 2 + 1 if king == queen else None
    return {"taken": taken, "match": 1 if won[1] == 0 else 2 if won[0] == 0 else None,
            "stoeck": stoeck}


def play_hand(contract: Contract, tricks: list[list[Card]]) -> None:
    ok("start", contract.value)
    for cards in tricks:
        ok("trick", *(c.label for c in cards))


def record_in_one_go(contract: Contract, told: dict[str, Any]) -> None:
    args = ["hand", contract.value]
    args += (["--match", str(told["match"])] if told["match"] else
             ["--points", f"1={told['taken'][0]}"])
    if told["stoeck"]:
        args += ["--stoeck", str(told["stoeck"])]
    ok(*args)


def slate(path: Path) -> tuple[Any, list[dict[str, Any]]]:
    shown = as_json("show")
    hands = json.loads(ok("history", "--json"))["hands"]
    kept = ("points", "scores", "totals", "match", "stoeck", "contract", "factor", "game")
    return shown, [{k: h[k] for k in kept} for h in hands]


# Seeds 0-5 give each contract once; 14, 24 and 25 deal Stöck to one player, 28 and 35 a
# Match (in Obenabe and Undenufe, nobody must follow suit in a random deal).
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5, 14, 24, 25, 28, 35])
def test_trick_by_trick_is_the_same_slate_as_one_go(tmp_path: Path, monkeypatch: Any,
                                                    seed: int) -> None:
    contract = deck_contracts(Deck.FRENCH)[seed % 6]
    tricks = deal(seed)
    told = expected(tricks, contract)
    by_tricks, in_one_go = tmp_path / "tricks.toml", tmp_path / "hand.toml"
    monkeypatch.setenv("JASS_SLATE_FILE", str(by_tricks))
    ok(*NEW)
    play_hand(contract, tricks)
    assert "sound" in ok("check")
    from_tricks = slate(by_tricks)
    cards = json.loads(ok("history", "--json"))["hands"][0]["cards"]
    assert sum(pile["points"] for pile in cards) == 157
    monkeypatch.setenv("JASS_SLATE_FILE", str(in_one_go))
    ok(*NEW)
    record_in_one_go(contract, told)
    assert from_tricks == slate(in_one_go)


def test_a_match_played_trick_by_trick_is_257(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "obenabe")
    tricks = [f"{s}A {s}6 {s}7 {s}8" for s in "shdc"] + [f"{s}K {s}9 {s}10 {s}J" for s in "shdc"]
    for text in [*tricks, "sQ hQ dQ cQ"]:  # Anna leads and wins every trick
        ok("trick", *text.split())
    hand = json.loads(ok("history", "--json"))["hands"][0]
    assert (hand["points"], hand["match"], hand["scores"]) == ([257, 0], 1, [771, 0])  # ×3
    assert "no tenth" in refused(session_file, "trick", "s6", "s7", "s8", "s9")


def test_stoeck_is_written_when_its_second_card_falls(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "hearts")
    said = ok("trick", "♥K", "♥6", "♥7", "♥8")  # Anna plays the king and wins
    assert "Stöck" not in said and as_json("show")["teams"][0]["score"] == 0
    ok("trick", "♥Q", "♠6", "♠7", "♠8")  # Anna leads the queen: Stöck, 20 × 2
    data = as_json("show")
    assert data["open_hand"]["stoeck"] == 1 and data["teams"][0]["score"] == 40
    assert data["open_hand"]["taken"] == [4 + 3, 0]  # K 4 + Q 3, the rest 0
    assert "Stöck is already written" in refused(session_file, "stoeck", "1")


def reach_2900(path: Path) -> None:
    with editing(path) as file:  # 19 clubs hands: 2900 – 83
        for points in [153] * 18 + [146]:
            file.record(Hand(Contract.CLUBS, counted(Team.ONE, points), first=Team.ONE))
        save(file)


def test_a_team_reaching_the_target_mid_hand_wins_at_that_trick(session_file: Path) -> None:
    ok(*NEW)
    reach_2900(session_file)
    ok("start", "hearts")  # hand 20: Dora is forehand and leads
    ok("trick", "♣A", "♥9", "♣7", "♥J")  # Beat trumps: 45 × 2 = 90, 2990: not yet
    assert as_json("show")["winner"] is None
    said = ok("trick", "♥A", "♠6", "♠7", "♠8")  # Beat leads, wins 11: (45 + 11) × 2 = 112
    assert "Anna & Beat" in said
    data = as_json("show")
    assert (data["winner"], data["teams"][0]["score"]) == ("Anna & Beat", 3012)  # 2900 + 112
    assert data["schneider"] is True  # 83 < 1500
    assert "game 1 was decided" in refused(session_file, "trick", "♦A", "♦6", "♦7", "♦8")
    assert "sound" in ok("check")


def test_undo_takes_back_the_last_trick(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "hearts")
    ok("trick", "♣A", "♥9", "♥J", "♣7")
    ok("trick", "♥A", "♠6", "♠7", "♠8")
    assert "2 tricks played: Anna & Beat 56, Cla & Dora 0 (before the factor)" in ok("show")
    assert "Undone: the trick ♥A ♠6 ♠7 ♠8 of hand 1" in ok("undo")
    assert as_json("show")["open_hand"]["taken"] == [45, 0]
    ok("trick", "♦A", "♦6", "♦7", "♦8")  # Beat leads again
    assert as_json("show")["open_hand"]["taken"] == [56, 0]


@pytest.mark.parametrize(("args", "says"), [
    (["♣A", "♥9", "♥J"], "a trick is 4 cards, one a player, not 3"),
    (["♣A", "♥9", "♥J", "♣7", "♣8"], "not 5"),
    (["♣A", "♥9", "♥J", "♣A"], "given twice"),
    (["♣A", "♥9", "♥J", "♣X"], "unknown card"),
    (["♣A", "♥9", "♥J", "♣7", "--lead", "Cla"], "Anna is forehand and leads the first trick"),
    (["♣A", "♥9", "♥J", "♣7", "--lead", "Zora"], "no seat"),
])
def test_impossible_tricks_are_refused(session_file: Path, args: list[str], says: str) -> None:
    ok(*NEW)
    ok("start", "hearts")
    assert says in refused(session_file, "trick", *args)


def test_a_card_played_twice_in_a_hand_and_counts_typed_over_tricks(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "hearts")
    ok("trick", "♣A", "♥9", "♥J", "♣7")
    assert "♥J was played in trick 1 already" in refused(session_file, "trick", "♥J", "♠6",
                                                          "♠7", "♠8")
    assert "trick by trick" in refused(session_file, "tricks", "--points", "1=100")
    before = digest(session_file)
    assert run("trick").exit_code == 2
    assert digest(session_file) == before


def test_the_first_trick_needs_a_lead_without_a_forehand(session_file: Path) -> None:
    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    ok("start", "hearts", "--forehand", "Cla")
    ok("trick", "♣A", "♥9", "♥J", "♣7")  # Cla leads: Dora's ♥J wins for team 2
    assert as_json("show")["open_hand"]["taken"] == [0, 45]


@pytest.mark.parametrize(("order", "score", "cut"), [
    # Stöck first (the default): 2960 + Stöck 20 × 2 = 3000 wins; the trick is cut off
    ('["stoeck", "weis", "stich"]', 3000, ["stich"]),
    # the trick first: 2960 + (4 + 3 + 10 + 20) × 2 = 3034 wins; Stöck is cut off
    ('["stich", "stoeck", "weis"]', 3034, ["stoeck"]),
])
def test_stoeck_and_a_trick_at_once_count_in_the_sessions_order(
        session_file: Path, tmp_path: Path, order: str, score: int, cut: list[str]) -> None:
    rules = tmp_path / "order.toml"
    rules.write_text(f'preset = "classic"\nclaim_order = {order}\n', "utf-8")
    ok(*NEW, "--rules", str(rules))
    with editing(session_file) as file:  # 2960 – 180 after 20 clubs hands
        for points in [148] * 20:
            file.record(Hand(Contract.CLUBS, counted(Team.ONE, points), first=Team.ONE))
        save(file)
    ok("start", "hearts")  # hand 21: Anna leads
    ok("trick", "♥K", "♥6", "♥7", "♥8")  # Anna wins 4: 2968, not yet
    ok("trick", "♥Q", "♥10", "♥J", "♠8")  # Anna's queen: Stöck; Beat's Puur wins 33
    data = as_json("show")
    assert (data["winner"], data["teams"][0]["score"]) == ("Anna & Beat", score)
    assert json.loads(ok("history", "--json"))["hands"][-1]["cut"] == cut


# --- claims from the cards ------------------------------------------------------------

THREE_TRICKS = [["♣A", "♥9", "♥J", "♣7"],  # Beat's Puur: 11 + 14 + 20 + 0 = 45
                ["♥K", "♥Q", "♥A", "♥6"],  # Beat leads, Anna's ace: 4 + 3 + 11 + 0 = 18
                ["♠A", "♠K", "♦6", "♠6"]]  # Anna leads and wins: 11 + 4 + 0 + 0 = 15


@pytest.mark.parametrize(("weis", "winner"), [
    ([], 2),  # 78 × 2 = 156 < 200: a false claim
    (["--weis", "1=50"], 1),  # (78 + 50) × 2 = 256 ≥ 200: it holds
])
def test_a_claim_from_the_tricks_is_the_claim_with_captured_n(
        tmp_path: Path, monkeypatch: Any, weis: list[str], winner: int) -> None:
    verdicts = []
    for name, captured in (("tricks", []), ("number", ["--captured", "78"])):
        path = tmp_path / f"{name}.toml"
        monkeypatch.setenv("JASS_SLATE_FILE", str(path))
        ok(*NEW, "--target", "200")
        ok("start", "hearts")
        for cards in [] if captured else THREE_TRICKS:
            ok("trick", *cards)
        verdicts.append(as_json("claim", "1", *captured, *weis)["claim"])
        assert "sound" in ok("check")
    assert verdicts[0] == verdicts[1]
    assert verdicts[0]["winner"] == winner


def test_claim_explain_prints_the_tricks_card_by_card(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "hearts")
    for cards in THREE_TRICKS:
        ok("trick", *cards)
    said = ok("claim", "1", "--explain")
    assert said.splitlines() == [
        "Anna & Beat's cards, before the factor:",
        "  trick 1 (Beat): ♣A 11 + ♥9 14 + ♥J 20 + ♣7 0 = 45",
        "  trick 2 (Anna): ♥K 4 + ♥Q 3 + ♥A 11 + ♥6 0 = 18",
        "  trick 3 (Anna): ♠A 11 + ♠K 4 + ♦6 0 + ♠6 0 = 15",
        "  together 78",
        "0 + tricks 78×2 = 156 < 3000: false claim by Anna & Beat, Cla & Dora win, Schneider",
    ]
    assert "claim 1 captured=78:0 cards=1:♣A,♥9,♥J,♣7,♥K,♥Q,♥A,♥6,♠A,♠K,♦6,♠6" in \
        session_file.read_text("utf-8")
    assert "sound" in ok("check")


def test_a_claim_with_a_number_against_the_tricks_is_refused(session_file: Path) -> None:
    ok(*NEW)
    ok("start", "hearts")
    for cards in THREE_TRICKS:
        ok("trick", *cards)
    assert "the claimants' tricks count 78:0, not 63:0" in refused(
        session_file, "claim", "1", "--captured", "63")
