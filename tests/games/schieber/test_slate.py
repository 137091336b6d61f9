"""The Z slate drawn into a fixed-width, colourless console, compared line for line.

Every drawing is also read back: the strokes counted from the text must be the
marks `show --json` reports.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from jass_slate.core.errors import InputError
from jass_slate.core.teams import Team
from jass_slate.games.schieber.render.show import render_show
from jass_slate.games.schieber.render.slate import SlateLook, render_slate
from jass_slate.games.schieber.report.data import show_data
from jass_slate.games.schieber.scoring.marks import Marks
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.render.mark_styles import MarkStyle, parse_styles
from tests.slate_tools import (
    SEED_HANDS,
    UNDENUFE_MATCH,
    DrawnZ,
    draw,
    long_scorer,
    read_slate,
    scorer_of,
)

SEED = r"""
─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─▲─┼┼┼┼──────────────     Anna & Beat
                            ╱               2518
                ╱╳╱╳╱╲╱
         ╱
─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼───────────────── 8

─┼┼┼┼╱─┼┼┼─────────△───────────────────     Cla & Dora
                            ╱               1347
                ╱╳╱╳╱╳╱
         ╱
─┼┼┼┼╱─┼┼┼┼╱─┼┼──────────────────────── 7
"""

EMPTY = r"""
───────────────────△───────────────────   Anna & Beat
                            ╱             0
                   ╱
         ╱
───────────────────────────────────────

───────────────────△───────────────────   Cla & Dora
                            ╱             0
                   ╱
         ╱
───────────────────────────────────────
"""

UNDENUFE = r"""
─┼┼┼┼╱─┼┼┼┼╱───────△───────────────────     Anna & Beat
                            ╱               1028
                   ╱
         ╱
─┼───────────────────────────────────── 8

───────────────────△───────────────────     Cla & Dora
                            ╱               0
                   ╱
         ╱
───────────────────────────────────────
"""

LONG = r"""
─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─▲─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─────────────      Anna & Beat
                                              ╱                      4445
                            ╱╳╱╳╱╲╱
               ╱
─┼┼┼┼╱─┼┼┼┼──────────────────────────────────────────────────── 15

─┼┼┼┼╱─┼┼┼┼╱─┼─────────────────△───────────────────────────────      Cla & Dora
                                              ╱                      1349
                              ╱╲╱
               ╱
─┼┼┼┼╱─┼┼┼┼──────────────────────────────────────────────────── 19
"""

FACING = r"""
7 ────────────────────────┼┼─╱┼┼┼┼─╱┼┼┼┼─   Cla & Dora
                               ╱            1347
                  ╱╳╱╳╱╳╱
            ╱
  ───────────────────▽─────────┼┼┼─╱┼┼┼┼─

┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈

─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─▲─┼┼┼┼──────────────     Anna & Beat
                            ╱               2518
                ╱╳╱╳╱╲╱
         ╱
─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼───────────────── 8
"""

ASCII = r"""
-||||/-||||/-||||/-*-||||--------------     Anna & Beat
                            /               2518
                /X/X/\/
         /
-||||/-||||/-||||/-|||----------------- 8

-||||/-|||---------+-------------------     Cla & Dora
                            /               1347
                /X/X/X/
         /
-||||/-||||/-||------------------------ 7
"""

NARROW = r"""
Anna & Beat                         2518
100 ─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─▲─┼┼┼┼───────────
 50 ╱╳╱╳╱╲╱
 20 ─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼──────────────
  + 8

Cla & Dora                          1347
100 ─┼┼┼┼╱─┼┼┼─────────△────────────────
 50 ╱╳╱╳╱╳╱
 20 ─┼┼┼┼╱─┼┼┼┼╱─┼┼─────────────────────
  + 7
"""

LONG_NARROW_FACING = r"""
Cla & Dora                          1349
  + 19
 20 ─┼┼┼┼╱─┼┼┼┼─────────────────────────
 50 ╱╲╱
100 ─┼┼┼┼╱─┼┼┼┼╱─┼─────────────────△────

Anna & Beat                         4445
100 ─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─▲─
100 ┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─────────────
 50 ╱╳╱╳╱╲╱
 20 ─┼┼┼┼╱─┼┼┼┼─────────────────────────
  + 15
"""

STYLES = r"""
───V─────V─────V───▲─╳╳╳╳──────────────             Anna & Beat
                            ╱                       2518
                ╱╳╱╳╱╲╱
         ╱
─┼┼┼┼╱─┼┼┼┼╱─┼┼┼┼╱─┼┼┼───────────────── ││││╱ │││

───V───╳╳╳─────────△───────────────────             Cla & Dora
                            ╱                       1347
                ╱╳╱╳╱╳╱
         ╱
