"""The head of a session file: its format and game, the teams and the rules it plays by,
and the summary written at its end, each read with the line a problem is on."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from jass_slate import __version__
from jass_slate.core.errors import JassError, Message, RuleError, SessionFileError, message
from jass_slate.core.teams import IN_FILE, Teams, make_teams
from jass_slate.file.document import end_line, key_line, read_document, table_line
from jass_slate.language.i18n import N_

if TYPE_CHECKING:  # a file of another game (file/game_file.py) needs neither
    from jass_slate.games.schieber.scoring.rules import Rules
    from jass_slate.games.schieber.scoring.slate import Scorer

FORMAT = 2
WRITTEN_BY = f"jass-slate {__version__}"
HEADER = """\
# jass-slate session file: what was said at the table, one event a line, oldest first.
# Scores are replayed from the events; edit with care and run `jass-slate check` after.
"""
# The games a session file may hold (`game = "schieber"`); the others' files are read by
# file/game_file.py with the kind session/games.py names for them.
GAMES = ("schieber", "coiffeur", "differenzler")
GAME = "schieber"  # what a file of a format without a game key holds


def _add_game(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 to 2: the file says which game it holds (format 1 held only Schieber)."""
    return {**doc, "game": GAME}


# Upgrades of older session formats, each from its format to the next (`migrate`).
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _add_game}
# Older formats still read as they are, and written back in their own format, until
# `migrate` brings them to this one (keeping a copy).
READ_AS_IS = frozenset({1})


@dataclass(frozen=True)
class Head:
    """What the head of a session file says: the rules, the teams, when it was begun, the
    game it holds and the format it is written in."""

    rules: Rules
    teams: Teams
    created: str
    game: str = GAME
    format: int = FORMAT


def read_head(name: str, doc: dict[str, Any], lines: Sequence[str]
              ) -> tuple[Head | None, list[SessionFileError]]:
    """The head, or what is wrong with its teams and its rules (both: they are
    independent). A format or game this jass-slate does not read raises, and so does a
    file of another game (`OtherGame`): file/game_file.py reads those."""
    version = check_format(name, doc, lines)
    game = check_game(name, doc, lines, version)
    if game != GAME:
        raise OtherGame(game)
    problems: list[SessionFileError] = []
    teams, rules = None, None
    try:
        teams = _teams_from(name, doc.get("teams"), lines)
    except SessionFileError as error:
        problems.append(error)
    try:
        rules = _rules_from(name, doc.get("rules"), lines)
    except SessionFileError as error:
        problems.append(error)
    if teams is None or rules is None:
        return None, problems
    return Head(rules, teams, str(doc.get("created", "")), game, version), []


def _format_line(lines: Sequence[str]) -> int:
    return key_line(lines, "format") or end_line(lines)


def check_format(name: str, doc: dict[str, Any], lines: Sequence[str]) -> int:
    """The file's format version, if this jass-slate reads it; otherwise say who does."""
    version = doc.get("format")
    where = _format_line(lines)
    if not isinstance(version, int) or isinstance(version, bool):
        raise SessionFileError(name, message(N_("not a jass-slate session: no `format = 1` "
                                                "line")), where)
    if version > FORMAT:
        raise SessionFileError(name, _newer_format(version, doc.get("written_by")), where)
    if version < FORMAT and version not in READ_AS_IS:
        raise _older(name, version, where)
    return version


def _older(name: str, version: int, where: int) -> SessionFileError:
    if version in MIGRATIONS:
        return SessionFileError(name, message(N_(
            "written in the older session format {version}; run `jass-slate migrate` "
            "to bring it to format {format} (it keeps a copy of the old file)"),
            version=version, format=FORMAT), where)
    return SessionFileError(name, message(N_(
        "session format {version} was never written by jass-slate; "
        "this one reads format {format}"), version=version, format=FORMAT), where)


def _newer_format(version: int, writer: object) -> Message:
    if isinstance(writer, str) and writer:
        text = N_("written in session format {version} by a newer jass-slate; this one "
                  "({this_one}) reads format {format}: upgrade to {writer} or later to read "
                  "it; the file is left as it is")
    else:
        text = N_("written in session format {version} by a newer jass-slate; this one "
                  "({this_one}) reads format {format}: upgrade to a jass-slate that reads "
                  "format {version} to read it; the file is left as it is")
    return message(text, version=version, this_one=WRITTEN_BY, format=FORMAT, writer=writer)


