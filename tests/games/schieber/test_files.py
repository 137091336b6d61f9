"""What jass-slate reads: the teams it accepts, time stamps, hostile files, and `check`.

Nothing jass-slate writes may fail its own `check` (a property over every command that
writes); a hand-edited or hostile file is refused with its place, in the file's own
words, within a second (benchmarks/hostile.py times the worst; these tests assert what is
said and where, and use a generous timeout only to catch a hang, never to measure).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import typer.testing
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.main import get_command
from typer.testing import CliRunner, Result

from benchmarks import hostile
from benchmarks.stress import hand_args, new_session
from jass_slate.cli.app import app
from jass_slate.core.errors import JassError, SessionFileError
from jass_slate.file import disk
from jass_slate.file.document import LARGEST_RULES_FILE
from jass_slate.file.head import FORMAT
from jass_slate.games.schieber.file import session as sessions
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.rules_file import load_rules_file
from jass_slate.games.schieber.file.session import load
from tests.cli_tools import HANG_SECONDS
from tests.helpers import NoFsync

COMMAND = get_command(app)
STAMP = hostile.STAMP


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def refusal(result: Result) -> str:
    """The one line a refused command says."""
    assert isinstance(result.exception, SystemExit | None), repr(result.exception)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    return lines[0]


def edited(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def line_of(path: Path, text: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, 1) if text in line)


# --- item 2: a player in both teams -------------------------------------------------------


@pytest.mark.parametrize(("teams", "player"), [
    (("X & Y", "X & Z"), "X"),
    (("X & Y", "x & Z"), "X"),
    (("Anna & Beat", "Cla & ANNA"), "Anna"),
    (("Anna & anna", "Cla & Dora"), "Anna"),
])
def test_new_refuses_a_player_in_both_teams_and_writes_nothing(
        session_file: Path, teams: tuple[str, str], player: str) -> None:
    result = run("new", "--team", teams[0], "--team", teams[1])
    assert result.exit_code == 1
    assert refusal(result) == (f"jass-slate: --team names {player!r} twice: each player plays "
                               "in one team, once")
    assert list(session_file.parent.iterdir()) == []  # no file, no lock file


def test_a_file_with_a_player_in_both_teams_says_so_in_its_own_words(
        session_file: Path) -> None:
    new_session(session_file, hands=1)
    edited(session_file, '"Cla & Dora"', '"anna & Dora"')
    problems = check_file(session_file)
    assert problems == [
        f"{session_file}:{line_of(session_file, 'names = [')}: [teams] names lists 'Anna' twice: "
        "each player plays in one team, once (the events are not replayed until this is right)"]


def test_seats_in_a_file_are_the_files_seats_not_an_option(session_file: Path) -> None:
    new_session(session_file, hands=2)
    edited(session_file, '    "Beat",\n    "Dora",\n]', '    "Anna",\n    "Dora",\n]')
    line = line_of(session_file, "seats = [")
    assert check_file(session_file) == [
        f"{session_file}:{line}: [teams] seats names a player twice "
        "(the events are not replayed until this is right)"]
    result = run("show")
    assert result.exit_code == 3
    assert refusal(result) == (f"jass-slate: {session_file}:{line}: [teams] seats names a "
                               "player twice")
    assert "--seats" not in result.stderr


# --- item 2: nothing jass-slate writes fails its own check --------------------------------

TEAM = st.sampled_from(["1", "2"])
CONTRACT = st.sampled_from(["clubs", "spades", "hearts", "diamonds", "obenabe", "undenufe",
                            "acorns"])
POINTS = st.integers(0, 157).map(str)
WEIS = st.sampled_from(["20", "50", "100", "20,20", "150", "200"])
NAMES = st.sampled_from(["Anna & Beat", "Cla & Dora", "anna & Cla", "Blue", "Red", "blue",
                         "Beat & Dora", "X & X", "Anna&Beat", "Eli & anna"])
PLAYERS = ["Anna", "Beat", "Cla", "Dora", "Eli", "anna"]
SOUND_TEAMS = [("Anna & Beat", "Cla & Dora"), ("Blue", "Red"), ("anna & Cla", "Beat & Dora"),
               ("Anna&Beat", "Eli & Dora")]
# mostly teams `new` accepts, so that the commands after it have a file to write
TEAMS = st.one_of(*[st.sampled_from(SOUND_TEAMS)] * 3, st.tuples(NAMES, NAMES))
RULE_LINES = st.sampled_from([
    'claim_order = ["stoeck", "stich", "weis"]', 'claim_order = ["stich", "weis", "stoeck"]',
    'both_past_target = "higher"', "target = 400", "target = 200", "schneider_below = 100",
    "bergpreis_at = 150", "four_nines = 100", "push_back = true", "large_weis = true",
    "hands = 4", 'preset = "swisslos"', 'preset = "tournament"', "match_bonus = 0",
])


def _optional(option: str, value: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    return st.one_of(st.just([]), value.map(lambda v: [option, v]))


def _team_value(values: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.tuples(TEAM, values).map("=".join)


def _tricks() -> st.SearchStrategy[list[str]]:
    return st.one_of(_team_value(POINTS).map(lambda v: ["--points", v]),
                     TEAM.map(lambda t: ["--match", t]))


def _hand_options() -> st.SearchStrategy[list[str]]:
    parts = st.tuples(_tricks(), _optional("--weis", _team_value(WEIS)),
                      _optional("--stoeck", TEAM), _optional("--first", TEAM),
                      st.sampled_from([[], ["--pushed"]]))
    return parts.map(lambda p: [word for part in p for word in part])


COMMANDS = st.one_of(
    st.tuples(CONTRACT, _hand_options()).map(lambda c: ["hand", c[0], *c[1]]),
    st.tuples(CONTRACT, st.sampled_from([[], ["--pushed"]])).map(lambda c: ["start", c[0], *c[1]]),
    st.tuples(TEAM, WEIS).map(lambda w: ["weis", *w]),
    TEAM.map(lambda t: ["stoeck", t]),
    st.tuples(_tricks(), _optional("--first", TEAM)).map(lambda t: ["tricks", *t[0], *t[1]]),
    st.tuples(TEAM, _optional("--captured", _team_value(POINTS)), _optional("--stoeck", TEAM),
              _optional("--weis", _team_value(WEIS)), _optional("--also", TEAM)).map(
        lambda c: ["claim", c[0], *c[1], *c[2], *c[3], *c[4]]),
    st.just(["undo"]),
    st.tuples(st.integers(1, 4), CONTRACT, _hand_options()).map(
        lambda f: ["fix", str(f[0]), f[1], *f[2]]),
    st.just(["migrate"]),
)


@st.composite
def new_commands(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    """`new` with drawn teams, seats, first forehand and rules, and a rules file's lines."""
    one, two = draw(TEAMS)
    args = ["new", "--team", one, "--team", two]
    players = [p.strip() for team in (one, two) for p in team.split("&")]
    if len(players) == 4 and draw(st.booleans()):  # the seats the names give, or others
        args += ["--seats", ",".join((players[0], players[2], players[1], players[3]))]
    elif draw(st.booleans()):
        args += ["--seats", ",".join(draw(st.permutations(PLAYERS))[:4])]
    args += draw(_optional("--first-forehand", st.sampled_from(PLAYERS)))
    lines = draw(st.lists(RULE_LINES, max_size=3, unique=True))
    if lines:
        args += ["--rules", "house.toml"]
    else:
        args += draw(_optional("--rules", st.sampled_from(["classic", "single", "race-1500"])))
    args += draw(_optional("--target", st.sampled_from(["150", "300", "1000"])))
    return args, lines


