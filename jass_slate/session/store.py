"""The session file: reading it, checking it, and writing it so no hand is ever lost.

Writes go to a temporary file in the same directory, are flushed and fsynced,
and replace the session file in one `os.replace`; the directory is fsynced
after, and if that fails the old file is put back. One writer at a time holds
an exclusive lock on a sibling lock file from reading to writing, and a writer
refuses when the file was changed from outside since it was read.
"""

from __future__ import annotations

import contextlib
import errno
import gc
import os
import re
import secrets
import stat
import tempfile
import time
import tomllib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from jass_slate import __version__
from jass_slate.game.errors import (
    ChangedError,
    InputError,
    JassError,
    RuleError,
    SessionFileError,
    WriteError,
)
from jass_slate.game.events import (
    Claim,
    Entry,
    Event,
    Fix,
    Hand,
    Start,
    TricksTaken,
    Undo,
    format_entry,
    parse_entry,
)
from jass_slate.game.resolve import EventError
from jass_slate.game.rules import Rules, rules_from_mapping, rules_to_mapping
from jass_slate.game.scorer import Scorer, replay
from jass_slate.game.teams import IN_FILE, Teams, make_teams
from jass_slate.language.i18n import N_, _, ngettext
from jass_slate.session import fasttoml

FORMAT = 1
WRITTEN_BY = f"jass-slate {__version__}"
LOCK_WAIT_SECONDS = 10.0
LARGEST_FILE = 64 * 1024 * 1024
LARGEST_RULES_FILE = 64 * 1024  # a house-rules file is a page; this is many
# Upgrades of older session formats, each from its format to the next (`migrate`).
# Format 1 is the first format jass-slate wrote, so there is nothing to upgrade yet.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
HEADER = """\
# jass-slate session file: what was said at the table, one event a line, oldest first.
# Scores are replayed from the events; edit with care and run `jass-slate check` after.
"""


def now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


@dataclass
class Session:
    """A session file's content and the slate replayed from it."""

    path: Path
    rules: Rules
    teams: Teams
    created: str
    entries: list[Entry] = field(default_factory=list)
    scorer: Scorer | None = None
    original: bytes | None = None  # the bytes read, to notice edits from outside

    @property
    def slate(self) -> Scorer:
        if self.scorer is None:
            self.scorer = replay(self.rules, self.teams, self.entries)
        return self.scorer

    def record(self, event: Event) -> Entry:
        """Add an event after checking it by the rules; refused events change nothing here."""
        entry = Entry(event, now())
        if isinstance(event, Undo | Fix):
            self._check_fix(event)
            entries = [*self.entries, entry]
            try:
                self.scorer = replay(self.rules, self.teams, entries)
            except EventError as error:
                raise RuleError(self._blame(error, len(entries) - 1)) from None
        else:
            try:
                self.slate.apply(event, entry.at)
            except RuleError:
                self.scorer = None  # the refused event may have changed it half-way
                raise
        self.entries.append(entry)
        return entry

    def _check_fix(self, event: Undo | Fix) -> None:
        if not isinstance(event, Fix):
            return
        slate = self.slate
        if slate.open is not None and event.number == slate.open.number:
            raise RuleError(_("hand {number} is still open: record its tricks, or undo").format(
                number=event.number))
        if not slate.hands:
            raise RuleError(_("there is no hand {number} to fix: no hand is recorded yet")
                            .format(number=event.number))
        if not 1 <= event.number <= len(slate.hands):
            raise RuleError(
                _("there is no hand {number} to fix: hands 1 to {last} are recorded").format(
                    number=event.number, last=len(slate.hands))
            )

    @staticmethod
    def _blame(error: EventError, new_index: int) -> str:
        if error.index == new_index:
            return str(error)
        return _("that would break event {number} recorded later: {problem}").format(
            number=error.index + 1, problem=error)


# --- reading ---------------------------------------------------------------------------


def load(path: Path) -> Session:
    """Read and replay a session file; anything wrong raises SessionFileError."""
    data = read_bytes(path)
    with collector_paused():
        session = parse_session(str(path), data)
    session.path = path
    session.original = data
    return session


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Reading a season makes ~100,000 objects and no cycles among them: the cyclic
    garbage collector would only walk them again and again (~15% of the load)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@dataclass(frozen=True)
class FileKind:
    """What a file jass-slate reads is for: how large it may be, and how a file that
    cannot be one is refused (messages marked with N_)."""

    largest: int
    missing: str
    directory: str
    not_regular: str
    too_large: str


SESSION_FILE = FileKind(
    LARGEST_FILE,
    missing=N_("no session file here: start one with `jass-slate new --team A --team B`"),
    directory=N_("is a directory, not a session file"),
    not_regular=N_("is not a regular file, so not a session file"),
    too_large=N_("is {size} bytes, too large for a session file"),
)
RULES_FILE = FileKind(
    LARGEST_RULES_FILE,
    missing=N_("no such rules file"),
    directory=N_("is a directory, not a rules file"),
    not_regular=N_("is not a regular file, so not a rules file"),
    too_large=N_("is {size} bytes, too large for a rules file (at most {largest})"),
)


def read_bytes(path: Path, kind: FileKind = SESSION_FILE) -> bytes:
    """The file's bytes; a missing, unreadable or odd file raises SessionFileError.

    Opened without waiting (a FIFO would block the open) and looked at before a byte is
    read: only a regular file of at most `kind.largest` bytes is read, never a device."""
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise SessionFileError(name, _(kind.missing)) from None
    except (OSError, ValueError) as error:
        raise SessionFileError(name, _cannot_read(error)) from None
    try:
        return _read_regular(name, fd, kind)
    except OSError as error:
        raise SessionFileError(name, _cannot_read(error)) from None
    finally:
        os.close(fd)


