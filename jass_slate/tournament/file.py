"""The tournament file, `DIR/tournament.toml`: the players, the draw of every round (each
table's seats, the byes) and the seed it follows from; read with the line a problem is on,
written atomically under its lock.

```toml
# jass-slate tournament: the players, and the draw of every round from its seed.
format = 1
id = "6f1c…"
name = "Herbstturnier"
game = "…"
rules = "…"
rounds = 3
hands = 12
drop_worst = false
seed = 2026
created = "2026-12-02T19:30:00+01:00"
players = ["Anna", "Beat", …]

[[round]]
number = 1
byes = ["Ines"]

[[round.table]]
number = 1
seats = ["Anna", "Cla", "Beat", "Dora"]
```

A table's `seats` are in seat order (seat 1 first); where the game seats partners, seats
1 and 3 are one team, 2 and 4 the other."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import SessionFileError, message
from jass_slate.core.notation import fold
from jass_slate.file.document import FileRole, key_line, read_bytes, read_document
from jass_slate.file.tournament_part import MOST_ROUNDS, TournamentPart, read_part
from jass_slate.language.i18n import N_

TOURNAMENT_FILE_NAME = "tournament.toml"
TOURNAMENT_FORMAT = 1
MOST_PLAYERS = 400
MOST_HANDS = 1000
MOST_SEED = 2**63 - 1
TOURNAMENT_FILE = FileRole(
    4 * 1024 * 1024,
    missing=N_("no tournament file here: start one with `jass-slate tournament new DIR`"),
    directory=N_("is a directory, not a tournament file"),
    not_regular=N_("is not a regular file, so not a tournament file"),
    too_large=N_("is {size} bytes, too large for a tournament file (at most {largest})"),
)
PLAYERS_LIST = FileRole(
    1024 * 1024,
    missing=N_("no such file of players (--players A,B,… names them with commas)"),
    directory=N_("is a directory, not a file of players"),
    not_regular=N_("is not a regular file, so not a file of players"),
    too_large=N_("is {size} bytes, too large for a file of players (at most {largest})"),
)
HEADER = "# jass-slate tournament: the players, and the draw of every round from its seed.\n"
KEYS = ("format", "id", "name", "game", "rules", "rounds", "hands", "drop_worst", "seed",
        "created", "players", "round")


@dataclass(frozen=True)
class Table:
    """One table of a round: its number and its players in seat order."""

    number: int
    seats: tuple[str, ...]


@dataclass(frozen=True)
class Round:
    """One round (a Passe): its tables, and the players who sit it out."""

    number: int
    tables: tuple[Table, ...]
    byes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Tournament:
    """What the tournament file says."""

    id: str
    name: str
    game: str
    rules: str  # the game's preset, or a rules file's name ("" : the game's default)
    rounds: int
    hands: int
    seed: int
    created: str
    players: tuple[str, ...]
    draw: tuple[Round, ...]
    drop_worst: bool = False  # each player's worst round is not counted (a Streichpasse)


def tournament_path(folder: Path) -> Path:
    return folder / TOURNAMENT_FILE_NAME


def table_path(folder: Path, round_number: int, table_number: int) -> Path:
    """Where the session file of a table of a round lies: round-2/table-3.toml."""
    return folder / f"round-{round_number}" / f"table-{table_number}.toml"


def read_tournament(folder: Path) -> Tournament:
    """The tournament file of a tournament's folder (`DIR/tournament.toml`), read; a
    missing, odd or broken file raises SessionFileError with its name and line."""
    path = tournament_path(folder)
    data = read_bytes(path, TOURNAMENT_FILE)
    doc, lines = read_document(str(path), data)
    return tournament_from(str(path), doc, lines)


def read_session_part(path: Path) -> TournamentPart | None:
    """A session file's `[tournament]` part (the tournament's id, the round, the table), or
    None where it has none; a file that does not read raises SessionFileError."""
    doc, lines = read_document(str(path), read_bytes(path))
    return read_part(str(path), doc, lines)


class _Reader:
    """The document of a tournament file, each problem said with its line."""

    def __init__(self, name: str, lines: Sequence[str]) -> None:
        self.name, self.lines = name, lines

    def refuse(self, said: str, at: str | None = None, **values: object) -> SessionFileError:
        """A problem, on the line of the key `at` where it has one."""
        line = key_line(self.lines, at) if at else None
        return SessionFileError(self.name, message(said, **values), line)

    def word(self, doc: Mapping[str, Any], key: str, empty: bool = False) -> str:
        value = doc.get(key, "" if empty else None)
        if not isinstance(value, str) or not (empty or value.strip()):
            raise self.refuse(N_("{key} must be a word"), key, key=key)
        return value

    def number(self, doc: Mapping[str, Any], key: str, least: int, most: int) -> int:
        value = doc.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
            raise self.refuse(N_("{key} must be a whole number from {least} to {most}"), key,
                              key=key, least=least, most=most)
        return value

    def names(self, value: object, key: str) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(
                isinstance(name, str) and name.strip() for name in value):
            raise self.refuse(N_("{key} must be a list of players' names"), key, key=key)
        return tuple(value)


def tournament_from(name: str, doc: Mapping[str, Any], lines: Sequence[str]) -> Tournament:
    """The tournament a read document holds."""
    read = _Reader(name, lines)
    for key in doc:
        if key not in KEYS:
            raise read.refuse(N_("unknown key {key!r}: the keys are {keys}"), key, key=key,
                              keys=", ".join(KEYS))
    version = doc.get("format")
    if version != TOURNAMENT_FORMAT:
        raise read.refuse(N_("tournament file format {version!r} is not one this jass-slate "
                             "reads ({known})"), "format", version=version,
                          known=TOURNAMENT_FORMAT)
    players = read.names(doc.get("players"), "players")
    if len({fold(name) for name in players}) != len(players):
        raise read.refuse(N_("players names a player twice"), "players")
    rounds = read.number(doc, "rounds", 1, MOST_ROUNDS)
    draw = _draw(read, doc.get("round"), set(players))
    if len(draw) != rounds:
        raise read.refuse(N_("the draw has {found} rounds, not {rounds}"), "rounds",
                          found=len(draw), rounds=rounds)
    drop_worst = doc.get("drop_worst", False)
    if not isinstance(drop_worst, bool):
        raise read.refuse(N_("drop_worst must be true or false"), "drop_worst")
    return Tournament(read.word(doc, "id"), read.word(doc, "name", empty=True),
                      read.word(doc, "game"), read.word(doc, "rules", empty=True), rounds,
                      read.number(doc, "hands", 1, MOST_HANDS),
                      read.number(doc, "seed", 0, MOST_SEED), read.word(doc, "created"),
                      players, draw, drop_worst)


def _draw(read: _Reader, value: object, players: set[str]) -> tuple[Round, ...]:
    if not isinstance(value, list) or not all(isinstance(table, dict) for table in value):
        raise read.refuse(N_("the draw must be [[round]] tables"), "round")
    rounds = []
    for index, table in enumerate(value, 1):
        if table.get("number") != index:
            raise read.refuse(N_("round {number} of the draw is not numbered {number}"),
                              number=index)
        tables = table.get("table", [])
        if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
            raise read.refuse(N_("round {number}: its tables must be [[round.table]] tables"),
                              number=index)
        seated = tuple(Table(at, read.names(t.get("seats"), "seats"))
                       for at, t in enumerate(tables, 1))
        byes = read.names(table.get("byes", []), "byes")
        everyone = [name for t in seated for name in t.seats] + list(byes)
        if sorted(everyone) != sorted(players) or any(
                t.number != at.get("number") for t, at in zip(seated, tables, strict=True)):
            raise read.refuse(N_("round {number} of the draw does not seat each player once"),
                              number=index)
        rounds.append(Round(index, seated, byes))
    return tuple(rounds)


def tournament_text(tournament: Tournament) -> str:
    """The tournament file as jass-slate writes it."""
    import tomli_w

    draw = [{"number": r.number, "byes": list(r.byes),
             "table": [{"number": t.number, "seats": list(t.seats)} for t in r.tables]}
            for r in tournament.draw]
    return HEADER + tomli_w.dumps({
        "format": TOURNAMENT_FORMAT, "id": tournament.id, "name": tournament.name,
        "game": tournament.game, "rules": tournament.rules, "rounds": tournament.rounds,
        "hands": tournament.hands, "drop_worst": tournament.drop_worst,
        "seed": tournament.seed, "created": tournament.created,
        "players": list(tournament.players), "round": draw})


def write_tournament(folder: Path, tournament: Tournament) -> None:
    """Write the tournament file, new, atomically and durably under its lock."""
    from jass_slate.file.lock import write_new

    write_new(tournament_path(folder), tournament_text(tournament), force=False)
