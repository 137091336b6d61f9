"""`show`'s drawing options, the SVG and Markdown pictures, and `watch`."""

from __future__ import annotations

import io
import json
import struct
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

import pytest
from rich.console import Console, RenderableType
from typer.testing import CliRunner, Result

from jass_slate.cli.app import app
from jass_slate.core.teams import make_teams
from jass_slate.games.schieber.file.session import create, editing, load, save
from jass_slate.games.schieber.render.slate import SlateLook
from jass_slate.games.schieber.report.data import show_data
from jass_slate.games.schieber.scoring.events import Event
from jass_slate.games.schieber.scoring.marks import Marks
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.render.png import PNG_SCALE
from jass_slate.shell import watch as cli_slate
from tests.games.schieber.test_slate import ASCII, FACING, NARROW, SEED
from tests.games.schieber.test_svg_slate import read_svg
from tests.slate_tools import NAMES, SEED_HANDS, UNDENUFE_MATCH, draw, read_slate

FOOTER = ("\nBergpreis: Anna & Beat\nNext: Anna deals, Cla is forehand.\n"
          "Still needed: Anna & Beat 482; Cla & Dora 1653\n")
TITLE = "Game 1 · to 3000 · games won 0–0\n\n"


def record(path: Path, events: Sequence[Event]) -> None:
    """Write a session file holding `events`, as the CLI would."""
    if not path.exists():
        create(path, preset("classic"), make_teams(NAMES, None, "Anna"), force=False)
    with editing(path) as session:
        for event in events:
            session.record(event)
        save(session)