─┼┼┼┼╱─┼┼┼┼╱─┼┼──────────────────────── ││││╱ ││
"""


CASES: dict[str, tuple[Callable[[], Slate], SlateLook, int, str]] = {
    "seed": (lambda: scorer_of(SEED_HANDS), SlateLook(), 80, SEED),
    "empty": (lambda: scorer_of(()), SlateLook(), 80, EMPTY),
    "undenufe-match": (lambda: scorer_of(UNDENUFE_MATCH), SlateLook(), 80, UNDENUFE),
    "long": (long_scorer, SlateLook(), 80, LONG),
    "facing": (lambda: scorer_of(SEED_HANDS), SlateLook(facing=True), 80, FACING),
    "ascii": (lambda: scorer_of(SEED_HANDS), SlateLook(ascii=True), 80, ASCII),
    "narrow": (lambda: scorer_of(SEED_HANDS), SlateLook(), 40, NARROW),
    "long-narrow-facing": (long_scorer, SlateLook(facing=True), 40, LONG_NARROW_FACING),
    "styles": (lambda: scorer_of(SEED_HANDS),
               SlateLook(styles=frozenset(MarkStyle)), 80, STYLES),
}


def drawn_teams(scorer: Slate, look: SlateLook) -> list[DrawnZ]:
    """What the JSON says each Z must show, in the order the slate draws them."""
    data = show_data(scorer)["teams"]
    teams = [DrawnZ(t["name"], t["score"], Marks(**t["marks"])) for t in data]
    return teams[::-1] if look.facing else teams


@pytest.mark.parametrize("case", list(CASES))
def test_slate_drawing_is_exact(case: str) -> None:
    make, look, width, expected = CASES[case]
    assert draw(render_slate(make(), look), width) == expected[1:]


@pytest.mark.parametrize("case", list(CASES))
def test_strokes_drawn_are_the_json_marks(case: str) -> None:
    make, look, width, _ = CASES[case]
    scorer = make()
    assert read_slate(draw(render_slate(scorer, look), width), look.facing) == \
        drawn_teams(scorer, look)


@pytest.mark.parametrize("width", [40, 50, 60, 80, 120])
@pytest.mark.parametrize("facing", [False, True])
@pytest.mark.parametrize("ascii_", [False, True])
def test_every_width_and_look_counts_right(width: int, facing: bool, ascii_: bool) -> None:
    for styles in (frozenset(), frozenset(MarkStyle)):
        look = SlateLook(facing=facing, ascii=ascii_, styles=styles)
        for scorer in (scorer_of(SEED_HANDS), long_scorer(), scorer_of(UNDENUFE_MATCH)):
            text = draw(render_slate(scorer, look), width)
            assert max(len(line) for line in text.splitlines()) <= width
            assert read_slate(text, facing) == drawn_teams(scorer, look)


def test_seed_slate_is_the_rules_example() -> None:
    game = scorer_of(SEED_HANDS).game
    assert game.marks == [Marks(19, 5, 18, 8), Marks(8, 6, 12, 7)]
    assert game.scores == [2518, 1347]
    assert len(game.entries) > 20


@pytest.mark.parametrize("make", [lambda: scorer_of(SEED_HANDS), long_scorer])
def test_marks_follow_the_order_written(make: object) -> None:
    assert callable(make)
    game = make().game
    for team in (0, 1):
        marks = Marks()
        for who, amount in game.entries:
            if who == team:
                marks = marks.write(amount)
        assert marks == game.marks[team]


def test_long_game_has_forty_hundreds_and_fits_80_columns() -> None:
    scorer = long_scorer()
    assert scorer.game.marks[0].hundreds == 40
    text = draw(render_slate(scorer), 80)
    assert len(text.splitlines()) == 11  # the full Zs, not the compact layout


def test_show_draws_title_slate_and_footer() -> None:
    text = draw(render_show(scorer_of(SEED_HANDS)), 80)
    assert text.startswith("Game 1 · to 3000 · games won 0–0\n\n" + SEED[1:])
    assert text.endswith(
        "\nBergpreis: Anna & Beat\n"
        "Next: Anna deals, Cla is forehand.\n"
        "Still needed: Anna & Beat 482; Cla & Dora 1653\n"
    )


def test_ascii_only_console_gets_ascii() -> None:
    import io

    from rich.console import Console

    console = Console(width=80, file=io.StringIO(), color_system=None, legacy_windows=False)
    options = console.options.update(width=80)
    options.encoding = "ascii"
    lines = console.render_lines(render_slate(scorer_of(SEED_HANDS)), options, pad=False)
    text = "\n".join("".join(s.text for s in line).rstrip() for line in lines) + "\n"
    assert text == ASCII[1:]


def test_parse_styles_words_and_commas() -> None:
    assert parse_styles(["v,tally", " X "]) == {MarkStyle.V, MarkStyle.TALLY, MarkStyle.X}
    assert parse_styles([]) == frozenset()
    with pytest.raises(InputError, match="no mark style 'w': choose from v"):
        parse_styles(["w"])


def test_tournament_slate_has_no_halfway_mark_and_names_players() -> None:
    from jass_slate.core.cards import Contract
    from jass_slate.core.teams import make_teams
    from jass_slate.games.schieber.scoring.events import Hand
    from jass_slate.games.schieber.scoring.rules import preset
    from jass_slate.games.schieber.scoring.tricks import counted

    scorer = Slate(preset("tournament"),
                    make_teams(("Blue", "Red"), ["Anna", "Cla", "Beat", "Dora"], "Anna"))
    scorer.apply(Hand(Contract.HEARTS, counted(Team.ONE, 100)))
    lines = draw(render_slate(scorer), 80).splitlines()
    assert lines[0] == "─┼───────────────────────────────────     Blue (Anna & Beat)"
    assert lines[6] == "─────────────────────────────────────     Red (Cla & Dora)"
    assert read_slate("\n".join(lines)) == [
        DrawnZ("Blue (Anna & Beat)", 100, Marks(1, 0, 0, 0)),
        DrawnZ("Red (Cla & Dora)", 57, Marks(0, 1, 0, 7)),
    ]
