"""The evening read back (issue 20): a line per game and the evening's, in `history`,
`history --games` and under the slate in `show`, with times from the record's stamps."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from jass_slate.games.schieber.report.evening import duration_text, minutes_between
from tests.cli_tools import ok

EXAMPLES = Path(__file__).parents[3] / "examples" / "sessions"


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every event (and `new`) is written at the next of these times: 20:00, then every
    7 minutes (20:07, 20:14, ...)."""
    stamps = [f"2026-11-27T{20 + m // 60:02d}:{m % 60:02d}:00+01:00" for m in range(0, 600, 7)]
    given = iter(stamps)
    monkeypatch.setattr("jass_slate.games.schieber.file.session.now", lambda: next(given))
    yield stamps


NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna",
       "--target", "1000"]


def evening(clock: list[str]) -> None:
    """Game 1 to 1000: Anna & Beat pass it in hand 2 with a match, Cla & Dora below 500
    (Schneider). Game 2: Cla & Dora claim in hand 5 and hold it, Anna & Beat below 500."""
    ok(*NEW)                                      # 20:00, created
    ok("hand", "ob", "1=120")                     # 20:07  ×3: 360:111
    ok("hand", "un", "-m", "1")                   # 20:14  ×4: 257×4 = 1028: 1388:111
    ok("hand", "herz", "2=100")                   # 20:21  game 2, ×2: 114:200
    ok("hand", "ob", "2=150", "-g")               # 20:28  ×3: 21:450 → 135:650
    ok("start", "un")                             # 20:35, the time hand 5 keeps
    ok("claim", "2", "--captured", "100")         # 20:42  650 + 100×4 = 1050 ≥ 1000


GAMES = [
    # Game 1 from the creation (20:00) to hand 2 (20:14): 14 min.
    "Game 1: Anna & Beat won 1388 – 111, Schneider, Bergpreis Anna & Beat; reached the target "
    "in hand 2; 2 hands, 14 min.",
    # Game 2 from hand 2 (20:14) to hand 5, stamped when it was started (20:35): 21 min.
    "Game 2: Cla & Dora won 135 – 1050, Schneider, Bergpreis Cla & Dora; on a claim in hand 5;"
    " 3 hands, 21 min.",
    "The evening: 2 games, 5 hands, 35 min; games won 2–2.",  # Schneider counts two
]


def test_history_games_is_a_line_per_game(clock: list[str]) -> None:
    evening(clock)
    assert ok("history", "--games", COLUMNS="300").splitlines() == GAMES


def test_history_ends_with_the_games_once_one_is_decided(clock: list[str]) -> None:
    ok(*NEW)
    ok("hand", "ob", "1=120")
    assert "The evening" not in ok("history")  # one game going on: its line says it all
    ok("hand", "un", "-m", "1")
    lines = ok("history", COLUMNS="300").splitlines()
    assert lines[-2:] == [GAMES[0], "The evening: 1 game, 2 hands, 14 min; games won 2–0."]


def test_history_games_json(clock: list[str]) -> None:
    evening(clock)
    data = json.loads(ok("history", "--games", "--json"))
    assert data["games"][1] == {"game": 2, "winner": 2, "draw": False, "scores": [135, 1050],
                                "schneider": True, "bergpreis": 2, "ended": "claim",
                                "hands": [3, 5], "minutes": 21}


def test_a_game_a_fix_makes_is_timed_by_its_hands_as_played(clock: list[str]) -> None:
    """A fixed hand keeps the time it was played: a fix that ends game 1 earlier gives
    game 2 a duration, not `?` (issue 28, item 18)."""
    ok(*NEW)                                      # 20:00, to 1000
    for _ in range(5):                            # 20:07 to 20:35, ×2: 300:14 each
        ok("hand", "herz", "1=150")               # game 1 won in hand 4 (1200), hand 5 game 2
    ok("fix", "2", "ob", "-m", "1")               # 20:42: 300 + 257×3 = 1071 in hand 2
    assert ok("history", "--games", COLUMNS="300").splitlines() == [
        # Game 1 from the creation (20:00) to hand 2 as played (20:14): 14 min.
        "Game 1: Anna & Beat won 1071 – 14, Schneider, Bergpreis Anna & Beat; reached the "
        "target in hand 2; 2 hands, 14 min.",
        # Game 2 from hand 2 (20:14) to hand 5 (20:35): 21 min.
        "Game 2: 900 – 42, Bergpreis Anna & Beat; still open after hand 5; 3 hands, 21 min.",
        "The evening: 2 games, 5 hands, 35 min; games won 2–0."]
    hands = json.loads(ok("history", "--json"))["hands"]
    assert [(h["at"], h["fixed"]) for h in hands[:3]] == [
        (clock[1], False), (clock[2], True), (clock[3], False)]


