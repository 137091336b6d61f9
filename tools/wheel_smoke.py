"""Every command of every game, run from the wheel installed alone: no dev extras, no tests.

    python tools/wheel_smoke.py [--wheel FILE]

Builds the wheel (or takes FILE), installs it into a fresh virtual environment with its
runtime dependencies only, and runs the installed `jass-slate` there: `--help` of every
command of each game, every command of the other games (each refused in one line), and an
evening of each game that uses each of its commands at least once, with refusals,
recordings and reads; then `pip uninstall` must leave nothing of the package. It fails on
a traceback, on an exit code other than the one expected (CLI.md: 0 done, 1 rule refused,
2 usage, 3 file cannot be used), or on a refusal that says more than one line. A module
the code imports but the wheel does not declare (as `click` was, issue 28) fails here,
whatever the developer's environment holds.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANG_SECONDS = 300  # only to stop a hung command: nothing here waits on the clock otherwise
TEAMS = ["--team", "Anna & Beat", "--team", "Cla & Dora"]


@dataclass(frozen=True)
class Step:
    """One command line and the exit code it must end with (stdin: what `play` is told)."""

    args: tuple[str, ...]
    code: int = 0
    stdin: str = ""


def step(*args: str, code: int = 0, stdin: str = "") -> Step:
    return Step(args, code, stdin)


# An evening of each game: every command of the game at least once; refusals (1, 2, 3),
# recordings and reads. Exit codes as CLI.md says them.
EVENINGS: dict[str, list[Step]] = {
    "schieber": [
        step("new", *TEAMS, "--seats", "Anna,Cla,Beat,Dora", "--first-forehand", "Anna"),
        step("new", *TEAMS, code=1),  # the file exists
        step("hand", "hearts", "--points", "1=158", code=1),
        step("hand", "hearts", code=2),
        step("hand", "hearts", "--points", "1=100", "--weis", "1=20"),
        step("start", "hearts"), step("weis", "1", "20"), step("stoeck", "2"),
        step("trick", "♥A", "♥9", "♥J", "♥7"),
        step("tricks", "--points", "2=62", code=1),  # recorded trick by trick
        step("undo"), step("tricks", "--points", "2=62"),
        step("correct", "1", "-20", "--why", "Weis counted twice"),
        step("start", "obenabe"), step("claim", "1", "--captured", "45"),
        step("rename", "Anna", "Anni"), step("rename", "Nobody", "X", code=1),
        step("show"), step("show", "--json"), step("history"), step("history", "--games"),
        step("rules"), step("rules", "--presets"),
        step("export", "--format", "csv"), step("export", "--format", "svg", "-o", "s.svg"),
        step("export", "--format", "pdfx", code=2),
        step("export", "--format", "sqlite", "-o", "club.db"), step("export", "--format", "sql"),
        step("export", "--database", "postgresql:///club", code=1),  # without the extra
        step("fix", "1", "hearts", "--points", "1=110", "--dry-run"),
        step("fix", "1", "hearts", "--points", "1=110"), step("fix", "9", "hearts", code=2),
        step("weis-check", "♥6-K", "♠A", "--contract", "hearts"),
        step("count", "♣A", "♥9", "♥J", "♣7", "--contract", "hearts"),
        step("play", stdin="quit\n"), step("check"), step("check", "broken.toml", code=3),
        step("-f", "broken.toml", "show", code=3), step("migrate"), step("stats"),
        step("stats", "--json"), step("stats", "--ratings"),
        step("stats", "--ratings", "--json", "--chart", "ratings.svg"),
        step("settle", "--per-points", "1/100"),
        step("settle", "--per-strich", "1", code=1),
        step("players", "add", "Ueli", "--spelling", "Uli"),
        step("players", "merge", "Ueli", "Ueli", code=1), step("players"), step("demo"),
        step("tournament", "new", "night", "--players", "A,B,C,D,E", "--rounds", "2",
             "--hands", "1", "--seed", "1"),
        step("tournament", "new", "night", "--players", "A,B,C", "--rounds", "1", "--hands",
             "1", code=1),
        step("-f", "night/round-1/table-1.toml", "hand", "hearts", "--points", "1=100"),
        step("tournament", "check", "night"), step("tournament", "show", "night", "--json"),
        step("tournament", "export", "night", "--format", "md"),
        step("tournament", "show", "nowhere", code=3),
        step("--lang", "de", "show"),
        step("watch"), step("serve", "--port", "0"),
    ],
    "coiffeur": [
        step("new", "--game", "coiffeur", *TEAMS),
        step("new", "--game", "coiffeur", *TEAMS, "--rows", "nine", code=1),
        step("hand", "9", "--by", "1", "--points", "10", code=1),
        step("hand", "3", "--by", "1", "--points", "100"),
        step("hand", "eicheln", "--by", "Cla", "--match"),
        step("fix", "3", "--by", "1", "--points", "90"),
        step("fix", "2", "--by", "1", "--points", "10", code=1),
        step("hand", "herz", "--by", "2", "--scratch"), step("undo"),
        step("show"), step("show", "--json"), step("history"), step("rules"),
        step("export", "--format", "csv"), step("export", "--format", "md"),
        step("export", "--format", "xls", code=2), step("play", stdin="quit\n"),
        step("check"), step("-f", "broken.toml", "show", code=3), step("migrate"),
        step("stats"), step("settle", "--per-points", "1/100", code=1), step("players"),
        step("tournament", "new", "night", "--game", "coiffeur", "--players", "A,B,C,D",
             "--rounds", "1", "--hands", "1", code=2),
        step("demo"),
        step("--lang", "fr", "show"), step("watch"),
        step("serve", "--port", "0"),
        step("new", "--game", "coiffeur", "--players", "Anna,Beat,Cla,Dora,Eva", "--force"),
        step("new", "--game", "coiffeur", "--players", "Anna,Beat", "--force", code=1),
        step("hand", "obenabe", "--by", "Anna", "--points", "70"),
        step("hand", "1", "--by", "Eva", "--match"),
        step("hand", "1", "--by", "Cla", "--points", "Beat=57", code=1),
        step("show", "--json"), step("export", "--format", "csv"), step("check"),
    ],
    "differenzler": [
        step("new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora"),
        step("new", "--game", "differenzler", "--players", "Anna", code=1),
        step("call", "--trump", "herz"), step("call", "40", "25", "0", "92"),
        step("tricks", "Anna=38", "Beat=25", "Cla=0"),
        step("tricks", "Anna=200", code=1),
        step("hand", "schaufel", "--call", "30,30,30,67", "--points", "Anna=21,Beat=30,Cla=44"),
        step("fix", "2", "schaufel", "--call", "30,30,30,67",
             "--points", "Anna=20,Beat=30,Cla=44"),
        step("call", "Anna", "50"), step("undo"),
        step("show"), step("show", "--json"), step("history"), step("rules"),
        step("export", "--format", "csv"), step("export", "--format", "json"),
        step("export", "--format", "sqlite", "-o", "club.db"),
        step("export", "--format", "xls", code=2), step("play", stdin="quit\n"),
        step("check"), step("-f", "broken.toml", "show", code=3), step("migrate"),
        step("stats"), step("settle", "--per-points", "1/1", code=1), step("players"),
        step("tournament", "new", "night", "--game", "differenzler", "--players",
             "A,B,C,D,E,F,G", "--rounds", "1", "--hands", "1", "--seed", "1"),
        step("tournament", "show", "night"),
        step("demo"),
        step("--lang", "it", "show"), step("watch"),
        step("serve", "--port", "0"),
    ],
    "mittlere": [
        step("new", "--game", "mittlere", "--players", "Anna,Beat,Cla"),
        step("new", "--game", "mittlere", "--players", "Anna,Beat", code=1),
        step("hand", "Anna=70", "Beat=50"), step("hand", "Anna=80", "Beat=77", "Cla=0+"),
        step("hand", "--match", "Anna"), step("hand", "--void"),
        step("hand", "Anna=60", "Beat=60", code=1),
        step("hand", "Anna=60", "Beat=60", "--middle", "Beat"),
        step("fix", "2", "Anna=80", "Beat=77", "Cla=0"), step("hand", "Anna=200", code=1),
        step("undo"),
        step("show"), step("show", "--json"), step("history"), step("rules"),
        step("export", "--format", "csv"), step("export", "--format", "json"),
        step("export", "--format", "xls", code=2), step("play", stdin="quit\n"),
        step("check"), step("-f", "broken.toml", "show", code=3), step("migrate"),
        step("stats"), step("demo"), step("--lang", "fr", "show"), step("watch"),
        step("serve", "--port", "0"),
        step("settle", "--per-strich", "1", code=1), step("players"),
        step("tournament", "new", "night", "--game", "mittlere", "--players", "A,B,C,D",
             "--rounds", "1", "--hands", "1", code=2),
    ],
    "guggitaler": [
        step("new", "--game", "guggitaler", "--players", "Anna,Beat,Cla,Dora"),
        step("new", "--game", "guggitaler", "--players", "Anna,Beat", code=1),
        step("hand", "Anna=3", "Beat=2", "Cla=4"), step("hand", "Anna=10", code=1),
        step("hand", "Anna=2", "Beat=5", "Cla=0"), step("hand", "Anna=1", "Beat=0", "Cla=2"),
        step("domino", "Dora,Anna,Cla,Beat", code=1), step("hand", "Cla"),
        step("hand", "Beat"), step("domino", "Dora,Anna,Cla,Beat"),
        step("fix", "2", "Anna=2", "Beat=4", "Cla=1"), step("undo"),
        step("show"), step("show", "--json"), step("history"), step("rules"),
        step("export", "--format", "csv"), step("export", "--format", "md"),
        step("export", "--format", "xls", code=2), step("play", stdin="quit\n"),
        step("check"), step("-f", "broken.toml", "show", code=3), step("migrate"),
        step("stats"), step("demo"), step("--lang", "de", "show"), step("watch"),
        step("serve", "--port", "0"),
        step("settle", "--per-strich", "1", code=1), step("players"),
        step("tournament", "new", "night", "--game", "guggitaler", "--players", "A,B,C,D",
             "--rounds", "1", "--hands", "1", code=2),
    ],
    "molotow": [
        step("new", "--game", "molotow", "--players", "Anna,Beat,Cla,Dora"),
        step("new", "--game", "molotow", "--players", "Anna,Beat", code=1),
        step("hand", "herz", "Anna=62", "Beat=40", "Cla=55", "--hand-weis", "Beat=20",
             "--table-weis", "Anna=20", "--stoeck", "Dora"),
        step("hand", "herz", "Anna=200", code=1),
        step("hand", "obenabe", "Anna=30", "Beat=57", "Cla=70", "--stoeck", "Dora", code=1),
        step("hand", "obenabe", "Anna=30", "Beat=57", "Cla=70", "--hand-weis", "Cla=50"),
        step("fix", "2", "obenabe", "Anna=30", "Beat=57", "Cla=70"), step("undo"),
        step("show"), step("show", "--json"), step("history"), step("rules"),
        step("export", "--format", "csv"), step("export", "--format", "json"),
        step("export", "--format", "xls", code=2), step("play", stdin="quit\n"),
        step("check"), step("-f", "broken.toml", "show", code=3), step("migrate"),
        step("stats"), step("demo"), step("--lang", "de", "show"), step("watch"),
        step("serve", "--port", "0"),
        step("settle", "--per-strich", "1", code=1), step("players"),
        step("tournament", "new", "night", "--game", "molotow", "--players", "A,B,C,D",
             "--rounds", "1", "--hands", "1", code=2),
    ],
    "bidding": [
        step("new", "--game", "bidding", "--players", "Anna,Beat,Cla"),
        step("new", "--game", "bidding", "--players", "Anna", "--force", code=1),
        step("hand", "bells", "--by", "Anna", "--bid", "100", "--points", "112"),
        step("hand", "bells", "--by", "Anna", "--bid", "65", "--points", "112", code=1),
        step("hand", "roses", "--by", "Cla", "--all-passed", "--points", "45"),
        step("fix", "2", "roses", "--by", "Cla", "--all-passed", "--points", "75"),
        step("hand", "obenabe", "--by", "2", "--bid", "157", "--points", "150"),
        step("-f", "bueter.toml", "new", "--game", "bidding", "--rules", "bueter",
             "--players", "Anna,Beat,Cla"),
        step("-f", "bueter.toml", "bid", "Beat", "505", code=1),
        step("-f", "bueter.toml", "bid", "Beat", "500"),
        step("-f", "bueter.toml", "hand", "--by", "Anna", "--factor", "3", "--points", "100",
             "--weis", "pair=50", "--stoeck", "Beat"),
        step("-f", "bueter.toml", "fix", "1", "--by", "Anna", "--points", "100"),
        step("-f", "bueter.toml", "show", "--json"), step("-f", "bueter.toml", "check"),
        step("-f", "bueter.toml", "export", "--format", "svg"),
        step("undo"), step("show"), step("show", "--json"), step("history"),
        step("rules"), step("rules", "--presets"),
        step("export", "--format", "csv"), step("export", "--format", "md"),
        step("export", "--format", "xls", code=2), step("play", stdin="quit\n"),
        step("check"), step("-f", "broken.toml", "show", code=3), step("migrate"),
        step("stats"), step("demo"), step("--lang", "de", "show"), step("watch"),
        step("serve", "--port", "0"),
        step("settle", "--per-strich", "1", code=1), step("players"),
        step("tournament", "new", "night", "--game", "bidding", "--players", "A,B,C,D",
             "--rounds", "1", "--hands", "1", code=2),
    ],
    "twoplayer": [
        step("new", "--game", "twoplayer", "--players", "Anna,Beat"),
        step("new", "--game", "twoplayer", "--players", "Anna", "--force", code=1),
        step("hand", "herz", "--taker", "Anna", "--points", "Anna=95,Beat=67", "--weis",
             "Beat=50", "--stoeck", "Anna"),
        step("hand", "hearts", "--taker", "Anna", "--points", "Anna=100,Beat=63", code=1),
        step("hand", "spades", "--taker", "Beat", "--points", "Anna=0,Beat=140", "--match",
             "Beat"),
        step("fix", "2", "spades", "--taker", "Beat", "--points", "Anna=10,Beat=130"),
        step("undo"), step("show"), step("show", "--json"), step("history"),
        step("rules"), step("rules", "--presets"),
        step("export", "--format", "csv"), step("export", "--format", "md"),
        step("export", "--format", "xls", code=2), step("play", stdin="quit\n"),
        step("check"), step("-f", "broken.toml", "show", code=3), step("migrate"),
        step("stats"), step("demo"), step("--lang", "fr", "show"), step("watch"),
        step("serve", "--port", "0"),
        step("settle", "--per-strich", "1", code=1), step("players"),
        step("tournament", "new", "night", "--game", "twoplayer", "--players", "A,B,C,D",
             "--rounds", "1", "--hands", "1", code=2),
    ],
    "board": [
        step("new", "--game", "board", "--players", "Anna,Beat,Cla", "--target", "100"),
        step("new", "--game", "board", "--players", "Anna", code=1),
        step("new", "--game", "board", "--players", "A,B", "--target", "9", "--hands", "3",
             code=2),
        step("hand", "Anna=30", "Beat=-20", "Cla=5"), step("hand", "Anna=1", code=1),
        step("fix", "1", "Anna=30", "Beat=-10", "Cla=5"), step("undo"),
        step("show"), step("show", "--json"), step("history"), step("rules"),
        step("export", "--format", "csv"), step("export", "--format", "md"),
        step("export", "--format", "svg"), step("play", stdin="10\n20\n30\nquit\n"),
        step("check"), step("migrate"), step("stats"), step("--lang", "de", "show"),
        step("new", "--game", "board", "--players", "A,B,C,D", "--rules", "schlaeger-osj",
             "--force"),
        step("hand", "A=2", "B=1", "C=1", "D=-1", code=1), step("watch"),
        step("serve", "--port", "0"),
        step("settle", "--per-strich", "1", code=1), step("players"),
        step("tournament", "new", "night", "--game", "board", "--players", "A,B,C,D",
             "--rounds", "1", "--hands", "1", code=2),
        step("demo"),
    ],
}
LONG_RUNNING = {"watch", "serve"}  # they run until Ctrl-C: stopped after their first line
GLOBAL_OPTIONS = {"-f": 1, "--file": 1, "--lang": 1}


class Failed(Exception):
    """A command of the installed wheel did what it must not."""


def command_of(args: tuple[str, ...]) -> str:
    """The command's name in a command line, after the global options."""
    index = 0
    while index < len(args) and args[index] in GLOBAL_OPTIONS:
        index += GLOBAL_OPTIONS[args[index]] + 1
    return args[index]