def _cannot_read(error: OSError | ValueError) -> str:
    return _("cannot read it ({reason})").format(reason=_reason(error))


def _read_regular(name: str, fd: int, kind: FileKind) -> bytes:
    info = os.fstat(fd)
    if stat.S_ISDIR(info.st_mode):
        raise SessionFileError(name, _(kind.directory))
    if not stat.S_ISREG(info.st_mode):
        raise SessionFileError(name, _(kind.not_regular))
    if info.st_size > kind.largest:
        raise SessionFileError(name, _(kind.too_large).format(size=info.st_size,
                                                              largest=kind.largest))
    data = _read_all(fd, kind.largest)
    if len(data) > kind.largest:  # it grew while read
        raise SessionFileError(name, _(kind.too_large).format(size=len(data),
                                                              largest=kind.largest))
    return data


def _read_all(fd: int, most: int) -> bytes:
    """The file's bytes, or as many as show it holds more than `most`."""
    chunks = []
    size = 0
    while size <= most and (chunk := os.read(fd, 1 << 20)):
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _reason(error: OSError | ValueError) -> str:
    if isinstance(error, OSError):
        return error.strerror or errno.errorcode.get(error.errno or 0, str(error))
    return str(error)


def read_document(name: str, data: bytes) -> tuple[dict[str, Any], list[str]]:
    """The TOML document and its lines; text that is not TOML raises SessionFileError."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SessionFileError(name, _("not UTF-8 text"), line) from None
    lines = text.splitlines()
    _refuse_long_keys(name, lines, text)
    try:
        doc = fasttoml.loads(text)  # tomllib's result, without reading every event line
    except tomllib.TOMLDecodeError as error:
        raise SessionFileError(
            name, _("not valid TOML: {reason}").format(reason=_toml_reason(error)),
            _toml_line(error) or end_line(lines)) from None
    except RecursionError:
        raise SessionFileError(name, _("not valid TOML here: its tables and lists nest too "
                                       "deeply"), _deepest_line(lines)) from None
    except ValueError as error:  # tomllib turns digits into an int; Python limits how many
        raise _not_read(name, text, lines, error) from None
    return doc, lines


def _not_read(name: str, text: str, lines: Sequence[str], error: ValueError
              ) -> SessionFileError:
    line = _line_of(text, _LONG_NUMBER)
    if line is None:
        return SessionFileError(name, _("not valid TOML: {reason}").format(reason=error),
                                end_line(lines))
    return SessionFileError(name, _("a number of more than {digits} digits").format(
        digits=INT_DIGITS), line)


# A dotted key costs tomllib a nested table and its flags a part, and a key of k parts
# k² steps (one key of 50,000 parts in 100 KB: a minute). No file jass-slate writes has
# a dot outside quotes, and a rules file a few: a file with more than this many outside
# quotes and comments is refused before tomllib reads it.
MOST_DOTS = 1000
_QUOTED_OR_COMMENT = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#.*')
INT_DIGITS = 4300  # Python's limit on the digits of an int read from text
_LONG_NUMBER = re.compile(rf"[0-9][0-9_]{{{INT_DIGITS},}}")


def _refuse_long_keys(name: str, lines: Sequence[str], text: str) -> None:
    if text.count(".") <= MOST_DOTS:
        return  # nearly every file: the count is quick, the line by line look is not
    dots = 0
    for number, line in enumerate(lines):
        if "." in line:
            dots += _QUOTED_OR_COMMENT.sub("", line).count(".")
            if dots > MOST_DOTS:
                raise SessionFileError(
                    name, _("more than {dots} dots outside quotes by this line: so many "
                            "dotted keys are not a jass-slate file's").format(dots=MOST_DOTS),
                    number + 1)


def _line_of(text: str, pattern: re.Pattern[str]) -> int | None:
    found = pattern.search(text)
    return None if found is None else text.count("\n", 0, found.start()) + 1


def _deepest_line(lines: Sequence[str]) -> int:
    """Where a file nests too deeply: the line with the most brackets and braces."""
    return max(range(len(lines)), key=lambda n: sum(map(lines[n].count, "[{")), default=0) + 1


def end_line(lines: Sequence[str]) -> int:
    """The last line, where a file that was cut short ends."""
    return max(len(lines), 1)


def parse_session(name: str, data: bytes) -> Session:
    doc, lines = read_document(name, data)
    session = session_from(name, doc, lines)
    doc.pop("record", None)  # the event lines are entries now; replay needs their memory
    try:
        scorer = replay(session.rules, session.teams, session.entries)
    except EventError as error:
        raise SessionFileError(
            name, event_problem(error.index, error),
            event_line(lines, error.index) or end_line(lines)) from None
    session.scorer = scorer  # a fix of the open hand replays too: only `check` looks for it
    check_summary(name, doc, lines, scorer)
    return session


def open_hand_fixes(rules: Rules, teams: Teams, entries: Sequence[Entry]) -> Iterator[int]:
    """The `fix` events that replace the hand still open where they stand in the record.

    Replay puts a fix in place of its hand's events wherever it stands, so a fix of the
    open hand replays; but it was never possible (`fix` refuses it), so `check` reports it.
    A load does not look: it costs a replay of the record before each fix of a hand that
    a Weis or Stöck may have ended, and the replay is well defined either way. Each standing event
    notes how many hands were begun and whether the last is still open; where that says a
    fix is of the open hand, a replay of the record before it makes sure (a Weis or Stöck
    that decides the game ends its hand without tricks)."""
    if not any(type(entry.event) is Fix for entry in entries):
        return
    after: list[tuple[int, bool]] = []  # (hands begun, last one open) after each event
    for index, entry in enumerate(entries):
        event = entry.event
        begun, still_open = after[-1] if after else (0, False)
        if isinstance(event, Undo):
            if after:
                after.pop()
        elif (isinstance(event, Fix) and event.number == begun and still_open
              and _open_in(rules, teams, entries[:index], begun)):
            yield index  # left out: what stands after it is as if it were not there
        else:
            after.append(_hands_after(event, begun, still_open))


def _hands_after(event: Event, begun: int, still_open: bool) -> tuple[int, bool]:
    if isinstance(event, Start | Hand):
        return begun + 1, isinstance(event, Start)
    if isinstance(event, TricksTaken | Claim) or (isinstance(event, Fix)
                                                  and event.number == begun):
        return begun, False
    return begun, still_open


def _open_in(rules: Rules, teams: Teams, entries: Sequence[Entry], number: int) -> bool:
    try:
        scorer = replay(rules, teams, entries)
    except EventError:
        return False  # the record before it is broken: that is the problem to report
    return scorer.open is not None and scorer.open.number == number


def open_hand_fix(entry: Entry) -> str:
    number = entry.event.number if isinstance(entry.event, Fix) else 0
    return _("fix {number} stands where hand {number} is still open: only a hand that is "
             "over can be fixed (record its tricks first)").format(number=number)


def event_problem(index: int, problem: object) -> str:
    """What is wrong with the event at `index` (0-based), as `check` and a load say it:
    in the words of the event line (`first=TEAM`), not the options that wrote it."""
    said = _OPTION.sub(lambda found: f"{found[1]}={found[2] or ''}", str(problem))
    return _("event {number}: {problem}").format(number=index + 1, problem=said)


# The options of the recording commands that the rules' refusals name, which an event
# line writes `first=1`, `also=2`, ...
_OPTION = re.compile(r"--(first|also|stoeck|weis|captured|forehand)\b(?: (TEAM))?")


def _toml_line(error: tomllib.TOMLDecodeError) -> int | None:
    found = re.search(r"line (\d+)", str(error))
    return int(found.group(1)) if found else None


def _toml_reason(error: tomllib.TOMLDecodeError) -> str:
    return re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(error))


def _key_line(lines: Sequence[str], key: str, after: str | None = None) -> int | None:
    start = 0
    if after is not None:
        start = next((i for i, line in enumerate(lines) if line.strip() == after), 0)
    for number in range(start, len(lines)):
        if re.match(rf"\s*{re.escape(key)}\s*=", lines[number]):
            return number + 1
    return None


def event_line(lines: Sequence[str], index: int) -> int | None:
    found = event_lines(lines)
    return found[index] if index < len(found) else None


def event_lines(lines: Sequence[str]) -> list[int]:
    """The line of each event, in one pass: `check` places thousands."""
    start = _key_line(lines, "events")
    if start is None:
        return []
    return [number + 1 for number in range(start, len(lines))
            if lines[number].lstrip().startswith('"')]


def session_from(name: str, doc: dict[str, Any], lines: Sequence[str]) -> Session:
    session, problems = read_head(name, doc, lines)
    if session is None:
        raise problems[0]
    session.entries = entries_from(name, doc.get("record"), lines)
    return session


def read_head(name: str, doc: dict[str, Any], lines: Sequence[str]
              ) -> tuple[Session | None, list[SessionFileError]]:
    """The session without its events, or what is wrong with its teams and its rules
    (both: they are independent). A format this jass-slate does not read raises."""
    check_format(name, doc, lines)
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
    return Session(Path(name), rules, teams, str(doc.get("created", ""))), []


def check_format(name: str, doc: dict[str, Any], lines: Sequence[str]) -> int:
    """The file's format version, if this jass-slate reads it; otherwise say who does."""
    version = doc.get("format")
    where = _key_line(lines, "format") or end_line(lines)
    if not isinstance(version, int) or isinstance(version, bool):
        raise SessionFileError(name, _("not a jass-slate session: no `format = 1` line"), where)
    if version > FORMAT:
        raise SessionFileError(name, _newer_format(version, doc.get("written_by")), where)
    if version < FORMAT and version in MIGRATIONS:
        raise SessionFileError(
            name, _("written in the older session format {version}; run `jass-slate migrate` "
                    "to bring it to format {format} (it keeps a copy of the old file)").format(
                        version=version, format=FORMAT), where)
    if version < FORMAT:
        raise SessionFileError(
            name, _("session format {version} was never written by jass-slate; "
                    "this one reads format {format}").format(version=version, format=FORMAT),
            where)
    return version


