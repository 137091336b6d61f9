"""`tournament export`: the standings as CSV (a name that looks like a formula stays text),
Markdown (a name's pipes and markup stay text) and SVG (a name stays text)."""

from __future__ import annotations

from pathlib import Path

from tests.cli_tools import ok, run

FORMULA = "=HYPERLINK(\"x\")"
PIPES = "Cla | *Dora*"


def night(tmp_path: Path) -> Path:
    folder = tmp_path / "night"
    ok("tournament", "new", str(folder), "--players", f"Anna,Beat,{PIPES},{FORMULA}",
       "--rounds", "2", "--hands", "1", "--seed", "2")
    for number in (1, 2):
        ok("-f", str(folder / f"round-{number}" / "table-1.toml"), "hand", "hearts",
           "--points", "1=100")
    return folder


def test_the_standings_as_csv(tmp_path: Path) -> None:
    text = ok("tournament", "export", str(night(tmp_path)), "--format", "csv")
    lines = text.splitlines()
    assert lines[0] == "rank,player,round_1,round_2,total"
    assert any(line.startswith("1,") for line in lines[1:])
    assert "'=HYPERLINK" in text and ",=HYPERLINK" not in text
    totals = sorted(int(line.rsplit(",", 1)[1]) for line in lines[1:])
    assert sum(totals) == 2 * 2 * 157  # two rounds, four players, two teams of two


def test_the_standings_as_markdown_and_svg(tmp_path: Path) -> None:
    folder = night(tmp_path)
    text = ok("tournament", "export", str(folder), "--format", "md")
    assert text.startswith("# night\n")
    assert "| Rank | Player | R1 | R2 | Total |" in text
    assert "| Cla \\| *Dora* |" in text  # the pipe is no column
    out = tmp_path / "standings.svg"
    ok("tournament", "export", str(folder), "--format", "svg", "-o", str(out))
    picture = out.read_text()
    assert picture.startswith("<svg") and "Cla | *Dora*" in picture
    assert f">{FORMULA}</text>" in picture
    assert run("tournament", "export", str(folder), "--format", "pdf").exit_code == 2