def run(*args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(app, list(args), env=env)


# --- show --------------------------------------------------------------------------------


@pytest.mark.parametrize(("options", "slate"), [([], SEED), (["--facing"], FACING),
                                                (["--ascii"], ASCII)])
def test_show_draws_the_z_slate(session_file: Path, options: list[str], slate: str) -> None:
    record(session_file, SEED_HANDS)
    result = run("show", *options)
    assert result.exit_code == 0, result.output
    title = TITLE.replace("·", "-").replace("–", "-") if "--ascii" in options else TITLE
    assert result.output == title + slate[1:] + FOOTER
    assert "\x1b" not in result.output  # a pipe gets plain text


def test_show_on_40_columns_is_compact(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    result = run("show", env={"COLUMNS": "40"})
    assert result.exit_code == 0, result.output
    assert NARROW[1:] in result.output
    assert max(len(line) for line in result.output.splitlines()) <= 40


def test_show_strokes_are_the_json_marks(session_file: Path) -> None:
    record(session_file, UNDENUFE_MATCH)
    drawn = run("show", "--facing", "--style", "tally").output
    data = json.loads(run("show", "--json").output)
    slate = drawn.split("\n\n", 1)[1].rsplit("\n\n", 1)[0]
    counted = read_slate(slate, facing=True)
    assert [(z.name, z.total, z.marks.as_dict()) for z in reversed(counted)] == \
        [(t["name"], t["score"], t["marks"]) for t in data["teams"]]


def test_show_json_is_unchanged_by_drawing_options(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    result = run("show", "--json", "--facing", "--ascii", "--style", "v")
    assert json.loads(result.output) == show_data(load(session_file).scorer)


def test_style_from_the_environment(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    result = run("show", env={"JASS_SLATE_STYLE": "v,x"})
    assert result.output.splitlines()[2].startswith("───V─────V─────V───▲─╳╳╳╳──")


def test_unknown_style_is_refused(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    result = run("show", "--style", "chalk")
    assert result.exit_code == 1
    assert result.output == ("jass-slate: no mark style 'chalk': choose from v (five hundreds "
                             "as a V), x (hundreds as X marks), tally (the rest as tally "
                             "strokes instead of digits)\n")


# --- export ------------------------------------------------------------------------------


def svg_text(svg: str) -> str:
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return "".join(root.itertext()).replace("\xa0", " ")


def test_export_svg_to_a_file(session_file: Path, tmp_path: Path) -> None:
    record(session_file, SEED_HANDS)
    out = tmp_path / "slate.svg"
    result = run("export", "--format", "svg", "-o", str(out))
    assert result.exit_code == 0, result.output
    svg = out.read_text(encoding="utf-8")
    text = svg_text(svg)
    for word in ("Anna & Beat", "Cla & Dora", "2518", "1347"):
        assert word in text
    # The Bergpreis taken (the terminal's ▲) and the fifty pairs (╳) are vectors now: the
    # filled hill, and fifties read back from the lines that cross the diagonal.
    root = ET.fromstring(svg)
    hills = root.findall(".//{http://www.w3.org/2000/svg}polygon")
    assert [hill.get("class") for hill in hills] == ["hill taken", "hill"]
    assert [z.marks for z in read_svg(svg)] == [Marks(19, 5, 18, 8), Marks(8, 6, 12, 7)]


def test_export_svg_facing(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    result = run("export", "--format", "svg", "--facing")
    assert result.exit_code == 0, result.output
    drawn = read_svg(result.output)
    assert [(z.name, z.total, z.turned) for z in drawn] == [
        ("Cla & Dora", 1347, True), ("Anna & Beat", 2518, False)]


def test_export_png(session_file: Path, tmp_path: Path) -> None:
    try:
        import cairosvg  # type: ignore[import-untyped]  # noqa: F401
    except (ImportError, OSError) as missing:  # the extra, or the cairo library it loads
        pytest.skip(f"the optional rasteriser (pip install 'jass-slate[png]'): {missing}")
    record(session_file, SEED_HANDS)
    out = tmp_path / "slate.png"
    result = run("export", "--format", "png", "--facing", "-o", str(out))
    assert result.exit_code == 0, result.output
    data = out.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk
    svg = ET.fromstring(run("export", "--format", "svg", "--facing").output)
    assert (width, height) == (round(float(svg.get("width", 0)) * PNG_SCALE),
                               round(float(svg.get("height", 0)) * PNG_SCALE))


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "jass-slate: a PNG needs the optional rasteriser: pip install 'jass-slate[png]' "
           "(installed with pipx: pipx inject jass-slate cairosvg); nothing was written\n"),
    ("de", "jass-slate: ein PNG braucht den optionalen Rasterizer: pip install "
           "'jass-slate[png]' (mit pipx installiert: pipx inject jass-slate cairosvg); nichts "
           "wurde geschrieben\n"),
])
def test_export_png_without_the_rasteriser(session_file: Path, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch, lang: str,
                                           said: str) -> None:
    """The hint names the pipx form too: a pipx user's jass-slate has its own environment,
    where `pip install` does not reach (issue 28)."""
    record(session_file, SEED_HANDS)
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # as if it were not installed
    out = tmp_path / "slate.png"
    out.write_bytes(b"old")
    result = run("--lang", lang, "export", "--format", "png", "-o", str(out), "--force")
    assert result.exit_code == 1
    assert result.stderr == said
    assert out.read_bytes() == b"old"


def test_export_png_of_several_files_is_refused(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    result = run("export", "--format", "png", str(session_file))
    assert result.exit_code == 1
    assert "exports one session" in result.stderr


def test_export_svg_to_stdout(session_file: Path) -> None:
    record(session_file, UNDENUFE_MATCH)
    result = run("export", "--format", "svg")
    assert result.exit_code == 0
    assert "1028" in svg_text(result.output)


def test_export_markdown_has_slate_and_history(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    text = run("export", "--format", "md").output
    block = text.split("```text\n", 1)[1].split("\n```", 1)[0]
    assert block == TITLE + SEED[1:] + FOOTER.rstrip("\n")
    assert "| 9 | 1 | clubs | ×1 | 50:107 |" in text


def test_export_markdown_facing_turns_the_far_z(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    text = run("export", "--format", "md", "--facing").output
    block = text.split("```text\n", 1)[1].split("\n```", 1)[0]
    assert block == TITLE + FACING[1:] + FOOTER.rstrip("\n")


# --- watch -------------------------------------------------------------------------------


def shown(frame: object, width: int = 80) -> str:
    return draw(frame, width)  # type: ignore[arg-type]


def test_watch_redraws_when_another_terminal_records(session_file: Path) -> None:
    record(session_file, SEED_HANDS[:-1])
    pauses: list[float] = []

    def sleep(seconds: float) -> None:
        pauses.append(seconds)
        if len(pauses) == 2:  # someone records the last hand while watch waits
            record(session_file, SEED_HANDS[-1:])

    frames = [shown(f) for f in cli_slate.frames(session_file, slate_frame, sleep, 0.5, polls=4)]
    assert pauses == [0.5] * 4
    assert len(frames) == 2  # drawn at the start and once after the change, not at each look
    assert "2518" not in frames[0]
    assert frames[1].startswith(TITLE + SEED[1:])
    assert "Watching" in frames[1]


def test_watch_never_writes_the_file(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    before = (session_file.read_bytes(), session_file.stat().st_mtime_ns)
    listing = sorted(p.name for p in session_file.parent.iterdir())
    frames = list(cli_slate.frames(session_file, slate_frame, lambda s: None, polls=3))
    assert len(frames) == 1
    assert (session_file.read_bytes(), session_file.stat().st_mtime_ns) == before
    assert sorted(p.name for p in session_file.parent.iterdir()) == listing


def test_watch_waits_for_a_missing_file(session_file: Path) -> None:
    def sleep(seconds: float) -> None:
        if not session_file.exists():
            record(session_file, UNDENUFE_MATCH)

    frames = [shown(f) for f in cli_slate.frames(session_file, slate_frame, sleep, polls=2)]
    assert len(frames) == 2
    assert " ".join(frames[0].split()).startswith(
        f"jass-slate: {session_file}: no session file here")
    assert "1028" in frames[1]


def slate_frame(path: Path) -> RenderableType:
    """`watch`'s frame of the Schieber slate, drawn as `watch` draws it by default."""
    from jass_slate.games.schieber.commands.live import frame

    return frame(path, SlateLook())


def interrupt(seconds: float) -> None:
    raise KeyboardInterrupt


def test_watch_stops_cleanly_on_ctrl_c_in_a_terminal(session_file: Path) -> None:
    record(session_file, SEED_HANDS)
    out = io.StringIO()
    console = Console(file=out, width=80, force_terminal=True, color_system=None)
    cli_slate.run_watch(session_file, slate_frame, console, sleep=interrupt)
    text = out.getvalue()
    assert text.startswith("\x1b[?1049h")  # full-screen
    assert text.rstrip().endswith("\x1b[?1049l")  # and the screen given back
    assert "2518" in text


def test_watch_command_until_interrupt(session_file: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    record(session_file, SEED_HANDS)
    monkeypatch.setattr(cli_slate, "pause", interrupt)
    result = run("watch", "--facing")
    assert result.exit_code == 0, result.output
    assert result.output.startswith(TITLE + FACING[1:])
    assert " ".join(result.output.split()).endswith(
        f"Watching {session_file} · redrawn when it changes · Ctrl-C stops")


def test_watch_refuses_unknown_style() -> None:
    result = run("watch", "--style", "chalk")
    assert result.exit_code == 1
    assert result.output.startswith("jass-slate: no mark style 'chalk'")




@pytest.mark.parametrize(("words", "drawn"), [
    (["export", "--format", "csv"], False), (["export", "--format", "json"], False),
    (["export", "--format", "md"], True), (["stats", "--json"], False), (["stats"], True),
    (["history", "--json"], False), (["show", "--json"], False)])
def test_a_command_loads_rich_only_to_draw_with_it(session_file: Path, words: list[str],
                                                   drawn: bool) -> None:
    """CSV and JSON need no drawing; the Markdown's slate is the terminal's, drawn by rich."""
    import subprocess

    record(session_file, SEED_HANDS)
    probe = ("import sys; sys.argv = ['jass-slate', *sys.argv[1:]]\n"
             "from jass_slate.cli.main import main\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print('rich' in sys.modules, file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", probe, *words], capture_output=True,
                          text=True, check=False)
    assert done.stderr.strip().splitlines()[-1] == str(drawn)