def _newer_format(version: int, writer: object) -> str:
    if isinstance(writer, str) and writer:
        message = _("written in session format {version} by a newer jass-slate; this one "
                    "({this_one}) reads format {format}: upgrade to {writer} or later to read "
                    "it; the file is left as it is")
    else:
        message = _("written in session format {version} by a newer jass-slate; this one "
                    "({this_one}) reads format {format}: upgrade to a jass-slate that reads "
                    "format {version} to read it; the file is left as it is")
    return message.format(version=version, this_one=WRITTEN_BY, format=FORMAT, writer=writer)


def _teams_from(name: str, table: object, lines: Sequence[str]) -> Teams:
    where = _key_line(lines, "names", "[teams]") or _table_line(lines, "[teams]")
    if not isinstance(table, dict):
        raise SessionFileError(name, _("no [teams] table: was the file cut short?"), where)
    names, seats, first = table.get("names"), table.get("seats"), table.get("first_forehand")
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise SessionFileError(name, _("[teams] names must be a list of two names"), where)
    if seats is not None and not (isinstance(seats, list) and all(isinstance(s, str)
                                                                  for s in seats)):
        raise SessionFileError(name, _("[teams] seats must list four players"),
                               _key_line(lines, "seats", "[teams]") or where)
    if first is not None and not isinstance(first, str):
        raise SessionFileError(name, _("[teams] first_forehand must be a player's name"),
                               _key_line(lines, "first_forehand", "[teams]") or where)
    try:
        return make_teams(names, seats, first, IN_FILE)
    except JassError as error:  # worded as the file says it: "[teams] seats ..."
        key = re.search(r"\[teams\] (names|seats|first_forehand)", str(error))
        line = _key_line(lines, key.group(1), "[teams]") if key else None
        raise SessionFileError(name, str(error), line or where) from None


