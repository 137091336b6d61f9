"""Issue 28, items 10 to 13: outcomes that misled. Each test replays the table's commands
and asserts what is said, written and refused."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_tools import NEW, as_json, ok, refused, run
from tests.evening import table

WIDE = {"COLUMNS": "300", "NO_COLOR": "1"}  # each sentence on one line


# --- item 10: a Coiffeur that can still end in a tie --------------------------------------

COIFFEUR = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"]
UNBEATEN = "Anna & Beat cannot lose the Coiffeur any more: at worst a tie"


def test_10_an_equal_best_is_cannot_lose_not_has_won(session_file: Path) -> None:
    ok(*COIFFEUR)
    for row in range(1, 7):
        ok("hand", str(row), "--by", "2", "--scratch")
    ok("hand", "8", "--by", "1", "--match")
    assert ok("hand", "7", "--by", "1", "--match").splitlines() == [
        "Anna & Beat, Joker ×7: a Match, 1799 on the slate; totals Anna & Beat 3855, Cla & "
        "Dora 0", UNBEATEN]
    data = as_json("show")
    assert [(t["worst"], t["best"]) for t in data["teams"]] == [(3855, 9252), (0, 3855)]
    assert (data["winner"], data["decided"], data["winners"], data["cannot_lose"]) == (
        None, False, [], ["Anna & Beat"])
    assert [h["text"] for h in data["hints"]] == [  # they agree: a tie is not losing
        "Cla & Dora needs a Match in ×8 not to lose", "Cla & Dora needs a Match in ×7 not to lose"]
    assert ok("show", **WIDE).splitlines()[-1] == UNBEATEN
    assert ok("--lang", "de", "show", **WIDE).splitlines()[-1] == (
        "Anna & Beat können den Coiffeur nicht mehr verlieren: schlimmstenfalls unentschieden")
    ok("--lang", "en", "show")  # the runner's process keeps the language last chosen
    ok("hand", "8", "--by", "2", "--match")
    ok("hand", "7", "--by", "2", "--match")  # 3855 – 3855
    said = [ok("hand", str(row), "--by", "1", "--scratch") for row in range(1, 7)]
    assert not any("has won" in line for line in said)
    assert said[-1].splitlines()[-1] == "a tie: Anna & Beat, Cla & Dora"
    data = as_json("show")
    assert (data["winner"], data["draw"], data["winners"]) == (
        None, True, ["Anna & Beat", "Cla & Dora"])


# --- item 13: a claim by both teams ----------------------------------------------------


def claim_by_both_held_by_the_second() -> str:
    """Anna & Beat 240 – Cla & Dora 231 (to 270); both claim in hand 2, Anna & Beat first
    with a Weis of 50, Cla & Dora with Stöck: Stöck counts before Weis, and Cla & Dora
    reach 271 with it. The verdict `claim` says."""
    ok(*NEW, "--target", "270")
    ok("hand", "ob", "1=80", "--first", "1")  # 240 – 231: both past the Bergpreis (135)
    ok("start", "herz")
    return ok("claim", "1", "--also", "2", "--weis", "1=50", "--stoeck", "2", **WIDE)


def test_13_a_claim_by_both_says_the_first_teams_weis_that_did_not_count(
        session_file: Path) -> None:
    said = claim_by_both_held_by_the_second()
    assert said.splitlines() == [
        "both claimed: Anna & Beat 240 = 240 (not counted: Weis 50×2); Cla & Dora 231 + Stöck "
        "20×2 = 271: Cla & Dora win"]
    assert ok("show", **WIDE).splitlines()[-2] == (
        "Game 1 won by Cla & Dora: 240 – 271. Both claimed in hand 2, Anna & Beat first: "
        "Anna & Beat 240 = 240 (not counted: Weis 50×2); Cla & Dora 231 + Stöck 20×2 = 271. "
        "The next hand starts game 2.")
    assert ok("--lang", "de", "show", **WIDE).splitlines()[-2] == (
        "Partie 1 geht an Cla & Dora: 240 – 271. Beide haben sich in Spiel 2 bedankt, "
        "Anna & Beat zuerst: Anna & Beat 240 = 240 (nicht gezählt: Weis 50×2); Cla & Dora "
        "231 + Stöck 20×2 = 271. Mit dem nächsten Spiel beginnt Partie 2.")
    claim = as_json("history")["hands"][1]["claim"]
    assert claim["terms"] == [{"part": "stoeck", "team": 2, "points": 20, "scored": 40}]
    assert claim["not_counted"] == [{"part": "weis", "team": 1, "points": 50, "scored": 100}]
    assert as_json("show")["teams"][0]["score"] == 240  # the Weis is not written


def test_13_history_games_ends_the_game_on_the_claim_that_held(session_file: Path) -> None:
    claim_by_both_held_by_the_second()
    line = ok("history", "--games", **WIDE).splitlines()[0]
    assert line.startswith(  # then the minutes it took, as the clock says
        "Game 1: Cla & Dora won 240 – 271, Bergpreis Anna & Beat; on a claim in hand 2; "
        "2 hands, ")
    row = next(line for line in ok("history", **WIDE).splitlines() if line.startswith("2 "))
    assert "claim A&B,C&D ✓" in row
    assert json.loads(ok("show", "--json"))["winner"] == "Cla & Dora"


# --- item 11: a fix that would move a claim into another game --------------------------


def claimed_at_521() -> None:
    """To 500: hands of Obenabe 100 – 57 and hearts 57 – 100 make 414 – 371; in hand 3
    (Obenabe) Cla & Dora claim with 50 captured: 371 + 150 = 521, and they win."""
    ok(*NEW, "--target", "500")
    ok("hand", "ob", "1=100")
    ok("hand", "herz", "2=100")
    ok("start", "ob")
    assert ok("claim", "2", "--captured", "50").splitlines()[-1] == \
        "371 + tricks 50×3 = 521 ≥ 500: Cla & Dora win"


def test_11_a_fix_that_ends_the_claims_game_earlier_is_refused(session_file: Path) -> None:
    claimed_at_521()
    before = session_file.read_bytes()
    refusal = ("jass-slate: that would break event 4 recorded later: the claim in hand 3 was "
               "made in the game that began in hand 1; it would count in a game that begins in "
               "hand 2")
    # A Match in hand 1 (771) would decide game 1 there, and the claim would be judged in a
    # game 2 of hands 2 and 3: a false claim, Schneider, games won 4–0.
    assert refused(session_file, "fix", "1", "ob", "-m", "1", "--dry-run") == refusal
    assert refused(session_file, "fix", "1", "ob", "-m", "1") == refusal
    assert refused(session_file, "--lang", "de", "fix", "1", "ob", "-m", "1") == (
        "jass-slate: das würde das später eingetragene Ereignis 4 ungültig machen: das "
        "Bedanken in Spiel 3 gehört zur Partie, die mit Spiel 1 begann; es zählte dann in "
        "einer Partie, die mit Spiel 2 beginnt")
    assert session_file.read_bytes() == before
    data = as_json("show")
    assert (data["game"], data["winner"], data["games_won"]) == (1, "Cla & Dora", [0, 1])


def test_11_a_fix_that_ends_the_game_before_the_claims_later_is_refused(
        session_file: Path) -> None:
    ok(*NEW, "--target", "500")
    ok("hand", "ob", "-m", "1")  # 771 – 0: game 1 is decided in hand 1
    ok("hand", "herz", "2=100")
    ok("start", "ob")
    ok("claim", "2", "--captured", "100")  # 200 + 300 = 500 in game 2
    assert refused(session_file, "fix", "1", "ob", "1=100") == (
        "jass-slate: that would break event 4 recorded later: the claim in hand 3 was made in "
        "the game that began in hand 2; it would count in a game that begins in hand 1")


def test_11_a_fix_that_leaves_each_claim_in_its_game_is_accepted(session_file: Path) -> None:
    claimed_at_521()
    ok("fix", "2", "herz", "2=60")  # 371 becomes 291: the claim, 441, is false now
    data = as_json("show")
    assert (data["winner"], data["games_won"]) == ("Anna & Beat", [1, 0])
    ok("undo")
    ok("new", "--force", *NEW[1:], "--target", "500")
    ok("hand", "ob", "1=100")
    ok("hand", "herz", "2=100")
    ok("hand", "kreuz", "2=100")  # 471 – 471
    ok("fix", "1", "ob", "-m", "1")  # no claim after it: hands 2 and 3 are game 2
    assert [h["game"] for h in as_json("history")["hands"]] == [1, 2, 2]
    assert as_json("show")["teams"][1]["score"] == 300


# --- item 12: both teams past the Bergpreis in one hand ---------------------------------


def at_the_foot_of_the_hill() -> None:
    """To 270 (the Bergpreis at 135): a hand of Obenabe 80 – 77 takes Anna & Beat to 240
    and Cla & Dora to 231, both past 135 at once."""
    ok(*NEW, "--target", "270")


def test_12_both_past_the_bergpreis_asks_who_got_there_first(session_file: Path) -> None:
    at_the_foot_of_the_hill()
    assert refused(session_file, "hand", "ob", "1=80") == (
        "jass-slate: this takes both teams past the Bergpreis (135): say which team got there "
        "first with --first TEAM")
    assert refused(session_file, "--lang", "de", "hand", "ob", "1=80") == (
        "jass-slate: damit kommen beide Teams über den Bergpreis (135): mit --first TEAM "
        "angeben, welches Team zuerst dort war")
    ok("hand", "ob", "1=80", "--first", "2")
    assert as_json("show")["bergpreis"] == "Cla & Dora"


def test_12_first_says_the_bergpreis_in_the_help_and_in_play(session_file: Path) -> None:
    for command in ("hand", "tricks", "fix"):
        helped = " ".join(run(command, "--help", COLUMNS="300").stdout.split())
        assert "TEAM claimed first, when this hand takes both teams past the target; TEAM " \
               "got there first, when it takes both past the Bergpreis." in helped, command
    at_the_foot_of_the_hill()
    loop, said = table(session_file, ["obenabe", "none", "none", "1 80", "help", "2", "quit"])
    loop.run()
    assert "Both teams pass the Bergpreis with this: which team got there first? " in said
    assert not any("claimed first" in line for line in said)
    assert any(line.startswith("The team that got to the Bergpreis first takes it")
               for line in said)
    assert as_json("show")["bergpreis"] == "Cla & Dora"
