"""Several session files read as one, of any games: `export FILES` and `stats FILES`.

Each game's files among them are its `Several` part (its entry makes it); the registry's
composition (cli/several.py) puts the parts together. A part reads its files when it is
first asked for what they hold.

A game's part is one of three:
- TABLE, the first game's: its hands are the rows of the one table of several sessions
  (a CSV with a session column, JSON's "sessions" and "hands", a Markdown table);
- JOINS: its hands fill that table's columns as the first game's do, then a column saying
  which game a row is of and its own columns; in JSON and Markdown, a part of its own;
- BESIDE: a table of its own; beside the others' in JSON and Markdown, never in one CSV.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Generic, Literal, Protocol, TypeVar

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.report.club import ClubSession
    from jass_slate.report.results import GameResult

TABLE: Final = "table"
JOINS: Final = "joins"
BESIDE: Final = "beside"
Role = Literal["table", "joins", "beside"]


class Several(Protocol):
    """One game's files among several session files; `files` may be none (the first
    game's table, when another game joins it)."""

    role: Role
    name: str  # the game's, as the CSV's column of which game a row is of says it
    spoken: str  # its name in a sentence, marked N_ (said with _(): the French say Chibre)

    @property
    def has_files(self) -> bool:
        """Whether any file is the game's."""

    def read(self) -> None:
        """Read its files (once; what it is asked for reads them too): what cannot be read
        raises."""

    def header(self) -> list[str]:
        """TABLE: the table's columns; JOINS: the columns of its own after them."""

    def rows(self) -> Iterable[list[object]]:
        """Its rows of the table, under the table's columns (JOINS: and its own after)."""

    def data(self) -> dict[str, Any]:
        """Its keys of one JSON document."""

    def markdown(self) -> Iterable[str]:
        """Its part of one Markdown page."""

    def export(self, format_name: str) -> Iterable[str]:
        """BESIDE: its files alone, exported as one (csv, json or md)."""

    def refused_in_one_table(self, table: str) -> Exception:
        """BESIDE: why a CSV of its files and others' is refused (`table`: the spoken name
        of the game whose table it is)."""

    def stats_data(self) -> dict[str, Any]:
        """Its keys of `stats --json`."""

    def results(self) -> list[GameResult]:
        """Each game of its files, as `settle` reckons them (report/results.py)."""

    def stats_drawing(self) -> RenderableType:
        """Its statistics drawn for the terminal."""

    def club(self) -> list[ClubSession]:
        """Each of its sessions as the club's database keeps it (report/club.py)."""


T = TypeVar("T")


class GameFiles(ABC, Generic[T]):
    """A game's files among several: each read (`read_file`, the game's) once, when what
    they hold is first asked for; the start of a game's `Several`. What a game must give
    is abstract: a game that forgot one cannot be made (mypy says which)."""

    def __init__(self, files: Sequence[Path], aliases: Mapping[str, str]) -> None:
        self.files = list(files)
        self.aliases = aliases
        self._named: list[T] | None = None

    @property
    def has_files(self) -> bool:
        return bool(self.files)

    def read(self) -> None:
        self.named()

    def named(self) -> list[T]:
        """What each file holds, in the order given."""
        if self._named is None:
            self._named = [self.read_file(path) for path in self.files]
        return self._named

    @abstractmethod
    def read_file(self, path: Path) -> T:
        """What one file holds, with its name."""


class BoardExports(Protocol):
    """What a board game's report/exports.py gives its files among several."""

    @property
    def MANY(self) -> Mapping[str, Callable[..., Iterable[str]]]:
        """Each format's writer of its sessions."""

    def sessions_data(self, named: Sequence[tuple[str, Any]],
                      aliases: Mapping[str, str]) -> Any:
        """Its sessions as JSON data."""

    def stats_data(self, named: Sequence[tuple[str, Any]],
                   aliases: Mapping[str, str]) -> dict[str, Any]:
        """Its figures for `stats`."""


class BesideFiles(GameFiles[tuple[str, Any]]):
    """A board game's files among several (each file its name and its board): a table of
    their own beside the other games' in one JSON document or Markdown page, never in
    their CSV (BESIDE). The game names itself and says how its board is read, exported,
    counted, drawn and handed over; its modules are imported only when asked for."""

    role: Role = BESIDE
    name: str
    spoken: str
    refusal: str  # the CSV refused, a message marked with N_ that has {game}
    contract_key: str | None = None  # the key of its JSON's hands that says what was played

    @abstractmethod
    def load(self, path: Path) -> Any:
        """The board one file replays to."""

    @abstractmethod
    def exports(self) -> BoardExports:
        """Its report/exports.py: its sessions' writers, data and figures."""

    @abstractmethod
    def stats_table(self, counted: dict[str, Any]) -> RenderableType:
        """Its figures for `stats`, drawn."""

    @abstractmethod
    def result(self, name: str, board: Any) -> GameResult:
        """The game one file holds, as `settle` reckons it (report/results.py)."""

    def read_file(self, path: Path) -> tuple[str, Any]:
        return str(path), self.load(path)

    def header(self) -> list[str]:
        return []

    def rows(self) -> Iterable[list[object]]:
        return ()

    def data(self) -> dict[str, Any]:
        return {self.name: self.exports().sessions_data(self.named(), self.aliases)}

    def markdown(self) -> Iterable[str]:
        return self.export("md")

    def export(self, format_name: str) -> Iterable[str]:
        return self.exports().MANY[format_name](self.named(), self.aliases)

    def refused_in_one_table(self, table: str) -> Exception:
        from jass_slate.core.errors import RuleError, message

        return RuleError(message(self.refusal, game=message(table)))

    def results(self) -> list[GameResult]:
        return [self.result(name, board) for name, board in self.named()]

    def stats_data(self) -> dict[str, Any]:
        return {self.name: self.exports().stats_data(self.named(), self.aliases)}

    def stats_drawing(self) -> RenderableType:
        return self.stats_table(self.stats_data()[self.name])

    def club(self) -> list[ClubSession]:
        """Its sessions as its JSON among several says them, and their results."""
        from jass_slate.report.club import board_session

        data = self.exports().sessions_data(self.named(), self.aliases)
        return [board_session(item, result, self.name, self.contract_key)
                for item, result in zip(data, self.results(), strict=True)]