def _rules_from(name: str, table: object, lines: Sequence[str]) -> Rules:
    if not isinstance(table, dict):
        raise SessionFileError(name, _("no [rules] table: was the file cut short?"),
                               _table_line(lines, "[rules]"))
    try:
        return rules_from_mapping(table)
    except JassError as error:
        raise SessionFileError(name, f"[rules]: {error}",
                               rules_key_line(error, lines, "[rules]")
                               or _table_line(lines, "[rules]")) from None


def rules_key_line(error: JassError, lines: Sequence[str], table: str | None = None
                   ) -> int | None:
    """The line of the rules key a refusal quotes, in `table` or a whole rules file."""
    # the key the message quotes; not an apostrophe inside a word (l'atout)
    key = re.search(r"(?<![^\W\d_])'([a-z_]+)", str(error))
    return _key_line(lines, key.group(1), table) if key else None


def _table_line(lines: Sequence[str], header: str) -> int:
    """Where a table starts, or the end of the file where it is missing."""
    found = next((i + 1 for i, line in enumerate(lines) if line.strip() == header), None)
    return found or end_line(lines)


def entries_from(name: str, table: object, lines: Sequence[str]) -> list[Entry]:
    entries = []
    for index, line in enumerate(record_events(name, table, lines)):
        try:
            if not isinstance(line, str):
                raise InputError(_("an event is a line of text in quotes"))
            entries.append(parse_entry(line))
        except InputError as error:
            raise SessionFileError(name, event_problem(index, error),
                                   event_line(lines, index) or end_line(lines)) from None
    return entries


def record_events(name: str, table: object, lines: Sequence[str]) -> list[object]:
    """The `[record] events` list; a file without one was cut short or hand-broken."""
    if not isinstance(table, dict) or "events" not in table:
        raise SessionFileError(
            name, _("no [record] events list: was the file cut short? (a new session has "
                    "`events = [ ]`)"), _key_line(lines, "events") or end_line(lines))
    events = table["events"]
    if not isinstance(events, list):
        raise SessionFileError(name, _("[record] events must be a list of event lines"),
                               _key_line(lines, "events") or end_line(lines))
    return events


def summary(scorer: Scorer) -> dict[str, Any]:
    game = scorer.game
    return {"hands": len(scorer.hands), "game": game.number, "totals": list(game.scores),
            "games_won": list(scorer.games_won)}


def check_summary(name: str, doc: dict[str, Any], lines: Sequence[str], scorer: Scorer) -> None:
    """A summary written for human eyes is checked against the replay, never trusted.

    Its figures are compared only when this version of jass-slate wrote it: another
    version may have scored a rule differently (0.1.0 dropped Weis after the tricks in
    some `claim_order`s), and the replay is the truth; the next write corrects it."""
    written = doc.get("summary")
    if written is None:
        return
    replayed = summary(scorer)
    if isinstance(written, dict):
        missing = next((key for key in replayed if key not in written), None)
        if missing is not None:
            raise SessionFileError(
                name, _("[summary] has no {key} line: was the file cut short? Correct it or "
                        "delete the [summary] table").format(key=missing), end_line(lines))
    if doc.get("written_by") != WRITTEN_BY and isinstance(written, dict):
        return
    for key, value in (written.items() if isinstance(written, dict) else [("summary", written)]):
        if replayed.get(key) != value:
            raise SessionFileError(
                name,
                _("[summary] says {key} = {written!r} but the events replay to {replayed!r}: "
                  "correct the events or delete the [summary] table").format(
                      key=key, written=value, replayed=replayed.get(key)),
                _key_line(lines, key, "[summary]") or _table_line(lines, "[summary]"),
            )


# --- writing ---------------------------------------------------------------------------


_ESCAPES = {ord('"'): '\\"', ord("\\"): "\\\\", 0x7F: "\\u007f"}
_ESCAPES.update({c: f"\\u{c:04x}" for c in range(0x20) if c != 0x09})


_ESCAPED = re.compile('[\x00-\x08\x0a-\x1f\x7f"\\\\]')  # the characters of _ESCAPES


def toml_string(text: str) -> str:
    if _ESCAPED.search(text) is None:
        return f'"{text}"'  # nearly every line: nothing to escape, no translating
    return '"' + text.translate(_ESCAPES) + '"'


def render_session(session: Session) -> str:
    """The whole file: header, teams, rules, one line per event, and a checked summary."""
    import tomli_w  # only commands that write need it

    teams: dict[str, Any] = {"names": list(session.teams.names)}
    if session.teams.seats is not None:
        teams["seats"] = list(session.teams.seats)
    if session.teams.first_forehand is not None:
        teams["first_forehand"] = session.teams.first_forehand
    head = tomli_w.dumps({"format": FORMAT, "written_by": WRITTEN_BY, "created": session.created,
                          "teams": teams, "rules": rules_to_mapping(session.rules)})
    events = "".join(f"  {toml_string(format_entry(e))},\n" for e in session.entries)
    tail = tomli_w.dumps({"summary": summary(session.slate)})
    return f"{HEADER}{head}\n[record]\nevents = [\n{events}]\n\n{tail}"


@dataclass
class Written:
    """What this command's writes did, for the CLI to tell once they are done: a failure to
    print after a write must not read as if nothing was written."""

    paths: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # things to say beside the outcome

    def clear(self) -> None:
        self.paths.clear()
        self.notes.clear()


