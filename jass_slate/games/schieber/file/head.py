"""The head of a Schieber session file: the teams and the rules it plays by (its format and
game read as every game's, file/head.py), and the summary written at its end, each read
with the line a problem is on."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from jass_slate.core.errors import JassError, Message, RuleError, SessionFileError, message
from jass_slate.core.teams import IN_FILE, Teams, make_teams
from jass_slate.file.document import key_line, table_line
from jass_slate.file.head import (
    FORMAT,
    WRITTEN_BY,
    check_format,
    check_game,
    game_name,
    head_document,
)
from jass_slate.file.head import check_summary as check_figures
from jass_slate.file.tournament_part import TournamentPart, read_part
from jass_slate.language.i18n import N_

if TYPE_CHECKING:  # the head alone (head_only.py) needs neither
    from jass_slate.games.schieber.scoring.rules import Rules
    from jass_slate.games.schieber.scoring.slate import Slate

GAME = "schieber"  # a Schieber file's `game` key




@dataclass(frozen=True)
class Head:
    """What the head of a session file says: the rules, the teams, when it was begun, the
    game it holds and the format it is written in."""

    rules: Rules
    teams: Teams
    created: str
    game: str = GAME
    format: int = FORMAT
    tournament: TournamentPart | None = None  # its place in a tournament (file/tournament_part)


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
    try:
        part = read_part(name, doc, lines)
    except SessionFileError as error:
        problems.append(error)
    if teams is None or rules is None or problems:
        return None, problems
    return Head(rules, teams, str(doc.get("created", "")), game, version, part), []


class OtherGame(RuleError):
    """A Schieber command met the file of another game: refused before a thing is read
    (exit 1, as any command that does not fit the session)."""

    def __init__(self, game: str) -> None:
        super().__init__(message(N_("this session holds a {game} game, not Schieber: "
                                    "`jass-slate --help` lists its commands"),
                                 game=game_name(game)))
        self.game = game


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


def summary(scorer: Slate) -> dict[str, Any]:
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


HEAD_KEYS = ("format", "teams", "rules")


def head_before_record(name: str, data: bytes) -> tuple[Head, dict[str, Any]] | None:
    """The head of a file whose head is all before `[record]`, as jass-slate writes it,
    and its TOML; None for a file laid out otherwise. A head that does not read raises
    its SessionFileError."""
    read = head_document(name, data)
    if read is None:
        return None
    doc, lines = read
    if not all(key in doc for key in HEAD_KEYS):
        return None
    head, problems = read_head(name, doc, lines)
    if head is None:
        raise problems[0]
    return head, doc


def check_summary(name: str, doc: dict[str, Any], lines: Sequence[str],
                  replayed: dict[str, Any], recorded: bool = False) -> None:
    """The summary checked against the replay (file/head.py), the LATER figures compared
    only where it has them: all of them, in a file of this version with events `recorded`
    (this version writes them from the first event on, so a summary without some was cut
    short: a write of the file's end in place that a crash stopped, file/append.py)."""
    whole = recorded and doc.get("written_by") == WRITTEN_BY
    check_figures(name, doc, lines, replayed, () if whole else LATER)