def test_nothing_jass_slate_writes_fails_its_own_check(
        session_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After any command, accepted or refused, `check` finds the file sound."""
    monkeypatch.setattr(typer.testing, "_get_command", lambda _: COMMAND, raising=False)
    monkeypatch.setattr(disk, "os", NoFsync())

    @settings(max_examples=150, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(new=new_commands(), commands=st.lists(COMMANDS, max_size=12))
    @example(new=(["new", "--team", "X & Y", "--team", "x & Z"], []), commands=[])
    @example(new=(["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--rules",
                   "house.toml", "--target", "300"],
                  ['claim_order = ["stoeck", "stich", "weis"]', "bergpreis_at = 150"]),
             commands=[["start", "hearts"], ["weis", "1", "50"], ["claim", "1"], ["undo"],
                       ["tricks", "--points", "1=100"], ["fix", "1", "clubs", "--match", "2"]])
    def one(new: tuple[list[str], list[str]], commands: list[list[str]]) -> None:
        for leftover in session_file.parent.glob("*.toml*"):
            leftover.unlink()
        args, lines = new
        (session_file.parent / "house.toml").write_text("\n".join(lines) + "\n")
        for argv in [args, *commands]:
            result = run(*argv)
            assert isinstance(result.exception, SystemExit | None), (argv, result.exception)
            if not session_file.exists():
                assert argv[0] == "new" and result.exit_code != 0, (argv, result.output)
                return
            assert result.exit_code in (0, 1, 2), (argv, result.output)
            assert check_file(session_file) == [], (argv, session_file.read_text())

    one()


# --- item 7: time stamps ----------------------------------------------------------------


def stamped(path: Path, index: int, stamp: str) -> int:
    """Give the event at `index` (0-based) another time stamp; return its line."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    number = [n for n, line in enumerate(lines) if line.startswith('  "')][index]
    lines[number] = f'  "{stamp} ' + lines[number].split(" ", 3)[3]
    path.write_text("".join(lines), encoding="utf-8")
    return number + 1


@pytest.mark.parametrize("stamp", ["yesterday", "2026-11-29", "2026-11-29T20:14:03",
                                   "20:14", "2026-13-01T20:14:03+01:00", "=1+1"])
def test_a_time_stamp_that_is_not_a_time_is_refused_with_its_line(
        session_file: Path, stamp: str) -> None:
    new_session(session_file, hands=3)
    line = stamped(session_file, 1, stamp)
    said = (f"{session_file}:{line}: event 2: {stamp!r} is not a time stamp: an event line "
            "begins with when it was entered, like 2026-11-29T20:14:03+01:00")
    assert check_file(session_file) == [said]
    before = session_file.read_bytes()
    for args in (["show"], ["export", "--format", "csv"], hand_args(3)):
        result = run(*args)
        assert result.exit_code == 3, args
        assert refusal(result) == f"jass-slate: {said}"
    assert session_file.read_bytes() == before


def test_time_stamps_jass_slate_writes_are_read(session_file: Path) -> None:
    new_session(session_file, hands=2)
    stamped(session_file, 0, "2026-11-29T20:14:03.250+05:45")
    stamped(session_file, 1, "2026-11-29T20:14:03Z")
    [problem] = check_file(session_file)  # the summary says when the evening began
    assert problem.endswith(" but the events replay to '2026-11-29T20:14:03.250+05:45': "
                            "correct the events or delete the [summary] table")
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text[: text.index("[summary]")], encoding="utf-8")
    assert check_file(session_file) == []