written = Written()


def target_path(path: Path) -> Path:
    """Where writes go: a symlinked session file is written through to its target, but not
    through a link another user planted in a shared folder, nor through a dangling link."""
    current = os.path.join(os.getcwd(), path)
    for hops in range(40):  # the kernel's limit, past which the write itself says ELOOP
        try:
            info = os.lstat(current)
        except FileNotFoundError:
            if hops:
                raise WriteError(_dangling(path, current)) from None
            break
        except (OSError, ValueError):
            break  # the write itself says what is wrong
        if not stat.S_ISLNK(info.st_mode):
            break
        _refuse_planted(path, current, info)
        try:
            current = os.path.join(os.path.dirname(current), os.readlink(current))
        except OSError:
            break
    return Path(os.path.realpath(current))


def _dangling(path: Path, target: str) -> str:
    return _("{path} is a symbolic link to {target}, which does not exist: jass-slate does not "
             "create a file through a link; nothing was written").format(
                 path=path, target=target)


def _refuse_planted(path: Path, link: str, info: os.stat_result) -> None:
    """The kernel's `protected_symlinks` rule, kept even where the kernel does not keep it:
    in a sticky folder anyone may write, follow only one's own links and the folder owner's."""
    folder = os.path.dirname(link)
    try:
        where = os.stat(folder)
    except OSError:
        return
    shared = bool(where.st_mode & stat.S_ISVTX and where.st_mode & stat.S_IWOTH)
    if shared and info.st_uid not in (os.geteuid(), where.st_uid):
        raise WriteError(_("{path} is a symbolic link of another user in a shared folder "
                           "({folder}): jass-slate does not follow it; nothing was "
                           "written").format(path=path, folder=folder))


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def leftover_names(real: Path) -> re.Pattern[str]:
    """The names of a session file's temporary files and backups while it is written."""
    return re.compile(rf"\.{re.escape(real.name)}\.[a-z0-9_]{{8}}\.(tmp|old)")