def build_wheel(into: Path) -> Path:
    """The wheel, built from a copy of the tree (the build leaves nothing in it)."""
    source = into / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", ".venv", "__pycache__", ".*_cache",
        ".hypothesis", "i18n-work"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--wheel-dir", str(into / "dist"), str(source)], check=True)
    (wheel,) = (into / "dist").glob("jass_slate-*.whl")
    return wheel


def install_alone(wheel: Path, venv: Path) -> Path:
    """A fresh virtual environment holding the wheel and its runtime dependencies."""
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], check=True)
    listed = subprocess.run([str(python), "-m", "pip", "list", "--format", "json"],
                            capture_output=True, text=True, check=True).stdout
    print("installed:", ", ".join(sorted(f"{p['name']} {p['version']}"
                                         for p in json.loads(listed))))
    return venv / "bin" / "jass-slate"


def commands_by_game(venv: Path) -> dict[str, list[str]]:
    """What the installed package says each game's file takes, and every command known."""
    code = ("import json; from jass_slate.cli.lazy import game_commands\n"
            "from jass_slate.games import GAMES\n"
            "own = {game.name: game_commands(game.name) for game in GAMES}\n"
            "known = dict.fromkeys(name for names in own.values() for name in names)\n"
            "print(json.dumps(own | {'*': list(known)}))")
    said = subprocess.run([str(venv / "bin" / "python"), "-I", "-c", code], capture_output=True,
                          text=True, check=True).stdout
    found: dict[str, list[str]] = json.loads(said)
    return found


