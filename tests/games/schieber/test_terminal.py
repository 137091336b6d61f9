"""What reaches the terminal (issue 13, items 12 to 16 and 20): usage errors, narrow
terminals, plain ASCII, reachable targets, true small messages, and names shown as the
text they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_slate.cli.app import app
from tests.cli_tools import HANG_SECONDS, NEW, digest, ok, run, runner


@pytest.fixture
def session(session_file: Path) -> Path:
    ok(*NEW)
    return session_file


# --- item 15: usage errors are exit 2 -------------------------------------------------------

TRICKS_ONCE = "say the trick points with --points TEAM=N, or --match TEAM, once"


@pytest.mark.parametrize(("args", "usage", "message"), [
    (["hand", "hearts"], "jass-slate hand [OPTIONS] {CONTRACT}", TRICKS_ONCE),
    (["hand", "hearts", "--points", "1=100", "--match", "2"],
     "jass-slate hand [OPTIONS] {CONTRACT}", TRICKS_ONCE),
    (["tricks"], "jass-slate tricks [OPTIONS]", TRICKS_ONCE),
    (["tricks", "--points", "1=100", "--match", "1"], "jass-slate tricks [OPTIONS]",
     TRICKS_ONCE),
    (["fix", "1", "hearts"], "jass-slate fix [OPTIONS] {HAND} {CONTRACT}", TRICKS_ONCE),
    (["weis"], "jass-slate weis [OPTIONS] [TEAM] [VALUES]...",
     "say the team and its Weis, like `weis 1 20 50`, or the cards shown, like "
     "`weis \"Anna: ♥9-Q\" \"Cla: ♠10-K\"`"),
    (["weis", "1", "20", "--player", "Anna: ♥6-8"], "jass-slate weis [OPTIONS] [TEAM] [VALUES]...",
     "give TEAM and values, or --player \"NAME: CARDS\", not both"),
    (["weis-check"], "jass-slate weis-check [OPTIONS] [CARDS]...",
     "say the cards, like `weis-check ♥9-Q ♠A`, or --player \"NAME: CARDS\" per player"),
    (["weis-check", "♥9", "--player", "Anna: ♠9"], "jass-slate weis-check [OPTIONS] [CARDS]...",
     "give one hand as CARDS, or several with --player, not both"),
])
def test_a_missing_or_doubled_option_is_a_usage_error(
        session: Path, args: list[str], usage: str, message: str) -> None:
    ok("start", "hearts")
    before = digest(session)
    result = run(*args)
    assert result.exit_code == 2
    command = usage.split()[1]
    assert result.stderr == (f"Usage: {usage}\nTry 'jass-slate {command} --help' for help.\n\n"
                             f"Error: {message}\n")
    assert result.stdout == ""
    assert digest(session) == before


def test_a_usage_error_needs_no_session_file(session_file: Path) -> None:
    """Nothing is read: the usage is wrong whatever the file holds."""
    result = run("hand", "hearts")
    assert result.exit_code == 2 and TRICKS_ONCE in result.stderr
    assert not session_file.exists()


def test_a_bare_call_prints_the_help_as_a_plain_typer_app_does() -> None:
    """Typer's own `no_args_is_help`: the help on stderr, exit 2, no `Error:` line."""
    result = run()
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == ok("--help")
    assert "Error" not in result.stderr


# --- item 12: history never cuts a number ----------------------------------------------------


def big_numbers_evening() -> None:
    """Two games: totals of four digits, a Match, Weis and Stöck, numbers of 1 to 4 digits."""
    for _ in range(6):
        ok("hand", "hearts", "--points", "1=140", "--weis", "1=100")
    ok("hand", "obenabe", "--match", "2", "--weis", "2=50")
    ok("hand", "undenufe", "--points", "2=131")
    ok("hand", "diamonds", "--points", "2=99", "--stoeck", "1")
    ok("hand", "clubs", "--points", "1=57", "--weis", "2=20")