def check_game(name: str, doc: dict[str, Any], lines: Sequence[str], version: int) -> str:
    """The game the file holds: its `game` key, or Schieber in a format without one."""
    if version in READ_AS_IS:
        return GAME
    game = doc.get("game")
    where = key_line(lines, "game") or _format_line(lines)
    if game is None:
        raise SessionFileError(name, message(NO_GAME), where)
    if game not in GAMES:
        raise SessionFileError(name, message(UNKNOWN_GAME, game=game, games=", ".join(GAMES)),
                               where)
    return str(game)


class OtherGame(RuleError):
    """A Schieber command met the file of another game: refused before a thing is read
    (exit 1, as any command that does not fit the session)."""

    def __init__(self, game: str) -> None:
        super().__init__(message(N_("this session holds a {game} game, not Schieber: "
                                    "`jass-slate --help` lists its commands"),
                                 game=game_name(game)))
        self.game = game


def game_name(game: str) -> str:
    """A game's name as players say it (Schieber, Coiffeur, Differenzler)."""
    return game.capitalize()


NO_GAME = N_('no `game = "schieber"` line: the file does not say which game it holds')
UNKNOWN_GAME = N_("the file holds the game {game!r}, which this jass-slate does not keep "
                  "(it keeps {games})")


TEAMS_TABLE = "[teams]"
TEAMS_KEYS = ("names", "seats", "first_forehand")


def _teams_from(name: str, table: object, lines: Sequence[str]) -> Teams:
    where = key_line(lines, "names", TEAMS_TABLE) or table_line(lines, TEAMS_TABLE)
    if not isinstance(table, dict):
        raise SessionFileError(name, message(N_("no [teams] table: was the file cut short?")),
                               where)
    names, seats, first = table.get("names"), table.get("seats"), table.get("first_forehand")
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise SessionFileError(name, message(N_("[teams] names must be a list of two names")),
                               where)
    if seats is not None and not (isinstance(seats, list) and all(isinstance(s, str)
                                                                  for s in seats)):
        raise SessionFileError(name, message(N_("[teams] seats must list four players")),
                               key_line(lines, "seats", TEAMS_TABLE) or where)
    if first is not None and not isinstance(first, str):
        raise SessionFileError(name, message(N_("[teams] first_forehand must be a player's "
                                                "name")),
                               key_line(lines, "first_forehand", TEAMS_TABLE) or where)
    try:
        return make_teams(names, seats, first, IN_FILE)
    except JassError as error:  # worded as the file says it: "[teams] seats ..."
        key = _teams_key(error)
        line = key_line(lines, key, TEAMS_TABLE) if key else None
        raise SessionFileError(name, error.message, line or where) from None


def _teams_key(error: JassError) -> str | None:
    """The [teams] key a refusal is about: its `key`, else the key its words name (a
    refusal of the teams that does not say its key yet)."""
    if error.key in TEAMS_KEYS:
        return error.key
    found = re.search(r"\[teams\] (names|seats|first_forehand)", error.english())
    return found.group(1) if found else None


RULES_TABLE = "[rules]"


def _rules_from(name: str, table: object, lines: Sequence[str]) -> Rules:
    from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping

    if not isinstance(table, dict):
        raise SessionFileError(name, message(N_("no [rules] table: was the file cut short?")),
                               table_line(lines, RULES_TABLE))
    try:
        return rules_from_mapping(table)
    except JassError as error:
        reason = Message("[rules]: {problem}", {"problem": error.message}, verbatim=True)
        raise SessionFileError(name, reason, rules_key_line(error, lines, RULES_TABLE)
                               or table_line(lines, RULES_TABLE)) from None


def rules_key_line(error: JassError, lines: Sequence[str], table: str | None = None
                   ) -> int | None:
    """The line of the rules key a refusal is about, in `table` or a whole rules file."""
    key = error.key if error.key is not None else _quoted_key(error)
    return key_line(lines, key, table) if key else None