def run(jass: Path, line: Step, env: dict[str, str], folder: Path) -> tuple[int, str, str]:
    """Run one command line of the installed jass-slate: its exit code, stdout and stderr."""
    if command_of(line.args) in LONG_RUNNING and "--help" not in line.args:
        return run_until_stopped(jass, line, env, folder)
    done = subprocess.run([str(jass), *line.args], input=line.stdin, capture_output=True,
                          text=True, env=env, cwd=folder, timeout=HANG_SECONDS, check=False)
    return done.returncode, done.stdout, done.stderr


def run_until_stopped(jass: Path, line: Step, env: dict[str, str], folder: Path
                      ) -> tuple[int, str, str]:
    """`watch` or `serve`: its first line, serve's page read from the address it gives, then
    Ctrl-C, as a person stops it."""
    process = subprocess.Popen([str(jass), *line.args], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=env, cwd=folder)
    guard = threading.Timer(HANG_SECONDS, process.kill)
    guard.start()
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        address = re.search(r"http://[^\s/]+/", first)
        if address:
            fetch_the_page(address.group(0))
        process.send_signal(signal.SIGINT)
        out, err = process.communicate()
    finally:
        guard.cancel()
    return process.returncode, first + out, err


def fetch_the_page(address: str) -> None:
    """serve's three paths: the page, its news (JSON) and the chalk picture, each whole."""
    looks = {"": lambda body: b"<html" in body and b"<svg" in body,
             "state": lambda body: "<svg" in json.loads(body)["content"],
             "slate.svg": lambda body: body.startswith(b"<?xml") and b"<svg" in body}
    for path, whole in looks.items():
        with urllib.request.urlopen(address + path, timeout=HANG_SECONDS) as answer:
            if answer.status != 200 or not whole(answer.read()):
                raise Failed(f"serve's {address + path} is not what it should be")