def test_show_says_the_last_hand_the_matches_and_the_times(clock: list[str]) -> None:
    ok(*NEW[:-2])                                 # 20:00, to 3000
    ok("hand", "un", "-m", "1", "-g")             # 20:07: Anna pushed, Beat chose
    ok("hand", "ob", "1=120")                     # 20:14
    assert "Last:" not in ok("show")  # the slate as it always was; --more reads back
    lines = ok("show", "--more").splitlines()
    start = lines.index("Last: hand 2, Obenabe ×3 Cla: Anna & Beat +360, Cla & Dora +111")
    assert lines[start + 1:start + 3] == [
        "Match and Kontermatch this game: Anna & Beat M",  # Beat's team chose: a Match
        "Time: game 1 14 min, the evening 14 min (2 hands)"]
    assert lines[start + 3].startswith("Next: ")


def test_a_kontermatch_is_k(clock: list[str]) -> None:
    ok(*NEW)
    ok("hand", "herz", "-m", "2")  # Anna chose: Cla & Dora took every trick: Kontermatch
    assert "Match and Kontermatch this game: Cla & Dora K" in ok("show", "--more")


@pytest.mark.parametrize(("name", "lines"), [
    ("friday-classic.toml", [
        "Game 1: Anna & Beat won 3197 – 1249, Schneider, Bergpreis Anna & Beat; reached the "
        "target in hand 6; 6 hands, 29 min.",
        "Game 2: Anna & Beat won 2787 – 1674, Bergpreis Anna & Beat; on a false claim in hand "
        "20; 14 hands, 32 min.",
        "Game 3: Anna & Beat won 3113 – 2042, Bergpreis Anna & Beat; reached the target in hand "
        "34; 14 hands, 36 min.",
        "Game 4: 2443 – 1240, Bergpreis Anna & Beat; still open after hand 40; 6 hands, 30 min.",
        "The evening: 4 games, 40 hands, 2 h 08 min; games won 4–0."]),
    ("sunday-tournament.toml", [
        "Game 1: Eli & Fritz won 1213 – 1581; after hand 12, the last of the game; 12 hands, "
        "39 min.",
        "Game 2: Anna & Beat won 1493 – 1041; after hand 24, the last of the game; 12 hands, "
        "39 min.",
        "The evening: 2 games, 24 hands, 1 h 18 min; games won 1–1."]),
])
def test_the_example_evenings_read_back(name: str, lines: list[str]) -> None:
    assert ok("-f", str(EXAMPLES / name), "history", "--games", COLUMNS="300").splitlines() \
        == lines


def test_the_lines_wrap_between_words_on_a_narrow_terminal() -> None:
    said = ok("-f", str(EXAMPLES / "friday-classic.toml"), "history", "--games", COLUMNS="40")
    assert max(len(line) for line in said.splitlines()) <= 40
    assert " ".join(said.split()) == " ".join(ok(
        "-f", str(EXAMPLES / "friday-classic.toml"), "history", "--games", COLUMNS="300").split())


def test_durations() -> None:
    assert minutes_between("2026-11-27T20:00:00+01:00", "2026-11-27T21:05:59+01:00") == 65
    assert minutes_between("2026-11-27T20:00:00+01:00", "2026-11-27T19:05:00+00:00") == 5
    assert minutes_between("2026-11-27T21:00:00+01:00", "2026-11-27T20:00:00+01:00") is None
    assert minutes_between("not a time", "2026-11-27T20:00:00+01:00") is None
    assert [duration_text(m) for m in (None, 0, 59, 60, 125)] == [
        "?", "0 min", "59 min", "1 h 00 min", "2 h 05 min"]