# --- item 10: one cause, in line order, with what follows ---------------------------------


def test_a_broken_start_is_one_problem_naming_what_follows(session_file: Path) -> None:
    new_session(session_file, hands=1)
    for args in (["start", "hearts"], ["weis", "1", "50"], ["stoeck", "2"],
                 ["tricks", "--points", "1=100"], ["hand", "clubs", "--points", "2=80"]):
        assert run(*args).exit_code == 0, args
    edited(session_file, " start hearts", " start heartz")
    start = line_of(session_file, "start heartz")
    assert check_file(session_file) == [
        f"{session_file}:{start}: event 2: unknown contract 'heartz'; without it, events 3, "
        f"4, 5 (lines {start + 1}, {start + 2}, {start + 3}) cannot be replayed either"]


def test_problems_are_in_line_order_each_cause_once(session_file: Path) -> None:
    new_session(session_file, hands=1)
    for args in (["start", "hearts"], ["tricks", "--points", "1=100"],
                 ["start", "clubs"], ["tricks", "--points", "1=50"],
                 ["hand", "spades", "--points", "1=60"]):
        assert run(*args).exit_code == 0, args
    edited(session_file, "tricks points=100:57", "tricks points=100:5x")  # event 3
    edited(session_file, "hand spades points=60:97", "hand spades points=60:97 what")  # 6
    edited(session_file, "target = 3000", "target = -1")
    first, second = line_of(session_file, "points=100:5x"), line_of(session_file, "97 what")
    assert check_file(session_file) == [
        f"{session_file}:{line_of(session_file, 'target = -1')}: [rules]: rules key 'target' "
        "must be at least 1, not -1 (the events are not replayed until this is right)",
        f"{session_file}:{first}: event 3: trick points must be a whole number, not '5x'",
        f"{session_file}:{second}: event 6: unexpected word 'what'"]
    edited(session_file, "target = -1", "target = 3000")
    assert check_file(session_file) == [
        f"{session_file}:{first}: event 3: trick points must be a whole number, not '5x'; "
        f"without it, event 4 (line {first + 1}) cannot be replayed either",
        f"{session_file}:{second}: event 6: unexpected word 'what'"]