@pytest.mark.parametrize("columns", ["40", "60", "80"])
def test_history_shows_every_number_whole_at_any_width(session: Path, columns: str) -> None:
    import json
    import re

    big_numbers_evening()
    out = ok("history", "--all", COLUMNS=columns)
    assert max(len(line) for line in out.splitlines()) <= int(columns)
    numbers = set(re.findall(r"\d+", out))
    pairs = set(re.findall(r"\d+:\d+", out))
    hands = json.loads(ok("history", "--json"))["hands"]
    assert len(hands) == 10
    for hand in hands:
        assert str(hand["number"]) in numbers
        assert "{}:{}".format(*hand["totals"]) in pairs, hand
        assert "{}:{}".format(*hand["scores"]) in pairs, hand
        if hand["points"] is not None:
            assert "{}:{}".format(*hand["points"]) in pairs, hand


# --- item 13: --ascii is ASCII ----------------------------------------------------------------


def non_ascii(text: str, *names: str) -> set[str]:
    for name in names:
        text = text.replace(name, "")
    return {char for char in text if ord(char) >= 128}


ASCII_LOOKS = (["--ascii"], ["--ascii", "--facing"], ["--ascii", "--style", "v,x,tally"])


def assert_ascii_show() -> None:
    for look in ASCII_LOOKS:
        out = ok("show", *look)
        assert non_ascii(out) == set(), (look, out)


@pytest.mark.parametrize(("preset", "trump", "other"), [
    ("classic", "hearts", "clubs"), ("classic-swiss", "roses", "bells"),
    ("tournament", "hearts", "clubs")])
def test_show_ascii_is_ascii_in_every_state(session_file: Path, preset: str, trump: str,
                                            other: str) -> None:
    ok(*NEW, "--rules", preset)
    assert_ascii_show()  # a fresh session
    ok("start", trump)
    assert_ascii_show()  # a hand open
    ok("weis", "1", "50")
    if preset != "tournament":
        ok("stoeck", "2")
    assert_ascii_show()  # parts written
    ok("tricks", "--points", "1=100")
    assert_ascii_show()  # a hand closed
    while "won by" not in ok("show") and "drawn" not in ok("show"):
        ok("hand", other, "--points", "1=157")
    assert_ascii_show()  # a decided game


def test_ascii_keeps_a_typed_name_as_it_was_typed(session_file: Path) -> None:
    ok("new", "--team", "Zürich", "--team", "Genève")
    ok("hand", "hearts", "--points", "1=100")
    out = ok("show", "--ascii")
    assert "Zürich" in out and "Genève" in out
    assert non_ascii(out, "Zürich", "Genève") == set()
    assert out.splitlines()[0] == "Game 1 - to 3000 - games won 0-0"


def test_watch_ascii_is_ascii(session: Path) -> None:
    import io

    from rich.console import Console

    from jass_slate.games.schieber.commands.live import frame
    from jass_slate.games.schieber.render.slate import SlateLook

    ok("start", "hearts")
    console = Console(file=io.StringIO(), width=80, color_system=None)
    console.print(frame(session, SlateLook(ascii=True)))
    drawn = console.file.getvalue()  # type: ignore[attr-defined]
    assert "Watching" in drawn and "hearts x2" in drawn
    assert non_ascii(drawn) == set()


# --- item 14: still needed, in trick points only where one hand can make it -------------------


def test_still_needed_names_no_trick_points_that_no_hand_can_make(session: Path) -> None:
    import json

    ok("start", "hearts")
    out = ok("show")
    assert "Still needed: Anna & Beat 3000, Bergpreis 1500; Cla & Dora 3000, Bergpreis 1500\n" \
        in out
    needs = json.loads(ok("show", "--json"))["teams"][0]["needs"]
    assert needs == {"target": 3000, "bergpreis": 1500, "trick_points": None}


