"""The session file of a Coiffeur: its head ([teams], [rules], [rows]) and its event lines,
read and written by file/game_file.py with Schieber's guarantees.

An event line reads like the command that made it, teams and rows by number:

    2026-12-01T20:14:03+01:00 hand row=3 by=1 points=100 player=Anna
    2026-12-01T20:19:40+01:00 hand row=6 by=2 match
    2026-12-01T20:31:02+01:00 fix row=3 by=1 points=90

`points` is the declaring team's own count (what `TEAM=N` of the other team made is
written as 157 - N); a player's name has its spaces written %20 as in Schieber's lines.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from jass_slate.core.errors import (
    InputError,
    JassError,
    Message,
    RuleError,
    SessionFileError,
    message,
)
from jass_slate.core.teams import check_player_names
from jass_slate.file.document import key_line, table_line
from jass_slate.file.line_words import escape, unescape
from jass_slate.games.coiffeur.scoring.board import (
    Board,
    Cell,
    CoiffeurRules,
    CoiffeurSetup,
    Outcome,
    Played,
    empty_board,
    make_players,
    make_teams,
    play,
    rules_from,
    rules_table,
)
from jass_slate.games.coiffeur.scoring.rows import (
    ALONE_PRESET,
    DEFAULT_PRESET,
    PRESETS,
    Row,
    preset_rows,
    row_tables,
    rows_from,
)
from jass_slate.games.coiffeur.scoring.seats import seating
from jass_slate.language.i18n import N_

GAME = "coiffeur"
VERBS = {"hand": False, "fix": True}  # the verb of a line, and whether it is a fix
FLAGS = (Outcome.MATCH, Outcome.KONTERMATCH, Outcome.SCRATCH)


def _file_error(name: str, error: JassError, lines: Sequence[str], table: str) -> SessionFileError:
    reason = Message("{table}: {problem}", {"table": table, "problem": error.message},
                     verbatim=True)
    line = key_line(lines, error.key, table) if error.key else None
    return SessionFileError(name, reason, line or table_line(lines, table))


class CoiffeurFile:
    """What file/game_file.py needs to know of a Coiffeur file."""

    name = GAME

    def setup_from(self, name: str, doc: Mapping[str, Any], lines: Sequence[str]
                   ) -> CoiffeurSetup:
        alone = "players" in doc  # each player alone: a [players] table, not [teams]
        table = "[players]" if alone else "[teams]"
        found = doc.get("players" if alone else "teams")
        teams: dict[str, Any] = found if isinstance(found, dict) else {}
        names = teams.get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            said = N_("[players] names must list the players' names") if alone else \
                N_("[teams] names must list the teams' names")
            raise SessionFileError(name, message(said), key_line(lines, "names", table)
                                   or table_line(lines, table))
        try:
            made = make_players(names) if alone else make_teams(names)
            seats, first = teams.get("seats"), teams.get("first_forehand")
            if not (seats is None or isinstance(seats, list)) or not (
                    first is None or isinstance(first, str)):
                raise InputError(message(N_("[teams] seats must list the players and "
                                            "first_forehand name one")), key="seats")
            seated = seating([t.players for t in made], seats, first)
        except JassError as error:
            raise _file_error(name, error, lines, table) from None
        rules = doc.get("rules", {})
        try:
            chosen = rules_from(rules if isinstance(rules, dict) else {"rules": rules})
        except JassError as error:
            raise _file_error(name, error, lines, "[rules]") from None
        rows = doc.get("rows")
        if not isinstance(rows, dict):
            raise SessionFileError(name, message(N_("no [rows] table: was the file cut "
                                                    "short?")), table_line(lines, "[rows]"))
        try:
            made_rows = rows_from(rows.get("row"))
        except JassError as error:
            raise _file_error(name, error, lines, "[[rows.row]]") from None
        preset = rows.get("preset")
        return CoiffeurSetup(made, made_rows, chosen,
                             preset if isinstance(preset, str) else None, seated, alone)

    def setup_tables(self, setup: CoiffeurSetup) -> dict[str, Any]:
        rows: dict[str, Any] = {} if setup.preset is None else {"preset": setup.preset}
        teams: dict[str, Any] = {"names": [team.name for team in setup.teams]}
        if setup.seating is not None:
            teams["seats"] = list(setup.seating.seats)
            if setup.seating.first_forehand is not None:
                teams["first_forehand"] = setup.seating.first_forehand
        return {"players" if setup.alone else "teams": teams,
                "rules": rules_table(setup.rules),
                "rows": {**rows, "row": row_tables(setup.rows)}}

    def read_event(self, text: str) -> Played:
        return read_played(text)

    def event_text(self, event: object) -> str:
        assert isinstance(event, Played)
        return played_text(event)

    def start(self, setup: CoiffeurSetup) -> Board:
        return empty_board(setup)

    def apply(self, setup: CoiffeurSetup, board: Board, event: object) -> Board:
        assert isinstance(event, Played)
        return play(board, event)

    def summary(self, board: Board) -> dict[str, Any]:
        return {"cells": board.played, "totals": board.totals()}


def played_text(event: Played) -> str:
    cell = event.cell
    words = ["fix" if event.fix else "hand", f"row={event.row + 1}", f"by={event.team + 1}"]
    words.append(f"points={cell.points}" if cell.outcome is Outcome.POINTS
                 else cell.outcome.value)
    if cell.weis:
        words.append(f"weis={cell.weis}")
    if cell.player is not None:
        words.append(f"player={escape(cell.player)}")
    return " ".join(words)


def _whole(options: dict[str, str], key: str, least: int) -> int | None:
    text = options.pop(key, None)
    if text is None:
        return None
    if not text.isdecimal() or len(text) > 9 or int(text) < least:
        raise InputError(message(N_("{key}= must be a whole number, not {text!r}"), key=key,
                                 text=text), key=key)
    return int(text)


def read_played(text: str) -> Played:
    """An event line's text after its time stamp; what does not read raises InputError."""
    verb, *words = text.split()
    if verb not in VERBS:
        raise InputError(message(N_("unknown event {word!r}: a Coiffeur line is hand or fix"),
                                 word=verb))
    options: dict[str, str] = {}
    plain: list[str] = []
    for word in words:
        key, equals, value = word.partition("=")
        if not equals:
            plain.append(word)
        elif key in options:
            raise InputError(message(N_("{key}= is given twice"), key=key), key=key)
        else:
            options[key] = unescape(value)
    row, team = _whole(options, "row", 1), _whole(options, "by", 1)
    if row is None or team is None:
        raise InputError(message(N_("a Coiffeur line says row= and by=")))
    points = _whole(options, "points", 0)
    weis = _whole(options, "weis", 0) or 0
    player = options.pop("player", None)
    if options:
        raise InputError(message(N_("unknown option {key}="), key=next(iter(options))))
    outcomes = [Outcome(word) for word in plain if word in set(FLAGS)]
    if len(outcomes) != len(plain):
        unknown = next(word for word in plain if word not in set(FLAGS))
        raise InputError(message(N_("unexpected word {word!r}"), word=unknown))
    if points is not None:
        outcomes.append(Outcome.POINTS)
    if len(outcomes) != 1:
        raise InputError(message(N_("a Coiffeur line says points=N, match, kontermatch or "
                                    "scratch, once")))
    return Played(row - 1, team - 1, Cell(outcomes[0], points, player, weis), VERBS[verb])