def test_what_does_not_replay_after_a_cause_is_told_with_it(session_file: Path) -> None:
    """Once an event is left out, what later fails to replay is named with it: a later
    problem may be its own, and is told on its own once the first is put right."""
    new_session(session_file, hands=3)
    text = session_file.read_text(encoding="utf-8")
    hands = re.findall(r" (hand \S+ points=\d+:\d+)", text)
    edited(session_file, hands[0], hands[0].replace("points=", "points=9"))
    stoeck = hands[2].replace(hands[2].split()[1], "obenabe") + " stoeck=1"
    edited(session_file, hands[2], stoeck)
    first, third = line_of(session_file, "points=9"), line_of(session_file, "stoeck=1")
    problems = check_file(session_file)
    assert len(problems) == 1
    assert problems[0].startswith(f"{session_file}:{first}: event 1: ")
    assert problems[0].endswith(f"; without it, event 3 (line {third}) cannot be replayed "
                                "either")
    edited(session_file, "points=9", "points=")
    assert check_file(session_file) == [
        f"{session_file}:{third}: event 3: no Stöck in Obenabe: Stöck needs a trump suit"]


def test_a_cascade_through_a_season_is_one_cause(session_file: Path) -> None:
    """A broken `tricks` early in a long record moves every later hand's number: the fixes
    after it name other hands. One cause, ten events named, and a mark for more."""
    new_session(session_file, hands=0)
    for number in range(30):
        assert run("start", "clubs").exit_code == 0
        assert run("tricks", "--points", f"1={40 + number}").exit_code == 0
        if number % 2:
            assert run("fix", str(number + 1), "spades", "--points", "1=80").exit_code == 0
    edited(session_file, "tricks points=41:116", "tricks points=41:11x")
    broken = line_of(session_file, "points=41:11x")
    problems = check_file(session_file)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{session_file}:{broken}: event 4: trick points must be a "
                                  "whole number, not '11x'; without it, events 5, ")
    assert problems[0].endswith(", …) cannot be replayed either")


# --- item 23: impossible in sequence ----------------------------------------------------


def test_a_fix_of_the_open_hand_is_refused_with_its_line(session_file: Path) -> None:
    new_session(session_file, hands=1)
    assert run("start", "hearts").exit_code == 0
    assert run("fix", "2", "clubs", "--points", "1=100").exit_code == 1  # as recorded: no
    assert run("weis", "1", "20").exit_code == 0
    edited(session_file, " weis 1 20", " fix 2 clubs points=100:57")
    line = line_of(session_file, "fix 2 clubs")
    said = (f"{session_file}:{line}: event 3: fix 2 stands where hand 2 is still open: only a "
            "hand that is over can be fixed (record its tricks first)")
    assert check_file(session_file) == [said]
    assert run("check").exit_code == 3  # a read replays it and does not look (speed)