def _quoted_key(error: JassError) -> str | None:
    """The key a refusal that does not say its `key` yet quotes; not an apostrophe inside
    a word (l'atout)."""
    found = re.search(r"(?<![^\W\d_])'([a-z_]+)", str(error))
    return found.group(1) if found else None


def summary(scorer: Scorer) -> dict[str, Any]:
    """The figures written at the end of the file for human eyes: the score, the teams and
    seats as renamed, who deals and leads next, when the evening began, how many
    corrections and renames, and the hash of the rest of what a snapshot gives
    (games/schieber/file/slate_json.py: `held`). A snapshot's slate is used only where they all
    agree."""
    from jass_slate.file.hashing import blake2b
    from jass_slate.games.schieber.file.slate_json import held

    game, teams = scorer.game, scorer.teams
    figures: dict[str, Any] = {
        "hands": len(scorer.hands), "game": game.number, "totals": list(game.scores),
        "games_won": list(scorer.games_won), "teams": list(teams.names)}
    if teams.seats is not None:
        figures["seats"] = list(teams.seats)
    dealer, forehand = scorer.next_deal() or (None, None)
    figures.update({key: value for key, value in (
        ("dealer", dealer), ("forehand", forehand), ("began", scorer.began_at)) if value})
    figures.update({"corrections": len(scorer.corrections), "renames": len(scorer.renames),
                    "slate": blake2b(held(scorer).encode("utf-8"), digest_size=16).hexdigest()})
    return figures


# The first figures of `summary` for a slate with nothing recorded, what `new` writes
# without loading the scorer (tests/games/schieber/test_memo.py checks that they agree); the
# others (LATER) follow at the first write.
EMPTY_SUMMARY: dict[str, Any] = {"hands": 0, "game": 1, "totals": [0, 0], "games_won": [0, 0]}
LATER = ("teams", "seats", "dealer", "forehand", "began", "corrections", "renames", "slate")


def check_summary(name: str, doc: dict[str, Any], lines: Sequence[str],
                  replayed: dict[str, Any]) -> None:
    """A summary written for human eyes is checked against the replay, never trusted.

    Its figures are compared only when this version of jass-slate wrote it: another
    version may have scored a rule differently (0.1.0 dropped Weis after the tricks in
    some `claim_order`s), and the replay is the truth; the next write corrects it. A
    summary without the LATER figures (written by `new`, or before they were kept) is
    compared in those it has."""
    written = doc.get("summary")
    if written is None:
        return
    if isinstance(written, dict):
        missing = next((key for key in replayed if key not in written and key not in LATER),
                       None)
        if missing is not None:
            raise SessionFileError(name, message(N_(
                "[summary] has no {key} line: was the file cut short? Correct it or "
                "delete the [summary] table"), key=missing), end_line(lines))
    if doc.get("written_by") != WRITTEN_BY and isinstance(written, dict):
        return
    for key, value in (written.items() if isinstance(written, dict) else [("summary", written)]):
        if replayed.get(key) != value:
            raise SessionFileError(
                name,
                message(N_("[summary] says {key} = {written!r} but the events replay to "
                           "{replayed!r}: correct the events or delete the [summary] table"),
                        key=key, written=value, replayed=replayed.get(key)),
                key_line(lines, key, "[summary]") or table_line(lines, "[summary]"),
            )


# The line that ends the head in every file jass-slate writes: the record follows it.
RECORD_TABLE = b"\n[record]\n"
HEAD_KEYS = ("format", "teams", "rules")


def head_before_record(name: str, data: bytes) -> tuple[Head, dict[str, Any]] | None:
    """The head of a file whose head is all before `[record]`, as jass-slate writes it,
    and its TOML; None for a file laid out otherwise. A head that does not read raises
    its SessionFileError."""
    cut = data.find(RECORD_TABLE)
    if cut < 0:
        return None
    doc, lines = read_document(name, data[: cut + 1])
    if not all(key in doc for key in HEAD_KEYS):
        return None
    head, problems = read_head(name, doc, lines)
    if head is None:
        raise problems[0]
    return head, doc