def judge(line: Step, code: int, out: str, err: str) -> None:
    """A traceback, an exit code not expected, or a refusal of more than one line: Failed."""
    said = f"`jass-slate {' '.join(line.args)}`"
    if "Traceback" in out + err:
        raise Failed(f"{said} ended in a traceback:\n{err or out}")
    if code != line.code:
        raise Failed(f"{said} exited {code}, not {line.code}:\n{err or out}")
    if code in (1, 3) and len(err.splitlines()) != 1:
        raise Failed(f"{said} refused in {len(err.splitlines())} lines, not one:\n{err}")


def evening(jass: Path, game: str, commands: dict[str, list[str]], folder: Path) -> int:
    """The game's evening, then `--help` of each of its commands and every other command
    refused; the number of command lines run."""
    folder.mkdir()
    (folder / "broken.toml").write_text("not a session\n", encoding="utf-8")
    env = {**os.environ, "JASS_SLATE_FILE": str(folder / "jass.toml"),
           "JASS_SLATE_LANG": "en", "COLUMNS": "100", "XDG_CACHE_HOME": str(folder / "cache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as a user runs it: compiled code is kept
    own = commands[game]
    missing = set(own) - {command_of(line.args) for line in EVENINGS[game]}
    if missing:
        raise Failed(f"the {game} evening here uses no {', '.join(sorted(missing))}")
    lines = [*EVENINGS[game], step("--help"), step("--version"),
             *(step(name, "--help") for name in own),
             *(step(name, "1", "--help", code=1) for name in commands["*"]
               if name not in own)]
    for line in lines:
        judge(line, *run(jass, line, env, folder))
    return len(lines)


def uninstall_leaves_nothing(venv: Path) -> None:
    """`pip uninstall` takes the whole package: the commands wrote nothing into it (the kept
    dataclass code goes to the user's cache folder)."""
    python = str(venv / "bin" / "python")
    place = subprocess.run([python, "-I", "-c", "import jass_slate, os; "
                            "print(os.path.dirname(jass_slate.__file__))"],
                           capture_output=True, text=True, check=True).stdout.strip()
    subprocess.run([python, "-m", "pip", "uninstall", "--quiet", "--yes", "jass-slate"],
                   check=True)
    if os.path.exists(place):
        left = sorted(str(p.relative_to(place)) for p in Path(place).rglob("*"))
        raise Failed(f"pip uninstall left {', '.join(left) or 'the folder'} in {place}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="a wheel built already")
    told = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="wheel-smoke-") as name:
        work = Path(name)
        wheel = told.wheel.resolve() if told.wheel else build_wheel(work)
        print("wheel:", wheel.name)
        jass = install_alone(wheel, work / "venv")
        commands = commands_by_game(work / "venv")
        try:
            for game in EVENINGS:
                count = evening(jass, game, commands, work / game)
                print(f"{game}: {count} command lines, each as expected, no traceback")
            uninstall_leaves_nothing(work / "venv")
            print("pip uninstall left nothing of the package behind")
        except Failed as failure:
            print(f"wheel smoke FAILED: {failure}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
