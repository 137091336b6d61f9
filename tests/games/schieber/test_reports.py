"""Reports that say everything (issue 20): the Markdown export's hands with who chose,
Weis and Stöck, and its games and evening; `stats` on Schneider counted twice on the
slate; no players' table that only repeats the teams'."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_tools import ok, refused
from tests.games.schieber.test_evening import EXAMPLES, clock

__all__ = ["clock"]  # the fixture, used by name

TABLE_AND_GAMES = """\
| # | game | contract | factor | points | Anna & Beat | Cla & Dora | totals | chose | Weis | Stöck |
| ---: | ---: | --- | ---: | --- | ---: | ---: | --- | --- | --- | --- |
| 1 | 1 | obenabe | ×3 | 120:37 | 510 | 111 | 510 – 111 | Anna | Anna & Beat 50 |  |
| 2 | 1 | hearts | ×2 | 57:100 | 114 | 240 | 624 – 351 | Cla |  | Cla & Dora |
| 3 | 1 | obenabe | ×3 | 7:150 | 21 | 450 | 645 – 801 | Anna (pushed) |  |  |
| 4 | 1 | undenufe | ×4 | – | 0 | 400 | 645 – 1201 | Dora |  |  |

## The games

- Game 1: Cla & Dora won 645 – 1201, Bergpreis Anna & Beat; on a claim in hand 4; 4 hands, 21 min.

The evening: 1 game, 4 hands, 21 min; games won 0–1.
"""


def test_markdown_has_chooser_weis_stoeck_winners_and_the_evening(clock: list[str]) -> None:
    """Seats Anna, Cla, Beat, Dora; to 1000. Hand 1 (20:07) Anna chooses Obenabe ×3:
    (120 + Weis 50) × 3 = 510, 37 × 3 = 111. Hand 2 (20:14) Cla, ♥ ×2: 57 × 2 = 114,
    (100 + Stöck 20) × 2 = 240. Hand 3 (20:21) Beat pushes, Anna chooses Obenabe ×3:
    21, 450. Hand 4 started at 20:28 by Dora, Undenufe ×4: Cla & Dora claim with 100,
    801 + 400 = 1201 ≥ 1000. The game: 20:07 to 20:28 = 21 min."""
    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna",
       "--target", "1000")
    ok("hand", "ob", "1=120", "-w", "1=50")
    ok("hand", "herz", "2=100", "-s", "2")
    ok("hand", "ob", "2=150", "-g")
    ok("start", "un")
    ok("claim", "2", "--captured", "100")
    text = ok("export", "--format", "md")
    assert text[text.index("| # |"):] == TABLE_AND_GAMES
    assert "| 2 | 1 | hearts | ×2 | 57:100 |" in text  # the columns before stay as they were


def test_markdown_cells_are_text(clock: list[str]) -> None:
    ok("new", "--team", "A|na & B<b>", "--team", "Cla & Dora", "--first-forehand", "A|na")
    ok("hand", "herz", "1=95", "-w", "1=20")
    text = ok("export", "--format", "md")
    assert "| A\\|na | A\\|na & B&lt;b> 20 |  |" in text
    outside = text.split("```text", 1)[0] + text.split("```\n", 1)[1]  # the slate drawn
    assert "<b>" not in outside                                     # is a text block


def stats_lines(*files: str) -> list[str]:
    return [" ".join(line.split()) for line in ok("stats", *files).splitlines()]


def test_stats_says_why_won_is_not_the_slates_games_won() -> None:
    """friday: Anna & Beat won games 1 (Schneider), 2 and 3: Won 3/3, the slate 4–0."""
    lines = stats_lines(str(EXAMPLES / "friday-classic.toml"))
    assert "Anna & Beat 3/3 1 40 0 1 2570 (12) 20 (1) 288.5" in lines
    note = " ".join(lines)
    assert ("Won: games won of the games decided, each once. The slate's games won count a "
            "game won with Schneider (Schn.) twice: Anna & Beat 4, Cla & Dora 0.") in note


def test_no_note_without_a_schneider(session_file: Path) -> None:
    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora")
    ok("hand", "herz", "1=95")
    assert not any(line.startswith("Won:") for line in stats_lines())


def test_players_with_one_partner_are_not_a_second_table() -> None:
    one = stats_lines(str(EXAMPLES / "friday-classic.toml"))
    assert "Players (their side's results)" not in one
    assert ("Players: each played every hand in one team with one partner, so their results "
            "are their team's above.") in " ".join(one)
    many = stats_lines(*(str(EXAMPLES / name) for name in
                         ("friday-classic.toml", "saturday-swiss.toml")))
    assert "Players (their side's results)" in many  # Anna played with Beat, then Cla
    assert "Anna 2 4/5 1 70 0 1" in " ".join(many)


def test_alias_makes_one_player_of_two_spellings(session_file: Path) -> None:
    """Friday Uli & Beat win 95:62 and 100:57 (two hands), Saturday Ueli & Beat 80:77
    (one hand): with the alias, Ueli played 3 hands in 2 sessions, as Ueli & Beat."""
    for file, name, hands in (("fri.toml", "Uli & Beat", ["1=95", "1=100"]),
                              ("sat.toml", "Ueli & Beat", ["1=80"])):
        ok("-f", file, "new", "--team", name, "--team", "Cla & Dora")
        for points in hands:
            ok("-f", file, "hand", "kreuz", points)
    apart = json.loads(ok("stats", "fri.toml", "sat.toml", "--json"))
    assert {p["name"] for p in apart["players"]} == {"Uli", "Beat", "Ueli", "Cla", "Dora"}
    joined = json.loads(ok("stats", "fri.toml", "sat.toml", "--json", "--alias", "Uli=Ueli"))
    players = {p["name"]: p for p in joined["players"]}
    assert set(players) == {"Ueli", "Beat", "Cla", "Dora"}
    assert (players["Ueli"]["hands"], players["Ueli"]["sessions"]) == (3, 2)
    teams = {t["name"]: t for t in joined["teams"]}
    assert set(teams) == {"Ueli & Beat", "Cla & Dora"} and teams["Ueli & Beat"]["hands"] == 3
    text = ok("stats", "fri.toml", "sat.toml", "--alias", "uli=Ueli")  # case aside
    assert "Players (their side's results)" not in text  # one partner now: one table


def test_a_bad_alias_is_refused(session_file: Path) -> None:
    ok("new", "--team", "Uli & Beat", "--team", "Cla & Dora")
    line = refused(session_file, "stats", "--alias", "Uli")
    assert line == "jass-slate: --alias is written OTHER=NAME, like --alias \"Uli=Ueli\", not 'Uli'"