COIFFEUR = CoiffeurFile()


# --- the setup `new --game coiffeur` is told ------------------------------------------


def _read_file(path: Path) -> tuple[dict[str, Any], list[str]]:
    """A rows or rules TOML file, read with a session file's guards."""
    from jass_slate.file.document import RULES_FILE, read_bytes, read_document

    if not os.path.lexists(path):
        raise InputError(message(N_("{path}: no such file"), path=path))
    return read_document(str(path), read_bytes(path, RULES_FILE))


def _located(path: Path, lines: Sequence[str], error: JassError) -> RuleError:
    line = key_line(lines, error.key) if error.key else None
    place = f"{path}:{line}" if line else str(path)
    return RuleError(Message("{place}: {problem}", {"place": place, "problem": error.message},
                             verbatim=True), key=error.key, value=error.value, line=line)


def _rows_of(said: object, path: Path | None, lines: Sequence[str]
             ) -> tuple[tuple[Row, ...], str | None]:
    """Rows from a preset's name or a list of row tables (from `path`, if a file)."""
    try:
        if isinstance(said, str):
            rows = preset_rows(said)
            return rows, next(n for n, p in PRESETS.items() if p.rows == rows)
        return rows_from(said), None
    except JassError as error:
        raise error if path is None else _located(path, lines, error) from None


def coiffeur_setup(teams: Sequence[str], rows: str | None, rules: str | None,
                   seats: Sequence[str] | None = None, first_forehand: str | None = None,
                   players: Sequence[str] | None = None) -> CoiffeurSetup:
    """The setup of a new Coiffeur: the teams, or the players each alone; the rows of
    `--rows` (a preset or a rows file), else of the rules file (`rows = "preset"` or
    `[[row]]` tables), else the default preset (each alone: `einzel-8`); the rules of
    `--rules` (a TOML file)."""
    alone = players is not None
    made = make_players(players) if players is not None else make_teams(teams)
    seated = seating([t.players for t in made], seats, first_forehand)
    check_player_names([*(p for t in made for p in t.players),
                        *(seated.seats if seated else ())])
    chosen, from_rules = CoiffeurRules(), None
    if rules is not None:
        path = Path(rules)
        data, lines = _read_file(path)
        from_rules = (data.get("rows", data.get("row")), path, lines)
        try:
            chosen = rules_from({k: v for k, v in data.items() if k not in ("row", "rows")})
        except JassError as error:
            raise _located(path, lines, error) from None
    if rows is not None and (rows.endswith(".toml") or os.path.sep in rows
                             or os.path.exists(rows)):
        path = Path(rows)
        data, lines = _read_file(path)
        made_rows, preset = _rows_of(data.get("row", data.get("rows")), path, lines)
    elif rows is not None:
        made_rows, preset = _rows_of(rows, None, ())
    elif from_rules is not None and from_rules[0] is not None:
        made_rows, preset = _rows_of(*from_rules)
    else:
        default = ALONE_PRESET if alone else DEFAULT_PRESET
        made_rows, preset = preset_rows(default), default
    return CoiffeurSetup(made, made_rows, chosen, preset, seated, alone)