@pytest.mark.parametrize("args", [["hand", "clubs", "--points", "1=100"], ["undo"],
                                  ["tricks", "--points", "1=100"], ["rename", "Anna", "Ann"],
                                  ["hand", "clubs", "--points", "1=100", "--dry-run"],
                                  ["play"]])
def test_a_file_check_refuses_is_not_written_to(session_file: Path, args: list[str]) -> None:
    """A hand edit that put a fix where its hand is still open, and took the summary out:
    every write is refused with the line `check` names, as for an event that does not
    replay (exit 3)."""
    new_session(session_file, hands=1)
    assert run("start", "hearts").exit_code == 0
    assert run("weis", "1", "20").exit_code == 0
    edited(session_file, " weis 1 20", " fix 2 clubs points=100:57")
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text[: text.index("[summary]")], encoding="utf-8")
    before = session_file.read_bytes()
    [said] = check_file(session_file)
    result = CliRunner().invoke(app, args, input="quit\n")
    assert result.exit_code == 3, result.output
    assert refusal(result) == f"jass-slate: {said}"
    assert said.startswith(f"{session_file}:{line_of(session_file, 'fix 2 clubs')}: event 3: ")
    assert session_file.read_bytes() == before
    assert run("show").exit_code == 0  # a command that only reads shows what it replays


def test_a_file_check_refuses_is_not_written_to_in_german(session_file: Path) -> None:
    """With its summary kept: the write names the cause, as `check` does, not the totals
    the fix moved."""
    new_session(session_file, hands=1)
    assert run("start", "hearts").exit_code == 0
    assert run("weis", "1", "20").exit_code == 0
    edited(session_file, " weis 1 20", " fix 2 clubs points=100:57")
    before = session_file.read_bytes()
    result = run("--lang", "de", "hand", "clubs", "--points", "1=100")
    assert result.exit_code == 3
    line = line_of(session_file, "fix 2 clubs")
    assert refusal(result) == (
        f"jass-slate: {session_file}:{line}: Ereignis 3: fix 2 steht da, wo Spiel 2 noch "
        "offen ist: nur ein beendetes Spiel lässt sich korrigieren (zuerst seine Stiche "
        "eintragen)")
    assert session_file.read_bytes() == before


def test_a_fix_after_a_weis_that_decided_the_game_is_sound(session_file: Path) -> None:
    """A Weis that decides the game ends its hand: that hand may then be fixed."""
    path = session_file.parent / "house.toml"
    path.write_text("target = 200\n")
    assert run("new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--rules",
               str(path)).exit_code == 0
    assert run("hand", "clubs", "--points", "1=150").exit_code == 0
    assert run("start", "clubs").exit_code == 0
    assert run("weis", "1", "100").exit_code == 0  # 150 + 100 past 200: the game is over
    assert run("fix", "2", "clubs", "--points", "1=100", "--weis", "1=100").exit_code == 0
    assert check_file(session_file) == []
    assert run("show").exit_code == 0


def test_a_summary_cut_short_is_refused(session_file: Path) -> None:
    new_session(session_file, hands=2)
    text = session_file.read_text(encoding="utf-8")
    session_file.write_text(text[: text.index("totals = [")])
    said = (f"{session_file}:{len(session_file.read_text().splitlines())}: [summary] has no "
            "totals line: was the file cut short? Correct it or delete the [summary] table")
    assert check_file(session_file) == [said]
    assert refusal(run("show")) == f"jass-slate: {said}"


# --- item 21: hostile files ---------------------------------------------------------------


def _new_with_rules(rules: Path | str) -> Result:
    return run("new", "--team", "A", "--team", "B", "--rules", str(rules))


def _in_a_process(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "jass_slate", *args], capture_output=True,
                          text=True, timeout=HANG_SECONDS, check=False)