def test_still_needed_names_trick_points_a_match_can_make(session: Path) -> None:
    import json

    for _ in range(18):  # 18 × 157 = 2826 for Anna & Beat
        ok("hand", "clubs", "--points", "1=157")
    ok("start", "clubs")
    out = ok("show")
    assert "Anna & Beat 174 (174 in clubs)" in out  # only a Match (257) makes 174
    assert "Cla & Dora 3000;" not in out and "Cla & Dora 3000\n" in out  # 3000 > 257
    teams = json.loads(ok("show", "--json"))["teams"]
    assert [t["needs"]["trick_points"] for t in teams] == [174, None]


# --- item 16: small messages that must be true ------------------------------------------------


def refusal(session: Path, *args: str, code: int = 1) -> str:
    before = digest(session)
    result = run(*args)
    assert result.exit_code == code, result.output
    assert digest(session) == before
    return str(result.stderr)


def test_a_negative_trick_count_is_said_as_out_of_range(session: Path) -> None:
    assert refusal(session, "hand", "hearts", "--points", "1=-3") == (
        "jass-slate: trick points are a whole number from 0 to 157, not '-3'\n")


def test_no_hand_recorded_yet_is_said_so(session: Path) -> None:
    assert refusal(session, "history", "--game", "1") == (
        "jass-slate: there is no game 1: no hand is recorded yet\n")
    assert refusal(session, "fix", "1", "hearts", "--points", "1=100") == (
        "jass-slate: there is no hand 1 to fix: no hand is recorded yet\n")


@pytest.mark.parametrize(("steps", "said"), [
    ([["hand", "hearts", "--points", "1=100"]], "Undone: hand 1 (♥ hearts). Game 1: 0 – 0.\n"),
    ([["start", "spades"]], "Undone: the start of hand 1 (♠ spades). Game 1: 0 – 0.\n"),
    ([["start", "hearts"], ["weis", "1", "50"]],
     "Undone: the Weis of Anna & Beat in hand 1. Game 1: 0 – 0.\n"),
    ([["start", "hearts"], ["stoeck", "Cla"]],
     "Undone: the Stöck of Cla & Dora in hand 1. Game 1: 0 – 0.\n"),
    ([["start", "hearts"], ["tricks", "--points", "1=100"]],
     "Undone: the trick points of hand 1. Game 1: 0 – 0.\n"),
    ([["hand", "hearts", "--points", "1=100"], ["hand", "clubs", "--points", "1=100"],
      ["fix", "1", "clubs", "--points", "1=100"]],
     "Undone: the fix of hand 1. Game 1: 300 – 171.\n"),
])
def test_undo_says_what_it_took_back(session: Path, steps: list[list[str]], said: str) -> None:
    for step in steps:
        ok(*step)
    assert ok("undo") == said


def test_a_claim_undone_is_named(session: Path) -> None:
    ok("start", "hearts")
    ok("claim", "2", "--captured", "40")
    assert ok("undo").startswith("Undone: the claim of Cla & Dora in hand 1. Game 1: ")


def test_written_so_far_says_what_was_written(session: Path) -> None:
    ok("start", "hearts")
    assert ok("weis", "1", "50") == (
        "Hand 1: written so far: Weis 100 for Anna & Beat; now 100 – 0\n")
    assert "Open hand 1: ♥ hearts ×2, Anna chose; written so far: Weis 100 for Anna & Beat\n" \
        in ok("show")
    ok("stoeck", "2")
    assert ("Open hand 1: ♥ hearts ×2, Anna chose; written so far: Weis 100 for Anna & Beat, "
            "Stöck 40 for Cla & Dora Next:") in " ".join(ok("show").split())  # wrapped at 80
    ok("undo")
    ok("undo")
    assert "written so far: nothing yet" in ok("show")


