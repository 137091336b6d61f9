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

if TYPE_CHECKING:
    from jass_slate.render.page import GamePage
    from jass_slate.shell.several import Several


class RegisteredGames:
    """What a command of one game asks of every game, answered from the registry."""

    def export_several(self, files: Sequence[Path], format_name: str,
                       aliases: Mapping[str, str]) -> Iterable[str]:
        return export_several(files, format_name, aliases)

    def page(self, path: Path) -> GamePage:
        from jass_slate.games import played_by

        return played_by(path).hooks.page(path)


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
