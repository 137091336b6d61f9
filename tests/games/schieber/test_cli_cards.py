"""Counts from the cards: `tricks --points "TEAM: CARDS"`, `hand` and `fix` the same,
`claim --captured "TEAM: CARDS"`; the record keeps the cards, `history` shows them,
`check` counts them again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jass_slate.core.cards import Deck, full_deck
from jass_slate.core.teams import Team
from jass_slate.games.schieber.file.event_text import format_entry, parse_entry
from jass_slate.games.schieber.scoring.events import Claim, Entry, Pile, Trick, Tricks, TricksTaken
from tests.cli_tools import NEW, as_json, digest, ok, refused, run

# Team 1's tricks in hearts: seed 000's trick and a trick of spades.
SEED_TRICK = "♣A ♥9 ♥J ♣7"  # 11 + 14 + 20 + 0 = 45
TWO_TRICKS = f"1: {SEED_TRICK} ♠6-9"  # 45 + 0 + 0 + 0 + 0 = 45
ALL = "c6-a d6-a h6-a s6-a"


@pytest.fixture
def session(session_file: Path) -> Path:
    ok(*NEW)
    return session_file


def hands(path: Path) -> list[dict[str, object]]:
    return list(json.loads(ok("history", "--json"))["hands"])


def test_tricks_from_the_cards_record_cards_and_total(session: Path) -> None:
    ok("start", "hearts")
    ok("tricks", "--points", TWO_TRICKS, "--last", "2")
    hand = hands(session)[0]
    assert hand["points"] == [45, 112]  # 45; 157 − 45
    assert hand["scores"] == [90, 224]  # ×2
    assert hand["cards"] == [{"team": 1, "cards": ["♣A", "♥9", "♥J", "♣7", "♠6", "♠7", "♠8",
                                                   "♠9"], "last": 2, "points": 45}]
    assert "Hand 1, counted from the cards: Anna & Beat" in ok("history")
    line = session.read_text("utf-8")
    assert "tricks points=45:112 cards=1:♣A,♥9,♥J,♣7,♠6,♠7,♠8,♠9 last=2" in line
    assert "sound" in ok("check")


def test_the_last_trick_adds_its_5_to_the_team_that_took_it(session: Path) -> None:
    ok("start", "hearts")
    ok("tricks", "--points", TWO_TRICKS, "--last", "Anna")
    assert hands(session)[0]["points"] == [50, 107]  # 45 + 5; 157 − 50


def test_all_the_cards_are_match_257(session: Path) -> None:
    ok("start", "clubs")
    ok("tricks", "--points", f"Cla: {ALL}")
    hand = hands(session)[0]
    assert (hand["points"], hand["match"], hand["scores"]) == ([0, 257], 2, [0, 257])
    ok("hand", "undenufe", "--points", f"1: {ALL}", "--last", "1")
    assert hands(session)[1]["scores"] == [1028, 0]  # 257 × 4


def test_hand_and_fix_count_from_the_cards_like_the_number(session: Path) -> None:
    ok("hand", "hearts", "--points", TWO_TRICKS, "--last", "2", "--weis", "1=20")
    from_cards = hands(session)[0]
    ok("hand", "hearts", "--points", "1=45", "--weis", "1=20")
    from_number = hands(session)[1]
    for key in ("points", "scores", "weis"):
        assert from_cards[key] == from_number[key]
    ok("fix", "2", "obenabe", "--points", f"2: {SEED_TRICK}", "--last", "2")
    fixed = hands(session)[1]
    assert fixed["points"] == [139, 18]  # team 2: 11 + 0 + 2 + 0 + 5 = 18
    assert "sound" in ok("check")


def test_undo_takes_back_tricks_from_cards(session: Path) -> None:
    ok("start", "hearts")
    before = digest(session)
    ok("tricks", "--points", TWO_TRICKS, "--last", "2")
    ok("undo")
    assert hands(session) == []
    assert as_json("show")["open_hand"] is not None
    assert digest(session) != before  # the record keeps the undo


def test_check_counts_the_cards_again(session: Path) -> None:
    ok("start", "hearts")
    ok("tricks", "--points", TWO_TRICKS, "--last", "2")
    text = session.read_text("utf-8").replace("points=45:112", "points=47:110")
    session.write_text(text, "utf-8")
    result = run("check")
    assert result.exit_code == 3
    assert "the cards of team 1's tricks count 45:112, not 47:110" in result.output


@pytest.mark.parametrize(("args", "says"), [
    (["--points", "1: ♣A ♥9 ♥J"], "3 cards are not whole tricks"),
    (["--points", TWO_TRICKS], "say who took the last trick"),
    (["--points", "1: ♣A ♥9 ♥J h9"], "♥9 is given twice"),
    (["--points", "1: ♣A ♥9 ♥J ♥5"], "unknown card"),
    (["--points", "1=45", "--last", "1"], "--last goes with cards"),
    (["--points", f"1: {ALL}", "--last", "2"], "took all 36 cards"),
    (["--points", f"1: {ALL} ♥9"], "36 cards, not 37"),
    (["--points", "1: rosen-U rosen-9 eicheln-A schilten-B"], "swiss deck"),
])
def test_impossible_tricks_are_refused(session: Path, args: list[str], says: str) -> None:
    ok("start", "hearts")
    assert says in refused(session, "tricks", *args)


def test_a_claim_from_the_cards_is_the_claim_from_the_number(session: Path) -> None:
    ok("hand", "clubs", "--match", "1")  # 257
    ok("start", "hearts")
    from_cards = as_json("claim", "1", "--captured", f"1: {SEED_TRICK}", "--dry-run")
    from_number = as_json("claim", "1", "--captured", "45", "--dry-run")
    assert from_cards["claim"] == from_number["claim"]
    ok("claim", "1", "--also", "2", "--captured", f"Anna: {SEED_TRICK}",
       "--captured", "2: ♠A ♠10")
    hand = hands(session)[-1]
    assert hand["cards"] == [
        {"team": 1, "cards": ["♣A", "♥9", "♥J", "♣7"], "last": None, "points": 45},
        {"team": 2, "cards": ["♠A", "♠10"], "last": None, "points": 21},
    ]
    assert "sound" in ok("check")


@pytest.mark.parametrize(("captured", "says"), [
    (["--captured", f"1: {SEED_TRICK}", "--captured", "2: ♣A"],
     "♣A cannot be in both teams' tricks"),
    (["--captured", f"1: {SEED_TRICK}", "--captured", "1=10"], "as cards and as a number"),
    (["--captured", f"1: {SEED_TRICK} c-a"], "given twice"),
    (["--captured", "1: ♥X"], "unknown card"),
])
def test_impossible_captured_piles_are_refused(session: Path, captured: list[str],
                                               says: str) -> None:
    ok("start", "hearts")
    assert says in refused(session, "claim", "1", "--also", "2", *captured)


def test_event_lines_with_cards_read_back() -> None:
    cards = full_deck(Deck.SWISS)[:8]
    for event in (
        TricksTaken(Tricks((45, 112), None, Pile(Team.ONE, cards, Team.TWO))),
        TricksTaken(Tricks((0, 0), Team.TWO, Pile(Team.TWO, full_deck(Deck.FRENCH),
                                                  Team.TWO))),
        Claim(Team.TWO, captured=(3, 45), piles=(Pile(Team.ONE, cards[:2]),
                                                 Pile(Team.TWO, cards[2:]))),
        Trick(cards[:4]),
        Trick(full_deck(Deck.FRENCH)[:4], "Anna Maria"),
    ):
        entry = Entry(event, "2026-12-01T20:00:00+01:00")
        assert parse_entry(format_entry(entry)) == entry


def test_play_counts_tricks_and_a_claim_from_the_cards(tmp_path: Path) -> None:
    from jass_slate.cli.app import app
    from tests.evening import new_session, runner, without_times

    by_play, by_commands = tmp_path / "play.toml", tmp_path / "commands.toml"
    for path in (by_play, by_commands):
        new_session(path)
    lines = ["hearts", "none", "none", f"{TWO_TRICKS} last 2",
             "clubs", "claim 1", "no", f"1: {SEED_TRICK}", "none", "none", "yes"]
    result = runner.invoke(app, ["-f", str(by_play), "play"],
                           input="".join(f"{line}\n" for line in lines))
    assert result.exit_code == 0, result.output
    # in clubs, seed 000's trick counts 11 + 0 + 2 + 0 = 13: the open hand's contract
    assert "90 + tricks 13×1 = 103 < 3000" in result.stdout
    for args in (["start", "hearts"], ["tricks", "--points", TWO_TRICKS, "--last", "2"],
                 ["start", "clubs"], ["claim", "1", "--captured", f"1: {SEED_TRICK}"]):
        assert runner.invoke(app, ["-f", str(by_commands), *args]).exit_code == 0
    assert without_times(by_play) == without_times(by_commands)
    assert "claim 1 captured=13:0 cards=1:♣A,♥9,♥J,♣7" in by_play.read_text("utf-8")


def test_the_schieber_manuals_claim_from_the_cards(session: Path) -> None:
    from jass_slate.core.cards import Contract
    from jass_slate.games.schieber.file.session import editing, save
    from jass_slate.games.schieber.scoring.events import Hand
    from jass_slate.games.schieber.scoring.tricks import counted

    with editing(session) as file:  # 19 clubs hands: 2900 – 83
        for points in [153] * 18 + [146]:
            file.record(Hand(Contract.CLUBS, counted(Team.ONE, points), first=Team.ONE))
        save(file)
    assert as_json("show")["teams"][0]["score"] == 2900
    ok("start", "hearts")
    said = ok("claim", "1", "--captured", "1: ♣A ♥9 ♥J ♣7", "--stoeck", "1", "--dry-run")
    assert said.strip() == ("Dry run, nothing written: 2900 + Stöck 20×2 + tricks 45×2 = 3030 "
                            "≥ 3000: Anna & Beat win, Schneider")
    manual = (Path(__file__).parents[3] / "docs" / "games" / "schieber.md").read_text("utf-8")
    assert "claim 1 --captured \"1: ♣A ♥9 ♥J ♣7\" --stoeck 1 --dry-run\n" + said in manual