def test_four_of_a_kind_beat_in_the_plural(session_file: Path) -> None:
    out = ok("weis-check", "--player", "Anna: ♥10 ♠10 ♦10 ♣10", "--player", "Cla: ♥6-8")
    assert "Anna's four tens beat Cla's run ♥6–8: more points (100 against 20).\n" in out
    out = ok("weis-check", "--player", "Anna: ♥10 ♠10 ♦10 ♣10", "--player", "Cla: ♥6")
    assert "Anna's four tens are the best Weis; the other team has none.\n" in out


def play(*answers: str) -> str:
    result = runner.invoke(app, ["play"], input="".join(f"{a}\n" for a in answers))
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def test_play_says_a_written_claim_once_and_the_next_game_once(session: Path) -> None:
    for _ in range(18):
        ok("hand", "clubs", "--points", "1=157")
    out = play("clubs", "claim 1", "no", "30", "none", "none", "yes", "quit")
    verdict = "2826 + tricks 30×1 = 2856 < 3000: false claim by Anna & Beat, Cla & Dora win"
    assert out.count(verdict) == 1
    assert out.count("starts game 2") == 1
    assert "Game 1 won by Cla & Dora: 2826 – 0.\n" in out


def test_play_says_the_next_game_once_after_a_deciding_hand(session: Path) -> None:
    for _ in range(18):
        ok("hand", "clubs", "--points", "1=157")
    out = play("clubs", "1 100", "none", "1 157", "quit")
    assert "Game 1 won by Anna & Beat, Schneider (counts two games): 3083 – 0.\n" in out
    assert out.count("starts game 2") == 1


def test_ctrl_d_in_a_terminal_ends_the_line(session: Path) -> None:
    import os
    import sys

    pexpect = pytest.importorskip("pexpect", reason="pexpect drives a real terminal (test extra)")
    env = {**os.environ, "JASS_SLATE_FILE": str(session), "NO_COLOR": "1", "TERM": "dumb"}
    child = pexpect.spawn(sys.executable, ["-m", "jass_slate", "play"], env=env,
                          encoding="utf-8", timeout=HANG_SECONDS, dimensions=(24, 80))
    try:
        child.expect_exact("Anna's contract (or push): ")
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)  # also when it fails: nothing left to warn about later
    assert child.exitstatus == 0
    assert "\r\nStopped. Game 1: 0 – 0" in (child.before or "")


# --- item 20: names are text, never code ------------------------------------------------------

CLIPBOARD = "Eve\x1b]52;c;ZXZpbA==\x07"  # OSC 52: writes the terminal's clipboard
CLEAR = "Mal\x1b[2J"  # clears the screen
LINK = "[link=https://x]Bob[/link]"  # rich markup for a live hyperlink
FORMULA = "=HYPERLINK(\"https://x\")"  # a spreadsheet runs it
RTL = "Ann\u202eetsaB"  # turns the rest of the line around
HOSTILE_SEATS = (CLIPBOARD, CLEAR, LINK, FORMULA)


@pytest.fixture
def hostile(session_file: Path) -> Path:
    """A session whose players are named with escape sequences, markup and a formula."""
    ok("new", "--team", f"{CLIPBOARD} & {LINK}", "--team", f"{CLEAR} & {FORMULA}",
       "--seats", ",".join(HOSTILE_SEATS), "--first-forehand", FORMULA)
    return session_file


def assert_shown_as_text(out: str) -> None:
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "\\x1b]52;c;ZXZpbA==" in out or "\\x1b[2J" in out or LINK[:5] in out, out


def test_names_are_shown_as_text_in_every_message(hostile: Path) -> None:
    said = ok("hand", "spades", "--points", "1=100")
    assert "Hand 1 (♠ spades ×1): Eve\\x1b]52;c;ZXZpbA==\\x07 & [link=https://x]Bob[/link] " \
           "+100, Mal\\x1b[2J & =HYPERLINK(\"https://x\") +57" in said
    for out in (ok("hand", "hearts", "--points", "1=100", "--stoeck", "Mal\x1b[2J"),
                ok("show"), ok("show", "--facing"), ok("history"), ok("stats"),
                ok("start", "clubs"), ok("weis", "2", "50"), ok("undo"),
                ok("export", "--format", "md"), ok("export", "--format", "svg")):
        assert_shown_as_text(out)


