"""What a game's keypad is made of (`serve --write`): each of its recording commands as a
few controls, described as data, which the one keypad page (render/keypad_page.py) draws
for every game. A game says its keypad through its hooks (shell/hooks.py: `keypad`); no
page is written by hand for a game.

A control turns what was tapped into the CLI's words, so the page sends exactly what a
scorer would type:

- ONE: one of the choices: `[option] WORD` (a contract, a row, a team),
- FLAG: a switch: `option` when it is on (`--pushed`, `--dry-run`),
- NUMBER: a whole number: `[option] N` (a hand's number for `fix`),
- SIDE_NUMBER: a side and a number: `[option] SIDE=N` (`--points 1=95`); with `of`, the
  page shows what the other side takes (157 - N),
- SIDE: a side alone: `option SIDE` (`--match 1`, `--stoeck 2`, `--by 1`),
- SIDE_VALUES: a side and several numbers: `option SIDE=V,V` (`--weis 1=50,20`);
  `repeated`, several sides, each tapped and then its numbers typed, the option before
  each side's: `--hand-weis Anna=20,20 --hand-weis Beat=50`,
- EACH: a number for each side: `[option] SIDE=N SIDE=N ...` (the sides left empty are
  left out, as on the command line); `repeated`, the option is said before each side's
  number, as a repeatable option takes them: `--points A=95 --points B=67`.

A hidden control is typed unseen (a hidden call); a remembered one keeps
its choice on that phone (the player's own name, picked once); a signed one's numbers may
be negative (its pad has ±).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

ONE = "one"
FLAG = "flag"
NUMBER = "number"
SIDE_NUMBER = "side_number"
SIDE = "side"
SIDE_VALUES = "side_values"
EACH = "each"
KINDS = (ONE, FLAG, NUMBER, SIDE_NUMBER, SIDE, SIDE_VALUES, EACH)


@dataclass(frozen=True)
class Choice:
    """A button: the word it sends and what it says (`hearts`, `♥ ×2`)."""

    word: str
    label: str


@dataclass(frozen=True)
class Control:
    """One control of a command's form (the kinds above)."""

    kind: str
    label: str
    option: str = ""  # the option its words follow; "" where they stand alone
    choices: tuple[Choice, ...] = ()  # the values of ONE, the sides of the others
    required: bool = False
    of: int = 0  # SIDE_NUMBER: what the sides share (the other side is shown the rest)
    most: int = 0  # the largest number the keypad offers (0: no bound of its own)
    hidden: bool = False  # typed unseen
    remembered: bool = False  # the choice stays on this phone
    repeated: bool = False  # EACH, SIDE_VALUES: the option before each side's
    signed: bool = False  # its numbers may be negative

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"no control kind {self.kind!r}")


@dataclass(frozen=True)
class Entry:
    """One recording command as the keypad writes it: its first words, what its button
    says, its controls; `tried_first` sends it with `--dry-run` first and shows that
    answer before it is written (a claim's verdict)."""

    words: tuple[str, ...]
    label: str
    controls: tuple[Control, ...] = ()
    tried_first: bool = False


@dataclass(frozen=True)
class Keypad:
    """A game's keypad: the commands it may record (the server runs no other) and the
    forms the page draws; `sides` name the teams or players the totals belong to."""

    commands: frozenset[str]
    entries: tuple[Entry, ...] = ()
    sides: tuple[str, ...] = ()

    def data(self) -> dict[str, Any]:
        """The keypad as the page reads it (JSON)."""
        return {"commands": sorted(self.commands), "sides": list(self.sides),
                "entries": [asdict(entry) for entry in self.entries]}


def sides_of(names: list[str] | tuple[str, ...], numbered: bool) -> tuple[Choice, ...]:
    """The teams or players as choices: by number (`1`, `2`: a team), or by name."""
    return tuple(Choice(str(number) if numbered else name, name)
                 for number, name in enumerate(names, 1))