@contextlib.contextmanager
def locked(path: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the session's exclusive writer lock; the kernel frees it if we are killed.

    The lock file beside the session serialises writers of one name (and of a file still to
    be created); the session file itself is locked too, so that every name of one file
    (hard links, a folder mounted twice) takes turns.
    """
    real = target_path(path)
    seconds = LOCK_WAIT_SECONDS if wait is None else wait
    fd = _open_lock(path, real)
    identity = None
    try:
        _acquire(path, fd, seconds)
        _sweep(real)
        identity = _lock_identity(path, real, seconds)
        yield
    finally:
        for held in (identity, fd):  # closing frees a lock even when the close fails
            if held is not None:
                with contextlib.suppress(OSError):
                    os.close(held)


def _open_lock(path: Path, real: Path) -> int:
    lock = _lock_path(real)
    flags = os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK  # never through a planted link
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | flags, 0o644)
    except PermissionError as error:
        # a lock file we may not write: a read-only descriptor locks as well
        try:
            fd = os.open(lock, os.O_RDONLY | flags)
        except OSError as again:  # ELOOP: a planted link (O_CREAT said EACCES first)
            raise WriteError(_lock_failure(path, lock, again if again.errno == errno.ELOOP
                                           else error)) from None
    except (OSError, ValueError) as error:
        raise WriteError(_lock_failure(path, lock, error)) from None
    _refuse_foreign_lock(path, real, lock, fd)
    return fd


def _refuse_foreign_lock(path: Path, real: Path, lock: Path, fd: int) -> None:
    """A lock file is a plain file of ours, root's or the session owner's: one another user
    owns could be removed under us, and one with another name could be anyone's file."""
    try:
        info = os.fstat(fd)
    except OSError as error:
        os.close(fd)
        raise WriteError(_lock_failure(path, lock, error)) from None
    trusted = {os.geteuid(), 0}
    with contextlib.suppress(OSError):
        trusted.add(os.stat(real).st_uid)
    if stat.S_ISREG(info.st_mode) and info.st_nlink == 1 and info.st_uid in trusted:
        return
    os.close(fd)
    raise WriteError(_("{path}: the lock file {lock} is not a plain file of yours; nothing "
                       "was written: remove it if no jass-slate is writing").format(
                           path=path, lock=lock))


def _lock_failure(path: Path, lock: Path, error: OSError | ValueError) -> str:
    if isinstance(error, FileNotFoundError):
        return _("{path}: the folder {folder} does not exist; nothing was written").format(
            path=path, folder=lock.parent)
    if isinstance(error, OSError) and error.errno == errno.ELOOP:
        return _("{path}: the lock file {lock} is a symbolic link, which jass-slate does not "
                 "follow; nothing was written: remove it (someone may have planted it)").format(
                     path=path, lock=lock)
    return _("{path}: cannot lock the session file with {lock} ({reason}); "
             "nothing was written").format(path=path, lock=lock, reason=_reason(error))


def _lock_identity(path: Path, real: Path, wait: float) -> int | None:
    """Lock the session file itself; None for a file still to be created (or one the write
    will refuse, saying why)."""
    while True:
        try:
            fd = os.open(real, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOFOLLOW)
        except (OSError, ValueError):
            return None
        try:
            held = os.fstat(fd)
            if stat.S_ISREG(held.st_mode):
                _acquire(path, fd, wait)
                if _same_file(held, real):
                    return fd
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
        if not stat.S_ISREG(held.st_mode):
            return None
        # replaced through another name while we waited: lock the file that is there now


def _same_file(info: os.stat_result, name: str | Path) -> bool:
    try:
        now = os.stat(name)
    except (OSError, ValueError):
        return False
    return (now.st_dev, now.st_ino) == (info.st_dev, info.st_ino)


def _acquire(path: Path, fd: int, wait: float) -> None:
    """Take the lock, waiting for another jass-slate to finish its write."""
    import fcntl

    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise WriteError(_("{path}: another jass-slate has been writing it for "
                                   "{seconds:.0f} s; nothing was written: try again").format(
                                       path=path, seconds=wait)) from None
        except OSError as error:
            raise WriteError(_("{path}: cannot lock the session file ({reason}); "
                               "nothing was written").format(
                                   path=path, reason=_reason(error))) from None
        time.sleep(0.005 + secrets.randbelow(10) / 1000)


def _sweep(real: Path) -> None:
    """Remove what killed writers left behind; under the lock, no writer is using them."""
    names = leftover_names(real)
    with contextlib.suppress(OSError), os.scandir(real.parent) as entries:
        for entry in entries:
            if names.fullmatch(entry.name):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


class _Failed(Exception):
    """A step of a write failed; `step` says which, for the one-line message."""

    def __init__(self, step: str, error: OSError | ValueError) -> None:
        super().__init__(step)
        self.step = step
        self.error = error


def _step(step: str, action: Callable[..., Any], *args: Any) -> Any:
    try:
        return action(*args)
    except (OSError, ValueError) as error:  # ValueError: a path with a NUL byte
        raise _Failed(step, error) from None


@dataclass
class _Backup:
    """How to put the old file back when the folder cannot be synced after the replace."""

    link: str | None = None  # a hard link to the old file
    data: bytes | None = None  # or its bytes, where the file system has no hard links
    mode: int = 0o600


@dataclass(frozen=True)
class WriteKind:
    """What a write writes, for its messages: a session file or an export."""

    replace: str  # the step that renames the new file into place
    failed: str  # the message when nothing was written


SESSION_WRITE = WriteKind(N_("replace the session file"),
                          N_("{path}: cannot write the session file ({step}: {reason}); "
                             "nothing was written, the file is as it was"))
EXPORT_WRITE = WriteKind(N_("replace the file"),
                         N_("{path}: cannot write the export ({step}: {reason}); "
                            "nothing was written, the file is as it was"))


def write_atomic(path: Path, text: str, expected: bytes | None = None,
                 mode: int | None = None, kind: WriteKind = SESSION_WRITE) -> None:
    """Replace the file with `text` in one step, durably; on any failure the old file stays.

    With `expected`, refuse if the file no longer holds those bytes (changed from outside),
    checked again right before the rename; `mode` is for a new file (default: what the
    umask allows). Only a file the user could write is written, and it keeps its owner,
    mode, ACL and extended attributes.
    """
    data = _encode(path, text)
    real = target_path(path)
    old = _old_file(path, real)
    if old is not None:
        _refuse_unwritable(path, old)
    temporary, backup, replaced = None, None, False
    try:
        temporary = _write_temporary(real, data, old, mode)
        backup = _backup(real, old)
        if expected is not None:
            _refuse_if_changed(path, real, expected)  # the last thing before the rename
        _step(kind.replace, os.replace, temporary, real)
        replaced = True
        _step(N_("sync the folder"), _sync_directory, real.parent)
    except _Failed as failed:
        restored = _undo(real, temporary, backup, replaced)
        raise WriteError(_write_failure(path, failed, restored, kind)) from None
    except BaseException:
        _undo(real, temporary, backup, replaced)
        raise
    written.paths.append(path)
    _drop_backup(path, backup)


def _encode(path: Path, text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise InputError(_("{path}: cannot write {character!r}: "
                           "not a character of UTF-8 text").format(
                               path=path, character=text[error.start:error.end])) from None


def _old_file(path: Path, real: Path) -> os.stat_result | None:
    try:
        return os.stat(real)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise WriteError(_("{path}: cannot look at the session file ({reason}); "
                           "nothing was written").format(
                               path=path, reason=_reason(error))) from None


def _refuse_unwritable(path: Path, old: os.stat_result) -> None:
    """Write only a file the user could write itself, keeping its owner, and only one name
    of it: a rename puts a new file in place, and these would not survive it."""
    root = os.geteuid() == 0
    if not root and old.st_uid != os.geteuid():
        raise WriteError(_("{path} belongs to another user (uid {owner}): a write would make "
                           "it yours, and jass-slate keeps a file's owner; nothing was "
                           "written").format(path=path, owner=old.st_uid))
    if not _may_write(path, old, root):
        raise WriteError(_("{path} is read-only (mode {mode:o}): jass-slate writes only a file "
                           "you could write yourself; nothing was written: make it writable "
                           "(chmod u+w) to go on").format(path=path,
                                                          mode=stat.S_IMODE(old.st_mode)))
    if old.st_nlink > 1:
        raise WriteError(ngettext(
            "{path} has {count} name (hard links): a write would split them into two files; "
            "nothing was written: keep one name, and make the others symbolic links",
            "{path} has {count} names (hard links): a write would split them into two files; "
            "nothing was written: keep one name, and make the others symbolic links",
            old.st_nlink).format(path=path, count=old.st_nlink))


def _may_write(path: Path, old: os.stat_result, root: bool) -> bool:
    if root:  # root may write anything; a file without any write bit was made read-only
        return bool(old.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    effective = os.access in os.supports_effective_ids
    return os.access(path, os.W_OK, effective_ids=effective)  # mode bits and ACL alike


def _write_temporary(real: Path, data: bytes, old: os.stat_result | None,
                     mode: int | None) -> str:
    """A temporary file beside `real` holding `data` on disk, with the old file's owner,
    mode and extended attributes."""
    fd, name = _step(N_("create a temporary file"), tempfile.mkstemp, ".tmp",
                     f".{real.name}.", str(real.parent))
    closed = False
    try:
        _step(N_("write the temporary file"), _write_all, fd, data)
        if old is not None:
            _step(N_("keep the file's extended attributes and ACL"), _keep_attributes, fd,
                  real)
        _step(N_("keep the file's owner and mode"), _keep_mode, fd, old, mode)
        _step(N_("fsync the temporary file"), os.fsync, fd)
        closed = True  # even a failed close frees the descriptor
        _step(N_("close the temporary file"), os.close, fd)
    except BaseException:
        if not closed:
            with contextlib.suppress(OSError):
                os.close(fd)
        _remove(name)
        raise
    return str(name)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _keep_mode(fd: int, old: os.stat_result | None, mode: int | None) -> None:
    """The new file keeps the old one's permissions and owner (a refused fchown refuses the
    write: the file never silently becomes someone else's)."""
    if old is None:
        os.fchmod(fd, _new_file_mode() if mode is None else mode)
        return
    mine = os.fstat(fd)
    if (old.st_uid, old.st_gid) != (mine.st_uid, mine.st_gid):
        os.fchown(fd, old.st_uid, old.st_gid)
    os.fchmod(fd, stat.S_IMODE(old.st_mode))


ACL = "system.posix_acl_access"


def _keep_attributes(fd: int, real: Path) -> None:
    """Give the new file the old one's extended attributes and ACL; an ACL the folder gave
    the new file that the old one did not have is dropped (it would widen the mode)."""
    old = _attributes(real)
    if ACL not in old and ACL in _names(fd):
        os.removexattr(fd, ACL)
    for name, value in old.items():
        try:
            same = os.getxattr(fd, name) == value
        except OSError:
            same = False
        if not same:
            os.setxattr(fd, name, value)


def _attributes(real: Path) -> dict[str, bytes]:
    return {name: os.getxattr(real, name) for name in _names(real)}


def _names(file: int | Path) -> list[str]:
    """Its extended attributes' names; none where the file system has none."""
    try:
        return os.listxattr(file)
    except OSError as error:
        if error.errno in (errno.ENOTSUP, errno.EOPNOTSUPP):
            return []
        raise


def _new_file_mode() -> int:
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask


def _backup(real: Path, old: os.stat_result | None) -> _Backup | None:
    """Keep a way back to the old file until the replace is on disk."""
    if old is None:
        return None
    link = f"{real.parent}/.{real.name}.{secrets.token_hex(4)}.old"
    try:
        os.link(real, link)
    except OSError as error:
        if error.errno not in _NO_LINKS:
            raise _Failed(KEEP_OLD_FILE, error) from None
        data = _step(KEEP_OLD_FILE, real.read_bytes)
        return _Backup(data=data, mode=stat.S_IMODE(old.st_mode))
    return _Backup(link=link)


KEEP_OLD_FILE = N_("keep the old file until the new one is on disk")

# errnos that mean "this file system has no hard links here", not "the disk is failing"
_NO_LINKS = {errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOSYS, errno.EOPNOTSUPP,
             errno.ENOTSUP}


def _drop_backup(path: Path, backup: _Backup | None) -> None:
    """Remove the way back once the new file is on disk; if that fails, say so."""
    if backup is None or backup.link is None:
        return
    try:
        os.unlink(backup.link)
    except OSError as error:
        written.notes.append(_(
            "{path} is written, but the copy of the old file {copy} could not be removed "
            "({reason}): delete it (the next write of a session file removes it too)").format(
                path=path, copy=backup.link, reason=_reason(error)))


def _undo(real: Path, temporary: str | None, backup: _Backup | None,
          replaced: bool) -> str | None:
    """Put the old file back after a failed write; say why, if that failed too."""
    if not replaced:
        _remove(temporary)
        _remove(backup.link if backup else None)
        return None
    try:
        if backup is None:
            os.unlink(real)
        elif backup.link is not None:
            os.replace(backup.link, real)
        elif backup.data is not None:
            _put_back(real, backup.data, backup.mode)
    except (OSError, ValueError, _Failed) as error:
        cause = error.error if isinstance(error, _Failed) else error
        return _reason(cause)
    with contextlib.suppress(OSError):
        _sync_directory(real.parent)
    return None


def _put_back(real: Path, data: bytes, mode: int) -> None:
    """Write the old bytes back, on a file system without hard links."""
    temporary = _write_temporary(real, data, None, mode)
    try:
        os.replace(temporary, real)
    except OSError:
        _remove(temporary)
        raise


def _remove(name: str | None) -> None:
    if name is not None:
        with contextlib.suppress(OSError):
            os.unlink(name)


def _sync_directory(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    except OSError as error:
        if error.errno != errno.EINVAL:  # EINVAL: this file system cannot sync folders
            raise
    finally:
        os.close(fd)


def _write_failure(path: Path, failed: _Failed, restored: str | None, kind: WriteKind) -> str:
    reason = _reason(failed.error)
    if restored is not None:
        return _("{path}: the change was written but could not be made durable "
                 "({step}: {reason}), and the old file could not be put back "
                 "({restore_reason}): run `jass-slate check` and look at the last event").format(
                     path=path, step=_(failed.step), reason=reason, restore_reason=restored)
    return _(kind.failed).format(path=path, step=_(failed.step), reason=reason)


def _refuse_if_changed(path: Path, real: Path, expected: bytes) -> None:
    """Refuse to overwrite an edit made from outside (an editor, another device).

    Run right before the rename: the bytes are compared, then the file's identity and time
    stamps once more, so an edit is lost only if it lands between that stat and the rename.
    """
    current, seen = _reread(path, real, len(expected))
    if current != expected or seen is None or not _unchanged(seen, real):
        raise ChangedError(
            _("{path}: the session file was changed by something else (an editor?) while this "
              "command ran; nothing was written: look at it, then run the command again").format(
                  path=path))


def _reread(path: Path, real: Path, most: int) -> tuple[bytes | None, os.stat_result | None]:
    """The file's bytes (past `most`, only enough to show it holds more) and identity now
    (None: gone, or no longer a file); a failing disk is not an edit from outside."""
    try:
        fd = os.open(real, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None, None
    except (OSError, ValueError) as error:
        raise WriteError(_reread_failure(path, error)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None, None
        return _read_all(fd, most), info
    except OSError as error:
        raise WriteError(_reread_failure(path, error)) from None
    finally:
        os.close(fd)


def _reread_failure(path: Path, error: OSError | ValueError) -> str:
    return _("{path}: cannot read the session file again before writing it ({reason}): the "
             "disk may be failing; nothing was written").format(path=path, reason=_reason(error))


def _unchanged(seen: os.stat_result, real: Path) -> bool:
    try:
        now = os.stat(real)
    except OSError:
        return False
    return _stamp(now) == _stamp(seen)


def _stamp(info: os.stat_result) -> tuple[int, ...]:
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def save(session: Session) -> None:
    write_atomic(session.path, render_session(session), session.original)


@contextlib.contextmanager
def editing(path: Path) -> Iterator[Session]:
    """Read, change and write a session under its lock; a refusal writes nothing."""
    if not os.path.lexists(path):
        load(path)  # says there is no session file, without leaving a lock file behind
    with locked(path):
        session = load(path)
        yield session


def create(path: Path, rules: Rules, teams: Teams, force: bool) -> Session:
    """Write a new, empty session; an existing file is only replaced with `force`."""
    session = Session(path, rules, teams, now())
    with locked(path):
        if os.path.exists(path) and not force:
            raise RuleError(
                _("{path} already exists: use --force to replace it, or -f another file").format(
                    path=path))
        write_atomic(path, render_session(session))
    return session


# --- exports -----------------------------------------------------------------------------

# What every session file jass-slate writes has near its top, even after a hand edit
SESSION_MARKS = (HEADER.splitlines()[0].encode(), f'written_by = "{WRITTEN_BY.split()[0]}'
                 .encode())


def write_export(path: Path, text: str, force: bool, sources: Sequence[Path]) -> None:
    """Write an export in one step: never over a session file or a file it was made from,
    over another file only with `force`; a failed export leaves nothing half-written."""
    try:
        info: os.stat_result | None = os.stat(path)
    except FileNotFoundError:
        info = None
    except (OSError, ValueError) as error:
        raise InputError(_(EXPORT_WRITE.failed).format(
            path=path, step=_(N_("look at the file")), reason=_reason(error))) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        _write_into(path, _encode(path, text))  # a terminal, a pipe: nothing to replace
        return
    if info is not None:
        _refuse_export_over(path, info, force, sources)
    try:
        write_atomic(path, text, kind=EXPORT_WRITE)
    except WriteError as error:
        raise InputError(str(error)) from None  # exit 1: the session file is fine


def _refuse_export_over(path: Path, info: os.stat_result, force: bool,
                        sources: Sequence[Path]) -> None:
    if any(_same_file(info, source) for source in sources):
        raise RuleError(_("{path} is a session file this export reads: an export never "
                          "replaces it; nothing was written").format(path=path))
    if is_session_file(path):
        raise RuleError(_("{path} is a jass-slate session file: an export never replaces "
                          "one; nothing was written").format(path=path))
    if not force:
        raise RuleError(_("{path} already exists: use --force to replace it, or -o another "
                          "file; nothing was written").format(path=path))


def is_session_file(path: Path) -> bool:
    """Whether the file's first bytes are a jass-slate session file's."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (OSError, ValueError):
        return False
    try:
        head = os.read(fd, 4096)
    except OSError:
        return False
    finally:
        os.close(fd)
    return any(mark in head for mark in SESSION_MARKS)


def _write_into(path: Path, data: bytes) -> None:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)
    except (OSError, ValueError) as error:
        raise InputError(_(EXPORT_WRITE.failed).format(
            path=path, step=_(N_("write the file")), reason=_reason(error))) from None


# --- upgrading older formats -------------------------------------------------------------


def migrate(path: Path) -> tuple[int, Path | None]:
    """Bring an older session file to this format, keeping a copy of the old file.

    Returns the format the file was in and where the copy went (None: nothing to do).
    """
    if not os.path.lexists(path):
        read_bytes(path)  # says there is no session file
    with locked(path):
        data = read_bytes(path)
        name = str(path)
        doc, _lines = read_document(name, data)
        version = doc.get("format")
        if version == FORMAT or not isinstance(version, int) or version not in MIGRATIONS:
            parse_session(name, data)  # a current file is checked; any other is refused
            return FORMAT, None
        import tomli_w

        session = parse_session(name, tomli_w.dumps(_upgrade(doc, version)).encode())
        session.path = path
        copy = _keep_copy(path, data, version)
        write_atomic(path, render_session(session), data)
        return version, copy


def _upgrade(doc: dict[str, Any], version: int) -> dict[str, Any]:
    while version < FORMAT:
        doc = MIGRATIONS[version](doc)
        version += 1
    return {**doc, "format": FORMAT}


def _keep_copy(path: Path, data: bytes, version: int) -> Path:
    """Write the old file's bytes beside it, under a name no file has yet."""
    real = target_path(path)
    copy = real.with_name(f"{real.name}.format-{version}.bak")
    number = 1
    while os.path.lexists(copy):
        number += 1
        copy = real.with_name(f"{real.name}.format-{version}.{number}.bak")
    write_atomic(copy, data.decode("utf-8"), mode=stat.S_IMODE(os.stat(real).st_mode))
    return copy
