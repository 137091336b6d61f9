"""The Coiffeur slate drawn: rows with their factors, the team columns, raw points, Match
marked, a scratched cell crossed out, open cells blank, the totals; the evaluation
column; ASCII; names shown as text; watch redraws it."""

from __future__ import annotations

from pathlib import Path

from jass_slate.games.coiffeur.commands.live import slate_frames
from jass_slate.shell import watch
from tests.cli_tools import ok, run
from tests.slate_tools import draw

NEW = ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"]


def evening() -> None:
    ok(*NEW)
    ok("hand", "1", "--by", "2", "--points", "57")
    ok("hand", "3", "--by", "1", "--points", "100")
    ok("hand", "3", "--by", "2", "--points", "60")
    ok("hand", "4", "--by", "2", "--match")
    ok("hand", "6", "--by", "1", "--scratch")


def grid_line(text: str, name: str) -> list[str]:
    line = next(line for line in text.splitlines() if name in line)
    return [cell.strip() for cell in line.strip("│|").split("│" if "│" in line else "|")]


def test_the_grid_is_the_chalk_slate(session_file: Path) -> None:
    evening()
    text = ok("show")
    assert text.startswith("Coiffeur: 5 of 16 cells played")
    assert grid_line(text, "Row") == ["Row", "×", "Anna & Beat", "Cla & Dora"]
    assert grid_line(text, "Acorns / Spades") == ["Acorns / Spades", "1", "", "57"]
    assert grid_line(text, "Shields / Diamonds") == ["Shields / Diamonds", "3", "100", "60"]
    assert grid_line(text, "Bells / Hearts") == ["Bells / Hearts", "4", "", "Match"]
    assert grid_line(text, "Undenufe") == ["Undenufe", "6", "✗ 0", ""]
    # totals: A 3·100 = 300; B 57 + 3·60 + 4·257 = 1265
    assert grid_line(text, "Total") == ["Total", "", "300", "1265"]
    assert "Anna & Beat: 300 now, at best" in text


def test_the_evaluation_column_and_ascii(session_file: Path) -> None:
    evening()
    text = ok("show", "--evaluation", "--ascii")
    assert text.isascii()
    # ×3: 3·(100 - 60) = 120, and only that row has both cells
    assert grid_line(text, "Shields / Diamonds") == ["Shields / Diamonds", "3", "100", "60",
                                                    "120"]
    assert grid_line(text, "Total") == ["Total", "", "300", "1265", "120"]
    assert grid_line(text, "Undenufe")[2] == "x 0"


def test_names_are_text_never_markup_or_escape_codes(session_file: Path) -> None:
    ok("new", "--game", "coiffeur", "--team", "[bold]Anna[/bold]", "--team", "Cla\x1b[31m")
    ok("hand", "2", "--by", "1", "--points", "80")
    for args in (["show"], ["show", "--ascii"], ["history"]):
        text = run(*args).output
        assert "[bold]Anna[/bold]" in text and "\x1b" not in text


def test_history_lists_the_cells_in_order(session_file: Path) -> None:
    evening()
    ok("fix", "3", "--by", "1", "--points", "90")
    text = ok("history")
    assert "90 (fix)" in text and "Match" in text
    rows = __import__("json").loads(ok("history", "--json"))["hands"]
    assert [r["row"] for r in rows] == [1, 3, 3, 4, 6, 3]
    assert rows[-1]["fix"] is True and rows[-1]["totals"] == [270, 1265]
    assert all(r["at"] for r in rows)


def test_watch_draws_the_coiffeur_slate(session_file: Path) -> None:
    evening()
    coiffeur = slate_frames(False, False, frozenset())
    frames = [draw(f) for f in watch.frames(session_file, coiffeur, lambda s: None, polls=1)]
    assert len(frames) == 1 and "Bells / Hearts" in frames[0] and "Watching" in frames[0]