@pytest.mark.parametrize("device", ["fifo", "/dev/zero", "/dev/urandom"])
def test_a_rules_file_that_is_no_file_is_refused_without_waiting(
        tmp_path: Path, session_file: Path, device: str) -> None:
    path = Path(device)
    if device == "fifo":
        path = tmp_path / "house.toml"
        os.mkfifo(path)
    elif not path.exists():
        pytest.skip(f"{device} is not on this system")
    done = _in_a_process(["new", "--team", "A", "--team", "B", "--rules", str(path)])
    assert done.returncode == 3
    assert done.stderr == f"jass-slate: {path}: is not a regular file, so not a rules file\n"
    assert not session_file.exists()


def test_a_rules_file_too_large_is_refused(tmp_path: Path, session_file: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text("# a long comment\n" * 5000)
    result = _new_with_rules(path)
    assert result.exit_code == 3
    assert refusal(result) == (f"jass-slate: {path}: is {path.stat().st_size} bytes, too large "
                               f"for a rules file (at most {LARGEST_RULES_FILE})")
    assert not session_file.exists()


RULES_FILES = {
    "a number of 5,000 digits": ('four_nines = 100\ntarget = ' + "9" * 5000 + "\n", 2,
                                 "a number of more than 4300 digits"),
    "nested lists": ("x = " + "[" * 3000 + "]" * 3000 + "\n", 1,
                     "not valid TOML here: its tables and lists nest too deeply"),
    "nested inline tables": ("\n\nx = " + "{a = " * 900 + "1" + "}" * 900 + "\n", 3,
                             "not valid TOML here: its tables and lists nest too deeply"),
    "one long dotted key": ("target = 1000\n" + "k" + ".k" * 20_000 + " = 1\n", 2,
                            "more than 1000 dots outside quotes by this line: so many dotted "
                            "keys are not a jass-slate file's"),
    "not TOML": ("target = 1000\ntarget = = 3\n", 2, "not valid TOML: Invalid value"),
    "not UTF-8": ("# \udcff\n", 1, "not UTF-8 text"),
}


@pytest.mark.parametrize("how", list(RULES_FILES))
def test_a_hostile_rules_file_is_exit_3_with_its_line(
        tmp_path: Path, session_file: Path, how: str) -> None:
    text, line, said = RULES_FILES[how]
    path = tmp_path / "house.toml"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    result = _new_with_rules(path)
    assert result.exit_code == 3
    assert refusal(result) == f"jass-slate: {path}:{line}: {said}"
    assert not session_file.exists()
    with pytest.raises(SessionFileError) as raised:
        load_rules_file(path)
    assert (raised.value.line, raised.value.reason) == (line, said)


def test_dots_in_quotes_and_comments_do_not_count(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text(f"# {'.' * 2000}\nfour_nines = 100  # {'.' * 900}\n"
                    f"[multipliers]\n\"{'.' * 900}\" = 1\nclubs = 1\n")
    with pytest.raises(JassError, match=r"multipliers\.\.\.\."):
        load_rules_file(path)  # read: refused for its key, not for its dots


SESSION_EDITS = {
    "a number of 5,000 digits": ("hands = 3", "hands = " + "3" * 5000,
                                 "a number of more than 4300 digits"),
    "nested lists": (f"format = {FORMAT}\n",
                     f"format = {FORMAT}\nx = " + "[" * 3000 + "]" * 3000 + "\n",
                     "not valid TOML here: its tables and lists nest too deeply"),
    "one long dotted key": (f"format = {FORMAT}\n",
                            f"format = {FORMAT}\nx" + ".x" * 40_000 + " = 1\n",
                            "more than 1000 dots outside quotes by this line: so many dotted "
                            "keys are not a jass-slate file's"),
}


@pytest.mark.parametrize("how", list(SESSION_EDITS))
def test_a_hostile_session_file_is_exit_3_with_its_line(session_file: Path, how: str) -> None:
    old, new, said = SESSION_EDITS[how]
    new_session(session_file, hands=3)
    edited(session_file, old, new)
    line = line_of(session_file, new.split("\n")[-2] if "\n" in new else new)
    before = session_file.read_bytes()
    for args in (["show"], hand_args(3), ["check"], ["check", "--json"]):
        done = _in_a_process(["-f", str(session_file), *args])
        assert done.returncode == 3, (args, done.stderr)
        assert done.stderr == f"jass-slate: {session_file}:{line}: {said}\n", args
    assert session_file.read_bytes() == before


def cpu_seconds_to_check(session_file: Path, broken: int) -> float:
    """The least CPU time of three checks of a file of `broken` unreadable event lines."""
    session_file.write_text(hostile.with_events(
        (f"{STAMP} hand heartz" for _ in range(broken)), 10**7))
    spent = []
    for _ in range(3):
        start = time.process_time()
        check_file(session_file)
        spent.append(time.process_time() - start)
    return min(spent)


def test_many_unreadable_event_lines_are_checked_in_one_pass(session_file: Path) -> None:
    """14,000 broken lines: each placed, the first fifty told; the work grows with the lines,
    not with their square (it was quadratic): ten times the lines take well under thirty
    times the CPU time (a square would take a hundred), whatever the machine's speed or
    load, as this process's own CPU time is compared with itself."""
    few = cpu_seconds_to_check(session_file, 1_400)
    many = cpu_seconds_to_check(session_file, 14_000)
    assert many < 30 * few, (few, many)
    problems = check_file(session_file)
    first = line_of(session_file, "hand heartz")
    assert len(problems) == 50
    assert problems[49] == f"{session_file}:{first + 49}: event 50: unknown contract 'heartz'"


def test_a_sound_file_is_replayed_once_by_check(
        session_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The slate of the replay that found no problem is the one [summary] is checked on."""
    from jass_slate.games.schieber.file import check as checks
    from jass_slate.games.schieber.scoring import slate as scoring

    new_session(session_file, hands=3)
    replays: list[int] = []

    def counted(*args: object) -> scoring.Slate:
        replays.append(1)
        return scoring.replay(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(checks, "replay", counted)
    monkeypatch.setattr(sessions, "replay", counted)
    assert check_file(session_file) == []
    assert len(replays) == 1


def test_a_failing_file_is_read_by_tomllib_once(
        session_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tomllib

    session_file.write_text(hostile.with_events(hostile._hands(), 40_000) + "\n[summary\n")
    reads: list[str] = []
    real = tomllib.loads

    def counted(text: str) -> dict[str, object]:
        reads.append(text)
        return real(text)

    monkeypatch.setattr(tomllib, "loads", counted)
    with pytest.raises(SessionFileError, match="not valid TOML"):
        load(session_file)
    assert len(reads) == 1


def test_a_files_refusal_speaks_of_the_event_line_not_of_options(session_file: Path) -> None:
    (session_file.parent / "house.toml").write_text("target = 200\n")
    assert run("new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--rules",
               "house.toml").exit_code == 0
    for args in (["hand", "clubs", "--points", "1=150"], ["hand", "clubs", "--points", "2=157"],
                 ["hand", "clubs", "--points", "1=60", "--first", "2"]):
        assert run(*args).exit_code == 0, args
    edited(session_file, "points=60:97 first=2", "points=60:97")
    line = line_of(session_file, "points=60:97")
    assert check_file(session_file) == [
        f"{session_file}:{line}: event 3: this takes both teams past the target (200): say "
        "which team claimed first with first=TEAM"]


def test_a_bad_key_of_a_rules_file_is_refused_with_its_line(tmp_path: Path,
                                                            session_file: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('# house rules\npreset = "classic"\n\nfour_nines = 120\n')
    result = _new_with_rules(path)
    assert result.exit_code == 1
    assert refusal(result) == (f"jass-slate: {path}:4: rules key 'four_nines' must be one of "
                               "0, 100, 150, not 120")
    assert not session_file.exists()
