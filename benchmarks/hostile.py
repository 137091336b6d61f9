"""The worst files of about 100 KB we know how to make, and how long jass-slate takes on them.

    python benchmarks/hostile.py [--size 100000] [--timeout 60]

Each file is made in a temporary folder and read by whole processes: `show`, `check`
and `check --json` for a session file, `new --rules FILE` for a rules file (and for the
FIFO and the devices that are not files at all). A row says the exit code (0 read,
1 refused by a rule, 3 refused as a file), the seconds of the whole process, the
seconds of the reading alone in this process (`load`, `check_file` or
`load_rules_file`: the process's start-up left out, which on a busy machine is most of
it) and the first line said on stderr. jass-slate should read or refuse each of them
within a second.

Standard library only, beside the project. The tests (tests/games/schieber/test_files.py) make the
same files and check what is said and where, never how long it takes.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from jass_slate.core.cards import Contract
from jass_slate.core.errors import JassError
from jass_slate.core.teams import Team, make_teams
from jass_slate.file.document import LARGEST_RULES_FILE, MOST_DOTS
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.event_text import format_entry
from jass_slate.games.schieber.file.rules_file import load_rules_file
from jass_slate.games.schieber.file.session import Session, load, render_session
from jass_slate.games.schieber.scoring.events import Entry, Hand, Start
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.tricks import counted

STAMP = "2026-11-29T20:14:03+01:00"


def session_head() -> str:
    """A sound, empty session file, up to its `[record]` table."""
    session = Session(Path("x"), preset("classic"),
                            make_teams(("Anna & Beat", "Cla & Dora"), None, "Anna"), STAMP)
    text = render_session(session)
    return text[: text.index("[record]")]


def with_events(lines: Iterator[str], size: int) -> str:
    """A session whose record holds event lines up to about `size` bytes."""
    text = [session_head(), "[record]\nevents = [\n"]
    length = sum(map(len, text))
    for line in lines:
        if length > size:
            break
        text.append(f'  "{line}",\n')
        length += len(line) + 5
    return "".join(text) + "]\n"


def _forever(line: str) -> Iterator[str]:
    while True:
        yield line


def _dotted_key(parts: int, size: int) -> str:
    """Keys of `parts` parts, line after line, filling `size` bytes."""
    line = "k" + ".k" * (parts - 1) + " = 1\n"
    return "".join(f"x{n}{line}" for n in range(size // (len(line) + 6)))


def _most_dots(size: int) -> str:
    """As many dotted keys as are let through, then plain keys up to `size` bytes."""
    dotted = "".join(f"x{n}" + ".k" * 9 + " = 1\n" for n in range(MOST_DOTS // 9))
    plain = "".join(f"y{n} = 1\n" for n in range(size // 8))
    plain = plain[: plain.rindex("\n", 0, size - len(dotted)) + 1]
    return dotted + plain


def _open_hand_fixes() -> Iterator[str]:
    first = Entry(Hand(Contract.CLUBS, counted(Team.ONE, 100)), STAMP)
    yield format_entry(first)
    yield format_entry(Entry(Start(Contract.CLUBS), STAMP))
    yield from _forever(f"{STAMP} fix 2 clubs points=100:57")


def _hands() -> Iterator[str]:
    hand = format_entry(Entry(Hand(Contract.CLUBS, counted(Team.ONE, 60)), STAMP))
    return _forever(hand)


SESSIONS: dict[str, Callable[[int], str]] = {
    "one dotted key of 50,000 parts": lambda size: session_head() + "k" + ".k" * (size // 2)
    + " = 1\n",
    "dotted keys of 10 parts": lambda size: session_head() + _dotted_key(10, size),
    "1,000 dots of dotted keys, then plain keys (let through)": lambda size: session_head()
    + _most_dots(size),
    "an array of 50,000 numbers": lambda size: session_head() + "x = [" + "1," * (size // 2)
    + "]\n",
    "a number of 5,000 digits": lambda size: session_head().replace(
        "format = 1", "format = 1\nx = " + "9" * 5000) + "[record]\nevents = []\n",
    "lists nested 5,000 deep": lambda size: session_head().replace(
        "format = 1", "format = 1\nx = " + "[" * 5000 + "]" * 5000) + "[record]\nevents = []\n",
    "unreadable event lines": lambda size: with_events(_forever(f"{STAMP} hand heartz"), size),
    "events that break a rule (tricks, no hand open)": lambda size: with_events(
        _forever(f"{STAMP} tricks points=100:57"), size),
    "fixes of the open hand": lambda size: with_events(_open_hand_fixes(), size),
    "time stamps that are not times": lambda size: with_events(
        _forever("yesterday hand clubs points=100:57"), size),
    "a sound season (readable, the yardstick)": lambda size: with_events(_hands(), size),
}

RULES: dict[str, Callable[[int], str]] = {
    "one dotted key of 50,000 parts": lambda size: "k" + ".k" * (size // 2) + " = 1\n",
    "dotted keys of 10 parts in 64 KiB": lambda size: _dotted_key(10, LARGEST_RULES_FILE),
    "1,000 dots of dotted keys, then plain keys, in 64 KiB": lambda size: _most_dots(
        LARGEST_RULES_FILE),
    "a number of 5,000 digits": lambda size: "target = " + "9" * 5000 + "\n",
    "lists nested 5,000 deep": lambda size: "x = " + "[" * 5000 + "]" * 5000 + "\n",
    "tables nested 500 deep (inline)": lambda size: "x = " + "{a = " * 500 + "1" + "}" * 500,
}


def in_process(read: Callable[[], object]) -> float:
    """Seconds `read` takes here, refused or not."""
    start = time.perf_counter()
    with contextlib.suppress(JassError):
        read()
    return time.perf_counter() - start


READERS: dict[str, Callable[[Path], object]] = {
    "show": load, "check": check_file, "check --json": check_file,
    "new --rules": load_rules_file,
}


def timed(args: list[str], timeout: float) -> tuple[str, float, str]:
    start = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-m", "jass_slate", *args], capture_output=True,
                              text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return "hang", time.perf_counter() - start, f"(killed after {timeout:.0f} s)"
    said = (done.stderr or done.stdout).strip().splitlines()
    first = said[0] if said else ""
    if "Traceback" in done.stderr:
        first = "TRACEBACK " + said[-1]
    return str(done.returncode), time.perf_counter() - start, first


def row(what: str, command: str, result: tuple[str, float, str], path: Path) -> str:
    code, seconds, said = result
    alone = in_process(lambda: READERS[command](path))
    return (f"{what[:48]:<48} {command:<13} {code:>4} {seconds:6.2f} s {alone:6.3f} s  "
            f"{said[:80]}")


def run(size: int, timeout: float) -> list[str]:
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        here = Path(folder)
        for number, (what, make) in enumerate(SESSIONS.items()):
            path = here / f"session{number}.toml"
            path.write_text(make(size), encoding="utf-8")
            for args in (["show"], ["check"], ["check", "--json"]):
                command = " ".join(args)
                full = ["-f", str(path), *args] if args == ["show"] else [*args, str(path)]
                rows.append(row(f"{what} ({path.stat().st_size // 1000} KB)", command,
                                timed(full, timeout), path))
        for number, (what, make) in enumerate(RULES.items()):
            path = here / f"rules{number}.toml"
            path.write_text(make(size), encoding="utf-8")
            rows.append(row(f"rules: {what} ({path.stat().st_size // 1000} KB)", "new --rules",
                            timed(_new(here, path), timeout), path))
        fifo = here / "fifo.toml"
        os.mkfifo(fifo)
        for device in (fifo, Path("/dev/zero"), Path("/dev/urandom")):
            rows.append(row(f"rules: {device.name}", "new --rules",
                            timed(_new(here, device), timeout), device))
    return rows


def _new(folder: Path, rules: Path) -> list[str]:
    target = folder / "new.toml"
    with contextlib.suppress(FileNotFoundError):
        target.unlink()
    return ["-f", str(target), "new", "--team", "A", "--team", "B", "--rules", str(rules)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--timeout", type=float, default=60.0)
    options = parser.parse_args()
    print(f"{'file':<48} {'command':<13} {'exit':>4} {'process':>8} {'reading':>8}  "
          "first line said")
    for line in run(options.size, options.timeout):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
