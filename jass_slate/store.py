"""The session file: reading it, checking it, and writing it so no hand is ever lost.

Writes go to a temporary file in the same directory, are flushed and fsynced,
and replace the session file in one `os.replace`; the directory is fsynced
after. One writer at a time holds an exclusive lock on a sibling lock file
from reading to writing.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import tempfile
import time
import tomllib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import tomli_w

from jass_slate.errors import InputError, JassError, RuleError, SessionFileError, WriteError
from jass_slate.record import Entry, Event, Fix, Undo, format_entry, parse_entry
from jass_slate.rules import Rules, rules_from_mapping, rules_to_mapping
from jass_slate.scoring import EventError, Scorer, replay
from jass_slate.teams import Teams, make_teams

FORMAT = 1
LOCK_WAIT_SECONDS = 10.0
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
    stamp: tuple[int, int, int] | None = None

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
            self.slate.apply(event, entry.at)
        self.entries.append(entry)
        return entry

    def _check_fix(self, event: Undo | Fix) -> None:
        if not isinstance(event, Fix):
            return
        slate = self.slate
        if slate.open is not None and event.number == slate.open.number:
            raise RuleError(f"hand {event.number} is still open: record its tricks, or undo")
        if not 1 <= event.number <= len(slate.hands):
            raise RuleError(
                f"there is no hand {event.number} to fix: "
                f"hands 1 to {len(slate.hands)} are recorded"
            )

    @staticmethod
    def _blame(error: EventError, new_index: int) -> str:
        if error.index == new_index:
            return str(error)
        return f"that would break event {error.index + 1} recorded later: {error}"


# --- reading ---------------------------------------------------------------------------


def load(path: Path) -> Session:
    """Read and replay a session file; anything wrong raises SessionFileError."""
    name = str(path)
    try:
        data = path.read_bytes()
        stat = os.stat(path)
    except FileNotFoundError:
        raise SessionFileError(
            name, "no session file here: start one with `jass-slate new --team A --team B`"
        ) from None
    except IsADirectoryError:
        raise SessionFileError(name, "is a directory, not a session file") from None
    except OSError as error:
        raise SessionFileError(name, f"cannot read it: {error.strerror}") from None
    session = parse_session(name, data)
    session.path = path
    session.stamp = (stat.st_mtime_ns, stat.st_size, stat.st_ino)
    return session


def read_document(name: str, data: bytes) -> tuple[dict[str, Any], list[str]]:
    """The TOML document and its lines; text that is not TOML raises SessionFileError."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SessionFileError(name, "not UTF-8 text", line) from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise SessionFileError(name, f"not valid TOML: {_toml_reason(error)}",
                               _toml_line(error)) from None
    return doc, text.splitlines()


def parse_session(name: str, data: bytes) -> Session:
    doc, lines = read_document(name, data)
    session = session_from(name, doc, lines)
    try:
        scorer = replay(session.rules, session.teams, session.entries)
    except EventError as error:
        raise SessionFileError(
            name, f"event {error.index + 1}: {error}", event_line(lines, error.index)
        ) from None
    session.scorer = scorer
    check_summary(name, doc, lines, scorer)
    return session


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
    start = _key_line(lines, "events")
    if start is None:
        return None
    seen = -1
    for number in range(start, len(lines)):
        if lines[number].lstrip().startswith('"'):
            seen += 1
            if seen == index:
                return number + 1
    return None


def session_from(name: str, doc: dict[str, Any], lines: Sequence[str]) -> Session:
    version = doc.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SessionFileError(name, "not a jass-slate session: no `format = 1` line",
                               _key_line(lines, "format"))
    if version > FORMAT:
        raise SessionFileError(
            name, f"written in session format {version} by a newer jass-slate; this one reads "
            f"format {FORMAT}: upgrade jass-slate to read it", _key_line(lines, "format"))
    if version < FORMAT:
        raise SessionFileError(name, f"unknown session format {version}",
                               _key_line(lines, "format"))
    teams = _teams_from(name, doc.get("teams"), lines)
    rules = _rules_from(name, doc.get("rules"), lines)
    entries = entries_from(name, doc.get("record"), lines)
    created = doc.get("created", "")
    return Session(Path(name), rules, teams, str(created), entries)


def _teams_from(name: str, table: object, lines: Sequence[str]) -> Teams:
    where = _key_line(lines, "names", "[teams]")
    if not isinstance(table, dict):
        raise SessionFileError(name, "no [teams] table", where)
    names, seats, first = table.get("names"), table.get("seats"), table.get("first_forehand")
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise SessionFileError(name, "[teams] names must be a list of two names", where)
    if seats is not None and not (isinstance(seats, list) and all(isinstance(s, str)
                                                                  for s in seats)):
        raise SessionFileError(name, "[teams] seats must list four players",
                               _key_line(lines, "seats", "[teams]"))
    if first is not None and not isinstance(first, str):
        raise SessionFileError(name, "[teams] first_forehand must be a player's name",
                               _key_line(lines, "first_forehand", "[teams]"))
    try:
        return make_teams(names, seats, first)
    except JassError as error:
        raise SessionFileError(name, f"[teams]: {error}", where) from None


def _rules_from(name: str, table: object, lines: Sequence[str]) -> Rules:
    if not isinstance(table, dict):
        raise SessionFileError(name, "no [rules] table")
    try:
        return rules_from_mapping(table)
    except JassError as error:
        key = re.search(r"'([a-z_]+)", str(error))
        line = _key_line(lines, key.group(1), "[rules]") if key else None
        raise SessionFileError(name, f"[rules]: {error}", line) from None


