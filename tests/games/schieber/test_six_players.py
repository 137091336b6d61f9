"""Six players (issue 15, seed 001): two teams of three sitting alternately, forehand
moving one seat a hand, and the push chain: forehand may push to the partner two seats
on, who may push on to the third partner, who must choose. With the 36-card pack nothing
else changes: 157 a hand, Match 257. Golden data: the arithmetic in comments."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from jass_slate.cli.app import app
from tests.cli_tools import EXAMPLES, digest, ok, refused, run, run_example, runner

SIX = ["new", "--team", "Anna & Beat & Chris", "--team", "Dora & Emil & Fritz",
       "--first-forehand", "Anna", "--target", "1000"]
# Seated anticlockwise, the teams alternating: Anna Dora Beat Emil Chris Fritz.
SEATS = ["Anna", "Dora", "Beat", "Emil", "Chris", "Fritz"]


def history() -> list[dict[str, Any]]:
    hands: list[dict[str, Any]] = json.loads(ok("history", "--json"))["hands"]
    return hands


def show() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok("show", "--json"))
    return data


def chose() -> list[tuple[str, str, int]]:
    return [(h["forehand"], h["chooser"], h["pushes"]) for h in history()]


def test_a_six_player_evening(session_file: Path) -> None:
    said = ok(*SIX)
    assert "Anna, Dora, Beat, Emil, Chris, Fritz" in said
    # Hand 1, Anna forehand, pushed to Beat, on to Chris: ♥ ×2, 200 : 57 × 2 = 114.
    said = ok("hand", "hearts", "--pushed", "2", "--points", "1=100")
    assert "pushed twice" in said and "now 200 – 114" in said
    # Hand 2 step by step, Dora forehand, pushed once to Emil: Obenabe ×3, Weis 50 × 3 =
    # 150 for team 2, then tricks 67 × 3 = 201 : 90 × 3 = 270; 401 : 534, the Bergpreis
    # (500) to team 2.
    assert "Emil chose" in ok("start", "obenabe", "--pushed")
    ok("weis", "2", "50")
    ok("tricks", "--points", "2=90")
    assert [t["score"] for t in show()["teams"]] == [401, 534]
    assert show()["bergpreis"] == "Dora & Emil & Fritz"
    # Hand 3, Beat forehand and chooser: a Match of team 1, 257 : 0; 658 : 534.
    ok("hand", "spades", "--match", "1")
    assert history()[2]["kontermatch"] is False
    # A fix says it was pushed twice, Beat to Chris to Anna; an undo takes the fix back.
    fixed = json.loads(ok("fix", "3", "spades", "--pushed", "2", "--match", "1", "--json"))
    assert (fixed["hand"]["chooser"], fixed["hand"]["pushes"]) == ("Anna", 2)
    ok("undo")
    assert history()[2]["chooser"] == "Beat"
    # Hand 4, Emil forehand, pushed to Fritz: Undenufe ×4, 57 × 4 = 228 : 400; 886 : 934.
    ok("hand", "undenufe", "--schoben", "--points", "2=100")
    assert [t["score"] for t in show()["teams"]] == [886, 934]
    # The deal goes round six seats: hand 5 is Chris's, dealt by Emil, the seat before.
    assert show()["next"] == {"dealer": "Emil", "forehand": "Chris"}
    # Hand 5, Chris pushes to Anna, who pushes on to Beat: ♦ ×2; team 1 claims with 60
    # captured: 886 + 60 × 2 = 1006 reaches 1000, the claim holds.
    assert "Beat chose" in ok("start", "diamonds", "--pushed=2")
    verdict = json.loads(ok("claim", "1", "--captured", "60", "--json"))
    assert verdict["claim"]["holds"] is True and verdict["claim"]["reckoned"][0] == 1006
    assert show()["winner"] == "Anna & Beat & Chris"
    assert chose() == [("Anna", "Chris", 2), ("Dora", "Emil", 1), ("Beat", "Beat", 0),
                       ("Emil", "Fritz", 1), ("Chris", "Beat", 2)]
    lines = session_file.read_text(encoding="utf-8")
    assert "hand hearts pushed=2 points=100:57" in lines
    assert "start diamonds pushed=2" in lines
    drawn = ok("history")
    assert "Chris ↷↷" in drawn and "↷↷ pushed twice" in drawn
    assert json.loads(ok("check", "--json"))["sound"] is True


def test_play_asks_along_the_push_chain(tmp_path: Path) -> None:
    by_play, by_commands = tmp_path / "play.toml", tmp_path / "commands.toml"
    for path in (by_play, by_commands):
        ok("-f", str(path), *SIX)
    done = runner.invoke(app, ["-f", str(by_play), "play"],
                         input="push\npush\npush\nhearts\nnone\nnone\n1 100\nquit\n")
    assert done.exit_code == 0, done.output
    assert "Chris's contract (Beat pushed on): " in done.stdout
    assert "The push goes two partners on at most" in done.stdout
    assert "Hand 1: ♥ hearts ×2 (pushed twice), Chris chose." in done.stdout
    ok("-f", str(by_commands), "start", "hearts", "--pushed", "--pushed")
    ok("-f", str(by_commands), "tricks", "--points", "1=100")

    def events(path: Path) -> list[str]:  # the event lines without their time stamps
        return [line.strip().strip('",').split(" ", 1)[1]
                for line in path.read_text(encoding="utf-8").splitlines()
                if line.startswith('  "20')]

    assert events(by_play) == events(by_commands) == ["start hearts pushed=2",
                                                       "tricks points=100:57"]


@pytest.mark.parametrize(("args", "said"), [
    (["hand", "hearts", "--pushed", "3", "--points", "1=100"],
     "the push goes at most two partners on"),
    (["hand", "hearts", "--pushed", "--pushed", "--pushed", "--points", "1=100"],
     "the push goes at most two partners on"),
    (["start", "hearts", "--pushed=3"], "the push goes at most two partners on"),
    (["new", "--force", "--team", "Anna & Beat & Chris & Gina", "--team", "Dora & Emil & Fritz"],
     "a team has two players, or three at a six-player table"),
    (["new", "--force", "--team", "Anna & Beat & Chris", "--team", "Dora & Emil & Fritz",
      "--seats", "Anna,Dora,Beat,Emil,Chris,Fritz,Gina"], "not 7"),
    (["new", "--force", "--team", "Anna & Beat & Chris", "--team", "Dora & Emil"],
     "both teams need as many players"),
    (["new", "--force", "--team", "Anna & Beat & Chris", "--team", "Dora & Emil & Fritz",
      "--seats", "Anna,Beat,Dora,Emil,Chris,Fritz"], "must sit on every other seat"),
])
def test_impossible_six_player_inputs_are_refused(session_file: Path, args: list[str],
                                                  said: str) -> None:
    ok(*SIX)
    assert said in refused(session_file, *args)


def test_a_second_push_needs_six_players(session_file: Path) -> None:
    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna")
    line = refused(session_file, "hand", "hearts", "--pushed", "2", "--points", "1=100")
    assert "only at a six-player table" in line
    # The plain flag is as it was: the partner (Beat, two seats on) chose.
    ok("hand", "hearts", "--pushed", "--points", "1=100")
    assert chose() == [("Anna", "Beat", 1)]
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text.replace("hand hearts pushed ", "hand hearts pushed=2 "),
                            encoding="utf-8")
    before = digest(session_file)
    checked = run("check")
    assert checked.exit_code == 3 and "only at a six-player table" in checked.output
    assert digest(session_file) == before




def test_the_six_player_example_plays_and_its_file_is_sound(tmp_path: Path) -> None:
    session = tmp_path / "six.toml"
    run_example("six-players", session)
    for path in (session, EXAMPLES / "six-players.toml"):
        ok("-f", str(path), "check")
        data = json.loads(ok("-f", str(path), "show", "--json"))
        # 240:114, 201:270 (the fix), 120:107, 388:240, +80 for team 2, 57:100
        assert [t["score"] for t in data["teams"]] == [1006, 911]
        assert (data["winner"], data["bergpreis"]) == ("Anna & Beat & Chris",) * 2
        hands = json.loads(ok("-f", str(path), "history", "--json"))
        assert [h["chooser"] for h in hands["hands"]] == ["Chris", "Emil", "Beat", "Dora",
                                                         "Chris"]
        assert [c["points"] for c in hands["corrections"]] == [80]


def test_the_benchmark_makes_a_sound_six_player_season(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "bench_sessions", Path(__file__).parents[3] / "benchmarks" / "sessions.py")
    assert spec is not None and spec.loader is not None
    sessions = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sessions)
    path = tmp_path / "season.toml"
    session = sessions.write_session(path, 120, players=6)
    assert session.teams.size == 6
    assert any(hand.pushes == 2 for hand in session.scorer.hands)
    assert json.loads(ok("-f", str(path), "check", "--json"))["sound"] is True


@pytest.mark.parametrize(("said", "meant"), [
    (["hand", "x", "--pushed", "2", "--points", "1=9"],
     ["hand", "x", "--pushed", "--pushed", "--points", "1=9"]),
    (["--pushed=2", "x"], ["--pushed", "--pushed", "x"]),
    (["x", "--pushed", "0"], ["x"]),
    (["x", "--pushed"], ["x", "--pushed"]),
    (["x", "--schoben", "hearts"], ["x", "--schoben", "hearts"]),
    (["x", "--", "--pushed", "2"], ["x", "--", "--pushed", "2"]),
    (["x", "--pushed", "123"], ["x", "--pushed", "123"]),  # no count: Click says why
])
def test_a_number_after_pushed_says_it_that_many_times(said: list[str],
                                                       meant: list[str]) -> None:
    from jass_slate.shell.click_words import said_times

    class Pushed:
        count = True
        opts = ("--pushed", "--schoben")

    assert said_times([Pushed()], said) == meant


def test_a_six_player_hand_trick_by_trick(session_file: Path) -> None:
    """Six tricks of six cards: Anna leads, the seats go round anticlockwise (Anna Dora
    Beat Emil Chris Fritz), and the hand ends after the sixth trick with its 5.
    Obenabe values: A 11, K 4, Q 3, J 2, 10 10, 8 8, 9 7 6 nothing."""
    ok(*SIX)
    ok("start", "obenabe")
    # Trick 1, clubs led: Anna ♣6, Dora ♣A (wins), Beat ♣7, Emil ♣8, Chris ♣9, Fritz ♣10:
    # 11 + 8 + 10 = 29 to team 2. Dora leads next.
    ok("trick", "c6", "cA", "c7", "c8", "c9", "c10")
    assert json.loads(ok("show", "--json"))["open_hand"]["taken"] == [0, 29]
    assert "not Anna" in refused(session_file, "trick", "--lead", "Anna",
                                 "s6", "s7", "s8", "s9", "s10", "sJ")
    assert "6 cards" in refused(session_file, "trick", "s6", "s7", "s8", "s9")
    # Trick 2, Dora leads ♠6, Beat's ♠A wins: 11 + 10 + 2 + 3 + 4 = 30 to team 1.
    ok("trick", "s6", "sA", "s10", "sJ", "sQ", "sK")
    # Tricks 3 to 6, each led and won by Beat, all to team 1.
    ok("trick", "hA", "h6", "h7", "h8", "h9", "h10")  # 11 + 8 + 10 = 29
    ok("trick", "dA", "d6", "d7", "d8", "d9", "d10")  # 29
    ok("trick", "hK", "hQ", "hJ", "dK", "dQ", "dJ")  # 4 + 3 + 2 + 4 + 3 + 2 = 18
    ok("trick", "cK", "cQ", "cJ", "s7", "s8", "s9")  # 4 + 3 + 2 + 8 = 17, + 5 the last
    hand = history()[0]
    # Team 1: 30 + 29 + 29 + 18 + 22 = 128, team 2: 29 (157 in all). Obenabe ×3.
    assert (hand["points"], hand["scores"]) == ([128, 29], [384, 87])
    assert "no more" in refused(session_file, "trick", "c6", "cA", "c7", "c8", "c9", "c10")


def test_six_player_tricks_counted_from_the_cards(session_file: Path) -> None:
    """A pile of cards at six players is whole tricks of six cards."""
    ok(*SIX)
    ok("start", "hearts")
    # Eight cards are no whole tricks of six.
    assert "six cards each" in refused(session_file, "tricks", "--points",
                                       "1: ♥J ♥9 ♥A ♥K ♠A ♠10 ♦A ♦10", "--last", "1")
    # Two tricks, twelve cards: ♥J 20, ♥9 14, ♥A 11, ♥K 4, ♠A 11, ♠10 10, ♦A 11, ♦10 10,
    # ♣A 11, ♣10 10, ♠K 4, ♠Q 3 = 119, and the last trick's 5: 124; team 2 has 33. ♥ ×2.
    ok("tricks", "--points", "1: ♥J ♥9 ♥A ♥K ♠A ♠10 ♦A ♦10 ♣A ♣10 ♠K ♠Q", "--last", "1")
    assert (history()[0]["points"], history()[0]["scores"]) == ([124, 33], [248, 66])
