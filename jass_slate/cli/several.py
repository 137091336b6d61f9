"""Several session files of any games read as one, `export FILES` and `stats FILES`: each
game present makes its part of its own files (shell/several.py), and they are put
together here, where the registry is known; and the registry's other answer to a command
of one game, the live page of whichever game a file holds (shell/every_game.py). The app
puts them in every command's context.

The files are read in the order the commands always read them: in an export, the files
of the games beside the table first, then those of the games that join it, then the
table's; in the statistics, those beside it, then the table's, then those that join it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage
    from jass_slate.report.club import ClubSession
    from jass_slate.report.results import GameResult
    from jass_slate.shell.recording import Ran
    from jass_slate.shell.several import Several


class RegisteredGames:
    """What a command of one game asks of every game, answered from the registry; `app`
    runs the words of a scorer's keypad (`serve --write`)."""

    def __init__(self, app: typer.Typer | None = None) -> None:
        self.app = app

    def export_several(self, files: Sequence[Path], format_name: str,
                       aliases: Mapping[str, str]) -> Iterable[str]:
        return export_several(files, format_name, aliases)

    def session_files(self, paths: Sequence[Path]) -> list[Path]:
        from jass_slate.cli.club_database import session_files

        return session_files(paths)

    def club_sql(self, files: Sequence[Path], aliases: Mapping[str, str]) -> Iterable[str]:
        from jass_slate.cli.club_targets import to_sql

        return to_sql(files, aliases, club_sessions(aliases))

    def club_write(self, files: Sequence[Path], aliases: Mapping[str, str],
                   output: Path | None, database: str | None) -> int:
        from jass_slate.cli.club_targets import to_postgresql, to_sqlite

        if database is not None:
            return to_postgresql(database, files, aliases, club_sessions(aliases))
        assert output is not None
        return to_sqlite(output, files, aliases, club_sessions(aliases))

    def page(self, path: Path) -> GamePage:
        from jass_slate.games import played_by

        return played_by(path).hooks.page(path)

    def keypad(self, path: Path) -> Keypad:
        from jass_slate.games import played_by

        return played_by(path).hooks.keypad(path)

    def run(self, path: Path, words: list[str]) -> Ran:
        from jass_slate.cli.spoken import run_words

        if self.app is None:
            raise ValueError("no app to run the words with")
        return run_words(self.app, path, words)


class Parts:
    """Each game's part of several files, by its role (shell/several.py); the first
    game's table is there, empty, where no file is its own."""

    def __init__(self, files: Sequence[Path], aliases: Mapping[str, str]) -> None:
        from jass_slate.games import FIRST, GAMES, played_by
        from jass_slate.shell.several import BESIDE, JOINS, TABLE

        owners = [played_by(path).name for path in files]
        self.present = [game.hooks.several([f for f, o in zip(files, owners, strict=True)
                                            if o == game.name], aliases)
                        for game in GAMES if game.name in owners or game is FIRST]
        self.table = next(part for part in self.present if part.role == TABLE)
        self.joining = [part for part in self.present if part.role == JOINS]
        self.beside = [part for part in self.present if part.role == BESIDE]

    @property
    def with_files(self) -> list[Several]:
        return [part for part in self.present if part.has_files]


def club_sessions(aliases: Mapping[str, str]) -> Callable[[Sequence[Path]], list[ClubSession]]:
    """Each session of some files of any games, as the club's database keeps it."""
    def sessions_of(files: Sequence[Path]) -> list[ClubSession]:
        return [session for part in Parts(files, aliases).with_files for session in part.club()]

    return sessions_of


def export_several(files: Sequence[Path], format_name: str, aliases: Mapping[str, str]
                   ) -> Iterable[str]:
    """`export FILES` whatever the session's game: several session files, of any games,
    as one export (csv, json or md)."""
    from jass_slate.report.several import check_format

    check_format(format_name)  # before a file is read, for every game
    parts = Parts(files, aliases)
    beside = [part for part in parts.beside if part.has_files]
    for part in beside:
        part.read()
    if not parts.table.has_files and not parts.joining:
        chunks = beside[0].export(format_name)  # one game's own table
        beside = beside[1:]
    elif beside and format_name == "csv":
        raise beside[0].refused_in_one_table(parts.table.spoken)  # before another's is read
    else:
        chunks = table_export(parts.table, parts.joining, format_name)
    for part in beside:
        chunks = beside_export(chunks, part, format_name, parts.table.spoken)
    return chunks


