"""`history` in the terminal: a table per game that fits 80 columns, and the score race."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console, RenderableType

from jass_slate.cli.app import app
from jass_slate.core.teams import make_teams
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.render.history import render_history, team_labels
from jass_slate.games.schieber.render.race import HEIGHT, Race, race_chart
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.slate import Slate
from tests.evening import GAME, Step, new_session, play_commands, runner

EXAMPLES = sorted((Path(__file__).parents[3] / "examples" / "sessions").glob("*.toml"))


def text_of(renderable: RenderableType, width: int = 80) -> str:
    console = Console(width=width, file=io.StringIO(), color_system=None)
    console.print(renderable)
    output = console.file.getvalue()  # type: ignore[attr-defined]
    return str(output)


FIVE_HANDS = """\
A&B Anna & Beat, C&D Cla & Dora: pairs are A&B:C&D, Weis before the factor.
↷ pushed · ↷↶ pushed back · M Match · K Kontermatch · * fixed

Game 1 (to 3000)
#  Deals  Chose   Contract      Tricks  Weis     Stöck    Added    Totals
─────────────────────────────────────────────────────────────────────────
1         Anna    ♥ ×2          100:57  A&B 20          240:114   240:114
2  Anna   Dora ↷  ♣ ×1           60:97           C&D     60:117   300:231
3  Cla    Beat    Obenabe ×3     85:72  A&B 120         615:216   915:447
4  Beat   Dora    ♠ ×1          45:112  C&D 50           45:162   960:609
5  Dora   Beat ↷  Undenufe ×4  0:257 K                   0:1028  960:1637
Game 1 goes on: 960 – 1637.
Score race: ● Anna & Beat  ○ Cla & Dora  ┄ target  ┈ Bergpreis
3000 ┤┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄
     │
     │
     │
1500 ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈○
     │
     │           ●   ●   ●
     │           ○   ○
   0 ┤   ◐   ◐
     └────────────────────
         1               5