def test_markup_in_a_name_is_never_a_hyperlink(hostile: Path) -> None:
    ok("hand", "hearts", "--points", "1=100")
    for args in (["stats"], ["history"], ["show"]):
        result = runner.invoke(app, args, env={"TERM": "xterm-256color", "FORCE_COLOR": "1"},
                               color=True)
        assert result.exit_code == 0, result.output
        assert "\x1b]8;" not in result.stdout  # OSC 8: a live link
        assert "[link=https://x]Bob" in result.stdout or "[link" in result.stdout


def test_a_name_typed_into_an_error_is_shown_as_text(hostile: Path) -> None:
    message = refusal(hostile, "hand", "hearts", "--points", "\x1b]52;c;eA==\x07=100")
    assert message == ("jass-slate: no team '\\x1b]52;c;eA': say 1 (Eve\\x1b]52;c;ZXZpbA==\\x07 "
                       "& [link=https://x]Bob[/link]) or 2 (Mal\\x1b[2J & "
                       "=HYPERLINK(\"https://x\")), or a player's name\n")


def test_a_bidi_control_is_written_out(session_file: Path) -> None:
    ok("new", "--team", RTL, "--team", "Cla")
    assert f"{RTL[:3]}\\u202e{RTL[4:]}" in ok("show")


def test_play_shows_names_as_text(hostile: Path) -> None:
    out = play("clubs", "none", "none", "1 100", "quit")
    assert "\x1b" not in out and "\x07" not in out
    assert "=HYPERLINK(\"https://x\")'s contract (or push): " in out
    assert "Eve\\x1b]52;c;ZXZpbA==\\x07 & [link=https://x]Bob[/link] +100" in out


def test_watch_shows_a_broken_files_name_as_text(tmp_path: Path) -> None:
    """The reason `watch` shows for a file it cannot read names the file, BEL and all."""
    import io

    from rich.console import Console

    from jass_slate.games.schieber.commands.live import frame
    from jass_slate.games.schieber.render.slate import SlateLook

    path = tmp_path / "a\x07b.toml"
    path.write_text("not = [toml", encoding="utf-8")
    console = Console(file=io.StringIO(), width=200, color_system=None)
    console.print(frame(path, SlateLook()))
    drawn = console.file.getvalue()  # type: ignore[attr-defined]
    assert "a\\x07b.toml" in drawn and "\x07" not in drawn


def test_watch_shows_names_as_text(hostile: Path) -> None:
    import io

    from rich.console import Console

    from jass_slate.games.schieber.commands.live import frame
    from jass_slate.games.schieber.render.slate import SlateLook

    console = Console(file=io.StringIO(), width=100, color_system="truecolor",
                      force_terminal=True)
    console.print(frame(hostile, SlateLook()))
    drawn = console.file.getvalue()  # type: ignore[attr-defined]
    assert "]52;" not in drawn.replace("\\x1b]52;", "") and "\x1b[2J" not in drawn
    assert "Eve\\x1b]52;c;ZXZpbA==" in drawn


def test_json_keeps_the_names_as_they_are(hostile: Path) -> None:
    import json

    data = json.loads(ok("show", "--json"))
    assert [t["name"] for t in data["teams"]] == [f"{CLIPBOARD} & {LINK}", f"{CLEAR} & {FORMULA}"]


