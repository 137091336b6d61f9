"""One evening written two ways: as `play` answers and as the plain step-by-step commands."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.games.schieber.file.session import editing, load, save
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.table.play import Build, Table

runner = CliRunner()
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"]
NO_TRUMP = ("obenabe", "undenufe")


@dataclass(frozen=True)
class Step:
    """One hand as the table says it."""

    contract: str
    pushed: bool = False
    weis: tuple[str, tuple[int, ...]] | None = None  # team, values
    stoeck: str | None = None
    points: tuple[str, int] | None = None  # team, trick points
    match: str | None = None

    def answers(self) -> list[str]:
        """What `play` is told, question by question."""
        lines = ["push", self.contract] if self.pushed else [self.contract]
        lines.append("none" if self.weis is None
                     else f"{self.weis[0]} {' '.join(map(str, self.weis[1]))}")
        if self.contract not in NO_TRUMP:
            lines.append(self.stoeck or "none")
        lines.append(f"match {self.match}" if self.match else
                     f"{self.points[0]} {self.points[1]}" if self.points else "")
        return lines

    def commands(self) -> list[list[str]]:
        """The plain commands that record the same hand."""
        commands = [["start", self.contract] + (["--pushed"] if self.pushed else [])]
        if self.weis is not None:
            commands.append(["weis", self.weis[0], *map(str, self.weis[1])])
        if self.stoeck is not None:
            commands.append(["stoeck", self.stoeck])
        if self.match:
            commands.append(["tricks", "--match", self.match])
        else:
            assert self.points is not None
            commands.append(["tricks", "--points", f"{self.points[0]}={self.points[1]}"])
        return commands


# Two whole games to 3000 under the classic rules: pushes, Weis, Stöck, a Match and a
# Kontermatch. Cla & Dora win game 1 in hand 10; Anna & Beat win game 2 Schneider in
# hand 20, when its trick points take them past the target.
GAME = (
    Step("hearts", weis=("1", (20,)), points=("1", 100)),
    Step("clubs", pushed=True, stoeck="2", points=("2", 97)),
    Step("obenabe", weis=("Anna", (100, 20)), points=("1", 85)),
    Step("spades", weis=("2", (50,)), points=("Dora", 112)),
    Step("undenufe", pushed=True, match="Cla"),
    Step("diamonds", stoeck="1", points=("1", 131)),
    Step("hearts", weis=("2", (20, 20)), points=("2", 68)),
    Step("obenabe", pushed=True, match="2"),
    Step("clubs", stoeck="2", points=("1", 57)),
    Step("undenufe", weis=("2", (50,)), points=("2", 89)),
    Step("diamonds", weis=("1", (20,)), points=("1", 121)),
    Step("spades", pushed=True, points=("2", 44)),
    Step("obenabe", weis=("1", (50, 20)), points=("1", 96)),
    Step("hearts", weis=("Beat", (100,)), stoeck="1", points=("1", 78)),
    Step("undenufe", pushed=True, points=("1", 104)),
    Step("clubs", weis=("2", (20,)), points=("2", 90)),
    Step("obenabe", weis=("1", (20,)), points=("1", 118)),
    Step("diamonds", points=("1", 140)),
    Step("undenufe", points=("1", 120)),
    Step("hearts", stoeck="Anna", points=("1", 60)),
)


def answers(steps: tuple[Step, ...] | list[Step]) -> list[str]:
    return [line for step in steps for line in step.answers()]


def play_commands(path: Path, steps: tuple[Step, ...] | list[Step]) -> None:
    """Record the steps with the plain commands into `path`."""
    for step in steps:
        for command in step.commands():
            result = runner.invoke(app, ["-f", str(path), *command])
            assert result.exit_code == 0, (command, result.output)


def new_session(path: Path) -> None:
    result = runner.invoke(app, ["-f", str(path), *NEW])
    assert result.exit_code == 0, result.output


STAMP = re.compile(r'^(\s*")\d{4}-\d\d-\d\dT[0-9:.+\-Z]+ ', re.M)
CREATED = re.compile(r'^created = ".*"$', re.M)
# The summary's figures made of time stamps: when the evening began, and the hash of the
# slate, whose hands, corrections and renames say when they were written.
TIMED = re.compile(r'^(began|slate) = ".*"$', re.M)


def without_times(path: Path) -> str:
    """The session file with its time stamps blanked: what was said, not when."""
    text = STAMP.sub(r"\1<at> ", path.read_text(encoding="utf-8"))
    return TIMED.sub(r'\1 = "<at>"', CREATED.sub('created = "<at>"', text))


def table(path: Path, lines: list[str]) -> tuple[Table, list[str]]:
    """`play`'s loop with `lines` as the answers; what it said is kept."""
    said: list[str] = []
    queue = list(lines)

    def ask(prompt: str) -> str:
        said.append(prompt)
        if not queue:
            raise EOFError
        return queue.pop(0)

    def write(build: Build, dry_run: bool) -> Slate:
        with editing(path) as session:
            session.record(build(session))
            if not dry_run:
                save(session)
            return session.scorer

    return Table(ask, said.append, write, lambda: load(path)), said