"""


def stripped(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"


def test_five_hands_exactly(session_file: Path) -> None:
    new_session(session_file)
    play_commands(session_file, list(GAME[:5]))
    assert stripped(text_of(render_history(load(session_file).scorer))) == FIVE_HANDS


def test_the_cli_draws_the_same(session_file: Path) -> None:
    new_session(session_file)
    play_commands(session_file, list(GAME[:5]))
    result = runner.invoke(app, ["history"], env={"COLUMNS": "80", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    assert stripped(result.stdout) == FIVE_HANDS


def test_games_are_separated_with_their_winner_and_schneider(session_file: Path) -> None:
    new_session(session_file)
    play_commands(session_file, GAME)
    text = text_of(render_history(load(session_file).scorer))
    assert "Game 1 won by Cla & Dora: 1769 – 3352." in text
    assert "Game 2 (to 3000)" in text
    assert "Game 2 won by Anna & Beat, Schneider (counts two games): 3106 – 1272." in text
    assert text.count("Score race:") == 2
    assert " 8  Beat   Cla ↷   Obenabe ×3   0:257 M" in text


def test_every_example_fits_80_columns() -> None:
    for path in EXAMPLES:
        text = text_of(render_history(load(path).scorer))
        assert all(len(line) <= 80 for line in text.splitlines()), path
        assert "…" not in text


def test_long_names_are_cut_not_wrapped(session_file: Path) -> None:
    args = ["new", "--team", "Bartholomew & Wilhelmina", "--team", "Konstantin & Maximiliane",
            "--first-forehand", "Bartholomew"]
    assert runner.invoke(app, args).exit_code == 0
    play_commands(session_file, [Step("undenufe", pushed=True, match="1"),
                                 Step("hearts", weis=("2", (100, 100, 50, 20)),
                                      stoeck="1", points=("1", 157))])
    text = text_of(render_history(load(session_file).scorer))
    lines = text.splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert any(line.startswith("1          Wilhe… ↷") for line in lines)  # anyone dealt
    assert any("Barth…  Konst…" in line for line in lines)
    assert any("K&M 270" in line for line in lines)


def test_team_labels_fall_back_to_numbers_when_initials_clash() -> None:
    teams = make_teams(["Anna & Beat", "Andi & Bea"], None, None)
    assert team_labels(Slate(preset("classic"), teams)) == ("1", "2")
    assert team_labels(Slate(preset("classic"), make_teams(["Blue", "Red"], None, None))) \
        == ("Blue", "Red")


def test_no_hands_yet(session_file: Path) -> None:
    new_session(session_file)
    assert text_of(render_history(load(session_file).scorer)) == "No hands recorded yet.\n"


# --- the race chart --------------------------------------------------------------------


def chart_lines(race: Race, width: int = 80) -> list[str]:
    return [line.rstrip() for line in text_of(race_chart(race, ("A", "B"), width)).splitlines()]


def test_each_total_is_drawn_in_its_row() -> None:
    lines = chart_lines(Race([1, 2, 3], [(0, 3000), (1500, 1499), (2999, 375)], 3000, 1500))
    assert lines[1:HEIGHT + 1] == [
        "3000 ┤┄┄┄○┄┄┄┄┄┄┄┄",  # the target reached: the dashed row
        "     │           ●",  # 2999 is below it
        "     │",
        "     │",
        "1500 ┤┈┈┈┈┈┈┈●┈┈┈┈",  # the Bergpreis reached; 1499 is one row below
        "     │       ○",
        "     │",
        "     │           ○",
        "   0 ┤   ●",
    ]


def test_totals_beyond_the_target_stay_on_the_target_row() -> None:
    lines = chart_lines(Race([1], [(3400, 100)], 3000, 1500))
    assert lines[1] == "3000 ┤┄┄┄●" and lines[HEIGHT] == "   0 ┤   ○"


def test_a_tournament_scales_to_its_highest_total() -> None:
    lines = chart_lines(Race([1, 2], [(700, 1100), (900, 1600)]))
    assert lines[0] == "Score race: ● A  ○ B"
    assert lines[1].startswith("2000 ┤") and lines[5] == "1000 ┤   ○"


def test_many_hands_are_sampled_to_fit() -> None:
    numbers = list(range(1, 201))
    totals = [(10 * n, 5 * n) for n in numbers]
    lines = chart_lines(Race(numbers, totals, None, None), width=60)
    assert all(len(line) <= 60 for line in lines)
    assert lines[-1].endswith("200")  # the last hand is always drawn


def test_a_bel_in_a_name_is_written_out_in_every_line_of_history(session_file: Path) -> None:
    """rich's Text drops a BEL: the narrow lines, the Weis shown and the game's end write
    it out like the table and the legend do."""
    def ok(*args: str) -> str:
        result = runner.invoke(app, ["-f", str(session_file), *args], env={"COLUMNS": "50"})
        assert result.exit_code == 0, result.output
        return str(result.stdout)

    ok("new", "--team", "A\x07l & Bo", "--team", "Cy & Di", "--first-forehand", "A\x07l",
       "--target", "500")
    ok("hand", "hearts", "--points", "1=150", "--weis", "A\x07l: ♥9-J")
    ok("hand", "spades", "--points", "1=150")
    ok("hand", "clubs", "--points", "1=100")
    lines = [line.rstrip() for line in ok("history").splitlines()]
    assert "\x07" not in "".join(lines)
    assert lines[6] == "1  Chose A\\x07l  ♥ ×2  Tricks 150:7  Weis A&B 20"
    assert lines[8] == "2  Deals A\\x07l  Chose Cy  ♠ ×1  Tricks 150:7"
    assert "Hand 1, Weis shown: A\\x07l: ♥9-J" in lines
    assert "Game 1 won by A\\x07l & Bo, Schneider (counts two" in lines