def test_csv_cells_a_spreadsheet_would_run_are_quoted(hostile: Path, tmp_path: Path) -> None:
    import csv
    import io

    ok("hand", "hearts", "--points", "1=100")  # chosen by the forehand, =HYPERLINK(...)
    rows = list(csv.DictReader(io.StringIO(ok("export", "--format", "csv"))))
    assert rows[0]["chooser"] == "'" + FORMULA
    assert rows[0]["team1"] == "200"  # numbers stay numbers
    other = tmp_path / "=other.toml"
    ok("-f", str(other), "new", "--team", "+1 & -2", "--team", "@SUM(A1)")
    ok("-f", str(other), "hand", "hearts", "--points", "1=100")
    many = list(csv.DictReader(io.StringIO(ok("export", str(hostile), str(other), "--format",
                                              "csv"))))
    assert [(r["session"], r["team1_name"], r["team2_name"]) for r in many] == [
        (str(hostile), f"{CLIPBOARD} & {LINK}", f"{CLEAR} & {FORMULA}"),  # E, M: as they are
        (str(other), "'+1 & -2", "'@SUM(A1)")]


@pytest.mark.parametrize("cell", ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"])
def test_every_formula_start_is_neutralised(cell: str) -> None:
    from jass_slate.report.visible import csv_cell

    assert csv_cell(cell) == "'" + cell
    assert csv_cell("Anna") == "Anna" and csv_cell(-3) == -3


def test_a_typed_option_in_a_usage_error_is_shown_as_text(session: Path) -> None:
    result = run("show", "--x\x1b[2J")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: No such option: --x\\x1b[2J\n")


# --- item 16: house rules and tournaments say what they are -----------------------------------

HOUSE = "preset = \"classic\"\nlarge_weis = true\nclaim_order = [\"stoeck\", \"stich\", \"weis\"]\n"


def test_a_house_rules_session_says_so_at_new_show_and_rules(session_file: Path,
                                                             tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text(HOUSE, encoding="utf-8")
    out = ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--rules", str(rules))
    assert out.splitlines()[:2] == [
        f"New session in {session_file}: Anna & Beat against Cla & Dora, classic + house rules "
        f"from {rules} (french deck, to 3000).",
        "House rules (not as in classic): large_weis true; claim_order stoeck – stich – weis."]
    assert ok("show", COLUMNS="120").splitlines()[0] == (
        "Game 1 · to 3000 · classic + house rules: large_weis, claim_order · games won 0–0")
    assert ok("rules", COLUMNS="120").splitlines()[0].rstrip() == (
        "Rules (classic + house rules: large_weis, claim_order)")


def test_a_preset_with_its_own_target_is_no_house_rule(session_file: Path) -> None:
    out = ok("new", "--team", "A", "--team", "B", "--target", "1000")
    assert out == f"New session in {session_file}: A against B, classic rules (french deck, " \
        "to 1000).\n"
    assert ok("show").splitlines()[0] == "Game 1 · to 1000 · games won 0–0"
    assert ok("rules").splitlines()[0].rstrip() == "Rules (classic)"


def test_a_tournament_says_which_hand_of_how_many_it_is(session_file: Path) -> None:
    ok(*NEW, "--rules", "tournament")
    assert ok("show").splitlines()[0] == "Game 1 · hand 1 of 12 · games won 0–0"
    for _ in range(10):
        ok("hand", "clubs", "--points", "1=100")
    assert ok("show").splitlines()[0] == "Game 1 · hand 11 of 12 · games won 0–0"
    ok("start", "clubs")
    assert ok("show").splitlines()[0] == "Game 1 · hand 11 of 12 · games won 0–0"
    ok("tricks", "--points", "1=100")
    ok("hand", "clubs", "--points", "1=100")
    assert ok("show").splitlines()[0] == "Game 1 · 12 hands · games won 1–0"


def test_a_control_character_rich_would_drop_is_written_out_too(session_file: Path) -> None:
    """rich's Text drops a BEL silently; a name shows it written out, as everywhere else."""
    ok("new", "--team", "Al\x07 & Bo", "--team", "Cy & Di")
    ok("hand", "hearts", "--points", "1=100")
    for out in (ok("stats"), ok("history"), ok("show"), ok("show", "--facing")):
        assert "Al\\x07" in out and "\x07" not in out, out