def entries_from(name: str, table: object, lines: Sequence[str]) -> list[Entry]:
    if table is None:
        return []
    events = table.get("events", []) if isinstance(table, dict) else None
    if not isinstance(events, list):
        raise SessionFileError(name, "[record] events must be a list of event lines",
                               _key_line(lines, "events"))
    entries = []
    for index, line in enumerate(events):
        try:
            if not isinstance(line, str):
                raise InputError("an event is a line of text in quotes")
            entries.append(parse_entry(line))
        except InputError as error:
            raise SessionFileError(name, f"event {index + 1}: {error}",
                                   event_line(lines, index)) from None
    return entries


def summary(scorer: Scorer) -> dict[str, Any]:
    game = scorer.game
    return {"hands": len(scorer.hands), "game": game.number, "totals": list(game.scores),
            "games_won": list(scorer.games_won)}


def check_summary(name: str, doc: dict[str, Any], lines: Sequence[str], scorer: Scorer) -> None:
    """A summary written for human eyes is checked against the replay, never trusted."""
    written = doc.get("summary")
    if written is None:
        return
    replayed = summary(scorer)
    for key, value in (written.items() if isinstance(written, dict) else [("summary", written)]):
        if replayed.get(key) != value:
            raise SessionFileError(
                name,
                f"[summary] says {key} = {value!r} but the events replay to {replayed.get(key)!r}: "
                "correct the events or delete the [summary] table",
                _key_line(lines, key, "[summary]"),
            )


# --- writing ---------------------------------------------------------------------------


_ESCAPES = {ord('"'): '\\"', ord("\\"): "\\\\", 0x7F: "\\u007f"}
_ESCAPES.update({c: f"\\u{c:04x}" for c in range(0x20) if c != 0x09})


def toml_string(text: str) -> str:
    return '"' + text.translate(_ESCAPES) + '"'


def render_session(session: Session) -> str:
    """The whole file: header, teams, rules, one line per event, and a checked summary."""
    teams: dict[str, Any] = {"names": list(session.teams.names)}
    if session.teams.seats is not None:
        teams["seats"] = list(session.teams.seats)
    if session.teams.first_forehand is not None:
        teams["first_forehand"] = session.teams.first_forehand
    head = tomli_w.dumps({"format": FORMAT, "created": session.created, "teams": teams,
                          "rules": rules_to_mapping(session.rules)})
    events = "".join(f"  {toml_string(format_entry(e))},\n" for e in session.entries)
    tail = tomli_w.dumps({"summary": summary(session.slate)})
    return f"{HEADER}{head}\n[record]\nevents = [\n{events}]\n\n{tail}"


def target_path(path: Path) -> Path:
    """Where writes go: a symlinked session file is written through to its target."""
    return Path(os.path.realpath(path))


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


@contextlib.contextmanager
def locked(path: Path, wait: float = LOCK_WAIT_SECONDS) -> Iterator[None]:
    """Hold the session's exclusive writer lock; the kernel frees it if we are killed."""
    import fcntl

    real = target_path(path)
    try:
        fd = os.open(_lock_path(real), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise WriteError(f"{path}: cannot lock the session file: {error.strerror}") from None
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise WriteError(
                        f"{path}: another jass-slate has been writing it for {wait:.0f} s; "
                        "try again"
                    ) from None
                time.sleep(0.01)
        yield
    finally:
        os.close(fd)


def write_atomic(path: Path, text: str, expected: tuple[int, int, int] | None = None) -> None:
    """Replace the file with `text` in one step, durably; on any failure the old file stays."""
    real = target_path(path)
    if expected is not None:
        _refuse_if_changed(path, real, expected)
    mode = _mode_of(real)
    fd, tmp = tempfile.mkstemp(prefix=f".{real.name}.", suffix=".tmp", dir=real.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, real)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(error, OSError):
            raise WriteError(_write_failure(path, error)) from None
        raise
    _sync_directory(path, real.parent)


def _write_failure(path: Path, error: OSError) -> str:
    reason = error.strerror or errno.errorcode.get(error.errno or 0, str(error))
    return f"{path}: cannot write the session file ({reason}); it is unchanged"


def _sync_directory(path: Path, directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as error:
        reason = error.strerror or str(error)
        raise WriteError(
            f"{path}: written, but the directory could not be synced to disk ({reason}); "
            "the change may not survive a power cut"
        ) from None


def _mode_of(real: Path) -> int:
    try:
        return os.stat(real).st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _refuse_if_changed(path: Path, real: Path, expected: tuple[int, int, int]) -> None:
    try:
        stat = os.stat(real)
    except FileNotFoundError:
        raise WriteError(f"{path}: the session file vanished while this command ran; "
                         "nothing was written") from None
    if (stat.st_mtime_ns, stat.st_size, stat.st_ino) != expected:
        raise WriteError(
            f"{path}: the session file was changed by something else while this command ran; "
            "nothing was written: run the command again"
        )


def save(session: Session) -> None:
    write_atomic(session.path, render_session(session), session.stamp)


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
        if path.exists() and not force:
            raise RuleError(f"{path} already exists: use --force to replace it, or -f another file")
        write_atomic(path, render_session(session))
    return session