def table_export(table: Several, joining: list[Several], format_name: str) -> Iterable[str]:
    """The one table of the first game's files and the files of the games that join it."""
    from jass_slate.report import jsonout
    from jass_slate.report.visible import csv_lines

    for part in [*joining, table]:
        part.read()
    if format_name == "csv":
        return csv_lines(table_rows(table, joining))
    if format_name == "json":
        data = table.data()
        for part in joining:
            data.update(part.data())
        return jsonout.lines(data)
    return table_markdown(table, joining)


def table_rows(table: Several, joining: list[Several]) -> Iterator[list[object]]:
    """The header and the rows: where a game joins, a column says which game a row is of
    and each joining game's own columns follow; a row leaves the other games' empty."""
    own = [part.header() for part in joining]
    kind = ["kind"] if joining else []
    yield [*table.header(), *kind, *(column for columns in own for column in columns)]
    for row in table.rows():
        yield [*row, *([table.name] if joining else []), *[""] * sum(map(len, own))]
    width = len(table.header())
    for index, part in enumerate(joining):
        before, after = sum(map(len, own[:index])), sum(map(len, own[index + 1:]))
        for row in part.rows():
            yield [*row[:width], part.name, *[""] * before, *row[width:], *[""] * after]


def table_markdown(table: Several, joining: list[Several]) -> Iterator[str]:
    if table.has_files:
        yield from table.markdown()
        if joining:
            yield "\n"
    for part in joining:
        yield from part.markdown()


def beside_export(chunks: Iterable[str], part: Several, format_name: str, table: str
                  ) -> Iterable[str]:
    """The export of the other games' files (`chunks`) and a game's own table beside it."""
    if format_name == "csv":
        raise part.refused_in_one_table(table)
    if format_name == "md":
        return [*chunks, "\n", *part.markdown()]
    import json

    from jass_slate.report import jsonout

    data: dict[str, Any] = json.loads("".join(chunks))
    return jsonout.lines({**data, **part.data()})


def stats_several(files: Sequence[Path], aliases: Mapping[str, str]
                  ) -> tuple[dict[str, Any], list[Callable[[], Any]]]:
    """`stats FILES`: the figures of the games present as one JSON document (the first
    game's even of no file), and how to draw each game's with files, in the registry's
    order: a drawing is made only when asked for, so `stats --json` loads no drawing."""
    parts = Parts(files, aliases)
    for part in [*parts.beside, parts.table, *parts.joining]:
        part.read()
    data: dict[str, Any] = {}
    for part in parts.present:
        data.update(part.stats_data())
    return data, [part.stats_drawing for part in parts.with_files]


def results_several(files: Sequence[Path], aliases: Mapping[str, str]) -> list[GameResult]:
    """The games of several session files of one game (`settle`): every file read, each
    once; files of two games, or one file named twice, are refused."""
    from jass_slate.core.errors import RuleError, message
    from jass_slate.file.head import game_name
    from jass_slate.games import played_by
    from jass_slate.language.i18n import N_

    seen: dict[Path, Path] = {}
    for path in files:
        same = seen.setdefault(path.resolve(), path)
        if same is not path:
            raise RuleError(message(N_("{first} and {second} are the same session: name each "
                                       "file once"), first=same, second=path))
    games = {played_by(path).name: path for path in files}
    if len(games) > 1:
        (one, first), (other, second) = list(games.items())[:2]
        raise RuleError(message(N_("{first} is a {one} and {second} a {other}: give the "
                                   "files of one game at a time"), first=first, second=second,
                                one=game_name(one), other=game_name(other)))
    return [result for part in Parts(files, aliases).with_files for result in part.results()]
